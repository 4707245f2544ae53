import Layout
import TextLayout

extension Fixtures {
    /// A recipe detail screen after SCREENS.md §2, built by hand (the renderers' tests do not wait
    /// for MiniCookpad): a navigation bar, a scroll view with an image, a wrapping Japanese
    /// description, a right-aligned id, a grey rule and a stack of ingredient rows with alternating
    /// backgrounds. Laid out on `device`.
    static func detailScreen(device: Device = .iPhone11Pro, ingredients: Int = 6) throws -> ViewController {
        let controller = ViewController(device: device, hasNavigationBar: true)
        let root = controller.view
        root.backgroundColor = .systemBackground
        let title = LabelView("鶏むね肉のやわらか照り焼き", font: .system(size: 17, weight: .semibold))
        title.name = "titleLabel"
        title.textAlignment = .center
        if let bar = controller.navigationBar {
            _ = try pin(title, in: bar, top: 0, left: 56, bottom: 0, right: 56)
        }
        let scroll = ScrollView()
        scroll.name = "scrollView"
        _ = try pin(scroll, in: root, top: 0, left: 0, bottom: 0, right: 0)
        let content = scroll.contentLayoutGuide
        let image = ImageView()
        image.name = "recipeImageView"
        let container = View()
        container.name = "descriptionContainer"
        let description = LabelView(
            "しっとりやわらかい鶏むね肉を、甘辛い照り焼きだれで仕上げました。お弁当にもぴったり。"
                + " Tender & juicy: \"teriyaki\" <glazed> chicken.", font: .system(size: 14), numberOfLines: 0)
        description.name = "descriptionLabel"
        let idLabel = LabelView("レシピID: 1042", font: .system(size: 12))
        idLabel.name = "recipeIDLabel"
        idLabel.textAlignment = .right
        let spacer = View()
        spacer.name = "spacerView"
        let rule = View()
        rule.name = "lineView"
        rule.backgroundColor = Color(white: 0.8)
        let stack = StackView(axis: .vertical)
        stack.name = "ingredientsStackView"
        for (index, row) in try ingredientRows(ingredients).enumerated() {
            row.backgroundColor = index % 2 == 0 ? .systemGray6 : .white
            stack.addArrangedSubview(row)
        }
        for view in [image, container, spacer, stack] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(view)
        }
        _ = try pin(description, in: container, top: 16, left: 16, right: 16)
        idLabel.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(idLabel)
        _ = try pin(rule, in: spacer, top: 0, left: 16, right: 16)
        try LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: content.topAnchor),
            image.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            image.widthAnchor.constraint(equalTo: root.widthAnchor),
            image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 250.0 / 375),
            container.topAnchor.constraint(equalTo: image.bottomAnchor),
            container.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            idLabel.topAnchor.constraint(equalTo: description.bottomAnchor, constant: 16),
            container.trailingAnchor.constraint(equalTo: idLabel.trailingAnchor, constant: 16),
            container.bottomAnchor.constraint(equalTo: idLabel.bottomAnchor, constant: 16),
            spacer.topAnchor.constraint(equalTo: container.bottomAnchor),
            spacer.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 32),
            rule.heightAnchor.constraint(equalToConstant: 1),
            stack.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        ])
        controller.layoutIfNeeded()
        return controller
    }

    /// Ingredient rows: a name and a right-aligned quantity, half the width each.
    static func ingredientRows(_ count: Int) throws -> [View] {
        let names = ["鶏むね肉", "醤油", "みりん", "砂糖", "Sake (cooking wine)", "片栗粉", "サラダ油", "Salt & pepper"]
        let quantities = ["1枚 (300g)", "大さじ2", "大さじ2", "大さじ1", "2 tbsp", "適量", "大さじ1", "少々"]
        var rows: [View] = []
        for index in 0..<count {
            let row = View()
            row.name = "ingredientView"
            let name = LabelView(names[index % names.count], font: .system(size: 12))
            name.name = "nameLabel"
            let quantity = LabelView(quantities[index % quantities.count], font: .system(size: 12))
            quantity.name = "quantityLabel"
            quantity.textAlignment = .right
            _ = try pin(name, in: row, top: 8, left: 16, bottom: 8)
            _ = try pin(quantity, in: row, top: 8, bottom: 8, right: 16)
            try LayoutConstraint.activate([
                quantity.leadingAnchor.constraint(equalTo: name.trailingAnchor),
                quantity.widthAnchor.constraint(equalTo: name.widthAnchor),
            ])
            rows.append(row)
        }
        return rows
    }
}
