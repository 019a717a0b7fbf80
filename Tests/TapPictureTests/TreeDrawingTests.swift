import Foundation
import TapKit
@testable import TapPicture
import XCTest

/// The view tree drawn as UIKit composites it, checked on single pixels.
final class TreeDrawingTests: XCTestCase {
    private let white = RGBA(255, 255, 255)
    private let red = RGBA(255, 0, 0)

    private func screen(_ subviews: String, extra: String = "") -> String {
        """
        screen: {width: 100, height: 100}
        \(extra)
        view:
          id: root
          color: "#ffffff"
          subviews:
        \(subviews)
        """
    }

    func testAViewIsFilledWithItsColourAtItsCentre() throws {
        // Given a blue view on a white root
        let yaml = screen("    - {id: v, frame: [20, 20, 40, 40], color: \"#007aff\"}")
        // When it is drawn
        let picture = try RenderFixture.picture(yaml)
        // Then its centre is its colour and outside it is the root's
        XCTAssertColor(picture.pixel(x: 40, y: 40), RGBA(0, 122, 255))
        XCTAssertColor(picture.pixel(x: 70, y: 70), white)
    }

    func testAlphaMultipliesDownTheTreeAndBlendsOverWhatIsBehind() throws {
        // Given a red view at alpha 0.5, and a red child at alpha 0.5 inside a parent at alpha 0.5
        let yaml = screen("""
            - {id: half, frame: [0, 0, 40, 40], color: "#ff0000", alpha: 0.5}
            - id: parent
              frame: [50, 50, 50, 50]
              alpha: 0.5
              subviews:
                - {id: quarter, frame: [0, 0, 40, 40], color: "#ff0000", alpha: 0.5}
        """)
        // When they are drawn over white
        let picture = try RenderFixture.picture(yaml)
        // Then half the red shows through, and a quarter where the alphas multiply
        XCTAssertColor(picture.pixel(x: 20, y: 20), RGBA(255, 128, 128))
        XCTAssertColor(picture.pixel(x: 70, y: 70), RGBA(255, 191, 191))
    }

    func testAClippedChildIsNotDrawnOutsideItsParentAndNestedClipsIntersect() throws {
        // Given a clipping parent whose child hangs out, and an unclipped twin
        let yaml = screen("""
            - id: clipper
              frame: [10, 10, 30, 30]
              clips: true
              subviews:
                - id: inner
                  frame: [10, 10, 40, 40]
                  clips: true
                  subviews:
                    - {id: child, frame: [-20, 0, 80, 80], color: "#ff0000"}
            - id: open
              frame: [60, 10, 30, 30]
              subviews:
                - {id: spill, frame: [10, 10, 40, 40], color: "#ff0000"}
        """)
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the child shows only where both clips overlap
        XCTAssertColor(picture.pixel(x: 30, y: 30), red)
        XCTAssertColor(picture.pixel(x: 45, y: 45), white, "outside the outer clip")
        XCTAssertColor(picture.pixel(x: 15, y: 30), white, "inside the outer clip but outside the inner one")
        // And the unclipped child spills out of its parent
        XCTAssertColor(picture.pixel(x: 95, y: 45), red)
    }

    func testARotatedViewCoversItsDiamondTipsButNotItsOldCorners() throws {
        // Given a 40-point square rotated 45 degrees about its centre (50, 50)
        let yaml = screen("    - {id: d, frame: [30, 30, 40, 40], color: \"#ff0000\", transform: {rotate: 45}}")
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then its tips reach 28 points from the centre and its old corner is empty
        XCTAssertColor(picture.pixel(x: 50, y: 24), red, "top tip")
        XCTAssertColor(picture.pixel(x: 75, y: 50), red, "right tip")
        XCTAssertColor(picture.pixel(x: 32, y: 32), white, "the unrotated corner")
    }

    func testAScaledViewIsDrawnLargerAboutItsCentre() throws {
        // Given a 20-point square scaled 2x about its centre (50, 50)
        let yaml = screen("    - {id: s, frame: [40, 40, 20, 20], color: \"#ff0000\", transform: {scale: 2}}")
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then it covers 30...70
        XCTAssertColor(picture.pixel(x: 32, y: 32), red)
        XCTAssertColor(picture.pixel(x: 28, y: 50), white)
    }

