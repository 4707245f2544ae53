import Synchronization

/// A stable, made-up object address for UIKit-style descriptions (`UILabel:0x7f8a00000310`).
///
/// Real addresses change from run to run; these depend only on the order objects are made in, so a
/// report reads the same on every run of the same program. The number is taken when the object is
/// made; the text only when a description needs it (a table's first layout makes thousands of
/// constraints, and formatting each one's address cost more than collecting it).
struct FakeAddress: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case view, constraint
    }

    private static let viewCounter = Atomic<Int>(0)
    private static let constraintCounter = Atomic<Int>(0)

    /// The object's place in the order objects of its kind were made, from 1.
    let number: Int
    /// After the number, so that a byte-sized field declared after an address packs beside it.
    let kind: Kind

    /// The next address for an object of `kind`.
    static func next(for kind: Kind) -> FakeAddress {
        let number = switch kind {
        case .view: viewCounter.add(1, ordering: .relaxed).newValue
        case .constraint: constraintCounter.add(1, ordering: .relaxed).newValue
        }
        return FakeAddress(number: number, kind: kind)
    }

    var description: String {
        switch kind {
        case .view: "0x7f8a" + Self.hex(number * 0x110, digits: 8)
        case .constraint: "0x6000" + Self.hex(number * 0x30, digits: 8)
        }
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
