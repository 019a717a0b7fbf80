import XCTest
@testable import TapKit

final class UIColorHSBTests: XCTestCase {
    func testHueGoesRoundTheColourCircle() {
        // Given full saturation and brightness
        func colour(_ hue: CGFloat) -> UIColor { UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1) }

        // When
        let samples = [0, 1.0 / 6, 0.5, 2.0 / 3, 1].map { colour($0).rgba8 }

        // Then: red, yellow, cyan, blue, and red again
        XCTAssertEqual(samples.map(\.r), [255, 255, 0, 0, 255])
        XCTAssertEqual(samples.map(\.g), [0, 255, 255, 0, 0])
        XCTAssertEqual(samples.map(\.b), [0, 0, 255, 255, 0])
    }

    func testNoSaturationIsAGreyOfTheBrightness() {
        // Given
        let hue: CGFloat = 0.3

        // When
        let grey = UIColor(hue: hue, saturation: 0, brightness: 0.5, alpha: 0.25)

        // Then
        XCTAssertEqual(grey, UIColor(white: 0.5, alpha: 0.25))
    }

    func testComponentsOutsideTheRangeAreClamped() {
        // Given / When
        let colour = UIColor(hue: -2, saturation: 3, brightness: .nan, alpha: 1)

        // Then: hue 0, saturation 1, brightness 0
        XCTAssertEqual(colour, .black)
    }
}
