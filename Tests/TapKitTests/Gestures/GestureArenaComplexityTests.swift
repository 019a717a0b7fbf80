import XCTest
@testable import TapKit

/// Issue 43, item 6: the arena's waiting and failure propagation grow with
/// the recognizers involved, not with their cube. A chain of 400 taps on one
/// view, each requiring the next to fail, took 55 s to replay one tap; a
/// ring of 300 declared by delegates, 39 s for a double tap. The work is
/// counted (`FailureRequirementCache`: requirement lists worked out, and
/// the questions asked for them), never timed.
final class GestureArenaComplexityTests: XCTestCase {
    /// Twice the recognizers may cost this much more than twice the work.
    static let slack = 2.3

    private struct Work {
        var workedOut: Int
        var questions: Int
        var recognized: Int
        var failed: Int
    }

    /// `n` taps needing `taps` taps each on the harness's root view, linked
    /// by `link`, given `gesture` and counted.
    private func work(_ n: Int, taps: Int, link: ([UITapGestureRecognizer]) -> Void,
                      gesture: (TouchTestHarness) -> Void) -> Work {
        let h = TouchTestHarness()
        let recognizers = (0..<n).map { i in
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = taps
            return h.add(tap, named: "t\(i)")
        }
        link(recognizers)
        let cache = h.app.gestureArena.requirements
        let before = (cache.workedOut, cache.questions)
        gesture(h)
        let states = h.log.records.compactMap { record -> UIGestureRecognizer.State? in
            guard case let .gesture(_, state, _, _) = record.event else { return nil }
            return state
        }
        return Work(workedOut: cache.workedOut - before.0, questions: cache.questions - before.1,
                    recognized: states.filter { $0 == .ended }.count, failed: states.filter { $0 == .failed }.count)
    }

    private func assertGrowth(_ small: Work, _ large: Work, file: StaticString = #filePath, line: UInt = #line) {
        let lists = Double(large.workedOut) / Double(max(small.workedOut, 1))
        XCTAssertLessThanOrEqual(lists, Self.slack, "requirement lists worked out: \(small.workedOut) → \(large.workedOut)",
                                 file: file, line: line)
        // Each list asks about every other participant, as UIKit asks a
        // delegate about each pair: twice the recognizers, four times the pairs.
        let pairs = Double(large.questions) / Double(max(small.questions, 1))
        XCTAssertLessThanOrEqual(pairs, 2 * Self.slack, "questions: \(small.questions) → \(large.questions)", file: file, line: line)
    }

    func testAChainOfTwiceTheTapsEachRequiringTheNextToFailWorksOutTwiceTheRequirements() {
        // Precondition: each tap requires the next one declared to fail
        func chain(_ taps: [UITapGestureRecognizer]) {
            for (tap, next) in zip(taps, taps.dropFirst()) { tap.require(toFail: next) }
        }
        // Action: one tap on chains of 100 and 200
        let small = work(100, taps: 1, link: chain) { $0.tap(at: CGPoint(x: 100, y: 100), time: 0); $0.advance(to: 1) }
        let large = work(200, taps: 1, link: chain) { $0.tap(at: CGPoint(x: 100, y: 100), time: 0); $0.advance(to: 1) }
        // Assertion: the last recognizes, every other fails, and the work grows with the chain
        XCTAssertEqual([small.recognized, small.failed, large.recognized, large.failed], [1, 99, 1, 199])
        assertGrowth(small, large)
    }

    func testARingOfTwiceTheDoubleTapsDeclaredByDelegatesWorksOutTwiceTheRequirements() {
        // Precondition: each double tap's delegate requires the next one's failure, the last the first's
        final class Requiring: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === other }
        }
        var delegates: [Requiring] = []
        func ring(_ taps: [UITapGestureRecognizer]) {
            for (i, tap) in taps.enumerated() {
                let delegate = Requiring()
                delegate.other = taps[(i + 1) % taps.count]
                tap.delegate = delegate
                delegates.append(delegate)
            }
        }
        func doubleTap(_ h: TouchTestHarness) {
            h.tap(at: CGPoint(x: 100, y: 100), time: 0)
            h.tap(at: CGPoint(x: 100, y: 100), time: 0.2)
            h.advance(to: 2)
        }
        // Action: a double tap on rings of 75 and 150
        let small = work(75, taps: 2, link: ring, gesture: doubleTap)
        let large = work(150, taps: 2, link: ring, gesture: doubleTap)
        // Assertion: the cycle is broken for one, the others fail, and the work grows with the ring
        XCTAssertEqual([small.recognized, small.failed, large.recognized, large.failed], [1, 74, 1, 149])
        assertGrowth(small, large)
        XCTAssertEqual(delegates.count, 225)
    }
}
