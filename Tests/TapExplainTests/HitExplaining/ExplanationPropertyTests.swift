import Foundation
import PropertyBased
import Testing
@testable import TapExplain
@testable import TapKit

/// `--why` is sound: on random worlds and random points (many right on or
/// next to an edge), every view's explanation names the rule and culprit an
/// independent brute-force oracle (`Oracle`) finds first, every claim the
/// rule makes is true on the oracle's geometry, and the hints appear where
/// they must. A failure prints the world's seed; replay it with
///
///     TAPLAB_WHY_SEED=0x1234 swift test --filter replayWhySeed
@Suite("--why against a brute-force oracle")
struct ExplanationPropertyTests {
    /// 2 × 1,000 worlds (two tests, so both cores work), five points each:
    /// 10,000 (world, point) cases, each asking about every view of its world.
    static let worlds = 1_000, pointsPerWorld = 5

    @Test("Every view's explanation is the oracle's first rule, and true (first half)")
    func everyVerdictMatchesTheOracle() async { await checkRandomWorlds("first half") }

    @Test("Every view's explanation is the oracle's first rule, and true (second half)")
    func everyVerdictMatchesTheOracleAgain() async { await checkRandomWorlds("second half") }

    private func checkRandomWorlds(_ half: String) async {
        let start = Date()
        var totals = Totals()
        await propertyCheck(count: Self.worlds, input: Generator(run: { $0.next() }, shrink: { _ in [UInt64]() })) { seed in
            let outcome = Self.check(seed: seed)
            totals.add(outcome)
            guard !outcome.failures.isEmpty else { return }
            let report = outcome.failures.prefix(10).joined(separator: "\n")
            Issue.record("world seed 0x\(String(seed, radix: 16)): replay with TAPLAB_WHY_SEED=0x\(String(seed, radix: 16))\n\(report)")
        }
        print("--why oracle, \(half): \(totals.points) points on \(Self.worlds) worlds, \(totals.verdicts) verdicts checked "
              + "(\(totals.doubted) points left out as too close to a rotated edge) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s")
        // Then nearly all points were judged, and every rule came up
        #expect(totals.points >= Self.worlds * Self.pointsPerWorld * 99 / 100 && totals.doubted * 100 < totals.points)
        #expect(Set(totals.rules).isSuperset(of: Self.rulesEveryRunMeets), "never seen: \(Self.rulesEveryRunMeets.subtracting(totals.rules))")
    }

    static let rulesEveryRunMeets: Set<HitTestExplanation.Rule> = [
        .getsTouch, .hidden, .alpha, .interactionDisabled, .disabledControl, .outside, .outsideAncestor,
        .drawnOutsideUnclippedAncestor, .coveredBySibling, .coveredByWindow, .customHitRule, .subviewTakesTouch, .notInWindow,
    ]

    static var replaySeed: UInt64? {
        guard let text = ProcessInfo.processInfo.environment["TAPLAB_WHY_SEED"] else { return nil }
        return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    @Test("Replays the world named by TAPLAB_WHY_SEED", .enabled(if: replaySeed != nil))
    func replayWhySeed() throws {
        let outcome = Self.check(seed: try #require(Self.replaySeed))
        #expect(outcome.failures.isEmpty, "\(outcome.failures.joined(separator: "\n"))")
    }

    struct Totals {
        var points = 0, verdicts = 0, doubted = 0
        var rules: Set<HitTestExplanation.Rule> = []
        mutating func add(_ outcome: Outcome) {
            points += outcome.points
            verdicts += outcome.verdicts
            doubted += outcome.doubted
            rules.formUnion(outcome.rules)
        }
    }

    struct Outcome {
        var points = 0, verdicts = 0, doubted = 0
        var rules: Set<HitTestExplanation.Rule> = []
        var failures: [String] = []
    }

    static func check(seed: UInt64) -> Outcome {
        // Given a random world and points in it
        let world = ExplanationWorld(seed: seed)
        var outcome = Outcome()
        for point in world.probePoints(Self.pointsPerWorld) {
            outcome.points += 1
            let oracle = Oracle(world, point)
            // When every view's --why is asked at the point
            let answers = world.views.map { ($0, world.app.explainHit(of: $0.real, at: point)) }
            let brute = oracle.hitView
            let failures = answers.flatMap { view, answer in judge(answer, for: view, by: oracle) }
            guard !oracle.doubt else { outcome.doubted += 1; continue }
            // Then the oracle agrees with the hit test, and with each answer
            if world.app.hitTest(point).view !== brute?.real {
                outcome.failures.append("at \(point): TapKit hits \(world.app.hitTest(point).view?.logName ?? "nil"), the oracle \(brute?.name ?? "nil")")
            }
            outcome.failures += failures.map { "at \(point): \($0)" }
            outcome.verdicts += answers.count
            outcome.rules.formUnion(answers.map(\.1.rule))
        }
        return outcome
    }

    /// Every way `answer` can be wrong about `view`.
    static func judge(_ answer: HitTestExplanation, for view: SpecView, by oracle: Oracle) -> [String] {
        let culprit = oracle.world.views.first { $0.name == answer.culprit }
        let expected = oracle.expected(for: view)
        var failures = oracle.falseClaims(answer.rule, culprit, for: view)
        if answer.rule != expected.rule || culprit !== expected.culprit {
            failures.append("expected [\(expected.rule)] \(expected.culprit?.name ?? "nil")")
        }
        failures += oracle.missingHints(answer, for: view)
        return failures.map { "why \(view.name): [\(answer.rule)] \(answer.culprit ?? "nil") — \(answer.message)\n    \($0)" }
    }
}
