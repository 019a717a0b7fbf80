import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// Badges, tap labels and chain tags never cover each other nor a view's
/// own text, on the gallery's layouts with every overlay on — checked on
/// what the recording painter was asked to draw.
final class LabelPlacementTests: XCTestCase {
    /// Layouts whose scripts tap, with many badges close together.
    private let layouts = ["000-overlapping-buttons.yaml", "000-enlarged-button.yaml", "000-invisible-overlays.yaml",
                           "001-gesture-puzzle.yaml", "002-circle-button.yaml", "004-no-clip.yaml", "003-back-to-front.yaml"]

    /// Draws `file` after its script's taps, with every overlay, through a
    /// recorder at `scale`; returns the recorder and the overlays' context.
    private func draw(_ file: String, scale: CGFloat = 1) throws -> (RecordingPainter, OverlayContext) {
        let loaded = try RenderFixture.layout(file: file)
        let taps = loaded.script.compactMap { step -> CGPoint? in
            if case let .tap(point) = step.kind { return point } else { return nil }
        }
        let scene = RenderFixture.scene(loaded, taps: taps)
        let size = loaded.screenSize
        let recorder = RecordingPainter(text: TextMeasurer(fonts: try RenderFixture.fonts()),
                                        output: PixelRect(x0: 0, y0: 0, x1: Int(size.width * scale), y1: Int(size.height * scale)))
        let context = try XCTUnwrap(SceneRenderer(painter: recorder).drawCanvas(scene, overlays: .all, viewport: Viewport(scale: scale), area: nil))
        return (recorder, context)
    }

    /// Every layout of the gallery (Layouts/).
    private var galleryLayouts: [String] {
        get throws {
            try FileManager.default.contentsOfDirectory(atPath: RenderFixture.repositoryRoot.appendingPathComponent("Layouts").path)
                .filter { $0.hasSuffix(".yaml") }.sorted()
        }
    }

    func testNoTwoLabelsOverlapInAnyGalleryPicture() throws {
        for file in try galleryLayouts {
            // Given a gallery layout after its taps, every overlay on
            let (recorder, context) = try draw(file, scale: 2)
            // When the tags are placed
            let rects = context.tags.map(\.rect)
            // Then no two intersect
            for (i, a) in rects.enumerated() {
                for b in rects[(i + 1)...] {
                    XCTAssertFalse(a.intersects(b), "\(file): \(a) and \(b) overlap")
                }
            }
            // And the recorder drew every tag's text inside its own tag
            let tagTexts = recorder.texts.filter { text in context.tags.contains { $0.rect.insetBy(dx: -1, dy: -1).contains(text.box.origin) } }
            XCTAssertGreaterThanOrEqual(tagTexts.count, rects.count, file)
        }
    }

    func testNoLabelCoversAViewsTitle() throws {
        for file in layouts {
            // Given a gallery layout with titled buttons or labels
            let (_, context) = try draw(file, scale: 2)
            // When the tags are placed
            // Then none covers the box of a title the tree drew
            for tag in context.tags {
                for title in context.titleRects {
                    XCTAssertFalse(tag.rect.intersects(title), "\(file): tag '\(tag.text)' covers the title at \(title)")
                }
            }
        }
    }

    func testBadgesOfFullScreenViewsLineUpInsteadOfStacking() throws {
        // Given seed 000, whose window and root view both fill the screen
        let (_, context) = try draw("000-overlapping-buttons.yaml")
        // When the walk tags them
        let main = try XCTUnwrap(context.tags.first { $0.text == "main" })
        let root = try XCTUnwrap(context.tags.first { $0.text == "root" })
        // Then their badges sit side by side along the top, not one under the other in the corner
        XCTAssertEqual(main.rect.minY, root.rect.minY)
        XCTAssertGreaterThan(root.rect.minX, main.rect.maxX)
    }

    func testWalkAndChainUseDifferentMarks() throws {
        // Given seed 000 after its tap
        let (_, context) = try draw("000-overlapping-buttons.yaml")
        // When walk and chain are drawn
        let walk = context.tags.compactMap { if case let .numbered(n) = $0.kind { n } else { nil } }
        let chain = context.tags.compactMap { if case let .lettered(l) = $0.kind { l } else { nil } }
        // Then the walk counts in numbers and the chain in letters: no shared sequence
        XCTAssertEqual(walk, ["1", "2", "3", "4"])
        XCTAssertEqual(chain, ["a", "b", "c", "d", "e", "f", "g"])
    }

