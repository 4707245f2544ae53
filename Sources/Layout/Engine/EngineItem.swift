import Cassowary

/// The four solver variables of a view or guide: its frame in the coordinate space of the root of
/// the tree being laid out (the "engine" space). Frames in superview coordinates are differences of
/// these, so a subtree can move without its constraints changing.
struct ItemVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    /// Unnamed: reports name an item by its ``LayoutItem/layoutDescription`` and a component by
    /// its variable's id (as UIKit's `_autolayoutTrace` does), never by the variable's name. A name
    /// of its own would be a heap string in every copy of the variable, retained and released with
    /// each term the solver reads: building a long screen's engine spent a tenth of its time on
    /// that traffic, and more the larger the screen.
    init() {
        minX = Variable()
        minY = Variable()
        width = Variable()
        height = Variable()
    }

    var all: [Variable] { [minX, minY, width, height] }

    /// One of the four.
    enum Part { case minX, minY, width, height }

    subscript(part: Part) -> Variable {
        switch part {
        case .minX: minX
        case .minY: minY
        case .width: width
        case .height: height
        }
    }
}

/// What the engine needs from an item; internal so that only this module's types are items.
protocol EngineItem: LayoutItem {
    var variables: ItemVariables { get }
    /// One of ``variables``. Through the protocol, `variables` is a copy of all four (retaining
    /// and releasing four names) where a constraint's side reads one or two.
    func variable(_ part: ItemVariables.Part) -> Variable
    /// What constraints hold the item by (see ``ItemReference``).
    var reference: ItemReference { get }
    /// Where the first and last baselines sit relative to the item's vertical centre (UILabel centres
    /// its text block): `minY + height/2 + first` and `minY + height/2 + last`. `nil`: the item has
    /// no baseline, and Auto Layout uses its top edge for the first baseline and its bottom edge
    /// for the last (UIKit's `forFirstBaselineLayout` and `forLastBaselineLayout`).
    var baselineOffsets: (first: Double, last: Double)? { get }
    /// When set, the first baseline is this far below the top edge whatever the item's height,
    /// instead of following ``baselineOffsets`` from the centre.
    var firstBaselineFromTop: Double? { get }
}

extension EngineItem {
    var firstBaselineFromTop: Double? { nil }
}

// `EngineItem.variable(_:)`, reading the one variable from the stored `variables`.
extension View {
    final func variable(_ part: ItemVariables.Part) -> Variable { variables[part] }
}

extension LayoutGuide {
    func variable(_ part: ItemVariables.Part) -> Variable { variables[part] }
}
