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
        painter = WindowPainter(renderer: renderer)
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
        painter.draw(model)
        defer { _ = SDL_RenderCopy(renderer, texture, nil, nil) }
        canvas.withUnsafeBytes { pixels, pitch in
            _ = SDL_UpdateTexture(texture, nil, pixels, Int32(pitch))
        }
        return painter.renderer.stillLayerUse.reused > reused
    }
}
