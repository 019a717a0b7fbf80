import XCTest
@testable import TapKit
import TapTestSupport

/// Issue 12, item 2: recognizers that require each other to fail. UIKit
/// leaves a cycle undefined (in practice a deadlock); TapLab's rule
/// (`GestureArena.breakWaitCycles`): once every recognizer in the cycle is
/// waiting, the one that asked first stops waiting for the others, and the
/// log says so. Every touch still ends or is cancelled at every responder,
/// every recognizer resets, and the work per tap stays flat.
final class RequireToFailCycleTests: XCTestCase {
    // MARK: Helpers

    private func taps(_ h: TouchTestHarness, _ names: String..., taps: Int = 1, on view: UIView? = nil) -> [UITapGestureRecognizer] {
        names.map { name in
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = taps
            return h.add(tap, named: name, to: view)
        }
    }

    /// Every responder that got `touchesBegan` got as many `touchesEnded` or
    /// `touchesCancelled` (each touch here reaches a responder once).
    private func assertEveryTouchEnds(_ log: EventLog, file: StaticString = #filePath, line: UInt = #line) {
        var open: [ResponderID: Int] = [:]
        for record in log.records {
            switch record.event {
            case let .touches(.began, responder, touches): open[responder.id, default: 0] += touches.count
            case let .touches(.ended, responder, touches), let .touches(.cancelled, responder, touches):
                open[responder.id, default: 0] -= touches.count
            default: break
            }
        }
        let unfinished = open.filter { $0.value != 0 }
        XCTAssertTrue(unfinished.isEmpty, "touches began and never ended or cancelled at \(unfinished):\n"
                      + log.lines.joined(separator: "\n"), file: file, line: line)
    }

    private func assertSettled(_ app: UIApplication, _ recognizers: [UIGestureRecognizer],
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(app.activeTouches.isEmpty, "touches still live", file: file, line: line)
        XCTAssertTrue(app.isDeliveryIdle, "the pipeline still holds touches or recognizers", file: file, line: line)
        for recognizer in recognizers {
            XCTAssertEqual(recognizer.state, .possible, "\(recognizer.logName) did not reset", file: file, line: line)
            XCTAssertTrue(recognizer.seenTouches.isEmpty, "\(recognizer.logName) still holds touches", file: file, line: line)
        }
    }

    // MARK: Two taps

    func testTwoTapsThatRequireEachOtherToFailRecognizeTheOneThatAskedFirstAndSayWhy() {
        // Given
        let h = TouchTestHarness()
        let r = taps(h, "tapA", "tapB")
        let (tapA, tapB) = (r[0], r[1])
        tapA.require(toFail: tapB)
        tapB.require(toFail: tapA)

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)
        h.advance(to: 1)

