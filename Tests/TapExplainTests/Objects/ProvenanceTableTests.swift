import Foundation
import XCTest
@testable import TapExplain
import TapKit

/// A dump's facts are kept beside its views, by identity: a view answers
/// only for itself, an empty table for a program's tree, and the table
/// keeps its views so an identifier is never another view's.
final class ProvenanceTableTests: XCTestCase {
    func testAViewAnswersWhatItsDumpSaidAndAnotherViewNothing() {
        // Precondition: two alike views, one of them from a dump
        let dumped = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let made = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var table = ProvenanceTable()
        var facts = DumpProvenance(address: "0x7fe1", overriddenMethods: ["pointInside"])
        facts.pasteEnds = .insideThisView

        // Action
        table[dumped] = facts

        // Assertion
        XCTAssertEqual(table[dumped], facts)
        XCTAssertTrue(table.isFromDump(dumped))
        XCTAssertNil(table[made])
        XCTAssertFalse(table.isFromDump(made))
        XCTAssertEqual(table.count, 1)
    }

    func testAnEmptyTableSaysNoViewIsFromADump() {
        // Precondition: a view a program made
        let view = UIView()

        // Action
        let table = ProvenanceTable()

        // Assertion
        XCTAssertTrue(table.isEmpty)
        XCTAssertNil(table[view])
        XCTAssertFalse(table.isFromDump(view))
    }

    func testSettingNilForgetsTheView() {
        // Precondition
        let view = UIView()
        var table = ProvenanceTable()
        table[view] = DumpProvenance(address: "0x1")

        // Action
        table[view] = nil

        // Assertion
        XCTAssertNil(table[view])
        XCTAssertTrue(table.isEmpty)
    }

    func testTheTableKeepsItsViewsSoTheirIdentifiersAreNotReused() throws {
        // Precondition: a view only the table holds
        var table = ProvenanceTable()
        weak var held: UIView?
        do {
            let view = UIView()
            held = view
            table[view] = DumpProvenance(address: "0x1")
        }

        // Action: a new view made while the first is held
        let other = UIView()

        // Assertion
        let view = try XCTUnwrap(held, "the table keeps its view alive")
        XCTAssertNotNil(table[view])
        XCTAssertNil(table[other])
    }
}
