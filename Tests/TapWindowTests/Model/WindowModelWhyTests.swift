import Foundation
import TapKit
import TapLayout
import TapPicture
@testable import TapWindow
import XCTest

/// SPEC 12 in the window: the selected view's panel answers for the last touch.
final class WindowModelWhyTests: WindowModelTestCase {
    func testTheSelectedViewsPanelSaysWhyTheLastTouchDidOrDidNotReachIt() throws {
        // Precondition: seed 000's buttons, button1 selected
        let (model, _) = try model()
        let button1 = try XCTUnwrap(view(model, "button1"))
        model.select(button1)

        // Action: a click on button2, where button2 covers button1's area
        click(model, at: onButton2, now: 1)
        model.tick(now: 3)

        // Assertion: the panel says why, with the fix; button2's panel says it worked
        let panel = Dictionary(model.selectedProperties.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        XCTAssertTrue(panel["last touch"]?.hasPrefix("[coveredBySibling] button1 is not hit because button2") == true, "\(panel)")
        XCTAssertNotNil(panel["fix"])
        model.select(try XCTUnwrap(view(model, "button2")))
        let second = Dictionary(model.selectedProperties.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        XCTAssertTrue(second["last touch"]?.hasPrefix("[worked]") == true, "\(second)")
        XCTAssertNil(second["fix"])
    }

    func testTheInspectorsFixIsMadeOnACopyAndTheWindowsTouchesReplayedBeforeItIsOffered() throws {
        // Precondition: seed 000's buttons, button1 selected, a click on button2 that covers it
        let (model, _) = try model()
        let button1 = try XCTUnwrap(view(model, "button1"))
        model.select(button1)
        click(model, at: onButton2, now: 1)
        model.tick(now: 3)

        // Action
        let answer = try XCTUnwrap(model.inspectorAnswer(for: button1))

        // Assertion: the fix brings button1 in front, and the replay shows it then works
        XCTAssertEqual(answer.rule, .coveredBySibling)
        XCTAssertEqual(answer.fixes.first?.checked, .works)
        XCTAssertEqual(answer.fixes.first?.change?.json, #"{"view":"button1","toFront":true}"#)
    }

    func testADumpsViewThatPrintsGestureRecognizersSaysTheyAreUnknown() throws {
        // Precondition: a pasted recursiveDescription whose view prints its recognizers
        let dump = """
        <UIView: 0x7f02; frame = (0 0; 375 667); layer = <CALayer: 0x6003>>
           | <MyApp.CardView: 0x7f03; frame = (20 100; 335 200); gestureRecognizers = <NSArray: 0x6010>; layer = <CALayer: 0x6004>>
        """
        let model = WindowModel(source: MemoryLayouts([(path: "dump.txt", yaml: dump)]), fonts: try RenderFixture.fonts(), now: 0)
        model.resize(pixels: window, points: window)

        // Action
        model.select(try XCTUnwrap(model.treeRows.first { $0.view.logName == "CardView-0x7f03" }?.view))

        // Assertion
        let panel = Dictionary(model.selectedProperties.map { ($0.label, $0.value) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(panel["recognizers"], "unknown (the dump prints only an NSArray)")
    }
}
