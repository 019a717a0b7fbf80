import Foundation

/// The picture's surroundings (`--theme`): the background around and beside
/// the screen, the legend panel and the outline of the tags. Dark suits the
/// window and dark slides; light suits printed handouts and white slides.
/// The overlay colours themselves stay the same in both, so a legend
/// swatch means the same thing on every slide.
public enum PictureTheme: String, CaseIterable, Sendable {
    case light, dark

    /// Around the screen, and past the screen's edge when a crop grows beyond it.
    var backdrop: RGBA {
        switch self {
        case .dark: RGBA(hex: 0x1c1c1e)
        case .light: RGBA(hex: 0xf2f2f7)
        }
    }

    /// The legend's swatch titles.
    var legendTitle: RGBA {
        switch self {
        case .dark: RGBA(255, 255, 255)
        case .light: RGBA(hex: 0x1c1c1e)
        }
    }

    /// The legend's sentences.
    var legendText: RGBA {
        switch self {
        case .dark: RGBA(hex: 0xd1d1d6)
        case .light: RGBA(hex: 0x3a3a3c)
        }
    }

    /// The rim around each tag, against the views it sits on.
    var tagRim: RGBA {
        switch self {
        case .dark: RGBA(255, 255, 255, 200)
        case .light: RGBA(hex: 0x1c1c1e, alpha: 140)
        }
    }
}
