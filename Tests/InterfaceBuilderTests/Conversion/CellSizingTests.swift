import Testing
import Layout
import InterfaceBuilder
import InterfaceBuilderReader

/// Cells read from files, laid out as UITableView and UICollectionView lay them out: at a row
/// height, or fitted, with the content view pinned by `UIView-Encapsulated-Layout-*`.
@Suite("Cells laid out as their table or collection view lays them out")
struct CellSizingTests {
    private func layOut(_ xml: String, id: String? = nil, _ sizing: IBCellSizing?) throws -> IBLayoutTree {
        try IBDocument(xml: xml).makeLayoutTree(IBLayoutRequest(sceneID: id, cellSizing: sizing))
    }

    @Test func aRowHeightPinsTheContentViewWithEncapsulatedConstraints() throws {
        let tree = try layOut(Fixtures.recipesCell, IBCellSizing(height: 44))
        #expect(tree.report.isClean, "\(tree.report.message)")
        let cell = try #require(tree.root as? TableViewCell)
        #expect(cell.className == "RecipesCell")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 375, height: 44))  // the document's iPhone is 375 wide
        let content = try #require(tree.view(withID: "Cnt-Vw-002"))
        #expect(content === cell.contentView)
        #expect(content.frame == Rect(x: 0, y: 0, width: 375, height: 44))
        // The 750 bottom gives way: the image keeps its 80 points and overhangs the row.
        #expect(tree.view(withID: "Img-Vw-003")?.frame == Rect(x: 16, y: 16, width: 80, height: 80))
    }

    @Test func aRequiredChainConflictsWithTheEncapsulatedHeightInUIKitsWords() throws {
        let tree = try layOut(Fixtures.recipesCellRequiredBottom, IBCellSizing(height: 44))
        let conflict = try #require(tree.report.conflicts.first)
        #expect(tree.report.conflicts.count == 1)
        let encapsulated = try #require(conflict.constraints.first { $0.identifier == "UIView-Encapsulated-Layout-Height" })
        #expect(encapsulated.constant == 44 && encapsulated.priority == .required)
        #expect(encapsulated.firstItem === tree.view(withID: "Cnt-Vw-002"))
        // UIKit breaks a constraint of the cell's own, never its encapsulated height.
        #expect(conflict.broken.identifier != "UIView-Encapsulated-Layout-Height")
        let image = tree.view(withID: "Img-Vw-003")
        #expect(conflict.broken.firstItem === image || conflict.broken.secondItem === image)
        #expect(tree.report.message.contains("'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:"))
        #expect(tree.report.message.contains(".height == 44"))
        #expect(!tree.report.message.contains("NSAutoresizingMaskLayoutConstraint"))
        #expect(tree.view(withID: "Cnt-Vw-002")?.frame.height == 44)
    }

    @Test func withoutAHeightTheCellIsFittedAtTheRowsWidth() throws {
        for xml in [Fixtures.recipesCell, Fixtures.recipesCellRequiredBottom] {
            let tree = try layOut(xml, IBCellSizing(width: 390))
            #expect(tree.report.isClean, "\(tree.report.message)")
            #expect(tree.size == Size(width: 390, height: 112))  // 16 + 80 + 16
            #expect(tree.root.frame == Rect(x: 0, y: 0, width: 390, height: 112))
            #expect(tree.view(withID: "Cnt-Vw-002")?.frame == Rect(x: 0, y: 0, width: 390, height: 112))
            #expect(abs((tree.view(withID: "Stk-Vw-006")?.frame.maxX ?? 0) - (390 - 16)) < 1e-9)
        }
    }

    @Test func onTheCanvasACellKeepsItsSavedContentFrame() throws {
        // No sizing: Interface Builder's canvas, where the content view's autoresizing mask holds it.
        let tree = try layOut(Fixtures.recipesCellRequiredBottom, nil)
        #expect(!(tree.root is TableViewCell))
        #expect(tree.size == Size(width: 375, height: 112))
        #expect(tree.report.isClean)
    }

    @Test func collectionViewCellsWorkTheSameWayWithTheirOwnContentView() throws {
        let fitted = try layOut(Fixtures.tagCollectionCell, IBCellSizing(width: 120))
        #expect(fitted.report.isClean, "\(fitted.report.message)")
        let cell = try #require(fitted.root as? CollectionViewCell)
        #expect(cell.className == "TagCell")
        #expect(fitted.view(withID: "Tag-Cv-002") === cell.contentView)
        #expect(fitted.size == Size(width: 120, height: 40))
        #expect(fitted.view(withID: "Tag-Lb-003")?.frame == Rect(x: 12, y: 8, width: 96, height: 24))

        let fixed = try layOut(Fixtures.tagCollectionCell, IBCellSizing(width: 120, height: 30))
        let conflict = try #require(fixed.report.conflicts.first)
        #expect(conflict.constraints.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" && $0.constant == 30 })
        #expect(conflict.broken.identifier != "UIView-Encapsulated-Layout-Height")
        #expect(fixed.report.message.contains("UICollectionViewCellContentView:"))
    }

    @Test func aPrototypeCellIsChosenByItsID() throws {
        let document = try IBDocument(xml: Fixtures.prototypeCellStoryboard)
        let root = try #require(document.layoutRoot(for: "Row-Cl-003"))
        #expect(root.isCell && root.sceneID == "Scn-Tv-000" && root.viewControllerID == nil)
        let fitted = try layOut(Fixtures.prototypeCellStoryboard, id: "Row-Cl-003", IBCellSizing())
        #expect(fitted.size == Size(width: 414, height: 80))  // the document's iPhone is 414 wide
        #expect(fitted.view(withID: "Box-Vw-005")?.frame == Rect(x: 10, y: 10, width: 394, height: 60))
        // At another row height the 999 bottom gives way without a conflict.
        let fixed = try layOut(Fixtures.prototypeCellStoryboard, id: "Row-Cl-003", IBCellSizing(height: 50))
        #expect(fixed.report.isClean)
        #expect(fixed.view(withID: "Box-Vw-005")?.frame == Rect(x: 10, y: 10, width: 394, height: 60))
        #expect(document.layoutRoot(for: "Box-Vw-005") == nil)  // not a cell, not a root
    }

    @Test func sizingIsIgnoredForRootsThatAreNotCells() throws {
        let plain = try layOut(Fixtures.stackScroll, IBCellSizing(height: 44))
        let asSaved = try layOut(Fixtures.stackScroll, nil)
        #expect(plain.size == asSaved.size)
    }
}
