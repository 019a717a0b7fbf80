import Foundation
import TapKit
import TapPicture
import XCTest

/// Each overlay is an independent toggle: it changes the picture when on
/// and leaves no trace when off.
final class OverlayTests: XCTestCase {
    /// Something for every overlay to show: a hit shape, a badge outside its
    /// parent, a layer, a recognizer, a tap (walk and chain) and a finger down.
    private let yaml = """
        screen: {width: 200, height: 200}
        view:
          id: root
          color: "#ffffff"
          subviews:
            - id: card
              frame: [20, 20, 100, 100]
              color: "#eeeeee"
              gestures: [{id: cardTap, type: tap}]
              layers: [{id: shade, frame: [10, 60, 40, 20], color: "#cccccc"}]
              subviews:
                - {id: badge, class: button, frame: [80, -10, 30, 30], color: "#ff3b30", cornerRadius: 15}
                - {id: round, class: button, frame: [10, 10, 40, 40], color: "#007aff", hitShape: {circle: {}}}
        """

    private func scene(fingerDown: Bool = true) throws -> Scene {
        let loaded = try RenderFixture.layout(yaml)
        let scene = RenderFixture.scene(loaded, taps: [CGPoint(x: 50, y: 50)])
        if fingerDown {
            loaded.application.send(TouchInput(touchID: 2, phase: .began, location: CGPoint(x: 150, y: 150), timestamp: 10))
        }
        return scene
    }

    func testEachOverlayChangesThePictureWhenItIsOn() throws {
        // Given a scene with something for every overlay
        let scene = try scene()
        let plain = try RenderFixture.picture(scene).argbPixels()
        for overlay in Overlay.allCases {
            // When only that overlay is on
            let with = try RenderFixture.picture(scene, overlays: OverlaySet(overlay)).argbPixels()
            // Then some pixels change
            let changed = zip(plain, with).filter { $0 != $1 }.count
            XCTAssertGreaterThan(changed, 20, "overlay \(overlay.name) drew nothing")
        }
    }

    func testTurningOverlaysOffLeavesNoTrace() throws {
        // Given one renderer drawing the same scene with every overlay, then none
        let scene = try scene()
        let canvas = try OffscreenCanvas(width: 200, height: 200)
        let renderer = SceneRenderer(canvas: canvas, fonts: try RenderFixture.fonts())
        renderer.draw(scene, overlays: .all, viewport: Viewport())
        // When the overlays are turned off and it draws again
        renderer.draw(scene, overlays: [], viewport: Viewport())
        // Then the picture is the plain one
        let fresh = try OffscreenCanvas(width: 200, height: 200)
        SceneRenderer(canvas: fresh, fonts: try RenderFixture.fonts()).draw(scene, viewport: Viewport())
        XCTAssertEqual(canvas.argbPixels(), fresh.argbPixels())
    }

    func testTheWalkOverlayOutlinesTheHitViewInGreen() throws {
        // Given a tap on the round button's centre
        let scene = try scene(fingerDown: false)
        // When the walk is drawn
        let picture = try RenderFixture.picture(scene, overlays: .walk, scale: 2)
        // Then the button's edge (x = 30 points) is the hit colour
        let edge = try XCTUnwrap(picture.pixel(x: 60, y: 100))
        XCTAssertTrue(edge.g > 150 && edge.r < 80 && edge.b < 130, "expected green, got \(edge)")
    }

    func testTheOutsideOverlayHatchesOnlyThePartOutsideTheParent() throws {
        // Given a badge hanging 10 points above and 10 right of its card
        let scene = try scene(fingerDown: false)
        let plain = try RenderFixture.picture(scene, scale: 2)
        // When the outside-content overlay is on
        let marked = try RenderFixture.picture(scene, overlays: .outsideContent, scale: 2)
        // Then the badge's part inside the card is untouched and the part outside is hatched
        let inside = CGRect(x: 2 * 106, y: 2 * 22, width: 2 * 12, height: 2 * 8)
        let outside = CGRect(x: 2 * 110, y: 2 * 13, width: 2 * 10, height: 2 * 5)
        XCTAssertEqual(marked.count(in: inside, differingFrom: RGBA(255, 59, 48)), 0)
        XCTAssertGreaterThan(marked.count(in: outside, differingFrom: RGBA(255, 59, 48)), 20)
        XCTAssertEqual(plain.count(in: outside, differingFrom: RGBA(255, 59, 48)), 0)
    }

