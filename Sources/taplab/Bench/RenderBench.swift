import Foundation
import TapKit
import TapLayout
import TapPicture

/// One frame of a layout drawn with cairo on an offscreen canvas (what
/// `taplab shot` and the window draw with), against cairo filling the same
/// views' rectangles alone on the same canvas.
///
/// Cut down when drawing moved from SDL to cairo (issue 15): the raw-SDL
/// baselines and the replay of recorded SDL calls are gone; the lead adapts
/// this file when `taplab bench` moves to Benchmarks/.
enum RenderBench {
    /// What the baseline draws: every drawn view's background as the pixel
    /// box of its bounds on the canvas, in its colour at its opacity.
    struct RawRect { var rect: CGRect; var color: RGBA }

    static func rawRects(_ app: UIApplication, viewport: Viewport) -> [RawRect] {
        var out: [RawRect] = []
        var stack: [(UIView, CGFloat)] = app.windows.reversed().map { ($0, 1) }
        while let (view, parentOpacity) = stack.popLast() {
            guard !view.isHidden else { continue }
            let opacity = parentOpacity * min(max(view.alpha, 0), 1)
            if let color = view.backgroundColor {
                let box = view.bounds.applying(view.transformToScreen.concatenating(viewport.transform))
                let c = RGBA(color, opacity: opacity)
                if box.width.isFinite, box.height.isFinite, c.a > 0 { out.append(RawRect(rect: box, color: c)) }
            }
            for sub in view.subviews.reversed() { stack.append((sub, opacity)) }
        }
        return out
    }

    static func drawRaw(_ rects: [RawRect], with renderer: SceneRenderer, size: CGSize) {
        renderer.fillRect(CGRect(origin: .zero, size: size), RGBA(0, 0, 0))
        for item in rects { renderer.fillRect(item.rect, item.color) }
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

    @inline(never)
    static func profiledFrames(_ loaded: LoadedLayout, mode: String, count: Int) throws {
        let scene = scene(loaded, tapAt: CGPoint(x: 200, y: 400))
        let canvas = try OffscreenCanvas(width: Int(loaded.screenSize.width * 2), height: Int(loaded.screenSize.height * 2))
        let renderer = SceneRenderer(canvas: canvas, fonts: try FontSet())
        let rects = rawRects(loaded.application, viewport: Viewport(scale: 2))
        let size = CGSize(width: canvas.width, height: canvas.height)
        for _ in 0..<count {
            switch mode {
            case "render-raw": drawRaw(rects, with: renderer, size: size)
            default: renderer.draw(scene, overlays: mode == "render-all" ? .all : [], viewport: Viewport(scale: 2))
            }
            canvas.flush()
        }
    }

    static func run(name: String, file: String, point: CGPoint, scale: CGFloat, report: BenchReport, samples: Int,
                    overlays: Bool, targets: (Figure.Target?, Figure.Target?)) throws {
        let loaded = try LayoutLoader.load(path: file)
        let scene = scene(loaded, tapAt: point)
        let viewport = Viewport(scale: scale)
        let width = Int((loaded.screenSize.width * scale).rounded()), height = Int((loaded.screenSize.height * scale).rounded())
        let canvas = try OffscreenCanvas(width: width, height: height)
        let renderer = SceneRenderer(canvas: canvas, fonts: try FontSet())
        let rects = rawRects(loaded.application, viewport: viewport)
        let size = CGSize(width: width, height: height)
        let baselineName = "cairo filling the same \(Figure.grouped(Double(rects.count))) rects"
        let plain = Sampler.paired(samples: samples, target: 0.05, {
            renderer.draw(scene, overlays: [], viewport: viewport)
            canvas.flush()
        }, baseline: {
            drawRaw(rects, with: renderer, size: size)
            canvas.flush()
        })
        report.add(Figure(section: "Rendering one frame", name: "\(name), no overlays", value: plain.value, unit: .seconds,
                          baselineName: baselineName, baseline: plain.baseline, target: targets.0, note: "\(width)x\(height) px"))
        guard overlays else { return }
        let all = Sampler.paired(samples: samples, target: 0.05, {
            renderer.draw(scene, overlays: .all, viewport: viewport)
            canvas.flush()
        }, baseline: {
            drawRaw(rects, with: renderer, size: size)
            canvas.flush()
        })
        report.add(Figure(section: "Rendering one frame", name: "\(name), all overlays", value: all.value, unit: .seconds,
                          baselineName: baselineName, baseline: all.baseline, target: targets.1,
                          note: "walk of \(scene.walk?.steps.count ?? 0) views"))
        withExtendedLifetime(loaded) {}
    }
}
