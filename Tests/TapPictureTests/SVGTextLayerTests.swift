import Foundation
import FoundationXML
import TapKit
import TapPicture
import XCTest
import PictureText

/// An SVG's words are `<text>` a viewer can find and select, laid over the
/// glyph outlines cairo draws, and the document stays the PNG's picture.
final class SVGTextLayerTests: XCTestCase {
    func testAnSVGShotNamesItsViewsInTextElementsInsideThePicture() throws {
        // Given the overlapping buttons after a tap in their overlap, every overlay on, cropped for a slide
        let scene = RenderFixture.scene(try RenderFixture.layout(file: "000-overlapping-buttons.yaml"), taps: [CGPoint(x: 200, y: 300)])
        let options = ScreenshotOptions(scale: 2, crop: .auto)
        // When it is encoded as SVG
        let svg = try Screenshot.encode(scene, overlays: .all, options: options, fonts: RenderFixture.fonts(), format: .svg)
        let png = try Screenshot.render(scene, overlays: .all, options: options, fonts: RenderFixture.fonts())
        // Then it parses, keeps the PNG's size, and its text elements name the buttons (titles and ids) inside the picture
        let document = try SVGText.read(svg.data)
        XCTAssertEqual(document.size, CGSize(width: png.width, height: png.height))
        let picture = CGRect(origin: .zero, size: document.size)
        for name in ["Button 1", "Button 2", "button2", "green"] {
            let found = document.texts.filter { $0.string.contains(name) }
            XCTAssertFalse(found.isEmpty, "no <text> with \(name) in \(document.texts.map(\.string))")
            for text in found { XCTAssertTrue(picture.contains(text.baseline), "\(name) at \(text.baseline), outside \(picture)") }
        }
    }

    func testTheTextLayerIsInvisibleSoTheSVGLooksLikeThePNG() throws {
        // Given a shot of seed 000 with its walk
        let scene = RenderFixture.scene(try RenderFixture.layout(file: "000-overlapping-buttons.yaml"), taps: [CGPoint(x: 200, y: 300)])
        // When it is encoded as SVG
        let svg = try Screenshot.encode(scene, overlays: [.walk], fonts: RenderFixture.fonts(), format: .svg)
        // Then the text lies in one transparent group drawn last, over the glyph outlines cairo wrote
        let document = try SVGText.read(svg.data)
        XCTAssertEqual(document.layerOpacity, "0")
        XCTAssertFalse(document.texts.isEmpty)
        XCTAssertTrue(document.texts.allSatisfy { $0.inLayer }, "a <text> outside the text layer")
        let source = String(decoding: svg.data, as: UTF8.self)
        XCTAssertTrue(source.contains("<use"), "cairo's glyph outlines are gone")
    }

    func testATimelineSVGNamesItsLanesInTextElements() throws {
        // Given the gesture puzzle's script as a timeline
        let facts = try TimelineFixture.facts("001-gesture-puzzle.yaml")
        // When it is encoded as SVG
        let (data, size) = try TimelinePicture.encode(facts, title: "puzzle", language: .en, fonts: RenderFixture.fonts(), format: .svg)
        // Then its responders and recognizer are text inside the picture
        let document = try SVGText.read(data)
        XCTAssertEqual(document.size, CGSize(width: size.width, height: size.height))
        for name in ["B", "tapA", "puzzle"] {
            let found = document.texts.filter { $0.string.split(separator: " ").contains(Substring(name)) || $0.string == name }
            XCTAssertFalse(found.isEmpty, "no <text> naming \(name) in \(document.texts.map(\.string))")
            XCTAssertTrue(found.allSatisfy { CGRect(origin: .zero, size: document.size).contains($0.baseline) })
        }
    }

    func testTextThatLooksLikeMarkupIsEscaped() throws {
        // Given a view whose title holds XML's special characters
        let loaded = try RenderFixture.layout("""
            screen: {width: 200, height: 100}
            view:
              id: root
              subviews:
                - {id: b, class: button, frame: [10, 10, 180, 40], color: "#007aff", text: "<a & \\"b\\">"}
            """)
        // When it is encoded as SVG
        let svg = try Screenshot.encode(RenderFixture.scene(loaded), fonts: RenderFixture.fonts(), format: .svg)
        // Then the document still parses and the title reads back as written
        let document = try SVGText.read(svg.data)
        XCTAssertTrue(document.texts.contains { $0.string == "<a & \"b\">" }, "\(document.texts.map(\.string))")
    }
}

/// SPEC 13's `title:`: a view's name drawn inside its box, never hit-tested.
final class ViewTitleTests: XCTestCase {
    func testAViewsTitleIsDrawnInsideItsBoxAndIsNeverHit() throws {
        // Precondition: Apple's figure, B and E named only by their titles
        let yaml = """
            view:
              id: root
              subviews:
                - {id: outer, title: B, frame: [20, 300, 350, 250], color: "#ffcc00", subviews: [{id: inner, title: E, frame: [20, 60, 150, 150], color: "#ff9500"}]}
            """
        let layout = try RenderFixture.layout(yaml)
        let scene = RenderFixture.scene(layout, taps: [])

        // Action
        let svg = try Screenshot.encode(scene, overlays: [], options: ScreenshotOptions(scale: 2, crop: .screen), fonts: RenderFixture.fonts(), format: .svg)
        let document = try SVGText.read(svg.data)

        // Assertion: each title lies inside its view's box (scale 2), top left; hit testing still finds the views
        for (title, box) in [("B", CGRect(x: 40, y: 600, width: 700, height: 500)), ("E", CGRect(x: 80, y: 720, width: 300, height: 300))] {
            let text = try XCTUnwrap(document.texts.first { $0.string == title }, "no <text> \(title) in \(document.texts.map(\.string))")
            XCTAssertTrue(box.contains(text.baseline), "\(title) at \(text.baseline), outside \(box)")
            XCTAssertLessThan(text.baseline.y, box.minY + 60, "\(title) is not at the top of its box")
        }
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 45, y: 370)).view?.logName, "inner")
        XCTAssertEqual(layout.view("inner")?.subviews.count, 0, "a title is not a subview")
    }
}
