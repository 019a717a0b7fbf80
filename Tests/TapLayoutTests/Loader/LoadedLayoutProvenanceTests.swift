import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// What a dump said of a view beyond its class is in the loaded layout's
/// `provenance`, not on the view: the view keeps only the class the app
/// printed (`appClassName`), and the walk and `--why` read the rest from
/// the table they are given.
final class LoadedLayoutProvenanceTests: XCTestCase {
    /// Every value a view's stored properties hold, its superclasses' included.
    private func storedValues(of view: UIView) -> [Any] {
        var values: [Any] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            values += current.children.map(\.value)
            mirror = current.superclassMirror
        }
        return values
    }

    func testAPastesFactsAreInTheTableAndNotOnTheViews() throws {
        // Precondition: a recursiveDescription whose root has undescribed
        // recognizers and whose last line is cut inside the label's line
        let paste = """
        <UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x61>>
           | <UIView: 0x2; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x70>; layer = <CALayer: 0x62>>
           |    | <UIButton: 0x3; frame = (20 100; 150 44); opaque = NO; layer = <CALayer: 0x63>>
           |    |    | <UIButtonLabel: 0x4; frame = (50 12; 50 20); text = 'Buy'; opa
        """

        // Action
        let loaded = try LayoutLoader.load(text: paste, file: "cut.txt")

        // Assertion: the table answers for each view; the views hold no provenance
        let root = try XCTUnwrap(loaded.view("UIView-0x2"))
        let button = try XCTUnwrap(loaded.view("UIButton-0x3"))
        let label = try XCTUnwrap(loaded.view("UIButtonLabel-0x4"))
        XCTAssertEqual(loaded.provenance[root]?.hasUndescribedRecognizers, true)
        XCTAssertEqual(loaded.provenance[button]?.address, "0x3")
        XCTAssertNil(loaded.provenance[button]?.pasteEnds)
        XCTAssertEqual(loaded.provenance[label]?.pasteEnds, .insideThisView)
        XCTAssertEqual(button.appClassName, AppClassName(printed: "UIButton"))
        for view in [root, button, label] {
            XCTAssertFalse(storedValues(of: view).contains { $0 is DumpProvenance }, view.logName)
        }
    }

    func testTheWalkNotesAnOverrideOnlyWithTheLayoutsTable() throws {
        // Precondition: a helper dump whose login button's class overrides point(inside:with:)
        let text = HandWrittenDump.valid(replacing: #""overrides": [], "subviews": []"#, with: #""overrides": ["pointInside"], "subviews": []"#)
        let loaded = try LayoutLoader.load(text: text, file: "dump.json")
        let login = try XCTUnwrap(loaded.view("login"))

        // Action
        let trace = try XCTUnwrap(loaded.application.hitTest(CGPoint(x: 50, y: 20), traced: true).trace)
        let step = try XCTUnwrap(trace.steps.first { $0.viewID == "login" })

        // Assertion: the table has the override; a walk read without it says nothing of it
        XCTAssertEqual(loaded.provenance[login]?.overriddenMethods, ["pointInside"])
        XCTAssertEqual(loaded.provenance[login]?.address, "0x30")
        XCTAssertEqual(login.appClassName?.printed, "MyApp.LoginButton")
        XCTAssertTrue(step.text(in: .en, provenance: loaded.provenance).contains("MyApp.LoginButton overrides point(inside:with:)"))
        XCTAssertFalse(step.text.contains("overrides"), step.text)
    }

    func testALayoutWrittenByHandHasAnEmptyTable() throws {
        // Precondition
        let yaml = "view:\n  id: root\n  subviews:\n    - {id: ok, class: button, frame: [10, 10, 100, 40]}\n"

        // Action
        let loaded = try LayoutLoader.load(text: yaml, file: "hand.yaml")

        // Assertion
        XCTAssertTrue(loaded.provenance.isEmpty)
        XCTAssertNil(loaded.view("ok")?.appClassName)
    }
}
