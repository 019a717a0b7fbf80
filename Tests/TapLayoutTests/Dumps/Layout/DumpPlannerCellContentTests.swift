import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// A dumped table row prints its `UITableViewCellContentView`; TapKit's
/// row has its own `contentView`. One content view on the chain, as in
/// UIKit — unless keeping the printed one changes what a touch reaches.
final class DumpPlannerCellContentTests: XCTestCase {
    private func load(row: String) throws -> LoadedLayout {
        let text = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x61>>
           | <UITableView: 0x2; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x62>; layer = <CALayer: 0x63>; contentOffset: {0, 0}; contentSize: {390, 88}>
           |    | <UITableViewCell: 0x3; frame = (0 0; 390 44); layer = <CALayer: 0x64>>
        \(row)
        """
        return try LayoutLoader.load(text: text, file: "row.txt")
    }

    private func responders(from view: UIView) -> [UIResponder] {
        var chain: [UIResponder] = []
        var next: UIResponder? = view
        while let responder = next { chain.append(responder); next = responder.next }
        return chain
    }

    func testARowsOnlyContentViewIsTapKitsAndItsSubviewsAreInIt() throws {
        // Precondition: iOS 15's row, a label in its content view
        let loaded = try load(row: """
           |    |    | <UITableViewCellContentView: 0x4; frame = (0 0; 390 43.6667); gestureRecognizers = <NSArray: 0x65>; layer = <CALayer: 0x66>>
           |    |    |    | <UIListContentView: 0x5; frame = (0 0; 390 43.6667); layer = <CALayer: 0x67>>
        """)

        // Action
        let cell = try XCTUnwrap(loaded.view("UITableViewCell-0x3") as? UITableViewCell)
        let list = try XCTUnwrap(loaded.view("UIListContentView-0x5"))

        // Assertion: the list view is in TapKit's content view, the printed one
        // is not a view of its own, and the row answers for its recognizers
        XCTAssertNil(loaded.view("UITableViewCellContentView-0x4"))
        XCTAssertTrue(list.superview === cell.contentView)
        let chain = responders(from: list)
        XCTAssertTrue(chain.count > 3 && chain[1] === cell.contentView && chain[2] === cell)
        XCTAssertEqual(cell.appIdentity?.hasUndescribedRecognizers, true)
    }

    func testARowWithAnAccessoryBesideItsContentViewKeepsTheContentViewAsPrinted() throws {
        // Precondition: a switch beside the content view, as UIKit places an accessory
        let loaded = try load(row: """
           |    |    | <UITableViewCellContentView: 0x4; frame = (0 0; 320 44); layer = <CALayer: 0x66>>
           |    |    |    | <UILabel: 0x5; frame = (20 12; 100 20); text = 'Wi-Fi'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x67>>
           |    |    | <UISwitch: 0x6; frame = (320 6.5; 51 31); layer = <CALayer: 0x68>>
        """)

        // Action
        let content = loaded.view("UITableViewCellContentView-0x4")
        let label = try XCTUnwrap(loaded.view("UILabel-0x5"))

        // Assertion
        XCTAssertNotNil(content)
        XCTAssertTrue(label.superview === content)
    }

    func testAContentViewThatChangesHitTestingIsKept() throws {
        // Precondition: content views hit testing treats differently from TapKit's
        let cases = [
            "frame = (0 0; 390 44); userInteractionEnabled = NO",
            "frame = (40 0; 350 44)",
            "frame = (0 0; 390 44); hidden = YES",
            "frame = (0 0; 390 44); clipsToBounds = YES",
        ]
        for properties in cases {
            // Action
            let loaded = try load(row: """
               |    |    | <UITableViewCellContentView: 0x4; \(properties); layer = <CALayer: 0x66>>
               |    |    |    | <UIButton: 0x5; frame = (20 4; 60 36); layer = <CALayer: 0x67>>
            """)

            // Assertion
            XCTAssertNotNil(loaded.view("UITableViewCellContentView-0x4"), properties)
        }
    }

    func testARowOutsideAListKeepsItsContentView() throws {
        // Precondition: a cell that is not a table's row (a plain view holds it)
        let text = """
        <UIView: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x61>>
           | <UITableViewCell: 0x3; frame = (0 0; 390 44); layer = <CALayer: 0x64>>
           |    | <UITableViewCellContentView: 0x4; frame = (0 0; 390 44); layer = <CALayer: 0x66>>
        """

        // Action
        let loaded = try LayoutLoader.load(text: text, file: "cell.txt")

        // Assertion
        XCTAssertNotNil(loaded.view("UITableViewCellContentView-0x4"))
    }
}
