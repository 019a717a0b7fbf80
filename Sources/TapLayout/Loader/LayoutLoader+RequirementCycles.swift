import Foundation
import TapKit

extension LayoutLoader {
    /// Rejects `requireToFail` entries that form a cycle (tapA requires tapB
    /// to fail, tapB requires tapA to fail — or longer, or a recognizer
    /// naming itself). UIKit leaves a cycle undefined: each recognizer waits
    /// for the other for ever. TapKit breaks a cycle built in code when it
    /// happens (`GestureArena.breakWaitCycles`), but in a file it is always a
    /// mistake, so the loader refuses it, as a compiler would: one error at
    /// every entry that closes a cycle, each naming the whole cycle from that
    /// entry on, so that whichever line the reader looks at tells the story.
    func checkRequirementCycles() {
        guard !failureRequirements.isEmpty else { return }
        let graph = RequirementGraph(failureRequirements)
        for (n, e) in graph.entriesInCycles.enumerated() {
            let entry = graph.entries[e]
            // Past the reader's limit the message is only counted: skip the search.
            guard n < YAMLReader.maxDiagnostics else {
                reader.error(.cycle, at: entry.node)
                continue
            }
            let cycle = graph.cycle(closedBy: e)
            if cycle.count == 1 {
                reader.error(.requiresItself(entry.waiter.logName), at: entry.node)
                continue
            }
            reader.error(.cycleOf(steps: cycle.map { RequirementStep(waiter: $0.waiter.logName, other: $0.other.logName) }), at: entry.node)
        }
    }
}
