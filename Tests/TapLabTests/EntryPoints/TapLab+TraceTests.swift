import Foundation
import TapLab
import XCTest

final class TapLabTraceTests: XCTestCase {
    func testAPointOutsideTheCircleIsRefusedByTheOverrideAndTheWalkSaysSo() {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action: the frame's corner, outside the circle.
        let report = TapLab.trace(app, at: CGPoint(x: 128, y: 308))

        // Assertion
        XCTAssertEqual(report.hitView?.accessibilityIdentifier, "root")
        XCTAssertTrue(report.text.contains(
            "round (8, 8) outside -> nil: RoundButton.point(inside:with:) is overridden and returned false for (8, 8), inside its bounds [0, 0, 150, 150]"),
            report.text)
        XCTAssertEqual(report.lines.last, "chain: root -> rootVC -> main -> application -> appDelegate")
    }

    func testAPointInsideTheCircleHitsTheButton() {
        // Precondition
        let (app, round) = roundButtonApplication()

        // Action
        let report = TapLab.trace(app, at: CGPoint(x: 195, y: 375), why: round)

        // Assertion
        XCTAssertTrue(report.hitView === round)
        XCTAssertEqual(report.chain.map(\.logName), ["round", "root", "rootVC", "main", "application", "appDelegate"])
        XCTAssertEqual(report.explanation?.rule, .getsTouch)
        XCTAssertEqual(report.why?.rule, .worked)
        XCTAssertNil(report.why?.culprit, "worked names nothing to change")
    }

    func testAnOverrideThatAcceptsAPointOutsideItsBoundsIsNamedInTheWalk() {
        // Precondition: a button whose touch area reaches 20 points beyond its frame (seed 000).
        final class EnlargedButton: UIButton {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        button.accessibilityIdentifier = "small"
        app.keyWindow!.rootViewController!.view!.addSubview(button)

        // Action: 10 points left of the frame.
        let report = TapLab.trace(app, at: CGPoint(x: 90, y: 120))

        // Assertion
        XCTAssertTrue(report.hitView === button)
        XCTAssertTrue(report.text.contains("small (-10, 20) hitSelf -> small: point inside and no subview took it: returns itself "
            + "(EnlargedButton.point(inside:with:) is overridden and returned true for (-10, 20), outside its bounds [0, 0, 40, 40])"),
            report.text)
    }

    func testAHitTestOverrideThatChangesSupersAnswerIsCustomAndNamed() throws {
        // Precondition: a pass-through overlay over the round button.
        let (app, round) = roundButtonApplication()
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        overlay.accessibilityIdentifier = "overlay"
        app.keyWindow!.rootViewController!.view!.addSubview(overlay)

        // Action
        let report = TapLab.trace(app, at: CGPoint(x: 195, y: 375))

        // Assertion: the touch reaches the button below, and the JSON says why.
        XCTAssertTrue(report.hitView === round)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let walk = try XCTUnwrap(json["walk"] as? [[String: Any]])
        let overlayStep = try XCTUnwrap(walk.first { $0["view"] as? String == "overlay" })
        XCTAssertEqual(overlayStep["verdict"] as? String, "custom")
        XCTAssertEqual(overlayStep["class"] as? String, "PassThroughView")
        XCTAssertEqual(overlayStep["reason"] as? String,
                       "PassThroughView.hitTest(_:with:) is overridden: super returned overlay, the override returned nil")
        XCTAssertEqual(json["hitView"] as? String, "round")
        XCTAssertEqual(json["class"] as? String, "RoundButton")
    }

    func testAHitTestOverrideThatNeverCallsSuperIsCustomAndNamed() {
        // Precondition
        final class Blocker: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
        }
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let blocker = Blocker(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        blocker.accessibilityIdentifier = "blocker"
        app.keyWindow!.rootViewController!.view!.addSubview(blocker)

        // Action
        let report = TapLab.trace(app, at: CGPoint(x: 50, y: 50))

        // Assertion
        XCTAssertTrue(report.text.contains("blocker (50, 50) custom -> nil: Blocker.hitTest(_:with:) is overridden and did not call super"),
                      report.text)
    }

    func testTracingChangesNothingInTheApplication() {
        // Precondition
        let (app, _) = roundButtonApplication()
        let log = EventLog()
        app.observer = log

        // Action
        _ = TapLab.trace(app, at: CGPoint(x: 195, y: 375))

        // Assertion: no touch was delivered and the clock did not move.
        XCTAssertTrue(log.records.isEmpty)
        XCTAssertEqual(app.currentTime, 0)
    }
}

final class TapLabTraceOverrideAgreementTests: XCTestCase {
    func testAnOverrideThatAgreesWithTheDefaultWithoutCallingSuperIsStillNamed() {
        // Precondition
        let (app, _) = roundButtonApplication()

        // Action: the circle's centre, inside the bounds too.
        let report = TapLab.trace(app, at: CGPoint(x: 195, y: 375))

        // Assertion
        XCTAssertTrue(report.text.contains("round (75, 75) hitSelf -> round: point inside and no subview took it: returns itself "
            + "(RoundButton.point(inside:with:) is overridden and returned true for (75, 75), inside its bounds [0, 0, 150, 150] (as UIKit's default would))"),
            report.text)
    }

