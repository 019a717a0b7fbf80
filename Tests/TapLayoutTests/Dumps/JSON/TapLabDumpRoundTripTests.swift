import Foundation
import XCTest
import TapKit
import TapLabDump
@testable import TapLayout

/// Trees built in TapKit, dumped with `Tools/TapLabDump/TapLabDump.swift`
/// (the file apps use) and read back with `TapLabDumpJSONReader`: what comes
/// back is what the tree says, view for view.
final class TapLabDumpRoundTripTests: XCTestCase {
    func testEveryWindowOfTheGalleryReadsBackAsItsTreeSays() throws {
        // Given an application with every view class, transform, flag and recognizer
        let app = DumpFixture.gallery()

        // When it is dumped and read back
        let dump = try TapLabDumpJSONReader.read(text: DumpFixture.json(app.windows), file: "gallery.json")

        // Then each window and every view under it matches, and nothing was guessed
        XCTAssertEqual(dump.format, .tapLabJSON)
        XCTAssertEqual(dump.screen, DumpFixture.screen.size)
        XCTAssertEqual(dump.roots.count, app.windows.count)
        for (dumped, window) in zip(dump.roots, app.windows) { assertDumped(dumped, matches: window) }
        XCTAssertEqual(dump.warnings, [])
    }

    func testTheWindowsComeBackBackToFrontWithTheirLevels() throws {
        // Given the gallery's windows at levels normal, status bar, 1500 (hidden) and alert
        let app = DumpFixture.gallery()

        // When it is dumped and read back
        let dump = try TapLabDumpJSONReader.read(text: DumpFixture.json(app.windows), file: "gallery.json")

        // Then the roots are the windows in that order
        XCTAssertEqual(dump.roots.map(\.accessibilityIdentifier), ["home", "banner", "hiddenWindow", "alert"])
        XCTAssertEqual(dump.roots.map(\.windowLevel), [0, 1000, 1500, 2000])
    }

    func testTheRootViewControllerIsRecordedOnTheWindowsRootView() throws {
        // Given the gallery, whose home window's root view controller is homeVC with view homeRoot
        let app = DumpFixture.gallery()

        // When it is dumped and read back
        let dump = try TapLabDumpJSONReader.read(text: DumpFixture.json(app.windows), file: "gallery.json")

        // Then homeRoot carries homeVC, and the window itself carries no controller
        let main = try XCTUnwrap(dump.roots.first)
        XCTAssertNil(main.controller)
        XCTAssertEqual(main.subviews.first?.accessibilityIdentifier, "homeRoot")
        XCTAssertEqual(main.subviews.first?.controller?.identifier, "homeVC")
        XCTAssertEqual(main.subviews.first?.controller?.className, "UIViewController")
    }

    func testAChildControllersViewCarriesItsOwnController() throws {
        // Given the gallery, whose toolbar view belongs to the child controller childVC
        let app = DumpFixture.gallery()

        // When it is dumped and read back
        let dump = try TapLabDumpJSONReader.read(text: DumpFixture.json(app.windows), file: "gallery.json")

        // Then the toolbar's controller is childVC
        let toolbar = try XCTUnwrap(find("toolbar", in: dump.roots))
        XCTAssertEqual(toolbar.controller?.identifier, "childVC")
    }

    func testDumpingTheSameTreeTwiceGivesTheSameText() {
        // Given the gallery
        let app = DumpFixture.gallery()

        // When it is dumped twice
        let first = DumpFixture.json(app.windows), second = DumpFixture.json(app.windows)

        // Then the texts are identical
        XCTAssertEqual(first, second)
    }

    func testDumpAllWindowsDumpsTheSharedApplicationsWindowsBackToFront() {
        // Given a just-built application with a window at the alert level added before a normal one
        let app = UIApplication()
        let (alert, _) = DumpFixture.window("alert", level: .alert, in: app)
        let (home, _) = DumpFixture.window("home", in: app)

        // When every window is dumped, as from lldb
        let text = MainActor.assumeIsolated { TapLabDump.dumpAllWindows() }

        // Then it is the dump of the normal window, then the alert
        XCTAssertEqual(text, DumpFixture.json([home, alert]))
    }

    func testAThreeThousandViewDeepChainIsDumpedAndRejectedAtTheDepthLimitWithoutCrashing() throws {
        // Given a window with a chain of 3,000 nested views
        let app = UIApplication()
        let (window, root) = DumpFixture.window("deep", in: app)
        var parent = root
        for _ in 0..<3_000 { parent = DumpFixture.add(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), nil, to: parent) }

        // When it is dumped and read back
        let json = DumpFixture.json([window])

        // Then the reader names the depth limit at the first view too deep
        XCTAssertThrowsError(try TapLabDumpJSONReader.read(text: json, file: "deep.json")) { error in
            let diagnostics = (error as? LayoutError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.map(\.message), ["views nested more than 1000 deep; TapLab reads dumps up to that depth (UIKit apps stay far below it)"])
        }
    }
}
