import Foundation
import TapKit

/// The caption under a recording's frame: the time, and the event log's
/// last lines as they happen (SPEC 5 text). One touch's trip up the
/// responder chain is one line ("touchesBegan B → A → … → appDelegate"),
/// and repeats of a line fold into "×N" — lines that differ only in their
/// values too, written without them (`scroll list ×12`, SPEC 13); lines
/// logged since the frame before are marked new (drawn highlighted).
///
///     let records = [EventRecord(t: 0, .touches(.began, responder: "B", touches: [1])),
///                    EventRecord(t: 0, .touches(.began, responder: "A", touches: [1]))]
///     RecordingCaption(time: 0.1, records: records, newFrom: 1).lines.map(\.text)
///     // ["touchesBegan B → A"], new
public struct RecordingCaption: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        public var text: String
        public var repeats = 1
        public var isNew: Bool
    }

    /// How many lines a caption shows.
    public static let lineCount = 6

    /// Seconds since the recording began.
    public var time: TimeInterval
    /// Oldest first, at most `lineCount`.
    public var lines: [Line]

    /// The last lines of `records` (oldest first); records from index `newFrom` on are new.
    public init(time: TimeInterval, records: some Collection<EventRecord>, newFrom: Int) {
        self.time = time
        var chains: [(kind: EventRecord.Kind?, responders: [LoggedResponder], line: Line, folded: String)] = []
        for (i, record) in records.enumerated() {
            let isNew = i >= newFrom
            if case let .touches(_, responder, _) = record.event {
                if let last = chains.last, last.kind == record.kind, !last.responders.contains(where: { $0.id == responder.id }) {
                    chains[chains.count - 1].responders.append(responder)
                    chains[chains.count - 1].line.isNew = last.line.isNew || isNew
                } else {
                    chains.append((record.kind, [responder], Line(text: record.text, isNew: isNew), record.text))
                }
            } else {
                chains.append((nil, [], Line(text: record.text, isNew: isNew), record.textWithoutValues))
            }
        }
        var lines: [Line] = [], folded: [String] = []
        for chain in chains {
            var line = chain.line
            var key = chain.folded
            if let kind = chain.kind {
                line.text = kind.rawValue + " " + Self.shortened(chain.responders.map(\.name)).joined(separator: " → ")
                key = line.text
            }
            if let last = lines.last, folded.last == key {
                lines[lines.count - 1].repeats += 1
                lines[lines.count - 1].isNew = last.isNew || line.isNew
                if last.text != line.text { lines[lines.count - 1].text = key }
            } else {
                lines.append(line)
                folded.append(key)
            }
        }
        self.lines = Array(lines.suffix(Self.lineCount))
    }

    /// A long chain keeps its first two and its last responder.
    private static func shortened(_ chain: [String]) -> [String] {
        chain.count > 4 ? Array(chain.prefix(2)) + ["…", chain[chain.count - 1]] : chain
    }

    /// The line as drawn.
    static func text(of line: Line) -> String { line.repeats > 1 ? "\(line.text) ×\(line.repeats)" : line.text }
}
