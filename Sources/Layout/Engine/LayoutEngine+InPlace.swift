extension LayoutEngine {
    /// Two lists of constraints with their places in an update's list, each in order of place,
    /// merged in order of place, each place once (see ``updateInPlace(_:)``).
    ///
    /// - Complexity: O(*a* + *b*).
    static func merged(_ a: [(position: Int, constraint: LayoutConstraint)],
                       _ b: [(position: Int, constraint: LayoutConstraint)]) -> [(position: Int, constraint: LayoutConstraint)] {
        var result: [(position: Int, constraint: LayoutConstraint)] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let next: (position: Int, constraint: LayoutConstraint)
            if j == b.count || (i < a.count && a[i].position <= b[j].position) {
                next = a[i]
                i += 1
            } else {
                next = b[j]
                j += 1
            }
            if result.last?.position != next.position { result.append(next) }
        }
        return result
    }
}
