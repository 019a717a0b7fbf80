import XCTest
@testable import TapKit
import TapTestSupport

final class UISliderTests: XCTestCase {
    private var f: CoreFixture!
    private var slider: UISlider!

    /// On screen: x 100...328, y 100...140; the 28 pt thumb's centre runs
    /// from x 114 (value 0) to x 314 (value 1), 200 pt of travel.
    override func setUp() {
        super.setUp()
        f = CoreFixture()
        slider = f.add(UISlider(), "volume", CGRect(x: 100, y: 100, width: 228, height: 40))
    }

    private func drag(fromX x0: CGFloat, toX x1: CGFloat, y: CGFloat = 120, steps: Int = 4) {
        f.down(1, x0, y, at: 0)
        for step in 1...steps { f.move(1, x0 + (x1 - x0) * CGFloat(step) / CGFloat(steps), y, at: Double(step) / 60) }
        f.up(1, x1, y, at: 0.2)
    }

    func testASliderTracksOnlyATouchThatBeginsOnItsThumb() {
        // Given
        XCTAssertEqual(slider.thumbFrame, CGRect(x: 0, y: 6, width: 28, height: 28))

        // When
        drag(fromX: 250, toX: 300)

        // Then
        XCTAssertEqual(slider.value, 0)
        assertLog(f.log, lacks: .control(slider))
    }

    func testTheSlidersValueFollowsTheFingerWithValueChangedOnEachMove() {
        // When
        drag(fromX: 114, toX: 198, steps: 2)

        // Then
        XCTAssertEqual(slider.value, 0.42, accuracy: 0.0001)
        assertLog(f.log, containsInOrder: [.control(slider, .touchDown),
                                           .control(slider, .valueChanged, value: .value(0.21)),
                                           .control(slider, .valueChanged, value: .value(0.42)),
                                           .control(slider, .touchUpInside)])
    }

    func testTheSlidersValueStopsAtItsMaximum() {
        // When
        drag(fromX: 114, toX: 400)

        // Then
        XCTAssertEqual(slider.value, 1)
        assertLog(f.log, containsInOrder: [.control(slider, .valueChanged, value: .value(1))])
    }

    func testADragOfTheThumbThatEndsFarAwayEndsWithTouchUpOutside() {
        // When
        drag(fromX: 114, toX: 214, y: 120)
        f.log.removeAll()
        slider.value = 0
        f.down(1, 114, 120, at: 1)
        f.move(1, 114, 400, at: 1.1)
        f.up(1, 114, 400, at: 1.2)

        // Then
        assertLog(f.log, containsInOrder: [.control(slider, .touchDown), .control(slider, .touchUpOutside)])
        assertLog(f.log, lacks: .control(slider, .touchUpInside))
    }

    func testAnAncestorsSwipeDoesNotTakeASwipeAlongTheSlidersThumb() {
        // Given
        let swipe = f.addRecognizer(UISwipeGestureRecognizer(), "pageSwipe")
        swipe.direction = .right

        // When
        drag(fromX: 114, toX: 314, steps: 6)

        // Then
        XCTAssertEqual(slider.value, 1)
        assertLog(f.log, lacks: .gesture(swipe, .recognized))
        assertLog(f.log, containsInOrder: [.control(slider, .touchUpInside)])
    }
}
