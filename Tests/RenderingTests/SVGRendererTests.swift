import Foundation
import Layout
import TextLayout
import Testing
@testable import Rendering

@Suite struct SVGRendererTests {
    /// The `<g>` elements that stand for views.
    func viewGroups(_ svg: String) -> [[String: String]] {
        xmlElements(svg).filter { $0.name == "g" && $0.attributes["data-class"] != nil }.map(\.attributes)
    }

    @Test func theDocumentIsXMLWithAViewBoxInPoints() throws {
        let screen = try Fixtures.detailScreen(device: .iPhoneSE)
        let svg = SVGRenderer.render(screen.window)
        #expect(xmlError(svg) == nil)
        let root = try #require(xmlElements(svg).first)
        #expect(root.name == "svg")
        #expect(root.attributes["viewBox"] == "0 0 375 667")
        #expect(root.attributes["font-family"]?.hasSuffix("'Hiragino Sans', 'Noto Sans CJK JP', IPAGothic, sans-serif") == true)
    }

    @Test func everyDrawnViewIsAGroupWithItsClassNameAndID() throws {
        let screen = try Fixtures.detailScreen(device: .iPhone11Pro, ingredients: 3)
        let groups = viewGroups(SVGRenderer.render(screen.window))
        #expect(groups.count == screen.window.subtree.count)
        let ids = Set(groups.compactMap { $0["data-id"] })
        #expect(ids.count == groups.count)
        let label = try #require(groups.first { $0["data-name"] == "recipeIDLabel" })
        #expect(label["data-class"] == "UILabel")
        #expect(label["data-id"] == "UIWindow/UIView/scrollView/descriptionContainer/recipeIDLabel")
        #expect(groups.filter { $0["data-name"] == "ingredientView" }.count == 3)
        #expect(groups.first { $0["data-class"] == "UIView" && $0["data-name"] == nil } != nil)
    }

    @Test func idsAreTheOnesFramesJSONGives() throws {
        let cell = try Fixtures.recipeCell()
        cell.subviews[0].identifier = "gDm-UW-XxO"
        let svgIDs = viewGroups(SVGRenderer.render(cell)).compactMap { $0["data-id"] }
        let json = try JSONSerialization.jsonObject(with: Data(FramesJSON.render(cell, screen: "cell").utf8)) as? [String: Any]
        let views = try #require(json?["views"] as? [[String: Any]])
        #expect(svgIDs == views.compactMap { $0["id"] as? String })
        #expect(svgIDs.contains("gDm-UW-XxO"))
    }

    @Test func hiddenViewsAreLeftOut() throws {
        let cell = try Fixtures.recipeCell()
        let stack = cell.subviews[1]
        stack.isHidden = true
        let groups = viewGroups(SVGRenderer.render(cell))
        #expect(groups.count == 2)
        #expect(!groups.contains { $0["data-name"] == "nameLabel" })
    }

    @Test func labelsAreTextWithATSpanPerLineOnTheBaseline() throws {
        let root = box(0, 0, 200, 200)
        let wrapped = LabelView("one two three four five six", font: .boldSystem(size: 14), numberOfLines: 0)
        wrapped.frame = Rect(x: 10, y: 10, width: 60, height: 90)
        root.addSubview(wrapped)
        root.layoutIfNeeded()
        let svg = SVGRenderer.render(root)
        let text = try #require(xmlElements(svg).first { $0.name == "text" })
        #expect(text.attributes["font-weight"] == "700")
        #expect(text.attributes["font-size"] == "14")
        let layout = wrapped.label.layout(in: TextSize(width: 60, height: 90))
        let spans = xmlElements(svg).filter { $0.name == "tspan" }
        #expect(spans.count == layout.lines.count)
        #expect(spans.count > 1)
        for (span, line) in zip(spans, layout.lines) {
            #expect(span.text == line.text)
            #expect(span.attributes["y"] == NumberFormatting.svg(line.baseline))
        }
        #expect(NumberFormatting.svg(layout.lines[0].baseline) == NumberFormatting.svg(layout.lines[0].top + 0.952 * 14))
    }

