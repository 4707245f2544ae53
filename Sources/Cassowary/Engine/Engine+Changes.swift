// Reporting what moved since the last report: `takeChanges`, in two passes.

extension Engine {
    /// The touched variables whose value differs from the value last reported, and forgets them.
    mutating func takeChanges() -> [VariableChange] {
        var changes: [VariableChange] = []
        takeChanges(into: &changes)
        return changes
    }

    /// Replaces the contents of `changes` with the changes, keeping its capacity.
    ///
    /// Two passes. The first reports the pending symbols whose value moved, into a buffer of
    /// symbols and values, through buffer pointers on the tables it writes. The second writes them
    /// over the entries `changes` already holds: a round that moves the same variables as the last
    /// one (every animation frame, every benchmark round) finds each variable where it left it and
    /// writes only the value, where emptying the buffer and appending would release and retain
    /// every variable's name. The result is the same either way.
    ///
    /// - Complexity: O(pending symbols + `changes.count`).
    mutating func takeChanges(into changes: inout [VariableChange]) {
        var dropped: [Variable] = []
        if !cache.droppedSinceReport.isEmpty {
            for variable in cache.droppedSinceReport where registry.variables[variable.id] == nil { dropped.append(variable) }
            cache.droppedSinceReport.removeAll(keepingCapacity: true)
        }
        var report: [(symbol: Symbol, value: Double)] = []
        swap(&report, &cache.reportBuffer)
        defer { swap(&report, &cache.reportBuffer) }
        report.removeAll(keepingCapacity: true)
        collectReport(into: &report)

        var n = 0
        for variable in dropped {
            if n < changes.count { changes[n] = VariableChange(variable: variable, value: 0) } else { changes.append(VariableChange(variable: variable, value: 0)) }
            n += 1
        }
        let owners = symbols.owner, variables = symbols.variables
        let overlap = Swift.min(changes.count - n, report.count)
        if overlap > 0 {
            let first = n
            changes.withUnsafeMutableBufferPointer { changes in
                for k in 0..<overlap {
                    let (symbol, value) = report[k]
                    if changes[first + k].variable.id != owners[Int(symbol)] { changes[first + k].variable = variables[Int(symbol)]! }
                    changes[first + k].value = value
                }
            }
            n += overlap
        }
        for k in Swift.max(overlap, 0)..<report.count {
            changes.append(VariableChange(variable: variables[Int(report[k].symbol)]!, value: report[k].value))
        }
        n += report.count - Swift.max(overlap, 0)
        if n < changes.count { changes.removeSubrange(n...) }
    }

    /// Takes the pending symbols, and appends to `report` the external ones whose value differs from
    /// the one last reported (which it becomes). A pending symbol that is no longer external (its
    /// variable left the engine) is passed over; an external one is its variable's
    /// (``SymbolTable/variables``).
    private mutating func collectReport(into report: inout [(symbol: Symbol, value: Double)]) {
        // Moved out and written through buffer pointers: one uniqueness check per table per call.
        var isPending: [Bool] = [], reported: [Double] = []
        swap(&isPending, &cache.isPending)
        swap(&reported, &cache.reported)
        defer {
            swap(&isPending, &cache.isPending)
            swap(&reported, &cache.reported)
        }
        isPending.withUnsafeMutableBufferPointer { isPending in
            reported.withUnsafeMutableBufferPointer { reported in
                // By index, reading the tables in place: copies of them would cost a retain and
                // a release each, which is most of a small system's round.
                for k in 0..<cache.pending.count {
                    let symbol = cache.pending[k]
                    let s = Int(symbol)
                    isPending[s] = false
                    guard symbols.kinds[s] == .external else { continue }
                    let current = cache.values[s]
                    guard current != reported[s] else { continue }
                    reported[s] = current
                    report.append((symbol, current))
                }
            }
        }
        cache.pending.removeAll(keepingCapacity: true)
    }
}
