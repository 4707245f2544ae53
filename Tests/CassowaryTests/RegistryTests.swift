import Testing
@testable import Cassowary

/// The registry's dense list of constraints (a removal moves the last one into the gap), rollback
/// after removals have reordered it, and copies of a solver changed independently (the engine's
/// scratch buffers and rows' buffers are shared until written).
@Suite("Registry: constraints by place, rollback, copies")
struct RegistryTests {
    func expectSame(_ a: Solver, _ b: Solver, _ vars: [Variable], _ note: String) {
        for v in vars {
            #expect(abs(a.value(of: v) - b.value(of: v)) < 1e-6, "\(note): \(v)")
        }
    }

    /// Remove first / middle / last / edit constraints in several orders; current() and the list stay right.
    @Test func removalInVariedOrdersKeepsCurrentAndList() throws {
        let vars = (0..<6).map { Variable("v\($0)") }
        for order in 0..<4 {
            var solver = Solver()
            try solver.addEditVariable(vars[5], priority: .medium)     // an edit constraint first in the array
            var cs: [Constraint] = []
            for i in 0..<5 {
                let c = (vars[i] == vars[i + 1] + Double(i)).withPriority(i % 2 == 0 ? .required : .strong)
                try solver.add(c); cs.append(c)
            }
            try solver.setConstant(7, of: cs[2])
            try solver.setPriority(.weak, of: cs[3])
            let removals: [Int]
            switch order {
            case 0: removals = [0]          // first: last moves into 0
            case 1: removals = [4]          // last
            case 2: removals = [2, 0, 4]
            default: removals = [1, 3]
            }
            if order == 2 { try solver.removeEditVariable(vars[5]) }   // edit constraint swap-removed
            for r in removals { try solver.remove(cs[r]) }
            let kept = cs.indices.filter { !removals.contains($0) }
            #expect(solver.constraints.map(\.id) == kept.map { cs[$0].id }, "order \(order)")
            for k in kept {
                let cur = solver.current(cs[k])!
                #expect(cur.expression.constant == (k == 2 ? 7 : cs[k].expression.constant), "order \(order) c\(k)")
                #expect(cur.priority == (k == 3 ? .weak : cs[k].priority), "order \(order) c\(k)")
            }
            for r in removals { #expect(solver.current(cs[r]) == nil) }
            #expect(solver.engine.invariantViolations() == [], "order \(order)")
            // Remove everything else in a scrambled order.
            for k in kept.reversed() { try solver.remove(cs[k]) }
            if order != 2 { try solver.removeEditVariable(vars[5]) }
            #expect(solver.constraints.isEmpty)
            #expect(solver.engine.registry.constraints.isEmpty)
            #expect(solver.engine.invariantViolations() == [])
        }
    }

    /// A batch failing in the middle, after removals have reordered the array, leaves everything as it was.
    @Test func batchRollbackAfterSwapRemovals() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        var solver = Solver()
        let a = x >= 0, b = y == x + 1, c = z <= 100, d = (w == 3).withPriority(.weak)
        try solver.add([a, b, c, d])
        try solver.addEditVariable(z, priority: .strong)
        try solver.remove(a)           // d moves to index 0
        let before = solver.engine.dump
        let ids = solver.engine.registry.constraints.map(\.id)
        let users = solver.engine.registry.variables.allValues.map { ($0.id, Int($0.users)) }.sorted { $0.0 < $1.0 }
        let u = Variable("u")
        #expect(throws: (any Error).self) {
            try solver.add([u == 5, (x == 2).withPriority(.strong), y == 10, x == 3, u >= 0])
        }
        #expect(solver.engine.dump == before)
        #expect(solver.engine.registry.constraints.map(\.id) == ids)
        #expect(solver.engine.registry.variables.allValues.map { ($0.id, Int($0.users)) }.sorted { $0.0 < $1.0 }.map(\.1) == users.map(\.1))
        #expect(solver.engine.registry.variables[u.id] == nil)
        #expect(solver.engine.invariantViolations() == [])
        // And it still works afterwards.
        try solver.remove(c)
        try solver.add(a)
        try solver.suggestValue(40, for: z)
        #expect(solver.value(of: z) == 40)
        #expect(solver.engine.invariantViolations() == [])
    }

    /// Two copies mutated independently: neither sees the other's merges (shared scratch and row buffers).
    @Test func copiesMutatedIndependently() throws {
        var g = SeededGenerator(seed: 17)
        let vars = (0..<8).map { Variable("v\($0)") }
        var base = Solver()
        var baseCs: [Constraint] = []
        for _ in 0..<30 {
            let c = RandomizedTests.randomConstraint(vars, &g)
            if (try? base.add(c)) != nil { baseCs.append(c) }
        }
        let snapshot = base.engine.dump
        let baseValues = vars.map { base.value(of: $0) }
        var copy1 = base, copy2 = base
        var cs1 = baseCs, cs2 = baseCs
        for round in 0..<40 {
            let c1 = RandomizedTests.randomConstraint(vars, &g)
            if (try? copy1.add(c1)) != nil { cs1.append(c1) }
            let c2 = RandomizedTests.randomConstraint(vars, &g)
            if (try? copy2.add(c2)) != nil { cs2.append(c2) }
            if round % 3 == 0, !cs1.isEmpty { let k = Int.random(in: 0..<cs1.count, using: &g); try copy1.remove(cs1.remove(at: k)) }
            if round % 4 == 0, !cs2.isEmpty { let k = Int.random(in: 0..<cs2.count, using: &g); try copy2.remove(cs2.remove(at: k)) }
        }
        #expect(base.engine.dump == snapshot)
        #expect(vars.map { base.value(of: $0) } == baseValues)
        #expect(copy1.engine.invariantViolations() == [])
        #expect(copy2.engine.invariantViolations() == [])
        #expect(copy1.constraints.map(\.id) == cs1.map(\.id))
        #expect(copy2.constraints.map(\.id) == cs2.map(\.id))
        var fresh1 = Solver(); for c in cs1 { try fresh1.add(c) }
        var fresh2 = Solver(); for c in cs2 { try fresh2.add(c) }
        expectSame(copy1, fresh1, vars, "copy1")
        expectSame(copy2, fresh2, vars, "copy2")
    }

    /// After a failed add on a copy, both the copy and the original are as they were.
    @Test func failedAddOnCopy() throws {
        let x = Variable("x"), y = Variable("y")
        var original = Solver()
        try original.add([x >= 10, y == x + 5, (x == 50).withPriority(.weak)])
        let before = original.engine.dump
        var copy = original
        #expect(throws: (any Error).self) { try copy.add(y <= 12) }
        #expect(copy.engine.dump == before)
        #expect(original.engine.dump == before)
        #expect(copy.engine.invariantViolations() == [])
    }
}
