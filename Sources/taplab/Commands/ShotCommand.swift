import ArgumentParser
import Foundation
import TapKit
import TapLab
import TapLayout
import TapPicture

/// `taplab shot LAYOUT -o FILE.png|svg|pdf [--tap x,y]... [--script] [--overlay LIST] [--scale S] [--size WxH] [--font NAME]
///  [--crop auto|ID,…] [--aspect 16:9|4:3|1:1] [--legend none|full|line|en|zh] [--names walked|all|none|class] [--at-end] [--theme light|dark] [--lang zh|en]`
///
/// Headless: draws with cairo in memory, so it needs no display, and the
/// same arguments give the same PNG bytes every time. The output's
/// extension chooses the format: PNG pixels, or SVG and PDF vectors of the
/// same drawing for slides.
///
///     $ taplab shot Layouts/000-overlapping-buttons.yaml -o shot.png --tap 200,300 --overlay walk,chain
///     wrote shot.png (780x940)
///     $ taplab shot Layouts/000-overlapping-buttons.yaml -o slide.png --tap 200,300 --overlay walk,chain --crop auto --aspect 16:9
///     wrote slide.png (1266x712)
struct ShotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shot",
        abstract: "Render a layout to a PNG, SVG or PDF (by the output's extension), headless, optionally after taps and with overlays.",
        discussion: """
            Overlays: \(OverlaySet.names.joined(separator: ", ")), or all. Taps and scripts run in virtual time; \
            every tap is marked, numbered in time order, and the walk and chain overlays show the last touch's hit test. \
            For slides: --crop auto keeps what the overlays talk about, --aspect grows that crop to the slide's \
            proportions (bars only where the screen itself is too narrow or too short for them) with the legend reduced to one line of swatches (--legend full for the prose), \
            --size WxH gives exact pixels with labels of at least 18 px on 1920x1080, --lang writes the words in English or Chinese.
            """)

    @OptionGroup var input: LayoutArgument
    var layout: String { input.layout }

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The picture to write: .png, .svg or .pdf; - writes SVG to standard output.", valueName: "FILE"))
    var output: String

    @Flag(help: "Replace the output even when it is a link, has other names (hard links) or is not a file TapLab wrote.")
    var force = false

    @Option(name: .customLong("tap"), parsing: .unconditionalSingleValue, help: ArgumentHelp("Tap at a screen point, written x,y (repeatable; taps are 0.5 s apart).", valueName: "x,y"))
    var taps: [ScreenPoint] = []

    @Flag(help: "Run the layout's own script first.")
    var script = false

    @Option(help: ArgumentHelp("Which touches' walks to draw: last (the last touch, at its moment) or each (one panel per touch, side by side, each at its own moment, titled 'tap N → VIEW').", valueName: "last|each"))
    var walk: ShotRequest.Walk = .last

    @Flag(name: .customLong("at-end"), help: "Draw the final state, after every touch has settled, with no walk (by default a picture shows the last touch at its hit test's moment).")
    var atEnd = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point, a whole number from 1 to \(Self.maxScale).", valueName: "S"))
    var scale: Int = 2

    @Option(parsing: .unconditional, help: ArgumentHelp("Exact output size in pixels; the crop grows to its proportions and the picture is scaled to fit.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("The legend: none; full (a sentence per overlay) or line (its swatches only; a slide's default with --aspect or --size); en or zh (its language, default the --lang one).", valueName: "none|full|line|en|zh"))
    var legend: String?

    @OptionGroup var picture: PictureArguments

    var composition: ShotComposition { picture.composition(legend: legend) }

    static let maxScale = 6
    static let sizeLimit = 8192

    func validate() throws {
        let language = picture.lang.language
        guard (1...Self.maxScale).contains(scale) else {
            throw ValidationError(OptionProblem.scale(most: Self.maxScale, given: scale).text(in: language))
        }
        try PictureOutput.validate(size: size, example: "1080x1920", language: language)
        do { try composition.validate() } catch { throw ValidationError(error.description(in: language)) }
    }

    private var overlays: Result<OverlaySet, OverlayListError> { picture.overlays() }

    func run() throws {
        let language = picture.lang.language
        if Self.isLayoutFile(output, input: layout) {
            Terminal.error(OutputProblem.layoutFile(path: output, .picture), language: language)
            throw ExitCode(1)
        }
        if let size = try PictureOutput.write(output, force: force, language: language, encoded) {
            Terminal.out(.wroteSized(path: output, size), language: language)
        }
    }

    /// The picture the command draws, in `format`'s bytes: what `run`
    /// writes, and what the gallery's teaching figures compare (one path
    /// from the arguments to the bytes: `ShotRequest`, as `TapLab.shot`).
    func encoded(_ format: PictureFormat) throws -> (data: Data, size: PixelSize) {
        let language = picture.lang.language
        let loaded = try input.load(language: language)
        do {
            return try request(for: loaded).encoded(loaded, format: format)
        } catch {
            switch error {
            case let .script(problem): Terminal.report([ExpectationChecker.scriptDiagnostic(problem, file: layout)], language: language)
            case let .layout(error): Terminal.report(error, language: language)
            case let .composition(error): Terminal.error(error.problem, language: language)
            case let .render(error), let .other(error): Terminal.error(failure: error, language: language)
            }
            throw ExitCode(1)
        }
    }

    /// The arguments as the library's request; a walk redrawn after the
    /// script is drawn on a copy built as `loaded` was (its assumptions too).
    private func request(for loaded: LoadedLayout) -> ShotRequest {
        var request = ShotRequest(taps: taps.map(\.point), overlays: (try? overlays.get()) ?? [])
        request.playsScript = script
        request.walk = walk
        request.atEnd = atEnd
        request.scale = scale
        request.size = size.flatMap(PixelSize.init)
        request.font = picture.font
        request.composition = composition
        request.reload = { try loaded.rebuilt() }
        return request
    }

    /// Whether `output` names the layout being drawn, or any `.yaml` file:
    /// a slip of `-o` must never turn a layout into a picture.
    static func isLayoutFile(_ output: String, input: String) -> Bool {
        let ext = (output as NSString).pathExtension.lowercased()
        if ext == "yaml" || ext == "yml" { return true }
        let a = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        let b = URL(fileURLWithPath: input).standardizedFileURL.resolvingSymlinksInPath()
        if a.path == b.path { return true }
        let files = FileManager.default
        guard let x = try? files.attributesOfItem(atPath: a.path), let y = try? files.attributesOfItem(atPath: b.path),
              let nx = x[.systemFileNumber] as? UInt64, let ny = y[.systemFileNumber] as? UInt64 else { return false }
        return nx == ny && (x[.systemNumber] as? UInt64) == (y[.systemNumber] as? UInt64)
    }
}

/// `--walk last|each`.
extension ShotRequest.Walk: ExpressibleByArgument {}
