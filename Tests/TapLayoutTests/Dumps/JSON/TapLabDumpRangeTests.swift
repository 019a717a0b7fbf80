import Foundation
import XCTest
@testable import TapLayout

/// What a layout refuses, a dump refuses when it is read, at its own line:
/// a helper JSON with `alpha: 3` or a tap of `taps: 0` traced, but its
/// import failed pointing into `out.yaml`, a file never written (issue 43).
final class TapLabDumpRangeTests: XCTestCase {
    /// The hand-written dump with the button's `alpha` set and `gestures` given.
    private func dump(alpha: String = "1", gesture: String? = nil) -> String {
        HandWrittenDump.valid(replacing: #""alpha": 1, "hidden": false, "interaction": true, "clips": false,"# + "\n"
                              + #" "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": []}"#,
                              with: #""alpha": \#(alpha), "hidden": false, "interaction": true, "clips": false,"# + "\n"
                              + #" "multipleTouch": false, "exclusiveTouch": false, "gestures": [\#(gesture ?? "")], "overrides": [], "subviews": []}"#)
    }

    private func gesture(_ type: String, _ fields: String) -> String {
        #"{"class": "UI\#(type.prefix(1).uppercased() + type.dropFirst())GestureRecognizer", "type": "\#(type)", "enabled": true, "#
            + #""cancelsTouchesInView": true, "delaysTouchesBegan": false, "delaysTouchesEnded": true, \#(fields)}"#
    }

    /// The problems reading `text` fails with, and the files they name.
    private func problems(_ text: String) -> (problems: [JSONDumpProblem?], files: Set<String>) {
        do {
            _ = try TapLabDumpJSONReader.read(text: text, file: "dump.json")
            return ([], [])
        } catch {
            return (error.diagnostics.map { $0.problem as? JSONDumpProblem }, Set(error.diagnostics.map(\.file)))
        }
    }

    func testValuesALayoutRefusesAreRefusedInTheDump() {
        // Precondition: alpha out of 0…1, a tap of no taps, twelve fingers, a press of months, a movement past the coordinates' limit
        let subject = JSONSubject.namedView("login")
        let cases: [(String, JSONDumpProblem)] = [
            (dump(alpha: "3"), .aboveMaximum(key: "alpha", in: subject, maximum: 1, found: 3)),
            (dump(alpha: "-0.5"), .belowMinimum(key: "alpha", in: subject, minimum: 0, found: -0.5)),
            (dump(gesture: gesture("tap", #""taps": 0"#)), .belowMinimum(key: "taps", in: .namedGesture("UITapGestureRecognizer", of: subject), minimum: 1, found: 0)),
            (dump(gesture: gesture("tap", #""taps": 11"#)), .aboveMaximum(key: "taps", in: .namedGesture("UITapGestureRecognizer", of: subject), maximum: 10, found: 11)),
            (dump(gesture: gesture("tap", #""touches": 12"#)), .aboveMaximum(key: "touches", in: .namedGesture("UITapGestureRecognizer", of: subject), maximum: 11, found: 12)),
            (dump(gesture: gesture("longPress", #""minimumPressDuration": 1e7"#)),
             .aboveMaximum(key: "minimumPressDuration", in: .namedGesture("UILongPressGestureRecognizer", of: subject), maximum: 3600, found: 1e7)),
            (dump(gesture: gesture("longPress", #""allowableMovement": 1e12"#)),
             .aboveMaximum(key: "allowableMovement", in: .namedGesture("UILongPressGestureRecognizer", of: subject), maximum: 1e9, found: 1e12)),
        ]

        // Action
        let found = cases.map { problems($0.0) }

        // Assertion: each is the one problem, in the dump
        for (result, expected) in zip(found, cases.map(\.1)) {
            XCTAssertEqual(result.problems, [expected])
            XCTAssertEqual(result.files, ["dump.json"])
        }
    }

    func testWhatTheDumpReadsTheLayoutLoads() throws {
        // Precondition: the edges of each range, and a long press needing no taps (UIKit's default)
        let text = dump(alpha: "0", gesture: gesture("tap", #""taps": 10, "touches": 11"#) + ", "
                        + gesture("longPress", #""taps": 0, "minimumPressDuration": 3600, "allowableMovement": 1e9"#))

        // Action
        let imported = try DumpReader.importLayout(text, file: "dump.json")

        // Assertion: the imported layout loads
        XCTAssertNoThrow(try LayoutLoader.load(text: imported.text, file: "out.yaml"))
    }
}
