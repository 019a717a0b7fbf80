import Foundation

extension DumpPlanner {
    /// A picture of a dump needs something to see: most views print no
    /// colour (or one by name: `<UIDynamicSystemColor: …>`). Windows and
    /// top views are white, lists grouped-grey, controls tinted by their kind, and other
    /// views outlined, like a view debugger's wireframe. Drawing only:
    /// colour never changes hit testing.
    mutating func applyLook(to plan: DumpedViewPlan, of view: DumpedView, isTop: Bool) {
        let name = lastComponent(of: view.baseClassName ?? view.className)
        let outline = (width: CGFloat(0.5), color: "#c7c7cc")
        if plan.kind == .window || (isTop && plan.kind == .view) {
            plan.look.color = "#ffffff"
        } else if name.hasSuffix("Switch") {
            plan.look.color = "systemGreen"
            plan.look.cornerRadius = min(view.frame?.height ?? view.bounds?.height ?? 31, 31) / 2
        } else {
            switch plan.kind {
            case .scrollView, .tableView, .collectionView: plan.look.color = "#f2f2f7"
            case .button, .control, .toggle, .slider, .stepper, .segmentedControl, .pageControl, .textField: (plan.look.color, plan.look.cornerRadius) = ("#007aff1f", 6)
            case .label, .imageView: break
            case .tableViewCell, .collectionViewCell:
                plan.look.color = "#ffffff"
                plan.look.border = outline
            case .view, .window:
                if name.hasSuffix("Cell") { plan.look.color = "#ffffff" }
                plan.look.border = outline
            }
        }
    }
}
