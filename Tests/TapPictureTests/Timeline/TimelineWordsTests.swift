import Foundation
import TapExplain
import TapKit
@testable import TapPicture
import XCTest

/// The timeline's own words exist in every language.
final class TimelineWordsTests: XCTestCase {
    func testEveryWordHasEveryLanguage() {
        for word in TimelineWord.allCases {
            for language in Language.allCases {
                // Assertion
                XCTAssertFalse(word.text(language).isEmpty, "\(word) in \(language)")
            }
        }
    }

    func testTheChineseWordsAreChinese() {
        for word in TimelineWord.allCases {
            // Assertion: at least one CJK character, not an English word left untranslated
            let zh = word.text(.zh)
            XCTAssertTrue(zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(word): \(zh)")
            XCTAssertNotEqual(zh, word.text(.en))
        }
    }
}
