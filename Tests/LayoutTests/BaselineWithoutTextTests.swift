import Testing
@testable import Layout

@Suite("Baselines of views without text")
struct BaselineWithoutTextTests {
    /// A view with no baseline is aligned by its top edge on the first baseline and by its bottom
    /// edge on the last, as UIKit's `forFirstBaselineLayout` and `forLastBaselineLayout` say.
    @Test func firstIsTheTopEdgeLastIsTheBottomEdge() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let box = View(), first = View(), last = View()
        for view in [box, first, last] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        try LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 30),
            first.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
            first.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            first.widthAnchor.constraint(equalToConstant: 10), first.heightAnchor.constraint(equalToConstant: 10),
            last.lastBaselineAnchor.constraint(equalTo: box.lastBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            last.widthAnchor.constraint(equalToConstant: 10), last.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(root.layoutIfNeeded().isClean)
        #expect(first.frame.minY == 40)  // tops together
        #expect(last.frame.maxY == 70)  // bottoms together
    }
}
