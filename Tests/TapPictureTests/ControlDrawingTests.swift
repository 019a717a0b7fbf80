import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// SPEC 11's controls drawn recognisably (ControlDrawer), checked on single pixels.
final class ControlDrawingTests: XCTestCase {
    private let white = RGBA(255, 255, 255)
    private let green = RGBA(51, 199, 89)

    private func screen(_ subviews: String) -> String {
        """
        screen: {width: 200, height: 100}
        view:
          id: root
          color: "#ffffff"
          subviews:
        \(subviews)
        """
    }

    func testASwitchThatIsOnHasAGreenTrackAndItsWhiteThumbOnTheRight() throws {
        // Given a switch that is on, at x 10...61, y 10...41
        let yaml = screen("    - {id: wifi, class: switch, frame: [10, 10, 51, 31], on: true}")
        // When it is drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the left of the track is green and the thumb on the right white
        XCTAssertColor(picture.pixel(x: 20, y: 25), green)
        XCTAssertColor(picture.pixel(x: 46, y: 25), white)
    }

    func testASwitchThatIsOffHasAGreyTrackAndItsThumbOnTheLeft() throws {
        // Given a switch that is off
        let yaml = screen("    - {id: wifi, class: switch, frame: [10, 10, 51, 31]}")
        // When it is drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the thumb is white on the left and the track grey on the right
        XCTAssertColor(picture.pixel(x: 25, y: 25), white)
        XCTAssertColor(picture.pixel(x: 52, y: 25), RGBA(233, 233, 234))
    }

    func testASliderIsFilledBlueUpToItsThumb() throws {
        // Given a slider at half, at x 0...200 (thumb centre x 100)
        let yaml = screen("    - {id: volume, class: slider, frame: [0, 30, 200, 40], value: 0.5}")
        // When it is drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the track is blue left of the thumb, grey right of it, the thumb white
        XCTAssertColor(picture.pixel(x: 50, y: 50), RGBA(0, 122, 255))
        XCTAssertColor(picture.pixel(x: 150, y: 50), RGBA(209, 209, 214))
        XCTAssertColor(picture.pixel(x: 100, y: 50), white)
    }

    func testTheSelectedSegmentIsRaisedWhiteOnTheGreyBox() throws {
        // Given two segments, the second selected
        let yaml = screen("    - {id: tabs, class: segmentedControl, frame: [0, 30, 200, 40], segments: ['', ''], selected: 1}")
        // When it is drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the first segment is the box's grey and the second white
        XCTAssertColor(picture.pixel(x: 50, y: 50), RGBA(238, 238, 239))
        XCTAssertColor(picture.pixel(x: 150, y: 50), white)
    }

    func testThePageControlFillsTheCurrentPagesDotDark() throws {
        // Given three pages, the middle one current, dots 16 pt apart around x 100
        let yaml = screen("    - {id: dots, class: pageControl, frame: [0, 30, 200, 40], pages: 3, current: 1}")
        // When it is drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the middle dot is dark and the first light grey
        XCTAssertColor(picture.pixel(x: 100, y: 50), RGBA(28, 28, 30))
        XCTAssertColor(picture.pixel(x: 84, y: 50), RGBA(199, 199, 204))
    }
}
