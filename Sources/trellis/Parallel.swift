import Dispatch
import Synchronization

/// `body(0) ..< body(count)` spread over the machine's cores, results in index order: for the
/// commands that take many files (`verify`, `render -o DIR`), whose output must not depend on
/// which file finished first.
func mapInParallel<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
    let results = Mutex<[Result?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result = body(index)
        results.withLock { $0[index] = result }
    }
    // concurrentPerform returns once every iteration has run, so every slot is filled.
    return results.withLock { $0.compactMap { $0 } }
}