        // Then
        assertLog(h.log, containsInOrder: [.touchesBegan(h.root),
                                           .stopsWaiting(tapA, for: tapB, .requireToFail),
                                           .gesture(tapA, .recognized), .touchesCancelled(h.root),
                                           .gesture(tapB, .failed), .action(tapA)])
        assertLog(h.log, lacks: .action(tapB))
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, r)
    }

    func testTheCycleIsBrokenTheSameWayWhicheverRecognizerDeclaredItsRequirementFirst() {
        // Given: tapB's requirement is declared first, tapA still asks first
        let h = TouchTestHarness()
        let r = taps(h, "tapA", "tapB")
        let (tapA, tapB) = (r[0], r[1])
        tapB.require(toFail: tapA)
        tapA.require(toFail: tapB)

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)

        // Then
        assertLog(h.log, containsInOrder: [.stopsWaiting(tapA, for: tapB, .requireToFail), .action(tapA)])
        assertSettled(h.app, r)
    }

    func testTheBrokenWaitIsItsOwnRecordInText() throws {
        // Given
        let h = TouchTestHarness()
        let r = taps(h, "tapA", "tapB")
        let (tapA, tapB) = (r[0], r[1])
        tapA.require(toFail: tapB)
        tapB.require(toFail: tapA)

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)

        // Then
        let record = try XCTUnwrap(h.log.records.first { $0.kind == .stopsWaiting })
        assertRecord(record, is: .stopsWaiting(tapA, for: tapB, .requireToFail))
        XCTAssertEqual(record.text, "gesture tapA stops waiting for tapB: require(toFail:) cycle")
    }

    func testWithoutACycleNothingStopsWaiting() {
        // Given: the usual one-way requirement
        let h = TouchTestHarness()
        let r = taps(h, "tapA", "tapB")
        let (tapA, tapB) = (r[0], r[1])
        tapA.require(toFail: tapB)

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)

        // Then: tapB wins, tapA fails, and no cycle is reported
        XCTAssertTrue(h.log.of(.stopsWaiting).isEmpty)
        assertLog(h.log, containsInOrder: [.gesture(tapB, .recognized), .gesture(tapA, .failed)])
        assertSettled(h.app, r)
    }

    // MARK: Longer cycles, across views and windows

    func testAThreeCycleOnTheHitViewAndItsAncestorsEndsEveryTouch() {
        // Given: tapA on the window, tapB on root, tapC on a subview; A → B → C → A
        let h = TouchTestHarness(rootConsumesTouches: false)
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        child.identifier = "child"
        h.root.addSubview(child)
        let a = h.add(UITapGestureRecognizer(), named: "tapA", to: h.window)
        let b = h.add(UITapGestureRecognizer(), named: "tapB", to: h.root)
        let c = h.add(UITapGestureRecognizer(), named: "tapC", to: child)
        a.require(toFail: b); b.require(toFail: c); c.require(toFail: a)

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)
        h.advance(to: 1)

        // Then: tapC, nearest the hit view, asked first
        assertLog(h.log, containsInOrder: [.stopsWaiting(c, for: a, .requireToFail), .gesture(c, .recognized), .action(c)])
        XCTAssertEqual(h.log.actions, [c.logged])
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, [a, b, c])
    }

    func testAThreeCycleAcrossThreeWindowsEndsEveryTouchOfThreeFingers() {
        // Given: three windows side by side, a tap in each, A → B → C → A
        let app = UIApplication(), log = EventLog()
        app.observer = log
        var recognizers: [UITapGestureRecognizer] = []
        for (i, name) in ["A", "B", "C"].enumerated() {
            let window = UIWindow(frame: CGRect(x: CGFloat(i) * 130, y: 0, width: 130, height: 844))
            window.identifier = "window\(name)"
            let view = UIView(frame: window.bounds)
            view.identifier = "view\(name)"
            view.touchesOverride = .consume
            window.addSubview(view)
            app.addWindow(window)
            window.makeKeyAndVisible()
            let tap = UITapGestureRecognizer()
            tap.name = "tap\(name)"
            view.addGestureRecognizer(tap)
            recognizers.append(tap)
        }
        recognizers[0].require(toFail: recognizers[1])
        recognizers[1].require(toFail: recognizers[2])
        recognizers[2].require(toFail: recognizers[0])

        // When: one finger in each window, lifted one after another
        app.send((1...3).map { TouchInput(touchID: $0, phase: .began, location: CGPoint(x: CGFloat($0) * 130 - 65, y: 400), timestamp: 0) })
        for id in 1...3 {
            app.send([TouchInput(touchID: id, phase: .ended, location: CGPoint(x: CGFloat(id) * 130 - 65, y: 400), timestamp: 0.05 * Double(id))])
        }
        app.advance(to: 2)

        // Then: tapA, lifted first, asked first and recognizes; tapC, which
        // requires tapA to fail, fails; so tapB, which only waited for tapC,
        // recognizes too (their touches differ: no exclusion)
        let (tapA, tapB, tapC) = (recognizers[0], recognizers[1], recognizers[2])
        assertLog(log.of(.stopsWaiting), is: [.stopsWaiting(tapA, for: tapB, .requireToFail)])
        assertLog(log.of(.gesture), is: [.gesture(tapA, .recognized), .gesture(tapC, .failed), .gesture(tapB, .recognized)])
        assertEveryTouchEnds(log)
        assertSettled(app, recognizers)
    }

    func testACycleDeclaredByDelegatesIsBrokenAndNamedByTheDelegateMethod() {
        // Given: each delegate asks for the other's failure
        final class Requiring: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { o === other }
        }
        let h = TouchTestHarness()
        let r = taps(h, "tapA", "tapB")
        let (tapA, tapB) = (r[0], r[1])
        let delegates = [Requiring(), Requiring()]
        delegates[0].other = tapB; delegates[1].other = tapA
        tapA.delegate = delegates[0]; tapB.delegate = delegates[1]

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)

        // Then
        assertLog(h.log.of(.stopsWaiting), is: [.stopsWaiting(tapA, for: tapB, .shouldRequireFailureOf)])
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, r)
    }

    // MARK: A single/double pair, a button under them

    func testASingleAndDoubleTapThatRequireEachOtherFireTheSingleTapAfterItsWaitOnASingleTap() {
        // Given
        let h = TouchTestHarness()
        let single = taps(h, "single")[0], double = taps(h, "double", taps: 2)[0]
        single.require(toFail: double)
        double.require(toFail: single)

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)
        h.advance(to: 2)

        // Then: no cycle forms (the double tap fails on its own), as without the second requirement
        XCTAssertTrue(h.log.of(.stopsWaiting).isEmpty)
        assertLog(h.log, containsInOrder: [.gesture(double, .failed), .gesture(single, .recognized), .action(single)])
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, [single, double])
    }

    func testOnADoubleTapTheSingleTapThatAskedFirstStopsWaitingAndTheDoubleTapFails() {
        // Given
        let h = TouchTestHarness()
        let single = taps(h, "single")[0], double = taps(h, "double", taps: 2)[0]
        single.require(toFail: double)
        double.require(toFail: single)

        // When
        h.tap(at: CGPoint(x: 100, y: 100), time: 0)
        h.tap(at: CGPoint(x: 100, y: 100), time: 0.2)
        h.advance(to: 2)

        // Then
        assertLog(h.log, containsInOrder: [.stopsWaiting(single, for: double, .requireToFail),
                                           .gesture(single, .recognized), .gesture(double, .failed), .action(single)])
        assertLog(h.log, lacks: .action(double))
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, [single, double])
    }

    func testAButtonUnderATapCycleKeepsItsSingleTapAndEveryTouchEnds() {
        // Given: two single taps on root that require each other, a button on root
        let h = TouchTestHarness()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
        button.identifier = "button"
        h.root.addSubview(button)
        let r = taps(h, "tapA", "tapB")
        let (tapA, tapB) = (r[0], r[1])
        tapA.require(toFail: tapB); tapB.require(toFail: tapA)

        // When
        h.tap(at: CGPoint(x: 100, y: 80), time: 0)
        h.advance(to: 1)

        // Then: UIKit's control exemption fails both taps; the button fires
        assertLog(h.log, containsInOrder: [.gesture(tapA, .failed), .control(button, .touchUpInside)])
        XCTAssertEqual(h.log.actions, [])
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, r)
    }

    func testAButtonUnderADoubleTapCycleGetsItsTouchesCancelledByTheWinner() {
        // Given: two double taps on root that require each other, a button on root
        let h = TouchTestHarness()
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
        button.identifier = "button"
        h.root.addSubview(button)
        let r = taps(h, "doubleA", "doubleB", taps: 2)
        let (doubleA, doubleB) = (r[0], r[1])
        doubleA.require(toFail: doubleB); doubleB.require(toFail: doubleA)

        // When
        h.tap(at: CGPoint(x: 100, y: 80), time: 0)
        h.tap(at: CGPoint(x: 100, y: 80), time: 0.2)
        h.advance(to: 2)

        // Then
        assertLog(h.log, containsInOrder: [.stopsWaiting(doubleA, for: doubleB, .requireToFail),
                                           .gesture(doubleA, .recognized), .touchesCancelled(button), .action(doubleA)])
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, r)
    }

    // MARK: No growth

    func testAThousandTapsOnATwoCycleCostTheSameWorkEach() {
        // Given
        let h = TouchTestHarness()
        let r = taps(h, "tapA", "tapB")
        let (tapA, tapB) = (r[0], r[1])
        tapA.require(toFail: tapB); tapB.require(toFail: tapA)
        let arena = h.app.gestureArena

        // When: 1,000 taps, a second apart, counting recognizer calls per tap
        var callsPerTap: Set<Int> = []
        var mostParticipants = 0
        for n in 0..<1000 {
            let before = arena.recognizerCalls
            h.down(1, CGPoint(x: 100, y: 100), at: Double(n))
            mostParticipants = max(mostParticipants, arena.participants.count)
            h.up(1, CGPoint(x: 100, y: 100), at: Double(n) + 0.05)
            callsPerTap.insert(arena.recognizerCalls - before)
        }
        h.advance(to: 1001)

        // Then: two recognizers, two calls each (began, ended), every tap
        XCTAssertEqual(callsPerTap, [4])
        XCTAssertEqual(mostParticipants, 2)
        XCTAssertEqual(h.log.actions.count, 1000)
        XCTAssertEqual(h.log.of(.stopsWaiting).count, 1000)
        assertEveryTouchEnds(h.log)
        assertSettled(h.app, r)
    }
}
