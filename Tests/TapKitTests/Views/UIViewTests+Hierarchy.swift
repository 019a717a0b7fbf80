import XCTest
@testable import TapKit
import TapTestSupport

/// UIView+Hierarchy: tags and reordering, and that hit testing — untraced
/// (the fast walk with its cull boxes) and traced — follows each change.
final class UIViewHierarchyTests: XCTestCase {
    /// Two overlapping 100 × 100 views in the fixture's root: `back` at
    /// (0, 0), `front` (added last) at (50, 50); they share (50...100, 50...100).
    private func makeOverlap() -> (CoreFixture, UIView, UIView) {
        let f = CoreFixture()
        let back = f.addView("back", CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = f.addView("front", CGRect(x: 50, y: 50, width: 100, height: 100))
        return (f, back, front)
    }

    /// The view a touch at (75, 75) would get, asserting the traced walk agrees.
    private func hitInOverlap(_ f: CoreFixture, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let untraced = f.hitView(75, 75)
        let traced = f.app.hitTest(CGPoint(x: 75, y: 75), traced: true).view
        XCTAssertTrue(untraced === traced, "untraced and traced walks disagree", file: file, line: line)
        return untraced?.identifier
    }

    func testViewWithTagAnswersTheReceiverWhenItsOwnTagMatches() {
        // Given a view tagged 3 with a subview also tagged 3
        let parent = UIView(); parent.tag = 3
        let child = UIView(); child.tag = 3
        parent.addSubview(child)

        // When
        let found = parent.viewWithTag(3)

        // Then
        XCTAssertTrue(found === parent)
    }

    func testViewWithTagSearchesEachSubviewsTreeBeforeTheNextSubview() {
        // Given a grandchild under the first subview and a second subview, both tagged 5
        let parent = UIView(), first = UIView(), grandchild = UIView(), second = UIView()
        grandchild.tag = 5
        second.tag = 5
        first.addSubview(grandchild)
        parent.addSubview(first)
        parent.addSubview(second)

        // When
        let found = parent.viewWithTag(5)

        // Then: depth first, in `subviews` order
        XCTAssertTrue(found === grandchild)
        XCTAssertNil(parent.viewWithTag(6))
    }

    func testSettingATagLeavesHitTestingAsItWas() {
        // Given
        let (f, _, front) = makeOverlap()

        // When
        front.tag = 42

        // Then
        XCTAssertEqual(hitInOverlap(f), "front")
        XCTAssertTrue(f.root.viewWithTag(42) === front)
    }

    func testInsertingAboveASiblingPutsTheViewJustInFrontOfItForHitTesting() {
        // Given the overlap, and a third view over the shared corner
        let (f, back, _) = makeOverlap()
        let middle = UIView(frame: CGRect(x: 60, y: 60, width: 30, height: 30))
        middle.identifier = "middle"

        // When it goes above `back` (still behind `front`), then `front` goes behind `back`
        f.root.insertSubview(middle, aboveSubview: back)
        let withFrontOnTop = hitInOverlap(f)
        f.root.insertSubview(f.root.subviews[2], belowSubview: back)

        // Then
        XCTAssertEqual(withFrontOnTop, "front")
        XCTAssertEqual(f.root.subviews.map(\.identifier), ["front", "back", "middle"])
        XCTAssertEqual(hitInOverlap(f), "middle")
    }

    func testMovingASubviewAboveASiblingThatWasInFrontOfItLandsJustAboveIt() {
        // Given back, front and a third view, in that order
        let (f, back, front) = makeOverlap()
        f.addView("third", CGRect(x: 300, y: 300, width: 10, height: 10))

        // When `back`, already a subview, moves above `front`
        f.root.insertSubview(back, aboveSubview: front)

        // Then it is between front and third, and takes the shared corner
        XCTAssertEqual(f.root.subviews.map(\.identifier), ["front", "back", "third"])
        XCTAssertEqual(hitInOverlap(f), "back")
    }

    func testInsertingAboveAViewThatIsNotASubviewAddsTheViewInFront() {
        // Given the overlap and a view that is not in root
        let (f, _, _) = makeOverlap()
        let stranger = UIView()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        cover.identifier = "cover"

        // When
        f.root.insertSubview(cover, aboveSubview: stranger)

        // Then
        XCTAssertTrue(f.root.subviews.last === cover)
        XCTAssertEqual(hitInOverlap(f), "cover")
    }

    func testExchangingSubviewsSwapsWhichOneHitTestingAsksFirst() {
        // Given front (index 1) over back (index 0)
        let (f, _, _) = makeOverlap()

        // When
        f.root.exchangeSubview(at: 0, withSubviewAt: 1)

        // Then
        XCTAssertEqual(f.root.subviews.map(\.identifier), ["front", "back"])
        XCTAssertEqual(hitInOverlap(f), "back")
    }

    func testExchangingWithAnIndexOutsideSubviewsLeavesTheOrder() {
        // Given
        let (f, _, _) = makeOverlap()

        // When
        f.root.exchangeSubview(at: 0, withSubviewAt: 2)

        // Then
        XCTAssertEqual(f.root.subviews.map(\.identifier), ["back", "front"])
        XCTAssertEqual(hitInOverlap(f), "front")
    }
}
