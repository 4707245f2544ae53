// Checks of the tableau's invariants and counts of its structures, for tests and debugging. Nothing
// here runs unless asked for.

extension Engine {
    /// Sizes of the engine's structures (``Solver/statistics``).
    var statistics: Solver.Statistics {
        Solver.Statistics(
            constraints: registry.records.count,
            variables: registry.variables.count,
            rows: tableau.rowBasic.filter { $0 != .none }.count,
            cells: tableau.columns.entryCount,
            symbols: symbols.kinds.filter { $0 != .free }.count,
            priorityLevels: objective.levelCount,
            symbolCapacity: symbols.count,
            rowCapacity: tableau.rows.count)
    }

    /// Every violated invariant, described; empty when the tableau is sound.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for slot in tableau.rows.indices {
            let basic = tableau.rowBasic[slot]
            guard basic != .none else {
                if !tableau.rows[slot].cells.isEmpty { problems.append("free slot \(slot) holds cells") }
                continue
            }
            if tableau.basicSlot[Int(basic)] != Int32(slot) { problems.append("basic s\(basic) does not point at slot \(slot)") }
            if symbols.kinds[Int(basic)].isRestricted && tableau.rows[slot].constant < -Tolerance.invariantNegative {
                problems.append("restricted basic s\(basic) is negative: \(tableau.rows[slot].constant)")
            }
            var previous = Symbol.min
            let isExternalRow = symbols.kinds[Int(basic)] == .external
            for cell in tableau.rows[slot].cells {
                let s = Int(cell.symbol)
                if cell.symbol <= previous { problems.append("slot \(slot) cells are not sorted") }
                previous = cell.symbol
                if symbols.kinds[s] == .free { problems.append("slot \(slot) holds free symbol s\(s)") }
                // Solved-form rows hold parametric, non-external symbols; external rows may refer to
                // basic external symbols only.
                if !isExternalRow && symbols.kinds[s] == .external { problems.append("solved-form slot \(slot) holds external s\(s)") }
                if tableau.basicSlot[s] >= 0 && !(isExternalRow && symbols.kinds[s] == .external) {
                    problems.append("slot \(slot) holds basic symbol s\(s)")
                }
                if Tolerance.isNearZero(cell.coefficient) { problems.append("slot \(slot) holds a zero for s\(s)") }
                if !tableau.columns[s].contains(Int32(slot)) { problems.append("column of s\(s) misses slot \(slot)") }
            }
        }
        for s in 0..<tableau.columns.symbolCount {
            for slot in tableau.columns[s]
            where tableau.rowBasic[Int(slot)] == .none || tableau.rows[Int(slot)].coefficient(for: Symbol(s)) == 0 {
                problems.append("column of s\(s) lists slot \(slot), which does not hold it")
            }
            if Set(tableau.columns.slots(of: Symbol(s))).count != tableau.columns[s].count {
                problems.append("column of s\(s) repeats a slot")
            }
        }
        for s in symbols.kinds.indices where symbols.kinds[s] != .free && tableau.basicSlot[s] < 0 {
            if !work.isDirty[s] && symbols.kinds[s] != .dummy && objective.sign(of: Symbol(s)) < 0 {
                problems.append("s\(s) could improve the objective but is not queued")
            }
        }
        for s in symbols.kinds.indices where symbols.kinds[s] == .external && objective.isNonZero(Symbol(s)) {
            problems.append("the objective holds external s\(s)")
        }
        problems += partViolations()
        problems += planViolations()
        problems += valueViolations()
        if artificial != nil { problems.append("a phase-one objective is left over") }
        if journal.isOpen { problems.append("a journal is left open") }
        for record in registry.variables.allValues where symbols.kinds[Int(record.symbol)] != .external {
            problems.append("variable \(record.id) has a symbol that is not external")
        }
        return problems
    }
}

