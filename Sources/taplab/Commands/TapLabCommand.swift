import ArgumentParser
import Foundation
import TapFiles
import TapPicture

/// `taplab`: see how UIKit finds and delivers a touch.
@main
struct TapLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "taplab",
        abstract: "See how UIKit finds and delivers a touch: hit testing, the responder chain, gestures.",
        subcommands: [RunCommand.self, TraceCommand.self, ReplayCommand.self, CheckCommand.self, ShotCommand.self, TimelineCommand.self, RecordCommand.self,
                      GalleryCommand.self, ImportCommand.self, NewCommand.self, FigureCommand.self],
        defaultSubcommand: RunCommand.self
    )

    /// Every command but the window removes its temporary files when a
    /// signal stops it (`SignalCleanup`); the window leaves SIGINT and
    /// SIGTERM to SDL, which turns them into a quit that saves its work.
    ///
    /// Standard output and error are watched from the start: a write
    /// either refuses ends the command with a message and exit 1
    /// (`Terminal+Streams.swift`), in the command's `--lang` once parsed.
    static func main() {
        Terminal.watchStandardStreams()
        do {
            var command = try parseAsRoot()
            if let chooser = command as? any MessageLanguageChoosing { Terminal.language = chooser.messageLanguage }
            if command is RunCommand {
                // A shell starts a background job (`taplab run … &`) with
                // SIGINT ignored, and SDL keeps a signal ignored rather than
                // turn it into a quit: put it back so that Ctrl+C, or a
                // script's `kill -INT`, closes the window as it should.
                signal(SIGINT, SIG_DFL)
            } else {
                SignalCleanup.install()
                ProcessLifetime.keepsUntilExit = true
            }
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
