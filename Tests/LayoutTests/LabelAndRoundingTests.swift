import Testing
import TextLayout
@testable import Layout

@Suite("Labels, intrinsic size and pixel rounding")
struct LabelAndRoundingTests {
    static let longText = "Chicken thighs simmered in soy sauce, mirin and sugar until glossy, served over rice."

    /// A multi-line label pinned to 200 points wraps at 200: its height is TextLayout's at 200 (the
    /// second pass), not one line (what the first pass, at no width limit, would give).
    @Test func multiLineLabelWrapsAtItsOwnWidthInTwoPasses() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 232, height: 600))
        let label = LabelView(Self.longText, font: .system(size: 17), numberOfLines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        #expect(root.layoutIfNeeded().isClean)
        let expected = TextLayout.Label(Self.longText, font: .system(size: 17), numberOfLines: 0).size(fittingWidth: 200)
        let oneLine = TextLayout.Label(Self.longText, font: .system(size: 17), numberOfLines: 0).size()
        #expect(expected.height > oneLine.height)  // it really wraps
        #expect(label.frame == Rect(x: 16, y: 8, width: 200, height: expected.height))
        #expect(!label.hasAmbiguousLayout)
    }

    /// A wrapping label whose width no constraint sets, loaded with a frame (as from a nib), wraps
    /// at that frame's width, as UILabel's automatic preferred width does, and keeps it: the lines
    /// it had are a fixed point. Made in code with no frame, it is one long line.
    @Test func wrappingLabelWithUnsetWidthKeepsTheLinesOfItsLoadedFrame() throws {
        let text = "Long long long podcast name"
        let font = Font.system(size: 15, weight: .medium)
        let atLoadedWidth = TextLayout.Label(text, font: font, numberOfLines: 0).size(fittingWidth: 110)
        let oneLine = TextLayout.Label(text, font: font, numberOfLines: 0).size()
        #expect(atLoadedWidth.height > oneLine.height)  // 110 points really wrap it
        for loaded in [Rect(x: 0, y: 0, width: 110, height: 36), .zero] {
            let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
            let label = LabelView(text, font: font, numberOfLines: 0)
            label.frame = loaded
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            try LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            ])
            root.layoutIfNeeded()
            let expected = loaded == .zero ? oneLine : atLoadedWidth
            #expect(label.frame.size == Size(width: expected.width, height: expected.height))
        }
    }

    /// A frame a little narrower than TextLayout's width of the text (Xcode measured it with
    /// Apple's font) still holds it on one line.
    @Test func loadedFrameAllowsForMeasurementDifferences() throws {
        let text = "Title"
        let font = Font.system(size: 17)
        let oneLine = TextLayout.Label(text, font: font, numberOfLines: 0).size()
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let label = LabelView(text, font: font, numberOfLines: 0)
        label.frame = Rect(x: 0, y: 0, width: oneLine.width - 0.5, height: oneLine.height)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.size == Size(width: oneLine.width, height: oneLine.height))
    }

    /// The first pass wraps a label loaded with a frame a little wider than the frame, but a
    /// space hanging at a wrap widens it only up to the frame, as UILabel, wrapping at the frame,
    /// does: Xcode saved such labels, and the views sized by them, exactly as wide as before.
    @Test func firstPassHangingSpaceStopsAtTheLoadedFrame() throws {
        let font = Font.system(size: 17)
        let measure = { (text: String) in TextLayout.Label(text, font: font).size(scale: 0).width }
        let space = measure("a b") - measure("ab")
        let first = measure("Subtotal and")
        // The frame has room for the first line and half its hanging space.
        let frameWidth = (first + space / 2).rounded(.up)
        let root = View(frame: Rect(x: 0, y: 0, width: 600, height: 200))
        let label = LabelView("Subtotal and tax", font: font, numberOfLines: 0)
        label.frame = Rect(x: 0, y: 0, width: frameWidth, height: 41)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(frameWidth < first + space)  // without the cap the label would grow by the space
        #expect(label.frame.width == frameWidth)
        #expect(label.frame.height == 41)
    }

    /// The width a wrapping label wraps at is the pass state's: the root's state keeps the width
    /// the last round solved, and a fitting keeps its own, apart from the tree's.
    @Test func labelWidthFeedbackLivesInThePassState() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 232, height: 600))
        let label = LabelView(Self.longText, font: .system(size: 17), numberOfLines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8),
        ])
        #expect(root.layoutIfNeeded().isClean)
        let state = try #require(root.layoutState)
        #expect(state.labelWidths[ObjectIdentifier(label)] == 200)
        root.layoutIfNeeded()
        #expect(root.layoutState === state)  // kept between passes
        _ = label.systemLayoutSizeFitting(Size(width: 120, height: 0), withHorizontalFittingPriority: .required,
                                          verticalFittingPriority: .fittingSizeLevel)
        #expect(label.fittingState?.labelWidths[ObjectIdentifier(label)] == 120)
        #expect(state.labelWidths[ObjectIdentifier(label)] == 200)
    }

    /// With preferredMaxLayoutWidth set, the label wraps there and hugs the widest line.
    @Test func preferredMaxLayoutWidthIsUsedAsIs() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let label = LabelView(Self.longText, font: .system(size: 12), numberOfLines: 0)
        label.preferredMaxLayoutWidth = 150
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        try LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let expected = TextLayout.Label(Self.longText, font: .system(size: 12), numberOfLines: 0).size(fittingWidth: 150)
        #expect(label.frame.size == Size(width: expected.width, height: expected.height))
    }

    /// Content hugging and compression resistance are UIKit's four inequalities, described as
    /// NSContentSizeLayoutConstraint; a required width below the intrinsic one compresses at 750.
    @Test func intrinsicSizeConstraints() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let image = ImageView(imageSize: Size(width: 120, height: 40))
        image.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(image)
        try LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            image.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(image.frame == Rect(x: 0, y: 0, width: 120, height: 40))
        let context = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        let sizeConstraints = image.systemConstraints(context).filter {
            if case .contentSize = $0.origin { true } else { false }
        }
        #expect(sizeConstraints.count == 4)
        let texts = sizeConstraints.map(\.description)
        #expect(texts.contains { $0.contains("<NSContentSizeLayoutConstraint:") && $0.contains(".width <= 120 Hug:250") })
        #expect(texts.contains { $0.contains(".height >= 40 CompressionResistance:750") })

        try image.widthAnchor.constraint(equalToConstant: 100).withPriority(751).activate()
        root.layoutIfNeeded()
        #expect(image.frame.width == 100)
    }

    /// Three equal thirds of 100 at 2x: edges at 0, 33.5, 66.5, 100 (each rounded to the nearest
    /// half point), so the widths are 33.5, 33 and 33.5; the unrounded frames stay 33.333 wide.
    @Test func pixelRoundingAtScale2() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        root.layoutOptions = LayoutOptions(scale: 2, roundsToPixels: true)
        let stack = StackView(arrangedSubviews: [View(), View(), View()], axis: .horizontal)
        stack.distribution = .fillEqually
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        let views = stack.arrangedSubviews
        #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
        #expect(abs(views[1].unroundedFrame.width - 100.0 / 3) < 1e-9)

        root.layoutOptions.scale = 3  // edges at thirds of a point are exact at 3x
        root.layoutIfNeeded()
        #expect(views.map(\.frame.width).allSatisfy { abs($0 - 100.0 / 3) < 1e-9 })
    }

    /// Frames round to the same grid as TextLayout's public PixelGrid: each edge to its nearest
    /// pixel, the width the difference of the rounded edges.
    @Test func frameRoundingIsPixelGridRounding() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 10))
        root.layoutOptions = LayoutOptions(scale: 3, roundsToPixels: true)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        try LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10.2),
            child.widthAnchor.constraint(equalToConstant: 20.45),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        let minX = PixelGrid.round(10.2, scale: 3)
        #expect(child.frame.minX == minX)
        #expect(child.frame.width == PixelGrid.round(10.2 + 20.45, scale: 3) - minX)
        #expect(PixelGrid.round(10.3, scale: 2) == 10.5)
        #expect(PixelGrid.ceil(20.5, scale: 2) == 20.5)
        #expect(PixelGrid.round(10.3, scale: 0) == 10.3)
    }

    @Test func autoresizingConstraintsAreDescribedAsUIKitDoes() {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let child = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(child)
        let context = LayoutContext(root: root, scale: 2, keepsPlaceholders: false, solvedWidths: [:])
        let texts = child.systemConstraints(context).map(\.description)
        #expect(texts.contains {
            $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint:") && $0.contains(" h=--& v=--& \(child.layoutDescription).minX == ")
        })
        #expect(texts.contains { $0.contains("h=--& v=--& \(child.layoutDescription).width == 100   (active)>") })
    }

    /// A label stretched to 100 points draws its one line centred, but Auto Layout's first
    /// baseline stays an ascender below its top (as Xcode's saved frames show): a second,
    /// intrinsic-height label aligned by first baseline has the same top. The last baseline
    /// follows the centred text: 50 + 20.5 / 2 - descender.
    @Test func firstBaselineOfAStretchedLabelStaysAtItsTopLastFollowsItsText() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let tall = LabelView("Tall"), first = LabelView("First"), last = LabelView("Last")
        for label in [tall, first, last] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        try LayoutConstraint.activate([
            tall.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            tall.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            tall.heightAnchor.constraint(equalToConstant: 100),
            first.leadingAnchor.constraint(equalTo: tall.trailingAnchor, constant: 8),
            first.firstBaselineAnchor.constraint(equalTo: tall.firstBaselineAnchor),
            last.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            last.lastBaselineAnchor.constraint(equalTo: tall.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.minY == 10)
        #expect(first.frame.height == 20.5)
        // The last label's bottom is where the tall one's centred text block ends: 10 + 50 + 10.25.
        #expect(last.frame.maxY == 70.25)
    }
}
