import XCTest
@testable import TapKit
import TapTestSupport

/// A traced walk records the subviews it passes by their cull box without
/// asking them, and works their steps out later (HitTestTrace+DeferredSteps).
/// The oracle here is a second, identical application whose trace is read
/// at once: the deferred trace, read after the views changed, must say
/// exactly what the views answered when they were asked.
final class HitTestTraceDeferredStepsTests: XCTestCase {
    /// A tree with every property the walk reads, varied per view; the same
    /// for the same seed.
    private func makeFixture() -> (CoreFixture, [UIView]) {
        let f = CoreFixture()
        var views: [UIView] = []
        for i in 0..<48 {
            let v: UIView = i % 5 == 0 ? UIButton() : i % 7 == 0 ? UIScrollView() : UIView()
            f.add(v, "v\(i)", CGRect(x: CGFloat(i % 6) * 62, y: CGFloat(i / 6) * 100, width: 70, height: 90))
            if i % 3 == 1 { v.hitInsets = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8) }
            if i % 4 == 2 { v.hitShape = .circle(center: nil, radius: nil) }
            if i % 8 == 5 { v.transform = CGAffineTransform(rotationAngle: 0.4) }
            if i % 10 == 7 { v.isHidden = true }
            if i % 11 == 8 { v.alpha = 0.005 }
            if i % 12 == 9 { v.isUserInteractionEnabled = false }
            if i % 9 == 4 { v.hitTestRule = .never }
            if i % 6 == 3 {
                let child = f.add(UIView(), "v\(i).child", CGRect(x: 10, y: 10, width: 30, height: 30), to: v)
                views.append(child)
            }
            views.append(v)
        }
        return (f, views)
    }

    /// What a reader of the trace gets, step by step: every field of each
    /// step and every fact its reason is written from.
    private func transcript(_ trace: HitTestTrace?) -> [String] {
        (trace?.steps ?? []).map(describe)
    }

    private func describe(_ step: HitTestTrace.Step) -> String {
        "\(step.depth) \(step.viewID) \(step.point) \(step.verdict) \(describe(step.facts)) -> \(step.returnedID ?? "nil")"
    }

    private func describe(_ reason: HitTestTrace.Reason) -> String {
        switch reason {
        case .none: "none"
        case .hidden: "hidden"
        case let .alpha(alpha): "alpha \(alpha)"
        case .interactionDisabled: "interactionDisabled"
        case let .refused(exclusion): "refused \(exclusion)"
        case let .outside(bounds): "outside \(bounds)"
        case let .outsideHitArea(area): "outsideHitArea \(area.bounds) \(area.hitInsets) \(area.shapeKind ?? "no shape")"
        case let .tookPoint(took): "tookPoint \(took.subview.text) \(took.hit?.text ?? "itself") \(describe(took.note))"
        case let .hitSelf(note): "hitSelf \(describe(note))"
        case let .refusedByPointInside(note): "refusedByPointInside \(describe(note))"
        case let .custom(decision): "custom \(describe(decision.kind))"
        }
    }

    private func describe(_ note: HitTestTrace.PointInsideNote?) -> String {
        guard let note else { return "no note" }
        let area = note.bounds.map { "\($0)" } ?? "hit area"
        return "\(note.className) \(note.returned) \(note.point) \(note.byDefault) \(area)"
    }

    private func describe(_ kind: HitTestTrace.CustomDecision.Kind) -> String {
        switch kind {
        case .ruleNever: "ruleNever"
        case .ruleOutOfBounds: "ruleOutOfBounds"
        case .rulePassThrough: "rulePassThrough"
        case let .ruleForward(hit, target): "ruleForward \(hit ?? "itself") \(target)"
        case let .ruleForwardOnlySelf(target): "ruleForwardOnlySelf \(target)"
        case let .hitTestWithoutSuper(className): "hitTestWithoutSuper \(className ?? "?")"
        case let .hitTestChanged(className, superResult, overrideResult):
            "hitTestChanged \(className ?? "?") \(superResult) \(overrideResult)"
        case let .callsInsideOverrides(earlier, found): "callsInsideOverrides (\(describe(earlier))) \(found)"
        }
    }

    /// Changes one property hit testing reads, chosen by `k`.
    private func mutate(_ view: UIView, _ k: Int) {
        switch k % 9 {
        case 0: view.alpha = view.alpha < 0.5 ? 1 : 0.001
        case 1: view.isHidden.toggle()
        case 2: view.frame = view.frame.offsetBy(dx: 37, dy: -21)
        case 3: view.bounds.size.width += 55
        case 4: view.hitInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        case 5: view.hitShape = view.hitShape == nil ? .ellipse : nil
        case 6: view.transform = CGAffineTransform(scaleX: 2, y: 0.5)
        case 7: view.hitTestRule = view.hitRuleKind == .never ? .default : .never
        default: view.isUserInteractionEnabled.toggle()
        }
    }

    func testADeferredStepSaysWhatTheViewAnsweredBeforeItChanged() {
        var random = StormRandom(seed: 14)
        for round in 0..<200 {
            // Given two identical applications and a point
            let (oracle, _) = makeFixture()
            let (subject, views) = makeFixture()
            let point = CGPoint(x: Double.random(in: -10...400, using: &random), y: Double.random(in: -10...860, using: &random))
            // When both are walked, the oracle's trace read at once and the
            // subject's only after some of its views changed
            let expected = transcript(oracle.app.hitTest(point, traced: true).trace)
            let trace = subject.app.hitTest(point, traced: true).trace
            for k in 0..<(1 + round % 4) {
                mutate(views[Int.random(in: 0..<views.count, using: &random)], round + k)
            }
            // Then the subject's steps are the oracle's
            XCTAssertEqual(transcript(trace), expected, "round \(round) at \(point)")
        }
    }

    func testWalkingAgainSettlesTheTraceWalkedBefore() {
        // Given a traced walk whose steps are not read yet
        let (oracle, _) = makeFixture()
        let (subject, views) = makeFixture()
        let point = CGPoint(x: 100, y: 150)
        let expected = transcript(oracle.app.hitTest(point, traced: true).trace)
        let first = subject.app.hitTest(point, traced: true).trace
        // When a second trace walks, then every view becomes hidden
        let second = subject.app.hitTest(point, traced: true).trace
        for view in views { view.isHidden = true }
        // Then both traces tell the walk as it was
        XCTAssertEqual(transcript(first), expected)
        XCTAssertEqual(transcript(second), expected)
        XCTAssertGreaterThan(expected.count, 40, "the walk passed most views by their cull box")
    }

    func testATraceNobodyReadsIsReleased() {
        // Given a traced walk that passed views without asking them
        let (subject, _) = makeFixture()
        weak let trace = subject.app.hitTest(CGPoint(x: 100, y: 150), traced: true).trace
        // When nobody keeps it
        // Then it is gone, with its deferred steps never worked out, and a
        // later change to a view settles nothing
        XCTAssertNil(trace)
        subject.root.alpha = 0.9
        XCTAssertEqual(subject.root.alpha, 0.9)
    }
}
