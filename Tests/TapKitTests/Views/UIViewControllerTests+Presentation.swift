import XCTest
@testable import TapKit

/// `present(_:animated:completion:)`: where the presented view goes, and the
/// responder chain through the presenting controller.
final class UIViewControllerPresentationTests: XCTestCase {
    /// An application with one window `main` whose root view controller is `rootVC`.
    private let app = UIApplication()
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private let root = UIViewController()

    private func makeWindow() -> (UIApplication, UIWindow, UIViewController) {
        window.identifier = "main"
        root.identifier = "rootVC"
        window.rootViewController = root
        app.addWindow(window)
        window.makeKeyAndVisible()
        return (app, window, root)
    }

    private func makeSheet(_ style: UIModalPresentationStyle) -> UIViewController {
        let sheet = UIViewController()
        sheet.identifier = "sheetVC"
        sheet.modalPresentationStyle = style
        sheet.view.identifier = "sheet"
        return sheet
    }

    func testAPresentedControllersNextResponderIsThePresenter() {
        // Given
        let (_, _, root) = makeWindow()
        let sheet = makeSheet(.fullScreen)

        // When
        root.present(sheet)

        // Then
        XCTAssertTrue(sheet.next === root)
        XCTAssertEqual(sheet.view.responderChain.map(\.logName), ["sheet", "sheetVC", "rootVC", "main", "application"])
        XCTAssertTrue(root.presentedViewController === sheet)
        XCTAssertTrue(sheet.presentingViewController === root)
    }

    func testAFullScreenPresentationCoversTheWindowInFrontOfThePresenter() {
        // Given
        let (_, window, root) = makeWindow()
        let sheet = makeSheet(.fullScreen)

        // When
        root.present(sheet)

        // Then
        XCTAssertEqual(sheet.view.frame, window.bounds)
        XCTAssertTrue(window.subviews.last === sheet.view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === sheet.view)
    }

    func testAPageSheetStartsFortyPointsDownOverADimmingViewThatTakesTapsBesideIt() {
        // Given
        let (_, window, root) = makeWindow()
        let sheet = makeSheet(.pageSheet)

        // When
        root.present(sheet)

        // Then
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 40, width: 390, height: 804))
        XCTAssertEqual(sheet.dimmingView?.logName, "sheetVC.dimming")
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 20), with: nil) === sheet.dimmingView)
        XCTAssertFalse(window.hitTest(CGPoint(x: 100, y: 20), with: nil) === root.view)
    }

    func testPresentingTwiceFromOneControllerDoesNothing() {
        // Given
        let (_, _, root) = makeWindow()
        root.present(makeSheet(.fullScreen))

        // When
        let presentedAgain = root.present(makeSheet(.pageSheet))

        // Then
        XCTAssertFalse(presentedAgain)
        XCTAssertEqual(root.presentedViewController?.modalPresentationStyle, .fullScreen)
    }

    func testDismissingRemovesThePresentedViewAndTheLink() {
        // Given
        let (_, window, root) = makeWindow()
        let sheet = makeSheet(.pageSheet)
        root.present(sheet)

        // When
        sheet.dismiss()

        // Then
        XCTAssertNil(sheet.view.superview)
        XCTAssertNil(sheet.dimmingView)
        XCTAssertNil(root.presentedViewController)
        XCTAssertTrue(window.subviews.last === root.view)
    }
}
