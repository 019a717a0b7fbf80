import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: colours are read in every form the reference lists.
final class LayoutLoaderColoursTests: XCTestCase {
    func testColoursAcceptShortLongAndAlphaHexAndSystemNames() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: short, color: "#f80"}
                - {id: long, color: "#34c759"}
                - {id: translucent, color: "#00000080"}
                - {id: named, color: systemBlue}
                - {id: none}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(rgba(try view("short", in: layout).backgroundColor), [0xff, 0x88, 0x00, 0xff])
        XCTAssertEqual(rgba(try view("long", in: layout).backgroundColor), [0x34, 0xc7, 0x59, 0xff])
        XCTAssertEqual(rgba(try view("translucent", in: layout).backgroundColor), [0, 0, 0, 0x80])
        XCTAssertEqual(try view("named", in: layout).backgroundColor, UIColor.systemBlue)
        XCTAssertNil(try view("none", in: layout).backgroundColor)
    }
}
