import Testing
@testable import MiniCookpad
