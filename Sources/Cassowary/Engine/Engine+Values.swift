// External values: evaluated over the references between external rows, in dependency order.

extension Engine {
    /// Recomputes the values of the external symbols that the last call may have changed: the
    /// touched ones and, transitively, every external row that refers to them.
    ///
    /// - Complexity: proportional to the rows reached, each evaluated once, after the rows it refers to.
    ///
    /// With `recordingPlan` false the refresh is not recorded for replay (the plans kept stay as
    /// they are). Adding or removing a constraint changes the tableau's structure, so no later
    /// refresh could replay its plan: recording one cost about 5% of building enaml.
    mutating func refreshValues(recordingPlan: Bool = true) {
        if cache.touched.isEmpty { return }
        let stamp = structureStamp
        if cache.selectPlan(replaying: cache.touched, at: stamp) {
            replayPlan()
            return
        }
        cache.recordsPlan = recordingPlan
        if recordingPlan {
            cache.setPlanAside(at: stamp)
            cache.plan.begin(from: cache.touched)
        }
        defer { if recordingPlan { cache.plan.finish(at: stamp) } }
        // ``ValueCache/nextEpoch()`` written out, down to its rare branch: calling it here, even
        // inlined, made enaml's suggestion round 15% slower, and calling `clearStamps()` from the
        // branch that never runs still cost 10% (measured, release build).
        cache.valueEpoch &+= 1
        if cache.valueEpoch == 0 {
            for i in cache.reachedStamp.indices { cache.reachedStamp[i] = 0; cache.evaluatedStamp[i] = 0; cache.visitedStamp[i] = 0 }
            cache.valueEpoch = 1
        }
        let epoch = cache.valueEpoch
        var reached = cache.reachedBuffer
        cache.reachedBuffer = []
        reached.removeAll(keepingCapacity: true)
        var stack = cache.touched
        cache.touched = []
        // Fast path: a symbol no row refers to, whose own row refers to nothing, is its row's
        // constant (or 0 when parametric). Small systems are all like this; only the rest need the
        // search below.
        var k = 0
        while k < stack.count {
            let symbol = stack[k]
            let s = Int(symbol)
            cache.isTouched[s] = false
            if symbols.kinds[s] == .external && tableau.columns.isEmpty(symbol), let value = flatValue(of: symbol) {
                settle(symbol, value, epoch: epoch)
                stack[k] = stack[stack.count - 1]
                stack.removeLast()
            } else {
                k += 1
            }
        }
        while let symbol = stack.popLast() {
            let s = Int(symbol)
            guard symbols.kinds[s] == .external, cache.reachedStamp[s] != epoch else { continue }
            cache.reachedStamp[s] = epoch
            reached.append(symbol)
            var node = tableau.columns.firstNode(symbol)
            while node >= 0 {
                let slot = tableau.columns.slot(at: node)
                node = tableau.columns.node(after: node)
                let basic = tableau.rowBasic[Int(slot)]
                if basic != .none && symbols.kinds[Int(basic)] == .external && cache.reachedStamp[Int(basic)] != epoch {
                    stack.append(basic)
                }
            }
        }
        for symbol in reached { evaluate(symbol, epoch: epoch) }
        cache.reachedBuffer = reached
        cache.touched = stack   // empty; keeps its capacity
    }

