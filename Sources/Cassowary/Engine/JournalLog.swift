/// One of the journal's logs: entries appended while a transaction is open, read back by a
/// rollback, and emptied when the next transaction opens.
///
/// Emptying only sets the count: the entries stay in the buffer, to be overwritten. Every add
/// opens a transaction, and emptying four or five non-empty arrays with
/// `removeAll(keepingCapacity:)` cost about 400 instructions per constraint added (enaml's build:
/// 2% of its instructions). Only for entries that hold no references (ids, counts, records of
/// numbers): an entry left in the buffer keeps nothing alive.
struct JournalLog<Element> {
    private var storage: [Element] = []
    /// How many entries the open transaction appended.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The entries of the open transaction, oldest first.
    var entries: ArraySlice<Element> { storage[..<count] }

    mutating func append(_ entry: Element) {
        if count < storage.count {
            storage[count] = entry
        } else {
            storage.append(entry)
        }
        count += 1
    }

    /// Forgets every entry, keeping the buffer.
    ///
    /// - Complexity: O(1).
    mutating func removeAll() { count = 0 }
}

extension JournalLog: Sendable where Element: Sendable {}
