import Foundation
import TapKit
import XCTest
@testable import TapLayout

/// `DumpedView` keeps the fields few views have in a box of their own; it
/// must still behave as a value: a copy changed is the copy alone.
final class DumpedViewTests: XCTestCase {
    func testAChangedCopyLeavesTheOriginalAsItWas() {
        // Precondition: a view with some of the rarely set fields.
        var original = DumpedView(className: "UIScrollView", address: "0x1", position: DumpPosition(line: 1, column: 1))
        original.bounds = CGRect(x: 0, y: 40, width: 320, height: 480)
        original.scroll = DumpedScrollState()
        // Action: change the copy, field by field.
        var copy = original
        copy.bounds = nil
        copy.scroll?.contentOffset = CGPoint(x: 0, y: 120)
        copy.transform = CGAffineTransform(scaleX: 2, y: 2)
        copy.overrides = [.hitTest]
        copy.isEnabled = false
        // Assertion
        XCTAssertEqual(original.bounds, CGRect(x: 0, y: 40, width: 320, height: 480))
        XCTAssertEqual(original.scroll?.contentOffset, .zero)
        XCTAssertNil(original.transform)
        XCTAssertEqual(original.overrides, [])
        XCTAssertNil(original.isEnabled)
        XCTAssertEqual(copy.scroll?.contentOffset, CGPoint(x: 0, y: 120))
        XCTAssertEqual(copy.overrides, [.hitTest])
    }

    func testAViewWithNoneOfThemReadsTheirDefaults() {
        let view = DumpedView(className: "UIView", position: DumpPosition(line: 1, column: 1))
        XCTAssertNil(view.bounds)
        XCTAssertNil(view.scroll)
        XCTAssertNil(view.controller)
        XCTAssertEqual(view.overrides, [])
    }
}
