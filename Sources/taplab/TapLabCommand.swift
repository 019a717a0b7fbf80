import ArgumentParser

/// `taplab`: see how UIKit finds and delivers a touch.
@main
struct TapLabCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "taplab",
        abstract: "See how UIKit finds and delivers a touch: hit testing, the responder chain, gestures.",
        subcommands: [RunCommand.self, TraceCommand.self, ReplayCommand.self, CheckCommand.self, ShotCommand.self, TimelineCommand.self, RecordCommand.self,
                      GalleryCommand.self, ImportCommand.self, NewCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
