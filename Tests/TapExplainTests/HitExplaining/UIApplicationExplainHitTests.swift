import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// A row that keeps a 44-point `accessory` at its right edge in `layoutSubviews`.
private final class Row: UIView {
    let accessory = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessory.identifier = "accessory"
        addSubview(accessory)
    }

    required init?(coder: NSCoder) { fatalError("not made from a coder in these tests") }

    override func layoutSubviews() {
        accessory.frame = CGRect(x: bounds.width - 44, y: 0, width: 44, height: bounds.height)
    }
}

/// `UIApplication.explainHit(of:at:)` asks about the tree a touch would see.
final class UIApplicationExplainHitTests: XCTestCase {
    func testWhyATouchLandsIsAnsweredAboutTheLaidOutTree() {
        // Given a row resized after its last layout
        let f = CoreFixture()
        let row = f.add(Row(frame: .zero), "row", CGRect(x: 0, y: 100, width: 300, height: 44))
        row.layoutIfNeeded()
        row.frame.size.width = 390

        // When the accessory's new place is explained before any touch
        let explanation = f.app.explainHit(of: row.accessory, at: CGPoint(x: 370, y: 120))

        // Then the explanation saw the layout a touch would see
        XCTAssertEqual(explanation.rule, .getsTouch)
    }
}
