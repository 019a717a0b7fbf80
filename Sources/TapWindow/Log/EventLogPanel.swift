import TapKit

/// The event log as the window's panel shows it, so a gesture reads in a
/// few lines instead of a screenful. A delivery that travels up the
/// responder chain (`touchesMoved photo`, `touchesMoved root`, …
/// `touchesMoved appDelegate`: UIResponder's default `touches*` pass the
/// touch to `next`) is one line, the chain joined by arrows; identical lines
/// in a row are one line with a count. Lines of a kind can be hidden
/// (`LogFilter`), and the panel can be scrolled back while new lines keep
/// coming: it then stays on the lines being read.
///
/// ```swift
/// var panel = EventLogPanel()
/// for _ in 1...6 { for r in ["root", "appDelegate"] { panel.append(EventRecord(t: 0, .touches(.moved, responder: r, touches: [1]))) } }
/// panel.lines.map(\.displayText)   // ["touchesMoved root → appDelegate ×6"]
/// ```
public struct EventLogPanel {
    /// How many lines the panel keeps.
    public static let capacity = 1000

    public private(set) var lines: [LogLine] = []
    /// The kinds hidden; none at first.
    public private(set) var hidden: Set<LogFilter> = []
    /// How many shown lines the newest is below the panel's last line; 0
    /// follows the log as it grows.
    public private(set) var scrollBack = 0
    /// The delivery the last line holds, while more of its chain may come.
    private var chain: (phase: EventRecord.Event.Phase, touches: [Int], responders: [LoggedResponder])?

    public init() {}

    /// The lines the filters let through, oldest first.
    public var shownLines: [LogLine] { lines.filter(isShown) }

    private func isShown(_ line: LogLine) -> Bool { line.filter.map { !hidden.contains($0) } ?? true }

    public mutating func append(_ record: EventRecord) {
        guard case let .touches(phase, responder, touches) = record.event else {
            chain = nil
            add(LogLine(text: record.text, kind: record.kind, filter: LogFilter(record.event)))
            return
        }
        if var open = chain, open.phase == phase, open.touches == touches, !open.responders.contains(responder) {
            // The same delivery one responder further up: the last line grows.
            takeBackLast()
            open.responders.append(responder)
            chain = open
        } else {
            chain = (phase, touches, [responder])
        }
        let responders = (chain?.responders ?? []).map(\.name)
        add(LogLine(text: "touches\(phase.rawValue) " + responders.joined(separator: " → "), kind: record.kind, filter: .touches,
                    chain: responders))
    }

    /// Adds a line, or counts it on the last one when they are the same.
    private mutating func add(_ line: LogLine) {
        if let last = lines.last, last.text == line.text, last.kind == line.kind {
            lines[lines.count - 1].count += 1
            return
        }
        lines.append(line)
        if scrollBack > 0, isShown(line) { scrollBack += 1 }
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
    }

    /// Removes the open chain from the last line, before it grows.
    private mutating func takeBackLast() {
        guard let last = lines.last else { return }
        if last.count > 1 {
            lines[lines.count - 1].count -= 1
        } else {
            lines.removeLast()
            if scrollBack > 0, isShown(last) { scrollBack -= 1 }
        }
    }

    /// Hides the kind when shown, shows it when hidden.
    public mutating func toggle(_ filter: LogFilter) {
        if hidden.contains(filter) { hidden.remove(filter) } else { hidden.insert(filter) }
        scrollBack = min(scrollBack, shownLines.count)
    }

    /// The lines on a panel with room for `visible`, oldest first.
    public func page(visible: Int) -> ArraySlice<LogLine> {
        let shown = shownLines
        let end = shown.count - min(scrollBack, max(0, shown.count - visible))
        return shown[max(0, end - max(0, visible))..<end]
    }

    /// Scrolls back (positive) or forward (negative) by `lines`, on a panel
    /// with room for `visible`: never past the oldest line or the newest.
    public mutating func scroll(by lines: Int, visible: Int) {
        let furthest = max(0, shownLines.count - max(0, visible))
        scrollBack = min(max(scrollBack + lines, 0), furthest)
    }

    /// Forgets every line (another layout opened); the filters stay.
    public mutating func removeAll() {
        lines = []
        chain = nil
        scrollBack = 0
    }
}
