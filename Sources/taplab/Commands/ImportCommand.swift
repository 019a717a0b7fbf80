import ArgumentParser
import Foundation
import TapFiles
import TapExplain
import TapLayout
import TapPicture

/// `taplab import DUMP [-o FILE.yaml]`: a view-hierarchy dump (SPEC 9) as a
/// layout file to read, edit and keep.
///
///     $ taplab import dump.txt -o login.yaml
///     login.yaml: 14 views from dump.txt (recursiveDescription)
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a view-hierarchy dump (recursiveDescription or TapLabDump JSON) as a layout file.")

    @Argument(help: "The dump: recursiveDescription's text as pasted, or TapLabDump's JSON.")
    var dump: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the layout here instead of to stdout.", valueName: "FILE.yaml"))
    var output: String?

    @Flag(help: "Replace the output even when it is a link, has other names (hard links), is not a layout TapLab imported or was edited since.")
    var force = false

    @Option(name: .customLong("assume"),
            help: ArgumentHelp("A value the dump did not print, written into the layout as known (repeatable): contentSize=W,H, recognizers=none, interaction, exclusiveTouch, multipleTouch, hidden (true|false), alpha.",
                               valueName: "ID.PROPERTY=VALUE"))
    var assume: [String] = []

    @OptionGroup var lang: MessageLanguageOption

    func run() throws {
        let language = lang.language
        var assumptions: [Assumption] = []
        for text in assume {
            do { assumptions.append(try Assumption(parsing: text)) } catch {
                Terminal.error(error, language: language)
                throw ExitCode(1)
            }
        }
        let text: String
        do { text = try LayoutLoader.readText(path: dump) } catch {
            Terminal.report(error, language: language)
            throw ExitCode(1)
        }
        guard DumpReader.isDump(text) else {
            let problem: any Worded = ForeignPaste.detect(text).map(LoaderProblem.foreignPaste) ?? CommandProblem.notADump
            Terminal.report([LayoutDiagnostic(file: dump, line: 1, column: 1, problem: problem)], language: language)
            throw ExitCode(1)
        }
        let imported: DumpReader.ImportedLayout
        let loaded: LoadedLayout
        do {
            imported = try DumpReader.importLayout(text, file: dump, assuming: assumptions)
        } catch {
            Terminal.report(error, language: language)
            throw ExitCode(1)
        }
        // A layout over the loader's limit would be refused naming the
        // output, a file never written: say so at the dump, with the limit.
        let bytes = imported.text.utf8.count
        guard bytes <= LayoutLoader.maxFileBytes else {
            let problem = CommandProblem.importTooLarge(bytes: bytes, limit: LayoutLoader.maxFileBytes)
            Terminal.report([LayoutDiagnostic(file: dump, line: 1, column: 1, problem: problem)], language: language)
            throw ExitCode(1)
        }
        do {
            // What is written must load: the same check `taplab check` makes.
            loaded = try LayoutLoader.load(text: imported.text, file: output ?? CommandStatus.importedLayoutName.text(in: language))
        } catch {
            Terminal.report(error, language: language)
            throw ExitCode(1)
        }
        Terminal.report(imported.warnings, language: language)
        guard let output, output != Terminal.standardStream else {
            Terminal.write(Data(imported.text.utf8), to: .output)
            return
        }
        let source = URL(fileURLWithPath: dump).standardizedFileURL.resolvingSymlinksInPath()
        let target = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        guard source != target else {
            Terminal.error(CommandProblem.importOverDump, at: output, language: language)
            throw ExitCode(1)
        }
        if !force, let problem = Self.refusalToReplace(output) {
            Terminal.error(problem, language: language)
            throw ExitCode(1)
        }
        try Terminal.write(Data(imported.text.utf8), to: output, force: force, language: language)
        let views = loaded.objects.values.filter { $0.view.map(loaded.provenance.isFromDump) ?? false }.count
        Terminal.say(CommandStatus.imported(views: views, dump: dump, format: imported.format.rawValue), at: output, language: language)
    }

    /// Why a layout TapLab imported before may not be replaced: someone
    /// edited it since (its checksum no longer matches), or it is too old
    /// to say. Other files are `SafeFile`'s to judge.
    static func refusalToReplace(_ output: String) -> CommandProblem? {
        guard let data = FileManager.default.contents(atPath: output),
              data.starts(with: Data(TapLabSignature.importedLayout.utf8)) else { return nil }
        switch ImportChecksum.state(of: String(decoding: data, as: UTF8.self)) {
        case .unedited:
            return nil
        case .edited:
            return .importedLayoutEdited(path: output)
        case .unknown:
            return .importedLayoutTooOld(path: output)
        }
    }
}
