import Foundation
import TapKit

/// Records written by hand in tests name real objects: one view or
/// recognizer per name, kept for the whole test run, so the same name is the
/// same identity in every record that uses it, as in a played log.
///
///     EventRecord(t: 0, .hitTest(touch: 1, view: .named("photo"), walk: nil))
extension Logged where ID == ResponderID {
    public static func named(_ name: String) -> LoggedResponder { NamedObjects.shared.view(name).logged }
}

extension Logged where ID == RecognizerID {
    public static func named(_ name: String) -> LoggedRecognizer { NamedObjects.shared.recognizer(name).logged }
}

private final class NamedObjects: @unchecked Sendable {
    static let shared = NamedObjects()
    private let lock = NSLock()
    private var views: [String: UIView] = [:]
    private var recognizers: [String: UIGestureRecognizer] = [:]

    func view(_ name: String) -> UIView {
        lock.lock()
        defer { lock.unlock() }
        if let view = views[name] { return view }
        let view = UIView(frame: .zero)
        view.identifier = name
        views[name] = view
        return view
    }

    func recognizer(_ name: String) -> UIGestureRecognizer {
        lock.lock()
        defer { lock.unlock() }
        if let recognizer = recognizers[name] { return recognizer }
        let recognizer = UITapGestureRecognizer()
        recognizer.name = name
        recognizers[name] = recognizer
        return recognizer
    }
}
