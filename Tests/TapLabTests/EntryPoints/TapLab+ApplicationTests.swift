import TapLab
import XCTest

final class TapLabApplicationTests: XCTestCase {
    func testANewApplicationIsTheShortFormOfALayout() {
        // Action
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))

        // Assertion: window main, rootVC, root, application, appDelegate — as `view:` builds them.
        let root = app.keyWindow?.rootViewController?.view
        XCTAssertEqual(app.keyWindow?.accessibilityIdentifier, "main")
        XCTAssertEqual(root?.accessibilityIdentifier, "root")
        XCTAssertEqual(root?.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(app.keyWindow?.screen.bounds.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(root?.responderChain.map(\.logName), ["root", "rootVC", "main", "application", "appDelegate"])
    }

    func testAnApplicationAndItsViewsAreFreedWhenTheProgramLetsGo() throws {
        // Precondition
        weak var weakApp: UIApplication?
        weak var weakButton: UIView?
        do {
            let (app, round) = roundButtonApplication()
            _ = try TapLab.replay(app, script: "- tap: {on: round}")
            weakApp = app
            weakButton = round
        }

        // Assertion: nothing TapLab added keeps them alive.
        XCTAssertNil(weakApp)
        XCTAssertNil(weakButton)
    }
}
