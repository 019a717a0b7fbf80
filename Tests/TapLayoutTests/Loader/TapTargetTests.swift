import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// `--on ID`: the tap goes to the centre of what can be seen of the view,
/// and when nothing can, the target says why (typed, worded by the caller).
final class TapTargetTests: XCTestCase {
    private let text = """
    <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x61>>
       | <UIScrollView: 0x2; frame = (0 0; 390 200); clipsToBounds = YES; layer = <CALayer: 0x62>; contentOffset: {300, 0}; contentSize: {1000, 200}>
       |    | <UIButton: 0x3; frame = (20 20; 100 40); layer = <CALayer: 0x63>>
       |    | <UIButton: 0x4; frame = (320 20; 100 40); layer = <CALayer: 0x64>>
       | <UIView: 0x5; frame = (0 300; 390 100); hidden = YES; layer = <CALayer: 0x65>>
       |    | <UIButton: 0x6; frame = (20 20; 100 40); layer = <CALayer: 0x66>>
       | <UIButton: 0x7; frame = (20 500; 100 40); alpha = 0; layer = <CALayer: 0x67>>
    """

    func testEachTargetSaysWhetherAndWhyItCanBeSeen() throws {
        // Precondition
        let loaded = try LayoutLoader.load(text: text, file: "targets.txt")

        // Action
        let target = { (name: String) in try loaded.tapTarget(on: name).get() }

        // Assertion: scrolled out of view, shown, under a hidden parent, transparent
        XCTAssertEqual(try target("0x3").visibility, .noVisiblePart)
        XCTAssertEqual(try target("0x4").visibility, .visible)
        XCTAssertEqual(try target("0x4").point, CGPoint(x: 70, y: 40))
        XCTAssertEqual(try target("0x6").visibility, .hidden(culprit: "UIView-0x5"))
        XCTAssertEqual(try target("0x7").visibility, .transparent(culprit: "UIButton-0x7"))
        XCTAssertEqual(try [target("0x3"), target("0x4"), target("0x6"), target("0x7")].map(\.isOnScreen), [false, true, true, true])
        XCTAssertNil(try target("0x4").note(in: .en))
        XCTAssertEqual(try target("0x3").note(in: .zh), ExplanationStrings.zh.tapOnNoVisiblePart("UIButton-0x3"))
    }
}
