import Foundation
import TapKit

extension DumpPlan {
    /// Every view of the plan, windows and their views, depth first.
    var allViews: [DumpedViewPlan] {
        var pending: [DumpedViewPlan] = roots.flatMap { root -> [DumpedViewPlan] in
            switch root {
            case let .shortForm(view), let .window(view): [view]
            case let .wrapped(_, views): views
            }
        }
        var all: [DumpedViewPlan] = []
        while let view = pending.popLast() {
            all.append(view)
            pending += view.subviews
        }
        return all
    }

    /// Takes `--assume`'s values into the plan, so that `taplab import`
    /// writes them in the layout (and no longer marks them unknown). A view
    /// is named by its id or the address its dump printed. Returns a
    /// problem for each that cannot be taken.
    func assume(_ assumptions: [Assumption]) -> [AssumptionProblem] {
        guard !assumptions.isEmpty else { return [] }
        let views = allViews
        var problems: [AssumptionProblem] = []
        for assumption in assumptions {
            let key = NameIndex.address(assumption.id)
            guard let view = views.first(where: { $0.id == assumption.id }) ?? views.first(where: { $0.address.map(NameIndex.address) == key }) else {
                problems.append(.unknownName(assumption.id, suggestion: NameSuggestion(assumption.id, among: views.map(\.id).sorted())))
                continue
            }
            switch assumption.property {
            case let .contentSize(size):
                guard view.kind.isScrollView else { problems.append(.notAScrollView(view.id)); continue }
                guard view.kind != .tableView, view.kind != .collectionView, !view.holdsListRows else {
                    problems.append(.contentSizeOfList(view.id))
                    continue
                }
                var scroll = view.scroll ?? DumpedScrollState()
                scroll.contentSize = size
                view.scroll = scroll
            case .noRecognizers: view.unknowns.hasUndescribedRecognizers = false
            case let .interaction(on): view.touch.interaction = on
            case let .exclusiveTouch(on): view.touch.exclusiveTouch = on
            case let .multipleTouch(on): view.touch.multipleTouch = on
            case let .hidden(on): view.touch.isHidden = on
            case let .alpha(alpha): view.touch.alpha = alpha
            }
        }
        return problems
    }
}
