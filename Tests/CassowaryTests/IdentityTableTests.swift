import Testing
@testable import Cassowary

@Suite("IdentityTable")
struct IdentityTableTests {
    @Test func agreesWithDictionaryUnderRandomInsertsAndRemovals() {
        var g = SeededGenerator(seed: 11)
        var table = IdentityTable<Int>()
        var reference: [Int: Int] = [:]
        for step in 0..<20_000 {
            let key = Int.random(in: 1...600, using: &g)
            switch Int.random(in: 0..<3, using: &g) {
            case 0:
                table[key] = nil
                reference[key] = nil
            default:
                table[key] = step
                reference[key] = step
            }
            if step % 97 == 0 {
                for probe in 1...600 { #expect(table[probe] == reference[probe], "key \(probe) at step \(step)") }
            }
        }
        #expect(table.count == reference.count)
        #expect(table.allValues.sorted() == reference.values.sorted())
        var modified = table
        modified.modify(reference.keys.first!) { $0 = -1 }
        #expect(modified[reference.keys.first!] == -1 && table[reference.keys.first!] != -1)
    }

    /// Keys in runs (as identities are handed out) and keys a power of two apart (which the low
    /// bits alone would pile into one probe run) both stay within a few slots of home.
    @Test(arguments: [1, 2, 3, 16, 1_024, 4_096, 65_536])
    func stridedKeysStayNearHome(stride: Int) {
        var table = IdentityTable<Int>()
        let keys = (1...5_000).map { 7 + $0 * stride }
        for key in keys { table[key] = key }
        let lengths = keys.map { table.probeLength(of: $0) }
        let mean = Double(lengths.reduce(0, +)) / Double(lengths.count)
        #expect(mean < 3.5, "mean probe length \(mean)")
        #expect(lengths.max()! < 16, "longest probe \(lengths.max()!)")
        #expect(keys.allSatisfy { table[$0] == $0 })
    }
}
