import Testing
@testable import Cassowary

@Suite("The expansion's work list")
struct ExpansionHeapTests {
    @Test func popsTheNewestSymbolFirstRepeatsIncluded() {
        var g = SeededGenerator(seed: 11)
        var heap: [Symbol] = []
        var pushed: [Symbol] = []
        for _ in 0..<500 {
            let symbol = Symbol(Int.random(in: 0..<200, using: &g))
            ExpansionHeap.push(symbol, into: &heap)
            pushed.append(symbol)
        }
        var popped: [Symbol] = []
        while let symbol = ExpansionHeap.popLargest(from: &heap) { popped.append(symbol) }
        #expect(popped == pushed.sorted(by: >))
        #expect(heap.isEmpty)
        #expect(ExpansionHeap.popLargest(from: &heap) == nil)
    }
}
