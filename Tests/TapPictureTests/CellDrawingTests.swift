import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// Lists drawn recognisably (CellDrawer): a selected cell grey, a table's
/// rows separated by a hairline inset from the leading edge.
final class CellDrawingTests: XCTestCase {
    private let white = RGBA(255, 255, 255)
    private let yaml = """
        screen: {width: 100, height: 100}
        view:
          id: root
          color: "#ffffff"
          subviews:
            - {id: table, class: tableView, frame: [0, 0, 100, 100], rowHeight: 40, cells: [{id: a}, {id: b}]}
        """

    func testASelectedRowIsFilledGreyAndTheOthersStayWhite() throws {
        // Given a table of two white rows
        // When the second row is tapped (and so selected)
        let picture = try RenderFixture.picture(yaml, taps: [CGPoint(x: 50, y: 60)])
        // Then the second row is grey and the first white
        let selected = try XCTUnwrap(picture.pixel(x: 50, y: 60))
        XCTAssertLessThan(selected.r, 230)
        XCTAssertLessThan(abs(Int(selected.r) - Int(selected.b)), 12)
        XCTAssertColor(picture.pixel(x: 50, y: 20), white)
    }

    func testATableDrawsASeparatorUnderEachRowInsetFromTheLeadingEdge() throws {
        // Given the same table, untouched
        // When it is drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the bottom pixel row of the first cell is darker past the inset, white before it
        XCTAssertLessThan(try XCTUnwrap(picture.pixel(x: 50, y: 39)).r, 250)
        XCTAssertColor(picture.pixel(x: 8, y: 39), white)
    }
}
