import Layout

/// Lays out the tree `view` belongs to (from its root) and reports what UIKit would have logged:
/// the conflicts with the constraints broken to recover, the views whose frames the constraints
/// leave open, and every frame.
///
/// The same as `view.validateLayout()`; here so a test file needs to import only `LayoutTesting`
/// and `Layout`. Note that, as in UIKit, a conflict is reported by the pass that meets it: a second
/// layout of an unchanged tree does not report it again.
///
/// ```swift
/// let result = layOut(cell)
/// #expect(result.conflicts.isEmpty)
/// ```
public func layOut(_ view: View) -> LayoutValidation {
    view.validateLayout()
}

extension LayoutValidation {
    /// The frame `view` got in this layout, or `nil` if it is not in the laid-out tree.
    public func frame(of view: View) -> Rect? {
        entries.first { $0.view === view }?.frame
    }

    /// The frame of the first view named `name` (its outlet name, ``View/name``), or `nil`.
    public func frame(named name: String) -> Rect? {
        entries.first { $0.view.name == name }?.frame
    }
}

/// The frames of the tree `view` is in, indented by depth, as a failing frame assertion prints
/// them: `UILabel:0x7f8a00000310'Hello' nameLabel (112, 34.25, 247, 17)`. The view the assertion
/// was about is marked with `<-`.
func frameListing(around view: View) -> String {
    var lines: [String] = []
    func visit(_ current: View, depth: Int) {
        var line = String(repeating: "  ", count: depth) + current.layoutDescription
        if let name = current.name { line += " \(name)" }
        line += " \(current.frame)"
        if current === view { line += "   <-" }
        lines.append(line)
        current.subviews.forEach { visit($0, depth: depth + 1) }
    }
    visit(view.rootView, depth: 0)
    return "Frames:\n" + lines.joined(separator: "\n")
}
