import Foundation
import TapKit

/// One row of a timeline: a finger, a responder that received touches,
/// presses or motion, a gesture recognizer, a control, or a list (a table
/// or collection view's highlight and selection). Lanes are drawn
/// in this order of kinds, each kind in the order it first appears in the
/// log, so a diagram reads top to bottom as the pipeline runs.
///
/// A lane is its object, not its name: two views without an id print the
/// same log name (`UIView`) and still get a lane each.
struct TimelineLane: Hashable {
    enum Kind: Int, Comparable {
        case finger, recognizer, responder, control, list

        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    /// What the lane follows: a finger by its touch number, or an object by identity.
    enum Subject: Hashable {
        case finger(Int)
        case responder(ResponderID)
        case recognizer(RecognizerID)
    }

    var kind: Kind
    var subject: Subject
    /// The log's name for it (`B`, `tapA`), or the touch number of a finger.
    var name: String

    /// Finger `touch`'s lane.
    init(finger touch: Int) {
        (kind, subject, name) = (.finger, .finger(touch), String(touch))
    }

    /// A responder's lane (`kind`: responder, control or list).
    init(_ kind: Kind, _ responder: LoggedResponder) {
        (self.kind, subject, name) = (kind, .responder(responder.id), responder.name)
    }

    /// A recognizer's lane.
    init(_ recognizer: LoggedRecognizer) {
        (kind, subject, name) = (.recognizer, .recognizer(recognizer.id), recognizer.name)
    }

    /// The responder the lane follows, if it follows one.
    var responder: ResponderID? {
        if case let .responder(id) = subject { id } else { nil }
    }

    /// The recognizer the lane follows, if it follows one.
    var recognizer: RecognizerID? {
        if case let .recognizer(id) = subject { id } else { nil }
    }

    static func == (a: TimelineLane, b: TimelineLane) -> Bool { a.kind == b.kind && a.subject == b.subject }
    func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(subject)
    }
}
