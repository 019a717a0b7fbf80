import Foundation
import TapKit
import TapPicture
import XCTest

/// Whole pictures compared with PNGs kept in Golden/ beside the tests.
/// `TAPLAB_RECORD=1 swift test` rewrites them; look at the new pictures
/// before committing them.
final class GoldenPictureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Per-channel difference tolerated (font rasterisers may differ by a
    /// shade between library versions); any pixel beyond it counts.
    static let tolerance = 8

    private func assertGolden(_ layout: String, taps: [CGPoint], overlays: OverlaySet, name: String,
                              options: ScreenshotOptions = ScreenshotOptions(scale: 1),
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let loaded = try RenderFixture.layout(file: layout)
        let canvas = try Screenshot.render(RenderFixture.scene(loaded, taps: taps), overlays: overlays, options: options,
                                           fonts: RenderFixture.fonts())
        let url = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TAPLAB_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try PictureWriter.write(canvas, to: url.path)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            return XCTFail("missing golden picture \(name); run with TAPLAB_RECORD=1 to create it", file: file, line: line)
        }
        let expected = try PNGReader.read(url.path)
        guard expected.width == canvas.width, expected.height == canvas.height else {
            return XCTFail("\(name): size \(canvas.width)x\(canvas.height), golden \(expected.width)x\(expected.height) "
                + "(TAPLAB_RECORD=1 re-records)", file: file, line: line)
        }
        let a = canvas.argbPixels(), b = expected.argbPixels()
        var differing = 0
        var first: (Int, Int)?
        for i in a.indices where Self.differs(a[i], b[i]) {
            differing += 1
            if first == nil { first = (i % canvas.width, i / canvas.width) }
        }
        if differing > 0, let (x, y) = first {
            XCTFail("\(name): \(differing) of \(a.count) pixels differ by more than \(Self.tolerance) "
                + "(first at \(x),\(y): \(RGBA(argb: a[y * canvas.width + x])) vs golden \(RGBA(argb: b[y * canvas.width + x]))); "
                + "TAPLAB_RECORD=1 re-records", file: file, line: line)
        }
    }

    static func differs(_ p: UInt32, _ q: UInt32) -> Bool {
        for shift in stride(from: 0, to: 32, by: 8) where abs(Int((p >> shift) & 0xff) - Int((q >> shift) & 0xff)) > tolerance {
            return true
        }
        return false
    }

    func testOverlappingButtonsWithEveryOverlayAfterATapMatchTheGoldenPicture() throws {
        // Given seed 000's overlapping buttons, tapped where they overlap
        // When drawn with every overlay and the legend
        // Then the picture matches the golden one
        try assertGolden("000-overlapping-buttons.yaml", taps: [CGPoint(x: 200, y: 300)], overlays: .all,
                         name: "000-overlapping-buttons-all.png")
    }

    func testTheNoClipBadgeWithOutsideAndWalkOverlaysMatchesTheGoldenPicture() throws {
        // Given seed 004's badge outside its card, tapped on its outside part
        // When drawn with the outside-content, hit-region and walk overlays
        // Then the picture matches the golden one
        try assertGolden("004-no-clip.yaml", taps: [CGPoint(x: 260, y: 140)], overlays: [.outsideContent, .hitRegions, .walk],
                         name: "004-no-clip-outside.png")
    }

    func testASlideOfOverlappingButtonsCroppedTo16By9MatchesTheGoldenPicture() throws {
        // Given seed 000 tapped where the buttons overlap
        // When drawn for a slide: cropped to what walk and chain talk about, 16:9
        // Then the picture matches the golden one
        try assertGolden("000-overlapping-buttons.yaml", taps: [CGPoint(x: 200, y: 300)], overlays: [.walk, .chain, .hitRegions],
                         name: "000-overlapping-buttons-slide.png", options: ScreenshotOptions(crop: .auto, aspect: PictureAspect("16:9")))
    }

    func testAChineseSlideOfTheCircleButtonWithTwoTapsMatchesTheGoldenPicture() throws {
        // Given the circle button tapped inside its circle, then in its corner
        // When drawn for a slide in Chinese: cropped, 16:9, light
        // Then the picture matches the golden one
        try assertGolden("002-circle-button.yaml", taps: [CGPoint(x: 195, y: 375), CGPoint(x: 128, y: 308)],
                         overlays: [.walk, .chain, .hitRegions], name: "002-circle-button-slide-zh.png",
                         options: ScreenshotOptions(crop: .auto, aspect: PictureAspect("16:9"), language: .zh, theme: .light))
    }
}
