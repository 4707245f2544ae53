import Cassowary

/// The four solver variables of a view or guide: its frame in the coordinate space of the root of
/// the tree being laid out (the "engine" space). Frames in superview coordinates are differences of
/// these, so a subtree can move without its constraints changing.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    init(_ name: String) {
        minX = Variable(name + ".minX")
        minY = Variable(name + ".minY")
        width = Variable(name + ".Width")
        height = Variable(name + ".Height")
    }

    var all: [Variable] { [minX, minY, width, height] }
}

/// What the engine needs from an item; internal so that only this module's types are items.
protocol EngineItem: LayoutItem {
    var variables: ItemVariables { get }
    /// What constraints hold the item by (see ``ItemReference``).
    var reference: ItemReference { get }
    /// Where the first and last baselines sit relative to the item's vertical centre (UILabel centres
    /// its text block): `minY + height/2 + first` and `minY + height/2 + last`. `nil` means both are
    /// the bottom edge.
    var baselineOffsets: (first: Double, last: Double)? { get }
    /// When set, the first baseline is this far below the top edge whatever the item's height,
    /// instead of following ``baselineOffsets`` from the centre.
    var firstBaselineFromTop: Double? { get }
}

extension EngineItem {
    var firstBaselineFromTop: Double? { nil }
}
