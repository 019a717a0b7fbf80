import Foundation
import StressLayouts
import TapKit
import TapLayout
@testable import TapPicture
import XCTest

/// A renderer that keeps its still layer (`SceneRenderer.cachesStillLayer`,
/// as the window and recordings do) draws, frame after frame, exactly the
/// pixels of a renderer that draws every frame afresh: whatever changed
/// between frames — a colour, a frame, a label's text, a switch, a
/// selection, a hit inset, a scroll, a touch — the oracle here is the same
/// scene drawn without the cache.
final class SceneRendererStillLayerTests: XCTestCase {
    private let layouts = ["115-switch-toggles.yaml", "117-slider-thumb.yaml", "122-table-selection.yaml",
                           "103-layer-not-tappable.yaml", "004-ignore-container.yaml", "126-table-buttons-scroll.yaml"]

    /// One change a running app (or the window's toggles) makes to a view.
    private func mutate(_ view: UIView, _ random: inout SplitMix) -> String {
        switch random.below(14) {
        case 0: view.backgroundColor = UIColor(red: random.point(), green: random.point(), blue: random.point(), alpha: 1); return "colour"
        case 1: view.alpha = random.below(3) == 0 ? 0.004 : random.point(); return "alpha"
        case 2: view.isHidden.toggle(); return "hidden"
        case 3: view.frame = view.frame.offsetBy(dx: CGFloat(random.below(9)) - 4, dy: CGFloat(random.below(9)) - 4); return "frame"
        case 4: view.isUserInteractionEnabled.toggle(); return "interaction"
        case 5: view.hitInsets = UIEdgeInsets(top: -CGFloat(random.below(12)), left: 0, bottom: 0, right: -CGFloat(random.below(12))); return "insets"
        case 6: view.layer.cornerRadius = CGFloat(random.below(20)); return "corner"
        case 7: view.layer.borderWidth = CGFloat(random.below(3)); view.layer.borderColor = .red; return "border"
        case 8: (view as? UILabel)?.text = "text \(random.below(100))"; return "label"
        case 9: (view as? UISwitch)?.isOn.toggle(); (view as? UISlider)?.value = random.point(); return "control"
        case 10: (view as? UITableViewCell)?.isSelected.toggle(); return "cell"
        case 11: (view as? UIScrollView)?.contentOffset.y += CGFloat(random.below(40)); return "scroll"
        case 12: view.clipsToBounds.toggle(); return "clips"
        default: return "nothing"
        }
    }

    func testFramesThroughTheStillLayerAreTheFramesDrawnAfresh() throws {
        var random = SplitMix(29)
        var hits = 0
        for name in layouts {
            // Precondition: the layout after a tap, every overlay on; two renderers, one keeping its still layer.
            let loaded = try RenderFixture.layout(file: name)
            let app = loaded.application
            app.tracesHitTests = true
            let log = EventLog()
            app.observer = log
            let width = Int(loaded.screenSize.width), height = Int(loaded.screenSize.height)
            let cachedCanvas = try OffscreenCanvas(width: width, height: height), freshCanvas = try OffscreenCanvas(width: width, height: height)
            let cached = SceneRenderer(canvas: cachedCanvas, fonts: try RenderFixture.fonts())
            cached.cachesStillLayer = true
            let fresh = SceneRenderer(canvas: freshCanvas, fonts: try RenderFixture.fonts())
            let views = DrawingOrder.views(of: app).map(\.view)
            let center = CGPoint(x: loaded.screenSize.width / 2, y: loaded.screenSize.height / 2)
            var t: TimeInterval = 0
            for frame in 0..<40 {
                // Action: every other frame changes something (a view, or a finger), the rest change nothing.
                var change = "nothing"
                if frame % 2 == 1 {
                    if random.below(4) == 0 {
                        let p = CGPoint(x: center.x + CGFloat(random.below(200)) - 100, y: center.y + CGFloat(random.below(300)) - 150)
                        t += 0.3
                        app.send(TouchInput(touchID: 1, phase: frame % 4 == 1 ? .began : .ended, location: p, timestamp: t))
                        change = "touch"
                    } else {
                        change = mutate(views[random.below(views.count)], &random)
                    }
                }
                let walks = log.records.filter { $0.kind == .hitTest }.compactMap(\.walk)
                var scene = Scene(application: app, screenSize: loaded.screenSize, walk: walks.last,
                                  lastRecognizerStates: Scene.lastRecognizerStates(in: log.records))
                scene.taps = walks
                cached.draw(scene, overlays: .all, viewport: Viewport(scale: 1))
                fresh.draw(scene, overlays: .all, viewport: Viewport(scale: 1))
                cachedCanvas.flush()
                freshCanvas.flush()

                // Assertion: the same pixels.
                let same = cachedCanvas.withUnsafeBytes { a, _ in freshCanvas.withUnsafeBytes { b, _ in memcmp(a, b, width * height * 4) == 0 } }
                XCTAssertTrue(same, "\(name), frame \(frame), after a change of \(change)")
            }
            hits += cached.stillLayer.hits
        }
        // And the cache was used: frames after no change reused the still layer.
        XCTAssertGreaterThan(hits, 40, "frames that changed nothing reuse the still layer")
    }
}

private extension SplitMix {
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(Swift.max(n, 1))) }
    /// A number from 0 to 1.
    mutating func point() -> CGFloat { CGFloat(unit()) }
}
