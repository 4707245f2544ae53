import Testing
@testable import Layout

@Suite("Item-and-attribute constraints and margins")
struct MarginAttributeTests {
    /// `leadingMargin` and `topMargin` are the margins guide's edges: 8 in from a plain view's edges.
    /// The box is 100 wide, so trailing margin 200 - 8 = 192 puts it at x 92.
    @Test func marginAttributesUseTheMarginsGuide() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let trailing = LayoutConstraint(item: box, attribute: .trailing, relatedBy: .equal, toItem: root,
                                        attribute: .trailingMargin)
        try LayoutConstraint.activate([
            trailing,
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
            LayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             constant: 100),
            LayoutConstraint(item: box, attribute: .bottom, relatedBy: .equal, toItem: root,
                             attribute: .bottomMargin),
        ])
        #expect(root.layoutIfNeeded().isClean)
        #expect(box.frame == Rect(x: 92, y: 8, width: 100, height: 84))
        #expect(trailing.description.contains(
            "\(box.layoutDescription).trailing == \(root.layoutDescription).trailingMargin   (active)"))
    }

    /// Interface Builder relates views to the safe area guide by item and attribute.
    @Test func itemAttributeConstraintToAGuide() throws {
        let controller = ViewController(device: .iPhoneSE)
        let bar = View(className: "UIButton")
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let safe = controller.view.safeAreaLayoutGuide
        try LayoutConstraint.activate([
            LayoutConstraint(item: bar, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .top, constant: 8),
            LayoutConstraint(item: safe, attribute: .trailing, relatedBy: .equal, toItem: bar, attribute: .trailing),
            LayoutConstraint(item: bar, attribute: .leading, relatedBy: .equal, toItem: safe, attribute: .leading),
            LayoutConstraint(item: bar, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             constant: 30),
        ])
        #expect(controller.layoutIfNeeded().isClean)
        #expect(bar.frame == Rect(x: 0, y: 28, width: 375, height: 30))  // 20 + 8
        #expect(bar.layoutDescription.hasPrefix("UIButton:0x"))
    }

    /// UIKit: a multiplier on positions relates them in the container's coordinates, so
    /// centerX == 0.5 × superview.centerX puts the centre at a quarter of the width, wherever the
    /// superview sits: 10 + 200 / 4 = 60 in the root, 50 in the superview.
    @Test func positionMultiplierIsInTheContainersCoordinates() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = View(frame: Rect(x: 10, y: 10, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(parent)
        parent.addSubview(box)
        try LayoutConstraint.activate([
            LayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX,
                             multiplier: 0.5),
            box.topAnchor.constraint(equalTo: parent.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 20), box.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 40, y: 0, width: 20, height: 20))
    }
}
