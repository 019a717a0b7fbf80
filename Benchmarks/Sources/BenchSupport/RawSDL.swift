import CRawSDL
import Foundation
import TapKit
import TapRender

/// The rendering baselines: raw SDL drawing on the same software renderer
/// and surface as the frame (`OffscreenCanvas.renderer`), outside TapRender.
public struct RawSDL {
    /// Rectangles filled in one colour.
    struct Fill { var r, g, b, a: UInt8; var rects: [SDL_Rect] }
    enum Command { case fill(Fill), copy(OpaquePointer, SDL_Rect, UInt8) }

    let commands: [Command]

    /// Every drawn view's background as the pixel box of its bounds on the
    /// canvas, in its colour at its opacity: what a frame without overlays
    /// draws, as plain fills.
    public init(views app: UIApplication, viewport: Viewport, width: Int, height: Int) {
        var out: [Command] = []
        var stack: [(UIView, CGFloat)] = app.windows.reversed().map { ($0, 1) }
        while let (view, parentOpacity) = stack.popLast() {
            guard !view.isHidden else { continue }
            let opacity = parentOpacity * min(max(view.alpha, 0), 1)
            if let color = view.backgroundColor {
                let box = view.bounds.applying(view.transformToScreen.concatenating(viewport.transform))
                func edge(_ v: CGFloat) -> Int32 { Int32(min(max((v - 0.5).rounded(.up), -1e6), 1e6)) }
                let x0 = max(0, edge(box.minX)), y0 = max(0, edge(box.minY))
                let x1 = min(Int32(width), edge(box.maxX)), y1 = min(Int32(height), edge(box.maxY))
                let c = RGBA(color, opacity: opacity)
                if x1 > x0, y1 > y0, c.a > 0 {
                    out.append(.fill(Fill(r: c.r, g: c.g, b: c.b, a: c.a, rects: [SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)])))
                }
            }
            for sub in view.subviews.reversed() { stack.append((sub, opacity)) }
        }
        commands = out
    }

    /// What a recorded frame handed to SDL: every rectangle, every text copy.
    public init(recorded record: DrawRecorder) {
        var out: [Command] = []
        for command in record.commands {
            switch command {
            case let .fill(color, rects):
                let raw = rects.map { SDL_Rect(x: $0.x, y: $0.y, w: $0.w, h: $0.h) }
                out.append(.fill(Fill(r: color.r, g: color.g, b: color.b, a: color.a, rects: raw)))
            case let .copy(texture, target, alpha):
                out.append(.copy(texture, SDL_Rect(x: target.x, y: target.y, w: target.w, h: target.h), alpha))
            }
        }
        commands = out
    }

    public var fillCount: Int { commands.reduce(0) { if case let .fill(f) = $1 { $0 + f.rects.count } else { $0 } } }
    public var copyCount: Int { commands.count { if case .copy = $0 { true } else { false } } }

    /// One `SDL_SetRenderDrawColor` per colour and `SDL_RenderFillRect` per
    /// rectangle, blending, and `SDL_RenderCopy` per text copy; `clear` first fills the
    /// canvas black. `copyOpaque`: opaque rectangles with SDL's copy fill
    /// instead of its blend (the same pixels; what TapRender's painter does).
    public func draw(on canvas: OffscreenCanvas, clear: Bool, copyOpaque: Bool = false) {
        let r = canvas.renderer
        SDL_SetRenderDrawBlendMode(r, copyOpaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        if clear {
            SDL_SetRenderDrawColor(r, 0, 0, 0, 255)
            var all = SDL_Rect(x: 0, y: 0, w: Int32(canvas.width), h: Int32(canvas.height))
            SDL_RenderFillRect(r, &all)
        }
        for command in commands {
            switch command {
            case let .fill(fill):
                if copyOpaque { SDL_SetRenderDrawBlendMode(r, fill.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND) }
                SDL_SetRenderDrawColor(r, fill.r, fill.g, fill.b, fill.a)
                for var rect in fill.rects { SDL_RenderFillRect(r, &rect) }
            case .copy(let texture, var target, let alpha):
                SDL_SetTextureAlphaMod(texture, alpha)
                SDL_RenderCopy(r, texture, nil, &target)
            }
        }
        canvas.flush()
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND)
    }
}
