import ArgumentParser
import Foundation
import TapExplain
import TapKit
import TapLab
import TapPicture

/// The picture options `shot` and `record` share (SPEC 4): the overlays,
/// the crop, the proportions, the theme, the words' language and the font,
/// parsed and checked in one place so both commands take the same words
/// and give the same errors.
struct PictureArguments: ParsableArguments {
    @Option(name: .customLong("overlay"), help: ArgumentHelp("Overlays to draw: a comma-separated list, or all.", valueName: "LIST"))
    var overlayLists: [String] = []

    @Option(help: ArgumentHelp("The font family for text (default DejaVu Sans, or TAPLAB_FONT); Chinese falls back to an installed CJK font.", valueName: "NAME"))
    var font: String?

    @Option(help: ArgumentHelp("Draw part of the screen: auto (the views the overlays talk about, with a margin; shot's default after a touch with overlays on), screen (all of it; record's default) or view ids.", valueName: "auto|ID,…"))
    var crop: String?

    @Option(help: ArgumentHelp("Grow the crop to these proportions (within the screen: bars fill what it cannot).", valueName: "W:H"))
    var aspect: PictureAspect?

    @Option(help: ArgumentHelp("Background and legend colours (default dark).", valueName: "light|dark"))
    var theme: PictureTheme?

    @OptionGroup var lang: LanguageOption<PictureWordsHelp>
    /// `--lang` when given; the composition reads the environment otherwise.
    var language: Language? { lang.chosen }

    @Option(help: ArgumentHelp("Which views are named: walked (the views the overlays talk about, by id), all (every view, inside its box), none, or class (UIKit class names: UIWindow, UIApplication, AppDelegate, each view's class).", valueName: "walked|all|none|class"))
    var names: PictureNames = .walked

    /// The overlays asked for, or `fallback` when `--overlay` is not given.
    func overlays(default fallback: String = "none") -> Result<OverlaySet, OverlayListError> {
        OverlaySet.parse(overlayLists.isEmpty ? fallback : overlayLists.joined(separator: ","))
    }

    func composition(legend: String? = nil) -> ShotComposition {
        var composition = ShotComposition(crop: crop, aspect: aspect, legend: legend, theme: theme, language: language)
        composition.names = names
        return composition
    }

    func validate() throws {
        if case let .failure(error) = overlays() { throw ValidationError(OptionProblem.overlay(unknown: error.unknown).text(in: lang.language)) }
        do { try composition().validate() } catch { throw ValidationError(error.description(in: lang.language)) }
    }
}

extension PictureNames: ExpressibleByArgument {}
