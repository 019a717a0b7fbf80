import Foundation
import TapExplain
import TapKit
import TapLayout
import TapPicture

/// How a shot is composed, as `taplab shot` and `TapLab.shot` take it —
/// `--crop` and `--legend` as written, the aspect, theme and language
/// already typed (the command line parses them once, as
/// `ExpressibleByArgument`) — turned into `ScreenshotOptions` in one place,
/// so the command and the library give the same picture and the same
/// error for the same words.
///
///     let composition = ShotComposition(crop: "auto", aspect: .widescreen, language: .zh)
///     let options = try composition.options(scale: 2, size: nil, overlays: [.walk], layout: loaded, scene: scene)
public struct ShotComposition {
    public var crop: String?
    public var aspect: PictureAspect?
    public var legend: String?
    public var theme: PictureTheme?
    /// The words' language; nil: the process's locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    public var language: Language?
    /// Which views are named, and by what (`--names`).
    public var names: PictureNames = .walked
    /// Errors name the options as the caller wrote them: `--lang` on the
    /// command line, `language:` in Swift.
    package var inSwift = false

    public init(crop: String? = nil, aspect: PictureAspect? = nil, legend: String? = nil, theme: PictureTheme? = nil, language: Language? = nil,
                 inSwift: Bool = false) {
        self.inSwift = inSwift
        self.crop = crop
        self.aspect = aspect
        self.legend = legend
        self.theme = theme
        self.language = language
    }

    /// The words' language: `--lang`, else the process's locale.
    package var resolvedLanguage: Language {
        language ?? Language(environment: ProcessInfo.processInfo.environment)
    }

    /// Checks every option's spelling (the crop's view names need the layout: see `options`).
    package func validate() throws(TapLabError) {
        _ = try choices()
    }

    /// `crop` and `legend` as values, each read once from the words written.
    package func choices() throws(TapLabError) -> (crop: CropChoice?, legend: LegendChoice?) {
        var choices: (crop: CropChoice?, legend: LegendChoice?) = (nil, nil)
        if let legend {
            guard let choice = LegendChoice(parsing: legend) else {
                throw TapLabError(CompositionProblem.legend(option: optionName("legend"), value: legend))
            }
            choices.legend = choice
        }
        if let crop {
            guard let choice = CropChoice(parsing: crop) else { throw TapLabError(CompositionProblem.crop(option: optionName("crop"), value: crop)) }
            choices.crop = choice
        }
        return choices
    }

    /// The options for a picture of `scene` (played from `layout`) with
    /// `overlays` at `scale` or `size`; an unknown view in `--crop` is an
    /// error naming it. Without `--crop`, a picture whose overlays explain
    /// a touch is cropped to what they talk about (a whole phone screen
    /// around one button is mostly empty), and any other shows the screen.
    package func options(scale: Int, size: PixelSize?, overlays: OverlaySet, layout: LoadedLayout,
                         scene: Scene) throws(TapLabError) -> ScreenshotOptions {
        let (crop, legend) = try choices()
        let language = resolvedLanguage
        var legendLanguage = language, style = ScreenshotOptions.LegendStyle.automatic
        switch legend {
        case let .language(chosen)?: legendLanguage = chosen
        case let .style(chosen)?: style = chosen
        case .none?, nil: break
        }
        return ScreenshotOptions(scale: scale, size: size, showsLegend: legend != LegendChoice.none,
                                 crop: try pictureCrop(crop, layout, scene, overlays: overlays),
                                 aspect: aspect, language: language, legendLanguage: legendLanguage,
                                 theme: theme ?? .dark, names: names,
                                 legendStyle: style)
    }

    private func pictureCrop(_ crop: CropChoice?, _ layout: LoadedLayout, _ scene: Scene, overlays: OverlaySet) throws(TapLabError) -> PictureCrop {
        let names: [String]
        switch crop {
        case nil: return scene.walk != nil && !overlays.isEmpty ? .auto : .screen
        case .auto?: return .auto
        case .screen?: return .screen
        case let .views(written)?: names = written
        }
        var views: [UIView] = []
        for name in names {
            switch layout.lookUp(name) {
            case let .found(_, .view(view)): views.append(view)
            case let .found(id, _): throw TapLabError(CompositionProblem.cropNotAView(option: optionName("crop"), id: id))
            case .ambiguous, .unknown:
                if case let .failure(error) = layout.tapTarget(on: name) { throw TapLabError(CompositionProblem.cropName(option: optionName("crop"), reason: error.problem)) }
                throw TapLabError(CompositionProblem.cropUnknown(option: optionName("crop"), name: name))
            }
        }
        guard let area = AutoCrop.area(of: views, in: scene) else {
            throw TapLabError(CompositionProblem.cropOffScreen(option: optionName("crop"), crop: self.crop ?? ""))
        }
        return .area(area)
    }

    private func optionName(_ option: String) -> String { inSwift ? option : "--\(option)" }
}
