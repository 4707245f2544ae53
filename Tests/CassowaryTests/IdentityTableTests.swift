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
}
