import Foundation
import TapExplain
import TapKit

/// How `Screenshot` composes a picture: which part of the screen, in what
/// proportions, at what size, with which legend, words and theme.
///
///     ScreenshotOptions(crop: .auto, aspect: PictureAspect("16:9"), language: .zh)
public struct ScreenshotOptions: Equatable, Sendable {
    /// Pixels per point (`--scale`); 2 gives crisp pictures for slides.
    public var scale: Int
    /// An exact output size in pixels (`--size WxH`); the picture is drawn
    /// at the largest scale that fits and centred. Overrides `scale`.
    public var size: PixelSize?
    /// Put the legend (see `SceneRenderer.drawInfoStrip`) under the canvas
    /// when overlays are on (`--legend none` turns it off).
    public var showsLegend: Bool
    /// The part of the screen to draw (`--crop`).
    public var crop: PictureCrop
    /// How much legend: the swatches' line alone, or the prose too.
    /// By default a slide (`aspect` or `size` given) gets the one line and
    /// any other picture the prose (SPEC 13).
    public var legendStyle: LegendStyle
    /// The picture's proportions (`--aspect`), reached by growing the crop;
    /// with `size` and no aspect, the size's own proportions.
    public var aspect: PictureAspect?
    /// The language of the words on the canvas (`--lang`).
    public var language: Language
    /// The language of the legend (`--legend en|zh`); the canvas's by default.
    public var legendLanguage: Language
    /// Background, legend panel and tag rims (`--theme`).
    public var theme: PictureTheme
    /// Which views are named, and by what (`--names`).
    public var names: PictureNames

    public init(scale: Int = 2, size: PixelSize? = nil, showsLegend: Bool = true, crop: PictureCrop = .screen,
                aspect: PictureAspect? = nil, language: Language = .en, legendLanguage: Language? = nil,
                theme: PictureTheme = .dark, names: PictureNames = .walked,
                legendStyle: LegendStyle = .automatic) {
        self.legendStyle = legendStyle
        self.scale = scale
        self.size = size
        self.showsLegend = showsLegend
        self.crop = crop
        self.aspect = aspect
        self.language = language
        self.legendLanguage = legendLanguage ?? language
        self.theme = theme
        self.names = names
    }

    public enum LegendStyle: String, CaseIterable, Sendable {
        /// `line` for a slide, `full` for any other picture.
        case automatic
        /// One line of swatches along the bottom edge.
        case line
        /// The swatches and a sentence per overlay with the scene's facts.
        case full
    }

    /// Whether the legend is the swatches' line alone.
    var legendIsLine: Bool {
        switch legendStyle {
        case .line: true
        case .full: false
        case .automatic: aspect != nil || size != nil
        }
    }

    /// The smallest text a picture of exact `size` draws, in pixels: 18 on
    /// a 1920×1080 slide (what a projected label needs), in proportion on
    /// others (SPEC 13).
    var minimumLabelPixels: CGFloat {
        guard let size else { return 0 }
        return 18 * min(CGFloat(size.width) / 1920, CGFloat(size.height) / 1080)
    }
}
