import Layout
import Testing
@testable import Rendering

/// Small trees with fixed frames at 10 points a column and 20 a row, drawn exactly.
@Suite struct ASCIIRendererTests {
    let options = ASCIIOptions(pointsPerColumn: 10)

    func render(_ root: View, _ options: ASCIIOptions? = nil) -> [String] {
        root.layoutIfNeeded()
        return lines(ASCIIRenderer.render(root, options: options ?? self.options))
    }

    @Test func edgesJoinWhereViewsMeet() {
        let root = box(0, 0, 100, 40)
        _ = box(0, 0, 50, 40, in: root)
        #expect(render(root) == ["┌────┬────┐", "│    │    │", "└────┴────┘"])
    }

    @Test func plainASCIIUsesPlusMinusAndBar() {
        let root = box(0, 0, 100, 40)
        _ = box(0, 0, 50, 40, in: root)
        #expect(render(root, ASCIIOptions(pointsPerColumn: 10, ascii: true)) == ["+----+----+", "|    |    |", "+----+----+"])
    }

    @Test func cornersInTheMiddleCross() {
        let root = box(0, 0, 100, 80)
        _ = box(0, 0, 50, 40, in: root)
        _ = box(50, 40, 50, 40, in: root)
        #expect(render(root) == ["┌────┬────┐", "│    │    │", "├────┼────┤", "│    │    │", "└────┴────┘"])
    }

    @Test func imageViewIsACrossedBox() {
        let image = ImageView()
        image.frame = Rect(x: 0, y: 0, width: 100, height: 80)
        #expect(render(image) == ["┌─────────┐", "│  ╲   ╱  │", "│    ╳    │", "│ ╱     ╲ │", "└─────────┘"])
        #expect(render(image, ASCIIOptions(pointsPerColumn: 10, ascii: true))[2] == "|    X    |")
    }

    @Test func labelsAreAlignedInTheirFrames() {
        let root = box(0, 0, 200, 100)
        _ = label("abc", 10, 20, 180, 20, in: root, alignment: .left)
        _ = label("abc", 10, 40, 180, 20, in: root, alignment: .center)
        _ = label("abc", 10, 60, 180, 20, in: root, alignment: .right)
        let drawn = render(root)
        #expect(drawn[1] == "│abc" + String(repeating: " ", count: 16) + "│")
        #expect(drawn[2] == "│" + String(repeating: " ", count: 8) + "abc" + String(repeating: " ", count: 8) + "│")
        #expect(drawn[3] == "│" + String(repeating: " ", count: 15) + "abc" + " " + "│")
    }

    @Test func longTextIsTruncatedWithAnEllipsis() {
        let root = box(0, 0, 120, 40)
        _ = label("abcdefghijklmnop", 10, 20, 100, 20, in: root)
        #expect(render(root)[1] == "│abcdefghi… │")
    }

    @Test func textWrapsToTheFrame() {
        let root = box(0, 0, 130, 80)
        _ = label("hello world again", 10, 20, 110, 40, in: root, lines: 0)
        let drawn = render(root)
        #expect(drawn[1] == "│hello world │")
        #expect(drawn[2] == "│again       │")
    }

    @Test func wideCharactersAreNeverCutAtALabelsEdge() {
        let root = box(0, 0, 70, 40)
        _ = label("日本語テキスト", 10, 20, 50, 20, in: root)
        let drawn = render(root)
        #expect(drawn[1] == "│日本… │")
        #expect(Set(cellWidths(drawn.joined(separator: "\n"))) == [8])
    }

    @Test func aWideCharacterAcrossAClippingEdgeIsLeftOut() {
        let root = box(0, 0, 200, 60)
        let clipping = box(0, 0, 50, 60, in: root)
        clipping.clipsToBounds = true
        _ = label("日本語です", 10, 20, 150, 20, in: clipping)
        let drawn = render(root)
        #expect(drawn[1] == "│日本│" + String(repeating: " ", count: 14) + "│")
        #expect(Set(cellWidths(drawn.joined(separator: "\n"))) == [21])
    }

    @Test func anEmptyLabelDrawsNothing() {
        let root = box(0, 0, 100, 40)
        _ = label("", 10, 20, 80, 20, in: root)
        #expect(render(root) == ["┌─────────┐", "│         │", "└─────────┘"])
    }

    @Test func zeroSizedViewsDrawNothingAndFlatOnesALine() {
        let root = box(0, 0, 100, 40)
        _ = box(50, 20, 0, 0, in: root)
        #expect(render(root) == ["┌─────────┐", "│         │", "└─────────┘"])
        _ = box(0, 20, 100, 0, in: root)
        #expect(render(root) == ["┌─────────┐", "├─────────┤", "└─────────┘"])
    }

    @Test func viewsOutsideTheirSuperviewAreDrawnUnlessItClips() {
        let root = box(0, 0, 100, 40)
        let parent = box(0, 0, 50, 40, in: root)
        _ = box(60, 0, 30, 20, in: parent)
        #expect(render(root) == ["┌────┬┬──┬┐", "│    │└──┘│", "└────┴────┘"])
        parent.clipsToBounds = true
        #expect(render(root) == ["┌────┬────┐", "│    │    │", "└────┴────┘"])
    }