    func testEveryTapIsMarkedInTimeOrderWithTheViewItHit() throws {
        // Given seed 000's enlarged button, tapped on small and then beside plain
        let (_, context) = try draw("000-enlarged-button.yaml")
        // When the walk is drawn
        let labels = context.tags.map(\.text).filter { $0.hasPrefix("tap ") }
        // Then each tap has its label, numbered in time order, with its own hit view
        XCTAssertEqual(labels, ["tap 1 → small", "tap 2 → card"])
    }

    func testANearlyInvisibleViewThatStillTakesTapsIsSaidToBeSo() throws {
        // Given an overlay at alpha 0.01, the lowest UIKit still hit-tests
        let (_, context) = try draw("000-invisible-overlays.yaml")
        // When the hit regions are drawn
        let texts = context.tags.map(\.text)
        // Then it is tagged as nearly invisible, and the overlay at 0.005 (skipped) is not
        XCTAssertTrue(texts.contains("faintOverlay: nearly invisible, still hit-tested"), "\(texts)")
        XCTAssertFalse(texts.contains { $0.hasPrefix("fainterOverlay:") })
    }

    func testNoChainArrowCrossesAnotherLabel() throws {
        for file in layouts {
            // Given a gallery layout after its taps, every overlay on
            let (_, context) = try draw(file, scale: 2)
            // When the chain's tags are joined by arrows
            XCTAssertFalse(context.arrows.isEmpty, file)
            // Then no arrow passes through a tag other than the two it joins
            for route in context.arrows {
                let crossed = context.tags.map(\.rect).filter { rect in
                    zip(route, route.dropFirst()).contains { ChainOverlay.segment($0, $1, crosses: rect.insetBy(dx: 2, dy: 2)) }
                }
                XCTAssertEqual(crossed, [], "\(file): arrow \(route) crosses a tag")
            }
        }
    }

    func testNoTagGoesOverAnotherInAnyGalleryPictureComposedForASlide() throws {
        for file in try galleryLayouts {
            for aspect in [nil, PictureAspect("4:3"), PictureAspect("16:9")] {
                // Given a gallery layout after its taps, cropped automatically as the gallery and slides are
                let loaded = try RenderFixture.layout(file: file)
                let taps = loaded.script.compactMap { step -> CGPoint? in
                    if case let .tap(point) = step.kind { return point } else { return nil }
                }
                let scene = RenderFixture.scene(loaded, taps: taps)
                let options = ScreenshotOptions(scale: 2, crop: .auto, aspect: aspect)
                let text = TextMeasurer(fonts: try RenderFixture.fonts())
                // When the picture is composed (the crop grows while tags lack room)
                let frame = try Screenshot.frame(scene, overlays: .all, options: options, text: text)
                // Then every tag found a free spot
                XCTAssertEqual(Screenshot.crowdedTags(scene, overlays: .all, frame: frame, text: text), 0,
                               "\(file) at \(aspect.map { "\($0)" } ?? "its own shape")")
            }
        }
    }

    func testTwiceTheTagsCrowdedAtOneSpotCostTwiceThePlacersWork() {
        // Given tags of walked views that all ask for spots in one small corner of a phone-sized canvas
        func work(_ n: Int) -> (comparisons: Int, crowded: Int) {
            var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 780, height: 1688))
            for i in 0..<n { _ = placer.place(CGSize(width: 150, height: 24), at: CGPoint(x: i % 50, y: i % 80)) }
            return (placer.comparisons, placer.crowded)
        }
        // When 2,000 and 4,000 are placed
        let (few, many) = (work(2_000), work(4_000))
        // Then the picture is crowded, and twice the tags compared about twice the rectangles, not four times
        XCTAssertGreaterThan(few.crowded, LabelPlacer.maxCrowded)
        let ratio = Double(many.comparisons) / Double(few.comparisons)
        XCTAssertLessThanOrEqual(ratio, 2.3, "\(few.comparisons) then \(many.comparisons)")
    }
}
