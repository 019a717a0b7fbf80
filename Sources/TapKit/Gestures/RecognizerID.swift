/// A gesture recognizer's identity in event records: what viewers key its
/// last state by. Log names are for people and repeat (every unnamed tap
/// recognizer is `UITapGestureRecognizer`); the identity does not, for as
/// long as the recognizer lives, which the records that name it never
/// outlast in a viewer (a reload starts a new log).
///
///     let id = RecognizerID(tap)
///     EventRecord.Event.gesture(recognizer: tap.logName, state: .began, isDiscrete: true, id: id)
public struct RecognizerID: Hashable, Sendable {
    private let object: ObjectIdentifier

    public init(_ recognizer: UIGestureRecognizer) {
        object = ObjectIdentifier(recognizer)
    }
}
