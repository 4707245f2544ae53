/// A binary max-heap of symbols in a plain array: the work list of `Engine.expandExternals`, which
/// takes the newest symbol first. A symbol may be in it more than once; the expansion skips the
/// repeats.
///
/// - Complexity: O(log n) per push and pop.
enum ExpansionHeap {
    @inline(__always)
    static func push(_ symbol: Symbol, into heap: inout [Symbol]) {
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] >= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    @inline(__always)
    static func popLargest(from heap: inout [Symbol]) -> Symbol? {
        guard let last = heap.popLast() else { return nil }
        if heap.isEmpty { return last }
        let largest = heap[0]
        heap[0] = last
        var parent = 0
        let count = heap.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            let right = left + 1
            let child = right < count && heap[right] > heap[left] ? right : left
            if heap[parent] >= heap[child] { break }
            heap.swapAt(parent, child)
            parent = child
        }
        return largest
    }
}
