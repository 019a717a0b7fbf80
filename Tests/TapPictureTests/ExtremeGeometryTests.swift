import Foundation
import TapKit
import TapLayout
@testable import TapPicture
import XCTest

/// Drawing is total in geometry: however a view's transforms, frames and
/// offsets multiply out — to 1e300, ±∞ or NaN — every overlay draws and the
/// picture has its size. Issue 12: 52 nested views each scaled a million
/// times made the walk overlay trap in `CGRect.intersection`.
final class ExtremeGeometryTests: XCTestCase {
    /// The reported layout: 52 views, each inside the last, each scaled by 1e6.
    static let nestedMillionfoldScales: String = {
        var yaml = "screen: {width: 390, height: 844}\nview:\n  id: root\n  color: \"#ffffff\"\n  subviews:\n"
        var indent = "    "
        for i in 0..<52 {
            yaml += "\(indent)- id: v\(i)\n\(indent)  frame: [10, 10, 100, 100]\n\(indent)  color: \"#ff0000\"\n"
            yaml += "\(indent)  transform: {scale: [1000000, 1000000]}\n"
            if i < 51 { yaml += "\(indent)  subviews:\n" }
            indent += "    "
        }
        return yaml
    }()

    func testTheWalkOverlayDrawsFiftyTwoNestedMillionfoldScales() throws {
        // Given the reported layout, tapped at 50,50
        let scene = RenderFixture.scene(try RenderFixture.layout(Self.nestedMillionfoldScales), taps: [CGPoint(x: 50, y: 50)])
        XCTAssertNotNil(scene.walk)
        // When it is drawn with the walk overlay, then with every overlay at scale 3
        let walk = try RenderFixture.picture(scene, overlays: .walk)
        let all = try RenderFixture.picture(scene, overlays: .all, scale: 3, legend: true)
        // Then both pictures are made, at the screen's size
        XCTAssertEqual(walk.width, 390)
        XCTAssertEqual(walk.height, 844)
        XCTAssertEqual(all.width, 390 * 3)
        XCTAssertGreaterThan(all.height, 844 * 3)
    }

    func testEveryOverlayDrawsRandomTreesWithExtremeGeometryAtAnyTap() throws {
        let fonts = try RenderFixture.fonts()
        let started = Date()
        for seed in UInt64(1)...300 {
            // Given a random tree with extreme transforms, offsets and sizes
            var world = ExtremeGeometryWorld(seed: seed)
            let app = world.application
            let point = world.tapPoint()
            let walk = app.hitTest(point, traced: true).trace
            world.makeSomeBoundsNonFinite()
            if seed % 3 == 0 {
                app.send(TouchInput(touchID: 1, phase: .began, location: world.tapPoint(), timestamp: 1))
            }
            let scene = Scene(application: app, screenSize: ExtremeGeometryWorld.screen, walk: walk,
                              walkStepLimit: seed % 5 == 0 ? Int(seed % 7) : nil, selectedView: app.windows.first?.subviews.first)
            // When it is drawn with every overlay and the legend, at a scale from 1 to 4
            let scale = 1 + Int(seed % 4)
            let picture = try Screenshot.render(scene, overlays: .all,
                                                options: ScreenshotOptions(scale: scale, showsLegend: seed % 2 == 0),
                                                fonts: fonts)
            // Then drawing finishes with a picture of the screen's width
            XCTAssertEqual(picture.width, Int(ExtremeGeometryWorld.screen.width) * scale, "seed \(seed)")
            XCTAssertGreaterThanOrEqual(picture.height, Int(ExtremeGeometryWorld.screen.height) * scale, "seed \(seed)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "300 extreme scenes should draw in seconds")
    }
}
