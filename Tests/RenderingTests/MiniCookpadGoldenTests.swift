import Foundation
import Layout
import MiniCookpad
import Testing
@testable import Rendering

/// Goldens of every built-in MiniCookpad screen at two devices, as the command line renders
/// them: ASCII (the viewport, and full for the scrolling screens) and SVG. See `Snapshot.swift`.
@Suite struct MiniCookpadGoldenTests {
    static let devices = [Device.iPhoneSE, .iPhone11Pro]

    func built(_ screen: MiniCookpadScreen, _ device: Device) throws -> View {
        let root = try screen.build(ScreenRequest(device: device)).root
        root.layoutIfNeeded()
        return root
    }

    func goldenName(_ screen: MiniCookpadScreen, _ device: Device) -> String {
        "minicookpad-\(screen.rawValue)-" + device.name.filter { $0.isLetter || $0.isNumber }
    }

    @Test(arguments: MiniCookpadScreen.allCases, devices)
    func screen(_ screen: MiniCookpadScreen, device: Device) throws {
        let root = try built(screen, device)
        let name = goldenName(screen, device)
        let ascii = ASCIIRenderer.render(root)
        #expect(Set(cellWidths(ascii)).count == 1)
        expectSnapshot(ascii, named: name + ".txt")
        if !screen.isRow {
            expectSnapshot(ASCIIRenderer.render(root, options: ASCIIOptions(full: true)), named: name + "-full.txt")
        }
        let svg = SVGRenderer.render(root)
        #expect(xmlError(svg) == nil)
        expectSnapshot(svg, named: name + ".svg")
    }

    @Test(arguments: MiniCookpadScreen.allCases)
    func everyViewIsAGroupAndAFrame(_ screen: MiniCookpadScreen) throws {
        let root = try built(screen, .iPhone11Pro)
        let visible = root.subtree.filter { view in
            var current: View? = view
            while let candidate = current, candidate !== root.superview {
                if candidate.isHidden { return false }
                current = candidate.superview
            }
            return true
        }
        let groups = xmlElements(SVGRenderer.render(root)).filter { $0.attributes["data-class"] != nil }
        #expect(groups.count == visible.count)
        let json = FramesJSON.render(root, screen: screen.rawValue)
        #expect(json.components(separatedBy: "\"frame\"").count - 1 == root.subtree.count)
    }
}
