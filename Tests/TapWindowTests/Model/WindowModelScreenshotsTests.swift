import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: screenshots.
final class WindowModelScreenshotsTests: WindowModelTestCase {
    func testScreenshotsAreNumberedAndNeverOverwriteAFile() throws {
        // Given a folder that already holds a first screenshot of this layout
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = folder.appendingPathComponent("taplab-000-overlapping-buttons-1.png")
        try Data("keep me".utf8).write(to: existing)
        let (model, _) = try model()
        model.hooks.screenshotFolder = folder.path
        var printed: [String] = []
        model.hooks.onScreenshot = { printed.append($0) }
        // When f12 and then ctrl+s are pressed
        key(model, "f12", now: 1)
        key(model, "s", modifiers: .control, now: 2)
        // Then two new files were written next to it, and it is untouched
        XCTAssertEqual(printed.map { ($0 as NSString).lastPathComponent },
                       ["taplab-000-overlapping-buttons-2.png", "taplab-000-overlapping-buttons-3.png"])
        XCTAssertEqual(try Data(contentsOf: existing), Data("keep me".utf8))
        for path in printed {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4e, 0x47], "a PNG")
        }
        XCTAssertNil(model.stepLimit, "ctrl+s is a screenshot, not a step")
    }

    func testAScreenshotIsTheSamePictureAsTaplabShot() throws {
        // Given a tap on button2 and the walk overlay on
        let (model, _) = try model()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        model.hooks.screenshotFolder = folder.path
        click(model, at: onButton2, now: 1)
        key(model, "w", now: 2)
        // When a screenshot is saved
        let path = try XCTUnwrap(model.saveScreenshot())
        // Then it equals the offscreen render of the same scene, at shot's defaults
        var scene = try XCTUnwrap(model.scene)
        scene.selectedView = nil
        let expected = try Screenshot.render(scene, overlays: [.walk], fonts: RenderFixture.fonts())
        let saved = try XCTUnwrap(PNGReader.read(path))
        XCTAssertEqual(saved.width, expected.width)
        XCTAssertEqual(saved.argbPixels(), expected.argbPixels())
    }

    func testScreenshotNamesAreSafeFileNames() {
        XCTAssertEqual(ScreenshotNamer.safeName("../a b/c"), "a-b-c")
        XCTAssertEqual(ScreenshotNamer.safeName(""), "layout")
        XCTAssertEqual(ScreenshotNamer.path(folder: nil, layoutName: "x", number: 3), "taplab-x-3.png")
    }
}
