import Foundation
import Testing
import InterfaceBuilder
import InterfaceBuilderReader

/// Mutations that damage a document's structure rather than its bytes: whole elements deleted,
/// duplicated or swapped, attributes deleted or doubled, numbers and ids corrupted, the file cut
/// at an element. They work on lines, because Interface Builder writes one element per line.
enum StructuralMutation: CaseIterable {
    case deleteElement, duplicateElement, swapElements, deleteAttribute, duplicateAttribute
    case corruptNumber, corruptID, truncateAtElement

    /// Values a hand edit or a bad merge leaves where a number belongs.
    static let badNumbers = ["NaN", "inf", "-inf", "1e309", "-1e309", "", "-", "0x10", "1..2", "12abc",
                             "99999999999999999999999", "-0", "0:0", "1/0", "3:", ":2", "-5", "\u{0661}\u{0662}"]

    func apply(to text: String, using rng: inout SeededGenerator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let elements = Self.elementRanges(lines)
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)] }
        switch self {
        case .deleteElement:
            guard let range = pick(elements) else { break }
            lines.removeSubrange(range)
        case .duplicateElement:
            guard let range = pick(elements) else { break }
            lines.insert(contentsOf: lines[range], at: range.upperBound + 1)
        case .swapElements:
            guard let a = pick(elements), let b = pick(elements), !a.overlaps(b) else { break }
            let (first, second) = a.lowerBound < b.lowerBound ? (a, b) : (b, a)
            let firstLines = Array(lines[first]), secondLines = Array(lines[second])
            lines.replaceSubrange(second, with: firstLines)
            lines.replaceSubrange(first, with: secondLines)
        case .deleteAttribute, .duplicateAttribute, .corruptNumber, .corruptID:
            return mutateValue(text, using: &rng)
        case .truncateAtElement:
            guard let range = pick(elements) else { break }
            lines = Array(lines.prefix(Int.random(in: range, using: &rng)))
        }
        return lines.joined(separator: "\n")
    }

    private func mutateValue(_ text: String, using rng: inout SeededGenerator) -> String {
        var text = text
        func pick(_ ranges: [Range<String.Index>]) -> Range<String.Index>? {
            ranges.isEmpty ? nil : ranges[Int.random(in: 0..<ranges.count, using: &rng)]
        }
        switch self {
        case .deleteAttribute:
            guard let range = pick(text.ranges(of: /\s[A-Za-z]+="[^"]*"/)) else { break }
            text.removeSubrange(range)
        case .duplicateAttribute:
            guard let range = pick(text.ranges(of: /\s[A-Za-z]+="[^"]*"/)) else { break }
            text.insert(contentsOf: text[range], at: range.upperBound)
        case .corruptNumber:
            guard let range = pick(text.ranges(of: /="-?[0-9][0-9.:e]*"/)),
                  let bad = Self.badNumbers.randomElement(using: &rng) else { break }
            text.replaceSubrange(range, with: "=\"\(bad)\"")
        case .corruptID:
            // An id where it is defined or used: replaced by another id of the file (a reference
            // to the wrong kind of object, or a duplicate), a new one, or nothing.
            let ids = text.ranges(of: /"[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}"/)
            guard let range = pick(ids), let other = pick(ids) else { break }
            let replacement = [String(text[other]), "\"Zzz-Zz-999\"", "\"\"", "\"-1\""].randomElement(using: &rng)!
            text.replaceSubrange(range, with: replacement)
        default:
            break
        }
        return text
    }

    /// The line ranges of the elements below the root: a self-closing element's one line, or an
    /// element's start tag through its end tag (the next `</` line at the same indentation).
    static func elementRanges(_ lines: [String]) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for (index, line) in lines.enumerated() {
            let body = line.drop { $0 == " " }
            guard body.hasPrefix("<"), !body.hasPrefix("</"), !body.hasPrefix("<?"), !body.hasPrefix("<!"),
                  !body.hasPrefix("<document") else { continue }
            if body.hasSuffix("/>") {
                ranges.append(index...index)
                continue
            }
            let indent = line.count - body.count
            let close = lines[(index + 1)...].firstIndex { other in
                let otherBody = other.drop { $0 == " " }
                return other.count - otherBody.count == indent && otherBody.hasPrefix("</")
            }
            if let close { ranges.append(index...close) }
        }
        return ranges
    }
}

@Suite("Fuzz: structurally damaged files shaped like the larger corpus")
struct StructuralFuzzTests {
    static let fixtures = [Fixtures.shelfStoryboard, Fixtures.coverCellXib, Fixtures.recipesCell,
                           Fixtures.controlsStack]

    /// The fixtures themselves read cleanly, so every failure below comes from a mutation.
    @Test func fixturesReadWithoutWarnings() throws {
        for fixture in [Fixtures.shelfStoryboard, Fixtures.coverCellXib] {
            let document = try IBDocument(xml: fixture)
            #expect(document.warnings.isEmpty, "\(document.warnings)")
            FuzzTests.checkInvariants(document)
        }
        let shelf = try IBDocument(xml: Fixtures.shelfStoryboard)
        let detail = try #require(shelf.view(withID: "Det-Vw-038"))
        #expect(detail.layoutGuides.map(\.kind) == [.safeArea, .keyboard])
        #expect(shelf.view(withID: "Bok-Bt-022")?.button?.configurationTitle == "Lend")
    }

    /// 100 seeded cases per mutation kind: each reads, satisfying the reader's invariants, or
    /// fails with an ``IBReadError`` that has a position; none crashes or takes long. Every
    /// fourth document that reads is also laid out and verified, which must not crash either.
    @Test(arguments: StructuralMutation.allCases)
    func mutationsGiveADocumentOrATypedError(_ mutation: StructuralMutation) {
        var rng = SeededGenerator(seed: 0x5E1F_2026 &+ UInt64(StructuralMutation.allCases.firstIndex(of: mutation)!))
        var read = 0, failed = 0
        var slowest = Duration.zero
        let clock = ContinuousClock()
        for case_ in 0..<100 {
            let fixture = Self.fixtures[case_ % Self.fixtures.count]
            let mutated = mutation.apply(to: fixture, using: &rng)
            let start = clock.now
            do {
                let document = try IBDocument(xml: mutated)
                FuzzTests.checkInvariants(document)
                if read % 4 == 0 {
                    let verification = IBVerification(document: document)
                    #expect(verification.matched <= verification.total)
                }
                read += 1
            } catch {
                #expect(error.line >= 1 && error.column >= 1, "\(mutation) case \(case_): \(error)")
                #expect(!error.message.isEmpty)
                failed += 1
            }
            slowest = max(slowest, clock.now - start)
        }
        #expect(read + failed == 100)
        // Reading is linear in the file: no case may take long (a hang would show here first).
        #expect(slowest < .seconds(1), "\(mutation): slowest case took \(slowest)")
        // Cutting the file at an element or doubling an attribute always breaks it; the other
        // kinds must sometimes leave a readable document and sometimes a broken one.
        #expect(failed > 0, "\(mutation) never produced an error")
        if mutation != .truncateAtElement && mutation != .duplicateAttribute {
            #expect(read > 0, "\(mutation) never produced a readable document")
        }
    }
}
