import XCTest
import TapExplain

extension XCTestCase {
    /// `problem` is worded in English, and in Chinese: with Chinese
    /// characters in it, and not the English again.
    public func assertWordedInChinese(_ problem: any Worded, file: StaticString = #filePath, line: UInt = #line) {
        assertChinese(problem.text(in: .zh), english: problem.text(in: .en), file: file, line: line)
    }

    /// `chinese` is the Chinese of a non-empty `english`: it has Chinese characters in it and differs.
    public func assertChinese(_ chinese: String, english: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(english.isEmpty, chinese, file: file, line: line)
        XCTAssertNotEqual(chinese, english, file: file, line: line)
        XCTAssertTrue(chinese.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "no Chinese in: \(chinese)", file: file, line: line)
    }
}
