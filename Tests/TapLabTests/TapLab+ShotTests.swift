import Foundation
import TapLab
import XCTest

final class TapLabShotTests: XCTestCase {
    func testShotIntoAMissingFolderSaysWhyOnceNamingTheFile() throws {
        // Given an application and a path in a folder that does not exist
        let app = TapLab.application(screen: CGSize(width: 100, height: 100))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)/x.png").path
        // When it is drawn there
        XCTAssertThrowsError(try TapLab.shot(app, to: path)) { error in
            // Then the message names the file once and the reason
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix("cannot write \(path): the folder "), message)
            XCTAssertTrue(message.hasSuffix("does not exist (create it first)"), message)
            XCTAssertEqual(message.components(separatedBy: "cannot write").count, 2, message)
        }
    }
}
