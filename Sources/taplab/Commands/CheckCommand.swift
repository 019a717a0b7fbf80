import ArgumentParser
import Foundation
import TapExplain
import TapLayout

/// `taplab check [PATH...]`: validate layouts and run their expectations.
///
///     $ taplab check Layouts
///     ok   Layouts/000-overlapping-buttons.yaml (4 expectations)
///     ...
///     12 passed, 0 failed
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate layout files and run their expectations (default: Layouts).")

    @Argument(help: "Layout files or folders of them, or view-hierarchy dumps (recursiveDescription, TapLabDump JSON).")
    var paths: [String] = ["Layouts"]

    @OptionGroup var lang: MessageLanguageOption

    func run() throws {
        let language = lang.language
        var files: [String] = []
        var missing = false
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let problem = LayoutLoader.pathProblem(path, folderToo: true).map(CommandProblem.unreadable) ?? .noSuchFileOrFolder
                Terminal.report([LayoutDiagnostic(file: path, line: 1, column: 1, problem: problem)], language: language)
                missing = true
                continue
            }
            if isDirectory.boolValue {
                let found = LayoutsFolder.layoutFiles(in: path)
                if found.isEmpty {
                    Terminal.error(CommandProblem.noLayoutFilesToCheck, at: path, language: language)
                    missing = true
                }
                files += found
            } else {
                files.append(path)
            }
        }
        var passed = 0, failed = 0
        for file in files {
            let problems: [LayoutDiagnostic]
            var count = 0
            do {
                let layout = try LayoutLoader.load(path: file)
                count = layout.expectations.count
                Terminal.report(layout.warnings, language: language)
                problems = ExpectationChecker.check(layout)
            } catch {
                problems = error.diagnostics
            }
            if problems.isEmpty {
                passed += 1
                Terminal.out(.checkPassed(file: file, expectations: count), language: language)
            } else {
                failed += 1
                Terminal.out(.checkFailed(file: file), language: language)
                Terminal.report(problems, language: language)
            }
        }
        Terminal.out(.checkSummary(passed: passed, failed: failed), language: language)
        if failed > 0 || missing || files.isEmpty { throw ExitCode(1) }
    }
}
