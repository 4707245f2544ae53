/// A view or guide as the objects that name it hold it: a constraint (its items and the view it is
/// installed on), a subview (its superview) and a guide (its owning view).
///
/// UIKit holds these weakly, and so did Trellis. But a Swift weak reference gives its object a side
/// table, and every retain and release of an object with one takes the runtime's slower path: with
/// every view of a tree weakly referenced, that path and the weak loads were a tenth of a table's
/// first layout (perf). Instead each item owns one reference, the others hold the reference
/// strongly, and the item clears it in its `deinit`: a reader finds `nil` once the item is gone,
/// as with a weak reference, and the item itself needs no side table.
final class ItemReference {
    /// The item, or `nil` once it is gone. Unowned and unsafe, but never dangling: the item clears
    /// it as it goes (``clear()``), and Trellis's views are used from one thread at a time.
    private(set) unowned(unsafe) var item: (any EngineItem)?
    /// The same item when it is a view, read without a cast.
    private(set) unowned(unsafe) var view: View?

    init(view: View) {
        item = view
        self.view = view
    }

    init(guide: LayoutGuide) {
        item = guide
        view = nil
    }

    /// Called by the item's `deinit`.
    func clear() {
        item = nil
        view = nil
    }
}
