/// Something constraints can relate: a ``View`` or a ``LayoutGuide``.
///
/// ``LayoutConstraint/init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`` takes
/// either kind on either side. Only Trellis's own types are laid out: the engine's view of an item
/// (its solver variables and baselines) is internal, so conforming another type gives the engine
/// nothing to solve for.
public protocol LayoutItem: AnyObject {
    /// The view the item's frame is measured in: the view itself, or a guide's owning view.
    var owningLayoutView: View? { get }
    /// How UIKit names the item in constraint descriptions: `UILabel:0x6000...`.
    var layoutDescription: String { get }
}
