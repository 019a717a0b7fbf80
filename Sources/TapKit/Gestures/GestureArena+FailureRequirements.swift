import Foundation

/// Which recognizers a recognizer waits for, worked out once per settlement
/// (`FailureRequirementCache`): the arena asks about the same recognizers
/// again and again as one settles — every waiter when one starts waiting,
/// every participant when one recognizes — and working each answer out
/// anew made a chain of recognizers cubic in its length.
extension GestureArena {
    /// The recognizers `recognizer` waits for: explicit `require(toFail:)`
    /// requirements that take part in the touches, plus the dynamic ones
    /// subclasses and delegates declare — less those it stopped waiting for
    /// to break a cycle.
    func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        failureEdges(of: recognizer).map(\.other)
    }

    /// `failureRequirements(of:)`, each with the declaration it comes from.
    func failureEdges(of recognizer: UIGestureRecognizer) -> [FailureRequirementCache.Edge] {
        requirements.edges(of: recognizer) { workOutFailureEdges(of: recognizer) }
    }

    /// Asks the declarations: the explicit list first, in the order it was
    /// declared, then each other participant in turn (its subclass, then the
    /// delegates). Sets, not list searches, for what is already listed and
    /// what was given up: a recognizer may require hundreds.
    private func workOutFailureEdges(of recognizer: UIGestureRecognizer) -> (edges: [FailureRequirementCache.Edge], questions: Int) {
        let dropped = Set(recognizer.stoppedWaitingFor.compactMap(\.recognizer).map(ObjectIdentifier.init))
        let declared = recognizer.failureRequirements.compactMap(\.recognizer)
        var result: [FailureRequirementCache.Edge] = declared.filter { other in
            other.isEnabled && !other.seenTouches.isEmpty && !dropped.contains(ObjectIdentifier(other))
        }.map { ($0, .requireToFail) }
        var listed = Set(result.map { ObjectIdentifier($0.other) })
        for other in participants where other !== recognizer && !listed.contains(ObjectIdentifier(other))
            && !dropped.contains(ObjectIdentifier(other)) {
            let source: FailureRequirement? =
                if recognizer.shouldRequireFailure(of: other) { .shouldRequireFailure }
                else if other.shouldBeRequiredToFail(by: recognizer) { .shouldBeRequiredToFail }
                else if recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true { .shouldRequireFailureOf }
                else if other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true { .shouldBeRequiredToFailBy }
                else { nil }
            if let source, sharesTouches(recognizer, other) {
                result.append((other, source))
                listed.insert(ObjectIdentifier(other))
            }
        }
        return (result, declared.count + participants.count)
    }
}
