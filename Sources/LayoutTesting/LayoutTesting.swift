// The LayoutTesting module: assertions for layouts in XCTest and Swift Testing.
import Layout
