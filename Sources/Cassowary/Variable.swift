import Synchronization

/// Hands out process-wide unique identities for variables and constraints.
///
/// Identities only ever grow; they are never reused, so a stale handle can never alias a new one.
enum Identity {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}

/// An unknown of a linear system, such as a view's `left` edge.
///
/// A variable is a handle: copies of it are the same variable, and two variables made separately are
/// different even when their names are equal. It holds no value; a ``Solver`` reports values.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity that makes this variable itself; unique within the process.
    public let id: Int
    /// A name for messages and dumps. Not required to be unique.
    public let name: String

    /// Makes a new variable, different from every other.
    public init(_ name: String = "") {
        self.id = Identity.next()
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}

/// A variable and its new value, as ``Solver/takeChanges()`` reports them.
public struct VariableChange: Hashable, Sendable {
    public var variable: Variable
    public var value: Double

    public init(variable: Variable, value: Double) {
        self.variable = variable
        self.value = value
    }
}
