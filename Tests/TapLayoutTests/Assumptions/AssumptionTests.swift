import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// `--assume ID.PROPERTY=VALUE` (SPEC 14): read as layouts write values,
/// refused with a typed problem otherwise, and taken on the loaded layout
/// and on every copy a fix's check builds.
final class AssumptionTests: XCTestCase {
    func testAnIDWithDotsKeepsThemAndThePropertyIsAfterTheLastDot() throws {
        // Action
        let assumption = try Assumption(parsing: "card.tap.recognizers=none")

        // Assertion
        XCTAssertEqual(assumption, Assumption(id: "card.tap", property: .noRecognizers))
    }

    func testValuesAreReadAsTheLayoutWritesThem() throws {
        // Action
        let size = try Assumption(parsing: "list.contentSize=320, 900")
        let flag = try Assumption(parsing: "button.exclusiveTouch=true")

        // Assertion
        XCTAssertEqual(size.property, .contentSize(CGSize(width: 320, height: 900)))
        XCTAssertEqual(flag.property, .exclusiveTouch(true))
    }

    func testBadInputIsATypedProblem() {
        // Action and assertion
        XCTAssertThrowsError(try Assumption(parsing: "list=3")) { XCTAssertEqual($0 as? AssumptionProblem, .malformed("list=3")) }
        XCTAssertThrowsError(try Assumption(parsing: "list.size=3")) {
            XCTAssertEqual($0 as? AssumptionProblem, .unknownProperty("size", known: Assumption.Property.keys))
        }
        XCTAssertThrowsError(try Assumption(parsing: "list.contentSize=-1,4")) {
            XCTAssertEqual($0 as? AssumptionProblem, .badValue(property: "contentSize", value: "-1,4", expected: .size))
        }
        XCTAssertThrowsError(try Assumption(parsing: "v.alpha=2")) {
            XCTAssertEqual($0 as? AssumptionProblem, .badValue(property: "alpha", value: "2", expected: .unitNumber))
        }
    }

    func testAContentSizeIsTakenAndACopyBuiltAgainTakesItToo() throws {
        // Precondition
        let loaded = try loadLayout("view: {id: root, subviews: [{id: feed, class: scrollView, frame: [0, 0, 390, 600]}]}")

        // Action
        let problems = loaded.assume([Assumption(id: "feed", property: .contentSize(CGSize(width: 390, height: 2000)))])
        let copy = try loaded.rebuilt()

        // Assertion
        XCTAssertEqual(problems, [])
        XCTAssertEqual((copy.view("feed") as? UIScrollView)?.contentSize, CGSize(width: 390, height: 2000))
    }

    func testAnAssumptionOnWhatCannotTakeItIsRefusedNamingIt() throws {
        // Precondition
        let loaded = try loadLayout("view: {id: root, subviews: [{id: label, class: label, frame: [0, 0, 100, 40]}]}")

        // Action
        let problems = loaded.assume([Assumption(id: "label", property: .contentSize(.zero)),
                                      Assumption(id: "lable2", property: .hidden(true))])

        // Assertion
        XCTAssertEqual(problems, [.notAScrollView("label"), .unknownName("lable2", suggestion: NameSuggestion("lable2", among: loaded.ids))])
    }
}
