import XCTest
@testable import TapKit
import TapTestSupport

final class UIPageControlTests: XCTestCase {
    private var f: CoreFixture!
    private var dots: UIPageControl!

    /// On screen: x 100...300 (middle at 200), y 100...126; 3 pages.
    override func setUp() {
        super.setUp()
        f = CoreFixture()
        dots = f.add(UIPageControl(), "dots", CGRect(x: 100, y: 100, width: 200, height: 26))
        dots.numberOfPages = 3
    }

    func testATapOnAPageControlsRightHalfGoesToTheNextPage() {
        // When
        f.tap(250, 113, at: 0)

        // Then
        XCTAssertEqual(dots.currentPage, 1)
        assertLog(f.log.matching(.control(dots)), is: [.control(dots, .touchDown),
                                                       .control(dots, .valueChanged, value: .current(1)),
                                                       .control(dots, .touchUpInside)])
    }

    func testATapOnAPageControlsLeftHalfGoesToThePreviousPage() {
        // Given
        dots.currentPage = 2

        // When
        f.tap(150, 113, at: 0)

        // Then
        XCTAssertEqual(dots.currentPage, 1)
        assertLog(f.log, containsInOrder: [.control(dots, .valueChanged, value: .current(1))])
    }

    func testATapBeforeTheFirstPageSendsNoValueChanged() {
        // When
        f.tap(150, 113, at: 0)

        // Then
        XCTAssertEqual(dots.currentPage, 0)
        assertLog(f.log, lacks: .control(dots, .valueChanged))
    }

    func testATapRecognizerOnAPageControlsParentDoesNotKeepItFromPaging() {
        // Given
        let cardTap = f.addRecognizer(UITapGestureRecognizer(), "cardTap")

        // When
        f.tap(250, 113, at: 0)

        // Then
        XCTAssertEqual(dots.currentPage, 1)
        assertLog(f.log, lacks: .action(cardTap))
    }
}
