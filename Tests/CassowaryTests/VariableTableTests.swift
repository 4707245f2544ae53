import Testing
@testable import Cassowary

@Suite("VariableTable")
struct VariableTableTests {
    @Test func agreesWithDictionaryUnderRandomInsertsAndRemovals() {
        var g = SeededGenerator(seed: 12)
        var table = VariableTable()
        var reference: [Int: VariableRecord] = [:]
        for step in 0..<20_000 {
            let key = Int.random(in: 1...600, using: &g)
            switch Int.random(in: 0..<4, using: &g) {
            case 0:
                table.remove(key)
                reference[key] = nil
            case 1:
                let old = table.retain(key)
                #expect(old == reference[key])
                reference[key]?.users += 1
            default:
                let record = VariableRecord(id: key, symbol: Symbol(step % 1000), users: Int32(step % 7 + 1))
                table.insert(record)
                reference[key] = record
            }
            if step % 97 == 0 {
                for probe in 1...600 { #expect(table[probe] == reference[probe], "key \(probe) at step \(step)") }
            }
        }
        #expect(table.count == reference.count)
        #expect(table.allValues.map(\.id).sorted() == reference.keys.sorted())
    }

    /// Variables' identities as a layout hands them out: a view's four in a row, then numbers
    /// taken by other variables and constraints, over a range many times the table's size. The
    /// identity's low bits laid each stretch over the same slots, and probes ran for hundreds.
    @Test(arguments: [1, 3, 8, 64])
    func interleavedRunsStayNearHome(gap: Int) {
        var table = VariableTable()
        var keys: [Int] = []
        var next = 1_000
        for _ in 0..<20_000 {
            for k in 0..<4 { keys.append(next + k) }
            next += 4 + gap
        }
        for key in keys { table.insert(VariableRecord(id: key, symbol: 0, users: 1)) }
        let lengths = keys.map { table.probeLength(of: $0) }
        let mean = Double(lengths.reduce(0, +)) / Double(lengths.count)
        #expect(mean < 3.5, "mean probe length \(mean)")
        #expect(lengths.max()! < 64, "longest probe \(lengths.max()!)")
        #expect(keys.allSatisfy { table[$0]?.id == $0 })
    }
}