extension Engine {
    /// The invariants each part of the engine documents about its own tables: lengths that must
    /// agree, and free lists that must match what is free.
    func partViolations() -> [String] {
        var problems: [String] = []
        // SymbolTable: the free list holds exactly the free ids, once each, with no owner.
        if symbols.owner.count != symbols.count { problems.append("the symbol table's owners and kinds differ in length") }
        let free = Set(symbols.free)
        if free.count != symbols.free.count { problems.append("the free list repeats an id") }
        for s in symbols.kinds.indices where (symbols.kinds[s] == .free) != free.contains(Symbol(s)) {
            problems.append("s\(s) is \(symbols.kinds[s] == .free ? "free but not on" : "in use but on") the free list")
        }
        for s in free where symbols.owner[Int(s)] != -1 { problems.append("free s\(s) has an owner") }
        // Tableau: per-slot and per-symbol tables agree in length; free slots are unused.
        let slots = tableau.rows.count
        if tableau.rowBasic.count != slots || tableau.rowStamp.count != slots {
            problems.append("the tableau's per-slot tables differ in length")
        }
        if tableau.basicSlot.count != symbols.count || tableau.columns.symbolCount != symbols.count {
            problems.append("the tableau's per-symbol tables and the symbol table differ in length")
        }
        if Set(tableau.freeSlots).count != tableau.freeSlots.count { problems.append("the free slots repeat a slot") }
        if tableau.rowBasic.filter({ $0 == .none }).count != tableau.freeSlots.count {
            problems.append("an unused slot is not on the free list")
        }
        for slot in tableau.freeSlots where tableau.rowBasic[Int(slot)] != .none {
            problems.append("free slot \(slot) has basic s\(tableau.rowBasic[Int(slot)])")
        }
        // WorkLists: each flag table marks exactly its list; nothing is left to repair between calls.
        if work.isDirty.count != symbols.count { problems.append("the dirty flags and the symbol table differ in length") }
        if Set(work.dirty).count != work.dirty.count { problems.append("the dirty list repeats a symbol") }
        for s in work.isDirty.indices where work.isDirty[s] != work.dirty.contains(Symbol(s)) {
            problems.append("s\(s)'s dirty flag disagrees with the dirty list")
        }
        if !work.infeasible.isEmpty { problems.append("rows are left queued for the dual simplex") }
        if work.isQueuedInfeasible.contains(true) { problems.append("a slot is flagged infeasible but not queued") }
        // ValueCache: per-symbol tables agree in length; each flag table marks exactly its list.
        let perSymbol = [cache.values.count, cache.reported.count, cache.reachedStamp.count, cache.evaluatedStamp.count,
                         cache.visitedStamp.count, cache.isTouched.count, cache.isPending.count,
                         symbols.variables.count]
        if perSymbol.contains(where: { $0 != symbols.count }) {
            problems.append("the value cache's per-symbol tables and the symbol table differ in length")
        }
        for s in cache.isTouched.indices where cache.isTouched[s] != cache.touched.contains(Symbol(s)) {
            problems.append("s\(s)'s touched flag disagrees with the touched list")
        }
        for s in cache.isPending.indices where cache.isPending[s] != cache.pending.contains(Symbol(s)) {
            problems.append("s\(s)'s pending flag disagrees with the pending list")
        }
        if Set(cache.pending).count != cache.pending.count { problems.append("the pending list repeats a symbol") }
        // Scratch: the accumulator is all zeros between uses.
        if scratch.accumulator.contains(where: { $0 != 0 }) { problems.append("the expansion accumulator is not all zeros") }
        // Registry: records and constraints agree; edits name edit records; users are counted.
        if Set(registry.records.allKeyedValues.map(\.key)) != Set(registry.constraints.map(\.id))
            || registry.records.count != registry.constraints.count {
            problems.append("the constraint records and the constraints differ")
        }
        for (index, constraint) in registry.constraints.enumerated() where registry.records[constraint.id]?.index != index {
            problems.append("constraint \(constraint.id)'s record does not give its place")
        }
        let editIDs = registry.edits.allValues
        for (id, record) in registry.records.allKeyedValues {
            if record.isEdit != editIDs.contains(id) { problems.append("constraint \(id)'s edit flag disagrees with the edits") }
            if record.sequence >= registry.nextSequence { problems.append("constraint \(id)'s sequence is not below the next one") }
        }
        var users: [Int: Int] = [:]
        for constraint in registry.constraints {
            for id in Set(constraint.expression.terms.map(\.variable.id)) { users[id, default: 0] += 1 }
        }
        for record in registry.variables.allValues where users[record.id] != Int(record.users) {
            problems.append("variable \(record.id) counts \(record.users) users, not \(users[record.id] ?? 0)")
        }
        for record in registry.variables.allValues where symbols.variables[Int(record.symbol)]?.id != record.id {
            problems.append("variable \(record.id)'s symbol names another variable")
        }
        if registry.variables.count != users.count { problems.append("a variable no constraint mentions has a record") }
        for s in tableau.basicSlot.indices where tableau.basicSlot[s] >= 0 && tableau.rowBasic[Int(tableau.basicSlot[s])] != Symbol(s) {
            problems.append("s\(s) points at slot \(tableau.basicSlot[s]), whose basic is another symbol")
        }
        return problems
    }

