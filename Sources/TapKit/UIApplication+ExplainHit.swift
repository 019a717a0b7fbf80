import Foundation

extension UIApplication {
    /// Explains why `view` does or does not get a touch at `screenPoint`:
    /// the first rule that keeps it away, found by checking the real tree
    /// (see `HitExplainer`).
    public func explainHit(of view: UIView, at screenPoint: CGPoint) -> HitTestExplanation {
        // The tree as a touch would find it: laid out first, as hitTest does.
        layOutWindowsIfNeeded()
        let id = view.logName
        guard let window = view.window else {
            return .init(rule: .notInWindow, culprit: id,
                         message: "\(id) is not in a window (it has no window among its ancestors), so no touch can reach it")
        }
        guard windows.contains(where: { $0 === window }) else {
            return .init(rule: .notInWindow, culprit: id,
                         message: "\(id) is not in a window of the application (its window \(window.logName) is not one of the application's windows), so no touch can reach it")
        }
        return HitExplainer(application: self, view: view, screenPoint: screenPoint).explain()
    }

    /// A layer is paint, not a responder: the touch goes to whatever view is there.
    public func explainHit(of layer: CALayer, at screenPoint: CGPoint) -> HitTestExplanation {
        let name = layer.name ?? "layer"
        let hitView = hitTest(screenPoint).view
        let host = layer.hostingView?.logName ?? "no view"
        return .init(rule: .layerNotResponder, culprit: name,
                     message: "\(name) is a CALayer: layers are drawn but are not responders, so hit testing never visits them; the layer belongs to \(host), and at this point the touch goes to \(hitView?.logName ?? "no view")")
    }
}
