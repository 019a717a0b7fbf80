import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `firstResponder` makes the named responder first.
final class LayoutLoaderFirstResponderTests: XCTestCase {
    func testFirstResponderNamesTheResponderPressesStartAt() throws {
        // Given
        let yaml = """
            firstResponder: field
            view:
              id: root
              subviews:
                - {id: field, frame: [0, 0, 100, 40]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertTrue(layout.application.firstResponder === layout.view("field"))
    }

    func testWithoutFirstResponderThereIsNone() throws {
        // Given
        let yaml = "view: {id: root}"

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertNil(layout.application.firstResponder)
    }
}
