import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `class:` builds the UIKit class it names.
final class LayoutLoaderClassesTests: XCTestCase {
    func testEachClassBuildsTheMatchingUIKitClass() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: plain}
                - {id: plainToo, class: view}
                - {id: button, class: button}
                - {id: control, class: control}
                - {id: label, class: label}
                - {id: image, class: imageView}
                - {id: scroller, class: scrollView}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertTrue(type(of: try view("plain", in: layout)) == UIView.self)
        XCTAssertTrue(type(of: try view("plainToo", in: layout)) == UIView.self)
        XCTAssertTrue(try view("button", in: layout) is UIButton)
        XCTAssertTrue(type(of: try view("control", in: layout)) == UIControl.self)
        XCTAssertTrue(try view("label", in: layout) is UILabel)
        XCTAssertTrue(try view("image", in: layout) is UIImageView)
        XCTAssertTrue(try view("scroller", in: layout) is UIScrollView)
    }

    func testLabelsAndImageViewsIgnoreTouchesByDefaultAsInUIKit() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: label, class: label, frame: [0, 0, 100, 100]}
                - {id: image, class: imageView, frame: [0, 100, 100, 100]}
                - {id: plain, frame: [0, 200, 100, 100]}
                - {id: button, class: button, frame: [0, 300, 100, 100]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertFalse(try view("label", in: layout).isUserInteractionEnabled)
        XCTAssertFalse(try view("image", in: layout).isUserInteractionEnabled)
        XCTAssertTrue(try view("plain", in: layout).isUserInteractionEnabled)
        XCTAssertTrue(try view("button", in: layout).isUserInteractionEnabled)
        XCTAssertEqual(hitID(50, 50, in: layout), "root", "a label lets the touch through to the view behind it")
        XCTAssertEqual(hitID(50, 150, in: layout), "root")
        XCTAssertEqual(hitID(50, 250, in: layout), "plain")
    }

    func testInteractionTrueMakesALabelTappable() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: label, class: label, frame: [0, 0, 100, 100], interaction: true}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertTrue(try view("label", in: layout).isUserInteractionEnabled)
        XCTAssertEqual(hitID(50, 50, in: layout), "label")
    }

    func testTheControllerKeyPutsAControllerBetweenTheViewAndItsSuperview() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  controller: cardVC
                  frame: [0, 0, 200, 200]
                  subviews:
                    - {id: button, class: button, frame: [10, 10, 50, 50]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .controller(controller)? = layout.objects["cardVC"] else { return XCTFail("no controller cardVC") }
        XCTAssertTrue(controller.view === layout.view("card"))
        XCTAssertEqual(try chain(from: "button", in: layout),
                       ["button", "card", "cardVC", "root", "rootVC", "main", "application", "appDelegate"])
    }
}
