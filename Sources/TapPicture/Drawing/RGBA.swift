import Foundation
import TapKit

/// An 8-bit sRGB colour with straight alpha.
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// `0xRRGGBB`, opaque.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(UInt8((hex >> 16) & 0xff), UInt8((hex >> 8) & 0xff), UInt8(hex & 0xff), alpha)
    }

    /// A TapKit colour with its alpha multiplied by `opacity` (the product of
    /// the alphas down the tree: UIKit composites a view at its ancestors'
    /// opacity too).
    public init(_ color: UIColor, opacity: CGFloat = 1) {
        let c = color.rgba8
        self.init(c.r, c.g, c.b, Self.byte(CGFloat(c.a) / 255 * opacity))
    }

    /// The same colour with its alpha multiplied by `opacity`.
    public func fading(_ opacity: CGFloat) -> RGBA {
        RGBA(r, g, b, Self.byte(CGFloat(a) / 255 * opacity))
    }

    /// A straight-alpha ARGB word (`0xAARRGGBB`).
    public init(argb p: UInt32) {
        self.init(UInt8((p >> 16) & 0xff), UInt8((p >> 8) & 0xff), UInt8(p & 0xff), UInt8(p >> 24))
    }

    /// A pixel as cairo's ARGB32 stores it: colour multiplied by alpha.
    init(premultipliedARGB p: UInt32) {
        let a = p >> 24
        guard a > 0, a < 255 else { self.init(argb: a == 0 ? 0 : p); return }
        func channel(_ shift: UInt32) -> UInt8 { UInt8(min(255, (((p >> shift) & 0xff) * 255 + a / 2) / a)) }
        self.init(channel(16), channel(8), channel(0), UInt8(a))
    }

    /// The colour as a straight-alpha ARGB word.
    public var argb: UInt32 { UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b) }

    public var isInvisible: Bool { a == 0 }

    public var description: String { "(\(r), \(g), \(b), \(a))" }

    static func byte(_ v: CGFloat) -> UInt8 {
        guard v.isFinite else { return 0 }
        return UInt8(min(max(v, 0), 1) * 255 + 0.5)
    }
}
