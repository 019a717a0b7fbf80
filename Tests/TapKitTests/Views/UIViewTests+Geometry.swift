import XCTest
@testable import TapKit
import TapTestSupport

final class UIViewGeometryTests: XCTestCase {
    private func assertEqual(_ p: CGPoint, _ q: CGPoint, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(p.x, q.x, accuracy: accuracy, "x of \(p) vs \(q)", file: file, line: line)
        XCTAssertEqual(p.y, q.y, accuracy: accuracy, "y of \(p) vs \(q)", file: file, line: line)
    }

    private func assertEqual(_ r: CGRect, _ s: CGRect, accuracy: CGFloat = 1e-9,
                             file: StaticString = #filePath, line: UInt = #line) {
        assertEqual(r.origin, s.origin, accuracy: accuracy, file: file, line: line)
        XCTAssertEqual(r.width, s.width, accuracy: accuracy, "width of \(r) vs \(s)", file: file, line: line)
        XCTAssertEqual(r.height, s.height, accuracy: accuracy, "height of \(r) vs \(s)", file: file, line: line)
    }

    func testSettingTheFrameSetsCenterAndBoundsSize() {
        // Given
        let view = UIView()

        // When
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)

        // Then
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testTheFrameFollowsTheCenter() {
        // Given
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

        // When
        view.center = CGPoint(x: 200, y: 300)

        // Then
        XCTAssertEqual(view.frame, CGRect(x: 150, y: 275, width: 100, height: 50))
    }

    func testChangingTheBoundsOriginDoesNotMoveTheFrame() {
        // Given
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))

        // When
        view.bounds.origin = CGPoint(x: 0, y: 400)

        // Then
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    func testAQuarterTurnMakesTheFrameTheRotatedBoundingBoxAboutTheCenter() {
        // Given: 100 × 50 centred at (100, 100)
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))

        // When
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // Then
        assertEqual(view.frame, CGRect(x: 75, y: 50, width: 50, height: 100))
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))
    }

    func testAScaleGrowsTheFrameAboutTheCenter() {
        // Given
        let view = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))

        // When
        view.transform = CGAffineTransform(scaleX: 2, y: 3)

        // Then
        assertEqual(view.frame, CGRect(x: 50, y: 25, width: 100, height: 150))
    }

    func testConvertingBetweenViewsInDifferentBranchesGoesThroughTheirCommonAncestor() {
        // Given
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let left = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let leftChild = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        root.addSubview(left); left.addSubview(leftChild); root.addSubview(right)

        // When
        let toRight = leftChild.convert(CGPoint(x: 1, y: 2), to: right)
        let fromLeftChild = right.convert(CGPoint(x: 1, y: 2), from: leftChild)

        // Then: (1, 2) in leftChild is (16, 27) in root, (-184, -273) in right
        assertEqual(toRight, CGPoint(x: -184, y: -273))
        assertEqual(fromLeftChild, toRight)
        assertEqual(right.convert(toRight, to: leftChild), CGPoint(x: 1, y: 2))
    }

    func testConvertingAccountsForBoundsOriginAndTransform() {
        // Given: a scrolled parent and a rotated child
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let scroller = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 400))
        scroller.bounds.origin = CGPoint(x: 0, y: 300)
        let child = UIView(frame: CGRect(x: 100, y: 400, width: 100, height: 100))
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(scroller); scroller.addSubview(child)

        // When: the child's top-left corner, turned a quarter about its centre
        let p = child.convert(CGPoint(x: 0, y: 0), to: root)

        // Then: centre (150, 450) in content is (150, 250) on root; (-50, -50) turns to (50, -50)
        assertEqual(p, CGPoint(x: 200, y: 200))
        assertEqual(child.convert(p, from: root), .zero)
    }

    func testConvertingToNilMeansTheWindowsCoordinates() {
        // Given: a window that does not start at the screen's origin
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        app.addWindow(window)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)

        // When
        let inWindow = view.convert(CGPoint(x: 1, y: 1), to: nil)
        let back = view.convert(CGPoint(x: 11, y: 21), from: nil)

        // Then
        assertEqual(inWindow, CGPoint(x: 11, y: 21))
        assertEqual(inWindow, view.convert(CGPoint(x: 1, y: 1), to: window))
        assertEqual(back, CGPoint(x: 1, y: 1))
    }

    func testATouchLocationInAViewIsInThatViewsBoundsCoordinates() {
        // Given
        let f = CoreFixture()
        let outer = f.addView("outer", CGRect(x: 100, y: 100, width: 200, height: 200))
        outer.bounds.origin = CGPoint(x: 0, y: 50)
        let inner = f.addView("inner", CGRect(x: 10, y: 60, width: 100, height: 100), to: outer)

        // When
        f.down(1, 120, 120, at: 0)
        let touch = f.app.activeTouches.first

        // Then
        XCTAssertIdentical(touch?.view, inner)
        assertEqual(touch!.location(in: inner), CGPoint(x: 10, y: 10))
        assertEqual(touch!.location(in: outer), CGPoint(x: 20, y: 70))
        assertEqual(touch!.location(in: nil), CGPoint(x: 120, y: 120))
    }

    func testConvertingARectFromAnotherViewUndoesConvertingItThere() {
        // Given a button inside a panel inside a root, the panel turned a quarter
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let panel = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        panel.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let button = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        root.addSubview(panel)
        panel.addSubview(button)

        // When the button's bounds go to root and come back from it
        let inRoot = button.convert(button.bounds, to: root)
        let back = button.convert(inRoot, from: root)

        // Then: a quarter turn keeps a rectangle a rectangle (30 wide, 40 tall in root)
        assertEqual(inRoot, root.convert(CGRect(x: 10, y: 20, width: 40, height: 30), from: panel))
        XCTAssertEqual(inRoot.width, 30, accuracy: 1e-9)
        XCTAssertEqual(inRoot.height, 40, accuracy: 1e-9)
        assertEqual(back, button.bounds)
    }
}
