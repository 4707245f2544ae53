import Testing
@testable import Layout

@Suite("Safe area below the root, and scroll view content insets")
struct SafeAreaPropagationTests {
    /// A header pinned to the top of the screen (not the safe area) on an iPhone 11 Pro reaches 44
    /// points into the sensor housing: its own safe area starts 44 down, and a label pinned to that
    /// guide sits at y 44 inside it.
    @Test func subviewGetsTheUnsafePartOfItsFrame() throws {
        let controller = ViewController(device: .iPhone11Pro)
        let header = View(), title = View()
        for view in [header, title] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(header)
        header.addSubview(title)
        try LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: controller.view.topAnchor),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.bottomAnchor.constraint(equalTo: header.bottomAnchor),
        ])
        #expect(controller.layoutIfNeeded().isClean)
        #expect(header.safeAreaInsets == EdgeInsets(top: 44))
        // Margins 8 measured from the safe area: 44 + 8 for the top, 8 at the leading edge.
        #expect(title.frame == Rect(x: 8, y: 44, width: 50, height: 56))
        #expect(header.layoutMarginsGuide.layoutFrame == Rect(x: 8, y: 52, width: 359, height: 40))
    }

    /// The detail screen's scroll view fills the root under a navigation bar: 44 + 44 = 88 on top and
    /// 34 at the bottom become its adjusted content inset, and it starts scrolled to -88, so the
    /// image (still at y 0 in content coordinates) shows just below the bar.
    @Test func scrollViewUnderNavigationBarStartsBelowIt() throws {
        let (controller, scroll, image) = try Self.detailScreen()
        #expect(controller.layoutIfNeeded().isClean)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 88, bottom: 34))
        #expect(scroll.contentOffset == Point(x: 0, y: -88))
        #expect(image.frame == Rect(x: 0, y: 0, width: 375, height: 250))
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: -88, width: 375, height: 812))
        // Views inside the scroll view do not get the safe area again.
        #expect(image.safeAreaInsets == .zero)

        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentOffset = .zero
        controller.layoutIfNeeded()
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.frameLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 375, height: 812))
    }

    /// The detail screen's tree, as a document would load it: with `frames`, each view starts at
    /// that frame (in its superview's coordinates), as a nib's views do.
    private static func detailScreen(frames: [Rect]? = nil) throws -> (ViewController, ScrollView, View) {
        let controller = ViewController(device: .iPhone11Pro, hasNavigationBar: true)
        let scroll = ScrollView(), image = View()
        for view in [scroll, image] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(scroll)
        scroll.addSubview(image)
        try LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: controller.view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            image.topAnchor.constraint(equalTo: scroll.topAnchor),
            image.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            image.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            image.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            image.widthAnchor.constraint(equalTo: controller.view.widthAnchor),
            image.heightAnchor.constraint(equalToConstant: 250),
        ])
        if let frames { for (view, frame) in zip([scroll, image], frames) { view.frame = frame } }
        return (controller, scroll, image)
    }

    /// Before anything is solved, the safe area comes from the frames the views have (a loaded
    /// document's saved ones), and a scroll view's offset from the inset that safe area gives.
    @Test func firstPassStartsFromTheLoadedFrames() throws {
        let (controller, scroll, _) = try Self.detailScreen(
            frames: [Rect(x: 0, y: 0, width: 375, height: 812), Rect(x: 0, y: 0, width: 375, height: 250)])
        SafeAreaPropagation.seedFromFrames(controller.view.layoutScope)
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 88, bottom: 34))
        #expect(scroll.contentOffset == Point(x: 0, y: -88))
        // A view with no frame yet has no unsafe part.
        let (bare, bareScroll, _) = try Self.detailScreen()
        SafeAreaPropagation.seedFromFrames(bare.view.layoutScope)
        #expect(bareScroll.safeAreaInsets == .zero)
    }

    /// Loaded at the frames its constraints give, the screen is laid out in one round, to the same
    /// frames as the same tree with no frames, which needs a second round once the first solve
    /// puts the scroll view under the bars.
    @Test func loadedAtItsSolutionTheScreenTakesOneRound() throws {
        let (bare, bareScroll, bareImage) = try Self.detailScreen()
        #expect(bare.layoutIfNeeded().isClean)
        #expect(bare.view.rootView.layoutState?.lastPassRounds == 2)
        let (loaded, scroll, image) = try Self.detailScreen(frames: [bareScroll.frame, bareImage.frame])
        #expect(loaded.layoutIfNeeded().isClean)
        #expect(loaded.view.rootView.layoutState?.lastPassRounds == 1)
        #expect(scroll.frame == bareScroll.frame && image.frame == bareImage.frame)
        #expect(scroll.contentOffset == bareScroll.contentOffset)
        #expect(scroll.frameLayoutGuide.layoutFrame == bareScroll.frameLayoutGuide.layoutFrame)
        // Loaded at frames that are not the solution, the pass corrects them as before.
        let (stale, staleScroll, staleImage) = try Self.detailScreen(
            frames: [Rect(x: 0, y: 40, width: 375, height: 700), Rect(x: 0, y: 0, width: 300, height: 100)])
        #expect(stale.layoutIfNeeded().isClean)
        #expect(staleScroll.frame == bareScroll.frame && staleImage.frame == bareImage.frame)
        #expect(staleScroll.contentOffset == bareScroll.contentOffset)
    }
}
