import Foundation
import TapExplain
import TapKit
import TapLayout
import TapPicture

/// A screenshot of a layout, every option typed: the one way a picture of
/// the screen is made, by `taplab shot`, the gallery's lesson slides and
/// `TapLab.shot` alike — play the taps (and the script), pick the moment,
/// compose, encode.
///
///     var request = ShotRequest(taps: [CGPoint(x: 200, y: 300)], overlays: [.walk, .chain])
///     request.composition = ShotComposition(crop: "auto", aspect: .widescreen)
///     let picture = try request.encoded(loaded, format: .png)   // (data, 1266x712)
public struct ShotRequest {
    /// Which touches' walks are drawn: the last touch's, or one panel per
    /// touch, each at its own moment (`--walk`).
    public enum Walk: String, CaseIterable, Sendable { case last, each }

    /// Taps after the script, 0.5 s apart (`--tap`).
    public var taps: [CGPoint] = []
    /// Whether the layout's own script runs first (`--script`).
    public var playsScript = false
    public var walk: Walk = .last
    /// The final state, after every touch settled, with no walk (`--at-end`).
    public var atEnd = false
    /// Pixels per point, 1 to 6 (`--scale`).
    public var scale = 2
    /// Exact pixels, the picture scaled to fit (`--size`).
    public var size: PixelSize?
    public var overlays: OverlaySet = []
    /// The font family (`--font`); nil: DejaVu Sans or `TAPLAB_FONT`.
    public var font: String?
    /// The fonts already found, for a caller that draws many pictures (the
    /// gallery): finding them lists the installed families and measures a
    /// line, once rather than per picture. Nil: found from `font`.
    public var fonts: FontSet?
    /// Crop, aspect, legend, theme, language and names.
    public var composition = ShotComposition()
    /// Loads the layout afresh: a panel of `walk: .each`, or a moment in
    /// the middle of the script, is played on a new copy.
    public var reload: (() throws -> LoadedLayout)?

    public init(taps: [CGPoint] = [], overlays: OverlaySet = []) {
        self.taps = taps
        self.overlays = overlays
    }

    /// Why a picture could not be made, kept apart so that each caller
    /// reports it in its own way (`FILE:LINE:COLUMN` for a script on the
    /// command line, one `TapLabError` in Swift).
    public enum Failure: Error, CustomStringConvertible {
        /// The script cannot be played as written (a finger lifted that is not down, …).
        case script(ScriptTimeline.Problem)
        /// The layout could not be loaded again for a moment or a panel.
        case layout(LayoutError)
        /// An option that does not fit the layout (`--crop` naming no view, …).
        case composition(TapLabError)
        /// Cairo, Pango or the encoder failed.
        case render(Error)
        /// Anything else the play threw.
        case other(Error)

        /// The wrapped error's own words, in English.
        public var description: String { problem.english }

        /// The wrapped error's words, in any language.
        public var problem: any Worded {
            switch self {
            case let .script(problem): EntryPointProblem.script(problem)
            case let .layout(error): EntryPointProblem.diagnostics(error.diagnostics)
            case let .composition(error): error.problem
            case let .render(error), let .other(error): ErrorWords(error)
            }
        }
    }

    /// The picture of `loaded` in `format`: its bytes and its size in pixels.
    /// It plays the taps on `loaded`'s application: make one per picture,
    /// or play once (`scene(of:)`) and `encode` that scene as often as needed.
    public func encoded(_ loaded: LoadedLayout, format: PictureFormat) throws(Failure) -> (data: Data, size: PixelSize) {
        if walk == .each, !atEnd, ScenePlayer.touchCount(loaded, script: playsScript, taps: taps) > 1 {
            return try panels(loaded, format: format)
        }
        return try encode(try scene(of: loaded), of: loaded, format: format)
    }

    /// The scene at the picture's moment: the last touch at its hit test, or the end.
    public func scene(of loaded: LoadedLayout) throws(Failure) -> Scene {
        try play(loaded, moment: atEnd ? .end : .lastTouch)
    }

    /// `scene` composed and encoded in `format`.
    public func encode(_ scene: Scene, of loaded: LoadedLayout, format: PictureFormat) throws(Failure) -> (data: Data, size: PixelSize) {
        let options: ScreenshotOptions
        do { options = try composition.options(scale: scale, size: size, overlays: overlays, layout: loaded, scene: scene) } catch {
            throw .composition(error)
        }
        do {
            return try Screenshot.encode(scene, overlays: overlays, options: options, fonts: try fonts ?? FontSet(family: font), format: format)
        } catch {
            throw .render(error)
        }
    }

    /// `walk: .each`: a panel per touch, each played to its own touch-down,
    /// titled with its tap's verdict as the picture names the hit view.
    private func panels(_ loaded: LoadedLayout, format: PictureFormat) throws(Failure) -> (data: Data, size: PixelSize) {
        var panels: [Screenshot.Panel] = []
        var options: ScreenshotOptions?
        let language = composition.resolvedLanguage
        for n in 0..<ScenePlayer.touchCount(loaded, script: playsScript, taps: taps) {
            var scene = try play(loaded, moment: .touch(n))
            scene.taps = scene.walk.map { [$0] } ?? []
            let hit = scene.walk?.hitView.map { composition.names.name(of: $0, id: $0.logName) ?? "" }
            let title = hit.map { PictureStrings.text(.tapVerdict, language, "\(n + 1)", $0) }
                ?? PictureStrings.text(.tapMissed, language, "\(n + 1)")
            panels.append(Screenshot.Panel(scene: scene, title: title))
            if options == nil {
                do { options = try composition.options(scale: scale, size: size, overlays: overlays, layout: loaded, scene: scene) } catch {
                    throw .composition(error)
                }
            }
        }
        do {
            return try Screenshot.encodePanels(panels, overlays: overlays, options: options ?? ScreenshotOptions(),
                                               fonts: try fonts ?? FontSet(family: font), format: format)
        } catch {
            throw .render(error)
        }
    }

    private func play(_ loaded: LoadedLayout, moment: ScenePlayer.Moment) throws(Failure) -> Scene {
        do {
            return try ScenePlayer.play(loaded, script: playsScript, taps: taps, moment: moment, reload: reload)
        } catch let problem as ScriptTimeline.Problem {
            throw .script(problem)
        } catch let error as LayoutError {
            throw .layout(error)
        } catch {
            throw .other(error)
        }
    }
}
