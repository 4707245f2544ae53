import Testing
@testable import Layout

@Suite("Empty labels' baselines")
struct EmptyLabelBaselineTests {
    /// Two 21-point-high labels in one font on one baseline, the second empty: the empty one's
    /// baseline is where one line of its font would put it, so both sit at the same height (to
    /// within the filled label's rounding of its line to pixels; without its line, the empty
    /// label's baseline was its bottom edge and it sat 4.6 points higher).
    @Test func anEmptyLabelsBaselineIsOneLineOfItsFont() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        let filled = LabelView("Main"), empty = LabelView("")
        for label in [filled, empty] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        try LayoutConstraint.activate([
            filled.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            filled.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            filled.heightAnchor.constraint(equalToConstant: 21),
            empty.leadingAnchor.constraint(equalTo: filled.trailingAnchor),
            empty.heightAnchor.constraint(equalToConstant: 21),
            empty.lastBaselineAnchor.constraint(equalTo: filled.lastBaselineAnchor),
        ])
        #expect(root.layoutIfNeeded().isClean)
        #expect(abs(empty.frame.minY - filled.frame.minY) < 0.25)
        #expect(abs(filled.frame.minY - 11.5) < 1e-9)
    }
}
