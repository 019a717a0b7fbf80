import Foundation
import TapExplain
import TapKit
@testable import TapPicture
import XCTest

/// The picture's words: one table per language, complete for both.
final class PictureStringsTests: XCTestCase {
    func testEveryKeyHasAnEnglishAndAChineseText() {
        // Given every key the picture uses
        for key in PictureStrings.Key.allCases {
            // When it is looked up in each table
            for language in Language.allCases {
                let text = PictureStrings.table(language)(key)
                // Then there is a text, not empty (the compiler already
                // refuses a table that leaves a key out)
                XCTAssertFalse(text.isEmpty, "\(key) has no \(language) text")
            }
        }
    }

    func testBothTablesFillTheSamePlaceholders() {
        // Given each key's English and Chinese text
        for key in PictureStrings.Key.allCases {
            let en = PictureStrings.text(key, .en), zh = PictureStrings.text(key, .zh)
            // When their {N} placeholders are listed
            let slots = { (s: String) in (1...6).filter { s.contains("{\($0)}") } }
            // Then both have the same ones, so no fact is dropped in translation
            XCTAssertEqual(slots(en), slots(zh), "\(key)")
        }
    }

    func testTheChineseTableIsWrittenInChinese() {
        // Given the words a reader meets first: legend titles and verdicts
        let keys: [PictureStrings.Key] = [.titleWalk, .titleChain, .titleRecognizers, .hit, .outside, .nearlyInvisible]
        // When they are looked up in Chinese
        let texts = keys.map { PictureStrings.text($0, .zh, "B") }
        // Then each holds Chinese characters, in the seed articles' words
        XCTAssertTrue(texts.allSatisfy { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } }, "\(texts)")
        XCTAssertEqual(PictureStrings.text(.titleWalk, .zh), "命中测试过程")
        XCTAssertEqual(PictureStrings.text(.titleChain, .zh), "响应链")
        XCTAssertEqual(PictureStrings.text(.titleRecognizers, .zh), "手势识别器")
    }

    func testArgumentsFillTheirPlaces() {
        // Given a tap verdict
        // When it is written for tap 2 on view B
        let en = PictureStrings.text(.tapVerdict, .en, "2", "B"), zh = PictureStrings.text(.tapVerdict, .zh, "2", "B")
        // Then the number and the view are in the sentence of each language
        XCTAssertEqual(en, "tap 2 → B")
        XCTAssertEqual(zh, "第 2 次点击 → B")
    }
}
