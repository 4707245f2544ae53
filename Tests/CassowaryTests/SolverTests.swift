import Testing
@testable import Cassowary

@Suite("Solver operations")
struct SolverTests {
    @Test func solvesAnEqualityChain() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x * 2 + 5)
        try solver.add(z + y == 100)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 25)
        #expect(solver.value(of: z) == 75)
    }

    @Test func inequalitiesBoundOptionalPreferences() throws {
        let w = Variable("w")
        var solver = Solver()
        try solver.add(w >= 100)
        try solver.add(w <= 300)
        try solver.add((w == 500).withPriority(.weak))
        #expect(solver.value(of: w) == 300)
        try solver.add((w == 0).withPriority(.strong))
        #expect(solver.value(of: w) == 100)
    }

    @Test func sameVariableTwiceInOneExpressionAddsUp() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x + x + x == 12)
        #expect(solver.value(of: x) == 4)
    }

    @Test func equalLookingConstraintsAreDistinct() throws {
        let x = Variable("x")
        let a = (x >= 10), b = (x >= 10)
        var solver = Solver()
        try solver.add(a)
        try solver.add(b)
        #expect(solver.constraints.count == 2)
        try solver.remove(a)
        #expect(solver.contains(b) && !solver.contains(a))
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingAConstraintReleasesItsEffect() throws {
        let x = Variable("x")
        var solver = Solver()
        let floor = x >= 50
        try solver.add((x == 0).withPriority(.weak))
        try solver.add(floor)
        #expect(solver.value(of: x) == 50)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 0)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func editVariablesFollowSuggestions() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        var solver = Solver()
        try solver.add(right == left + width)
        try solver.add(left == 10)
        try solver.add(width >= 20)
        try solver.addEditVariable(width, priority: .strong)
        #expect(solver.hasEditVariable(width))
        for value in [100.0, 5, 300] {
            try solver.suggestValue(value, for: width)
            #expect(solver.value(of: width) == max(value, 20))
            #expect(solver.value(of: right) == 10 + max(value, 20))
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
    }

    @Test func anEditVariableStartsAtItsCurrentValue() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 42).withPriority(.weak))
        try solver.addEditVariable(x, priority: .strong)
        #expect(solver.value(of: x) == 42)
    }

    @Test func constantsChangeInPlace() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        let width = x == 100          // x - 100 == 0
        try solver.add(width)
        try solver.add(y == x + 1)
        try solver.setConstant(-250, of: width)
        #expect(solver.value(of: x) == 250)
        #expect(solver.value(of: y) == 251)
        #expect(solver.current(width)?.expression.constant == -250)
        let preference = (y == 0).withPriority(.medium)
        try solver.add(preference)
        try solver.setConstant(-7, of: preference)
        #expect(solver.value(of: y) == 251)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func inequalityConstantsChangeInPlace() throws {
        let x = Variable("x")
        var solver = Solver()
        let floor = x >= 10           // x - 10 >= 0
        try solver.add(floor)
        try solver.add((x == 0).withPriority(.weak))
        #expect(solver.value(of: x) == 10)
        try solver.setConstant(-40, of: floor)
        #expect(solver.value(of: x) == 40)
        try solver.setConstant(5, of: floor)
        #expect(solver.value(of: x) == 0)
    }

    @Test func prioritiesChangeInPlace() throws {
        let x = Variable("x")
        var solver = Solver()
        let a = (x == 10).withPriority(.weak)
        let b = (x == 20).withPriority(.medium)
        try solver.add(a)
        try solver.add(b)
        #expect(solver.value(of: x) == 20)
        try solver.setPriority(.strong, of: a)
        #expect(solver.value(of: x) == 10)
        #expect(solver.current(a)?.priority == .strong)
        #expect(solver.engine.invariantViolations() == [])
    }

    @Test func changesReportOnlyWhatMoved() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        var solver = Solver()
        try solver.add(a == 1)
        try solver.add(b == 2)
        try solver.add((c == 0).withPriority(.weak))
        let first = solver.takeChanges()
        #expect(Set(first.map(\.variable)) == [a, b])   // c is 0, as new variables start
        #expect(solver.takeChanges().isEmpty)
        try solver.addEditVariable(c, priority: .strong)
        try solver.suggestValue(0, for: c)
        #expect(solver.takeChanges().isEmpty)
        try solver.suggestValue(5, for: c)
        let moved = solver.takeChanges()
        #expect(moved.count == 1 && moved.first?.variable == c && moved.first?.value == 5)
    }

    @Test func droppedVariablesReportZero() throws {
        let a = Variable("a")
        var solver = Solver()
        let c = a == 3
        try solver.add(c)
        _ = solver.takeChanges()
        try solver.remove(c)
        let changes = solver.takeChanges()
        #expect(changes.count == 1 && changes[0].variable == a && changes[0].value == 0)
        #expect(solver.value(of: a) == 0)
    }

    @Test func solversAreValues() throws {
        let x = Variable("x")
        var original = Solver()
        try original.add(x == 1)
        var copy = original
        try copy.add(Variable("y") == x)
        let editable = Variable("e")
        try copy.addEditVariable(editable)
        #expect(original.constraints.count == 1 && copy.constraints.count == 2)
        #expect(!original.hasEditVariable(editable))
    }

    @Test func debugDescriptionShowsTheTableau() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x >= 3)
        try solver.add((x == 10).withPriority(.weak))
        let dump = solver.debugDescription
        #expect(dump.contains("Objective"))
        #expect(dump.contains("x = "))
        #expect(dump.contains("@250"))
    }

    @Test func runsAreBitIdentical() throws {
        func run() throws -> [UInt64] {
            var g = SeededGenerator(seed: 7)
            let vars = (0..<6).map { Variable("v\($0)") }
            var solver = Solver()
            for _ in 0..<40 { try? solver.add(RandomizedTests.randomConstraint(vars, &g)) }
            try solver.addEditVariable(vars[0], priority: .strong)
            try solver.suggestValue(3.25, for: vars[0])
            return vars.map { solver.value(of: $0).bitPattern }
        }
        #expect(try run() == run())
    }
}

@Suite("README")
struct ReadmeExampleTests {
    /// The example in README.md, line for line.
    @Test func theSolverExampleDoesWhatTheReadmeSays() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        var solver = Solver()
        try solver.add(left >= 0)
        try solver.add(right == left + width)
        try solver.add((width == 400).withPriority(.strong))
        try solver.add((width <= 300).withPriority(751))
        #expect(solver.value(of: width) == 300)
        _ = solver.takeChanges()
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(250, for: width)
        let changes = solver.takeChanges()
        #expect(Set(changes.map(\.variable)) == [width, right])
        #expect(changes.allSatisfy { $0.value == 250 })
    }
}
