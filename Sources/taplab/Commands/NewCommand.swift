import ArgumentParser
import Foundation

/// `taplab new NAME [--path DIR] [--taplab DIR]`
///
/// Creates a playground package: a program that depends on this TapLab
/// checkout by path, subclasses `UIButton` with its own
/// `point(inside:with:)` and opens the window on it (SPEC 10), so the first
/// step from "I have an override" to seeing it hit-tested is `swift run`.
///
///     $ taplab new Hello --path /tmp
///     created /tmp/Hello, a TapLab playground depending on /work/TapLab:
///       /tmp/Hello/Package.swift
///       ...
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a playground package that uses TapLab from Swift.",
        discussion: """
            Writes NAME/Package.swift (depending on this TapLab checkout by absolute path), \
            NAME/Sources/NAME/main.swift (a UIButton subclass overriding point(inside:with:), \
            traced and opened in the window; `--shot FILE` writes a PNG instead), README.md and \
            .gitignore. Then: cd NAME && swift run. A NAME that is not a Swift module name, or that \
            TapLab's packages or its checkout's folder already have, exits 64; a folder NAME that exists \
            and is not empty exits 1, untouched.
            """)

    @Argument(help: ArgumentHelp("The package's name, also its folder and executable: letters, digits and _, not starting with a digit, and not a name TapLab's packages or its checkout's folder already have.",
                                 valueName: "NAME"))
    var name: String

    @Option(help: ArgumentHelp("Create NAME inside this folder.", valueName: "DIR"))
    var path: String = "."

    @Option(help: ArgumentHelp("The TapLab checkout to depend on (default: the one this taplab was built from).",
                               valueName: "DIR"))
    var taplab: String?

    @OptionGroup var lang: MessageLanguageOption

    /// A bad NAME is a usage error (exit 64); a checkout that cannot be
    /// found is reported by `run()` (exit 1).
    func validate() throws {
        if let problem = PlaygroundTemplate.nameProblem(name) { throw ValidationError(problem.text(in: lang.language)) }
        if let root = try? PlaygroundTemplate.packageRoot(given: taplab),
           let problem = PlaygroundTemplate.checkoutNameProblem(name, checkout: root) {
            throw ValidationError(problem.text(in: lang.language))
        }
    }

    func run() throws {
        let language = lang.language
        let root: String
        do { root = try PlaygroundTemplate.packageRoot(given: taplab) } catch {
            Terminal.error(failure: error, language: language)
            throw ExitCode(1)
        }
        let folder = URL(fileURLWithPath: path).appendingPathComponent(name).standardizedFileURL.path
        do {
            let written = try PlaygroundTemplate(name: name, taplabRoot: root).write(into: folder)
            Terminal.out(.createdPlayground(folder: folder, root: root), language: language)
            for file in written { Terminal.out("  \(file)") }
            Terminal.out(.playgroundNext(folder: folder, name: name), language: language)
        } catch {
            Terminal.error(failure: error, language: language)
            throw ExitCode(1)
        }
    }
}
