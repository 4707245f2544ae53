/// The relation of a constraint, as `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Hashable, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A horizontal position of an item (`leading`, `trailing`, `left`, `right`, `centerX`), as
/// `NSLayoutXAxisAnchor`. Relates only to other x-axis anchors, so `leading == top` does not compile.
public struct XAxisAnchor {
    let item: any EngineItem
    let attribute: LayoutAttribute
}

/// A vertical position of an item (`top`, `bottom`, `centerY`, baselines), as `NSLayoutYAxisAnchor`.
public struct YAxisAnchor {
    let item: any EngineItem
    let attribute: LayoutAttribute
}

/// A width or height, as `NSLayoutDimension`: relates to other dimensions (with a multiplier) or to a
/// constant.
public struct DimensionAnchor {
    let item: any EngineItem
    let attribute: LayoutAttribute
}

/// The shared constraint makers of position anchors.
protocol PositionAnchor {
    var item: any EngineItem { get }
    var attribute: LayoutAttribute { get }
}

extension XAxisAnchor: PositionAnchor {}
extension YAxisAnchor: PositionAnchor {}

extension PositionAnchor {
    fileprivate func make(_ relation: LayoutRelation, _ other: some PositionAnchor, _ constant: Double) -> LayoutConstraint {
        LayoutConstraint(engineItem: item, attribute: attribute, relatedBy: relation,
                         toEngineItem: other.item, attribute: other.attribute, multiplier: 1, constant: constant)
    }
}

extension XAxisAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: XAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }
}

extension YAxisAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }
    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant)
    }
    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: YAxisAnchor, constant: Double = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }
}

extension DimensionAnchor {
    private func make(_ relation: LayoutRelation, _ other: DimensionAnchor?, _ multiplier: Double, _ constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(engineItem: item, attribute: attribute, relatedBy: relation, toEngineItem: other?.item,
                         attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint { make(.equal, nil, 0, constant) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, 0, constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, 0, constant)
    }
    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier, constant)
    }
    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier, constant)
    }
    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: DimensionAnchor, multiplier: Double = 1, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier, constant)
    }
}
