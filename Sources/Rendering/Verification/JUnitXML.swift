import Foundation

/// A JUnit XML report, the form Jenkins, GitLab, GitHub's test reporters and fastlane read:
///
/// ```xml
/// <testsuites name="trellis verify" tests="2" failures="1" errors="0" time="0.031">
///   <testsuite name="trellis verify" tests="2" failures="1" errors="0" skipped="0" time="0.031">
///     <properties><property name="views" value="12"/></properties>
///     <testcase classname="trellis.verify" name="Main.storyboard" time="0.020">
///       <failure message="2 of 9 views differ from Xcode's saved frames by more than 0.5 pt" type="mismatch">...</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// One suite; a case fails with `<failure>` (a problem found) or `<error>` (the input could not be
/// read). Every string is escaped, and characters XML cannot hold become visible symbols, so the
/// document is always well-formed whatever the input files contain.
public struct JUnitSuite: Sendable {
    public var name: String
    public var properties: [JUnitProperty]
    public var cases: [JUnitTestCase]

    public init(name: String, properties: [JUnitProperty] = [], cases: [JUnitTestCase]) {
        self.name = name
        self.properties = properties
        self.cases = cases
    }

    public var failures: Int { cases.count { $0.failure != nil } }
    public var errors: Int { cases.count { $0.error != nil } }
    public var time: Double { cases.reduce(0) { $0 + $1.time } }

    /// The XML document, ending in a newline.
    public func xml() -> String {
        let e = { (text: String) in XMLEscaping.escape(text) }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(e(name))\" \(counts) time=\"\(Self.seconds(time))\">\n"
        out += "  <testsuite name=\"\(e(name))\" \(counts) skipped=\"0\" time=\"\(Self.seconds(time))\">\n"
        out += Self.properties(properties, indent: "    ")
        for test in cases {
            out += "    <testcase classname=\"\(e(test.classname))\" name=\"\(e(test.name))\" time=\"\(Self.seconds(test.time))\">\n"
            // Per-case properties are the form pytest writes and Jenkins reads; GitLab ignores them.
            out += Self.properties(test.properties, indent: "      ")
            for (tag, problem) in [("failure", test.failure), ("error", test.error)] {
                guard let problem else { continue }
                out += "      <\(tag) message=\"\(e(problem.message))\" type=\"\(e(problem.type))\">"
                out += XMLEscaping.escape(problem.body, attribute: false) + "</\(tag)>\n"
            }
            if let text = test.systemErr, !text.isEmpty {
                out += "      <system-err>" + XMLEscaping.escape(text, attribute: false) + "</system-err>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Seconds with millisecond precision, as JUnit readers expect (`0.012`).
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite && value > 0 ? value : 0)
    }

    static func properties(_ list: [JUnitProperty], indent: String) -> String {
        guard !list.isEmpty else { return "" }
        var out = indent + "<properties>\n"
        for property in list {
            out += "\(indent)  <property name=\"\(XMLEscaping.escape(property.name))\" value=\"\(XMLEscaping.escape(property.value))\"/>\n"
        }
        return out + indent + "</properties>\n"
    }
}

/// A `<property name value>`.
public struct JUnitProperty: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// A `<testcase>`: passed unless it has a failure or an error.
public struct JUnitTestCase: Sendable {
    public var classname: String
    public var name: String
    /// Seconds.
    public var time: Double
    public var properties: [JUnitProperty]
    /// A problem found in the input (`<failure>`).
    public var failure: JUnitProblem?
    /// The input could not be checked (`<error>`).
    public var error: JUnitProblem?
    /// Warnings, as `<system-err>`.
    public var systemErr: String?

    public init(classname: String, name: String, time: Double = 0, properties: [JUnitProperty] = [],
                failure: JUnitProblem? = nil, error: JUnitProblem? = nil, systemErr: String? = nil) {
        self.classname = classname
        self.name = name
        self.time = time
        self.properties = properties
        self.failure = failure
        self.error = error
        self.systemErr = systemErr
    }
}

/// A `<failure>` or `<error>`: a one-line message, a type, and the full text as its body.
public struct JUnitProblem: Hashable, Sendable {
    public var message: String
    public var type: String
    public var body: String

    public init(message: String, type: String, body: String) {
        self.message = message
        self.type = type
        self.body = body
    }
}

/// JSON literals written as frames JSON writes them, for outputs built outside Rendering.
public enum JSONText {
    /// A string literal, escaped per RFC 8259.
    public static func string(_ text: String) -> String { FramesJSON.string(text) }
    /// A number: integers without a fraction, `null` when not finite.
    public static func number(_ value: Double) -> String { NumberFormatting.json(value) }
    /// `"text"` or `null`.
    public static func optional(_ text: String?) -> String { text.map(string) ?? "null" }
}
