import Testing
@testable import Layout

@Suite("Conflicts")
struct ConflictTests {
    private func pinnedBox() throws -> (View, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (root, box)
    }

    /// Two required widths: the one activated later is the one being added, and breaks.
    @Test func laterRequiredConstraintBreaks() throws {
        let (root, box) = try pinnedBox()
        let first = box.widthAnchor.constraint(equalToConstant: 50)
        try first.activate()
        root.layoutIfNeeded()
        let second = box.widthAnchor.constraint(equalToConstant: 60)
        try second.activate()
        let report = root.layoutIfNeeded()
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken === second)
        #expect(report.conflicts[0].constraints.count == 2)
        #expect(second.isActive)  // broken, as in UIKit, but still active
        #expect(box.frame.width == 50)
        // Deactivating the broken one is quiet; activating a compatible one is clean.
        second.deactivate()
        #expect(root.layoutIfNeeded().isClean)
    }

    /// A constant changed into a contradiction breaks that constraint; changing it back restores it.
    @Test func constantChangeIntoConflictBreaksThatConstraint() throws {
        let (root, box) = try pinnedBox()
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        let maximum = box.widthAnchor.constraint(lessThanOrEqualToConstant: 80)
        try LayoutConstraint.activate([width, maximum])
        #expect(root.layoutIfNeeded().isClean)
        width.constant = 100
        let report = root.layoutIfNeeded()
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken === width)
        #expect(report.message.contains("\(box.layoutDescription).width <= 80   (active)"))
        width.constant = 70
        #expect(root.layoutIfNeeded().isClean)
        #expect(box.frame.width == 70)
    }

    /// Forgetting `translatesAutoresizingMaskIntoConstraints = false`: the frame's constraints win,
    /// the user's constraint breaks, and the report carries UIKit's note about autoresizing.
    @Test func autoresizingConflictBreaksTheUserConstraint() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        try width.activate()
        let report = root.layoutIfNeeded()
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken === width)
        #expect(report.message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        #expect(report.message.contains("<NSAutoresizingMaskLayoutConstraint:"))
        #expect(box.frame.width == 40)
    }

    @Test func validationReportsConflictsAmbiguityAndFrames() throws {
        let (root, box) = try pinnedBox()  // no width: ambiguous
        var result = root.validateLayout()
        #expect(!result.isValid)
        #expect(result.ambiguousViews.map { $0 === box } == [true])
        #expect(result.description.contains("AMBIGUOUS LAYOUT for \(box.layoutDescription).Width"))
        #expect(result.description.contains("  \(box.layoutDescription) (0, 0, 0, 10) (ambiguous)"))
        try box.widthAnchor.constraint(equalToConstant: 30).activate()
        result = root.validateLayout()
        #expect(result.isValid)
        #expect(result.entries.map(\.frame) == [Rect(x: 0, y: 0, width: 200, height: 200),
                                               Rect(x: 0, y: 0, width: 30, height: 10)])
    }

    /// Deactivated constraints leave the solver: it holds no more than it did before.
    @Test func deactivationRemovesFromTheSolver() throws {
        let (root, box) = try pinnedBox()
        try box.widthAnchor.constraint(equalToConstant: 30).activate()
        root.layoutIfNeeded()
        let count = try #require(root.engine).solver.constraints.count
        let extra = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        try extra.activate()
        root.layoutIfNeeded()
        #expect(root.engine!.solver.constraints.count == count + 1)
        extra.deactivate()
        root.layoutIfNeeded()
        #expect(root.engine!.solver.constraints.count == count)
    }

    /// A priority of 0 or a NaN constant cannot go to the solver: the pass leaves them out and says
    /// so, and lays the rest out.
    @Test func invalidConstraintsAreLeftOutAndReported() throws {
        let (root, box) = try pinnedBox()
        let zeroPriority = box.widthAnchor.constraint(equalToConstant: 70).withPriority(0)
        let notANumber = box.widthAnchor.constraint(equalToConstant: .nan)
        try LayoutConstraint.activate([zeroPriority, notANumber, box.widthAnchor.constraint(equalToConstant: 30)])
        let report = root.layoutIfNeeded()
        #expect(!report.isClean)
        #expect(report.conflicts.isEmpty)
        #expect(report.invalidConstraints.count == 2)
        #expect(report.message.contains("Invalid constraint left out"))
        #expect(box.frame.width == 30)
    }

    /// A cell laid out at 44 whose required chain needs 112, with a label that wraps at its own
    /// width: the label's size changes between the pass's two rounds (first one long line, then
    /// wrapped), and the constraint broken in the first round must stay out in the second. UIKit
    /// logs the conflict once, for the one constraint it breaks.
    @Test func wrappingLabelReportsAConflictOnceInAPass() throws {
        let cell = TableViewCell(width: 375, height: 44)
        let content = cell.contentView
        let image = View(), label = LabelView(
            "A long description that cannot fit on one line beside the picture, so it wraps", numberOfLines: 0)
        for view in [image, label] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(view)
        }
        let bottom = content.bottomAnchor.constraint(equalTo: image.bottomAnchor, constant: 16)
        try LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
            image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            image.widthAnchor.constraint(equalToConstant: 80),
            image.heightAnchor.constraint(equalToConstant: 80),
            bottom,
            label.centerYAnchor.constraint(equalTo: image.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
        ])
        let validation = cell.validateLayout()
        let report = validation.report
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken === bottom)
        #expect(report.conflicts[0].constraints.compactMap(\.identifier) == ["UIView-Encapsulated-Layout-Height"])
        #expect(report.message.ranges(of: "Unable to simultaneously satisfy constraints").count == 1)
        // The label did wrap at the width the first round gave it (247), so there were two rounds.
        #expect(label.frame.width == 247)
        #expect(label.frame.height > 40)  // more than one line of 17 pt
        #expect(cell.engine?.isBroken(bottom) == true)
        #expect(content.frame.height == 44)
        // Nothing changed: the next pass is quiet; at the height the chain needs the bottom is back.
        #expect(cell.layoutIfNeeded().isClean)
        #expect(cell.layout(width: 375, height: 112).isClean)
        #expect(cell.engine?.isBroken(bottom) == false)
    }

    /// A view whose content is 100 x 34.
    private final class ContentBox: View {
        override var intrinsicContentSize: Size { Size(width: 100, height: 34) }
    }

    /// Compression resistance at 1000 against a required smaller height: the content-size
    /// constraint is the one UIKit adds last (in the update pass), so it breaks and the height holds,
    /// whichever was activated first.
    @Test func requiredContentSizeBreaksBeforeAUserConstraint() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let box = ContentBox()
        box.translatesAutoresizingMaskIntoConstraints = false
        box.setContentCompressionResistancePriority(.required, for: .vertical)
        root.addSubview(box)
        try LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(root.layoutIfNeeded().isClean)
        #expect(box.frame.height == 34)
        let height = box.heightAnchor.constraint(equalToConstant: 26)
        try height.activate()
        let report = root.layoutIfNeeded()
        try #require(report.conflicts.count == 1)
        #expect(report.conflicts[0].broken.isContentSizeConstraint)
        #expect(box.frame.height == 26)
        #expect(box.frame.width == 100)
    }

    /// Only the stack's own `UISV-hiding` length breaks with the content-size constraints: a user's
    /// constraint that happens to carry that identifier is the user's.
    @Test func aUsersConstraintNamedLikeTheStacksHidingIsTheUsers() {
        let box = View()
        let named = box.widthAnchor.constraint(equalToConstant: 0).withIdentifier("UISV-hiding")
        #expect(!named.isContentSizeConstraint)
        #expect(named.isUserConstraint)
    }
}
