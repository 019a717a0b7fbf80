import CSDL2
import Foundation
import TapPicture

/// One size of the window's frames: a cairo canvas as large as the
/// window's pixels, which `WindowPainter` draws on, and the streaming SDL
/// texture it is copied into to be presented. Made again when the window's
/// pixel size changes.
final class WindowFrame {
    private let renderer: OpaquePointer
    private let texture: OpaquePointer
    private let canvas: OffscreenCanvas
    private let painter: WindowPainter

    /// Nil when the size is empty or SDL has no texture of it.
    init?(renderer: OpaquePointer, pixels: CGSize, fonts: FontSet) {
        let w = Int(pixels.width), h = Int(pixels.height)
        guard w > 0, h > 0, let canvas = try? OffscreenCanvas(width: w, height: h),
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(w), Int32(h)) else { return nil }
        self.renderer = renderer
        self.texture = texture
        self.canvas = canvas
        let renderer = SceneRenderer(canvas: canvas, fonts: fonts)
        // A drag redraws on every move: the views and still overlays are drawn again only when they change.
        renderer.cachesStillLayer = true
        painter = WindowPainter(renderer: renderer, cachesPanels: true)
    }

    deinit { SDL_DestroyTexture(texture) }

    func fits(_ pixels: CGSize) -> Bool {
        canvas.width == Int(pixels.width) && canvas.height == Int(pixels.height)
    }

    /// Draws `model` and copies the frame to the renderer's target; true
    /// when the views and still overlays were reused, not drawn.
    @discardableResult
    func present(_ model: WindowModel) -> Bool {
        let reused = painter.renderer.stillLayerUse.reused
        let changed = painter.draw(model)
        defer { _ = SDL_RenderCopy(renderer, texture, nil, nil) }
        canvas.withUnsafeBytes { pixels, pitch in
            // Only what changed goes to the texture: a drag uploads the
            // canvas and the log, not the whole window.
            guard let changed else {
                _ = SDL_UpdateTexture(texture, nil, pixels, Int32(pitch))
                return
            }
            for rect in changed where rect.minX.isFinite && rect.minY.isFinite && rect.maxX.isFinite && rect.maxY.isFinite {
                let x0 = max(0, Int(rect.minX.rounded(.down))), y0 = max(0, Int(rect.minY.rounded(.down)))
                let x1 = min(canvas.width, Int(rect.maxX.rounded(.up))), y1 = min(canvas.height, Int(rect.maxY.rounded(.up)))
                guard x1 > x0, y1 > y0 else { continue }
                var area = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
                _ = SDL_UpdateTexture(texture, &area, pixels + y0 * pitch + x0 * 4, Int32(pitch))
            }
        }
        return painter.renderer.stillLayerUse.reused > reused
    }
}
