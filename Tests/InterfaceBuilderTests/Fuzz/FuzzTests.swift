import Foundation
import Testing
import InterfaceBuilderReader

/// A small deterministic generator (SplitMix64), so every fuzz case can be replayed by seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Mutations of a fixture's bytes, each a plausible way a file gets damaged or hand-edited.
enum Mutation: CaseIterable {
    case flipBit, deleteRange, duplicateLine, swapAttributeValues, truncate, insertMarkup

    func apply(to bytes: [UInt8], using rng: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        switch self {
        case .flipBit:
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let index = Int.random(in: 0..<bytes.count, using: &rng)
                bytes[index] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &rng)
            }
        case .deleteRange:
            let start = Int.random(in: 0..<bytes.count, using: &rng)
            let end = min(bytes.count, start + Int.random(in: 1...60, using: &rng))
            bytes.removeSubrange(start..<end)
        case .duplicateLine:
            var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
            let index = Int.random(in: 0..<lines.count, using: &rng)
            lines.insert(lines[index], at: Int.random(in: 0...lines.count, using: &rng))
            bytes = Array(lines.joined(separator: [0x0A]))
        case .swapAttributeValues:
            var text = String(decoding: bytes, as: UTF8.self)
            let values = text.ranges(of: /="[^"]*"/)
            guard values.count >= 2 else { break }
            let a = values[Int.random(in: 0..<values.count, using: &rng)]
            let b = values[Int.random(in: 0..<values.count, using: &rng)]
            guard a != b else { break }
            let (first, second) = a.lowerBound < b.lowerBound ? (a, b) : (b, a)
            let firstText = String(text[first]), secondText = String(text[second])
            text.replaceSubrange(second, with: firstText)
            text.replaceSubrange(first, with: secondText)
            bytes = Array(text.utf8)
        case .truncate:
            bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
        case .insertMarkup:
            let junk: [[UInt8]] = [Array("<".utf8), Array(">".utf8), Array("&".utf8), Array("\"".utf8),
                                   Array("</view>".utf8), Array("<view>".utf8), Array("&amp;".utf8), [0xFF, 0xFE]]
            let index = Int.random(in: 0...bytes.count, using: &rng)
            bytes.insert(contentsOf: junk[Int.random(in: 0..<junk.count, using: &rng)], at: index)
        }
        return bytes
    }
}

@Suite("Fuzz: mutated fixtures never crash the reader")
struct FuzzTests {
    static let fixtures = [Fixtures.recipesCell, Fixtures.recipeDetail, Fixtures.controlsStack, Fixtures.legacy,
                           Fixtures.ingredientView, Fixtures.shelfStoryboard, Fixtures.coverCellXib]

    /// What a document that reads must satisfy: every constraint item is a view or guide of the
    /// document, typed as such, and every position is a real one.
    static func checkInvariants(_ document: IBDocument) {
        let views = document.allViews
        let viewIDs = Set(views.map(\.id))
        var guides: [String: IBLayoutGuide.Kind] = [:]
        for view in views { for guide in view.layoutGuides { guides[guide.id] = guide.kind } }
        for controller in document.scenes.flatMap(\.viewControllers) {
            for guide in controller.layoutGuides { guides[guide.id] = guide.kind }
        }
        for constraint in views.flatMap(\.constraints) {
            for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
                switch item.kind {
                case .view: #expect(viewIDs.contains(item.id), "\(item.id)")
                case .layoutGuide(let kind): #expect(guides[item.id] == kind, "\(item.id)")
                }
            }
            #expect(constraint.multiplier.isFinite && constraint.constant.isFinite)
            #expect(constraint.priority > 0 && constraint.priority <= 1000)
            #expect(constraint.line >= 1)
        }
        #expect(views.allSatisfy { $0.line >= 1 && $0.column >= 1 && !$0.id.isEmpty })
        #expect(document.warnings.allSatisfy { $0.line >= 1 })
    }

    /// 600 seeded cases (100 per mutation kind): each either reads, satisfying the invariants,
    /// or fails with an ``IBReadError`` that has a position.
    @Test(arguments: Mutation.allCases)
    func mutationsGiveADocumentOrATypedError(_ mutation: Mutation) {
        var rng = SeededGenerator(seed: 0x1B_2026 &+ UInt64(Mutation.allCases.firstIndex(of: mutation)!))
        var read = 0, failed = 0
        for case_ in 0..<100 {
            let fixture = Self.fixtures[case_ % Self.fixtures.count]
            let mutated = mutation.apply(to: Array(fixture.utf8), using: &rng)
            do {
                let document = try IBDocument(data: Data(mutated))
                Self.checkInvariants(document)
                read += 1
            } catch {
                // Typed throws: `error` is an IBReadError; it must say where.
                #expect(error.line >= 1 && error.column >= 1, "\(mutation) case \(case_): \(error)")
                #expect(!error.message.isEmpty)
                failed += 1
            }
        }
        #expect(read + failed == 100)
        // Every mutation kind damages some files; only truncation and markup insertion are
        // (almost) always fatal, so the others must also leave some files readable.
        #expect(failed > 0, "\(mutation) never produced an error")
        if mutation == .flipBit || mutation == .swapAttributeValues || mutation == .duplicateLine {
            #expect(read > 0, "\(mutation) never produced a readable document")
        }
    }
}
