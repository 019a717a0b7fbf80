import Foundation
import TapKit
import TapPicture
import TapWindow
import XCTest

/// The window in Chinese (`taplab run --lang zh`): its own words change,
/// view ids, verdicts and the event log do not.
final class WindowModelChineseTests: WindowModelTestCase {
    private func chineseModel() throws -> WindowModel {
        let source = try MemoryLayouts(layoutFiles: ["000-overlapping-buttons.yaml"])
        let model = WindowModel(source: source, fonts: try RenderFixture.fonts(), now: 0, language: .zh)
        model.resize(pixels: window, points: window)
        return model
    }

    func testTheCanvasAndAnF12ScreenshotSpeakChinese() throws {
        // Precondition: the walk and chain on, a tap where the buttons overlap
        let model = try chineseModel()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-zh-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        model.hooks.screenshotFolder = folder.path
        key(model, "w", now: 0.5)
        key(model, "c", now: 0.6)
        click(model, at: CGPoint(x: 200, y: 300), now: 1)

        // Action
        let path = try XCTUnwrap(model.saveScreenshot())

        // Assertion: the canvas's scene is in Chinese (its verdicts read 命中), and the saved PNG is that Chinese picture
        var scene = try XCTUnwrap(model.scene)
        scene.selectedView = nil
        XCTAssertEqual(scene.language, .zh)
        let svg = try Screenshot.encode(scene, overlays: model.overlays, options: ScreenshotOptions(language: .zh),
                                        fonts: RenderFixture.fonts(), format: .svg)
        XCTAssertTrue(String(decoding: svg.data, as: UTF8.self).contains("命中"), "no Chinese verdict")
        let png = try Screenshot.encode(scene, overlays: model.overlays, options: ScreenshotOptions(language: .zh),
                                        fonts: RenderFixture.fonts(), format: .png)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), png.data)
    }

    func testTheHelpLineAndTheFirstStatusAreChinese() throws {
        // Precondition
        let model = try chineseModel()

        // Action
        let labels = model.layout.chips.map(\.label)

        // Assertion
        XCTAssertEqual(model.status, WindowStrings.zh.welcome)
        XCTAssertTrue(labels.contains("命中测试过程"), "\(labels)")
        XCTAssertTrue(labels.contains("响应链"), "\(labels)")
        XCTAssertEqual(model.layout.chips.map(\.action), HelpChip.all.map(\.action))
        XCTAssertEqual(model.layout.chips.filter { $0.action != .info }.map(\.key), HelpChip.all.filter { $0.action != .info }.map(\.key),
                       "the keys of bindings are the same in every language")
    }

    func testChineseChipsAreWideEnoughForTheirTextAndDoNotOverlap() throws {
        // Precondition
        let model = try chineseModel()
        let chips = model.layout.chips
        let em = CGFloat(model.layout.fontPixelSize)

        // Action: a CJK character is 1 em wide in a CJK font.
        let tooNarrow = chips.filter { chip in
            let wide = chip.text.filter { $0.unicodeScalars.first!.value >= 0x2E80 }.count
            return chip.rect.width < CGFloat(wide) * em
        }

        // Assertion
        XCTAssertEqual(tooNarrow.map(\.text), [])
        for (a, b) in zip(chips, chips.dropFirst()) { XCTAssertFalse(a.rect.intersects(b.rect), "\(a.text) / \(b.text)") }
        XCTAssertTrue(chips.allSatisfy { model.layout.helpRect.contains($0.rect) })
    }

    func testAnOverlayKeyAndAStepThroughTheWalkAreReportedInChinese() throws {
        // Precondition: a touch on button2, so there is a walk to step through.
        let model = try chineseModel()
        click(model, at: CGPoint(x: 200, y: 300), now: 1)

        // Action
        key(model, "w", now: 2)
        let overlayStatus = model.status
        key(model, "s", now: 3)

        // Assertion
        XCTAssertEqual(overlayStatus, "已打开：命中测试过程。")
        XCTAssertTrue(model.status.hasPrefix("第 1 步，共 "), model.status)
        XCTAssertTrue(model.status.contains("main.hitTest — hitSubview，返回 button2（子视图 root 返回了 button2）"), model.status)
        XCTAssertTrue(model.logLines.contains("touchesBegan button2"), "the event log stays as SPEC 5 writes it")
    }

    func testTheSelectedViewsPropertiesAndAToggleOfThemReadInChinese() throws {
        // Precondition
        let model = try chineseModel()
        let button = try XCTUnwrap(view(model, "button2"))

        // Action
        model.select(button)
        let labels = model.selectedProperties.map(\.label)

        // Assertion
        XCTAssertEqual(Array(labels.prefix(7)), ["类", "frame", "隐藏", "alpha", "交互", "裁剪", "启用"])
        XCTAssertEqual(model.selectedProperties[2].value, "否")
        XCTAssertEqual(model.status, "已选中 button2：1 隐藏，2 alpha，3 交互，4 裁剪，5 启用。")
        key(model, "1", now: 1)
        XCTAssertEqual(model.status, "button2：隐藏 = 是。")
        XCTAssertEqual(model.selectedProperties[2].value, "是")
    }

    func testTheChineseWindowDrawsItsChipsWithGlyphs() throws {
        // Precondition: a touch, the walk overlay and a selection, as in a lesson.
        let model = try chineseModel()
        click(model, at: CGPoint(x: 200, y: 300), now: 1)
        key(model, "w", now: 2)
        model.select(try XCTUnwrap(view(model, "button2")))
        let canvas = try OffscreenCanvas(width: 1280, height: 900)

        // Action
        WindowPainter(renderer: SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts())).draw(model)

        // Assertion: the walk chip's Chinese label is drawn (its pixels are not all one colour).
        let chip = try XCTUnwrap(model.layout.chips.first { $0.action == .toggleOverlay(.walk) })
        let y = Int(chip.rect.midY)
        let colours = Set((Int(chip.rect.minX) + 4..<Int(chip.rect.maxX) - 4).compactMap { canvas.pixel(x: $0, y: y) })
        XCTAssertGreaterThan(colours.count, 2)
        if let out = ProcessInfo.processInfo.environment["TAPLAB_WINDOW_ZH_PNG"] { try PictureWriter.write(canvas, to: out) }
    }
}
