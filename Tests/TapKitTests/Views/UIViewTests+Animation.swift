import XCTest
@testable import TapKit
import TapTestSupport

final class UIViewAnimationTests: XCTestCase {
    func testAnAnimatedMoveIsHitTestedAtItsFinalPlaceAtOnce() {
        // Given a card at the top left
        let f = CoreFixture()
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 100, height: 100))
        var finished: [Bool] = []

        // When it is animated 200 points down
        UIView.animate(withDuration: 0.3, animations: { card.center.y += 200 }, completion: { finished.append($0) })

        // Then hit testing, untraced and traced, finds it at the end of the move
        XCTAssertTrue(f.hitView(50, 250) === card)
        XCTAssertTrue(f.app.hitTest(CGPoint(x: 50, y: 250), traced: true).view === card)
        XCTAssertFalse(f.hitView(50, 50) === card)
        XCTAssertEqual(finished, [true])
    }

    func testADelayedAnimationAppliesItsChangesAtOnceToo() {
        // Given
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let before = view.hitTest(CGPoint(x: 5, y: 5), with: nil)

        // When
        UIView.animate(withDuration: 0.2, delay: 0.5, options: [.curveEaseOut]) { view.alpha = 0 }

        // Then: alpha 0 makes the view invisible to hit testing straight away
        XCTAssertTrue(before === view)
        XCTAssertEqual(view.alpha, 0)
        XCTAssertNil(view.hitTest(CGPoint(x: 5, y: 5), with: nil))
    }
}
