import XCTest
@testable import TapKit
import TapTestSupport

/// A row that keeps a 44-point `accessory` at its right edge in
/// `layoutSubviews`, counting the calls.
private final class Row: UIView {
    let accessory = UIView()
    var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessory.identifier = "accessory"
        addSubview(accessory)
    }

    required init?(coder: NSCoder) { fatalError("not made from a coder in these tests") }

    override func layoutSubviews() {
        layoutCount += 1
        accessory.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: bounds.height)
    }
}

/// A view whose best size is 120 × 30 whatever it is offered.
private final class Badge: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 30) }
}

final class UIViewLayoutTests: XCTestCase {
    func testLayoutIfNeededLaysOutANewSubclassViewOnce() {
        // Given a row just made, never laid out
        let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 44))

        // When
        row.layoutIfNeeded()
        row.layoutIfNeeded()

        // Then
        XCTAssertEqual(row.layoutCount, 1)
        XCTAssertEqual(row.accessory.frame, CGRect(x: 256, y: 0, width: 44, height: 44))
    }

    func testResizingASubclassViewLaysItOutAgain() {
        // Given a row laid out at 300 points
        let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        row.layoutIfNeeded()

        // When it becomes 200 points wide, then only moves
        row.frame.size.width = 200
        row.layoutIfNeeded()
        row.center.x += 10
        row.layoutIfNeeded()

        // Then it was laid out for the new size, and not for the move
        XCTAssertEqual(row.layoutCount, 2)
        XCTAssertEqual(row.accessory.frame.minX, 156)
    }

    func testSetNeedsLayoutMarksAViewForTheNextLayoutIfNeededAbove() {
        // Given a laid-out row inside a plain container
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let row = Row(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        container.addSubview(row)
        container.layoutIfNeeded()

        // When the row asks for layout and the container lays out its tree
        row.setNeedsLayout()
        container.layoutIfNeeded()

        // Then
        XCTAssertEqual(row.layoutCount, 2)
    }

    func testATouchIsHitTestedAfterTheLayoutUIKitWouldHaveRun() {
        // Given a row resized after being added, so its accessory is still where the old size put it
        let f = CoreFixture()
        let row = f.add(Row(frame: .zero), "row", CGRect(x: 0, y: 100, width: 300, height: 44))
        row.layoutIfNeeded()
        row.frame.size.width = 390

        // When points at the new and the old accessory place are hit-tested, untraced and traced
        let untracedNew = f.hitView(370, 120), untracedOld = f.hitView(270, 120)
        let tracedNew = f.app.hitTest(CGPoint(x: 370, y: 120), traced: true).view

        // Then the accessory moved to the new right edge before the walk
        XCTAssertEqual(row.accessory.frame.minX, 346)
        XCTAssertTrue(untracedNew === row.accessory)
        XCTAssertTrue(tracedNew === row.accessory)
        XCTAssertTrue(untracedOld === row)
    }

    func testSizeThatFitsIsTheCurrentSizeUnlessOverridden() {
        // Given
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 70, height: 20))

        // When
        let size = plain.sizeThatFits(CGSize(width: 1000, height: 1000))

        // Then
        XCTAssertEqual(size, CGSize(width: 70, height: 20))
    }

    func testSizeToFitTakesTheSizeThatFitsAndKeepsTheOrigin() {
        // Given
        let badge = Badge(frame: CGRect(x: 10, y: 20, width: 1, height: 1))

        // When
        badge.sizeToFit()

        // Then
        XCTAssertEqual(badge.frame, CGRect(x: 10, y: 20, width: 120, height: 30))
    }
}
