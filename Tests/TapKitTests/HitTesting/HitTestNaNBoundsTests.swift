import Foundation
import XCTest
@testable import TapKit

/// A program may set any bounds; NaN ones must not trap the traced walk
/// (Foundation's CGRect.contains traps on a NaN edge on Linux).
final class HitTestNaNBoundsTests: XCTestCase {
    func testATracedWalkThroughAViewWithNaNBoundsSaysItIsOutside() {
        // Given a window holding a view whose bounds are NaN
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let broken = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        broken.accessibilityIdentifier = "broken"
        broken.bounds = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: 20)
        window.addSubview(broken)
        app.addWindow(window)
        window.makeKeyAndVisible()

        // When a point is traced
        let result = app.hitTest(CGPoint(x: 15, y: 15), traced: true)

        // Then the walk finishes, the window takes the point, and the view is outside
        XCTAssertTrue(result.view === window)
        XCTAssertEqual(result.trace?.step(for: broken)?.verdict, .outside)
    }
}
