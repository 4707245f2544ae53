import Testing
import InterfaceBuilderReader

@Suite("Multipliers in every form Xcode writes")
struct MultiplierTests {
    @Test(arguments: [
        ("375:250", 1.5), ("275:200", 1.375), ("1:1", 1), ("2/3", 2.0 / 3.0), ("0.5", 0.5), ("5", 5),
        ("50%", 0.5), ("150%", 1.5), ("1.1", 1.1), (" 4:3 ", 4.0 / 3.0), ("-1", -1), ("1e-3", 0.001),
    ])
    func parses(_ text: String, _ value: Double) {
        #expect(IBMultiplier.parse(text) == value)
    }

    @Test(arguments: ["", "half", "1:0", "3/0", "1:2:3", "%", "50%%", ":", "1:", "/2", "1e999", "nan", "0:0"])
    func rejects(_ text: String) {
        #expect(IBMultiplier.parse(text) == nil)
    }

    @Test func layoutAttributes() {
        #expect(IBLayoutAttribute.allCases.count == 21)
        #expect(IBLayoutAttribute.allCases.filter(\.isMargin).count == 8)
        #expect(IBLayoutAttribute.allCases.filter(\.isMargin).allSatisfy { !$0.withoutMargin.isMargin })
        #expect(IBLayoutAttribute.centerYWithinMargins.withoutMargin == .centerY)
        #expect(IBLayoutAttribute.leadingMargin.isHorizontal && !IBLayoutAttribute.lastBaseline.isHorizontal)
        #expect(IBLayoutAttribute.width.isDimension && !IBLayoutAttribute.centerX.isDimension)
    }
}
