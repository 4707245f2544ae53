// swift-tools-version:6.0
// Trellis: Auto Layout off Apple's platforms. No package dependencies, by design.
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "Layout", targets: ["Layout"]),
        .library(name: "InterfaceBuilderReader", targets: ["InterfaceBuilderReader"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "MiniCookpad", targets: ["MiniCookpad"]),
        .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["TrellisBench"]),
    ],
    // Every target lists each package module it imports, even one another dependency brings in:
    // Scripts/check-imports.py checks it.
    targets: [
        // The constraint solver. Knows nothing of views.
        .target(name: "Cassowary"),
        // Measuring, line breaking and truncation of text. Knows nothing of views.
        .target(name: "TextLayout"),
        // Auto Layout's semantics on the solver: views, anchors, stack and scroll views, fitting.
        .target(name: "Layout", dependencies: ["Cassowary", "TextLayout"]),
        // .xib and .storyboard files to a document model: Foundation and FoundationXML only, so
        // the reader can be used without the layout engine.
        .target(name: "InterfaceBuilderReader"),
        // Documents to Layout view trees as Interface Builder's canvas lays them out, and
        // verification against the frames Xcode saved.
        .target(name: "InterfaceBuilder", dependencies: ["InterfaceBuilderReader", "Layout", "TextLayout"]),
        // Laid-out view trees to ASCII, SVG and frames JSON.
        .target(name: "Rendering", dependencies: ["Cassowary", "Layout", "TextLayout"]),
        // The seed screens (recipe list, cell, detail, ingredient row) built in code, with sample data.
        .target(name: "MiniCookpad", dependencies: ["Cassowary", "Layout"]),
        // Assertions for a user's own tests (XCTest and Swift Testing): lay out, report, fail clearly.
        .target(name: "LayoutTesting", dependencies: ["Layout"]),
        // The command-line tool.
        .executableTarget(name: "trellis", dependencies: ["Cassowary", "TextLayout", "Layout", "Rendering", "InterfaceBuilderReader",
                                                         "InterfaceBuilder", "MiniCookpad"]),
        // Benchmarks: run with `swift run -c release trellis-bench`.
        .executableTarget(name: "TrellisBench", dependencies: ["Cassowary", "TextLayout", "Layout", "MiniCookpad", "InterfaceBuilderReader", "InterfaceBuilder"], path: "Benchmarks/TrellisBench"),

        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TextLayoutTests", dependencies: ["TextLayout"], exclude: ["__Golden__"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "TextLayout"]),
        // By level: Reading/ (reader only), Conversion/, Verification/, Fuzz/, Corpus/; Fixtures/ shared.
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilderReader", "InterfaceBuilder", "Layout", "TextLayout"]),
        // Golden files are read at run time from the source tree, not built.
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "Layout", "TextLayout", "MiniCookpad"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "MiniCookpadTests", dependencies: ["MiniCookpad", "Layout", "LayoutTesting"]),
        // LayoutTesting's assertions, checked on MiniCookpad's screens.
        .testTarget(name: "LayoutTestingTests", dependencies: ["LayoutTesting", "Layout", "MiniCookpad"]),
        .testTarget(name: "TrellisCLITests", dependencies: ["trellis", "TextLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
