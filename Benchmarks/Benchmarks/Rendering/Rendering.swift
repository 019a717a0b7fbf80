import Benchmark
import BenchSupport
import Foundation
import TapKit
import TapLayout
import TapRender

/// One frame of a layout on an offscreen software renderer (the renderer
/// `taplab shot` uses, and the window's when it has no GPU), through
/// TapRender's public API, against raw SDL drawing of the same rectangles on
/// the same renderer and surface (`RawSDL`).
final class RenderState {
    let loaded: LoadedLayout
    let scene: Scene
    let viewport: Viewport
    let canvas: OffscreenCanvas
    let renderer: SceneRenderer
    let views: RawSDL
    let recorded: RawSDL

    init(_ item: StressSet.Item, scale: CGFloat = 2, tapAt point: CGPoint = CGPoint(x: 200, y: 400)) throws {
        loaded = try LayoutLoader.load(path: item.path)
        scene = Self.scene(loaded, tapAt: point)
        viewport = Viewport(scale: scale)
        let width = Int((loaded.screenSize.width * scale).rounded()), height = Int((loaded.screenSize.height * scale).rounded())
        canvas = try OffscreenCanvas(width: width, height: height)
        renderer = SceneRenderer(renderer: canvas.renderer, fonts: try FontSet.bundled())
        views = RawSDL(views: loaded.application, viewport: viewport, width: width, height: height)
        // What the frame with overlays hands to SDL, to replay raw.
        renderer.draw(scene, overlays: .all, viewport: viewport)
        let record = DrawRecorder()
        renderer.recorder = record
        renderer.draw(scene, overlays: .all, viewport: viewport)
        renderer.recorder = nil
        canvas.flush()
        recorded = RawSDL(recorded: record)
    }

    /// A scene as the window shows it after a tap: the walk of a traced hit
    /// test, recognizer states from the log, one finger still down.
    static func scene(_ loaded: LoadedLayout, tapAt point: CGPoint) -> Scene {
        let app = loaded.application
        let log = EventLog()
        app.observer = log
        app.tracesHitTests = true
        app.send(TouchInput(touchID: 1, phase: .began, location: point, timestamp: 0))
        app.send(TouchInput(touchID: 1, phase: .ended, location: point, timestamp: 0.05))
        app.advance(to: 1)
        app.send(TouchInput(touchID: 2, phase: .began, location: point, timestamp: 1))
        app.observer = nil
        app.tracesHitTests = false
        let walk = log.records.last { $0.kind == .hitTest }?.walk
        return Scene(application: app, screenSize: loaded.screenSize, walk: walk,
                     lastRecognizerStates: Scene.lastRecognizerStates(in: log.records))
    }

    func frame(_ overlays: OverlaySet) {
        renderer.draw(scene, overlays: overlays, viewport: viewport)
        canvas.flush()
    }
}

let items: [(String, StressSet.Item, FigureNote.Target?, FigureNote.Target?)] = [
    ("b10k", .balanced10k, .ratioAtMost(1.15), .ratioAtMost(2)), ("b1k", .balanced1k, nil, nil), ("b100k", .balanced100k, nil, nil),
]

let benchmarks: @Sendable () -> Void = {
    for (index, (key, item, plainTarget, overlayTarget)) in items.enumerated() {
        let seconds = item == .balanced100k ? 4 : 2
        let name = "render.\(key)"
        func row(_ order: Int, _ title: String, note: String? = nil, _ baseline: String, _ target: FigureNote.Target? = nil) -> FigureNote {
            FigureNote(section: "Rendering one frame", order: index * 4 + order, title: "\(item.title), \(title)", note: note,
                       baselineTitle: baseline, target: target)
        }
        TimedBenchmark.pair("\(name).plain", seconds: seconds, note: { s in
            row(0, "no overlays", note: "\(s.canvas.width)x\(s.canvas.height) px",
                "raw SDL_RenderFillRect of the same \(s.views.fillCount.grouped) rects", plainTarget)
        }, setup: { try RenderState(item) }, figure: { $0.frame([]) }, baseline: { $0.views.draw(on: $0.canvas, clear: true) })
        TimedBenchmark.pair("\(name).tuned", seconds: seconds, note: { _ in
            row(1, "no overlays, vs tuned raw SDL", "the same rects, opaque ones copied as TapRender does")
        }, setup: { try RenderState(item) }, figure: { $0.frame([]) },
           baseline: { $0.views.draw(on: $0.canvas, clear: true, copyOpaque: true) })
        TimedBenchmark.pair("\(name).all", seconds: seconds, note: { s in
            row(2, "all overlays", note: "walk of \(s.scene.walk?.steps.count ?? 0) views",
                "raw SDL drawing of the same \(s.recorded.fillCount.grouped) rects and \(s.recorded.copyCount) text copies", overlayTarget)
        }, setup: { try RenderState(item) }, figure: { $0.frame(.all) }, baseline: { $0.recorded.draw(on: $0.canvas, clear: false) })
        TimedBenchmark.pair("\(name).allviews", seconds: seconds, note: { _ in
            row(3, "all overlays, vs the views alone", "raw SDL_RenderFillRect of the views' rects (as without overlays)")
        }, setup: { try RenderState(item) }, figure: { $0.frame(.all) }, baseline: { $0.views.draw(on: $0.canvas, clear: true) })
    }
}
