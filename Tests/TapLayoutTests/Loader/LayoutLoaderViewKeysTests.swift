import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: the keys every view takes set the properties they name.
final class LayoutLoaderViewKeysTests: XCTestCase {
    func testFramesAreInTheSuperviewsCoordinates() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  frame: [20, 120, 350, 300]
                  subviews:
                    - {id: button, class: button, frame: [150, 120, 150, 100]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let button = try view("button", in: layout)
        XCTAssertEqual(button.frame, CGRect(x: 150, y: 120, width: 150, height: 100))
        XCTAssertEqual(button.convert(CGPoint.zero, to: nil), CGPoint(x: 170, y: 240))
        XCTAssertEqual(hitID(171, 241, in: layout), "button")
        XCTAssertEqual(hitID(169, 239, in: layout), "card")
    }

    func testSubviewsAreAddedInFileOrderSoTheLastIsInFront() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: back, frame: [0, 0, 100, 100]}
                - {id: front, frame: [50, 50, 100, 100]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("root", in: layout).subviews.map(\.logName), ["back", "front"])
        XCTAssertEqual(hitID(75, 75, in: layout), "front")
        XCTAssertEqual(hitID(25, 25, in: layout), "back")
    }

    func testFlagsAlphaAndCornerRadiusAreSetOnTheView() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: flagged, frame: [0, 0, 10, 10], hidden: true, clips: true, multipleTouch: true,
                   exclusiveTouch: true, interaction: false, alpha: 0.5, cornerRadius: 8, touches: consume}
                - {id: plain, frame: [0, 0, 10, 10]}
                - {id: off, class: button, enabled: false}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let flagged = try view("flagged", in: layout), plain = try view("plain", in: layout)
        XCTAssertEqual([flagged.isHidden, flagged.clipsToBounds, flagged.isMultipleTouchEnabled,
                        flagged.isExclusiveTouch, flagged.isUserInteractionEnabled], [true, true, true, true, false])
        XCTAssertEqual([plain.isHidden, plain.clipsToBounds, plain.isMultipleTouchEnabled,
                        plain.isExclusiveTouch, plain.isUserInteractionEnabled], [false, false, false, false, true])
        XCTAssertEqual(flagged.alpha, 0.5)
        XCTAssertEqual(plain.alpha, 1)
        XCTAssertEqual(flagged.layer.cornerRadius, 8)
        XCTAssertEqual(flagged.touchesOverride, .consume)
        XCTAssertEqual(plain.touchesOverride, .forward)
        XCTAssertEqual((try view("off", in: layout) as? UIControl)?.isEnabled, false)
    }

    func testTextSetsALabelsTextAndAButtonsTitle() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: label, class: label, text: "Hello"}
                - {id: button, class: button, text: "Tap me"}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual((layout.view("label") as? UILabel)?.text, "Hello")
        XCTAssertEqual((layout.view("button") as? UIButton)?.title, "Tap me")
    }

    func testBorderSetsTheLayersWidthAndColourWithOnePointOfBlackByDefault() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: thick, border: {width: 3, color: "#ff0000"}}
                - {id: thin, border: {}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let thick = try view("thick", in: layout), thin = try view("thin", in: layout)
        XCTAssertEqual(thick.layer.borderWidth, 3)
        XCTAssertEqual(rgba(thick.layer.borderColor), [255, 0, 0, 255])
        XCTAssertEqual(thin.layer.borderWidth, 1)
        XCTAssertEqual(rgba(thin.layer.borderColor), [0, 0, 0, 255])
    }

    func testScrollViewKeysSetContentSizeOffsetPagingAndTouchHandling() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: carousel
                  class: scrollView
                  frame: [0, 0, 390, 200]
                  contentSize: [1170, 200]
                  contentOffset: [390, 0]
                  paging: true
                  delaysContentTouches: false
                  canCancelContentTouches: false
                - {id: defaults, class: scrollView}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let carousel = try XCTUnwrap(layout.view("carousel") as? UIScrollView)
        XCTAssertEqual(carousel.contentSize, CGSize(width: 1170, height: 200))
        XCTAssertEqual(carousel.contentOffset, CGPoint(x: 390, y: 0))
        XCTAssertEqual(carousel.bounds.origin, CGPoint(x: 390, y: 0), "bounds.origin is contentOffset")
        XCTAssertTrue(carousel.isPagingEnabled)
        XCTAssertFalse(carousel.delaysContentTouches)
        XCTAssertFalse(carousel.canCancelContentTouches)
        let defaults = try XCTUnwrap(layout.view("defaults") as? UIScrollView)
        XCTAssertEqual([defaults.isPagingEnabled, defaults.delaysContentTouches, defaults.canCancelContentTouches], [false, true, true])
    }
}