    /// External rows must not refer to each other in a cycle, and each external value must equal
    /// its row evaluated in solved form.
    func valueViolations() -> [String] {
        var problems: [String] = []
        // Cycle check: depth-first over references, colouring 1 (on the path) and 2 (done).
        var colour = [UInt8](repeating: 0, count: symbols.count)
        let kinds = symbols.kinds, basicSlot = tableau.basicSlot
        for start in kinds.indices where kinds[start] == .external && basicSlot[start] >= 0 && colour[start] == 0 {
            var stack: [(Int, Int)] = [(start, 0)]
            colour[start] = 1
            while let (s, next) = stack.last {
                let cells = tableau.rows[Int(basicSlot[s])].cells
                var k = next
                while k < cells.count && !(kinds[Int(cells[k].symbol)] == .external && basicSlot[Int(cells[k].symbol)] >= 0) { k += 1 }
                if k == cells.count {
                    colour[s] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].1 = k + 1
                let r = Int(cells[k].symbol)
                if colour[r] == 1 { problems.append("external rows refer to each other in a cycle through s\(r)"); return problems }
                if colour[r] == 0 { colour[r] = 1; stack.append((r, 0)) }
            }
        }
        var scratch = self
        for s in symbols.kinds.indices where symbols.kinds[s] == .external {
            var row = tableau.basicSlot[s] >= 0 ? tableau.rows[Int(tableau.basicSlot[s])] : Row()
            scratch.expandExternals(&row)
            if abs(row.constant - cache.values[s]) > Tolerance.invariantValueAgreement * (1 + abs(row.constant)) {
                problems.append("value of s\(s) is \(cache.values[s]), its row gives \(row.constant)")
            }
        }
        return problems
    }
}

extension Engine {
    /// A compiled refresh plan that is still current must say what the rows say: one step per
    /// recorded symbol with its row's slot, and as terms exactly the basic external cells of that
    /// row. A plan whose stamp is stale is never replayed, so it is not checked.
    func planViolations() -> [String] {
        var problems: [String] = []
        let stamp = structureStamp
        for plan in shifts.plans where plan.stamp == stamp {
            let column = Array(tableau.columns[Int(plan.marker)])
            let coefficients = column.map { tableau.rows[Int($0)].coefficient(for: plan.marker) }
            if plan.slots != column || plan.coefficients != coefficients {
                problems.append("the shift plan of s\(plan.marker) differs from its column")
            }
        }
        return problems + refreshPlanViolations()
    }

    func refreshPlanViolations() -> [String] {
        var problems: [String] = []
        for plan in [cache.plan] + cache.earlierPlans { problems += refreshPlanViolations(plan) }
        return problems
    }

    private func refreshPlanViolations(_ plan: RefreshPlan) -> [String] {
        guard plan.isCompiled, plan.stamp == structureStamp else { return [] }
        guard plan.steps.count == plan.order.count else { return ["the compiled plan has \(plan.steps.count) steps for \(plan.order.count) symbols"] }
        var problems: [String] = []
        var start = 0
        for (step, symbol) in zip(plan.steps, plan.order) {
            let end = Int(step.termEnd)
            defer { start = end }
            if step.symbol != symbol || step.slot != tableau.basicSlot[Int(symbol)] {
                problems.append("the compiled plan's step for s\(symbol) names s\(step.symbol) in slot \(step.slot)")
                continue
            }
            var expected: [RefreshPlan.Term] = []
            if step.slot >= 0 {
                for cell in tableau.rows[Int(step.slot)].cells
                where symbols.kinds[Int(cell.symbol)] == .external && tableau.basicSlot[Int(cell.symbol)] >= 0 {
                    expected.append(RefreshPlan.Term(source: cell.symbol, coefficient: cell.coefficient))
                }
            }
            let compiled = start <= end && end <= plan.terms.count ? Array(plan.terms[start..<end]) : []
            if compiled.map(\.source) != expected.map(\.source) || compiled.map(\.coefficient) != expected.map(\.coefficient) {
                problems.append("the compiled plan's terms for s\(symbol) differ from its row")
            }
        }
        return problems
    }
}
