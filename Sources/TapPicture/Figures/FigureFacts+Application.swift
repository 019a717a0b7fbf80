import Foundation
import TapKit

extension FigureFacts {
    /// The facts of `application` as it is now, `walk` the touch's hit test
    /// in it, `records` the log of the play (its touches and recognizers)
    /// and `decisions` the pipeline's reasons noted beside them (why a
    /// recognizer failed).
    public init(title: String, application: UIApplication, walk: HitTestTrace?, records: [EventRecord], decisions: [DeliveryFact] = []) {
        self.init(title: title)
        point = walk?.screenPoint
        var index: [ObjectIdentifier: Int] = [:]
        var pending: [(UIView, Int?)] = application.windows.reversed().map { ($0, nil) }
        while let (view, parent) = pending.popLast() {
            let i = nodes.count
            index[ObjectIdentifier(view)] = i
            let frame = view.window.map { view.convert(view.bounds, to: $0) } ?? view.frame
            let screen = (view.window ?? (view as? UIWindow)).map { $0.convert(frame, to: nil) } ?? frame
            nodes.append(Node(id: view.logName, className: view.className, screenFrame: screen.isNull ? .zero : screen, parent: parent))
            if let parent { nodes[parent].children.append(i) }
            pending.append(contentsOf: view.subviews.reversed().map { ($0, i) })
        }
        for (order, step) in (walk?.steps ?? []).enumerated() {
            guard let view = step.view, let i = index[ObjectIdentifier(view)], nodes[i].visit == nil else { continue }
            nodes[i].visit = order + 1
            nodes[i].verdict = step.verdict
            nodes[i].returned = step.returnedID
        }
        hitView = walk?.hitView?.logName
        chain = Self.chain(from: walk?.hitView, records: records)
        recognizers = Self.recognizers(records, decisions: decisions, application: application)
    }

    private static func chain(from view: UIView?, records: [EventRecord]) -> [Link] {
        guard let view else { return [] }
        var received: [ResponderID: [EventRecord.Event.Phase]] = [:]
        for record in records {
            if case let .touches(phase, responder, _) = record.event { received[responder.id, default: []].append(phase) }
        }
        return view.responderChain.map { responder in
            let kind: Link.Kind = switch responder {
            case is UIWindow: .window
            case is UIView: .view
            case is UIViewController: .viewController
            case is UIApplication: .application
            default: .appDelegate
            }
            let className = (responder as? UIView)?.className ?? String(describing: type(of: responder))
            return Link(name: responder.logName, className: className, kind: kind, received: received[ResponderID(responder)] ?? [])
        }
    }

    private static func recognizers(_ records: [EventRecord], decisions: [DeliveryFact], application: UIApplication) -> [Recognizer] {
        var classes: [RecognizerID: String] = [:], waits: [RecognizerID: [String]] = [:]
        var pending: [UIView] = application.windows
        while let view = pending.popLast() {
            for recognizer in view.gestureRecognizers ?? [] {
                classes[RecognizerID(recognizer)] = String(describing: type(of: recognizer))
                waits[RecognizerID(recognizer)] = recognizer.recognizersRequiredToFail.map(\.logName)
            }
            pending.append(contentsOf: view.subviews)
        }
        // Who made each recognizer fail, as the pipeline decided it: another
        // recognized first, or one it waited for (require(toFail:)) recognized.
        var lostTo: [RecognizerID: String] = [:]
        for case let .gestureFailed(recognizer, _, cause) in decisions {
            switch cause {
            case let .preventedBy(other), let .waitedFor(other): lostTo[recognizer.id] = other.name
            default: lostTo[recognizer.id] = nil
            }
        }
        var found: [Recognizer] = []
        var index: [RecognizerID: Int] = [:]
        for record in records {
            guard case let .gesture(recognizer, state, isDiscrete, _) = record.event else { continue }
            let id = recognizer.id
            let i = index[id] ?? {
                found.append(Recognizer(name: recognizer.name, className: classes[id] ?? "UIGestureRecognizer", isDiscrete: isDiscrete,
                                        states: [], waitsFor: waits[id] ?? []))
                index[id] = found.count - 1
                return found.count - 1
            }()
            found[i].states.append((state, record.t))
            if state == .failed { found[i].lostTo = lostTo[id] }
        }
        return found
    }
}