    func testOverlayListsParseNamesAndRejectUnknownOnesListingTheValidNames() {
        // Given lists of overlay names
        // When parsed
        let good = OverlaySet.parse("walk, chain")
        let all = OverlaySet.parse("all")
        let bad = OverlaySet.parse("walk,layer,bogus")
        // Then known names combine and unknown ones are named with the valid list
        XCTAssertEqual(try good.get(), [.walk, .chain])
        XCTAssertEqual(try all.get(), .all)
        guard case let .failure(error) = bad else { return XCTFail("accepted unknown names") }
        XCTAssertEqual(error.unknown, ["layer", "bogus"])
        XCTAssertTrue(error.description.contains("hitRegions, outsideContent, layers, walk, chain, recognizers, touches"), error.description)
    }

    func testEveryOverlayHasItsOwnKeyForTheHelpLine() {
        // Given the overlay items
        let keys = Overlay.allCases.map(\.key)
        // When the help line is built with the walk on
        let help = OverlaySet.walk.helpLine()
        // Then keys are unique and each appears, the walk marked as on
        XCTAssertEqual(Set(keys).count, keys.count)
        for overlay in Overlay.allCases { XCTAssertTrue(help.contains("[\(overlay.key)]"), help) }
        XCTAssertTrue(help.contains("[w]* hit-test walk"), help)
        XCTAssertEqual(Overlay(key: "c"), .chain)
    }

    func testAViewportFitsTheScreenCentredAndMapsPixelsBackToPoints() {
        // Given a 390x844 screen and a 1000x1000 pixel area at (100, 0)
        let screen = CGSize(width: 390, height: 844)
        // When the viewport is fitted
        let viewport = Viewport.fitting(screen, in: CGRect(x: 100, y: 0, width: 1000, height: 1000))
        // Then the height fills the area, the width is centred, and pixels map back to points
        XCTAssertEqual(viewport.scale, 1000 / 844, accuracy: 1e-9)
        XCTAssertEqual(viewport.canvasRect(for: screen).midX, 600, accuracy: 1)
        let p = viewport.point(for: viewport.pixel(for: CGPoint(x: 200, y: 300)))
        XCTAssertEqual(p.x, 200, accuracy: 1e-9)
        XCTAssertEqual(p.y, 300, accuracy: 1e-9)
    }
}

/// SPEC 13: overlays of views inside a clipping ancestor are clipped to it
/// like the views themselves.
final class ClippedOverlayTests: XCTestCase {
    func testAWalkOutlineOfARowScrolledUnderTheListsEdgeStopsAtTheEdge() throws {
        // Precondition: row r0 half scrolled out above the list's top edge (y 100), a tap on its visible half
        let yaml = """
            screen: {width: 300, height: 400}
            view:
              id: root
              color: "#ffffff"
              subviews:
                - id: list
                  class: scrollView
                  frame: [0, 100, 300, 300]
                  contentSize: [300, 1000]
                  contentOffset: [0, 50]
                  subviews:
                    - {id: r0, frame: [0, 0, 300, 100], color: "#ffcc00"}
                    - {id: r1, frame: [0, 100, 300, 100], color: "#34c759"}
            """
        let scene = RenderFixture.scene(try RenderFixture.layout(yaml), taps: [CGPoint(x: 150, y: 120)])
        XCTAssertEqual(scene.walk?.hitView?.logName, "r0")

        // Action
        let plain = try RenderFixture.picture(scene)
        let walked = try RenderFixture.picture(scene, overlays: .walk)

        // Assertion: above the list (where r0 is cut off) the right half of the picture is untouched by r0's green outline
        let band = (44..<97).flatMap { y in (150..<295).map { (x: $0, y: y) } }
        let changed = band.filter { plain.pixel(x: $0.x, y: $0.y) != walked.pixel(x: $0.x, y: $0.y) }
        XCTAssertTrue(changed.isEmpty, "the walk drew outside the list's clip at \(changed.prefix(5))")
        // and inside the list, r0's outline is drawn
        XCTAssertNotEqual(plain.pixel(x: 150, y: 149), walked.pixel(x: 150, y: 149))
    }
}