    @Test func specialCharactersAreEscaped() throws {
        let root = box(0, 0, 300, 100)
        root.name = "a\"b'c<d>&e"
        let text = label("Fish & Chips <3 \"quoted\" 'single'", 0, 0, 300, 40, in: root)
        text.name = "x&y"
        root.layoutIfNeeded()
        let svg = SVGRenderer.render(root)
        #expect(xmlError(svg) == nil)
        #expect(svg.contains("data-name=\"a&quot;b&apos;c&lt;d&gt;&amp;e\""))
        #expect(svg.contains("Fish &amp; Chips &lt;3 \"quoted\" 'single'"))
        let elements = xmlElements(svg)
        #expect(elements.first { $0.attributes["data-name"] == "x&y" } != nil)
        #expect(elements.first { $0.name == "tspan" }?.text == "Fish & Chips <3 \"quoted\" 'single'")
    }

    @Test func controlCharactersStayValidXML() {
        #expect(XMLEscaping.escape("a\u{01}b\u{1B}\u{FFFF}") == "a\u{2401}b\u{241B}\u{FFFD}")
        #expect(XMLEscaping.escape("line\nbreak\ttab") == "line&#10;break&#9;tab")
        let root = box(0, 0, 100, 40)
        root.name = "bell\u{07}"
        root.identifier = "id\u{00}"
        root.layoutIfNeeded()
        #expect(xmlError(SVGRenderer.render(root)) == nil)
    }

    @Test func clippingViewsClipWithAClipPath() throws {
        let screen = try Fixtures.detailScreen()
        let svg = SVGRenderer.render(screen.window)
        let elements = xmlElements(svg)
        let scroll = try #require(elements.first { $0.attributes["data-name"] == "scrollView" })
        let reference = try #require(scroll.attributes["clip-path"])
        #expect(reference.hasPrefix("url(#clip-"))
        let id = String(reference.dropFirst(5).dropLast())
        #expect(elements.contains { $0.name == "clipPath" && $0.attributes["id"] == id })
        #expect(elements.filter { $0.attributes["clip-path"] != nil }.count == 1)
    }

    @Test func frameOutlinesSitOnHalfPoints() throws {
        let cell = try Fixtures.recipeCell()
        let svg = SVGRenderer.render(cell, options: SVGOptions(showFrames: true))
        #expect(xmlError(svg) == nil)
        let outlines = xmlElements(svg).filter { $0.name == "rect" && $0.attributes["data-id"] != nil }
        #expect(outlines.count == 5)
        for outline in outlines {
            #expect(outline.attributes["x"]?.hasSuffix(".5") == true)
            #expect(outline.attributes["y"]?.hasSuffix(".5") == true)
        }
        let image = try #require(outlines.first { $0.attributes["data-id"] == "contentView/recipeImageView" })
        #expect(image.attributes["x"] == "16.5" && image.attributes["width"] == "79")
    }

    @Test func constraintsAreDrawnBetweenTheirAnchors() throws {
        let cell = try Fixtures.recipeCell()
        let svg = SVGRenderer.render(cell, options: SVGOptions(showConstraints: true))
        #expect(xmlError(svg) == nil)
        let paths = xmlElements(svg).filter { $0.name == "path" && $0.attributes["data-constraint"] != nil }
        let installed = cell.subtree.flatMap(\.constraints).filter(\.isActive)
        #expect(paths.count == installed.count)
        let gap = try #require(paths.first { $0.attributes["data-constraint"] == "contentView/UIStackView.leading == recipeImageView.trailing + 16" })
        #expect(gap.attributes["d"]?.hasPrefix("M112 56.5H96") == true)
        #expect(paths.allSatisfy { $0.attributes["stroke-dasharray"] == nil })
    }

