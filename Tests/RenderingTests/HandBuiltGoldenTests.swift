import Layout
import Testing
@testable import Rendering

/// Goldens of trees built by hand in these tests (see `Fixtures`), so the renderers' output is
/// pinned independently of MiniCookpad. See `Snapshot.swift` for recording. Frames JSON of whole
/// screens is not kept as a golden: its unrounded numbers carry the solver's last-bit noise, which
/// changes with any change of pivoting order; its format is pinned by `FramesJSONTests` and the
/// cell's golden, whose numbers are exact.
@Suite struct HandBuiltGoldenTests {
    @Test func recipeCell() throws {
        let cell = try Fixtures.recipeCell()
        expectSnapshot(ASCIIRenderer.render(cell), named: "hand-recipe-cell.txt")
        expectSnapshot(ASCIIRenderer.render(cell, options: ASCIIOptions(ascii: true)), named: "hand-recipe-cell-ascii.txt")
        expectSnapshot(SVGRenderer.render(cell), named: "hand-recipe-cell.svg")
        expectSnapshot(FramesJSON.render(cell, screen: "recipe-cell"), named: "hand-recipe-cell.json")
    }

    @Test(arguments: [Device.iPhoneSE, .iPhone11Pro])
    func detailScreen(device: Device) throws {
        let screen = try Fixtures.detailScreen(device: device, ingredients: 8)
        let name = "hand-detail-" + device.name.filter { $0.isLetter || $0.isNumber }
        expectSnapshot(ASCIIRenderer.render(screen.window), named: name + ".txt")
        expectSnapshot(ASCIIRenderer.render(screen.window, options: ASCIIOptions(full: true)), named: name + "-full.txt")
        expectSnapshot(SVGRenderer.render(screen.window), named: name + ".svg")
    }

    @Test func detailScreenWithOverlaysInADevice() throws {
        let screen = try Fixtures.detailScreen(device: .iPhone11Pro, ingredients: 3)
        let options = SVGOptions(showFrames: true, showConstraints: true, deviceFrame: DeviceFrame(device: .iPhone11Pro))
        expectSnapshot(SVGRenderer.render(screen.window, options: options), named: "hand-detail-overlays-device.svg")
    }
}
