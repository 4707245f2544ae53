import Testing
import TextLayout
@testable import Layout

/// A pass's rounds after the first collect only the views their solution changed, whether the tree
/// is laid out as a whole or a table's row is laid out apart, and the frames are those a full
/// collection gives.
@Suite("Rounds that change only what the solution moved")
struct RoundInPlaceTests {
    /// A cell whose description wraps at the width its constraints give it: the first round
    /// measures it on one line, the second at its width, taller.
    private func cell() throws -> (cell: TableViewCell, description: LabelView) {
        let cell = TableViewCell(width: 320, height: 200)
        let description = LabelView(String(repeating: "A description long enough to wrap. ", count: 4), numberOfLines: 0)
        description.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(description)
        let content = cell.contentView
        try LayoutConstraint.activate([
            description.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            description.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            description.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
            description.bottomAnchor.constraint(lessThanOrEqualTo: content.bottomAnchor, constant: -8),
        ])
        return (cell, description)
    }

    @Test func aTreeLaidOutAsAWholeCollectsOnce() throws {
        let (cell, description) = try cell()
        cell.layoutIfNeeded()
        let state = try #require(cell.layoutState)
        #expect(state.lastPassRounds == 2)
        #expect(state.lastPassCollections == 1)
        #expect(description.frame.height > 40)  // wrapped onto several lines
    }

    @Test func aRowLaidOutApartCollectsOnceWithTheFramesOfAFullCollection() throws {
        let (apart, apartDescription) = try cell()
        apart.separateLayout = SeparateLayout()
        let state = try #require(apart.separateLayout?.state)
        _ = LayoutPass(root: apart, state: state, fitting: nil).run()
        #expect(state.lastPassRounds == 2)
        #expect(state.lastPassCollections == 1)
        // The same row laid out as a whole: the same solution.
        let (whole, wholeDescription) = try cell()
        whole.layoutIfNeeded()
        let options = apart.layoutOptions
        var writer = FrameWriter(engine: state.engine, scale: options.roundsToPixels ? options.scale : 0)
        writer.writeTree(from: apart)
        #expect(apartDescription.frame == wholeDescription.frame)
        #expect(apartDescription.frame.height > 40)
    }

    @Test func aFittingCollectsOnEveryRound() throws {
        let (cell, _) = try cell()
        cell.separateLayout = SeparateLayout()
        _ = cell.fittedContentHeight(width: 320)
        let state = try #require(cell.separateLayout?.state)
        #expect(state.lastPassRounds >= 2)
        #expect(state.lastPassCollections == state.lastPassRounds)
    }
}
