import Foundation
import TapKit

extension LayoutLoader {
    /// A view controller's `present: {id, style: fullScreen | pageSheet,
    /// view: {…}}` (SPEC 11): the presented controller's view goes into the
    /// presenter's window in front of everything (see
    /// `UIViewController.present`), its `next` is the presenter, and a page
    /// sheet's dimming view is registered as `ID.dimming`. A presented
    /// controller may itself `present`.
    func readPresentation(_ node: Node, from presenter: UIViewController) {
        guard let m = reader.mapping(node, "present", allowed: LayoutSchema.presentKeys) else { return }
        let controller = UIViewController()
        if let n = m["style"], let style = reader.oneOf(n, "present style", LayoutSchema.presentationStyles) {
            controller.modalPresentationStyle = UIModalPresentationStyle(rawValue: style) ?? .fullScreen
        }
        guard let idNode = m["id"], let id = reader.string(idNode, .controllerID(presented: true)) else {
            if m["id"] == nil { reader.error(.presentNeedsID, at: node) }
            return
        }
        controller.identifier = id
        register(id, .controller(controller), at: idNode)
        retained.append(controller)
        guard let window = presenter.viewIfLoaded?.window else { return }
        guard let viewNode = m["view"] else {
            reader.error(.presentNeedsView, at: node)
            return
        }
        let top = controller.modalPresentationStyle == .pageSheet ? UIModalPresentationStyle.sheetTop : 0
        let size = CGSize(width: window.bounds.width, height: max(0, window.bounds.height - top))
        guard let root = buildView(viewNode, in: size) else { return }
        controller.view = root
        presenter.present(controller)
        if let dimming = controller.dimmingView { register(id + ".dimming", .view(dimming), at: idNode) }
        if let next = m["present"] { readPresentation(next, from: controller) }
    }
}
