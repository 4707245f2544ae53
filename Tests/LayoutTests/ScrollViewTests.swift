import Testing
@testable import Layout

/// The recipe detail screen's skeleton from SCREENS.md: a scroll view filling the root, an image
/// 375:250 as wide as the root, a 32-point spacer, and the ingredients stack with a 200-point
/// "Remove at build time" height, all chained top to bottom against the scroll view's edges.
struct DetailSkeleton {
    let controller = ViewController(device: .iPhoneSE)
    let scroll = ScrollView()
    let image = ImageView()
    let spacer = View()
    let stack = StackView(axis: .vertical)
    let placeholder: LayoutConstraint

    init() throws {
        let root = controller.view
        for view in [scroll, image, spacer, stack] as [View] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scroll)
        [image, spacer, stack].forEach(scroll.addSubview)
        placeholder = stack.heightAnchor.constraint(equalToConstant: 200)
        placeholder.isPlaceholder = true
        try LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            image.topAnchor.constraint(equalTo: scroll.topAnchor),
            image.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            image.widthAnchor.constraint(equalTo: root.widthAnchor),
            image.widthAnchor.constraint(equalTo: image.heightAnchor, multiplier: 375.0 / 250),
            spacer.topAnchor.constraint(equalTo: image.bottomAnchor),
            spacer.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 32),
            stack.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            placeholder,
        ])
    }
}

@Suite("Scroll views and placeholders")
struct ScrollViewTests {
    /// Content: 250 (375 × 250/375) + 32 + an empty stack (0, its placeholder removed) = 282 high,
    /// as wide as the root; the scroll view's frame is the whole 375x667 screen.
    @Test func contentSizeFollowsTheContent() throws {
        let screen = try DetailSkeleton()
        #expect(screen.controller.layoutIfNeeded().isClean)
        #expect(screen.scroll.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.scroll.contentSize == Size(width: 375, height: 282))
        #expect(screen.image.frame == Rect(x: 0, y: 0, width: 375, height: 250))
        #expect(screen.spacer.frame == Rect(x: 0, y: 250, width: 375, height: 32))
        #expect(screen.stack.frame == Rect(x: 0, y: 282, width: 375, height: 0))
        #expect(screen.controller.window.ambiguousViews().isEmpty)
    }

    /// At design time the 200-point placeholder stays: 250 + 32 + 200 = 482.
    @Test func placeholderIsKeptAtDesignTimeOnly() throws {
        let screen = try DetailSkeleton()
        screen.controller.window.layoutOptions.keepsPlaceholders = true
        screen.controller.layoutIfNeeded()
        #expect(screen.stack.frame.height == 200)
        #expect(screen.scroll.contentSize.height == 482)
        screen.controller.window.layoutOptions.keepsPlaceholders = false
        screen.controller.layoutIfNeeded()
        #expect(screen.stack.frame.height == 0)
    }

    /// Eight 60-point rows make the content 282 + 480 = 762, taller than 667: it scrolls. Scrolling
    /// moves the bounds, not the subviews' frames (they are in content coordinates, as in UIKit).
    @Test func tallContentScrollsAndOffsetMovesTheFrameGuide() throws {
        let screen = try DetailSkeleton()
        for _ in 0..<8 {
            let row = View()
            try row.heightAnchor.constraint(equalToConstant: 60).activate()
            screen.stack.addArrangedSubview(row)
        }
        screen.controller.layoutIfNeeded()
        #expect(screen.scroll.contentSize == Size(width: 375, height: 762))
        screen.scroll.contentOffset = Point(x: 0, y: 95)
        screen.controller.layoutIfNeeded()
        #expect(screen.image.frame == Rect(x: 0, y: 0, width: 375, height: 250))
        #expect(screen.scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 95, width: 375, height: 667))
        #expect(screen.scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 762))
        #expect(screen.stack.arrangedSubviews[7].frame == Rect(x: 0, y: 420, width: 375, height: 60))
    }

    /// A view pinned to the frame layout guide stays put on screen while the content scrolls.
    @Test func frameGuideAttachesToTheFrame() throws {
        let screen = try DetailSkeleton()
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        screen.scroll.addSubview(badge)
        try LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: screen.scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: screen.scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 30), badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        screen.scroll.contentOffset = Point(x: 0, y: 40)
        screen.controller.layoutIfNeeded()
        // In content coordinates: 40 (the offset) + 10 down, 375 - 10 - 30 across.
        #expect(badge.frame == Rect(x: 335, y: 50, width: 30, height: 30))
    }

    /// A scroll view's margins seen from its content attach to the content area, as its edges do
    /// (UIKit: "constraints between the edges or margins of the scroll view and its content attach
    /// to the scroll view's content area"): a 50-point box 8 + 8 below the top margin and 8 + 32
    /// above the bottom margin makes the content 8 + 8 + 50 + 32 + 8 = 106 high, where the frame's
    /// margins would stretch the box to the 667-point frame; its centre, the frame's, and its
    /// leading margin (+8) make it 16 in from the content's left edge and 343 wide, the content
    /// ending at its trailing margin (-8) + 8.
    @Test func marginsSeenFromTheContentAttachToTheContentArea() throws {
        let controller = ViewController(device: .iPhoneSE)
        let scroll = ScrollView(), box = View()
        for view in [scroll, box] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(scroll)
        scroll.addSubview(box)
        scroll.contentInsetAdjustmentBehavior = .never
        let root = controller.view
        try LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: scroll, attribute: .topMargin,
                             constant: 8),
            LayoutConstraint(item: scroll, attribute: .bottomMargin, relatedBy: .equal, toItem: box,
                             attribute: .bottom, constant: 32),
            LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: scroll,
                             attribute: .leadingMargin, constant: 8),
            LayoutConstraint(item: box, attribute: .trailing, relatedBy: .equal, toItem: scroll,
                             attribute: .trailingMargin, constant: 8),
            box.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(controller.layoutIfNeeded().isClean)
        #expect(box.frame == Rect(x: 16, y: 16, width: 343, height: 50))
        #expect(scroll.contentSize == Size(width: 359, height: 106))
    }
}

