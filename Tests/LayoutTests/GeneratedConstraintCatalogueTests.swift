import Testing
@testable import Layout

/// The catalogue of generated constraints is where their identifiers and priorities come from:
/// every constraint the system makes in a tree that uses every kind carries the catalogue's
/// identifier and priority, and is installed on the owner the catalogue names.
@Suite("The catalogue of generated constraints")
struct GeneratedConstraintCatalogueTests {
    /// The kinds with one identifier: each names one kind, except the two halves of an empty stack.
    @Test func identifiersNameOneKindEach() {
        let named = GeneratedConstraintKind.allCases.filter { $0.identifier != nil }
        let byIdentifier = Dictionary(grouping: named) { $0.identifier! }
        for (identifier, kinds) in byIdentifier where kinds.count > 1 {
            #expect(identifier == "Trellis-empty-stack", "\(identifier) names \(kinds)")
        }
        #expect(Set(GeneratedConstraintKind.allCases.filter { $0.identifier == nil })
            == [.autoresizing, .contentHugging, .compressionResistance])
        #expect(GeneratedConstraintKind.stackFillProportionally.fixedPriority == 999)
        #expect(GeneratedConstraintKind.stackSpanningFit.fixedPriority == 51)
        #expect(GeneratedConstraintKind.encapsulatedHeight.fixedPriority == .required)
        #expect(GeneratedConstraintKind.contentHugging.fixedPriority == nil)
    }

    /// A root with a safe area, margins, a proportional stack with a hidden view, an empty stack, a
    /// scroll view and a cell: every generated constraint matches its catalogue entry.
    @Test func generatedConstraintsMatchTheCatalogue() throws {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        root.explicitSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let stack = StackView(arrangedSubviews: [LabelView("One"), LabelView("Two"), LabelView("Three")])
        stack.distribution = .fillProportionally
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.arrangedSubviews[1].isHidden = true
        let spaced = StackView(arrangedSubviews: [LabelView("A"), LabelView("B")])
        spaced.distribution = .equalSpacing
        let empty = StackView(axis: .vertical)
        let scroll = ScrollView(frame: Rect(x: 0, y: 300, width: 320, height: 100))
        let cell = TableViewCell(width: 320, height: 44)
        cell.frame = Rect(x: 0, y: 420, width: 320, height: 44)
        for view in [stack, spaced, empty] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        root.addSubview(scroll)
        root.addSubview(cell)
        try LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            spaced.topAnchor.constraint(equalTo: stack.bottomAnchor),
            spaced.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            spaced.widthAnchor.constraint(equalToConstant: 200),
            empty.topAnchor.constraint(equalTo: spaced.bottomAnchor),
            empty.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        _ = cell.contentView.systemLayoutSizeFitting(Size(width: 320, height: 0))
        let generated = try #require(root.engine).activeConstraints.filter { !$0.isUserConstraint }
            + (try #require(cell.contentView.fittingState)).engine.activeConstraints.filter { !$0.isUserConstraint }
        var seen: Set<String> = []
        for constraint in generated {
            guard let identifier = constraint.identifier else { continue }
            seen.insert(identifier)
            let kinds = GeneratedConstraintKind.allCases.filter { $0.identifier == identifier }
            try #require(!kinds.isEmpty, "\(identifier) is not in the catalogue")
            if let fixed = kinds[0].fixedPriority { #expect(constraint.priority == fixed, "\(constraint)") }
            switch kinds[0].owner {
            case .root: #expect(constraint.container === root || constraint.container === cell.contentView)
            case .superview: Issue.record("autoresizing constraints have no identifier")
            case .view: #expect(constraint.firstItem?.owningLayoutView.map { $0.isDescendant(of: constraint.container!) } == true)
            }
        }
        let expected: Set<GeneratedConstraintKind> = [
            .rootOriginX, .fittingWidth, .safeAreaTop, .marginsLeft, .scrollContentGuide, .scrollFrameGuide,
            .encapsulatedHeight, .stackCanvasConnection, .stackSpacing, .stackFillProportionally,
            .stackDistributingEdge, .stackHiding, .stackAlignment, .stackSpanningBoundary, .stackSpanningFit,
            .emptyStackHugging,
        ]
        for kind in expected { #expect(seen.contains(kind.identifier!), "no \(kind) made") }
        let kinds = generated.filter { $0.identifier == nil }.map(\.description)
        #expect(kinds.contains { $0.hasPrefix("<\(GeneratedConstraintKind.autoresizingClassName):") })
        #expect(kinds.contains { $0.hasPrefix("<\(GeneratedConstraintKind.contentSizeClassName):") && $0.contains("Hug:") })
    }
}
