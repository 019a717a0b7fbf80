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
                reader.error("requireToFail cycle", at: entry.node)
                continue
            }
            let cycle = graph.cycle(closedBy: e)
            if cycle.count == 1 {
                reader.error("requireToFail cycle: \(entry.waiter.logName) requires itself to fail; "
                             + "a recognizer cannot wait for its own failure, so remove this entry", at: entry.node)
                continue
            }
            reader.error("requireToFail cycle: \(Self.story(of: cycle)); recognizers in a cycle would wait for each other "
                         + "for ever (UIKit leaves it undefined), so remove one of these requirements", at: entry.node)
        }
    }

    /// "a requires b to fail, b requires a to fail"; a long cycle keeps its
    /// first and last steps.
    private static func story(of cycle: [RequireToFailEntry]) -> String {
        let steps = cycle.map { "\($0.waiter.logName) requires \($0.other.logName) to fail" }
        guard steps.count > 8 else { return steps.joined(separator: ", ") }
        return (steps.prefix(4) + ["… \(steps.count - 6) more …"] + steps.suffix(2)).joined(separator: ", ")
    }
}
