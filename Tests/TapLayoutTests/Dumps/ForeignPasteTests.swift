import Foundation
import XCTest
import TapExplain
@testable import TapLayout

/// Another platform's view tree, or a web page, pasted by mistake is refused
/// by name, with what to paste instead (issue 41), never read as a broken
/// layout or an empty dump.
final class ForeignPasteTests: XCTestCase {
    static let pastes: [(String, ForeignPaste)] = [
        (#"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0"><node index="0" class="android.widget.FrameLayout" bounds="[0,0][1080,2340]"></node></hierarchy>"#, .androidXML),
        ("<!DOCTYPE html>\n<html><body><p>How do I fix taps?</p></body></html>\n", .html),
        ("I/flutter ( 1234): WidgetsFlutterBinding - DEBUG MODE\nI/flutter ( 1234): [root](renderObject: RenderView#1a2b3)\n", .flutter),
    ]

    func testEachForeignPasteIsRefusedByWhatItIs() {
        for (text, kind) in Self.pastes {
            // Action
            var diagnostics: [LayoutDiagnostic] = []
            do { _ = try LayoutLoader.load(text: text, file: "paste.txt") } catch { diagnostics = error.diagnostics }

            // Assertion: one error naming the kind, in both languages
            XCTAssertEqual(diagnostics.map { $0.problem as? LoaderProblem }, [.foreignPaste(kind)], text)
            XCTAssertTrue(diagnostics.first?.message(in: .zh).contains("UIKit") == true)
            XCTAssertNotEqual(diagnostics.first?.message(in: .zh), diagnostics.first?.message)
        }
    }

    func testAUIKitDumpAndALayoutAreNotForeign() {
        XCTAssertNil(ForeignPaste.detect("<UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6002>>\n"))
        XCTAssertNil(ForeignPaste.detect("view:\n  id: root\n  description: \"<html> is not a view\"\n"))
    }
}
