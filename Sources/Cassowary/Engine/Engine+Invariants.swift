// Checks of the tableau's invariants and counts of its structures, for tests and debugging. Nothing
// here runs unless asked for.

/// Sizes of the engine's structures. After constraints are removed, the live counts return to what
/// they were before the constraints were added; the capacities stop growing under churn.
struct EngineStatistics: Equatable {
    var liveRows = 0
    var liveSymbols = 0
    var columnEntries = 0
    var variables = 0
    var constraints = 0
    var levels = 0
    var symbolCapacity = 0
    var rowCapacity = 0
}

extension Engine {
    var statistics: EngineStatistics {
        EngineStatistics(
            liveRows: rowBasic.filter { $0 != .none }.count,
            liveSymbols: kinds.filter { $0 != .free }.count,
            columnEntries: columns.reduce(0) { $0 + $1.count },
            variables: variables.count,
            constraints: records.count,
            levels: objective.levelCount,
            symbolCapacity: kinds.count,
            rowCapacity: rows.count)
    }

    /// Every violated invariant, described; empty when the tableau is sound.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for slot in rows.indices {
            let basic = rowBasic[slot]
            guard basic != .none else {
                if !rows[slot].cells.isEmpty { problems.append("free slot \(slot) holds cells") }
                continue
            }
            if basicSlot[Int(basic)] != Int32(slot) { problems.append("basic s\(basic) does not point at slot \(slot)") }
            if kinds[Int(basic)].isRestricted && rows[slot].constant < -1e-6 {
                problems.append("restricted basic s\(basic) is negative: \(rows[slot].constant)")
            }
            var previous = Symbol.min
            for cell in rows[slot].cells {
                let s = Int(cell.symbol)
                if cell.symbol <= previous { problems.append("slot \(slot) cells are not sorted") }
                previous = cell.symbol
                if kinds[s] == .free { problems.append("slot \(slot) holds free symbol s\(s)") }
                if basicSlot[s] >= 0 { problems.append("slot \(slot) holds basic symbol s\(s)") }
                if Tolerance.isNearZero(cell.coefficient) { problems.append("slot \(slot) holds a zero for s\(s)") }
                if !columns[s].contains(Int32(slot)) { problems.append("column of s\(s) misses slot \(slot)") }
            }
        }
        for s in columns.indices {
            for slot in columns[s] where rowBasic[Int(slot)] == .none || rows[Int(slot)].coefficient(for: Symbol(s)) == 0 {
                problems.append("column of s\(s) lists slot \(slot), which does not hold it")
            }
            if Set(columns[s]).count != columns[s].count { problems.append("column of s\(s) repeats a slot") }
        }
        for s in kinds.indices where kinds[s] != .free && basicSlot[s] < 0 {
            if !isDirty[s] && kinds[s] != .dummy && objective.sign(of: Symbol(s)) < 0 {
                problems.append("s\(s) could improve the objective but is not queued")
            }
        }
        if artificial != nil { problems.append("a phase-one objective is left over") }
        if journal.isOpen { problems.append("a journal is left open") }
        for record in variables.allValues where kinds[Int(record.symbol)] != .external {
            problems.append("variable \(record.variable) has a symbol that is not external")
        }
        return problems
    }
}
