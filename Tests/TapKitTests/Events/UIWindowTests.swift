import XCTest
@testable import TapKit
import TapTestSupport

final class UIWindowTests: XCTestCase {
    private var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    /// A window with a root view filling it, added to the fixture's application.
    @discardableResult
    private func addWindow(_ id: String, level: UIWindow.Level, frame: CGRect) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.identifier = id
        window.windowLevel = level
        let controller = UIViewController()
        controller.identifier = id + "VC"
        let rootView = UIView()
        rootView.identifier = id + "Root"
        controller.view = rootView
        window.rootViewController = controller
        f.app.addWindow(window)
        return window
    }

    func testWindowsAreOrderedByLevelWhateverTheOrderTheyWereAddedIn() {
        // Given / When
        let alert = addWindow("alert", level: .alert, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let status = addWindow("status", level: .statusBar, frame: CGRect(x: 0, y: 0, width: 390, height: 44))

        // Then: back to front
        XCTAssertEqual(f.app.windows.map(\.logName), ["main", "status", "alert"])
        XCTAssertIdentical(f.app.windows.last, alert)
        XCTAssertIdentical(f.app.windows[1], status)
    }

    func testOfTwoWindowsAtTheSameLevelTheLaterAddedIsInFront() {
        // Given / When
        let second = addWindow("second", level: .normal, frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        // Then
        XCTAssertEqual(f.app.windows.map(\.logName), ["main", "second"])
        XCTAssertEqual(f.app.hitTest(CGPoint(x: 100, y: 100)).window, second)
    }

    func testChangingAWindowsLevelReordersTheWindows() {
        // Given
        let overlay = addWindow("overlay", level: .alert, frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        // When
        overlay.windowLevel = UIWindow.Level(-1)

        // Then
        XCTAssertEqual(f.app.windows.map(\.logName), ["overlay", "main"])
        XCTAssertEqual(f.app.hitTest(CGPoint(x: 100, y: 100)).window, f.window)
    }

    func testTheTopmostWindowThatReturnsAHitTakesTheTouch() {
        // Given: a small alert window above the main one
        let alert = addWindow("alert", level: .alert, frame: CGRect(x: 50, y: 300, width: 290, height: 200))

        // When
        f.down(1, 100, 350, at: 0)
        f.down(2, 100, 100, at: 0.1)

        // Then
        let alertVC = alert.rootViewController!, alertRoot = alertVC.view!
        assertLog(f.log, containsInOrder: [.hitTest(1, alertRoot), .touchesBegan(alertRoot), .touchesBegan(alertVC),
                                           .touchesBegan(alert), .touchesBegan(f.app),
                                           .hitTest(2, f.root), .touchesBegan(f.root), .touchesBegan(f.window)])
        XCTAssertIdentical(f.app.activeTouches.first?.window, alert)
        XCTAssertIdentical(f.app.activeTouches.last?.window, f.window)
    }

    func testAHitInAWindowIsInThatWindowsCoordinates() {
        // Given
        let alert = addWindow("alert", level: .alert, frame: CGRect(x: 50, y: 300, width: 290, height: 200))
        let button = f.add(UIButton(), "ok", CGRect(x: 10, y: 10, width: 100, height: 40), to: alert.rootViewController!.view)

        // When
        let hit = f.app.hitTest(CGPoint(x: 70, y: 320))

        // Then
        XCTAssertIdentical(hit.view, button)
        XCTAssertEqual(button.convert(CGPoint(x: 10, y: 10), to: nil), CGPoint(x: 20, y: 20))
    }

    func testAWindowWithInteractionDisabledLetsTheTouchFallToTheWindowBelow() {
        // Given
        let overlay = addWindow("overlay", level: .alert, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let target = f.addView("target", CGRect(x: 0, y: 0, width: 200, height: 200))

        // When
        overlay.isUserInteractionEnabled = false
        f.down(1, 100, 100, at: 0)

        // Then
        assertRecord(f.log.records.first, is: .hitTest(1, target))
        XCTAssertIdentical(f.app.activeTouches.first?.window, f.window)
        assertLog(f.log, lacks: .touchesBegan(overlay))
        XCTAssertIdentical(f.app.activeTouches.first?.view, target)
    }

    func testAHiddenWindowLetsTheTouchFallToTheWindowBelow() {
        // Given
        let overlay = addWindow("overlay", level: .alert, frame: CGRect(x: 0, y: 0, width: 390, height: 844))

        // When
        overlay.isHidden = true

        // Then
        XCTAssertIdentical(f.app.hitTest(CGPoint(x: 100, y: 100)).window, f.window)
    }

    func testAPointOutsideEveryWindowHitsNothing() {
        // Given: main is 390 × 844

        // When
        f.down(1, 500, 500, at: 0)
        f.up(1, 500, 500, at: 0.05)

        // Then
        assertLog(f.log.records, is: [.hitTest(1, nil)])
    }

    func testRemovingAWindowMidTouchCancelsItsTouches() {
        // Given
        let overlay = addWindow("overlay", level: .alert, frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let inOverlay = f.add(TouchRecordingView(), "sheet", CGRect(x: 0, y: 0, width: 200, height: 200),
                              to: overlay.rootViewController!.view)
        let inMain = f.add(TouchRecordingView(), "below", CGRect(x: 0, y: 500, width: 200, height: 200))
        f.down(1, 100, 100, at: 0)
        f.down(2, 100, 600, at: 0.01)

        // When
        f.app.removeWindow(overlay)
        let problems = f.up(1, 100, 100, at: 0.1)
        f.up(2, 100, 600, at: 0.1)

        // Then
        XCTAssertEqual(inOverlay.calls.map(\.phase), [.began, .cancelled])
        assertLog(f.log, containsInOrder: [.touchesBegan(inOverlay), .touchesCancelled(inOverlay),
                                           .touchesCancelled(overlay)])
        XCTAssertEqual(problems, [.unknownTouch(1, .ended)])
        XCTAssertEqual(inMain.calls.map(\.phase), [.began, .ended], "the other window's touch is untouched")
        XCTAssertFalse(f.app.windows.contains { $0 === overlay })
    }

    func testRemovingTheKeyWindowMakesTheFrontmostRemainingWindowKey() {
        // Given
        let second = addWindow("second", level: .normal, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertTrue(f.window.isKeyWindow)

        // When
        f.app.removeWindow(f.window)

        // Then
        XCTAssertTrue(second.isKeyWindow)
    }

    func testMakeKeyAndVisibleMakesAWindowKeyAndShowsIt() {
        // Given
        let other = addWindow("other", level: .normal, frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        other.isHidden = true

        // When
        other.makeKeyAndVisible()

        // Then
        XCTAssertTrue(other.isKeyWindow)
        XCTAssertFalse(other.isHidden)
        XCTAssertFalse(f.window.isKeyWindow)
    }

    func testWindowsAddedInAnyOrderStandByLevelThenByTheOrderTheyCame() {
        // Given three hundred windows at levels drawn from a seeded generator
        var generator = StormRandom(seed: 26)
        let app = UIApplication()
        let levels: [UIWindow.Level] = [.normal, .statusBar, .alert, UIWindow.Level(-1), UIWindow.Level(5)]
        let windows = (0..<300).map { _ in
            let window = UIWindow(frame: .zero)
            window.windowLevel = levels[Int(generator.next() % UInt64(levels.count))]
            return window
        }

        // When each is added, one added twice
        windows.forEach(app.addWindow)
        app.addWindow(windows[7])

        // Then the list is the oracle's: a stable sort by level of the order added
        let oracle = windows.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map { ObjectIdentifier($0.element) }
        XCTAssertEqual(app.windows.map(ObjectIdentifier.init), oracle)
    }
}
