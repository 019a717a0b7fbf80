import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// What the overlays draw, read from the recording painter instead of from
/// pixels: the words and where they go.
final class RecordingPainterTests: XCTestCase {
    /// Seed 000 tapped where the buttons overlap, drawn at one pixel per
    /// point through a recorder; returns the recorder.
    private func record(_ overlays: OverlaySet) throws -> RecordingPainter {
        let loaded = try RenderFixture.layout(file: "000-overlapping-buttons.yaml")
        let scene = RenderFixture.scene(loaded, taps: [CGPoint(x: 200, y: 300)])
        let recorder = RecordingPainter(text: TextMeasurer(fonts: try RenderFixture.fonts()),
                                        output: PixelRect(x0: 0, y0: 0, x1: 390, y1: 844))
        SceneRenderer(painter: recorder).draw(scene, overlays: overlays, viewport: Viewport())
        return recorder
    }

    func testTheWalkOverlayTagsTheHitViewWithItsVisitNumberAndNameAtItsTopEdge() throws {
        // Given seed 000 tapped at (200, 300), where button2 (frame 170,240 in the screen) wins
        // When the walk overlay is drawn
        let texts = try record(.walk).texts
        // Then button2's badge names it with its verdict, led by its visit number 4, along its top edge
        // (right of its corner, where Button 1's title runs under it)
        let hit = try XCTUnwrap(texts.first { $0.string == "button2 · hit" }, "\(texts.map(\.string))")
        let number = try XCTUnwrap(texts.first { $0.string == "4" })
        XCTAssertTrue((170...320).contains(number.box.minX), "\(number.box)")
        XCTAssertEqual(hit.box.minY, 244, accuracy: 4)
        XCTAssertLessThan(number.box.maxX, hit.box.minX)
        // And the touch point is labelled with its coordinates
        XCTAssertTrue(texts.contains { $0.string == "(200, 300)" })
    }

    func testTheChainOverlayNamesEveryResponderInOrder() throws {
        // Given the same tap
        // When the chain overlay is drawn
        let texts = try record(.chain).texts.map(\.string)
        // Then, after the buttons' titles, the tags name the responder chain from button2 up, each led by its letter
        XCTAssertEqual(texts, ["Button 1", "Button 2", "a", "button2", "b", "green", "c", "root", "d", "rootVC",
                               "e", "main (window)", "f", "application", "g", "appDelegate"])
    }

    func testTheButtonsTitlesAreDrawnCentredInTheirBoundsUnderTheirTransform() throws {
        // Given seed 000 without overlays
        // When drawn
        let recorder = try record([])
        // Then each title is one run as wide as its button, centred, cut to fit
        let runs = recorder.commands.compactMap { command -> (TextRun, CGAffineTransform)? in
            if case let .text(run, _, t) = command { return (run, t) } else { return nil }
        }
        XCTAssertEqual(runs.map(\.0.string), ["Button 1", "Button 2"])
        XCTAssertEqual(runs.map(\.0.width), [200, 150])
        XCTAssertTrue(runs.allSatisfy(\.0.centered))
        XCTAssertEqual(CGPoint.zero.applying(runs[1].1), CGPoint(x: 170, y: 240))
    }

    func testTheHitRegionOverlayHatchesButton1sHitShapeInsideItsEnlargedBoundsOutsideButton2WithoutTintingIt() throws {
        // Given button1: bounds enlarged by 20 points, hit shape two strips
        // When the hit-region overlay is drawn
        let commands = try record(.hitRegions).commands
        // Then the tappable area, the two strips clipped to the enlarged bounds, is hatched, not filled
        let clip = try XCTUnwrap(commands.firstIndex { command in
            if case let .pushClip(shape, _) = command { return shape == .rect(CGRect(x: -20, y: -20, width: 240, height: 160)) }
            return false
        })
        guard case let .hatch(shape, transform, zone, color) = commands[clip + 1] else { return XCTFail("\(commands[clip + 1])") }
        // (in pixels: button1's two strips, less where button2, its later
        // sibling, lies — hit testing asks it first, and it takes the touch there)
        XCTAssertEqual(shape, .compound([.rect(CGRect(x: 40, y: 180, width: 40, height: 120)),
                                         .rect(CGRect(x: 240, y: 180, width: 40, height: 60))], .nonZero))
        XCTAssertEqual(transform, .identity)
        XCTAssertEqual(zone, [])
        XCTAssertEqual(color, Palette.hitArea.fading(0.8))
        XCTAssertEqual(commands[clip + 2], .popClip)
        // And nothing is filled in the overlay's colour, so a red button stays red
        XCTAssertFalse(commands.contains { command in
            if case let .fill(_, _, color) = command { return color.r == Palette.hitArea.r && color.g == Palette.hitArea.g }
            return false
        })
    }
}
