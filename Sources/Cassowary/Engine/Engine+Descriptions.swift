// A readable dump of the tableau, for debugging.

extension Engine {
    func name(of symbol: Symbol) -> String {
        let s = Int(symbol)
        switch symbols.kinds[s] {
        case .external:
            return symbols.variables[s]?.description ?? "x\(s)"
        case .slack: return "s\(s)"
        case .error: return "e\(s)"
        case .dummy: return "d\(s)"
        case .free: return "?\(s)"
        }
    }

    func describe(_ row: Row) -> String {
        var text = NumberText.plain(row.constant)
        for cell in row.cells {
            let c = cell.coefficient
            text += c < 0 ? " - " : " + "
            text += (Swift.abs(c) == 1 ? "" : NumberText.plain(Swift.abs(c)) + "·") + name(of: cell.symbol)
        }
        return text
    }

    /// Objective per level, rows sorted by basic symbol, constraints in order, edit variables.
    var dump: String {
        var lines: [String] = []
        lines.append("Objective (by level, highest first):")
        for slot in objective.order {
            var text = "  @\(NumberText.plain(objective.priorities[slot])): \(NumberText.plain(objective.constants[slot]))"
            for s in symbols.kinds.indices where tableau.basicSlot[s] < 0 && objective.coefficients[s * objective.stride + slot] != 0 {
                let c = objective.coefficients[s * objective.stride + slot]
                text += (c < 0 ? " - " : " + ") + NumberText.plain(Swift.abs(c)) + "·" + name(of: Symbol(s))
            }
            lines.append(text)
        }
        lines.append("Tableau:")
        let basics = tableau.rowBasic.filter { $0 != .none }.sorted()
        for basic in basics {
            lines.append("  \(name(of: basic)) = \(describe(tableau.rows[Int(tableau.basicSlot[Int(basic)])]))")
        }
        lines.append("Constraints:")
        let records = registry.records
        for constraint in registry.constraints.sorted(by: { records[$0.id]!.sequence < records[$1.id]!.sequence }) {
            let record = registry.records[constraint.id]!
            let other = record.other == .none ? "" : ", other \(name(of: record.other))"
            let current = currentConstraint(constraint.id)!
            lines.append("  \(record.isEdit ? "edit " : "")\(current)  [marker \(name(of: record.marker))\(other)]")
        }
        return lines.joined(separator: "\n")
    }
}
