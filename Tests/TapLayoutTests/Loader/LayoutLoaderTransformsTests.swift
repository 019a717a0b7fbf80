import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `transform:` builds the affine transform it describes.
final class LayoutLoaderTransformsTests: XCTestCase {
    func testATransformScalesThenRotatesThenTranslates() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: turned, frame: [100, 100, 100, 100], transform: {scale: 2, rotate: 90, translate: [10, 0]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let t = try view("turned", in: layout).transform
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(p.x, 10, accuracy: 1e-9, "(1, 0) scaled to (2, 0), rotated to (0, 2), moved to (10, 2)")
        XCTAssertEqual(p.y, 2, accuracy: 1e-9)
    }

    func testATransformScaleMayDifferPerAxis() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: squashed, frame: [0, 0, 100, 100], transform: {scale: [2, 0.5]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("squashed", in: layout).transform, CGAffineTransform(scaleX: 2, y: 0.5))
    }

    func testATransformedViewIsHitWhereItIsDrawnNotWhereItsFrameWas() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: moved, frame: [0, 0, 100, 100], transform: {translate: [200, 0]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(250, 50, in: layout), "moved")
        XCTAssertEqual(hitID(50, 50, in: layout), "root")
    }
}