    @Test func optionalConstraintsAreDashed() throws {
        let root = box(0, 0, 100, 100)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        try LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultHigh),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let paths = xmlElements(SVGRenderer.render(root, options: SVGOptions(showConstraints: true)))
            .filter { $0.name == "path" }
        #expect(paths.count == 4)
        let width = try #require(paths.first { $0.attributes["data-constraint"] == "UIView/UIView.width == 50 @750" })
        #expect(width.attributes["stroke-dasharray"] == "4 2")
    }

    @Test func theDeviceFrameHasAStatusBarAndAHomeIndicatorWhereThePhoneHasOne() throws {
        for (device, indicator) in [(Device.iPhone11Pro, true), (Device.iPhoneSE, false)] {
            let screen = try Fixtures.detailScreen(device: device, ingredients: 2)
            let svg = SVGRenderer.render(screen.window, options: SVGOptions(deviceFrame: DeviceFrame(device: device)))
            #expect(xmlError(svg) == nil)
            let elements = xmlElements(svg)
            #expect(elements.contains { $0.attributes["class"] == "trellis-status-bar" })
            #expect(elements.contains { $0.name == "text" && $0.text == "9:41" })
            #expect(elements.contains { $0.attributes["class"] == "trellis-home-indicator" } == indicator)
            let bezel = DeviceFrame(device: device).bezel
            #expect(elements.first?.attributes["viewBox"]
                == "-14 -14 \(NumberFormatting.svg(375 + 2 * bezel)) \(NumberFormatting.svg(device.size.height + 2 * bezel))")
        }
    }

    @Test func fullModeGrowsThePictureToTheContent() throws {
        let screen = try Fixtures.detailScreen(device: .iPhoneSE, ingredients: 12)
        let viewport = xmlElements(SVGRenderer.render(screen.window)).first?.attributes["height"]
        #expect(viewport == "667")
        let full = try #require(xmlElements(SVGRenderer.render(screen.window, options: SVGOptions(full: true)))
            .first?.attributes["height"].flatMap(Double.init))
        let scroll = try #require(screen.view.subviews.first as? ScrollView)
        let expected = scroll.adjustedContentInset.top + scroll.contentSize.height + scroll.adjustedContentInset.bottom
        #expect(abs(full - expected) < 0.001)
        #expect(full > 667)
    }

    @Test func degenerateFramesStayValid() throws {
        let root = box(0, 0, 100, 100)
        _ = box(10, 10, 0, 0, in: root)
        _ = box(-50, -50, 20, 20, in: root)
        _ = box(5, 5, .nan, 10, in: root)
        _ = box(1e12, 0, 1e12, 5, in: root)
        _ = label("", 0, 0, 0, 0, in: root)
        let image = ImageView()
        image.frame = Rect(x: 0, y: 0, width: 0, height: 30)
        root.addSubview(image)
        root.layoutIfNeeded()
        let svg = SVGRenderer.render(root, options: SVGOptions(showFrames: true, showConstraints: true))
        #expect(xmlError(svg) == nil)
        #expect(!svg.contains("nan") && !svg.contains("inf") && !svg.contains("width=\"-"))
    }

    @Test func aScrollViewsEdgesMeanItsContentToViewsInside() throws {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(child)
        let bottom = LayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: scroll, attribute: .bottom)
        try LayoutConstraint.activate([
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: scroll, attribute: .top),
            LayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: scroll, attribute: .leading),
            child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 300),
            bottom,
        ])
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize.height == 300)
        let paths = xmlElements(SVGRenderer.render(scroll, options: SVGOptions(showConstraints: true, full: true)))
            .filter { $0.name == "path" }
        let line = try #require(paths.first { $0.attributes["data-constraint"] == "UIScrollView/UIView.bottom == UIScrollView.bottom" })
        #expect(line.attributes["d"] == "M0 300.5H100")
    }

    @Test func deeplyNestedTreesRender() {
        let root = box(0, 0, 400, 400)
        var parent = root
        for _ in 0..<300 { parent = box(0.5, 0.5, parent.frame.width - 1, parent.frame.height - 1, in: parent) }
        root.layoutIfNeeded()
        #expect(viewGroups(SVGRenderer.render(root, options: SVGOptions(showFrames: true))).count == 301)
        #expect(Set(cellWidths(ASCIIRenderer.render(root, options: ASCIIOptions(full: true)))).count == 1)
        #expect(FramesJSON.render(root, screen: "deep").components(separatedBy: "\"frame\"").count == 302)
    }
}