    func testAnOverrideThatCallsSuperAndAgreesChangesNothingAndAddsNothing() {
        // Precondition
        final class Logging: UIView {
            var asked = 0
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                asked += 1
                return super.point(inside: point, with: event)
            }
        }
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let view = Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.accessibilityIdentifier = "logging"
        app.keyWindow!.rootViewController!.view!.addSubview(view)

        // Action
        let report = TapLab.trace(app, at: CGPoint(x: 50, y: 50))

        // Assertion: the override ran once, and the walk reads as UIKit's default.
        XCTAssertEqual(view.asked, 1)
        XCTAssertTrue(report.text.contains("logging (50, 50) hitSelf -> logging: point inside and no subview took it: returns itself\n"),
                      report.text)
    }
}

final class TapLabTraceNestedOverrideTests: XCTestCase {
    /// Seed 000's BaseView: a hitTest written out, calling its subviews' hitTest directly.
    final class BaseView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if !isUserInteractionEnabled || isHidden || alpha < 0.01 { return nil }
            if !self.point(inside: point, with: event) { return nil }
            for child in subviews.reversed() {
                if let hit = child.hitTest(convert(point, to: child), with: event) { return hit }
            }
            return self
        }
    }

    func testAWalkThroughNestedOverridesSaysWhatItCannotShow() {
        // Precondition: BaseView a holding BaseView c.
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let a = BaseView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        a.accessibilityIdentifier = "a"
        let c = BaseView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        c.accessibilityIdentifier = "c"
        a.addSubview(c)
        app.keyWindow!.rootViewController!.view!.addSubview(a)

        // Action
        let report = TapLab.trace(app, at: CGPoint(x: 20, y: 20))

        // Assertion: the right answer, and a's step says c's own call is not in the walk.
        XCTAssertTrue(report.hitView === c)
        XCTAssertTrue(report.text.contains("a (20, 20) custom -> c: BaseView.hitTest(_:with:) is overridden and did not call super; "
            + "the calls that found c ran inside overrides and are not shown"), report.text)
        XCTAssertNil(report.walk?.step(for: c))
    }
}

/// `TapLab.trace(language:)`: English for programs unless they ask.
final class TapLabTraceLanguageTests: XCTestCase {
    func testATraceIsEnglishUnlessAskedAndItsJSONIsEnglishInEveryLanguage() {
        // Precondition
        let (app, round) = roundButtonApplication()

        // Action
        let english = TapLab.trace(app, at: CGPoint(x: 128, y: 308), why: round)
        let chinese = TapLab.trace(app, at: CGPoint(x: 128, y: 308), why: round, language: .zh)

        // Assertion
        XCTAssertEqual(english.language, .en)
        XCTAssertEqual(chinese.lines.suffix(4), [
            "命中视图：root（窗口 main）",
            "响应链：root -> rootVC -> main -> application -> appDelegate",
            "解释 round：[outside] round 没有被命中：RoundButton.point(inside:with:) 被重写，对 (8, 8) 返回了 false",
            "修复：让 round 的边界（或点击区域）包含这个点，例如重写 point(inside:with:) 扩大它",
        ])
        XCTAssertEqual(chinese.json, english.json)
        XCTAssertEqual(chinese.lines.count, english.lines.count)
    }

    func testAChainFromADumpWhoseTopViewIsACellStopsThereAndSaysSo() throws {
        // Precondition: a dump that starts at a cell, not a window
        let dump = """
        <UITableViewCell: 0x7fa; frame = (0 0; 390 44); layer = <CALayer: 0x602>>
           | <UITableViewCellContentView: 0x7fb; frame = (0 0; 390 44); layer = <CALayer: 0x603>>
           |    | <UIButton: 0x7fc; frame = (10 5; 100 34); opaque = NO; layer = <CALayer: 0x604>>
        """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cell-dump-\(UUID().uuidString).txt").path
        try dump.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let app = try TapLab.load(file)

        // Action
        let report = TapLab.trace(app, at: CGPoint(x: 20, y: 20))

        // Assertion: no invented rootVC or window after the cell
        XCTAssertEqual(report.chain.map(\.logName), ["UIButton-0x7fc", "UITableViewCellContentView-0x7fb", "UITableViewCell-0x7fa"])
        XCTAssertFalse(report.chainIsComplete)
        XCTAssertTrue(report.json.contains(#""chainComplete":false"#), report.json)
        XCTAssertTrue(report.lines.contains("chain: UIButton-0x7fc -> UITableViewCellContentView-0x7fb -> UITableViewCell-0x7fa -> (next responder not in the dump)"))
    }
}
