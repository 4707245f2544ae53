import Layout
import TextLayout

/// Small trees built by hand for the renderers' tests, laid out and ready to draw.
enum Fixtures {
    /// A view pinned inside `parent` by its four edges with insets.
    static func pin(_ view: View, in parent: View, top: Double? = nil, left: Double? = nil,
                    bottom: Double? = nil, right: Double? = nil) throws -> [LayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== parent { parent.addSubview(view) }
        var constraints: [LayoutConstraint] = []
        if let top { constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: top)) }
        if let left { constraints.append(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: left)) }
        if let bottom { constraints.append(parent.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: bottom)) }
        if let right { constraints.append(parent.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: right)) }
        try LayoutConstraint.activate(constraints)
        return constraints
    }

    /// A recipe cell as SCREENS.md describes it, at a width: an image, and a stack with a bold name
    /// and a two-line description.
    static func recipeCell(width: Double = 375, name: String = "鶏むね肉のやわらか照り焼き",
                           description: String = "Tender chicken breast glazed with a sweet soy sauce.")
        throws -> View {
        let cell = View(frame: Rect(x: 0, y: 0, width: width, height: 112), className: "UITableViewCellContentView")
        cell.name = "contentView"
        cell.backgroundColor = .white
        let image = ImageView()
        image.name = "recipeImageView"
        image.backgroundColor = .systemGray6
        let nameLabel = LabelView(name, font: .boldSystem(size: 14))
        nameLabel.name = "nameLabel"
        let descriptionLabel = LabelView(description, font: .system(size: 12), numberOfLines: 2)
        descriptionLabel.name = "descriptionLabel"
        let stack = StackView(arrangedSubviews: [nameLabel, descriptionLabel], axis: .vertical)
        stack.spacing = 12
        stack.alignment = .leading
        _ = try pin(image, in: cell, top: 16, left: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(stack)
        try LayoutConstraint.activate([
            image.widthAnchor.constraint(equalToConstant: 80), image.heightAnchor.constraint(equalToConstant: 80),
            stack.centerYAnchor.constraint(equalTo: image.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16),
            cell.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 16),
        ])
        cell.layoutIfNeeded()
        return cell
    }
}
