import CSDL2
import CSDL2Image
import Foundation

/// Reads a PNG back into an `OffscreenCanvas` with SDL_image (for golden
/// picture comparisons and for checking what `shot` wrote).
public enum PNGReader {
    public static func read(_ path: String) throws(RenderError) -> OffscreenCanvas {
        guard let loaded = IMG_Load(path) else { throw .pngFailed(path: path, message: SDLError.message) }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.failed("SDL_ConvertSurfaceFormat")
        }
        defer { SDL_FreeSurface(converted) }
        let canvas = try OffscreenCanvas(width: Int(converted.pointee.w), height: Int(converted.pointee.h))
        SDL_SetSurfaceBlendMode(converted, SDL_BLENDMODE_NONE)
        _ = SDL_UpperBlit(converted, nil, canvas.surface, nil)
        return canvas
    }
}
