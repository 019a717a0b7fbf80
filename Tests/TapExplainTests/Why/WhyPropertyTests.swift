import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// `--why` against an oracle written here, from the event log alone: random
/// trees (views, buttons, plain controls, switches, scroll views, tables),
/// random recognizers of every kind with random flags and failure
/// requirements, random scripts (taps, double taps, long presses, drags).
/// For every view, control, cell and recognizer: `worked` is said exactly
/// when the log shows it worked, and each rule's claim is true of the log
/// (the culprit recognizer did recognize; the view did get touchesCancelled; …).
final class WhyPropertyTests: XCTestCase {
    func testEveryAnswerAgreesWithTheLogOnRandomWorlds() throws {
        var checked = 0, worked = 0, rules: Set<WhyAnswer.Rule> = []
        for seed in 0..<500 {
            // Precondition
            var rng = StormRandom(seed: UInt64(seed) &+ 0x9e37_79b9)
            let world = RandomWorld(&rng)

            // Action
            let (answers, log) = world.fixture.answers(world.targets.map(\.target))

            // Assertion
            for (target, answer) in zip(world.targets, answers) {
                let context = "seed \(seed), \(target.id)"
                let answer = try XCTUnwrap(answer, context)
                let oracle = LogOracle(log: log, world: world)
                XCTAssertEqual(answer.rule == .worked || answer.rule == .noAction, oracle.worked(target), "\(context): \(answer.rule) — \(answer.cause.message.en)")
                if let problem = oracle.falseClaim(answer, about: target) { XCTFail("\(context): \(problem)") }
                checked += 1
                if answer.rule == .worked { worked += 1 }
                rules.insert(answer.rule)
            }
        }
        // The worlds reach the rules they are made to reach.
        XCTAssertGreaterThan(checked, 2_000)
        XCTAssertGreaterThan(worked, 100)
        for rule: WhyAnswer.Rule in [.cancelledByRecognizer, .delayedThenDropped, .preventedBy, .waitedAndFailed, .gestureFailed,
                                     .disabled, .outside, .controlInCell, .selectionDisabled, .delegateRefused] {
            XCTAssertTrue(rules.contains(rule), "no world showed \(rule)")
        }
    }
}

