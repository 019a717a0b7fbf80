import XCTest
@testable import TapKit
import TapTestSupport

final class UIViewHitTestingTests: XCTestCase {
    var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    // MARK: Eligibility prunes the whole subtree

    func testAHiddenViewIsSkippedTogetherWithItsSubviews() {
        // Given
        let parent = f.addView("parent", CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = f.addView("child", CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)
        XCTAssertIdentical(f.hitView(70, 70), child)

        // When
        parent.isHidden = true

        // Then
        XCTAssertIdentical(f.hitView(70, 70), f.root)
        XCTAssertIdentical(f.hitView(200, 200), f.root)
    }

    func testAViewWithAlphaBelowOneHundredthIsSkippedTogetherWithItsSubviews() {
        // Given
        let parent = f.addView("parent", CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = f.addView("child", CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)

        // When
        parent.alpha = 0.009

        // Then
        XCTAssertIdentical(f.hitView(70, 70), f.root)
        XCTAssertNotIdentical(f.hitView(70, 70), child)
    }

    func testAViewWithAlphaOfExactlyOneHundredthIsStillHittable() {
        // Given
        let parent = f.addView("parent", CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = f.addView("child", CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)

        // When
        parent.alpha = 0.01

        // Then (Apple: "less than 0.01"; the seeds' `<= 0.01` is wrong)
        XCTAssertIdentical(f.hitView(70, 70), child)
        XCTAssertIdentical(f.hitView(200, 200), parent)
    }

    func testAViewWithUserInteractionDisabledIsSkippedTogetherWithItsSubviews() {
        // Given
        let parent = f.addView("parent", CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = f.addView("child", CGRect(x: 10, y: 10, width: 100, height: 100), to: parent)
        child.isUserInteractionEnabled = true

        // When
        parent.isUserInteractionEnabled = false

        // Then
        XCTAssertIdentical(f.hitView(70, 70), f.root)
        XCTAssertIdentical(f.hitView(200, 200), f.root)
    }

    func testAPointOutsideTheParentIsNeverHitInASubviewDrawnOutsideIt() {
        // Given: a child that sticks out of a parent that does not clip
        let parent = f.addView("parent", CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.clipsToBounds = false
        let child = f.addView("child", CGRect(x: 80, y: 80, width: 100, height: 100), to: parent)

        // When
        let overlap = f.hitView(140, 140)
        let outsideParent = f.hitView(200, 200)

        // Then: only the part inside the parent's bounds is hittable
        XCTAssertIdentical(overlap, child)
        XCTAssertIdentical(outsideParent, f.root)
    }

    // MARK: Order and conversion

    func testALaterSiblingWinsWhereTwoSubviewsOverlap() {
        // Given
        let first = f.addView("first", CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = f.addView("second", CGRect(x: 100, y: 100, width: 200, height: 200))

        // When / Then
        XCTAssertIdentical(f.hitView(150, 150), second)
        XCTAssertIdentical(f.hitView(50, 50), first)
    }

    func testBringingASubviewToTheFrontMakesItWinTheOverlap() {
        // Given
        let first = f.addView("first", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.addView("second", CGRect(x: 100, y: 100, width: 200, height: 200))

        // When
        f.root.bringSubviewToFront(first)

        // Then
        XCTAssertIdentical(f.hitView(150, 150), first)
    }

    func testTheSubviewsAreAskedFromLastToFirst() {
        // Given
        let trace = HitTestTrace()
        let a = f.addView("a", CGRect(x: 0, y: 0, width: 50, height: 50))
        let b = f.addView("b", CGRect(x: 100, y: 0, width: 50, height: 50))
        let c = f.addView("c", CGRect(x: 200, y: 0, width: 50, height: 50))

        // When: a point none of them contains, so every one is asked
        _ = f.window.hitTest(CGPoint(x: 300, y: 300), with: UIEvent(tracing: trace))

        // Then
        let asked = trace.steps.filter { $0.depth == 2 }.map(\.view)
        XCTAssertEqual(asked.count, 3)
        XCTAssertIdentical(asked[0], c)
        XCTAssertIdentical(asked[1], b)
        XCTAssertIdentical(asked[2], a)
    }

    func testThePointIsConvertedThroughEachFrameOrigin() {
        // Given
        let outer = f.addView("outer", CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = f.add(TouchRecordingView(), "inner", CGRect(x: 50, y: 50, width: 20, height: 20), to: outer)

        // When / Then: inner covers screen (150...170, 150...170)
        XCTAssertIdentical(f.hitView(155, 165), inner)
        XCTAssertIdentical(f.hitView(149, 160), outer)
        XCTAssertIdentical(f.hitView(171, 160), outer)
    }

    func testAScrolledParentsBoundsOriginShiftsWhereItsSubviewsAreHit() {
        // Given: a parent at screen y 100, scrolled by 400, with a row at content y 500
        let scroller = f.addView("scroller", CGRect(x: 0, y: 100, width: 390, height: 600))
        let row = f.addView("row", CGRect(x: 0, y: 500, width: 390, height: 50), to: scroller)

        // When
        scroller.bounds.origin.y = 400

        // Then: the row is on screen at 100 + (500 - 400) = 200 ... 250
        XCTAssertIdentical(f.hitView(20, 210), row)
        XCTAssertIdentical(f.hitView(20, 249), row)
        XCTAssertIdentical(f.hitView(20, 190), scroller)
        XCTAssertIdentical(f.hitView(20, 610), scroller)
    }

    func testARotatedButtonIsHitAtItsRotatedCornerButNotAtItsUnrotatedCorner() {
        // Given: a 100 × 100 button centred at (150, 150), turned 45°
        let button = f.add(UIButton(), "button", CGRect(x: 100, y: 100, width: 100, height: 100))

        // When
        button.transform = CGAffineTransform(rotationAngle: .pi / 4)

        // Then: the diamond's top tip reaches y = 150 - 70.7, the old corner is cut off
        XCTAssertIdentical(f.hitView(150, 85), button)
        XCTAssertIdentical(f.hitView(105, 105), f.root)
        XCTAssertIdentical(f.hitView(150, 150), button)
    }

    func testAScaledViewIsHitOverItsScaledArea() {
        // Given: 50 × 50 centred at (100, 100)
        let view = f.addView("scaled", CGRect(x: 75, y: 75, width: 50, height: 50))
        XCTAssertIdentical(f.hitView(140, 140), f.root)

        // When
        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        // Then: it now covers 50 ... 150
        XCTAssertIdentical(f.hitView(140, 140), view)
        XCTAssertIdentical(f.hitView(55, 55), view)
        XCTAssertIdentical(f.hitView(155, 100), f.root)
    }

    func testAViewScaledToZeroIsNeverHit() {
        // Given
        let view = f.addView("flat", CGRect(x: 50, y: 50, width: 100, height: 100))

        // When
        view.transform = CGAffineTransform(scaleX: 0, y: 0)

        // Then
        XCTAssertIdentical(f.hitView(100, 100), f.root)
        XCTAssertIdentical(f.hitView(60, 60), f.root)
    }

    // MARK: What is not a candidate

    func testALayerThatLooksLikeAButtonIsNeverHit() {
        // Given: a sublayer drawn outside its view
        let host = f.addView("host", CGRect(x: 0, y: 0, width: 100, height: 100))
        let layer = CALayer()
        layer.name = "fakeButton"
        layer.frame = CGRect(x: 150, y: 150, width: 100, height: 100)
        host.layer.addSublayer(layer)

        // When
        let onLayer = f.hitView(200, 200)
        let onHost = f.hitView(50, 50)

        // Then: the layer is paint; the touch goes to the view under it
        XCTAssertIdentical(onLayer, f.root)
        XCTAssertIdentical(onHost, host)
        XCTAssertIdentical(layer.hostingView, host)
    }

    func testADisabledControlIsSkippedAndTheTouchGoesToTheViewBehindIt() {
        // Given
        let behind = f.addView("behind", CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = f.add(UIButton(), "button", CGRect(x: 50, y: 50, width: 100, height: 50))
        XCTAssertIdentical(f.hitView(100, 75), button)

        // When
        button.isEnabled = false

        // Then
        XCTAssertIdentical(f.hitView(100, 75), behind)
    }

    func testADisabledControlHidesItsSubviewsFromHitTesting() {
        // Given
        let control = f.add(UIControl(), "control", CGRect(x: 50, y: 50, width: 100, height: 100))
        let icon = f.addView("icon", CGRect(x: 10, y: 10, width: 30, height: 30), to: control)
        XCTAssertIdentical(f.hitView(70, 70), icon)

        // When
        control.isEnabled = false

        // Then
        XCTAssertIdentical(f.hitView(70, 70), f.root)
    }

    func testAPassThroughViewLetsTheTouchThroughToTheViewBelow() {
        // Given
        let below = f.addView("below", CGRect(x: 0, y: 0, width: 300, height: 300))
        let overlay = f.addView("overlay", CGRect(x: 0, y: 0, width: 300, height: 300))

        // When
        overlay.hitTestRule = .passThrough

        // Then
        XCTAssertIdentical(f.hitView(150, 150), below)
        XCTAssertNil(overlay.hitTest(CGPoint(x: 150, y: 150), with: nil))
    }

    func testAPassThroughViewsSubviewsStillWin() {
        // Given
        f.addView("below", CGRect(x: 0, y: 0, width: 300, height: 300))
        let overlay = f.addView("overlay", CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = f.add(UIButton(), "button", CGRect(x: 100, y: 100, width: 50, height: 50), to: overlay)

        // When
        overlay.hitTestRule = .passThrough

        // Then
        XCTAssertIdentical(f.hitView(120, 120), button)
    }

    func testAForwardingContainerSendsEveryHitInsideItToItsTargetSubviewsIncluded() {
        // Given: a carousel narrower than its container (seed 002)
        let container = f.addView("container", CGRect(x: 0, y: 100, width: 390, height: 200))
        let carousel = f.addView("carousel", CGRect(x: 95, y: 0, width: 200, height: 200), to: container)
        f.addView("card", CGRect(x: 10, y: 10, width: 50, height: 50), to: carousel)

        // When
        container.hitTestRule = .forward(to: ViewReference(carousel))

        // Then
        XCTAssertIdentical(f.hitView(20, 200), carousel, "the container's own area goes to the carousel")
        XCTAssertIdentical(f.hitView(120, 130), carousel, "a subview's hit goes to the carousel too")
        XCTAssertIdentical(f.hitView(20, 350), f.root, "outside the container nothing is forwarded")
    }

    func testAContainerForwardingOnlyItselfLeavesItsSubviewsTheirHits() {
        // Given
        let container = f.addView("container", CGRect(x: 0, y: 100, width: 390, height: 200))
        let carousel = f.addView("carousel", CGRect(x: 95, y: 0, width: 200, height: 200), to: container)
        let card = f.addView("card", CGRect(x: 10, y: 10, width: 50, height: 50), to: carousel)

        // When
        container.hitTestRule = .forward(to: ViewReference(carousel), onlySelf: true)

        // Then
        XCTAssertIdentical(f.hitView(20, 200), carousel, "the container's own area goes to the carousel")
        XCTAssertIdentical(f.hitView(120, 130), card, "a subview's hit is not forwarded")
    }

    func testTheTraceSaysWhichHitAForwardingRuleHandedOn() {
        // Given
        let container = f.addView("container", CGRect(x: 0, y: 100, width: 390, height: 200))
        let carousel = f.addView("carousel", CGRect(x: 95, y: 0, width: 200, height: 200), to: container)
        f.addView("card", CGRect(x: 10, y: 10, width: 50, height: 50), to: carousel)
        container.hitTestRule = .forward(to: ViewReference(carousel))

        // When
        let step = f.app.hitTest(CGPoint(x: 120, y: 130), traced: true).trace?.step(for: container)

        // Then: the container's step records the rule's hand-over (TapExplainTests' HitTestTraceOutputTests words it)
        XCTAssertEqual(step?.verdict, .custom)
        guard case let .custom(decision)? = step?.facts, case let .ruleForward(hit, target) = decision.kind else {
            return XCTFail("no forwarding decision: \(String(describing: step?.facts))")
        }
        XCTAssertEqual(hit, "card")
        XCTAssertEqual(target, "carousel")
    }

    func testAnOutOfBoundsViewLetsASubviewOutsideItsBoundsBeHit() {
        // Given: a badge sticking out of a small parent
        let parent = f.addView("parent", CGRect(x: 100, y: 100, width: 50, height: 50))
        let badge = f.addView("badge", CGRect(x: 40, y: -20, width: 30, height: 30), to: parent)
        XCTAssertIdentical(f.hitView(160, 85), f.root)

        // When
        parent.hitTestRule = .outOfBounds

        // Then
        XCTAssertIdentical(f.hitView(160, 85), badge)
        XCTAssertIdentical(f.hitView(120, 120), parent)
        XCTAssertIdentical(f.hitView(200, 200), f.root, "outside both, the parent itself still refuses")
    }

    func testANeverViewAndItsSubviewsTakeNoTouch() {
        // Given
        let view = f.addView("view", CGRect(x: 0, y: 0, width: 200, height: 200))
        f.addView("child", CGRect(x: 0, y: 0, width: 100, height: 100), to: view)

        // When
        view.hitTestRule = .never

        // Then
        XCTAssertIdentical(f.hitView(50, 50), f.root)
        XCTAssertIdentical(f.hitView(150, 150), f.root)
    }

    // MARK: Overrides

    func testAPointInsideOverrideDecidesWhetherTheViewIsHit() {
        // Given
        final class LeftHalfView: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                point.x < bounds.midX && super.point(inside: point, with: event)
            }
        }
        let view = f.add(LeftHalfView(), "half", CGRect(x: 0, y: 0, width: 200, height: 200))

        // When / Then
        XCTAssertIdentical(f.hitView(50, 50), view)
        XCTAssertIdentical(f.hitView(150, 50), f.root)
    }

    func testAHitTestOverrideThatReturnsAnotherViewRedirectsTheTouch() {
        // Given
        final class RedirectingView: UIView {
            weak var target: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                super.hitTest(point, with: event) == nil ? nil : target
            }
        }
        let target = f.addView("target", CGRect(x: 300, y: 300, width: 50, height: 50))
        let view = f.add(RedirectingView(), "redirect", CGRect(x: 0, y: 0, width: 100, height: 100))
        view.target = target

        // When / Then
        XCTAssertIdentical(f.hitView(50, 50), target)
    }
}
