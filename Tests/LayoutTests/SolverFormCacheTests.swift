import Testing
@testable import Layout

/// A constraint keeps the linear part of its solver form (its items and attributes never change),
/// and generated constraints come back by key, so passes after the first change only constants.
/// These tests hold the kept forms to what building everything afresh gives.
@Suite("Kept solver forms")
struct SolverFormCacheTests {
    /// A cell with a picture and a label that wraps at its own width, as a self-sizing table's
    /// prototype cell, as tall as the taller of the picture and the text.
    private final class Cell {
        let cell = TableViewCell(width: 375, height: 44)
        let image = View()
        let label = LabelView("", numberOfLines: 0)

        init(text: String) throws {
            let content = cell.contentView
            label.text = text
            for view in [image, label] as [View] {
                view.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(view)
            }
            try LayoutConstraint.activate([
                image.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
                image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                image.widthAnchor.constraint(equalToConstant: 80),
                image.heightAnchor.constraint(equalToConstant: 80),
                content.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
                label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16),
                content.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
                content.bottomAnchor.constraint(greaterThanOrEqualTo: label.bottomAnchor, constant: 16),
            ])
        }
    }

    private let texts = [
        "Short",
        String(repeating: "A much longer description that wraps over several lines. ", count: 4),
        "Two lines of text, or so, beside the picture of the dish",
        "Short",
        String(repeating: "Words ", count: 60),
    ]

    /// One cell fitted again and again with new texts gives, every time, exactly what a fresh cell
    /// with that text gives: fitted size and frames at that size.
    @Test func refittingWithNewTextsMatchesAFreshCell() throws {
        let reused = try Cell(text: texts[0])
        var heights: Set<Double> = []
        for text in texts {
            reused.label.text = text
            let fresh = try Cell(text: text)
            let size = reused.cell.fittingSize(width: 375)
            #expect(size == fresh.cell.fittingSize(width: 375))
            heights.insert(size.height)
            #expect(reused.cell.layout(width: 375, height: size.height).isClean)
            #expect(fresh.cell.layout(width: 375, height: size.height).isClean)
            #expect(reused.label.frame == fresh.label.frame)
            #expect(reused.image.frame == fresh.image.frame)
        }
        #expect(heights.count >= 3)  // the texts did make different heights
    }

    /// Plain constraints keep their linear part after a pass; a changed constant moves the frame.
    @Test func keptFormFollowsAChangedConstant() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let leading = LayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root,
                                       attribute: .leadingMargin, constant: 10)
        let half = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        try LayoutConstraint.activate([
            leading, half, box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        #expect(leading.linearPart == nil)
        #expect(root.layoutIfNeeded().isClean)
        #expect(leading.linearPart != nil && half.linearPart != nil)
        // A position with a multiplier is related in its container's coordinates: not kept.
        let centre = LayoutConstraint(item: box, attribute: .centerY, relatedBy: .equal, toItem: root,
                                      attribute: .centerY, multiplier: 0.5)
        try centre.activate()
        root.layoutIfNeeded()
        #expect(centre.linearPart == nil)
        centre.deactivate()
        #expect(box.frame == Rect(x: 18, y: 0, width: 100, height: 20))
        leading.constant = 30
        root.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        root.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        #expect(root.layoutIfNeeded().isClean)
        #expect(box.frame == Rect(x: 34, y: 0, width: 150, height: 20))
    }

    /// A baseline's position depends on the label's font, so a constraint on it is worked out on
    /// every pass, not kept: a larger font moves the aligned label.
    @Test func baselineConstraintsAreNotKept() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let tall = LabelView("Tall"), plain = LabelView("Plain")
        for label in [tall, plain] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        let baseline = plain.firstBaselineAnchor.constraint(equalTo: tall.firstBaselineAnchor)
        try LayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: root.topAnchor), tall.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.heightAnchor.constraint(equalToConstant: 100),
            plain.leadingAnchor.constraint(equalTo: tall.trailingAnchor, constant: 8),
            baseline,
        ])
        root.layoutIfNeeded()
        #expect(baseline.linearPart == nil)
        let before = plain.frame.minY
        #expect(before == 0)  // both first baselines an ascender below the labels' tops
        plain.font = .system(size: 34)
        root.layoutIfNeeded()
        #expect(plain.frame.minY < before)  // a taller ascender: its top is higher for the same baseline
        #expect(baseline.linearPart == nil)
    }

    /// A scroll view's edge seen from a view inside it is its content area's, which depends on the
    /// tree: such a form is worked out on every pass. Its size is its own from anywhere, and kept.
    @Test func scrollViewSizesAreKeptButNotItsEdges() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 400))
        let scroll = ScrollView()
        let child = View()
        for view in [scroll, child] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scroll)
        scroll.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalTo: scroll.widthAnchor, multiplier: 0.5)
        try LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 200), scroll.heightAnchor.constraint(equalToConstant: 300),
            leading, width,
            child.topAnchor.constraint(equalTo: scroll.topAnchor), child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 0, width: 100, height: 50))
        #expect(leading.linearPart == nil)
        #expect(width.linearPart != nil)
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 10, y: 0, width: 100, height: 50))
    }

    /// Generated constraints come back by key on every pass; a key names items by identity, so a
    /// kept constraint whose item is gone (its identity free for another object) is made again.
    @Test func generatedConstraintWhoseItemIsGoneIsMadeAgain() throws {
        let owner = View()
        var generated = GeneratedConstraints()
        var item: View? = View()
        let key = GeneratedKey(.stackFillEqually, owner, .width, item, .width, multiplier: 1)
        func lookUp(_ other: View) -> LayoutConstraint {
            generated.constraint(key, constant: 1, owner: owner) {
                LayoutConstraint(engineItem: owner, attribute: .width, relatedBy: .equal, toEngineItem: other,
                                 attribute: .width, multiplier: 1, constant: 1, origin: .system)
            }
        }
        let first = lookUp(try #require(item))
        #expect(lookUp(View()) === first)  // kept while its items live
        item = nil
        #expect(first.secondItem == nil)
        let replacement = View()
        let second = lookUp(replacement)
        #expect(second !== first)
        #expect(second.secondItem === replacement)
    }
}