    /// Evaluates `root` after the reached rows it refers to: an iterative depth-first search (chains
    /// are long), each symbol expanded once and settled after everything it refers to.
    private mutating func evaluate(_ root: Symbol, epoch: UInt32) {
        if cache.evaluatedStamp[Int(root)] == epoch { return }
        var stack = cache.evaluationStack
        cache.evaluationStack = []
        stack.removeAll(keepingCapacity: true)
        stack.append((root, false))
        defer { cache.evaluationStack = stack }
        while let (symbol, expanded) = stack.last {
            let s = Int(symbol)
            if cache.evaluatedStamp[s] == epoch { stack.removeLast(); continue }
            let slot = tableau.basicSlot[s]
            if slot < 0 {
                settle(symbol, 0, epoch: epoch)
                stack.removeLast()
                continue
            }
            if !expanded {
                stack[stack.count - 1].expanded = true
                cache.visitedStamp[s] = epoch
                // Cells are read by index: a `for in` over the row would retain and release its
                // storage, which on a long chain costs more than the arithmetic.
                let depth = stack.count
                let count = tableau.rows[Int(slot)].cells.count
                for k in 0..<count {
                    let cell = tableau.rows[Int(slot)].cells[k]
                    guard symbols.kinds[Int(cell.symbol)] == .external else { continue }
                    let r = Int(cell.symbol)
                    guard cache.reachedStamp[r] == epoch, cache.evaluatedStamp[r] != epoch, tableau.basicSlot[r] >= 0 else { continue }
                    // Expanded but not settled: a cycle. None is ever made (the invariant check would
                    // report one); this only keeps the loop finite.
                    if cache.visitedStamp[r] == epoch { continue }
                    stack.append((cell.symbol, false))
                }
                // Nothing to wait for (the common case once the search is under way): settle now
                // rather than on a second visit.
                if stack.count > depth { continue }
            }
            var value = tableau.rows[Int(slot)].constant
            let count = tableau.rows[Int(slot)].cells.count
            for k in 0..<count {
                let cell = tableau.rows[Int(slot)].cells[k]
                if symbols.kinds[Int(cell.symbol)] == .external && tableau.basicSlot[Int(cell.symbol)] >= 0 {
                    value += cell.coefficient * cache.values[Int(cell.symbol)]
                }
            }
            settle(symbol, value + 0.0, epoch: epoch)
            stack.removeLast()
        }
    }

    /// A structural change since the plan was recorded (see ``RefreshPlan``) changes this stamp.
    var structureStamp: UInt64 {
        tableau.columns.generation &+ tableau.basisGeneration &+ symbols.generation
    }

    /// Refreshes the values by the recorded plan: each settled symbol's row evaluated, in the
    /// recorded order, over the values of the rows it refers to.
    ///
    /// - Precondition: ``RefreshPlan/replays(_:at:)`` holds for the touched symbols.
    /// - Complexity: proportional to the cells of the rows in the plan.
    private mutating func replayPlan() {
        cache.isTouched.withUnsafeMutableBufferPointer { isTouched in
            for k in 0..<cache.touched.count { isTouched[Int(cache.touched[k])] = false }
        }
        cache.touched.removeAll(keepingCapacity: true)
        if !cache.plan.isCompiled { compilePlan() }
        let steps = cache.plan.steps
        let terms = cache.plan.terms
        // The tables the loop writes are moved out and written through buffer pointers: one
        // uniqueness check per table per round instead of one per write.
        var values: [Double] = [], isPending: [Bool] = [], pending: [Symbol] = []
        swap(&values, &cache.values)
        swap(&isPending, &cache.isPending)
        swap(&pending, &cache.pending)
        defer {
            swap(&values, &cache.values)
            swap(&isPending, &cache.isPending)
            swap(&pending, &cache.pending)
        }
        let reported = cache.reported
        tableau.rows.withUnsafeBufferPointer { rows in
            values.withUnsafeMutableBufferPointer { values in
                isPending.withUnsafeMutableBufferPointer { isPending in
                    var start = 0
                    for step in steps {
                        let end = Int(step.termEnd)
                        var value = 0.0
                        if step.slot >= 0 {
                            value = rows[Int(step.slot)].constant
                            for k in start..<end {
                                value += terms[k].coefficient * values[Int(terms[k].source)]
                            }
                        }
                        start = end
                        value += 0.0
                        let s = Int(step.symbol)
                        values[s] = value
                        if !isPending[s] && value != reported[s] {
                            isPending[s] = true
                            pending.append(step.symbol)
                        }
                    }
                }
            }
        }
    }

