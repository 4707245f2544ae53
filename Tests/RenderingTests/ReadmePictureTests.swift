import Foundation
import Layout
import MiniCookpad
import Testing
@testable import Rendering

/// The picture README shows: MiniCookpad's recipe detail screen on an iPhone 11 Pro, drawn by
/// Trellis in a device frame, committed as `docs/recipe-detail.svg`.
///
/// `Scripts/render-readme-picture.sh` regenerates it by running this test with
/// `TRELLIS_README_PICTURE` set to the file to write. Without it, the test checks that the
/// committed picture is still what the renderer draws, so README never shows a stale screen.
@Suite struct ReadmePictureTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let committed = repository.appendingPathComponent("docs/recipe-detail.svg")

    static func picture() throws -> String {
        let device = Device.iPhone11Pro
        let root = try MiniCookpadScreen.recipeDetail.build(ScreenRequest(device: device)).root
        root.layoutIfNeeded()
        return SVGRenderer.render(root, options: SVGOptions(deviceFrame: DeviceFrame(device: device)))
    }

    @Test func readmePictureIsUpToDate() throws {
        let svg = try Self.picture()
        #expect(xmlError(svg) == nil)
        if let target = ProcessInfo.processInfo.environment["TRELLIS_README_PICTURE"], !target.isEmpty {
            let url = URL(fileURLWithPath: target)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try svg.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let existing = try? String(contentsOf: Self.committed, encoding: .utf8) else { return }
        #expect(existing == svg, "docs/recipe-detail.svg is out of date: run Scripts/render-readme-picture.sh")
    }
}
