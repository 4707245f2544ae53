import Cassowary

/// `trellis solve FILE`: solves a constraint system in the text format.
enum SolveCommand {
    static let usage = "trellis solve [--tableau] FILE|-"

    static let help = """
        Solves a constraint system written in Trellis's text format and prints every variable,
        sorted by name, as `name = value`.

        usage: \(usage)

          FILE        a constraint file, or - for standard input
          --tableau   after the values, print the solver's tableau: the objective per priority
                      level, each row `basic = constant + ...` (s slack, e error, d dummy), and
                      the constraints with their markers

        The format, one statement per line (# starts a comment):
          left >= 0
          width == 400 @strong          required 1000, strong 750, medium 500, weak 250, or a number
          a + 2*b - 3 <= c * 0.5 + 10 @751
          edit width @strong            an edit variable (priority below 1000; default strong)
          suggest width = 600           a value for it, applied after all constraints

        Optional constraints are met in strict priority order: one at 751 beats any number at 750.

        Exit status: 0 solved; 1 the required constraints conflict (the conflicting lines are named
        on standard error); 2 the file is malformed (FILE:LINE:COLUMN: message) or cannot be read.
        Nothing is printed on standard output when the status is not 0.
        """

    static func run(_ words: [String]) throws(CommandFailure) {
        let arguments = try Arguments(words, switches: ["tableau"], usage: usage)
        if arguments.wantsHelp { Console.print(help); return }
        guard arguments.positionals.count == 1 else {
            throw .usage(arguments.positionals.isEmpty ? "missing FILE" : "too many arguments", usage)
        }
        let input = try readInput(arguments.positionals[0])
        let script: ConstraintScript
        do {
            script = try ConstraintScript(parsing: input.text, file: input.name)
        } catch {
            throw CommandFailure(message: error.description, code: .badInput)
        }
        let solver: Solver
        do {
            solver = try script.solve()
        } catch {
            throw CommandFailure(message: describe(error, in: script), code: .problems)
        }
        let lines = script.variables.keys.sorted().map { name in
            "\(name) = \(formatValue(solver.value(of: script.variables[name]!)))"
        }
        Console.print(lines.joined(separator: "\n"))
        if arguments.has("tableau") { Console.print("\n" + solver.debugDescription) }
    }

    static func describe(_ error: SolverError, in script: ConstraintScript) -> String {
        guard case .unsatisfiable(let conflict) = error else { return "\(script.file): \(error)" }
        var text = "\(script.file): the required constraints cannot all hold; these \(conflict.count) conflict:"
        for constraint in conflict {
            if let line = script.line(of: constraint) {
                text += "\n  \(script.file):\(line.number): \(line.text)"
            } else {
                text += "\n  \(constraint)"
            }
        }
        return text
    }
}
