import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// The helper's JSON of an iOS 7–10 table: its cells inside the private
/// `UITableViewWrapperView` are its rows (SPEC 14), and the table's own
/// `delaysContentTouches` still decides when a row highlights.
final class TapLabDumpTableWrapperTests: XCTestCase {
    private func scroll(size: String, delays: Bool) -> String {
        #""scroll": {"contentOffset": [0, 0], "contentSize": \#(size), "contentInset": [0, 0, 0, 0], "paging": false, "#
            + #""delaysContentTouches": \#(delays), "canCancelContentTouches": true, "scrollEnabled": true}, "#
    }

    /// A window → table → wrapper → two cells (the app's class, UIKit's
    /// `UITableViewCell` as `uikitClass`), each with its printed content view.
    private func dump(tableDelays: Bool, wrapperDelays: Bool) -> String {
        let cells = (0..<2).map { n in
            HandWrittenDump.view("MyApp.FeedCell", "0x4\(n)", bounds: "[0, 0, 390, 60]", center: "[195, \(30 + 60 * n)]",
                                 extra: #""uikitClass": "UITableViewCell", "#,
                                 subviews: "[" + HandWrittenDump.view("UITableViewCellContentView", "0x5\(n)", bounds: "[0, 0, 390, 60]",
                                                                      center: "[195, 30]") + "]")
        }.joined(separator: ",\n")
        let wrapper = HandWrittenDump.view("UITableViewWrapperView", "0x30", bounds: "[0, 0, 390, 844]", center: "[195, 422]",
                                           extra: scroll(size: "[390, 844]", delays: wrapperDelays), subviews: "[" + cells + "]")
        let table = HandWrittenDump.view("UITableView", "0x20", bounds: "[0, 0, 390, 844]", center: "[195, 422]",
                                         extra: scroll(size: "[390, 2000]", delays: tableDelays), subviews: "[" + wrapper + "]")
        return HandWrittenDump.document(windows: HandWrittenDump.view("UIWindow", "0x10", bounds: "[0, 0, 390, 844]", center: "[195, 422]",
                                                                      extra: #""level": 0, "#, subviews: "[" + table + "]"))
    }

    func testTheHelpersWrappedCellsAreRowsAndATapSelectsTheOneUnderTheFinger() throws {
        // Precondition
        let layout = try LayoutLoader.load(text: dump(tableDelays: true, wrapperDelays: true), file: "dump.json")
        let table = try XCTUnwrap(layout.view("UITableView-0x20") as? UITableView)

        // Action: a tap on the second row
        let cell = try XCTUnwrap(layout.view("FeedCell-0x41"))
        let answer = layout.application.explainDelivery(of: .view(cell)) { observer in
            _ = try? ScriptRunner.run([ScriptStep(.tap(CGPoint(x: 100, y: 90)))], on: layout.application, observer: observer)
        }

        // Assertion: rows in frame order, each with its printed content view; row 1 selected
        XCTAssertEqual(table.cells.map(\.logName), ["FeedCell-0x40", "FeedCell-0x41"])
        XCTAssertEqual(table.cells.map(\.contentView.logName), ["UITableViewCellContentView-0x50", "UITableViewCellContentView-0x51"])
        XCTAssertEqual(hitID(100, 90, in: layout), "UITableViewCellContentView-0x51")
        XCTAssertEqual(table.selectedRows, [1])
        XCTAssertEqual(answer?.rule, .worked)
    }

    /// Whether row 1 is highlighted 0.05 s after a finger comes down on it.
    private func highlightsAtOnce(tableDelays: Bool, wrapperDelays: Bool) throws -> Bool {
        let layout = try LayoutLoader.load(text: dump(tableDelays: tableDelays, wrapperDelays: wrapperDelays), file: "dump.json")
        let table = try XCTUnwrap(layout.view("UITableView-0x20") as? UITableView)
        let steps = [ScriptStep(.down(touch: 1, at: CGPoint(x: 100, y: 90))), ScriptStep(.wait(0.05)), ScriptStep(.up(touch: 1))]
        _ = try ScriptRunner.run(steps, on: layout.application, until: 0.05)
        return table.cells[1].isHighlighted
    }

    func testTheTablesOwnDelaysContentTouchesStillDecidesWhenAWrappedRowHighlights() throws {
        // Precondition: the wrapper does not delay content touches

        // Action
        let undelayed = try highlightsAtOnce(tableDelays: false, wrapperDelays: false)
        let delayed = try highlightsAtOnce(tableDelays: true, wrapperDelays: false)

        // Assertion: the table's 0.15 s content-touch delay holds the row's highlight, as it does a row directly under it
        XCTAssertTrue(undelayed)
        XCTAssertFalse(delayed)
    }

    func testTheImportedHelperDumpIsTheSameTreeWithTheSameRows() throws {
        // Precondition
        let text = dump(tableDelays: true, wrapperDelays: true)

        // Action
        let imported = try LayoutLoader.load(text: DumpReader.importLayout(text, file: "dump.json").text, file: "imported.yaml")

        // Assertion
        let table = try XCTUnwrap(imported.view("UITableView-0x20") as? UITableView)
        XCTAssertEqual(table.cells.map(\.logName), ["FeedCell-0x40", "FeedCell-0x41"])
        XCTAssertEqual(table.cells.map(\.contentView.logName), ["UITableViewCellContentView-0x50", "UITableViewCellContentView-0x51"])
        let direct = try LayoutLoader.load(text: text, file: "dump.json")
        XCTAssertEqual(direct.ids, imported.ids)
        for id in direct.ids {
            guard let a = direct.view(id) else { continue }
            XCTAssertEqual(DumpPlanEmitterTests.facts(of: a, in: direct.provenance),
                           imported.view(id).map { DumpPlanEmitterTests.facts(of: $0, in: imported.provenance) }, id)
        }
    }
}
