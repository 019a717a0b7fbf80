import XCTest
@testable import TapExplain
@testable import TapKit

final class LanguageTests: XCTestCase {
    func testAChineseLocaleChoosesChinese() {
        XCTAssertEqual(Language(environment: ["LANG": "zh_CN.UTF-8"]), .zh)
        XCTAssertEqual(Language(environment: ["LANG": "zh_TW"]), .zh)
    }

    func testNoLocaleOrAnotherLanguageIsEnglish() {
        XCTAssertEqual(Language(environment: [:]), .en)
        XCTAssertEqual(Language(environment: ["LANG": "fr_FR.UTF-8"]), .en)
        XCTAssertEqual(Language(environment: ["LANG": "C"]), .en)
    }

    func testLCALLWinsOverLCMESSAGESWhichWinsOverLANG() {
        XCTAssertEqual(Language(environment: ["LC_ALL": "en_US", "LANG": "zh_CN"]), .en)
        XCTAssertEqual(Language(environment: ["LC_MESSAGES": "zh_CN", "LANG": "en_US"]), .zh)
        // An empty variable does not decide.
        XCTAssertEqual(Language(environment: ["LC_ALL": "", "LANG": "zh_CN"]), .zh)
    }
}
