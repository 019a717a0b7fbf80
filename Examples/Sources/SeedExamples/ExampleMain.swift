import Foundation
import TapLab

/// What each example executable runs. Without arguments it prints
/// `TapLab.trace(...).text` at every probe point, a blank line between them;
/// with `--window` it opens the interactive window on the scene, logging every
/// event (`--exit-after S` closes it after S seconds):
///
///     $ swift run --package-path Examples seed002-circle-button
///     hitTest at (195, 375)
///     main (195, 375) hitSubview -> round: subview root returned round
///     ...
///     $ xvfb-run -a Examples/.build/debug/seed002-circle-button --window --exit-after 30
public enum ExampleMain {
    public static func run(_ example: any SeedExample.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        let app = example.make()
        guard arguments.contains("--window") else {
            print(example.probes.map { TapLab.trace(app, at: $0).text }.joined(separator: "\n\n"))
            return
        }
        var exitAfter: TimeInterval?
        if let flag = arguments.firstIndex(of: "--exit-after") {
            guard flag + 1 < arguments.count, let seconds = TimeInterval(arguments[flag + 1]), seconds > 0 else {
                fail("--exit-after needs a number of seconds greater than 0, e.g. --exit-after 30")
            }
            exitAfter = seconds
        }
        do {
            try TapLab.run(app, title: example.title, notes: example.notes, log: true, exitAfter: exitAfter)
        } catch {
            fail("\(error)")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        exit(2)
    }
}
