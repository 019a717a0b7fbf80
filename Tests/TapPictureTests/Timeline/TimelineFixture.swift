import Foundation
import TapKit
import TapLayout
@testable import TapPicture

/// Timelines of the gallery's layouts, played as `taplab timeline` plays
/// them: the layout's own script from time 0, then the settle time.
enum TimelineFixture {
    static func facts(_ file: String) throws -> TimelineFacts {
        let loaded = try RenderFixture.layout(file: file)
        return try facts(loaded)
    }

    static func facts(_ loaded: LoadedLayout) throws -> TimelineFacts {
        let timeline = try ScriptTimeline(loaded.script)
        let log = try ScriptRunner.run(loaded.script, on: loaded.application)
        let input = timeline.actions.flatMap { _, action -> [TouchInput] in
            if case let .touches(inputs) = action { inputs } else { [] }
        }
        return TimelineFacts(records: log.records, input: input, application: loaded.application,
                             end: timeline.endTime + ScriptRunner.settleTime, decisions: log.facts)
    }

    static func diagram(_ file: String) throws -> TimelineDiagram { TimelineDiagram(try facts(file)) }

    /// The first record's time whose text line is `line` (what a reader of the log would look for).
    static func time(of line: String, in facts: TimelineFacts, after: TimeInterval = -1) -> TimeInterval? {
        facts.records.first { $0.t > after && $0.text == line }?.t
    }

    /// Every gallery layout that has a script.
    static func galleryLayoutsWithScripts() throws -> [String] {
        let folder = RenderFixture.repositoryRoot.appendingPathComponent("Layouts")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
            .filter { !(try RenderFixture.layout(file: $0).script.isEmpty) }
    }
}

/// Lanes as a reader of a played gallery layout finds them: by kind and
/// log name (the layouts give every object its own id).
extension TimelineDiagram {
    func lane(_ kind: TimelineLane.Kind, named name: String) -> TimelineLane? {
        lanes.first { $0.isLane(kind, named: name) }
    }
}

extension TimelineLane {
    func isLane(_ kind: Kind, named name: String) -> Bool { self.kind == kind && self.name == name }
}
