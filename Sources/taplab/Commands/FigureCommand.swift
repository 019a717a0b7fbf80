import ArgumentParser
import Foundation
import TapKit
import TapLab
import TapLayout
import TapPicture

/// `taplab figure tree|flow|chain|states LAYOUT -o FILE.png|.svg|.pdf [--tap x,y | --on ID | --script] [--lang] [--theme] [--size] [--names]`:
/// the drawings teachers make by hand, from the reader's own layout or app
/// (SPEC 13, "Figures").
///
///     $ taplab figure tree Layouts/000-overlapping-buttons.yaml --tap 200,300 -o walk.pdf --lang zh
///     wrote walk.pdf (tree, 1 touch)
struct FigureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figure",
        abstract: "Draw a teaching figure from a layout or dump: tree, flow, chain or states.",
        discussion: """
            tree: the nested boxes beside the view tree, the walk numbered in call order on both, each visited view's verdict, \
            the return path in green. flow: the hitTest decision flowchart, each visited view's exit marked with its number. \
            chain: the hit view's responder chain as class-named boxes, what the touch reached drawn over it. \
            states: each recognizer's state machine, the states it went through lit and timed. \
            The touch is --tap, --on, or the last of the layout's own script.
            """)

    @Argument(help: ArgumentHelp("The figure: tree, flow, chain or states.", valueName: "kind"))
    var kind: FigureKind

    @OptionGroup var input: LayoutArgument
    var layout: String { input.layout }

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The picture to write: .png, .svg or .pdf; - writes SVG to standard output.", valueName: "FILE"))
    var output: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Tap at this screen point, written x,y.", valueName: "x,y"))
    var tap: ScreenPoint?

    @Option(help: ArgumentHelp("Tap the centre of the visible part of this view (id, dumped address, or a class only one view has).", valueName: "ID"))
    var on: String?

    /// SPEC 13 writes it as `shot` does: a flag for the layout's own script.
    @Flag(help: "Play the layout's own script first (the figure's touch is then its last, or --tap's); the default when neither --tap nor --on is given.")
    var script = false

    @OptionGroup var lang: TextLanguageOption

    @Option(help: ArgumentHelp("The paper: light (default, for print and pages) or dark (for a dark slide).", valueName: "light|dark"))
    var theme: PictureTheme = .light

    @Option(parsing: .unconditional, help: ArgumentHelp("Exact output size in pixels, the figure scaled to fit and centred, e.g. 1920x1080.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("How views are named: by id (walked, all, none) or with their class under it (class).", valueName: "walked|all|none|class"))
    var names: PictureNames = .walked

    @Option(help: ArgumentHelp("The font family for text (default DejaVu Sans, or TAPLAB_FONT); Chinese falls back to an installed CJK font.", valueName: "NAME"))
    var font: String?

    @Flag(help: "Replace the output even when it is a link, has other names (hard links) or is not a file TapLab wrote.")
    var force = false

    func validate() throws {
        if tap != nil, on != nil { throw ValidationError(OptionProblem.notBoth("--tap", "--on").text(in: lang.language)) }
        try PictureOutput.validate(size: size, language: lang.language)
    }

    func run() throws {
        let language = lang.language
        if let size = try PictureOutput.write(output, force: force, language: language, encoded) {
            Terminal.out(.wroteSized(path: output, size), language: language)
        }
    }

    func encoded(_ format: PictureFormat) throws -> (data: Data, size: PixelSize) {
        let language = lang.language
        let loaded = try input.load(language: language)
        var taps: [CGPoint] = tap.map { [$0.point] } ?? []
        if let on {
            switch loaded.tapTarget(on: on) {
            case let .success(target): taps = [target.point]
            case let .failure(error):
                Terminal.error(CommandProblem.onTarget(error.problem), at: layout, language: language)
                throw ExitCode(1)
            }
        }
        // A tap asked for is the figure's touch; the layout's own script plays before it with --script, alone without a tap.
        let steps = script || taps.isEmpty ? loaded.script : []
        do {
            let style = FigureStyle(theme: theme, size: size.flatMap(PixelSize.init), names: names)
            return try TapLab.encodeFigure(kind, loaded: loaded, reload: { try loaded.rebuilt() }, steps: steps, taps: taps,
                                           title: loaded.title, language: language, style: style, fonts: try FontSet(family: font),
                                           format: format, scriptName: layout)
        } catch {
            Terminal.error(failure: error, language: language)
            throw ExitCode(1)
        }
    }
}

extension FigureKind: ExpressibleByArgument {}
