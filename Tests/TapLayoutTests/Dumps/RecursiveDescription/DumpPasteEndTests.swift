import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// A paste that stops mid-line (a chat's length limit, a terminal's
/// scrollback): the answer says what the cut took away — the rest of that
/// view's line, and every view printed after it, any of which could be in
/// front of the view asked about.
final class DumpPasteEndTests: XCTestCase {
    private let head = """
    <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x61>>
       | <UIView: 0x2; frame = (0 0; 390 844); layer = <CALayer: 0x62>>
       |    | <UIButton: 0x3; frame = (20 100; 150 44); opaque = NO; layer = <CALayer: 0x63>>
    """

    private func answer(_ loaded: LoadedLayout, about id: String, at point: CGPoint) throws -> WhyAnswer? {
        let view = try XCTUnwrap(loaded.view(id))
        return loaded.application.explainDelivery(of: .view(view), provenance: loaded.provenance) { observer in
            _ = try? ScriptRunner.run([ScriptStep(.tap(point))], on: loaded.application, observer: observer)
        }
    }

    /// Where the paste ends, as the loaded layout's table says of view `id`.
    private func pasteEnd(_ loaded: LoadedLayout, _ id: String) -> DumpProvenance.PasteEnd? {
        loaded.view(id).flatMap { loaded.provenance[$0]?.pasteEnds }
    }

    func testAPasteCutAfterAViewsFrameMarksThatViewAndEveryAnswerSaysSo() throws {
        // Precondition: the last line stops after the label's frame, before its userInteractionEnabled = NO
        let text = head + "\n   |    |    | <UIButtonLabel: 0x4; frame = (50 12; 50 20); text = 'Buy'; opa"

        // Action
        let loaded = try LayoutLoader.load(text: text, file: "cut.txt")
        let why = try answer(loaded, about: "UIView-0x2", at: CGPoint(x: 300, y: 500))

        // Assertion: the label is marked, and an answer about another view still notes it
        XCTAssertEqual(pasteEnd(loaded, "UIButtonLabel-0x4"), .insideThisView)
        XCTAssertEqual(why?.notes.map { $0.in(.en) }, [WhyStrings.en.noteCutOff("UIButtonLabel-0x4")])
    }

    func testAPasteCutBeforeTheNextViewsFrameMarksTheViewBefore() throws {
        // Precondition: the paste stops inside a later sibling's line, before its frame
        let text = head + "\n   | <UIView: 0x5; fr"

        // Action
        let loaded = try LayoutLoader.load(text: text, file: "cut.txt")
        let why = try answer(loaded, about: "UIButton-0x3", at: CGPoint(x: 95, y: 122))

        // Assertion: the left-out sibling could be in front of the button: said
        XCTAssertNil(loaded.view("UIView-0x5"))
        XCTAssertEqual(pasteEnd(loaded, "UIButton-0x3"), .inNextView)
        XCTAssertEqual(why?.rule, .worked)
        XCTAssertEqual(why?.notes.map { $0.in(.en) }.filter { $0 == WhyStrings.en.noteCutAfter("UIButton-0x3") }.count, 1)
    }

    func testAPasteCutBeforeTheLastViewsAddressMarksTheViewBefore() throws {
        // Precondition: the paste stops inside a class name
        let text = head + "\n   | <UIVie"

        // Action
        let loaded = try LayoutLoader.load(text: text, file: "cut.txt")

        // Assertion
        XCTAssertEqual(pasteEnd(loaded, "UIButton-0x3"), .inNextView)
    }

    func testALineCutInTheMiddleOfAPasteIsNotWhereItEndsAndTheNextViewIsStillRead() throws {
        // Precondition: a line lost its end in a word that is no item (`opa`),
        // and the paste goes on with a view of its own (it was swallowed into the cut line)
        let text = head + "\n   |    |    | <UIButtonLabel: 0x4; frame = (50 12; 50 20); text = 'Buy'; opa\n   | <UIView: 0x5; frame = (0 700; 390 100); layer = <CALayer: 0x65>>"

        // Action
        let loaded = try LayoutLoader.load(text: text, file: "cut.txt")

        // Assertion
        XCTAssertNotNil(loaded.view("UIView-0x5"))
        XCTAssertNotNil(loaded.view("UIButtonLabel-0x4"))
        XCTAssertNil(pasteEnd(loaded, "UIButtonLabel-0x4"))
        XCTAssertNil(pasteEnd(loaded, "UIButton-0x3"))
    }

    func testACutImageViewTakesUIImageViewsDefaultSoTheWalkAgreesWithTheNote() throws {
        // Precondition: the paste stops inside an image view's line, before whatever it printed after its frame
        let text = head + "\n   |    | <UIImageView: 0x5; frame = (200 300; 100 100); opaque = NO; use"

        // Action
        let loaded = try LayoutLoader.load(text: text, file: "cut.txt")
        let answer = try XCTUnwrap(try answer(loaded, about: "UIImageView-0x5", at: CGPoint(x: 250, y: 350)))

        // Assertion: not interactive (UIImageView's default), and the note says the default was taken
        XCTAssertEqual(loaded.view("UIImageView-0x5")?.isUserInteractionEnabled, false)
        XCTAssertEqual(answer.rule, .interactionDisabled)
        XCTAssertTrue(answer.notes.contains { $0.en.contains("taken as UIKit's default") }, "\(answer.notes.map(\.en))")
    }
}
