import Cassowary

/// `trellis demo`: the main job with no input.
///
/// Until the layout engine lands (views, anchors, renderers), the demo shows the solver doing the
/// MiniCookpad recipe cell's arithmetic: the cell's constraints from SCREENS.md written as linear
/// constraints, fitted at three widths, then laid out at UITableView's temporary 44-pt height with a
/// required and with a priority-750 bottom constraint.
enum DemoCommand {
    static let usage = "trellis demo"
    static let help = """
        Lays out the MiniCookpad recipe cell (SCREENS.md) with the constraint solver at widths 320,
        375 and 414, and reproduces the tutorial's 44-pt conflict and its priority-750 fix.

        usage: \(usage)
        """

    /// The recipe cell's variables: content view height, image view and stack view frames.
    struct Cell {
        let height = Variable("contentView.height")
        let imageX = Variable("recipeImageView.x"), imageY = Variable("recipeImageView.y")
        let imageWidth = Variable("recipeImageView.width"), imageHeight = Variable("recipeImageView.height")
        let stackX = Variable("stackView.x"), stackY = Variable("stackView.y")
        let stackWidth = Variable("stackView.width"), stackHeight = Variable("stackView.height")

        /// The cell's constraints at content width `width`, with the image's bottom constraint at
        /// `bottomPriority`. Label heights are UILabel's one-line heights at 2x: bold 14 pt is 17,
        /// 12 pt is 14.5; the stack stacks them with spacing 12.
        func constraints(width: Double, bottomPriority: Priority) -> [Constraint] {
            [
                imageY == 16,
                imageX == 16,
                imageWidth == 80,
                imageHeight == 80,
                (height == imageY + imageHeight + 16).withPriority(bottomPriority).labeled("image.bottom"),
                stackY + stackHeight / 2 == imageY + imageHeight / 2,
                stackX == imageX + imageWidth + 16,
                width == stackX + stackWidth + 16,
                stackHeight == 17 + 12 + 14.5,
                height >= 0,
            ]
        }
    }

    static func run(_ words: [String]) throws(CommandFailure) {
        let arguments = try Arguments(words, usage: usage)
        if arguments.wantsHelp { Console.print(help); return }
        guard arguments.positionals.isEmpty else { throw .usage("demo takes no arguments", usage) }
        let cell = Cell()
        var out = ["MiniCookpad recipe cell, fitted (height at fittingSizeLevel, as systemLayoutSizeFitting does):"]
        for width in [320.0, 375, 414] {
            var solver = Solver()
            do {
                try solver.add(cell.constraints(width: width, bottomPriority: .required))
                try solver.add((cell.height == 0).withPriority(.fittingSizeLevel))
            } catch {
                throw CommandFailure(message: "demo: \(error)", code: .problems)
            }
            out.append("  width \(formatValue(width)): " + describe(cell, solver))
        }
        out.append("")
        out.append("At UITableView's temporary row height of 44 (UIView-Encapsulated-Layout-Height, required):")
        var required = Solver()
        do {
            try required.add(cell.constraints(width: 375, bottomPriority: .required))
            try required.add((cell.height == 44).labeled("UIView-Encapsulated-Layout-Height"))
            out.append("  unexpectedly satisfiable")
        } catch {
            guard case .unsatisfiable(let conflict) = error else { throw CommandFailure(message: "\(error)", code: .problems) }
            out.append("  required image bottom: unable to satisfy \(conflict.count) constraints together:")
            for constraint in conflict { out.append("    \(constraint)") }
        }
        var relaxed = Solver()
        do {
            try relaxed.add(cell.constraints(width: 375, bottomPriority: .defaultHigh))
            try relaxed.add((cell.height == 44).labeled("UIView-Encapsulated-Layout-Height"))
        } catch {
            throw CommandFailure(message: "demo: \(error)", code: .problems)
        }
        out.append("  image bottom at 750: no conflict; " + describe(cell, relaxed))
        Console.print(out.joined(separator: "\n"))
    }

    static func describe(_ cell: Cell, _ solver: Solver) -> String {
        func frame(_ x: Variable, _ y: Variable, _ w: Variable, _ h: Variable) -> String {
            "(" + [x, y, w, h].map { formatValue(solver.value(of: $0)) }.joined(separator: ", ") + ")"
        }
        return "cell height \(formatValue(solver.value(of: cell.height))), image "
            + frame(cell.imageX, cell.imageY, cell.imageWidth, cell.imageHeight) + ", stack "
            + frame(cell.stackX, cell.stackY, cell.stackWidth, cell.stackHeight)
    }
}
