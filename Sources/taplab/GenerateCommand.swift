import ArgumentParser
import Foundation
import TapLayout
import TapPicture

/// `taplab generate stress --kind balanced|flat|deep --views N -o FILE`
///
/// Writes a big generated layout (see `StressLayout`) for benchmarks and
/// scale tests; `make bench` generates its stress set into .build/stress.
///
///     $ taplab generate stress --kind balanced --views 10000 -o .build/stress/balanced-10k.yaml
///     wrote .build/stress/balanced-10k.yaml (10101 views, 100 groups x 100 leaves)
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate layouts (stress layouts for benchmarks).",
        subcommands: [StressCommand.self])

    struct StressCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stress",
            abstract: "Write a generated stress layout: a balanced tree, flat siblings or a deep chain.",
            discussion: """
                balanced: √N groups of √N leaves; flat: N siblings; deep: a chain N views deep. Buttons, \
                labels, hidden and transparent views, hit insets and shapes, transforms, recognizers, \
                scroll views and custom hit rules are mixed in on a fixed share of the views.
                """)

        @Option(help: ArgumentHelp("balanced, flat or deep.", valueName: "KIND"))
        var kind: String = "balanced"

        @Option(help: ArgumentHelp("How many views (besides the root).", valueName: "N"))
        var views: Int = 10_000

        @Option(help: ArgumentHelp("Put a script of this many taps at random points in the layout.", valueName: "N"))
        var taps: Int = 0

        @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The file to write.", valueName: "FILE"))
        var output: String

        @Flag(help: "Replace the output even when it is a link, has other names (hard links) or is not a file TapLab wrote.")
        var force = false

        func validate() throws {
            guard StressLayout.Kind(rawValue: kind) != nil else {
                throw ValidationError("--kind must be one of \(StressLayout.Kind.allCases.map(\.rawValue).joined(separator: ", ")), not '\(kind)'")
            }
            guard (1...200_000).contains(views) else { throw ValidationError("--views must be 1...200000, not \(views)") }
            guard (0...100_000).contains(taps) else { throw ValidationError("--taps must be 0...100000, not \(taps)") }
        }

        func run() throws {
            let layout = StressLayout(kind: StressLayout.Kind(rawValue: kind)!, views: views, taps: taps)
            let directory = (output as NSString).deletingLastPathComponent
            if !directory.isEmpty { try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
            do { try SafeFile.write(Data(layout.yaml().utf8), to: output, force: force) } catch {
                Terminal.err("error: \(error)")
                throw ExitCode(1)
            }
            let shape = layout.kind == .balanced ? ", \(layout.shape.groups) groups x \(layout.shape.leaves) leaves" : ""
            Terminal.out("wrote \(output) (\(layout.viewCount) views\(shape))")
        }
    }
}
