import XCTest
@testable import TapKit
import TapTestSupport

final class HitTestTraceTests: XCTestCase {
    private var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    /// A subclass that answers without ever calling super.
    private final class AlwaysSelfView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { self }
    }

    /// A subclass that calls super, then swaps a hit on itself for nil.
    private final class SwallowingView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let result = super.hitTest(point, with: event)
            return result === self ? nil : result
        }
    }

    /// A subclass that calls super and returns its answer unchanged.
    private final class PoliteView: UIView {
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            super.hitTest(point, with: event)
        }
    }

    private func traced(_ x: CGFloat, _ y: CGFloat) -> HitTestTrace {
        let result = f.app.hitTest(CGPoint(x: x, y: y), traced: true)
        return result.trace!
    }

    func testTheWalkIsRecordedInCallOrderWithDepthLocalPointVerdictAndResult() {
        // Given: a target under four overlapping siblings that each refuse for a different reason
        let card = f.addView("card", CGRect(x: 0, y: 100, width: 300, height: 300))
        let target = f.addView("target", CGRect(x: 50, y: 50, width: 100, height: 100), to: card)
        f.addView("hidden", CGRect(x: 0, y: 0, width: 390, height: 844)).isHidden = true
        f.addView("faded", CGRect(x: 0, y: 0, width: 390, height: 844)).alpha = 0.005
        f.addView("inert", CGRect(x: 0, y: 0, width: 390, height: 844)).isUserInteractionEnabled = false
        f.addView("elsewhere", CGRect(x: 0, y: 600, width: 100, height: 100))

        // When
        let trace = traced(60, 160)

        // Then
        let expected: [(String, Int, CGPoint, HitTestTrace.Verdict, String?)] = [
            ("main", 0, CGPoint(x: 60, y: 160), .hitSubview, "target"),
            ("root", 1, CGPoint(x: 60, y: 160), .hitSubview, "target"),
            ("elsewhere", 2, CGPoint(x: 60, y: -440), .outside, nil),
            ("inert", 2, CGPoint(x: 60, y: 160), .interactionDisabled, nil),
            ("faded", 2, CGPoint(x: 60, y: 160), .alpha, nil),
            ("hidden", 2, CGPoint(x: 60, y: 160), .hidden, nil),
            ("card", 2, CGPoint(x: 60, y: 60), .hitSubview, "target"),
            ("target", 3, CGPoint(x: 10, y: 10), .hitSelf, "target"),
        ]
        XCTAssertEqual(trace.steps.map(\.viewID), expected.map(\.0))
        for (step, want) in zip(trace.steps, expected) {
            XCTAssertEqual(step.depth, want.1, step.viewID)
            XCTAssertEqual(step.point, want.2, step.viewID)
            XCTAssertEqual(step.verdict, want.3, step.viewID)
            XCTAssertEqual(step.returnedID, want.4, step.viewID)
        }
        XCTAssertIdentical(trace.hitView, target)
        XCTAssertIdentical(trace.hitWindow, f.window)
    }

    func testAnAlphaJustUnderOneHundredthSkipsTheViewAndRecordsItsAlpha() {
        // Given
        f.addView("faded", CGRect(x: 0, y: 0, width: 100, height: 100)).alpha = 0.009

        // When
        let step = traced(50, 50).steps.first { $0.viewID == "faded" }

        // Then: the fact the reason is written from (TapExplainTests' HitTestTraceReasonTests words it)
        XCTAssertEqual(step?.verdict, .alpha)
        guard case let .alpha(alpha)? = step?.facts else {
            return XCTFail("no alpha fact: \(String(describing: step?.facts))")
        }
        XCTAssertEqual(alpha, 0.009, accuracy: 1e-12)
    }

    func testAnOverrideThatNeverCallsSuperIsRecordedAsCustomWithItsResultUnchanged() {
        // Given: an override that claims every point, even one outside its bounds
        let view = f.add(AlwaysSelfView(), "greedy", CGRect(x: 0, y: 0, width: 10, height: 10))

        // When
        let trace = traced(200, 200)

        // Then
        let step = trace.step(for: view)
        XCTAssertEqual(step?.verdict, .custom)
        XCTAssertEqual(step?.returnedID, "greedy")
        XCTAssertIdentical(trace.hitView, view)
        XCTAssertIdentical(f.hitView(200, 200), view)
    }

    func testAnOverrideThatCallsSuperThenChangesTheResultIsMarkedCustom() {
        // Given
        let below = f.addView("below", CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = f.add(SwallowingView(), "swallow", CGRect(x: 0, y: 0, width: 200, height: 200))

        // When
        let trace = traced(50, 50)

        // Then
        let step = trace.step(for: view)
        XCTAssertEqual(step?.verdict, .custom)
        XCTAssertNil(step?.returnedID)
        XCTAssertEqual(trace.step(for: below)?.verdict, .hitSelf)
        XCTAssertIdentical(trace.hitView, below)
    }

    func testAnOverrideThatCallsSuperAndKeepsTheResultKeepsTheBuiltInVerdict() {
        // Given
        let view = f.add(PoliteView(), "polite", CGRect(x: 0, y: 0, width: 200, height: 200))

        // When
        let trace = traced(50, 50)

        // Then: one step, not two, and the built-in verdict
        XCTAssertEqual(trace.steps.filter { $0.viewID == "polite" }.count, 1)
        XCTAssertEqual(trace.step(for: view)?.verdict, .hitSelf)
        XCTAssertEqual(trace.step(for: view)?.depth, 2)
    }

    func testHitTestRulesThatReplaceTheBuiltInResultAreMarkedCustom() {
        // Given
        f.addView("below", CGRect(x: 0, y: 0, width: 200, height: 200))
        let overlay = f.addView("overlay", CGRect(x: 0, y: 0, width: 200, height: 200))
        overlay.hitTestRule = .passThrough
        let wall = f.addView("wall", CGRect(x: 200, y: 0, width: 100, height: 100))
        wall.hitTestRule = .never

        // When
        let trace = traced(50, 50)

        // Then
        XCTAssertEqual(trace.step(for: overlay)?.verdict, .custom)
        XCTAssertNil(trace.step(for: overlay)?.returnedID)
        XCTAssertEqual(trace.step(for: wall)?.verdict, .custom)
        XCTAssertEqual(trace.hitView?.identifier, "below")
    }

    func testTracingNeverChangesTheResult() {
        // Given: a tree with every kind of rule and override
        let a = f.addView("a", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.addView("a1", CGRect(x: 20, y: 20, width: 60, height: 60), to: a).hitShape = .circle(center: nil, radius: nil)
        let b = f.add(SwallowingView(), "b", CGRect(x: 100, y: 100, width: 200, height: 200))
        f.add(UIButton(), "b1", CGRect(x: 10, y: 10, width: 40, height: 40), to: b)
        f.add(AlwaysSelfView(), "c", CGRect(x: 300, y: 300, width: 50, height: 50))
        let d = f.addView("d", CGRect(x: 0, y: 400, width: 100, height: 100))
        d.hitTestRule = .outOfBounds
        f.addView("d1", CGRect(x: 100, y: 0, width: 50, height: 50), to: d)
        let e = f.addView("e", CGRect(x: 0, y: 600, width: 390, height: 100))
        e.hitTestRule = .passThrough
        f.add(UIButton(), "e1", CGRect(x: 10, y: 10, width: 40, height: 40), to: e).isEnabled = false
        let rotated = f.addView("rot", CGRect(x: 200, y: 600, width: 100, height: 100))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)

        // When / Then: every point of a grid gives the same view traced and untraced
        for x in stride(from: CGFloat(5), to: 390, by: 15) {
            for y in stride(from: CGFloat(5), to: 844, by: 15) {
                let point = CGPoint(x: x, y: y)
                let plain = f.app.hitTest(point, traced: false)
                let withTrace = f.app.hitTest(point, traced: true)
                XCTAssertNil(plain.trace)
                XCTAssertIdentical(plain.view, withTrace.view, "at \(point)")
                XCTAssertIdentical(withTrace.trace?.hitView, withTrace.view, "at \(point)")
                let byHand = f.window.hitTest(f.window.convert(point, from: nil), with: UIEvent(tracing: HitTestTrace()))
                XCTAssertIdentical(byHand, plain.view, "at \(point)")
            }
        }
    }

    func testTheApplicationPutsTheWalkOnTheHitTestRecordWhenAskedTo() {
        // Given
        let view = f.addView("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        f.app.tracesHitTests = true

        // When
        f.down(1, 50, 50, at: 0)

        // Then
        let record = f.log.records.first { $0.kind == .hitTest }
        assertRecord(record, is: .hitTest(1, view))
        XCTAssertIdentical(record?.walk?.hitView, view)
        XCTAssertEqual(record?.walk?.steps.map(\.viewID), ["main", "root", "v"])
    }

    func testTheWalkIsNotRecordedUnlessAskedFor() {
        // Given
        let view = f.addView("v", CGRect(x: 0, y: 0, width: 100, height: 100))

        // When
        f.down(1, 50, 50, at: 0)

        // Then
        let record = f.log.records.first { $0.kind == .hitTest }
        assertRecord(record, is: .hitTest(1, view))
        XCTAssertNil(record?.walk)
    }
}
