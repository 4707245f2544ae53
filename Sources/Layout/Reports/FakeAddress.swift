import Synchronization

/// Stable, made-up object addresses for UIKit-style descriptions (`UILabel:0x7f8a00000310`).
///
/// Real addresses change from run to run; these depend only on the order objects are made in, so a
/// report reads the same on every run of the same program.
enum FakeAddress {
    enum Kind {
        case view, constraint
    }

    private static let viewCounter = Atomic<Int>(0)
    private static let constraintCounter = Atomic<Int>(0)

    static func next(for kind: Kind) -> String {
        switch kind {
        case .view:
            let n = viewCounter.add(1, ordering: .relaxed).newValue
            return "0x7f8a" + hex(n * 0x110, digits: 8)
        case .constraint:
            let n = constraintCounter.add(1, ordering: .relaxed).newValue
            return "0x6000" + hex(n * 0x30, digits: 8)
        }
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
