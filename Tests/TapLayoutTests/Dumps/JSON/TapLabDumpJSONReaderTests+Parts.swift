import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// Scroll state, gesture recognizers and warnings.
extension TapLabDumpJSONReaderTests {
    func testAScrollViewsStateIsRead() throws {
        // Given a scroll view scrolled down 64 points, paging, with insets
        let scroll = #""scroll": {"contentOffset": [0, -64], "contentSize": [375, 1200], "contentInset": [64, 0, 34, 0], "#
            + #""paging": true, "delaysContentTouches": false, "canCancelContentTouches": true, "scrollEnabled": false}, "#
        let text = HandWrittenDump.valid(replacing: #""id": "login", "#, with: scroll)

        // When it is read
        let state = try XCTUnwrap(readDump(text).roots.first?.subviews.first?.scroll)

        // Then every field is there
        XCTAssertEqual(state.contentOffset, CGPoint(x: 0, y: -64))
        XCTAssertEqual(state.contentSize, CGSize(width: 375, height: 1200))
        XCTAssertEqual(state.contentInset, UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(state.isPagingEnabled, true)
        XCTAssertEqual(state.delaysContentTouches, false)
        XCTAssertEqual(state.canCancelContentTouches, true)
        XCTAssertEqual(state.isScrollEnabled, false)
    }

    func testGestureRecognizersAreReadWithTheirTypeAndSettings() throws {
        // Given a long press, a swipe, a screen-edge pan and a private recognizer
        let common = #""enabled": true, "cancelsTouchesInView": false, "delaysTouchesBegan": true, "delaysTouchesEnded": false"#
        let gestures = #"[{"class": "UILongPressGestureRecognizer", "type": "longPress", "# + common
            + #", "taps": 1, "touches": 2, "minimumPressDuration": 0.25, "allowableMovement": 12.5},"#
            + #" {"class": "UISwipeGestureRecognizer", "type": "swipe", "# + common + #", "direction": ["left", "up"]},"#
            + #" {"class": "UIScreenEdgePanGestureRecognizer", "type": "screenEdgePan", "# + common + #", "edges": ["all"]},"#
            + #" {"class": "_UISwipeActionPanGestureRecognizer", "# + common + "}]"
        let text = HandWrittenDump.valid(replacing: #""gestures": [], "overrides": [], "subviews": []}"#,
                                  with: #""gestures": \#(gestures), "overrides": [], "subviews": []}"#)

        // When it is read
        let read = try XCTUnwrap(readDump(text).roots.first?.subviews.first?.gestures)

        // Then each keeps its class, type and settings
        XCTAssertEqual(read.map(\.className), ["UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
                                               "UIScreenEdgePanGestureRecognizer", "_UISwipeActionPanGestureRecognizer"])
        XCTAssertEqual(read.map(\.type?.rawValue), ["longPress", "swipe", "screenEdgePan", nil])
        XCTAssertEqual(read.map(\.cancelsTouchesInView), [false, false, false, false])
        XCTAssertEqual(read.map(\.delaysTouchesBegan), [true, true, true, true])
        XCTAssertEqual(read.map(\.delaysTouchesEnded), [false, false, false, false])
        XCTAssertEqual(read[0].taps, 1)
        XCTAssertEqual(read[0].touches, 2)
        XCTAssertEqual(read[0].minimumPressDuration, 0.25)
        XCTAssertEqual(read[0].allowableMovement, 12.5)
        XCTAssertEqual(read[1].direction, ["left", "up"])
        XCTAssertEqual(read[2].edges, ["all"])
    }

    func testAnAppsOwnClassIsKnownAsAControlOrAWindowByWhatTheHelperWrote() throws {
        // Given a window of class MyApp.Overlay holding a MyApp.Toggle that has `enabled`
        let text = HandWrittenDump.valid(replacing: "MyApp.LoginButton", with: "MyApp.Toggle")
            .replacingOccurrences(of: #""class": "UIWindow""#, with: #""class": "MyApp.Overlay""#)

        // When it is read
        let window = try XCTUnwrap(readDump(text).roots.first)

        // Then the window is a UIWindow and the toggle a UIControl underneath; a UIButton needs no such hint
        XCTAssertEqual(window.baseClassName, "UIWindow")
        XCTAssertEqual(window.subviews.first?.baseClassName, "UIControl")
        XCTAssertNil(try readDump(HandWrittenDump.valid).roots.first?.subviews.first?.baseClassName)
    }

    func testAnUnknownKeyIsAWarningWithASuggestionNotAnError() throws {
        // Given a button with a misspelt key
        let text = HandWrittenDump.valid(replacing: #""id": "login", "#, with: #""id": "login", "hiden": true, "#)

        // When it is read
        let dump = try readDump(text)

        // Then it loads, with one warning at the key
        XCTAssertEqual(dump.warnings, [LayoutDiagnostic(file: "dump.json", line: 5, column: 66,
                                                        problem: JSONDumpProblem.unknownKey("hiden", in: .namedView("login"), .name("hidden")),
                                                        severity: .warning)])
        XCTAssertEqual(dump.warnings.first?.message, "unknown key 'hiden' in view login is ignored (did you mean 'hidden'?)")
    }

    func testADumpIsToldApartFromALayoutByItsFormat() {
        // Given a dump, a broken dump, a layout, other JSON and a string that merely mentions the format
        let broken = String(HandWrittenDump.valid.dropLast(5))

        // When each is looked at
        let verdicts = [HandWrittenDump.valid, "\u{FEFF}\n  " + broken, "screen: [390, 844]\nwindows: []\n", #"{"format": "other"}"#,
                        #"{"note": "\"format\": \"taplab-dump\""}"#, #"["format", "taplab-dump"]"#]
            .map(TapLabDumpJSONReader.looksLikeTapLabDump)

        // Then only the two dumps are dumps
        XCTAssertEqual(verdicts, [true, true, false, false, false, false])
    }
}
