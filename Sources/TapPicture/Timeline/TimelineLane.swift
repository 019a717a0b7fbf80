import Foundation

/// One row of a timeline: a finger, a responder that received touches,
/// presses or motion, a gesture recognizer, a control, or a list (a table
/// or collection view's highlight and selection). Lanes are drawn
/// in this order of kinds, each kind in the order it first appears in the
/// log, so a diagram reads top to bottom as the pipeline runs.
struct TimelineLane: Equatable, Hashable {
    enum Kind: Int, Comparable {
        case finger, recognizer, responder, control, list

        static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }
    }

    var kind: Kind
    /// The log's name for it (`B`, `tapA`), or the touch number of a finger.
    var name: String
}
