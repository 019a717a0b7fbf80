import Foundation
import TapKit

/// What a figure is drawn from, read from the application once, so the
/// drawings know TapLab's facts and not UIKit's objects: the view tree, one
/// touch's walk through it, the hit view's responder chain with what the
/// log says each responder received, and each recognizer's states.
public struct FigureFacts {
    /// A view of the tree, parents before children.
    public struct Node: Equatable {
        public var id: String
        public var className: String
        /// Its frame on the screen (the box of the nested-boxes panel).
        public var screenFrame: CGRect
        public var parent: Int?
        public var children: [Int] = []
        /// Its place in the walk's call order (1-based), nil when never asked.
        public var visit: Int?
        public var verdict: HitTestTrace.Verdict?
        /// What its `hitTest` returned (an id), nil for nil.
        public var returned: String?
    }

    /// One responder of the chain, from the hit view to the app delegate.
    public struct Link: Equatable {
        public enum Kind: Equatable { case view, viewController, window, application, appDelegate }
        public var name: String
        public var className: String
        public var kind: Kind
        /// The `touches*` methods the log says it ran, in order.
        public var received: [EventRecord.Event.Phase] = []
    }

    /// One recognizer's life in the script.
    public struct Recognizer: Equatable {
        public var name: String
        public var className: String
        public var isDiscrete: Bool
        /// The states it reported, with their times (script seconds).
        public var states: [(state: UIGestureRecognizer.State, t: TimeInterval)]
        /// The recognizers it must wait for to fail (`require(toFail:)`).
        public var waitsFor: [String] = []
        /// The recognizer whose recognizing made this one fail last (it was
        /// prevented, or it waited for that one to fail): the pipeline's reason.
        public var lostTo: String?

        public static func == (a: Recognizer, b: Recognizer) -> Bool {
            a.name == b.name && a.className == b.className && a.isDiscrete == b.isDiscrete && a.waitsFor == b.waitsFor && a.lostTo == b.lostTo
                && a.states.map(\.state) == b.states.map(\.state) && a.states.map(\.t) == b.states.map(\.t)
        }
    }

    public var title: String
    public var nodes: [Node] = []
    public var point: CGPoint?
    public var hitView: String?
    public var chain: [Link] = []
    public var recognizers: [Recognizer] = []

    public init(title: String) { self.title = title }
}