    func testAHiddenViewAndItsSubviewsAreNotDrawn() throws {
        // Given a hidden view with a visible-looking child
        let yaml = screen("""
            - id: hidden
              frame: [10, 10, 80, 80]
              color: "#ff0000"
              hidden: true
              subviews:
                - {id: child, frame: [10, 10, 20, 20], color: "#00ff00"}
        """)
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then neither shows
        XCTAssertColor(picture.pixel(x: 50, y: 50), white)
        XCTAssertColor(picture.pixel(x: 30, y: 30), white)
    }

    func testAButtonTitleLeavesTextPixelsInsideTheButton() throws {
        // Given a button with a title and one without
        let yaml = screen("""
            - {id: titled, class: button, frame: [0, 0, 100, 40], color: "#007aff", text: "Button"}
            - {id: plain, class: button, frame: [0, 50, 100, 40], color: "#007aff"}
        """)
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the titled one has light text pixels on blue and the plain one none
        let blue = RGBA(0, 122, 255)
        XCTAssertGreaterThan(picture.count(in: CGRect(x: 0, y: 0, width: 100, height: 40), differingFrom: blue, tolerance: 60), 40)
        XCTAssertEqual(picture.count(in: CGRect(x: 0, y: 50, width: 100, height: 40), differingFrom: blue), 0)
    }

