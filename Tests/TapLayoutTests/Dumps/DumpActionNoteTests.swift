import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// "My button's action never fires": a control that fired its event has
/// worked only as far as the dump can tell. `recursiveDescription` (and the
/// helper's version 1) never list a control's targets and actions, so
/// `--why` says the answer ends at the event; the helper's version 2
/// counts them, and then `worked` or `noAction` is the whole answer.
final class DumpActionNoteTests: XCTestCase {
    private func answer(tapping point: CGPoint, about id: String, in text: String, file: String) throws -> WhyAnswer? {
        let loaded = try LayoutLoader.load(text: text, file: file)
        let view = try XCTUnwrap(loaded.view(id))
        return loaded.application.explainDelivery(of: .view(view), provenance: loaded.provenance) { observer in
            _ = try? ScriptRunner.run([ScriptStep(.tap(point))], on: loaded.application, observer: observer)
        }
    }

    private let pasted = """
    <UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>
       | <UIView: 0x7f02; frame = (0 0; 390 844); layer = <CALayer: 0x6002>>
       |    | <UIButton: 0x7f03; frame = (20 100; 200 44); opaque = NO; layer = <CALayer: 0x6003>>
       |    | <UILabel: 0x7f04; frame = (20 200; 200 44); text = 'Total'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6004>>
       |    | <UIButton: 0x7f05; frame = (20 300; 200 44); opaque = NO; layer = <CALayer: 0x6005>>
       |    | <UIView: 0x7f06; frame = (0 290; 390 100); alpha = 0.5; layer = <CALayer: 0x6006>>
    """

    private func helperDump(actions: String) -> String {
        """
        {"format": "taplab-dump", "version": 2, "screen": {"width": 390, "height": 844}, "windows": [
          {"class": "UIWindow", "address": "0x1", "uikitClass": "UIWindow", "level": 0, "bounds": [0, 0, 390, 844], "center": [195, 422], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": [
            {"class": "UIButton", "address": "0x2", "uikitClass": "UIButton", "bounds": [0, 0, 200, 44], "center": [120, 122], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false,
             "gestures": [], "overrides": [], "actions": \(actions), "subviews": []}]}]}
        """
    }

    func testAButtonFromRecursiveDescriptionWorksWithANoteThatItsActionsAreUnknown() throws {
        // Precondition: a pasted dump, which prints no targets

        // Action
        let button = try answer(tapping: CGPoint(x: 120, y: 122), about: "UIButton-0x7f03", in: pasted, file: "pasted.txt")
        let label = try answer(tapping: CGPoint(x: 120, y: 222), about: "UILabel-0x7f04", in: pasted, file: "pasted.txt")
        let covered = try answer(tapping: CGPoint(x: 120, y: 322), about: "UIButton-0x7f05", in: pasted, file: "pasted.txt")

        // Assertion: the button's answer has the one note; a label, not a
        // control, has none, nor a button that never fired (its answer is the cover)
        XCTAssertEqual(button?.rule, .worked)
        XCTAssertEqual(button?.notes.count, 1)
        XCTAssertNotEqual(label?.rule, .worked)
        XCTAssertEqual(label?.notes.count, 0)
        XCTAssertEqual(covered?.rule, .coveredBySibling)
        XCTAssertEqual(covered?.notes.count, 0)
    }

    /// A custom control (a plain `UIControl` to UIKit) under a view whose tap
    /// recognizer cancels it, with the actions the helper counted.
    private func cancelledControl(actions: String) -> String {
        """
        {"format": "taplab-dump", "version": 2, "screen": {"width": 390, "height": 844}, "windows": [
          {"class": "UIWindow", "address": "0x1", "uikitClass": "UIWindow", "level": 0, "bounds": [0, 0, 390, 844], "center": [195, 422], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": [
            {"class": "UIView", "address": "0x2", "uikitClass": "UIView", "bounds": [0, 0, 390, 844], "center": [195, 422], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false,
             "gestures": [{"class": "UITapGestureRecognizer", "type": "tap", "hasDelegate": false, "enabled": true, "cancelsTouchesInView": true, "delaysTouchesBegan": false, "delaysTouchesEnded": true}],
             "overrides": [], "subviews": [
              {"class": "MyApp.Stars", "address": "0x3", "uikitClass": "UIControl", "bounds": [0, 0, 200, 44], "center": [120, 122], "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false, "multipleTouch": false, "exclusiveTouch": false,
               "gestures": [], "overrides": [], "actions": \(actions), "subviews": []}]}]}]}
        """
    }

    func testACancelledControlWithNothingOnItsEventAlsoSaysSoWithoutClaimingItFired() throws {
        // Precondition: nothing on touchUpInside; then its one action on valueChanged

        // Action
        let bare = try answer(tapping: CGPoint(x: 120, y: 122), about: "Stars-0x3",
                              in: cancelledControl(actions: #"{"touchUpInside": 0}"#), file: "bare.json")
        let elsewhere = try answer(tapping: CGPoint(x: 120, y: 122), about: "Stars-0x3",
                                   in: cancelledControl(actions: #"{"touchUpInside": 0, "valueChanged": 1}"#), file: "elsewhere.json")

        // Assertion: the recognizer is the cause; nothing-attached follows, worded
        // for an event that never fired, and naming where the actions are
        XCTAssertEqual(bare?.rule, .cancelledByRecognizer)
        XCTAssertEqual(bare?.also.map(\.rule), [.noAction])
        XCTAssertEqual(bare?.also.first?.message.in(.en), WhyStrings.en.noActionAttached("Stars-0x3", "touchUpInside"))
        XCTAssertEqual(elsewhere?.rule, .cancelledByRecognizer)
        XCTAssertEqual(elsewhere?.also.first?.message.in(.en), WhyStrings.en.noActionOtherEvents("Stars-0x3", "touchUpInside", "valueChanged"))
    }

    func testAButtonFromTheHelpersJSONNeedsNoNoteEitherWay() throws {
        // Precondition: the helper counted one action, then none

        // Action
        let attached = try answer(tapping: CGPoint(x: 120, y: 122), about: "UIButton-0x2",
                                  in: helperDump(actions: #"{"touchUpInside": 1}"#), file: "attached.json")
        let bare = try answer(tapping: CGPoint(x: 120, y: 122), about: "UIButton-0x2",
                              in: helperDump(actions: #"{"touchUpInside": 0}"#), file: "bare.json")

        let primaryAction = try answer(tapping: CGPoint(x: 120, y: 122), about: "UIButton-0x2",
                                       in: helperDump(actions: #"{"touchUpInside": 0, "primaryActionTriggered": 1}"#), file: "primary.json")

        // Assertion: a UIButton(primaryAction:) has its action on the event that fires with touchUpInside
        XCTAssertEqual(attached?.rule, .worked)
        XCTAssertEqual(attached?.notes.count, 0)
        XCTAssertEqual(primaryAction?.rule, .worked)
        XCTAssertEqual(bare?.rule, .noAction)
        XCTAssertEqual(bare?.notes.count, 0)
    }
}
