import Benchmark
import BenchSupport
import Foundation
import TapKit
import TapLayout
import TapPicture

/// One frame of a layout drawn by TapPicture (cairo on an image surface:
/// what `taplab shot` draws and the window uploads), through its public
/// API, against cairo filling the same views' rectangles on a surface of
/// the same size (`RawCairo`).
final class RenderState {
    let loaded: LoadedLayout
    let scene: Scene
    let viewport: Viewport
    let canvas: OffscreenCanvas
    let renderer: SceneRenderer
    let views: RawCairo

    init(_ item: StressSet.Item, scale: CGFloat = 2, tapAt point: CGPoint = CGPoint(x: 200, y: 400)) throws {
        loaded = try LayoutLoader.load(path: item.path)
        scene = Self.scene(loaded, tapAt: point)
        viewport = Viewport(scale: scale)
        let width = Int((loaded.screenSize.width * scale).rounded()), height = Int((loaded.screenSize.height * scale).rounded())
        canvas = try OffscreenCanvas(width: width, height: height)
        renderer = SceneRenderer(canvas: canvas, fonts: try FontSet())
        views = RawCairo(views: loaded.application, viewport: viewport, width: width, height: height)
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
    // Issue 15: a frame of balanced 1k with every overlay within 16 ms; the 10k figures by their ratio.
    ("b10k", .balanced10k, nil, nil), ("b1k", .balanced1k, nil, .atMost(16e-3)), ("b100k", .balanced100k, nil, nil),
]

let benchmarks: @Sendable () -> Void = {
    for (index, (key, item, plainTarget, overlayTarget)) in items.enumerated() {
        let seconds = item == .balanced100k ? 4 : 2
        let name = "render.\(key)"
        func row(_ order: Int, _ title: String, note: String? = nil, _ baseline: String, _ target: FigureNote.Target? = nil) -> FigureNote {
            FigureNote(section: "Rendering one frame", order: index * 2 + order, title: "\(item.title), \(title)", note: note,
                       baselineTitle: baseline, target: target)
        }
        TimedBenchmark.pair("\(name).plain", seconds: seconds, note: { s in
            row(0, "no overlays", note: "\(s.canvas.width)x\(s.canvas.height) px",
                "cairo filling the same \(s.views.fillCount.grouped) rects", plainTarget)
        }, setup: { try RenderState(item) }, figure: { $0.frame([]) }, baseline: { $0.views.draw() })
        TimedBenchmark.pair("\(name).all", seconds: seconds, note: { s in
            row(1, "all overlays", note: "walk of \(s.scene.walk?.steps.count ?? 0) views",
                "cairo filling the views' \(s.views.fillCount.grouped) rects (as without overlays)", overlayTarget)
        }, setup: { try RenderState(item) }, figure: { $0.frame(.all) }, baseline: { $0.views.draw() })
    }
}

/// The entry point BenchmarkPlugin would generate (Package.swift says why it is written here).
@main enum RenderingRunner: BenchmarkRunnerHooks { static func registerBenchmarks() { benchmarks() } }
