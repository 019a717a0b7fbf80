import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: numbers are read as YAML writes them.
final class LayoutLoaderNumbersTests: XCTestCase {
    func testNumbersMayBeIntegersDecimalsExponentsOrUseUnderscores() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: card, frame: [1_000, 2.5, 1e2, -0]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("card", in: layout).frame, CGRect(x: 1000, y: 2.5, width: 100, height: 0))
    }
}
