import Foundation
import TapKit
@testable import TapPicture
import XCTest
import PictureText

/// Composing a picture for a slide: crop, aspect, legend, theme.
final class ScreenshotCompositionTests: XCTestCase {
    private func overlappingButtons() throws -> Scene {
        RenderFixture.scene(try RenderFixture.layout(file: "000-overlapping-buttons.yaml"), taps: [CGPoint(x: 200, y: 300)])
    }

    private func render(_ scene: Scene, _ overlays: OverlaySet, _ options: ScreenshotOptions) throws -> OffscreenCanvas {
        try Screenshot.render(scene, overlays: overlays, options: options, fonts: try RenderFixture.fonts())
    }

    func testAnAutoCropAt16By9Is16By9WithTheLegendReducedToOneLine() throws {
        // Given seed 000 tapped where the buttons overlap
        let scene = try overlappingButtons()
        // When it is drawn cropped to what the overlays talk about, at 16:9
        let options = ScreenshotOptions(crop: .auto, aspect: PictureAspect("16:9"))
        let canvas = try render(scene, [.walk, .chain, .hitRegions], options)
        // Then the picture is 16:9 to the pixel
        XCTAssertEqual(CGFloat(canvas.width) / CGFloat(canvas.height), 16.0 / 9.0, accuracy: 2.0 / CGFloat(canvas.height))
        // And the crop fills it but for one line of swatches along the bottom (SPEC 13: the prose is for pages)
        let frame = try Screenshot.frame(scene, overlays: [.walk, .chain, .hitRegions], options: options,
                                         text: TextMeasurer(fonts: RenderFixture.fonts()))
        XCTAssertEqual(frame.area.width, CGFloat(canvas.width), accuracy: 2)
        XCTAssertEqual(frame.strip.minY, frame.area.maxY, accuracy: 1)
        XCTAssertLessThan(frame.strip.height, CGFloat(canvas.height) / 10)
        XCTAssertGreaterThan(frame.strip.height, 0)
    }

    func testAFullLegendAt16By9GoesBesideTheCrop() throws {
        // Given the same scene
        let scene = try overlappingButtons()
        // When the legend's prose is asked for on a 16:9 picture
        let options = ScreenshotOptions(crop: .auto, aspect: PictureAspect("16:9"), legendStyle: .full)
        let frame = try Screenshot.frame(scene, overlays: [.walk, .chain], options: options,
                                         text: TextMeasurer(fonts: RenderFixture.fonts()))
        // Then it takes a panel beside the crop, as tall as the crop
        XCTAssertEqual(frame.strip.minX, frame.area.maxX, accuracy: 1)
        XCTAssertEqual(frame.strip.height, frame.area.height, accuracy: 1)
    }

    func testAnAspectGrowsTheCropPastTheScreenWithBackgroundNotBars() throws {
        // Given the same scene without a legend, cropped to its narrow buttons
        let scene = try overlappingButtons()
        // When it must be 16:9, wider than the 390-point screen can give
        let options = ScreenshotOptions(showsLegend: false, crop: .area(CGRect(x: 20, y: 100, width: 350, height: 400)),
                                        aspect: PictureAspect("16:9"), theme: .light)
        let canvas = try render(scene, [.walk], options)
        // Then the picture is 16:9 and beyond the screen's edge is the theme's background
        XCTAssertEqual(CGFloat(canvas.width) / CGFloat(canvas.height), 16.0 / 9.0, accuracy: 0.01)
        XCTAssertColor(canvas.pixel(x: 2, y: canvas.height / 2), PictureTheme.light.backdrop)
    }

    func testACropOfAViewShowsThatViewWithAMargin() throws {
        // Given button2 (frame 170,240 150x120 on screen)
        let loaded = try RenderFixture.layout(file: "000-overlapping-buttons.yaml")
        let scene = RenderFixture.scene(loaded)
        let button2 = try XCTUnwrap(loaded.view("button2"))
        // When the picture is cropped to it
        let area = try XCTUnwrap(AutoCrop.area(of: [button2], in: scene))
        let crop = AutoCrop.rect(.area(area), scene: scene, overlays: [])
        // Then the crop holds the button and the margin, inside the screen
        XCTAssertTrue(crop.contains(CGRect(x: 170 - AutoCrop.margin, y: 240 - AutoCrop.margin, width: 150 + 2 * AutoCrop.margin, height: 120)))
        XCTAssertLessThanOrEqual(crop.maxX, 390)
    }

