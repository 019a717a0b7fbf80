import Foundation
import XCTest
@testable import TapLayout

/// Well-formed JSON that is not a usable dump: the wrong document, missing
/// or mistyped keys, impossible values.
extension TapLabDumpMalformedTests {
    func testJSONThatIsNotAnObjectIsNotADump() {
        XCTAssertEqual(dumpDiagnostics("[1, 2]"), ["dump.json:1:1: error: a TapLab dump must be an object, found an array"])
    }

    func testAnotherFormatOrVersionIsRefusedBeforeAnythingElseIsRead() {
        XCTAssertEqual(dumpDiagnostics(HandWrittenDump.valid(replacing: #""version": 1"#, with: #""version": 3"#)), [
            "dump.json:1:38: error: unsupported dump version 3: this TapLab reads versions 1 and 2 (dump again with the TapLabDump.swift in this TapLab's Tools/)",
        ])
        XCTAssertEqual(dumpDiagnostics(#"{"format": "xcode-dump", "version": 1}"#), [
            "dump.json:1:12: error: 'format' must be \"taplab-dump\", found \"xcode-dump\"",
        ])
    }

    func testAMissingKeyIsReportedAtTheObjectThatLacksIt() {
        let text = HandWrittenDump.valid(replacing: #""bounds": [0, 0, 100, 40], "#, with: "")
        XCTAssertEqual(dumpDiagnostics(text), ["dump.json:5:1: error: view login has no 'bounds'"])
    }

    func testAViewWithoutAnIdIsNamedByItsClassAndAddress() {
        let text = HandWrittenDump.valid(replacing: #""id": "login", "enabled": false"#, with: #""enabled": 0"#)
        XCTAssertEqual(dumpDiagnostics(text), [
            "dump.json:5:62: error: 'enabled' in view LoginButton-0x30 must be true or false, found a number",
        ])
    }

    func testADuplicateKeyIsReportedWithWhereTheFirstOneIs() {
        let text = HandWrittenDump.valid(replacing: #""id": "login", "#, with: #""hidden": true, "#)
        XCTAssertEqual(dumpDiagnostics(text), ["dump.json:6:47: error: duplicate key 'hidden' (the first is at line 5, column 51)"])
    }

    func testAValueOfTheWrongTypeIsReportedAtTheValue() {
        let text = HandWrittenDump.valid(replacing: #""enabled": false"#, with: #""enabled": "NO""#)
        XCTAssertEqual(dumpDiagnostics(text), ["dump.json:5:77: error: 'enabled' in view login must be true or false, found a string"])
    }

    func testNullWhereANumberBelongsSaysTheAppHadNaNOrInfinity() {
        let text = HandWrittenDump.valid(replacing: #""alpha": 1, "hidden": false, "interaction": true, "clips": false,"# + "\n" + #" "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": []}"#,
                                         with: #""alpha": null, "hidden": false, "interaction": true, "clips": false,"# + "\n" + #" "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": []}"#)
        XCTAssertEqual(dumpDiagnostics(text), [
            "dump.json:6:44: error: 'alpha' in view login must be a number, found null (the app had NaN or infinity here)",
        ])
    }

    func testNegativeSizesAreRefused() {
        let text = HandWrittenDump.valid(replacing: "[0, 0, 100, 40]", with: "[0, 0, -100, 40]")
        XCTAssertEqual(dumpDiagnostics(text), ["dump.json:5:101: error: 'bounds' in view login has a negative width (-100)"])
        let screen = HandWrittenDump.valid(replacing: #""height": 844"#, with: #""height": -1"#)
        XCTAssertEqual(dumpDiagnostics(screen), ["dump.json:1:76: error: 'height' in the screen must be at least 0, found -1"])
    }

    func testAListOfTheWrongLengthSaysWhatItShouldHold() {
        let text = HandWrittenDump.valid(replacing: "[0, 0, 100, 40]", with: "[100, 40]")
        XCTAssertEqual(dumpDiagnostics(text), ["dump.json:5:94: error: 'bounds' in view login must be [x, y, width, height], found 2 values"])
    }

    func testAnUnknownGestureTypeIsRefusedWithTheKnownOnes() {
        let gesture = #"{"class": "UITapGestureRecognizer", "type": "tapp", "enabled": true, "cancelsTouchesInView": true, "delaysTouchesBegan": false, "delaysTouchesEnded": true}"#
        let text = HandWrittenDump.valid(replacing: #""gestures": [], "overrides": [], "subviews": []}"#,
                                         with: #""gestures": [\#(gesture)], "overrides": [], "subviews": []}"#)
        XCTAssertEqual(dumpDiagnostics(text), [
            "dump.json:7:108: error: unknown gesture type 'tapp' in view login (did you mean 'tap'?); the types are tap, longPress, pan, swipe, pinch, rotation, screenEdgePan",
        ])
    }

    func testADumpWithoutWindowsHasNothingToShow() {
        XCTAssertEqual(dumpDiagnostics(HandWrittenDump.document(windows: "")), ["dump.json:2:13: error: 'windows' is empty: the dump has no views"])
    }

    func testEveryProblemInADumpIsReportedInOnePass() {
        let text = HandWrittenDump.valid(replacing: #""level": 1000"#, with: #""level": "high""#)
            .replacingOccurrences(of: #""center": [50, 20]"#, with: #""center": [50]"#)
            .replacingOccurrences(of: #""overrides": [], "subviews": []}"#, with: #""overrides": ["layoutSubviews"], "subviews": []}"#)
        XCTAssertEqual(dumpDiagnostics(text), [
            "dump.json:2:64: error: 'level' in window UIWindow-0x10 must be a number, found a string",
            "dump.json:5:121: error: 'center' in view login must be [x, y], found 1 value",
            "dump.json:7:81: error: 'overrides' in view login takes hitTest, pointInside, found 'layoutSubviews'",
        ])
    }
}
