import Foundation

/// The diagrams' colours (timelines and figures), on white paper for slides
/// and print; each kind of mark also has its own shape, so a diagram reads
/// in black and white.
enum DiagramColors {
    static let paper = RGBA(255, 255, 255)
    static let ink = RGBA(hex: 0x1c1c1e)
    static let quiet = RGBA(hex: 0x6e6e73)
    static let rule = RGBA(hex: 0xd1d1d6)
    static let laneShade = RGBA(hex: 0xf2f2f7)
    static let began = RGBA(hex: 0x1f9d45)
    static let ended = RGBA(hex: 0x0a60d0)
    static let cancelled = RGBA(hex: 0xd70015)
    static let moved = RGBA(hex: 0x8e8e93)
    static let scroll = RGBA(hex: 0x0fa3b1)
    static let contact = RGBA(hex: 0x3a3a3c)
    static let held = RGBA(hex: 0xff9500)
    static let heldLight = RGBA(hex: 0xffe0b2)
    static let heldInk = RGBA(hex: 0xa84f00)
    static let possible = RGBA(hex: 0xc7c7cc)
    static let active = RGBA(hex: 0x7dd69b)
    static let action = RGBA(hex: 0x8e44ad)
    static let control = RGBA(hex: 0x0a7ea4)
    static let list = RGBA(hex: 0xc2410c)
    static let wait = RGBA(hex: 0x8e44ad)
    static let labelBackground = RGBA(255, 255, 255, 230)
}
