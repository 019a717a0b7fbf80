import XCTest
@testable import TapKit
import TapTestSupport

/// Apple, "Attaching gesture recognizers to UIKit controls": which control
/// beats which recognizer on an ancestor, and when it does not.
final class UIControlGestureExemptionTests: XCTestCase {
    private var f: CoreFixture!
    private var panel: UIView!

    /// A control with a thumb on its left quarter that declares UISwitch's
    /// exemptions, as a switch class would.
    private final class ThumbControl: UIControl {
        override class var gestureExemption: GestureExemption { [.singleTap, .panAlongThumb, .swipeAlongThumb] }
        override var thumbFrame: CGRect? { CGRect(x: 0, y: 0, width: bounds.width / 4, height: bounds.height) }
    }

    override func setUp() {
        super.setUp()
        f = CoreFixture()
        panel = f.addView("panel", CGRect(x: 0, y: 100, width: 390, height: 400))
    }

    @discardableResult
    private func recognizer<R: UIGestureRecognizer>(_ r: R, _ name: String, on view: UIView) -> R {
        r.name = name
        r.addAction { _ in }
        view.addGestureRecognizer(r)
        return r
    }

    /// On screen: x 100...300, y 200...250.
    private func addControl<C: UIControl>(_ control: C) -> C {
        f.add(control, "c", CGRect(x: 100, y: 100, width: 200, height: 50), to: panel)
    }

    private func drag(fromX x0: CGFloat, toX x1: CGFloat, y: CGFloat) {
        f.down(1, x0, y, at: 0)
        for step in 1...10 { f.move(1, x0 + (x1 - x0) * CGFloat(step) / 10, y, at: Double(step) / 60) }
        f.up(1, x1, y, at: 0.2)
    }

    func testAButtonDeclaresTheSingleTapExemptionAndAPlainControlNone() {
        // Then
        XCTAssertEqual(UIButton.gestureExemption, .singleTap)
        XCTAssertEqual(UIControl.gestureExemption, [])
    }

    func testAnAncestorsTapRecognizesOnAPlainControlAndCancelsTheControlsTouch() {
        // Given
        let control = addControl(UIControl())
        let tap = recognizer(UITapGestureRecognizer(), "panelTap", on: panel)

        // When
        f.tap(200, 225, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.control(control, .touchDown), .gesture(tap, .recognized),
                                           .control(control, .touchCancel), .action(tap)])
        assertLog(f.log, lacks: .control(control, .touchUpInside))
    }

    func testAnAncestorsTapThatDoesNotCancelTouchesFiresAndTheButtonStillGetsTouchUpInside() {
        // Given
        let control = addControl(UIButton())
        let tap = recognizer(UITapGestureRecognizer(), "panelTap", on: panel)
        tap.cancelsTouchesInView = false

        // When
        f.tap(200, 225, at: 0)

        // Then
        assertLog(f.log, containsInOrder: [.control(control, .touchDown), .gesture(tap, .recognized), .action(tap),
                                           .control(control, .touchUpInside)])
        assertLog(f.log, lacks: .control(control, .touchCancel))
    }

    func testATwoFingerTapOnAnAncestorIsNotHeldBackByAButton() {
        // Given
        _ = addControl(UIButton())
        let tap = recognizer(UITapGestureRecognizer(), "twoFingers", on: panel)
        tap.numberOfTouchesRequired = 2

        // When
        f.down(1, 150, 225, at: 0)
        f.down(2, 250, 225, at: 0.01)
        f.up(1, 150, 225, at: 0.05)
        f.up(2, 250, 225, at: 0.06)

        // Then
        XCTAssertTrue(f.log.contains(.gesture(tap, .recognized)))
    }

    func testAPanAlongTheThumbOfAControlWithThePanExemptionIsTheControls() {
        // Given
        let control = addControl(ThumbControl())
        let pan = recognizer(UIPanGestureRecognizer(), "panelPan", on: panel)

        // When: from the thumb (x 100...150) to the right
        drag(fromX: 120, toX: 260, y: 225)

        // Then
        XCTAssertTrue(f.log.contains(.gesture(pan, .failed)))
        XCTAssertFalse(f.log.contains(.gesture(pan, .began)))
        assertLog(f.log, lacks: .control(control, .touchCancel))
    }

    func testAPanThatStartsOffTheThumbIsTheAncestorsRecognizers() {
        // Given
        let control = addControl(ThumbControl())
        let pan = recognizer(UIPanGestureRecognizer(), "panelPan", on: panel)

        // When
        drag(fromX: 200, toX: 290, y: 225)

        // Then
        assertLog(f.log, containsInOrder: [.gesture(pan, .began, values: .pan(18, 0, velocity: 540, 0)),
                                           .control(control, .touchCancel)])
    }

    func testASwipeAlongTheThumbOfAControlWithTheSwipeExemptionIsTheControls() {
        // Given
        _ = addControl(ThumbControl())
        let swipe = recognizer(UISwipeGestureRecognizer(), "panelSwipe", on: panel)

        // When
        drag(fromX: 120, toX: 260, y: 225)

        // Then
        XCTAssertTrue(f.log.contains(.gesture(swipe, .failed)))
        assertLog(f.log, lacks: .gesture(swipe, .recognized))
    }
}
