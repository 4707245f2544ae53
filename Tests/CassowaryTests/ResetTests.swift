import Testing
@testable import Cassowary

/// `Solver.reset()` leaves a solver that behaves as a new one, bit for bit, whatever it held.
@Suite("Reset")
struct ResetTests {
    /// Adds `constraints` (skipping conflicts), an edit variable and suggestions; returns what a
    /// caller can see: each variable's value, the changes reported, and the tableau's dump.
    static func run(_ solver: inout Solver, _ constraints: [Constraint], _ variables: [Variable],
                    _ g: inout SeededGenerator) -> ([Double], [VariableChange], String) {
        for c in constraints { try? solver.add(c) }
        var changes = solver.takeChanges()
        if let v = variables.first, (try? solver.addEditVariable(v, priority: .strong)) != nil {
            try? solver.suggestValue(Double(Int.random(in: -20...20, using: &g)), for: v)
            changes += solver.takeChanges()
        }
        return (variables.map { solver.value(of: $0) }, changes, solver.debugDescription)
    }

    @Test(arguments: 0..<4)
    func aResetSolverSolvesAsANewOne(batch: Int) {
        var g = SeededGenerator(seed: 0x5E5E7 + UInt64(batch))
        var reused = Solver()
        for system in 0..<80 {
            let variables = (0..<Int.random(in: 1...6, using: &g)).map { Variable("x\($0)") }
            let constraints = (0..<Int.random(in: 1...12, using: &g)).map { _ in
                RandomizedTests.randomConstraint(variables, &g)
            }
            var fresh = Solver()
            var gFresh = g, gReused = g
            let expected = Self.run(&fresh, constraints, variables, &gFresh)
            reused.reset()
            #expect(reused.engine.invariantViolations() == [], "system \(system) after reset")
            #expect(variables.allSatisfy { reused.value(of: $0) == 0 } && reused.takeChanges().isEmpty)
            let got = Self.run(&reused, constraints, variables, &gReused)
            g = gFresh
            #expect(got.0 == expected.0, "system \(system): values")
            #expect(got.1 == expected.1, "system \(system): changes")
            #expect(got.2 == expected.2, "system \(system): tableau")
            #expect(reused.engine.invariantViolations() == [], "system \(system)")
            // A failed add leaves the reset solver as it was, as it does a new one.
            let before = reused.debugDescription
            let conflicting = variables[0] == 1e9
            if (try? reused.add(conflicting)) == nil { #expect(reused.debugDescription == before) }
        }
    }
    /// A batch added to a new or reset solver is not journaled (a reset undoes it): when it fails,
    /// the solver is left as it was and reports the conflict that a solver which had to journal
    /// the batch (one that held a constraint since) reports.
    @Test func failedBatchOnPristineSolver() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let batch: [Constraint] = [x >= 10, y == x + 5, (x == 50).withPriority(.weak), y <= 12]
        func conflict(_ solver: inout Solver) -> [Int]? {
            do throws(SolverError) {
                try solver.add(batch)
                return nil
            } catch {
                guard case .unsatisfiable(let members) = error else { return [] }
                return members.map(\.id)
            }
        }
        var journaled = Solver()
        let other = z == 1
        try journaled.add(other)
        try journaled.remove(other)
        #expect(!journaled.engine.isPristine)
        let expected = conflict(&journaled)
        #expect(expected != nil)
        let empty = Solver().debugDescription
        var fresh = Solver()
        var reset = Solver()
        try reset.add([x == 3, z >= 2])
        reset.reset()
        for (name, solver) in [("new", fresh), ("reset", reset)] {
            var solver = solver
            #expect(solver.engine.isPristine, "\(name)")
            #expect(conflict(&solver) == expected, "\(name)")
            #expect(solver.debugDescription == empty, "\(name)")
            #expect(solver.engine.invariantViolations() == [], "\(name)")
            #expect(solver.takeChanges().isEmpty, "\(name)")
            try solver.add([x >= 10, y == x + 5, (x == 50).withPriority(.weak)])
            #expect(solver.value(of: x) == 50 && solver.value(of: y) == 55, "\(name)")
        }
        fresh = Solver()
        try fresh.add([x >= 10])
        #expect(!fresh.engine.isPristine)
    }
}

