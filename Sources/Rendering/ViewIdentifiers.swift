import Layout

/// The id of every view in a tree, the same in frames JSON (`id`, `parent`) and SVG (`data-id`).
///
/// A view's ``Layout/View/identifier`` (its Interface Builder object id) when it has one; else a
/// path from the root, each step the view's name (or, without one, its UIKit class), with `[n]`
/// added when siblings share that step: `UIWindow/UIView/UITableView/UITableViewCell[2]/
/// UITableViewCellContentView/nameLabel`. Paths stay the same as long as the tree's shape does,
/// which makes them good keys for snapshot tests. An id that is already taken (two views with the
/// same Interface Builder id, or a name containing `/`) gets `#2`, `#3`, ... so every id is unique.
struct ViewIdentifiers {
    private var ids: [ObjectIdentifier: String] = [:]

    init(root: View) {
        var used: Set<String> = []
        func unique(_ candidate: String) -> String {
            var id = candidate
            var counter = 2
            while used.contains(id) {
                id = "\(candidate)#\(counter)"
                counter += 1
            }
            used.insert(id)
            return id
        }
        func step(_ view: View) -> String { view.name ?? view.className }
        // Parents first, in subview order, without recursion (trees can be deep).
        var stack: [(View, String)] = [(root, step(root))]
        while let (view, path) = stack.popLast() {
            ids[ObjectIdentifier(view)] = unique(view.identifier ?? path)
            var counts: [String: Int] = [:]
            for child in view.subviews { counts[step(child), default: 0] += 1 }
            var seen: [String: Int] = [:]
            var children: [(View, String)] = []
            for child in view.subviews {
                let name = step(child)
                let number = seen[name, default: 0]
                seen[name] = number + 1
                let childStep = counts[name, default: 0] > 1 ? "\(name)[\(number)]" : name
                children.append((child, path + "/" + childStep))
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    /// The view's id; views outside the tree get their class name (they are never asked for).
    subscript(view: View) -> String {
        ids[ObjectIdentifier(view)] ?? view.className
    }
}
