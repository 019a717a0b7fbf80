import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `layers:` builds display-only sublayers.
final class LayoutLoaderLayersTests: XCTestCase {
    func testLayersAreDisplayOnlyAndKeepTheirProperties() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  frame: [0, 0, 100, 100]
                  layers:
                    - {id: glow, frame: [-10, -10, 120, 120], color: "#ffcc00", opacity: 0.5, cornerRadius: 12,
                       border: {width: 2, color: "#000"}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .layer(layer)? = layout.objects["glow"] else { return XCTFail("no layer glow") }
        XCTAssertNil(layout.objects["glow"]?.responder, "a layer is never a responder")
        XCTAssertTrue(try view("card", in: layout).layer.sublayers?.first === layer)
        XCTAssertEqual(layer.name, "glow")
        XCTAssertEqual(layer.frame, CGRect(x: -10, y: -10, width: 120, height: 120))
        XCTAssertEqual(rgba(layer.backgroundColor), [0xff, 0xcc, 0x00, 0xff])
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.cornerRadius, 12)
        XCTAssertEqual(layer.borderWidth, 2)
        XCTAssertEqual(hitID(105, 50, in: layout), "root", "the layer's area outside the view is not hittable")
    }
}
