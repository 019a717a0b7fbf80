import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// What the trace says at a view whose class overrides hit testing.
final class TapLabDumpOverrideTraceTests: XCTestCase {
    func testTheWalkSaysWhereTheAppsOwnHitTestCodeWouldDecide() throws {
        // Given a dump whose login button's class overrides point(inside:with:)
        let text = HandWrittenDump.valid(replacing: #""overrides": [], "subviews": []"#, with: #""overrides": ["pointInside"], "subviews": []"#)
        let layout = try LayoutLoader.load(text: text, file: "dump.json")

        // When the button is traced
        let trace = try XCTUnwrap(layout.application.hitTest(CGPoint(x: 50, y: 20), traced: true).trace)
        let step = try XCTUnwrap(trace.steps.first { $0.viewID == "login" })

        // Then its line, read with what the dump said, says TapLab used the default rule there
        let line = step.text(in: .en, provenance: layout.provenance)
        XCTAssertTrue(line.hasSuffix("[custom code here: MyApp.LoginButton overrides point(inside:with:); TapLab uses the default rule]"), line)
        XCTAssertEqual(layout.provenance[try XCTUnwrap(layout.view("login"))]?.overriddenMethods, ["pointInside"])
    }
}
