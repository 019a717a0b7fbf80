import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// `taplab import --assume` (SPEC 14): the user's value is written into the
/// layout as known, and the loaded layout no longer notes it as unknown.
final class ImportAssumptionTests: XCTestCase {
    private let dump = """
        <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
           | <UIScrollView: 0x4b2bee0; frame = (0 20; 320 460); gestureRecognizers = <NSArray: 0x6010>; layer = <CALayer: 0x3>>
        """

    func testAnImportWithoutAssumptionsKeepsBothUnknowns() throws {
        // Action
        let imported = try DumpReader.importLayout(dump, file: "old.txt")
        let loaded = try LayoutLoader.load(text: imported.text, file: "old.yaml")

        // Assertion
        let scroll = try XCTUnwrap(loaded.view("UIScrollView-0x4b2bee0"))
        XCTAssertEqual(loaded.provenance[scroll]?.contentSizeUnknown, true)
        XCTAssertEqual(loaded.provenance[scroll]?.hasUndescribedRecognizers, true)
    }

    func testAssumedValuesAreWrittenAsKnown() throws {
        // Action: named by address and by id
        let imported = try DumpReader.importLayout(dump, file: "old.txt", assuming: [
            Assumption(id: "0x4b2bee0", property: .contentSize(CGSize(width: 320, height: 1400))),
            Assumption(id: "UIScrollView-0x4b2bee0", property: .noRecognizers),
        ])
        let loaded = try LayoutLoader.load(text: imported.text, file: "old.yaml")

        // Assertion
        let scroll = try XCTUnwrap(loaded.view("UIScrollView-0x4b2bee0") as? UIScrollView)
        XCTAssertEqual(scroll.contentSize, CGSize(width: 320, height: 1400))
        XCTAssertEqual(loaded.provenance[scroll]?.contentSizeUnknown, false)
        XCTAssertEqual(loaded.provenance[scroll]?.hasUndescribedRecognizers, false)
    }

    func testAnAssumptionNamingNoViewIsAnErrorAtTheDump() {
        // Action
        let result = Result { try DumpReader.importLayout(dump, file: "old.txt", assuming: [Assumption(id: "nope", property: .hidden(true))]) }

        // Assertion
        guard case let .failure(error as LayoutError) = result else { return XCTFail("an unknown name was accepted") }
        XCTAssertEqual(error.diagnostics.first?.problem as? AssumptionProblem,
                       .unknownName("nope", suggestion: .none))
    }
}