    /// Compiles the recorded plan (see ``RefreshPlan``): for each settled symbol, its row's slot
    /// and the basic external cells the row holds, in the row's order.
    ///
    /// - Complexity: proportional to the cells of the rows in the plan, as one uncompiled replay.
    private mutating func compilePlan() {
        var steps = cache.plan.steps
        var terms = cache.plan.terms
        cache.plan.steps = []
        cache.plan.terms = []
        steps.removeAll(keepingCapacity: true)
        terms.removeAll(keepingCapacity: true)
        for symbol in cache.plan.order {
            let slot = tableau.basicSlot[Int(symbol)]
            if slot >= 0 {
                let count = tableau.rows[Int(slot)].cells.count
                for k in 0..<count {
                    let cell = tableau.rows[Int(slot)].cells[k]
                    if symbols.kinds[Int(cell.symbol)] == .external && tableau.basicSlot[Int(cell.symbol)] >= 0 {
                        terms.append(RefreshPlan.Term(source: cell.symbol, coefficient: cell.coefficient))
                    }
                }
            }
            steps.append(RefreshPlan.Step(symbol: symbol, slot: slot, termEnd: Int32(terms.count)))
        }
        cache.plan.steps = steps
        cache.plan.terms = terms
        cache.plan.isCompiled = true
    }

    /// The value of an external symbol whose row refers to no basic external, or nil if it does.
    @inline(__always)
    private func flatValue(of symbol: Symbol) -> Double? {
        let slot = tableau.basicSlot[Int(symbol)]
        if slot < 0 { return 0 }
        // By index: a `for in` would retain and release the row's storage on every call.
        let count = tableau.rows[Int(slot)].cells.count
        for k in 0..<count {
            let symbol = tableau.rows[Int(slot)].cells[k].symbol
            if symbols.kinds[Int(symbol)] == .external && tableau.basicSlot[Int(symbol)] >= 0 { return nil }
        }
        return tableau.rows[Int(slot)].constant + 0.0
    }

    @inline(__always)
    private mutating func settle(_ symbol: Symbol, _ value: Double, epoch: UInt32) {
        cache.evaluatedStamp[Int(symbol)] = epoch
        if cache.recordsPlan { cache.plan.order.append(symbol) }
        publish(symbol, value)
    }

    /// Stores `value` as `symbol`'s value, queueing it for ``takeChanges(into:)`` if it differs from
    /// the value last reported.
    @inline(__always)
    private mutating func publish(_ symbol: Symbol, _ value: Double) {
        let s = Int(symbol)
        cache.values[s] = value
        if !cache.isPending[s] && value != cache.reported[s] {
            cache.isPending[s] = true
            cache.pending.append(symbol)
        }
    }

