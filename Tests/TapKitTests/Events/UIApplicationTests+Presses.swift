import XCTest
@testable import TapKit
import TapTestSupport

final class UIApplicationPressesTests: XCTestCase {
    private var f: CoreFixture!
    private var field: UIView!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
        let form = f.addView("form", CGRect(x: 0, y: 0, width: 390, height: 300))
        field = f.addView("field", CGRect(x: 20, y: 20, width: 200, height: 40), to: form)
    }

    private func makeFieldFirstResponder() {
        field.acceptsFirstResponder = true
        XCTAssertTrue(field.becomeFirstResponder())
    }

    func testAPressStartsAtTheFirstResponderAndTravelsUpTheChain() {
        // Given
        makeFieldFirstResponder()

        // When
        f.app.sendPress(key: "space", phase: .began, at: 1)

        // Then
        XCTAssertEqual(f.lines, ["pressesBegan field space", "pressesBegan form space", "pressesBegan root space",
                                 "pressesBegan rootVC space", "pressesBegan main space",
                                 "pressesBegan application space", "pressesBegan appDelegate space"])
    }

    func testAPressEndsThroughTheSameChain() {
        // Given
        makeFieldFirstResponder()

        // When
        f.app.sendPress(key: "a", phase: .began, at: 1)
        f.app.sendPress(key: "a", phase: .ended, at: 1.1)

        // Then
        assertLog(f.lines, containsInOrder: ["pressesBegan field a", "pressesBegan appDelegate a",
                                             "pressesEnded field a", "pressesEnded form a", "pressesEnded appDelegate a"])
    }

    func testWithoutAFirstResponderAPressGoesToTheKeyWindow() {
        // Given: nobody has become first responder

        // When
        f.app.sendPress(key: "space", phase: .began, at: 1)

        // Then
        XCTAssertEqual(f.lines, ["pressesBegan main space", "pressesBegan application space",
                                 "pressesBegan appDelegate space"])
    }

    func testAPressStopsAtAResponderThatHandlesIt() {
        // Given
        final class KeyHandlingView: UIView {
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
        }
        let handler = f.add(KeyHandlingView(), "handler", CGRect(x: 0, y: 400, width: 100, height: 100))
        handler.acceptsFirstResponder = true
        handler.becomeFirstResponder()

        // When
        f.app.sendPress(key: "return", phase: .began, at: 1)

        // Then: the first responder is reached (and logged, as a consuming
        // touch view is); an override that does not call super goes no further
        XCTAssertEqual(f.lines, ["pressesBegan handler return"])
    }

    func testAShakeHandledByTheFirstResponderIsLoggedThereAndGoesNoFurther() {
        // Given
        final class ShakeHandlingView: UIView {
            override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
        }
        let handler = f.add(ShakeHandlingView(), "handler", CGRect(x: 0, y: 400, width: 100, height: 100))
        handler.acceptsFirstResponder = true
        handler.becomeFirstResponder()

        // When
        f.app.sendShake(began: true, at: 1)

        // Then
        XCTAssertEqual(f.lines, ["motionBegan handler shake"])
    }

    func testAShakeStartsAtTheFirstResponderAndTravelsUpTheChain() {
        // Given
        makeFieldFirstResponder()

        // When
        f.app.sendShake(began: true, at: 2)
        f.app.sendShake(began: false, at: 2.5)

        // Then
        assertLog(f.lines, containsInOrder: ["motionBegan field shake", "motionBegan form shake", "motionBegan root shake",
                                             "motionBegan appDelegate shake", "motionEnded field shake",
                                             "motionEnded appDelegate shake"])
        XCTAssertEqual(f.lines.first, "motionBegan field shake")
    }

    func testWithoutAFirstResponderAShakeGoesToTheKeyWindow() {
        // When
        f.app.sendShake(began: true, at: 1)

        // Then
        XCTAssertEqual(f.lines, ["motionBegan main shake", "motionBegan application shake", "motionBegan appDelegate shake"])
    }

    func testPressesAndShakesMoveTheClockForward() {
        // Given
        makeFieldFirstResponder()

        // When
        f.app.sendPress(key: "space", phase: .began, at: 3)

        // Then
        XCTAssertEqual(f.app.currentTime, 3)
        XCTAssertEqual(f.log.records.first?.t, 3)
    }
}
