import Foundation
import TapExplain
import TapFiles
import TapKit
import TapLayout
import TapPicture

extension TapLab {
    /// The overlays a picture or the window draws (`.all`, `.none`, or a set
    /// of `.hitRegions`, `.walk`, `.chain`, `.outsideContent`, `.layers`,
    /// `.touches`, `.recognizers`), the same as `taplab shot --overlay`.
    public typealias Overlays = OverlaySet

    /// Which views a picture names (`.walked`, `.all`, `.none`, `.class`),
    /// the same as `taplab shot --names`.
    public typealias Names = PictureNames

    /// Renders the application to a PNG, SVG or PDF file (by the path's
    /// extension), as `taplab shot` does: headless, deterministic (the same
    /// calls give the same PNG bytes), `scale` pixels per
    /// point (1 to 6). `taps` are played first in the application's virtual
    /// time — finger down, up 0.05 s later, the next 0.5 s after — so the
    /// application changes as a real tap would change it, and the walk and
    /// chain overlays show the last one — when the taps moved the scene
    /// after its hit test (a tap that hides or moves a view), the walk is
    /// left out rather than drawn where the finger never was. Text is set in DejaVu Sans, or the
    /// family `TAPLAB_FONT` names; Chinese falls back to an installed CJK font.
    /// `crop` ("auto", "screen" or view ids, comma-separated; by default
    /// auto when overlays explain a tap), `aspect` (`.widescreen`,
    /// `.standard`, `.square`, or any `PictureAspect`), `legend` ("none",
    /// "full", "line", "en", "zh"), `theme` and `language` (by default the
    /// process's locale) compose the
    /// picture as `taplab shot`'s options of the same names do; `names`
    /// chooses which views are named (`.class` writes `UIWindow`,
    /// `UIApplication`, `AppDelegate` and each view's class).
    ///
    ///     try TapLab.shot(app, to: "round.png", taps: [CGPoint(x: 128, y: 308)], overlays: [.walk, .chain])
    ///     try TapLab.shot(app, to: "slide.png", taps: [CGPoint(x: 128, y: 308)], overlays: [.walk, .chain],
    ///                     crop: "auto", aspect: .widescreen, language: .zh)
    ///
    /// Like every TapLab writer it writes a temporary file and renames it into
    /// place, and refuses to replace a link, a file with other names or a file
    /// TapLab did not write, unless `force` is true. Throws `TapLabError`.
    public static func shot(_ application: UIApplication, to path: String, taps: [CGPoint] = [],
                            overlays: Overlays = .none, scale: Int = 2, force: Bool = false,
                            crop: String? = nil, aspect: PictureAspect? = nil, legend: String? = nil,
                            theme: PictureTheme? = nil, language: Language? = nil, names: Names = .walked,
                            size: PixelSize? = nil, walk: ShotRequest.Walk = .last, atEnd: Bool = false,
                            font: String? = nil) throws {
        var request = ShotRequest(taps: taps, overlays: overlays)
        request.scale = scale
        request.size = size
        request.walk = walk
        request.atEnd = atEnd
        request.font = font
        request.composition = ShotComposition(crop: crop, aspect: aspect, legend: legend, theme: theme, language: language,
                                              inSwift: true)
        request.composition.names = names
        try shot(request, of: application, to: path, force: force)
    }

    /// Renders `request` of `application` to a PNG, SVG or PDF file: the
    /// one way `taplab shot` draws too, here with every option
    /// (`walk: .each`, `atEnd`, `size`, `font`).
    ///
    ///     var request = ShotRequest(taps: [CGPoint(x: 200, y: 300), CGPoint(x: 60, y: 200)], overlays: [.walk])
    ///     request.walk = .each
    ///     try TapLab.shot(request, of: try TapLab.load("Layouts/000-overlapping-buttons.yaml"), to: "walks.png")
    public static func shot(_ request: ShotRequest, of application: UIApplication, to path: String, force: Bool = false) throws {
        var request = request
        request.composition.inSwift = true  // errors name `crop`, not `--crop`
        let layout = LoadedLayout(application: application)
        guard (1...6).contains(request.scale) else {
            throw TapLabError(EntryPointProblem.scale(request.scale))
        }
        if let problem = PictureWriter.outputProblem(path, force: force, forceName: "force: true") {
            throw TapLabError(EntryPointProblem.output(problem))
        }
        try request.composition.validate()
        let data: Data
        do {
            data = try request.encoded(layout, format: PictureFormat(path: path) ?? .png).data
        } catch {
            switch error {
            case let .script(problem): throw TapLabError(EntryPointProblem.scriptNotPlayed(problem))
            case let .layout(error): throw TapLabError(error)
            case let .composition(error): throw error
            case let .other(error): throw TapLabError(EntryPointProblem.tapsNotPlayed(reason: "\(error)"))
            case let .render(error): throw TapLabError(EntryPointProblem.cannotWrite(path: path, ErrorWords(error)))
            }
        }
        do {
            try SafeFile.write(data, to: path, force: force)
        } catch {
            throw TapLabError(EntryPointProblem.output(.file(error.worded(force: "force: true"))))  // already "cannot write PATH: REASON"
        }
    }
}

extension OverlaySet {
    /// No overlay: the screen as it is.
    public static let none: OverlaySet = []
}