    /// Replaces every reference to a basic external symbol in `row` by that symbol's row, until the
    /// row holds parametric symbols only (solved form).
    ///
    /// Coefficients are summed in a dense per-symbol scratch array, and the sorted row is written
    /// once at the end, so expanding a long chain costs time in proportion to the rows it reaches.
    ///
    /// With `epoch`, only the symbols whose ``ValueCache/reachedStamp`` carries it are expanded;
    /// references to the others stay.
    mutating func expandExternals(_ row: inout Row, onlyStamped epoch: UInt32? = nil) {
        @inline(__always) func expands(_ s: Int) -> Bool {
            symbols.kinds[s] == .external && tableau.basicSlot[s] >= 0 && (epoch == nil || cache.reachedStamp[s] == epoch)
        }
        guard row.cells.contains(where: { expands(Int($0.symbol)) }) else { return }
        scratch.growAccumulator(to: symbols.count)
        var present = scratch.present
        var expansion = scratch.expansion
        scratch.present = []
        scratch.expansion = []
        present.removeAll(keepingCapacity: true)
        expansion.removeAll(keepingCapacity: true)
        defer { scratch.present = present; scratch.expansion = expansion }
        var constant = row.constant
        for cell in row.cells {
            scratch.accumulator[Int(cell.symbol)] = cell.coefficient
            present.append(cell.symbol)
            if expands(Int(cell.symbol)) { ExpansionHeap.push(cell.symbol, into: &expansion) }
        }
        // Newest symbol first: a row mostly refers to symbols made before its own, so by the time a
        // symbol is taken, the rows that refer to it have added their share, and references that
        // cancel (two neighbours in a long chain, `x[i] - x[i-1]`, share all of x[i-1]'s ancestry)
        // are never expanded. In another order the result is the same, only reached at more cost.
        while let symbol = ExpansionHeap.popLargest(from: &expansion) {
            let c = scratch.accumulator[Int(symbol)]
            // 0: expanded already; the least magnitude: terms that cancelled exactly.
            if c == 0 || c == .leastNonzeroMagnitude { continue }
            scratch.accumulator[Int(symbol)] = .leastNonzeroMagnitude   // listed, and nothing left
            let source = tableau.rows[Int(tableau.basicSlot[Int(symbol)])]
            constant += c * source.constant
            for cell in source.cells {
                let s = Int(cell.symbol)
                if scratch.accumulator[s] == 0 { present.append(cell.symbol) }
                scratch.accumulator[s] += c * cell.coefficient
                if scratch.accumulator[s] == 0 { scratch.accumulator[s] = .leastNonzeroMagnitude }  // keep it listed
                if expands(s) { ExpansionHeap.push(cell.symbol, into: &expansion) }
            }
        }
        present.sort()
        // Most of what an expansion reaches can cancel (a grid's rows share their neighbours'
        // ancestry), so the row is sized by what is left, not by what was reached: a row keeps its
        // buffer, and under churn rows sized by `present` held 40 times their cells.
        var kept = 0
        var previous = Symbol.none
        for symbol in present where symbol != previous {
            previous = symbol
            if !Tolerance.isNearZero(scratch.accumulator[Int(symbol)]) { kept += 1 }
        }
        var cells: [Cell] = []
        // With room to grow: the row's next merges then write into this buffer.
        cells.reserveCapacity(kept + kept / 2 + 4)
        previous = Symbol.none
        for symbol in present where symbol != previous {
            previous = symbol
            let c = scratch.accumulator[Int(symbol)]
            scratch.accumulator[Int(symbol)] = 0
            if !Tolerance.isNearZero(c) { cells.append(Cell(symbol: symbol, coefficient: c)) }
        }
        row = Row(constant: constant, cells: cells)
    }

    /// Brings the external row in `slot` to solved form (see ``expandExternals(_:)``).
    mutating func expandRow(_ slot: Int32) {
        journalRow(slot)
        let i = Int(slot)
        var row = tableau.rows[i]
        guard row.cells.contains(where: { symbols.kinds[Int($0.symbol)] == .external && tableau.basicSlot[Int($0.symbol)] >= 0 })
        else { return }
        tableau.rows[i] = Row()
        for cell in row.cells { removeFromColumn(cell.symbol, slot) }
        expandExternals(&row)
        tableau.rows[i] = row
        for cell in row.cells { tableau.columns.add(cell.symbol, slot) }
        touch(tableau.rowBasic[i])
    }

    /// Takes `symbol` out of the tableau before it is freed. A basic symbol's row is substituted into
    /// the rows that refer to it, then dropped. For a parametric one, the rows that still hold it
    /// (rounding residue: it belongs to no constraint any more) are brought to solved form, where
    /// its net coefficient shows, and the residue is removed.
    mutating func purge(_ symbol: Symbol) {
        let s = Int(symbol)
        let slot = tableau.basicSlot[s]
        if slot >= 0 {
            let row = tableau.rows[Int(slot)]
            _ = takeRow(slot)
            if !tableau.columns.isEmpty(symbol) { substitute(symbol, with: row) }
        }
        for slot in tableau.columns.slots(of: symbol) where symbols.kinds[Int(tableau.rowBasic[Int(slot)])] == .external {
            expandRow(slot)
        }
        releaseSymbol(symbol)
    }
}
