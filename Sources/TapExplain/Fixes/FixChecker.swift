import Foundation
import TapKit

/// Tries an answer's fixes (SPEC 14): makes the fix's change on a fresh
/// build of the scene, replays the same touches, and reads what the target
/// then does; where a next rule still stops it, tries that rule's fix on
/// top, up to `mostChanges` changes in all. A fix is offered only as far as
/// a replay proved it (or as code, said to be not simulated); where no
/// sequence works, the answer says so and lists what was tried.
struct FixChecker {
    /// SPEC 14: up to three changes in all.
    static let mostChanges = 3

    let replay: FixReplay

    /// One step of a sequence: the change, with the index of the scene its objects are in.
    private struct Step {
        let change: FixChange
        let scene: SceneIndex
    }

    func check(_ answer: WhyAnswer, target: WhyTarget, in application: UIApplication) -> WhyAnswer {
        guard answer.rule != .worked else { return answer.unchecked() }
        var steps: [Step] = [], results: [CheckedFix] = [], found: [WhyAnswer.Cause] = []
        // The original scene is indexed once: every copy finds the target by it.
        let original = SceneIndex(application)
        var cause = answer.cause, scene = original
        while results.count < Self.mostChanges, let text = cause.fix {
            guard let change = cause.change else {
                results.append(CheckedFix(text: text, change: nil, checked: .notSimulated))
                break
            }
            steps.append(Step(change: change, scene: scene))
            let outcome: (WhyAnswer, SceneIndex)?
            do { outcome = try replayed(steps, target: target, in: original) } catch {
                // No copy of the scene can be built: nothing is checked, and nothing is said to be.
                return answer.unchecked()
            }
            guard let (next, nextScene) = outcome else {
                results.append(CheckedFix(text: text, change: change, checked: .notSimulated))
                break
            }
            if next.rule == .worked {
                results.append(CheckedFix(text: text, change: change, checked: .works))
                break
            }
            results.append(CheckedFix(text: text, change: change, checked: .next(next.rule)))
            // The same rule on the same object again: the change did not help.
            if next.rule == cause.rule && next.culprit == cause.culprit { break }
            found.append(next.cause)
            (cause, scene) = (next.cause, nextScene)
        }
        return answer.settled(by: results, found: found)
    }

    /// The answer for the target on a fresh build with `steps` made, and
    /// that build's index; nil where a change does not apply there. Throws
    /// where no fresh build can be made.
    private func replayed(_ steps: [Step], target: WhyTarget, in original: SceneIndex) throws -> (WhyAnswer, SceneIndex)? {
        let (fresh, provenance) = try replay.rebuild()
        let index = SceneIndex(fresh)
        let changes = steps.map { $0.scene.relocate($0.change, into: index) }
        guard let freshTarget = original.relocate(target, into: index) else { return nil }
        for change in changes {
            guard let change, change.apply() else { return nil }
        }
        // Read as it came: a fix offered only if proven is still there to try.
        let watch = DeliveryWatch(application: fresh, watching: freshTarget.view.map { [$0] } ?? [], provenance: provenance)
        guard (try? replay.play(fresh, watch)) != nil,
              let answer = DeliveryExplainer(application: fresh, target: freshTarget, watch: watch).answer() else { return nil }
        return (answer, index)
    }
}

extension SceneIndex {
    /// `target` in the scene `copy` indexes.
    func relocate(_ target: WhyTarget, into copy: SceneIndex) -> WhyTarget? {
        let fix: FixTarget = switch target {
        case let .view(view): .view(view)
        case let .recognizer(recognizer): .recognizer(recognizer)
        }
        switch place(of: fix).flatMap({ copy.object(at: $0, named: fix.logName) }) {
        case let .view(view)?: return .view(view)
        case let .recognizer(recognizer)?: return .recognizer(recognizer)
        case nil: return nil
        }
    }
}
