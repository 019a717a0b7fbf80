import Foundation

/// How a timeline is drawn beyond its facts (`taplab timeline`'s
/// `--theme`, `--size`, `--lanes`): dark paper for a dark slide, an exact
/// size in pixels, and whether the responders that only pass touches on
/// through `next` get lanes.
///
///     TimelineStyle(theme: .dark, size: PixelSize(width: 1920, height: 1080), lanes: .touched)
public struct TimelineStyle: Equatable, Sendable {
    public enum Lanes: String, CaseIterable, Sendable {
        /// Every responder the log names.
        case all
        /// Leaves out the responders that only forward through `next`.
        case touched
    }

    public var theme: PictureTheme
    /// The picture's exact size in pixels, the diagram scaled to fit and centred.
    public var size: PixelSize?
    public var lanes: Lanes
    /// How lanes are named: ids, or UIKit's classes beside them (`--names class`).
    public var names: PictureNames

    public init(theme: PictureTheme = .light, size: PixelSize? = nil, lanes: Lanes = .all, names: PictureNames = .walked) {
        self.theme = theme
        self.size = size
        self.lanes = lanes
        self.names = names
    }
}

extension DiagramColors {
    /// The colour `color` is drawn in on `theme`'s paper: the dark theme
    /// swaps the paper's neutrals (paper, ink, rules, shades) and keeps the
    /// marks' colours, which read on both.
    static func on(_ theme: PictureTheme, _ color: RGBA) -> RGBA {
        guard theme == .dark else { return color }
        switch color {
        case paper: return RGBA(hex: 0x1c1c1e)
        case ink: return RGBA(hex: 0xf2f2f7)
        case quiet: return RGBA(hex: 0xaeaeb2)
        case rule: return RGBA(hex: 0x48484a)
        case laneShade: return RGBA(hex: 0x2c2c2e)
        case contact: return RGBA(hex: 0xd1d1d6)
        case labelBackground: return RGBA(28, 28, 30, 230)
        case heldInk: return RGBA(hex: 0xffb340)
        default: return color
        }
    }
}
