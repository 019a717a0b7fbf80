import CSDL2
import Foundation

/// A picture in memory with a software `SDL_Renderer` drawing into it.
///
/// No window, no video subsystem, no display: `SDL_CreateSoftwareRenderer`
/// on an `SDL_CreateRGBSurfaceWithFormat` surface, so `taplab shot` and the
/// tests run on a headless machine, and the same input gives the same
/// bytes every time (the software rasteriser has no GPU variation).
public final class OffscreenCanvas {
    /// Limits that keep a typo such as `--size 99999x99999` from trying to
    /// allocate tens of gigabytes.
    public static let maxSide = 16_384
    public static let maxPixels = 64 * 1024 * 1024

    public let width: Int
    public let height: Int
    /// The renderer to draw with (give it to `SceneRenderer`).
    public let renderer: OpaquePointer
    let surface: UnsafeMutablePointer<SDL_Surface>

    public init(width: Int, height: Int) throws(RenderError) {
        guard (1...Self.maxSide).contains(width), (1...Self.maxSide).contains(height),
              width * height <= Self.maxPixels else { throw .invalidSize(width: width, height: height) }
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SDLError.failed("SDL_CreateRGBSurfaceWithFormat")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = SDLError.failed("SDL_CreateSoftwareRenderer")
            SDL_FreeSurface(surface)
            throw error
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.renderer = renderer
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }

    deinit {
        SDL_DestroyRenderer(renderer)
        SDL_FreeSurface(surface)
    }

    /// Fills the whole canvas with `color`, replacing what was there.
    public func clear(_ color: RGBA) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Runs the renderer's queued drawing into the pixels. Reading pixels
    /// or saving calls this itself.
    public func flush() {
        SDL_RenderFlush(renderer)
    }

    /// The colour of one pixel, or nil outside the canvas.
    public func pixel(x: Int, y: Int) -> RGBA? {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
        flush()
        return withPixels { pixels, pitch in
            RGBA(argb: pixels[y * pitch + x])
        }
    }

    /// Every pixel, row by row, as ARGB words.
    public func argbPixels() -> [UInt32] {
        flush()
        return withPixels { pixels, pitch in
            var out: [UInt32] = []
            out.reserveCapacity(width * height)
            for y in 0..<height { out.append(contentsOf: UnsafeBufferPointer(start: pixels + y * pitch, count: width)) }
            return out
        }
    }

    /// A canvas `factor` times smaller, each pixel the average of a
    /// `factor`×`factor` block: drawing at twice the size and shrinking is
    /// TapRender's anti-aliasing (SDL's rasteriser has none).
    public func downsampled(by factor: Int) throws(RenderError) -> OffscreenCanvas {
        guard factor > 1 else { return self }
        let out = try OffscreenCanvas(width: max(1, width / factor), height: max(1, height / factor))
        flush()
        withPixels { source, sourcePitch in
            out.withPixels { target, targetPitch in
                if factor == 2 {
                    // `taplab shot`'s default: the same averages, divided by
                    // shifting (a division per channel was a fifth of a shot).
                    for y in 0..<out.height {
                        let top = source + (2 * y) * sourcePitch, bottom = top + sourcePitch
                        let row = target + y * targetPitch
                        for x in 0..<out.width {
                            row[x] = Self.average(top[2 * x], top[2 * x + 1], bottom[2 * x], bottom[2 * x + 1])
                        }
                    }
                    return
                }
                let count = UInt32(factor * factor), half = count / 2
                for y in 0..<out.height {
                    for x in 0..<out.width {
                        var (a, r, g, b): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                        for dy in 0..<factor {
                            let row = source + (y * factor + dy) * sourcePitch + x * factor
                            for dx in 0..<factor {
                                let p = row[dx]
                                a += p >> 24; r += (p >> 16) & 0xff; g += (p >> 8) & 0xff; b += p & 0xff
                            }
                        }
                        target[y * targetPitch + x] = ((a + half) / count) << 24 | ((r + half) / count) << 16
                            | ((g + half) / count) << 8 | ((b + half) / count)
                    }
                }
            }
        }
        return out
    }

    /// The rounded average of four ARGB pixels, channel by channel.
    @inline(__always)
    private static func average(_ p: UInt32, _ q: UInt32, _ r: UInt32, _ s: UInt32) -> UInt32 {
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let sum: UInt32 = ((p >> shift) & 0xff) + ((q >> shift) & 0xff) + ((r >> shift) & 0xff) + ((s >> shift) & 0xff)
            return ((sum + 2) >> 2) << shift
        }
        return channel(24) | channel(16) | channel(8) | channel(0)
    }

    /// Calls `body` with the surface's pixels and its pitch in pixels.
    @discardableResult
    func withPixels<T>(_ body: (UnsafeMutablePointer<UInt32>, Int) -> T) -> T {
        let mustLock = (surface.pointee.flags & UInt32(SDL_RLEACCEL)) != 0
        if mustLock { SDL_LockSurface(surface) }
        defer { if mustLock { SDL_UnlockSurface(surface) } }
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        return body(pixels, pitch)
    }
}