    @Test func edgesCutOffByAClippingViewStopAtItsEdge() {
        let root = box(0, 0, 100, 80)
        let clipping = box(0, 0, 100, 40, in: root)
        clipping.clipsToBounds = true
        _ = box(50, 0, 50, 80, in: clipping)
        #expect(render(root) == ["┌────┬────┐", "│    │    │", "├────┴────┤", "│         │", "└─────────┘"])
    }

    @Test func viewsFarOffTheCanvasAreSkippedSafely() {
        let root = box(0, 0, 100, 40)
        _ = box(-1e6, -1e6, 10, 10, in: root)
        _ = box(0, 0, 1e15, 1e15, in: root)
        _ = box(5, 5, .infinity, .nan, in: root)
        let drawn = render(root)
        #expect(drawn.count == 3)
        #expect(Set(cellWidths(drawn.joined(separator: "\n"))) == [11])
    }

    @Test func aHugeCanvasIsCutOffAtTheLimits() {
        let root = box(0, 0, 100, 1)
        let drawn = render(root, ASCIIOptions(pointsPerColumn: 0.001))
        #expect(drawn.count == 501)  // 1 point at 0.002 points a row
        #expect(drawn.allSatisfy { $0.count == ASCIIOptions.maximumColumns })
    }

    @Test func controlsLayoutCannotDrawShowTheirClass() {
        let root = box(0, 0, 140, 60)
        _ = box(0, 0, 30, 60, in: root, className: "MyApp.CustomView")
        _ = box(10, 0, 120, 40, in: root, className: "UIButton")
        let drawn = render(root)
        #expect(drawn[1] == "││UIButton   ││")
        let svg = SVGRenderer.render(root)
        #expect(xmlElements(svg).filter { $0.name == "text" }.map(\.text) == ["UIButton"])
    }

    @Test func hiddenViewsAreNotDrawn() {
        let root = box(0, 0, 100, 40)
        let hidden = box(0, 0, 50, 40, in: root)
        hidden.isHidden = true
        _ = box(0, 0, 10, 10, in: hidden)
        #expect(render(root) == ["┌─────────┐", "│         │", "└─────────┘"])
    }

    @Test func darkBackgroundsAreShadedLightOnesCover() {
        let root = box(0, 0, 100, 80)
        let grey = box(0, 0, 100, 40, in: root)
        grey.backgroundColor = .systemGray6
        let white = box(0, 40, 100, 40, in: root)
        white.backgroundColor = .white
        _ = label("x", 20, 60, 10, 20, in: root)
        let drawn = render(root)
        #expect(drawn[1] == "│░░░░░░░░░│")
        #expect(drawn[3] == "│ x       │")
        #expect(render(root, ASCIIOptions(pointsPerColumn: 10, ascii: true))[1] == "|.........|")
        #expect(render(root, ASCIIOptions(pointsPerColumn: 10, shading: false))[1] == "│         │")
    }

    @Test func aScrollViewShowsItsViewportOrAllItsContent() throws {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let end = LabelView("END")
        end.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(end)
        try LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 100), content.heightAnchor.constraint(equalToConstant: 200),
            end.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            end.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
        ])
        let viewport = render(scroll)
        #expect(viewport.count == 3)
        #expect(!viewport.joined().contains("END"))
        let full = render(scroll, ASCIIOptions(pointsPerColumn: 10, full: true))
        #expect(full.count == 11)
        #expect(full[9].hasPrefix("│END"))
        #expect(Set(cellWidths(full.joined(separator: "\n"))) == [11])
    }

    @Test func theScaleFollowsPointsPerColumn() {
        let root = box(0, 0, 375, 100)
        #expect(render(root, ASCIIOptions())[0].count == 81)
        #expect(render(root, ASCIIOptions(pointsPerColumn: 10))[0].count == 39)
        for unusable in [0, -3, Double.nan, .infinity] {
            #expect(render(root, ASCIIOptions(pointsPerColumn: unusable))[0].count == 81)
        }
    }

    @Test(arguments: [false, true], [false, true])
    func everyLineOfAScreenHasTheSameWidth(ascii: Bool, full: Bool) throws {
        for device in [Device.iPhoneSE, .iPhone11Pro, .iPhone11] {
            let screen = try Fixtures.detailScreen(device: device, ingredients: 10)
            let text = ASCIIRenderer.render(screen.window, options: ASCIIOptions(ascii: ascii, full: full))
            #expect(Set(cellWidths(text)).count == 1, "\(device.name)")
            #expect(text.contains("レシピID"))
        }
        let cell = try Fixtures.recipeCell(width: 320)
        #expect(Set(cellWidths(ASCIIRenderer.render(cell, options: ASCIIOptions(ascii: ascii, full: full)))).count == 1)
    }
}
