import TapKit

/// The kinds of event-log line the window's log panel can hide, each on a
/// key in the help line. Read from the record's typed event, so a new
/// record kind has to be placed here to compile. Presses and motion
/// (shake) are few and always shown.
public enum LogFilter: CaseIterable, Sendable {
    /// Hit tests and `touches*` deliveries.
    case touches
    /// Recognizer states, their actions, broken waits.
    case gestures
    /// Control events (`touchUpInside`), and a list's highlight and
    /// selection lines: what a tap ended as.
    case controls
    /// A scroll view's `contentOffset` changes.
    case scroll

    /// The filter a record falls under; nil for the kinds always shown.
    public init?(_ event: EventRecord.Event) {
        switch event {
        case .hitTest, .touches: self = .touches
        case .gesture, .action, .stopsWaiting: self = .gestures
        case .control, .list: self = .controls
        case .scroll: self = .scroll
        case .presses, .motion: return nil
        }
    }

    /// Its key in the help line (after the view toggles 1–5).
    public var key: String {
        switch self {
        case .touches: "6"
        case .gestures: "7"
        case .controls: "8"
        case .scroll: "9"
        }
    }
}
