import Foundation
import TapKit

extension LoadedLayout {
    /// Takes the user's values for what the dump did not print (`--assume`,
    /// SPEC 14): each is set on its view, and what TapLab had taken is no
    /// longer noted as assumed. A copy built again (`rebuilt()`, which a
    /// fix's check replays on) takes them too. Returns a problem for each
    /// assumption that cannot be taken; the others are taken.
    ///
    ///     let problems = loaded.assume([try Assumption(parsing: "UIScrollView-0x4b2bee0.contentSize=320,900")])
    ///     problems   // []
    public func assume(_ assumptions: [Assumption]) -> [AssumptionProblem] {
        var problems: [AssumptionProblem] = []
        for assumption in assumptions {
            switch lookUp(assumption.id) {
            case let .ambiguous(ids):
                problems.append(.ambiguousName(assumption.id, ids: ids))
            case .unknown:
                problems.append(.unknownName(assumption.id, suggestion: NameSuggestion(assumption.id, among: ids)))
            case let .found(id, object):
                guard let view = object.view else {
                    problems.append(.notAView(id))
                    continue
                }
                if let problem = take(assumption.property, on: view, id: id) {
                    problems.append(problem)
                } else {
                    assumed.append(assumption)
                }
            }
        }
        return problems
    }

    private func take(_ property: Assumption.Property, on view: UIView, id: String) -> AssumptionProblem? {
        switch property {
        case let .contentSize(size):
            guard let scrollView = view as? UIScrollView else { return .notAScrollView(id) }
            guard !(scrollView is UITableView || scrollView is UICollectionView) else { return .contentSizeOfList(id) }
            scrollView.contentSize = size
            provenance[view]?.contentSizeUnknown = false
        case .noRecognizers:
            provenance[view]?.hasUndescribedRecognizers = false
        case let .interaction(on): view.isUserInteractionEnabled = on
        case let .exclusiveTouch(on): view.isExclusiveTouch = on
        case let .multipleTouch(on): view.isMultipleTouchEnabled = on
        case let .hidden(on): view.isHidden = on
        case let .alpha(alpha): view.alpha = alpha
        }
        return nil
    }
}
