import Foundation
import TapFiles
import TapExplain
import TapKit
import TapLayout
import TapPicture

/// The figures `TapLab.figure` draws, and how (from TapPicture, for callers that import TapLab alone).
public typealias FigureKind = TapPicture.FigureKind
public typealias FigureStyle = TapPicture.FigureStyle

extension TapLab {
    /// Draws one of the figures teachers otherwise draw by hand (SPEC 13),
    /// from the application itself: `.tree` (nested boxes beside the view
    /// tree, the walk numbered in call order), `.flow` (the hitTest
    /// decision flowchart, each visited view's exit marked), `.chain` (the
    /// hit view's responder chain, the touch's path over it) or `.states`
    /// (each recognizer's state machine, its path lit). PNG, SVG or PDF by
    /// the path's extension; the same calls give the same bytes.
    ///
    ///     let app = try TapLab.load("Layouts/000-overlapping-buttons.yaml")
    ///     try TapLab.figure(.tree, app, tapAt: CGPoint(x: 200, y: 300), to: "walk.pdf", language: .zh)
    ///
    /// Throws `TapLabError` when a touch figure has no touch, for a bad
    /// script or an unwritable path.
    public static func figure(_ kind: FigureKind, _ application: UIApplication, tapAt point: CGPoint? = nil, script: String? = nil,
                              to path: String, language: Language = .en, title: String = "", style: FigureStyle = FigureStyle(),
                              force: Bool = false) throws {
        if let problem = PictureWriter.outputProblem(path, force: force, forceName: "force: true") {
            throw TapLabError(EntryPointProblem.output(problem))
        }
        guard let format = PictureFormat(path: path) else {
            throw TapLabError(EntryPointProblem.output(PictureWriter.pathProblem(path) ?? .pictureExtension(path: path, extension: "")))
        }
        let loaded = LoadedLayout(application: application)
        var steps: [ScriptStep] = []
        if let script {
            do { steps = try ScriptFile.load(text: script, file: "<script>", for: loaded) } catch { throw TapLabError(error) }
        }
        let picture = try encodeFigure(kind, loaded: loaded, reload: nil, steps: steps, taps: point.map { [$0] } ?? [], title: title,
                                       language: language, style: style, fonts: try fonts(), format: format, scriptName: "<script>")
        do { try SafeFile.write(picture.data, to: path, force: force) } catch {
            throw TapLabError(EntryPointProblem.output(.file(error.worded(force: "force: true"))))
        }
    }

    /// The figure of `steps` and `taps` played on the layout, in `format`'s
    /// bytes: what `taplab figure` writes. The touch figures show the last
    /// touch at its hit test's moment (`reload` gives a fresh copy when the
    /// scene moved on since).
    package static func encodeFigure(_ kind: FigureKind, loaded: LoadedLayout, reload: (() throws -> LoadedLayout)?,
                                     steps: [ScriptStep], taps: [CGPoint], title: String, language: Language, style: FigureStyle,
                                     fonts: FontSet, format: PictureFormat, scriptName: String) throws -> (data: Data, size: PixelSize) {
        let touches = ScenePlayer.touchCount(steps, taps: taps)
        if kind.needsTouch, touches == 0 {
            throw TapLabError(EntryPointProblem.figureNeedsTouch(kind: kind.rawValue))
        }
        if kind == .states, steps.isEmpty, taps.isEmpty {
            throw TapLabError(EntryPointProblem.figureNeedsScript)
        }
        let log = EventLog()
        let scene: Scene
        do {
            scene = try ScenePlayer.play(loaded, script: !steps.isEmpty, steps: steps, taps: taps, reload: reload, log: log)
        } catch let problem as ScriptTimeline.Problem {
            throw TapLabError(EntryPointProblem.diagnostics([ExpectationChecker.scriptDiagnostic(problem, file: scriptName)]))
        }
        // The chain figure reads what the last touch reached: the records from its hit test on.
        let lastTouch = log.records.lastIndex { if case .hitTest = $0.event { true } else { false } } ?? 0
        let records = kind == .chain ? Array(log.records[lastTouch...]) : log.records
        let facts = FigureFacts(title: title, application: scene.application, walk: scene.walk, records: records,
                                decisions: log.facts.map(\.fact))
        do {
            return try FigurePicture.encode(kind, facts, language: language, style: style, fonts: fonts, format: format)
        } catch {
            throw TapLabError(EntryPointProblem.cannotDrawFigure(error))
        }
    }
}
