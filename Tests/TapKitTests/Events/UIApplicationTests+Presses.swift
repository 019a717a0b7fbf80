import XCTest
@testable import TapKit
import TapTestSupport

final class UIApplicationPressesTests: XCTestCase {
    private var f: CoreFixture!
    private var form: UIView!
    private var field: UIView!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
        form = f.addView("form", CGRect(x: 0, y: 0, width: 390, height: 300))
        field = f.addView("field", CGRect(x: 20, y: 20, width: 200, height: 40), to: form)
    }

    /// The responder chain from the field up: the form, the root view, its
    /// controller, the window, the application and its delegate.
    private var chainFromField: [UIResponder] { [field, form] + chainFromRoot }
    private var chainFromRoot: [UIResponder] { [f.root, f.rootViewController] + chainFromWindow }
    private var chainFromWindow: [UIResponder] { [f.window, f.app, f.delegate] }

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
        assertLog(f.log.records, is: chainFromField.map { .presses(.began, $0, key: "space") })
    }

    func testAPressEndsThroughTheSameChain() {
        // Given
        makeFieldFirstResponder()

        // When
        f.app.sendPress(key: "a", phase: .began, at: 1)
        f.app.sendPress(key: "a", phase: .ended, at: 1.1)

        // Then
        assertLog(f.log, containsInOrder: [.presses(.began, field, key: "a"), .presses(.began, f.delegate, key: "a"),
                                           .presses(.ended, field, key: "a"), .presses(.ended, form, key: "a"),
                                           .presses(.ended, f.delegate, key: "a")])
    }

    func testWithoutAFirstResponderAPressGoesToTheKeyWindow() {
        // Given: nobody has become first responder

        // When
        f.app.sendPress(key: "space", phase: .began, at: 1)

        // Then
        assertLog(f.log.records, is: chainFromWindow.map { .presses(.began, $0, key: "space") })
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
        assertLog(f.log.records, is: [.presses(.began, handler, key: "return")])
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
        assertLog(f.log.records, is: [.motion(.began, handler, .motionShake)])
    }

    func testAShakeStartsAtTheFirstResponderAndTravelsUpTheChain() {
        // Given
        makeFieldFirstResponder()

        // When
        f.app.sendShake(began: true, at: 2)
        f.app.sendShake(began: false, at: 2.5)

        // Then
        assertLog(f.log, containsInOrder: [.motion(.began, field), .motion(.began, form), .motion(.began, f.root),
                                           .motion(.began, f.delegate), .motion(.ended, field), .motion(.ended, f.delegate)])
        assertRecord(f.log.records.first, is: .motion(.began, field))
    }

    func testWithoutAFirstResponderAShakeGoesToTheKeyWindow() {
        // When
        f.app.sendShake(began: true, at: 1)

        // Then
        assertLog(f.log.records, is: chainFromWindow.map { .motion(.began, $0) })
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
