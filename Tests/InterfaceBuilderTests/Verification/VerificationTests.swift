import Foundation
import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

@Suite("Verification against saved frames")
struct VerificationTests {
    @Test func stackAndScrollFixtureMatchesEveryFrame() throws {
        let document = try IBDocument(xml: Fixtures.stackScroll)
        let verification = IBVerification(document: document)
        for view in verification.mismatches {
            Issue.record("\(view.id): saved \(view.saved) computed \(view.computed.map { "\($0)" } ?? "-") \(view.cause!)")
        }
        #expect(verification.total == document.allViews.count)
        #expect(verification.matched == verification.total)
        #expect(verification.rate == 1)
    }

    @Test func mismatchesAreExplainedByCause() throws {
        let verification = IBVerification(document: try IBDocument(xml: Fixtures.causes))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(verification.total == 4)
        #expect(byID["Box-vw-001"]?.matches == true)
        #expect(byID["Mis-vw-001"]?.cause == .misplacedInXcode)
        #expect(byID["Mis-vw-001"]?.computed == Rect(x: 20, y: 10, width: 120, height: 100))
        #expect(byID["Chi-vw-001"]?.cause == .insideMismatchedParent)
        #expect(byID["Chi-vw-001"]?.error == 20)
        #expect(byID["Chi-vw-001"]?.rootCause == .misplacedInXcode)
        #expect(byID["Lab-vw-001"]?.cause == .textMeasurement)
        #expect(verification.matched == 1)
        #expect(verification.causeCounts == [.misplacedInXcode: 1, .insideMismatchedParent: 1, .textMeasurement: 1])
        // Worst first: the label is far wider than the 10 points it was saved with.
        #expect(verification.mismatches.first?.id == "Lab-vw-001")
    }

    @Test func aLooserToleranceAcceptsMore() throws {
        let document = try IBDocument(xml: Fixtures.causes)
        #expect(IBVerification(document: document, tolerance: 1000).matched == 4)
    }

    /// The tutorial's cell as the fixture saves it: the image and the cell itself are where
    /// Xcode puts them; the fixture's stack height (31) is not the sum of its labels, so the stack
    /// is reported, and its labels as following it.
    @Test func recipesCellFixture() throws {
        let verification = IBVerification(document: try IBDocument(xml: Fixtures.recipesCell))
        let byID = Dictionary(uniqueKeysWithValues: verification.views.map { ($0.id, $0) })
        #expect(byID["Cel-l0-001"]?.matches == true)
        #expect(byID["Cnt-Vw-002"]?.matches == true)
        #expect(byID["Img-Vw-003"]?.matches == true)
        #expect(byID["Stk-Vw-006"]?.computed?.minX == 112)
        #expect(byID["Stk-Vw-006"]?.computed?.width == 247)
        #expect(byID["Nam-Lb-007"]?.cause == .insideMismatchedParent)
    }
}

@Suite("Laying out damaged documents")
struct ConversionFuzzTests {
    /// Every mutated fixture that still reads as a document lays out and verifies without a
    /// crash: conversion never trusts a reference, a number or a size it was given.
    @Test func mutatedFixturesLayOutWithoutCrashing() throws {
        var rng = SeededGenerator(seed: 0x1B_7E55)
        var laidOut = 0
        for fixture in [Fixtures.stackScroll, Fixtures.causes, Fixtures.recipesCell, Fixtures.recipeDetail,
                        Fixtures.ingredientView, Fixtures.controlsStack, Fixtures.legacy] {
            let bytes = Array(fixture.utf8)
            for _ in 0..<40 {
                let mutation = Mutation.allCases[Int.random(in: 0..<Mutation.allCases.count, using: &rng)]
                guard let document = try? IBDocument(data: Data(mutation.apply(to: bytes, using: &rng))) else { continue }
                let verification = IBVerification(document: document)
                #expect(verification.matched <= verification.total)
                for root in document.layoutRoots {
                    let tree = document.makeLayoutTree(root: root, designTime: false)
                    #expect(tree.size.width.isFinite && tree.size.height.isFinite)
                }
                laidOut += 1
            }
        }
        #expect(laidOut > 50)
    }
}