    func testChineseTextIsDrawnWithGlyphsNotBoxesWhenACJKFontIsInstalled() throws {
        // Given an installed CJK font and a label in Chinese
        guard Self.hasCJKFont() else {
            throw XCTSkip("no CJK font installed (`fc-list :lang=zh` lists none; apt-get install fonts-wqy-microhei)")
        }
        let yaml = screen("    - {id: l, class: label, frame: [0, 30, 100, 40], text: \"你好世界\"}")
        let scene = RenderFixture.scene(try RenderFixture.layout(yaml))
        // When it is drawn through the recorder and on a canvas
        let text = TextMeasurer(fonts: try RenderFixture.fonts())
        let recorder = RecordingPainter(text: text, output: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))
        SceneRenderer(painter: recorder).draw(scene, viewport: Viewport())
        let picture = try RenderFixture.picture(scene)
        // Then the label's run is the Chinese text, every character has a
        // glyph (fontconfig's fallback found the CJK font), and it left ink
        let run = try XCTUnwrap(recorder.commands.lazy.compactMap { command -> TextRun? in
            if case let .text(run, _, _) = command { return run } else { return nil }
        }.first)
        XCTAssertEqual(run.string, "你好世界")
        XCTAssertEqual(text.unknownGlyphs(run), 0, "some characters would be drawn as boxes")
        XCTAssertGreaterThan(picture.count(in: CGRect(x: 0, y: 30, width: 100, height: 40), differingFrom: white, tolerance: 60), 100)
    }

    func testALabelOfAMillionCharactersDrawsTheSameLineAsItsFirstHundred() throws {
        // Given two labels a hundred points wide: a million characters, and the first hundred of them
        let long = String(repeating: "ab ", count: 333_334)
        func drawn(_ text: String) throws -> (run: TextRun, picture: OffscreenCanvas) {
            let scene = RenderFixture.scene(try RenderFixture.layout(screen("    - {id: l, class: label, frame: [0, 30, 100, 40], text: \"\(text)\"}")))
            let recorder = RecordingPainter(text: TextMeasurer(fonts: try RenderFixture.fonts()), output: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100))
            // When each is drawn through the recorder and on a canvas
            SceneRenderer(painter: recorder).draw(scene, viewport: Viewport())
            let run = try XCTUnwrap(recorder.commands.lazy.compactMap { command -> TextRun? in
                if case let .text(run, _, _) = command { return run } else { return nil }
            }.first)
            return (run, try RenderFixture.picture(scene))
        }
        let whole = try drawn(long), start = try drawn(String(long.prefix(100)))
        // Then Pango is handed one line's worth, not the million, and the pixels are the same
        XCTAssertLessThan(whole.run.string.count, 1_200)
        XCTAssertTrue(whole.run.string.hasSuffix("…"))
        XCTAssertEqual(whole.picture.argbPixels(), start.picture.argbPixels())
    }

    func testACharacterNoFontHasIsCountedAsABox() throws {
        // Given a private-use character no installed font draws
        let text = TextMeasurer(fonts: try RenderFixture.fonts())
        // When its run is measured for unknown glyphs
        let unknown = text.unknownGlyphs(TextRun(string: "a\u{10FFFD}b", origin: .zero, size: 12))
        // Then it is the one box
        XCTAssertEqual(unknown, 1)
    }

    /// Whether fontconfig knows a font for Chinese, asked with its own tool.
    static func hasCJKFont() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-list", ":lang=zh", "family"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 && !output.isEmpty
    }

    func testTheEdgeOfARoundViewIsAntiAliased() throws {
        // Given a red circle (a view rounded to half its size) on white
        let yaml = screen("    - {id: r, frame: [10, 10, 80, 80], color: \"#ff0000\", cornerRadius: 40}")
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then pixels along its diagonal edge are blends of red and white, not one or the other
        let edge = (0..<100).compactMap { picture.pixel(x: $0, y: $0) }
            .filter { $0.r == 255 && (30...225).contains(Int($0.g)) && $0.g == $0.b }
        XCTAssertGreaterThanOrEqual(edge.count, 2, "no intermediate colours where the circle crosses the diagonal")
    }

    func testCornerRadiusLeavesTheCornersUnpainted() throws {
        // Given a view with a large corner radius
        let yaml = screen("    - {id: r, frame: [10, 10, 80, 80], color: \"#ff0000\", cornerRadius: 30}")
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the corner is empty and the edge middles are filled
        XCTAssertColor(picture.pixel(x: 12, y: 12), white)
        XCTAssertColor(picture.pixel(x: 12, y: 50), red)
    }

    func testABorderIsDrawnInsideTheEdgeOverTheSubviews() throws {
        // Given a white view with a 5-point black border and a red subview under it
        let yaml = screen("""
            - id: b
              frame: [10, 10, 80, 80]
              border: {width: 5, color: "#000000"}
              subviews:
                - {id: under, frame: [0, 0, 40, 40], color: "#ff0000"}
        """)
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the border covers the subview's corner, inside the frame only
        XCTAssertColor(picture.pixel(x: 12, y: 12), RGBA(0, 0, 0))
        XCTAssertColor(picture.pixel(x: 20, y: 20), red)
        XCTAssertColor(picture.pixel(x: 8, y: 50), white)
        XCTAssertColor(picture.pixel(x: 50, y: 50), white)
    }

    func testLayersAreDrawnInTheirViewsBoundsCoordinates() throws {
        // Given a view at (20, 20) with a sublayer at (10, 10) in its bounds
        let yaml = screen("""
            - id: host
              frame: [20, 20, 60, 60]
              layers: [{id: paint, frame: [10, 10, 20, 20], color: "#ff0000"}]
        """)
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the layer lands at (30, 30) on screen
        XCTAssertColor(picture.pixel(x: 40, y: 40), red)
        XCTAssertColor(picture.pixel(x: 25, y: 25), white)
    }

    func testAScrollViewDrawsItsContentShiftedByTheContentOffset() throws {
        // Given a scroll view scrolled 50 points right, with content at x 50...100
        let yaml = screen("""
            - id: scroller
              class: scrollView
              frame: [0, 0, 100, 100]
              contentSize: [200, 100]
              contentOffset: [50, 0]
              subviews:
                - {id: content, frame: [50, 0, 50, 100], color: "#ff0000"}
        """)
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the content shows at x 0...50
        XCTAssertColor(picture.pixel(x: 25, y: 50), red)
        XCTAssertColor(picture.pixel(x: 75, y: 50), white)
    }

    func testWindowsAreDrawnInLevelOrder() throws {
        // Given an alert-level window listed before a normal one
        let yaml = """
            screen: {width: 100, height: 100}
            windows:
              - id: top
                level: alert
                rootViewController: {id: topVC, view: {id: topRoot, frame: [0, 0, 50, 50], color: "#ff0000"}}
              - id: bottom
                rootViewController: {id: bottomVC, view: {id: bottomRoot, color: "#00ff00"}}
            """
        // When drawn
        let picture = try RenderFixture.picture(yaml)
        // Then the alert window is on top
        XCTAssertColor(picture.pixel(x: 25, y: 25), red)
        XCTAssertColor(picture.pixel(x: 75, y: 75), RGBA(0, 255, 0))
    }
}