    func testTheLegendExplainsOnlyOverlaysInThePicture() throws {
        // Given a layout before any touch: no walk, no chain
        let scene = RenderFixture.scene(try RenderFixture.layout(file: "000-overlapping-buttons.yaml"))
        // When every overlay is asked for
        let frame = try Screenshot.frame(scene, overlays: .all, options: ScreenshotOptions(),
                                         text: TextMeasurer(fonts: RenderFixture.fonts()))
        // Then the legend leaves out the walk, the chain and the touches, which drew nothing
        XCTAssertTrue(frame.legend.contains(.hitRegions))
        XCTAssertTrue(frame.legend.isDisjoint(with: [.walk, .chain, .touches]))
    }

    func testAChineseLegendIsWrittenInChinese() throws {
        // Given seed 000 after its tap
        let scene = try overlappingButtons()
        // When the legend is drawn in Chinese through a recorder
        let recorder = RecordingPainter(text: TextMeasurer(fonts: try RenderFixture.fonts()), output: PixelRect(x0: 0, y0: 0, x1: 600, y1: 600))
        InfoStrip(text: recorder.text, scale: 1, language: .zh).draw(scene, overlays: [.walk, .chain], in: CGRect(x: 0, y: 0, width: 600, height: 600),
                                                                   with: recorder)
        let texts = recorder.texts.map(\.string)
        // Then its titles are the Chinese ones and no English title is left
        XCTAssertTrue(texts.contains("命中测试过程") && texts.contains("响应链"), "\(texts)")
        XCTAssertFalse(texts.contains("responder chain"))
        // And Chinese sentences wrap between characters, within the width
        XCTAssertTrue(recorder.texts.allSatisfy { $0.box.maxX <= 600 })
    }

    func testTheLightThemeHasALightLegendPanel() throws {
        // Given seed 000 after its tap
        let scene = try overlappingButtons()
        // When it is drawn with the light theme and its legend under it
        let canvas = try render(scene, [.walk], ScreenshotOptions(scale: 1, theme: .light))
        // Then the legend's panel is the light background
        XCTAssertColor(canvas.pixel(x: 2, y: canvas.height - 2), PictureTheme.light.backdrop)
    }
}

/// `--size` with a crop: the crop grows to the size's proportions.
final class ScreenshotSizeCompositionTests: XCTestCase {
    func testAnExactSizeIsFilledByTheGrownCropAndItsLegendWithoutBars() throws {
        // Given seed 000 tapped where the buttons overlap
        let scene = RenderFixture.scene(try RenderFixture.layout(file: "000-overlapping-buttons.yaml"), taps: [CGPoint(x: 200, y: 300)])
        // When it is composed for 1920x1080, cropped to what the walk talks about
        let options = ScreenshotOptions(size: PixelSize(width: 1920, height: 1080), crop: .auto)
        let frame = try Screenshot.frame(scene, overlays: [.walk], options: options, text: TextMeasurer(fonts: RenderFixture.fonts()))
        // Then the picture is that size, the crop spans its width and, with the legend's one line under it, its height
        XCTAssertEqual(frame.output, PixelSize(width: 1920, height: 1080))
        XCTAssertEqual(frame.area.width, 1920, accuracy: 2)
        XCTAssertEqual(frame.area.height + frame.strip.height, 1080, accuracy: 2)
        XCTAssertLessThan(frame.strip.height, 1080 / 10)
    }

    func testASlidesLabelsAreAtLeast18PixelsAt1920By1080() throws {
        // Given seed 000 tapped where the buttons overlap, the whole portrait screen on a 16:9 slide (about 1.2 pixels a point)
        let scene = RenderFixture.scene(try RenderFixture.layout(file: "000-overlapping-buttons.yaml"), taps: [CGPoint(x: 200, y: 300)])
        let options = ScreenshotOptions(size: PixelSize(width: 1920, height: 1080), crop: .screen, aspect: PictureAspect("16:9"))
        // When its text is read back from the SVG
        let svg = try Screenshot.encode(scene, overlays: [.walk, .chain], options: options, fonts: RenderFixture.fonts(), format: .svg)
        // Then every tag and the legend's line are set at 18 pixels or more (the views' own titles are the app's)
        let sizes = try SVGText.read(svg.data).texts.map(\.pixelSize)
        XCTAssertFalse(sizes.isEmpty)
        let frame = try Screenshot.frame(scene, overlays: [.walk, .chain], options: options, text: TextMeasurer(fonts: RenderFixture.fonts()))
        let titlePixels = 17 * frame.viewport.scale
        XCTAssertTrue(sizes.filter { abs($0 - titlePixels) > 0.5 }.allSatisfy { $0 >= 17.9 }, "\(Set(sizes).sorted())")
    }
}
