import CSDL2
import Foundation
import TapKit
import TapLayout
import TapRender

/// One frame of a layout on an offscreen software renderer (the renderer
/// `taplab shot` uses, and the window's when it has no GPU), against raw SDL
/// drawing of the same rectangles on the same renderer and surface.
enum RenderBench {
    /// What the raw baseline draws: every drawn view's background as the
    /// pixel box of its bounds on the canvas, in its colour at its opacity.
    struct RawRect { var rect: SDL_Rect; var color: RGBA }

    static func rawRects(_ app: UIApplication, viewport: Viewport, size: (Int, Int)) -> [RawRect] {
        var out: [RawRect] = []
        var stack: [(UIView, CGFloat)] = app.windows.reversed().map { ($0, 1) }
        while let (view, parentOpacity) = stack.popLast() {
            guard !view.isHidden else { continue }
            let opacity = parentOpacity * min(max(view.alpha, 0), 1)
            if let color = view.backgroundColor {
                let box = view.bounds.applying(view.transformToScreen.concatenating(viewport.transform))
                func edge(_ v: CGFloat) -> Int32 { Int32(min(max((v - 0.5).rounded(.up), -1e6), 1e6)) }
                let x0 = max(0, edge(box.minX)), y0 = max(0, edge(box.minY))
                let x1 = min(Int32(size.0), edge(box.maxX)), y1 = min(Int32(size.1), edge(box.maxY))
                let c = RGBA(color, opacity: opacity)
                if x1 > x0, y1 > y0, c.a > 0 {
                    out.append(RawRect(rect: SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0), color: c))
                }
            }
            for sub in view.subviews.reversed() { stack.append((sub, opacity)) }
        }
        return out
    }

    /// `copyOpaque`: opaque rectangles with SDL's copy fill instead of its
    /// blend (the same pixels; what TapRender's painter does).
    static func drawRaw(_ rects: [RawRect], on canvas: OffscreenCanvas, copyOpaque: Bool = false) {
        let r = canvas.renderer
        SDL_SetRenderDrawBlendMode(r, copyOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(r, 0, 0, 0, 255)
        var all = SDL_Rect(x: 0, y: 0, w: Int32(canvas.width), h: Int32(canvas.height))
        SDL_RenderFillRect(r, &all)
        for item in rects {
            var rect = item.rect
            if copyOpaque { SDL_SetRenderDrawBlendMode(r, item.color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND) }
            SDL_SetRenderDrawColor(r, item.color.r, item.color.g, item.color.b, item.color.a)
            SDL_RenderFillRect(r, &rect)
        }
        canvas.flush()
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
    }

    /// Replays a recorded frame with raw SDL: every rectangle with its own
    /// `SDL_RenderFillRect`, blending (as `drawRaw`), every text copy with
    /// `SDL_RenderCopy`.
    static func replayRaw(_ record: DrawRecorder, on canvas: OffscreenCanvas) {
        let r = canvas.renderer
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
        for command in record.commands {
            switch command {
            case let .fill(color, rects):
                SDL_SetRenderDrawColor(r, color.r, color.g, color.b, color.a)
                for var rect in rects { SDL_RenderFillRect(r, &rect) }
            case let .copy(texture, target, alpha):
                var target = target
                SDL_SetTextureAlphaMod(texture, alpha)
                SDL_RenderCopy(r, texture, nil, &target)
            }
        }
        canvas.flush()
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
        let renderer = SceneRenderer(renderer: canvas.renderer, fonts: try FontSet.bundled())
        let rects = rawRects(loaded.application, viewport: Viewport(scale: 2), size: (canvas.width, canvas.height))
        for _ in 0..<count {
            switch mode {
            case "render-raw": drawRaw(rects, on: canvas)
            default:
                renderer.draw(scene, overlays: mode == "render-all" ? .all : [], viewport: Viewport(scale: 2))
                canvas.flush()
            }
        }
    }

    static func run(name: String, file: String, point: CGPoint, scale: CGFloat, report: BenchReport, samples: Int,
                    overlays: Bool, targets: (Figure.Target?, Figure.Target?)) throws {
        let loaded = try LayoutLoader.load(path: file)
        let scene = scene(loaded, tapAt: point)
        let viewport = Viewport(scale: scale)
        let width = Int((loaded.screenSize.width * scale).rounded()), height = Int((loaded.screenSize.height * scale).rounded())
        let canvas = try OffscreenCanvas(width: width, height: height)
        let renderer = SceneRenderer(renderer: canvas.renderer, fonts: try FontSet.bundled())
        let rects = rawRects(loaded.application, viewport: viewport, size: (width, height))
        let size = "\(width)x\(height) px"
        let plain = Sampler.paired(samples: samples, target: 0.05, {
            renderer.draw(scene, overlays: [], viewport: viewport)
            canvas.flush()
        }, baseline: {
            drawRaw(rects, on: canvas)
        })
        report.add(Figure(section: "Rendering one frame", name: "\(name), no overlays", value: plain.value, unit: .seconds,
                          baselineName: "raw SDL_RenderFillRect of the same \(Figure.grouped(Double(rects.count))) rects",
                          baseline: plain.baseline, target: targets.0, note: size))
        let tuned = Sampler.paired(samples: samples, target: 0.05, {
            renderer.draw(scene, overlays: [], viewport: viewport)
            canvas.flush()
        }, baseline: {
            drawRaw(rects, on: canvas, copyOpaque: true)
        })
        report.add(Figure(section: "Rendering one frame", name: "\(name), no overlays, vs tuned raw SDL", value: tuned.value,
                          unit: .seconds, baselineName: "the same rects, opaque ones copied as TapRender does",
                          baseline: tuned.baseline))
        guard overlays else { return }
        // What the frame with overlays hands to SDL, to replay raw.
        renderer.draw(scene, overlays: .all, viewport: viewport)
        let record = DrawRecorder()
        renderer.recorder = record
        renderer.draw(scene, overlays: .all, viewport: viewport)
        renderer.recorder = nil
        canvas.flush()
        let copies = record.commands.count { if case .copy = $0 { true } else { false } }
        let all = Sampler.paired(samples: samples, target: 0.05, {
            renderer.draw(scene, overlays: .all, viewport: viewport)
            canvas.flush()
        }, baseline: {
            replayRaw(record, on: canvas)
        })
        report.add(Figure(section: "Rendering one frame", name: "\(name), all overlays", value: all.value, unit: .seconds,
                          baselineName: "raw SDL drawing of the same \(Figure.grouped(Double(record.rectangleCount))) rects "
                              + "and \(copies) text copies", baseline: all.baseline, target: targets.1,
                          note: "walk of \(scene.walk?.steps.count ?? 0) views"))
        let versusViews = Sampler.paired(samples: max(3, samples / 2), target: 0.05, {
            renderer.draw(scene, overlays: .all, viewport: viewport)
            canvas.flush()
        }, baseline: {
            drawRaw(rects, on: canvas)
        })
        report.add(Figure(section: "Rendering one frame", name: "\(name), all overlays, vs the views alone", value: versusViews.value,
                          unit: .seconds, baselineName: "raw SDL_RenderFillRect of the views' rects (as without overlays)",
                          baseline: versusViews.baseline))
        withExtendedLifetime(loaded) {}
    }
}
