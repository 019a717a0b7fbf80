import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Colours as layouts write them (SPEC 3): `#rgb`, `#rrggbb`, `#rrggbbaa`,
/// or a UIKit system colour name.
final class ColorParserTests: XCTestCase {
    private func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> UIColor? {
        switch ColorParser.parse(text) {
        case let .success(color): return color
        case let .failure(problem):
            XCTFail("'\(text)' was rejected: \(problem.english)", file: file, line: line)
            return nil
        }
    }

    private func problem(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        switch ColorParser.parse(text) {
        case let .success(color):
            XCTFail("'\(text)' was accepted as \(color)", file: file, line: line)
            return nil
        case let .failure(problem): return problem.english
        }
    }

    // MARK: Hex

    func testThreeHexDigitsAreEachDoubled() {
        // Given
        let text = "#f80"

        // When
        let color = parsed(text)

        // Then
        XCTAssertEqual(rgba(color), [0xff, 0x88, 0x00, 0xff])
    }

    func testSixHexDigitsAreRedGreenBlueAndOpaque() {
        // Given
        let text = "#34c759"

        // When
        let color = parsed(text)

        // Then
        XCTAssertEqual(rgba(color), [0x34, 0xc7, 0x59, 0xff])
        XCTAssertEqual(color, UIColor.systemGreen)
    }

    func testEightHexDigitsEndWithAlpha() {
        // Given
        let text = "#007aff80"

        // When
        let color = parsed(text)

        // Then
        XCTAssertEqual(rgba(color), [0x00, 0x7a, 0xff, 0x80])
        XCTAssertEqual(color?.alpha ?? 0, 128.0 / 255, accuracy: 1e-12)
    }

    func testHexDigitsMayBeUpperOrLowerCase() {
        // Given
        let upper = "#FFCC00", lower = "#ffcc00"

        // When
        let (a, b) = (parsed(upper), parsed(lower))

        // Then
        XCTAssertEqual(a, b)
        XCTAssertEqual(rgba(a), [0xff, 0xcc, 0x00, 0xff])
    }

    func testBlackAndWhiteSpanTheWholeRange() {
        // Given
        let black = "#000", white = "#ffffffff"

        // When
        let (b, w) = (parsed(black), parsed(white))

        // Then
        XCTAssertEqual(b, UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(w, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    // MARK: Names

    func testSystemColourNamesAreUIKitsColours() {
        // Given
        let names = ["systemBlue", "systemRed", "systemGreen", "systemOrange", "clear", "black", "white"]

        // When
        let colors = names.map { parsed($0) }

        // Then
        XCTAssertEqual(colors, [.systemBlue, .systemRed, .systemGreen, .systemOrange, .clear, .black, .white])
        XCTAssertEqual(rgba(colors[0]), [0x00, 0x7a, 0xff, 0xff], "systemBlue is #007aff in light mode")
    }

    func testEveryNamedColourParses() {
        // Given
        let names = UIColor.named.keys.sorted()

        // When
        let colors = names.map { ColorParser.parse($0) }

        // Then
        for (name, result) in zip(names, colors) {
            guard case let .success(color) = result else { XCTFail("\(name) was rejected"); continue }
            XCTAssertEqual(color, UIColor.named[name], name)
        }
    }

    // MARK: Problems

    func testAHexColourWithTheWrongNumberOfDigitsIsMalformed() {
        // Given
        let texts = ["#12345", "#", "#1234", "#1234567", "#123456789"]

        // When
        let problems = texts.map { problem($0) }

        // Then
        for (text, message) in zip(texts, problems) {
            XCTAssertEqual(message, "malformed colour '\(text)': use #rgb, #rrggbb or #rrggbbaa with hex digits")
        }
    }

    func testAHexColourWithNonHexDigitsIsMalformed() {
        // Given
        let texts = ["#ggg", "#12345z", "#+12", "#-1f", "#１２３", "# 12"]

        // When
        let problems = texts.map { problem($0) }

        // Then
        for (text, message) in zip(texts, problems) {
            XCTAssertEqual(message, "malformed colour '\(text)': use #rgb, #rrggbb or #rrggbbaa with hex digits", text)
        }
    }

    func testAnUnknownNameSuggestsTheClosestUIKitName() {
        // Given
        let misspelt = "sytemBlue"

        // When
        let message = problem(misspelt)

        // Then
        XCTAssertEqual(message, "unknown colour 'sytemBlue': use #rrggbb or a UIKit name such as systemBlue (did you mean 'systemBlue'?)")
    }

    func testAnUnknownNameFarFromEveryUIKitNameSuggestsNothing() {
        // Given
        let invented = "blurple"

        // When
        let message = problem(invented)

        // Then
        XCTAssertEqual(message, "unknown colour 'blurple': use #rrggbb or a UIKit name such as systemBlue")
    }

    func testHexWithoutTheHashIsAnUnknownName() {
        // Given
        let text = "ff0000"

        // When
        let message = problem(text)

        // Then
        XCTAssertEqual(message, "unknown colour 'ff0000': use #rrggbb or a UIKit name such as systemBlue")
    }

    func testNamesAreCaseSensitiveAsInUIKitButTheHintFindsThem() {
        // Given
        let text = "SystemBlue"

        // When
        let message = problem(text)

        // Then
        XCTAssertEqual(message, "unknown colour 'SystemBlue': use #rrggbb or a UIKit name such as systemBlue (did you mean 'systemBlue'?)")
    }
}
