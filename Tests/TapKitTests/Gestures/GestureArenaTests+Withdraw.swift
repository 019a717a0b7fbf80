import XCTest
@testable import TapKit
import TapTestSupport

/// A recognizer leaves a gesture mid-way (its view hidden, removed, or it is
/// disabled): `GestureArena.withdraw`. What it leaves behind must settle too.
final class GestureArenaWithdrawTests: XCTestCase {
    func testARecognizerThatRecognizesWhenTheOneItWaitedForLeavesLetsGoOfItsEndedTouch() {
        // Given a single tap on the root waiting for a double tap on a subview to fail
        let h = TouchTestHarness()
        let photo = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        photo.identifier = "photo"
        h.root.addSubview(photo)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        h.add(double, named: "double", to: photo)
        let single = h.add(UITapGestureRecognizer(), named: "single", to: h.root)
        single.require(toFail: double)
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)
        XCTAssertEqual(single.seenTouches.count, 1, "precondition: the single tap waits with its ended touch")

        // When the photo is hidden before the double tap gives up
        h.advance(to: 0.1)
        photo.isHidden = true

        // Then the double tap fails, the single tap recognizes, and both let go
        assertLog(h.log, containsInOrder: [.gesture(double, .failed), .gesture(single, .recognized), .action(single)])
        XCTAssertEqual(single.state, .possible)
        XCTAssertTrue(single.seenTouches.isEmpty, "the single tap still holds the touch")
        XCTAssertTrue(h.app.isDeliveryIdle)
    }
}
