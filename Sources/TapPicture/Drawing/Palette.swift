import TapKit
/// The overlay colours, chosen to stay readable over UIKit's system colours
/// (which the layouts use for views) and to tell the overlays apart in a
/// black-and-white print as well: each also has its own line style.
enum Palette {
    static let screen = RGBA(0, 0, 0)
    static let backdrop = RGBA(hex: 0x1c1c1e)
    static let tagText = RGBA(255, 255, 255)
    static let ink = RGBA(hex: 0x1c1c1e)

    static let frame = RGBA(hex: 0x00b8d4, alpha: 200)
    static let frameInactive = RGBA(hex: 0x8e8e93, alpha: 170)
    static let hitArea = RGBA(hex: 0xd500f9)

    static let walkVisited = RGBA(hex: 0x2962ff)
    static let walkPruned = RGBA(hex: 0xff1744)
    static let walkHit = RGBA(hex: 0x00c853)
    static let walkPoint = RGBA(hex: 0xffea00)

    static let chain = RGBA(hex: 0xff6d00)
    static let outside = RGBA(hex: 0xff1744)
    static let layer = RGBA(hex: 0x6d4c41)
    static let touch = RGBA(hex: 0x00e5ff)
    static let selection = RGBA(hex: 0xffd600)

    /// A recognizer's colour by state; nil is a disabled recognizer.
    static func recognizer(_ state: UIGestureRecognizer.State?) -> RGBA {
        switch state {
        case .began, .changed: RGBA(hex: 0x2962ff)
        case .ended: RGBA(hex: 0x00a152)
        case .cancelled: RGBA(hex: 0xff6d00)
        case .failed: RGBA(hex: 0xd50000)
        case .possible, nil: RGBA(hex: 0x616161)
        }
    }

    /// The swatch each overlay shows in the legend.
    static func swatch(_ overlay: Overlay) -> RGBA {
        switch overlay {
        case .hitRegions: hitArea
        case .walk: walkVisited
        case .chain: chain
        case .outsideContent: outside
        case .layers: layer
        case .touches: touch
        case .recognizers: recognizer(.possible)
        }
    }
}
