import ArgumentParser
import Foundation
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

    func run() throws {
        var files: [String] = []
        var missing = false
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                Terminal.err("\(path):1:1: error: \(LayoutLoader.pathProblem(path, expecting: "file or folder") ?? "no such file or folder")")
                missing = true
                continue
            }
            if isDirectory.boolValue {
                let found = LayoutsFolder.layoutFiles(in: path)
                if found.isEmpty {
                    Terminal.err("\(path): error: no layout files in this folder (check reads .yaml and .yml files; give a dump by its own path)")
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
                for warning in layout.warnings { Terminal.err(warning.description) }
                problems = ExpectationChecker.check(layout)
            } catch {
                problems = error.diagnostics
            }
            if problems.isEmpty {
                passed += 1
                Terminal.out("ok   \(file) (\(count) expectation\(count == 1 ? "" : "s"))")
            } else {
                failed += 1
                Terminal.out("FAIL \(file)")
                for p in problems { Terminal.err(p.description) }
            }
        }
        Terminal.out("\(passed) passed, \(failed) failed")
        if failed > 0 || missing || files.isEmpty { throw ExitCode(1) }
    }
}
