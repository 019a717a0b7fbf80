import TapKit

/// One line of the window's event-log panel: a record's text, or a whole
/// responder-chain delivery on one line (`touchesMoved root → appDelegate`),
/// and how many identical ones came in a row.
public struct LogLine: Equatable {
    public var text: String
    /// The first record's kind (the panel colours by it).
    public var kind: EventRecord.Kind
    /// The filter that hides it; nil when it is always shown.
    public var filter: LogFilter?
    /// For a chain: the responders it went through, in order.
    public var chain: [String] = []
    public var count = 1

    /// What the panel writes: `touchesMoved root → appDelegate ×6`.
    public var displayText: String { text + countSuffix }

    /// The same with the middle of a long chain left out, for a narrow
    /// panel, so the count at the end stays in sight:
    /// `touchesMoved photo2 → root → … → appDelegate ×6`.
    public var shortText: String {
        guard chain.count > 3, let method = text.split(separator: " ").first, let last = chain.last else { return displayText }
        return "\(method) \(chain[0]) → \(chain[1]) → … → \(last)" + countSuffix
    }

    private var countSuffix: String { count > 1 ? " ×\(count)" : "" }
}
