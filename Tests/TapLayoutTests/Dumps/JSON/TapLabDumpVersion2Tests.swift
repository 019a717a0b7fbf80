import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// The dump helper's version 2 (SPEC 12): what an app's screen needs for
/// "why didn't it work?" — the UIKit class a subclass stands for, the
/// actions on its controls, lists with their rows, private recognizers left
/// out, a second pan named `VIEW.pan2` — written by the helper, read back.
final class TapLabDumpVersion2Tests: XCTestCase {
    /// An app's control drawn as a heart: a plain `UIControl`, whatever its name.
    final class HeartButton: UIControl {}
    /// An app's table.
    final class FeedTable: UITableView {}

    private func appScreen() -> (UIApplication, heart: HeartButton, table: FeedTable, scroll: UIScrollView) {
        let app = UIApplication()
        let (_, root) = DumpFixture.window("main", in: app)
        root.frame = DumpFixture.screen
        let card = DumpFixture.add(UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200)), "card", to: root)
        let tap = UITapGestureRecognizer()
        card.addGestureRecognizer(tap)
        let heart = DumpFixture.add(HeartButton(frame: CGRect(x: 300, y: 120, width: 60, height: 60)), "heart", to: card)
        heart.addAction(UIAction { _ in }, for: .touchUpInside)
        let table = DumpFixture.add(FeedTable(frame: CGRect(x: 0, y: 320, width: 390, height: 200)), "feed", to: root)
        table.rowHeight = 100
        table.cells = [UITableViewCell(), UITableViewCell()]
        table.allowsSelection = false
        let scroll = DumpFixture.add(UIScrollView(frame: CGRect(x: 0, y: 540, width: 390, height: 200)), "pager", to: root)
        scroll.contentSize = CGSize(width: 780, height: 200)
        scroll.addGestureRecognizer(UIPanGestureRecognizer())
        return (app, heart, table, scroll)
    }

    func testTheHelperWritesVersion2AndTheReaderKeepsItsNewFields() throws {
        // Precondition
        let (app, _, _, _) = appScreen()

        // Action
        let json = DumpFixture.json(app.windows)
        let dump = try DumpReader.read(json, file: "app.json")

        // Assertion
        XCTAssertTrue(json.contains(#""version": 2"#))
        let heart = try XCTUnwrap(find("heart", in: dump.roots))
        XCTAssertEqual(heart.baseClassName, "UIControl")
        XCTAssertEqual(heart.actions?["touchUpInside"], 1)
        XCTAssertEqual(heart.actions?["touchDown"], 0)
        let feed = try XCTUnwrap(find("feed", in: dump.roots))
        XCTAssertEqual(feed.baseClassName, "UITableView")
        XCTAssertEqual(feed.allowsSelection, false)
        XCTAssertEqual(feed.subviews.filter { $0.className == "UITableViewCell" }.count, 2)
    }

    func testADumpedTableIsAListWhoseCellsAreRowsAndAControlSubclassIsNotExempt() throws {
        // Precondition
        let (app, _, _, _) = appScreen()
        let loaded = try LayoutLoader.load(text: DumpFixture.json(app.windows), file: "app.json")

        // Action
        let table = try XCTUnwrap(loaded.view("feed") as? UITableView)
        let heart = try XCTUnwrap(loaded.view("heart"))
        let answer = loaded.application.explainDelivery(of: .view(heart), provenance: loaded.provenance) { observer in
            _ = try? ScriptRunner.run([ScriptStep(.tap(CGPoint(x: 330, y: 250)))], on: loaded.application, observer: observer)
        }

        // Assertion
        XCTAssertEqual(table.cells.count, 2)
        XCTAssertEqual(table.allowsSelection, false)
        XCTAssertEqual(answer?.rule, .cancelledByRecognizer)
        XCTAssertEqual(answer?.culprit, "card.tap")
    }

    func testASecondPanOnAScrollViewIsPan2AndImportNeverFailsOnItsOwnIds() throws {
        // Precondition
        let (app, _, _, _) = appScreen()
        let json = DumpFixture.json(app.windows)

        // Action
        let imported = try DumpReader.importLayout(json, file: "app.json")
        let reloaded = try LayoutLoader.load(text: imported.text, file: "app.yaml")

        // Assertion
        XCTAssertNotNil(reloaded.objects["pager.pan2"])
        XCTAssertTrue(imported.text.contains("class: tableView"))
        XCTAssertTrue(imported.text.contains("cells:"))
        XCTAssertTrue(imported.text.contains("actions: {"))
    }

    func testPrivateAndUnknownRecognizersAreLeftOutAndSaidSo() throws {
        // Precondition: a dump as the helper writes an app's table with UIKit's private recognizers
        let json = """
        {"format": "taplab-dump", "version": 2, "screen": {"width": 390, "height": 844}, "windows": [
          {"class": "UIWindow", "address": "0x1", "uikitClass": "UIWindow", "level": 0, "bounds": [0, 0, 390, 844], "center": [195, 422], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": [
            {"class": "MyApp.Board", "address": "0x2", "uikitClass": "UIView", "bounds": [0, 0, 390, 844], "center": [195, 422], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false,
             "gestures": [{"class": "_UISwipeActionPanGestureRecognizer", "type": "pan", "internal": true, "hasDelegate": true, "enabled": true, "cancelsTouchesInView": true, "delaysTouchesBegan": false, "delaysTouchesEnded": true},
                          {"class": "MyApp.LassoGestureRecognizer", "hasDelegate": false, "enabled": true, "cancelsTouchesInView": true, "delaysTouchesBegan": false, "delaysTouchesEnded": true}],
             "overrides": [], "subviews": []}]}]}
        """

        // Action
        let loaded = try LayoutLoader.load(text: json, file: "board.json")
        let board = try XCTUnwrap(loaded.view("Board-0x2"))
        let answer = loaded.application.explainDelivery(of: .view(board), provenance: loaded.provenance) { observer in
            _ = try? ScriptRunner.run([ScriptStep(.tap(CGPoint(x: 100, y: 100)))], on: loaded.application, observer: observer)
        }

        // Assertion: neither became a recognizer; the load warns once for each, --why notes both
        XCTAssertNil(board.gestureRecognizers?.first)
        XCTAssertEqual(loaded.warnings.count, 2, "\(loaded.warnings)")
        XCTAssertEqual(answer?.rule, .worked)
        XCTAssertEqual(answer?.notes.count, 2)
    }

    func testAViewWithAnotherAnchorPointIsHitWhereUIKitDrawsIt() throws {
        // Precondition: anchor (0, 0), so UIKit's center is the view's top-left corner
        let json = """
        {"format": "taplab-dump", "version": 2, "screen": {"width": 390, "height": 844}, "windows": [
          {"class": "UIWindow", "address": "0x1", "level": 0, "bounds": [0, 0, 390, 844], "center": [195, 422], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": [
            {"class": "UIView", "address": "0x2", "id": "badge", "anchorPoint": [0, 0], "bounds": [0, 0, 50, 50], "center": [100, 100], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": []}]}]}
        """

        // Action
        let loaded = try LayoutLoader.load(text: json, file: "badge.json")

        // Assertion
        XCTAssertEqual(loaded.application.hitTest(CGPoint(x: 140, y: 140)).view?.logName, "badge")
        XCTAssertNotEqual(loaded.application.hitTest(CGPoint(x: 90, y: 90)).view?.logName, "badge")
    }

    private func find(_ id: String, in views: [DumpedView]) -> DumpedView? {
        var work = views
        while let view = work.popLast() {
            if view.accessibilityIdentifier == id { return view }
            work += view.subviews
        }
        return nil
    }
}
