import Foundation
@testable import TapKit

/// Every `touches*` call each responder of a storm world receives, per
/// (responder, touch object): the raw material of the storm invariants.
///
/// Keyed by a serial number per responder (not its address, which a freed
/// view's successor may reuse) and by the touch object, which the ledger
/// keeps alive so that its address is never reused either.
final class TouchLedger {
    struct Key: Hashable {
        let responder: Int
        let touch: ObjectIdentifier
    }

    private(set) var phases: [Key: [UITouch.Phase]] = [:]
    private var order: [Key] = []
    private var names: [Int: String] = [:]
    private var touches: [ObjectIdentifier: UITouch] = [:]
    private var nextSerial = 0

    func register(_ name: String) -> Int {
        nextSerial += 1
        names[nextSerial] = name
        return nextSerial
    }

    func note(_ serial: Int, _ phase: UITouch.Phase, _ set: Set<UITouch>) {
        for touch in set {
            let id = ObjectIdentifier(touch)
            touches[id] = touch
            let key = Key(responder: serial, touch: id)
            if phases[key] == nil { order.append(key) }
            phases[key, default: []].append(phase)
        }
    }

    /// Per (responder, touch): `began`, then moves, then exactly one `ended`
    /// or `cancelled`, and nothing after it.
    func violations() -> [String] {
        var problems: [String] = []
        for key in order {
            let list = phases[key] ?? []
            let ok = list.first == .began && list.count >= 2 && list.last!.isFinal
                && list.dropFirst().dropLast().allSatisfy { $0 == .moved || $0 == .stationary }
            if !ok {
                let touch = touches[key.touch]
                problems.append("\(names[key.responder] ?? "?") got \(list.map(\.description)) for touch \(touch?.touchIdentifier ?? -1)")
            }
        }
        return problems
    }

    var responderTouchPairs: Int { phases.count }

    /// Lets go of the touches (and through them, recognizers).
    func clear() {
        phases.removeAll()
        order.removeAll()
        touches.removeAll()
    }
}

/// What each recording responder carries: its ledger (weakly) and serial.
struct LedgerTag {
    weak var ledger: TouchLedger?
    var serial = 0

    init() {}
    init(_ ledger: TouchLedger, _ name: String) {
        self.ledger = ledger
        serial = ledger.register(name)
    }

    func note(_ phase: UITouch.Phase, _ touches: Set<UITouch>) { ledger?.note(serial, phase, touches) }
}

/// A responder that notes its touch calls, then does what its class does.
protocol LedgerRecording: UIResponder {
    var ledgerTag: LedgerTag { get set }
}

extension LedgerRecording {
    func attach(_ ledger: TouchLedger, _ name: String) {
        identifier = name
        ledgerTag = LedgerTag(ledger, name)
    }
}

final class StormView: UIView, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormButton: UIButton, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormControl: UIControl, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormScrollView: UIScrollView, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormLabel: UILabel, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormImageView: UIImageView, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormWindow: UIWindow, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormController: UIViewController, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormApplication: UIApplication, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

final class StormAppDelegate: AppDelegate, LedgerRecording {
    var ledgerTag = LedgerTag()
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.began, t); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.moved, t); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.ended, t); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledgerTag.note(.cancelled, t); super.touchesCancelled(t, with: e) }
}

/// A recognizer delegate with fixed answers, drawn at random per recognizer.
final class StormGestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    /// Failure requirements the delegate declares (`StormCompetitors`).
    var requiresFailureOf: [WeakRecognizer] = []
    var requiredToFailBy: [WeakRecognizer] = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { simultaneous }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        requiresFailureOf.contains { $0.recognizer === other }
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0.recognizer === other }
    }
}
