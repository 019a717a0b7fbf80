import ArgumentParser
import Foundation
import TapExplain
import TapKit
import TapLab
import TapLayout
import TapPicture

/// `taplab timeline LAYOUT -o FILE.svg|.pdf|.png [--script FILE] [--lang zh|en] [--theme light|dark] [--font NAME] [--size WxH]
///  [--lanes all|touched]`:
/// the script's event log as a sequence diagram (SPEC 4), drawn by the same
/// code as `TapLab.timeline`.
///
///     $ taplab timeline Layouts/001-gesture-puzzle.yaml -o puzzle.svg
///     wrote puzzle.svg (1032x431)
struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draw a layout's touch script as a sequence diagram (one lane per finger, recognizer, responder, control).",
        discussion: """
            A script too long for one picture is cut into pages where no finger is down, each a whole diagram of its \
            stretch at the same scale: a PDF gets a page each, a PNG or SVG has them one under the other.
            """)

    @OptionGroup var input: LayoutArgument
    var layout: String { input.layout }

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The picture to write: .png, .svg or .pdf; - writes SVG to standard output.", valueName: "FILE"))
    var output: String

    @Option(help: ArgumentHelp("A script file to run instead of the layout's own script.", valueName: "FILE"))
    var script: String?

    @OptionGroup var lang: LanguageOption<DiagramWordsHelp>

    @Option(help: ArgumentHelp("The paper: light (default, for print and pages) or dark (for a dark slide).", valueName: "light|dark"))
    var theme: PictureTheme = .light

    @Option(help: ArgumentHelp("The font family for text (default DejaVu Sans, or TAPLAB_FONT); Chinese falls back to an installed CJK font.", valueName: "NAME"))
    var font: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Exact output size in pixels, the diagram scaled to fit and centred, e.g. 1920x1080.", valueName: "WxH"))
    var size: String?

    @Option(help: ArgumentHelp("Which responders get lanes: all, or touched (leaves out those that only pass touches on through next).", valueName: "all|touched"))
    var lanes: TimelineStyle.Lanes = .all

    @Option(help: ArgumentHelp("How lanes are named: walked or all (ids), class (UIKit's class beside the id: UIView B, UIApplication application) or none.", valueName: "walked|all|none|class"))
    var names: PictureNames = .walked

    @Flag(help: "Replace the output even when it is a link, has other names (hard links) or is not a file TapLab wrote.")
    var force = false

    func validate() throws {
        try PictureOutput.validate(size: size, language: lang.language)
    }

    func run() throws {
        if try PictureOutput.write(output, force: force, language: lang.language, encoded) != nil {
            Terminal.out(.wrote(path: output), language: lang.language)
        }
    }

    /// The diagram the command draws, in `format`'s bytes: what `run`
    /// writes, and what the gallery's lesson slides compare.
    func encoded(_ format: PictureFormat) throws -> (data: Data, size: PixelSize) {
        let language = lang.language
        let loaded = try input.load(language: language)
        let steps = try ScriptSteps.load(script, for: loaded, language: language)
        guard !steps.isEmpty else {
            Terminal.say(CommandProblem.noScriptSteps(.draw), at: script ?? layout, language: language)
            throw ExitCode(1)
        }
        do {
            let style = TimelineStyle(theme: theme, size: size.flatMap(PixelSize.init), lanes: lanes, names: names)
            return try TapLab.encodeTimeline(steps, on: loaded.application, title: loaded.title, language: language, style: style,
                                             fonts: try FontSet(family: font), format: format, scriptName: script ?? layout)
        } catch {
            Terminal.error(failure: error, language: language)
            throw ExitCode(1)
        }
    }
}

extension TimelineStyle.Lanes: ExpressibleByArgument {}
