import Testing
@testable import Layout

@Suite("Devices, safe area and margins")
struct ViewControllerTests {
    /// iPhone 11 Pro: 375x812, safe area top 44 and bottom 34, so the guide is 812 - 78 = 734 high.
    /// Root margins are 16 at the sides (narrower than 414), measured from the safe area.
    @Test func safeAreaAndMarginsOnIPhone11Pro() throws {
        let controller = ViewController(device: .iPhone11Pro)
        let view = controller.view
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        try LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            box.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        #expect(controller.layoutIfNeeded().isClean)
        #expect(view.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(view.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(box.frame == Rect(x: 16, y: 44, width: 343, height: 734))
        #expect(!box.hasAmbiguousLayout)
    }

    /// A navigation bar (44) under the 20-point status bar of an iPhone SE: the safe area starts at 64.
    @Test func navigationBarLowersTheSafeArea() throws {
        let controller = ViewController(device: .iPhoneSE, hasNavigationBar: true)
        controller.layoutIfNeeded()
        #expect(controller.navigationBar?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 64, width: 375, height: 603))
    }

    /// iPhone 11 (414 wide) gets 20-point side margins; its safe area top is 48.
    @Test func widePhonesHave20PointMargins() {
        let controller = ViewController(device: .iPhone11)
        let guide = controller.view.layoutMarginsGuide
        controller.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 20, y: 48, width: 374, height: 896 - 48 - 34))
    }

    /// A plain view's margins guide is inset by UIKit's default 8.
    @Test func plainViewMarginsAre8() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 60))
        let guide = root.layoutMarginsGuide
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 8, y: 8, width: 84, height: 44))
    }

    @Test func presetsAreDistinctAndSensible() {
        #expect(Set(Device.all.map(\.name)).count == Device.all.count)
        #expect(Device.iPhoneSE.size == Size(width: 375, height: 667) && Device.iPhoneSE.safeAreaInsets.top == 20)
        #expect(Device.iPhone11Pro.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
        #expect(Device.iPhone11.size == Size(width: 414, height: 896))
    }
}
