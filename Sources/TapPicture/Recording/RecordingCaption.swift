import Foundation

/// The caption under a recording's frame: the time, and the event log's
/// last lines as they happen (SPEC 5 text). One touch's trip up the
/// responder chain is one line ("touchesBegan B → A → … → appDelegate"),
/// and repeats of a line fold into "×N" (a drag's touchesMoved); lines
/// logged since the frame before are marked new (drawn highlighted).
///
///     RecordingCaption(time: 0.1, log: ["hitTest 1 -> B", "touchesBegan B", "touchesBegan A"], newFrom: 1).lines.map(\.text)
///     // ["hitTest 1 -> B", "touchesBegan B → A"], the second new
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

    /// The last lines of `log` (oldest first); lines from index `newFrom` on are new.
    public init(time: TimeInterval, log: [String], newFrom: Int) {
        self.time = time
        var chains: [(verb: String?, responders: [String], line: Line)] = []
        for (i, text) in log.enumerated() {
            let words = text.split(separator: " ").map(String.init)
            let isNew = i >= newFrom
            if words.count == 2, words[0].hasPrefix("touches"), let last = chains.last, last.verb == words[0],
               !last.responders.contains(words[1]) {
                chains[chains.count - 1].responders.append(words[1])
                chains[chains.count - 1].line.isNew = last.line.isNew || isNew
            } else {
                let verb = words.count == 2 && words[0].hasPrefix("touches") ? words[0] : nil
                chains.append((verb, verb == nil ? [] : [words[1]], Line(text: text, isNew: isNew)))
            }
        }
        var lines: [Line] = []
        for chain in chains {
            var line = chain.line
            if let verb = chain.verb { line.text = verb + " " + Self.shortened(chain.responders).joined(separator: " → ") }
            if let last = lines.last, last.text == line.text {
                lines[lines.count - 1].repeats += 1
                lines[lines.count - 1].isNew = last.isNew || line.isNew
            } else {
                lines.append(line)
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
