import XCTest
@testable import TapKit

/// The UIKit names the dump helper reads: a window's screen, the shared
/// application and a controller's restoration identifier.
final class UIScreenTests: XCTestCase {
    func testAWindowNobodyPlacedOnAScreenIsOnAScreenItsOwnSize() {
        // Given a 300 x 200 window at (10, 20)
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 300, height: 200))

        // When its screen is asked for
        let bounds = window.screen.bounds

        // Then the screen is 300 x 200 at the origin
        XCTAssertEqual(bounds, CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    func testAWindowKeepsTheScreenItIsGiven() {
        // Given a small window
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

        // When it is put on a 390 x 844 screen
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

        // Then that is its screen
        XCTAssertEqual(window.screen.bounds.size, CGSize(width: 390, height: 844))
    }

    func testTheSharedApplicationIsTheLatestOneCreated() {
        // Given two applications, the second created last
        let first = UIApplication(), second = UIApplication()

        // When the shared application is asked for
        let shared = UIApplication.shared

        // Then it is the second
        XCTAssertIdentical(shared, second)
        XCTAssertNotIdentical(shared, first)
    }

    func testBeingSharedDoesNotKeepAnApplicationAlive() {
        // Given an application nothing else holds
        weak var released: UIApplication?
        func make() {
            let application = UIApplication()
            released = application
        }

        // When it goes out of scope
        make()

        // Then it is gone, and the shared application is another one
        XCTAssertNil(released)
        XCTAssertNotNil(UIApplication.shared.windows)
    }

    func testAControllersRestorationIdentifierIsItsName() {
        // Given a controller
        let controller = UIViewController()

        // When it is given a restoration identifier
        controller.restorationIdentifier = "loginVC"

        // Then logs and traces call it that
        XCTAssertEqual(controller.logName, "loginVC")
    }
}
