import Foundation
import TapKit

extension UIApplication {
    /// Explains why `view` does or does not get a touch at `screenPoint`:
    /// the first rule that keeps it away, found by checking the real tree
    /// (see `HitExplainer`).
    public func explainHit(of view: UIView, at screenPoint: CGPoint) -> HitTestExplanation {
        // The tree as a touch would find it: laid out first, as hitTest does.
        layOutWindowsIfNeeded()
        let id = view.logName
        guard let window = view.window else {
            return .init(rule: .notInWindow, culprit: id) { s in s.whyNotInWindow(id) }
        }
        guard windows.contains(where: { $0 === window }) else {
            let name = window.logName
            return .init(rule: .notInWindow, culprit: id) { s in s.whyNotInApplicationWindow(id, name) }
        }
        return HitExplainer(application: self, view: view, screenPoint: screenPoint).explain()
    }

    /// Every rule that keeps `view` from a touch at `screenPoint`, the
    /// first being `explainHit(of:at:)`'s (`--why`'s `also:` lines).
    public func explainHitFully(of view: UIView, at screenPoint: CGPoint) -> [HitTestExplanation] {
        layOutWindowsIfNeeded()
        guard let window = view.window, windows.contains(where: { $0 === window }) else {
            return [explainHit(of: view, at: screenPoint)]
        }
        return HitExplainer(application: self, view: view, screenPoint: screenPoint).explainAll()
    }

    /// A layer is paint, not a responder: the touch goes to whatever view is there.
    public func explainHit(of layer: CALayer, at screenPoint: CGPoint) -> HitTestExplanation {
        let name = layer.name ?? "layer"
        let hitView = hitTest(screenPoint).view
        let host = layer.hostingView?.logName
        return .init(rule: .layerNotResponder, culprit: name) { s in
            s.whyLayer(name, host ?? s.noView, hitView?.logName ?? s.noView)
        }
    }
}
