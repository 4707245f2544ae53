import Foundation
import Layout
import Testing
@testable import Rendering

@Suite struct FramesJSONTests {
    func parse(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func numbersArePlainJSONNumbers() {
        #expect(NumberFormatting.json(16) == "16")
        #expect(NumberFormatting.json(-0.0) == "0")
        #expect(NumberFormatting.json(-16) == "-16")
        #expect(NumberFormatting.json(0.5) == "0.5")
        #expect(NumberFormatting.json(1.0 / 3) == "0.3333333333333333")
        #expect(NumberFormatting.json(20.287) == "20.287")
        #expect(NumberFormatting.json(1e300) == "1e+300")
        #expect(NumberFormatting.json(.nan) == "null")
        #expect(NumberFormatting.json(-.infinity) == "null")
    }

    @Test func framesAreInTheSuperviewsCoordinatesUnrounded() throws {
        let root = box(0, 0, 100, 50)
        let child = box(10.25, -0.0, 1.0 / 3, 20, in: root)
        _ = box(1, 2, 3, 4, in: child)
        root.layoutIfNeeded()
        let text = FramesJSON.render(root, screen: "test")
        #expect(text.contains("\"frame\": {\"x\": 10.25, \"y\": 0, \"width\": 0.3333333333333333, \"height\": 20}"))
        #expect(text.contains("\"frame\": {\"x\": 1, \"y\": 2, \"width\": 3, \"height\": 4}"))
        #expect(!text.contains(".0,") && !text.contains("-0"))
    }

    @Test func theWholeDocumentHasTheDesignedShape() throws {
        let cell = try Fixtures.recipeCell()
        let json = try parse(FramesJSON.render(cell, screen: "recipe cell"))
        #expect(json["screen"] as? String == "recipe cell")
        #expect(json["width"] as? Double == 375)
        #expect(json["height"] as? Double == 112)
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.count == 5)
        #expect(views.map { $0["class"] as? String } == ["UITableViewCellContentView", "UIImageView", "UIStackView", "UILabel", "UILabel"])
        #expect(views[0]["parent"] is NSNull)
        #expect(views[2]["name"] is NSNull)
        #expect(views[1]["name"] as? String == "recipeImageView")
        // Parents come before their subviews, and every parent is listed.
        var seen: Set<String> = []
        for view in views {
            if let parent = view["parent"] as? String { #expect(seen.contains(parent)) }
            seen.insert(try #require(view["id"] as? String))
        }
        let image = try #require(views[1]["frame"] as? [String: Double])
        #expect(image == ["x": 16, "y": 16, "width": 80, "height": 80])
    }

    @Test func stringsAreEscaped() throws {
        let root = box(0, 0, 10, 10)
        root.name = "quote\" backslash\\ newline\n tab\t bell\u{07} 日本"
        root.layoutIfNeeded()
        let screen = "a/b \"c\""
        let text = FramesJSON.render(root, screen: screen)
        #expect(text.contains("\\u0007"))
        let json = try parse(text)
        #expect(json["screen"] as? String == screen)
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views[0]["name"] as? String == root.name)
    }

    @Test func idsAreUniqueAndStable() throws {
        let root = box(0, 0, 100, 100)
        let first = box(0, 0, 10, 10, in: root)
        first.identifier = "abc-12-xyz"
        let second = box(0, 0, 10, 10, in: root)
        second.identifier = "abc-12-xyz"
        for _ in 0..<2 {
            let row = box(0, 0, 10, 10, in: root)
            row.name = "row"
            _ = box(0, 0, 1, 1, in: row, className: "UILabel")
        }
        root.layoutIfNeeded()
        let views = try #require(try parse(FramesJSON.render(root, screen: "s"))["views"] as? [[String: Any]])
        let ids = views.compactMap { $0["id"] as? String }
        #expect(ids == ["UIView", "abc-12-xyz", "abc-12-xyz#2", "UIView/row[0]", "UIView/row[0]/UILabel",
                        "UIView/row[1]", "UIView/row[1]/UILabel"])
        #expect(FramesJSON.render(root, screen: "s") == FramesJSON.render(root, screen: "s"))
    }

    @Test func pixelRoundingIsTheLayoutsToAskFor() throws {
        for rounds in [false, true] {
            let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            root.layoutOptions = LayoutOptions(scale: 2, roundsToPixels: rounds)
            let child = View()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            try LayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100.0 / 3),
                child.topAnchor.constraint(equalTo: root.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            let views = try #require(try parse(FramesJSON.render(root, screen: "s"))["views"] as? [[String: Any]])
            let x = try #require((views[1]["frame"] as? [String: Double])?["x"])
            #expect(rounds ? x == 33.5 : abs(x - 100.0 / 3) < 1e-9)
        }
    }
}
