/// Who a record or a delivery fact is about: the object, by identity, and
/// the name the log prints for it (SPEC 5).
///
/// Log names are for people and repeat — every view without an id from
/// Swift code is `UIView`, every unnamed tap `UITapGestureRecognizer` —
/// so viewers key what they keep (a timeline's lanes, a recognizer's last
/// state, `--why`'s targets) by `id`, and print `name`. An identity is
/// valid for as long as its object lives, which the records that carry it
/// never outlast in a viewer (a reload starts a new log).
///
///     let subject = button.logged         // Logged<ResponderID>
///     "\(subject)"                        // "button1"
public struct Logged<ID: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    public let id: ID
    public let name: String

    public init(id: ID, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name }
}

/// A responder's identity (a view, a view controller, a window, the
/// application or its delegate).
public struct ResponderID: Hashable, Sendable {
    private let object: ObjectIdentifier

    public init(_ responder: UIResponder) {
        object = ObjectIdentifier(responder)
    }
}

public typealias LoggedResponder = Logged<ResponderID>
public typealias LoggedRecognizer = Logged<RecognizerID>

extension UIResponder {
    /// This responder as records name it.
    public var logged: LoggedResponder { Logged(id: ResponderID(self), name: logName) }

    /// Whether `subject` is this responder.
    public func isSubject(of subject: LoggedResponder) -> Bool { subject.id == ResponderID(self) }
}

extension UIGestureRecognizer {
    /// This recognizer as records name it.
    public var logged: LoggedRecognizer { Logged(id: RecognizerID(self), name: logName) }
}
