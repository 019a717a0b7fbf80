import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// Valid layouts (SPEC 3) build the objects they describe: `hitInsets`, `hitShape` and `hitTest` rules stand in for overrides.
final class LayoutLoaderHitCustomisationTests: XCTestCase {
    func testHitInsetsTakeOneNumberForEverySide() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: small, frame: [100, 100, 20, 20], hitInsets: -20}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("small", in: layout).hitInsets, UIEdgeInsets(top: -20, left: -20, bottom: -20, right: -20))
        XCTAssertEqual(hitID(85, 85, in: layout), "small", "negative insets enlarge the tappable area")
        XCTAssertEqual(hitID(79, 110, in: layout), "root")
    }

    func testHitInsetsTakeTopLeftBottomRightAsAList() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: card, frame: [100, 100, 100, 100], hitInsets: [10, 0, 0, -30]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(try view("card", in: layout).hitInsets, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: -30))
        XCTAssertEqual(hitID(150, 105, in: layout), "root", "the top 10 points are inset")
        XCTAssertEqual(hitID(150, 115, in: layout), "card")
        XCTAssertEqual(hitID(220, 150, in: layout), "card", "30 more points on the right")
    }

    func testACircleHitShapeIsCentredWithRadiusHalfTheShorterSideByDefault() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: badge, frame: [100, 100, 100, 60], hitShape: {circle: {}}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case .circle(nil, nil)? = try view("badge", in: layout).hitShape else { return XCTFail("not a default circle") }
        XCTAssertEqual(hitID(150, 130, in: layout), "badge")
        XCTAssertEqual(hitID(150, 159, in: layout), "badge")
        XCTAssertEqual(hitID(105, 130, in: layout), "root", "outside a radius of 30")
    }

    func testACircleHitShapeTakesACentreAndARadius() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: corner, frame: [100, 100, 100, 100], hitShape: {circle: {center: [0, 0], radius: 20}}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .circle(center, radius)? = try view("corner", in: layout).hitShape else { return XCTFail("not a circle") }
        XCTAssertEqual(center, CGPoint(x: 0, y: 0))
        XCTAssertEqual(radius, 20)
        XCTAssertEqual(hitID(105, 105, in: layout), "corner")
        XCTAssertEqual(hitID(150, 150, in: layout), "root")
    }

    func testAnEllipseHitShapeFillsTheBounds() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: pill, frame: [100, 100, 200, 100], hitShape: {ellipse: {}}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case .ellipse? = try view("pill", in: layout).hitShape else { return XCTFail("not an ellipse") }
        XCTAssertEqual(hitID(105, 150, in: layout), "pill")
        XCTAssertEqual(hitID(105, 105, in: layout), "root")
    }

    func testARectsHitShapeIsTheUnionOfItsRectangles() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: strips, frame: [100, 100, 100, 100], hitShape: {rects: [[0, 0, 20, 100], [80, 0, 20, 100]]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .rects(rects)? = try view("strips", in: layout).hitShape else { return XCTFail("not rects") }
        XCTAssertEqual(rects, [CGRect(x: 0, y: 0, width: 20, height: 100), CGRect(x: 80, y: 0, width: 20, height: 100)])
        XCTAssertEqual(hitID(110, 150, in: layout), "strips")
        XCTAssertEqual(hitID(190, 150, in: layout), "strips")
        XCTAssertEqual(hitID(150, 150, in: layout), "root")
    }

    func testAPathHitShapeFollowsItsFillRule() throws {
        // Given
        let square = "M0 0 H100 V100 H0 Z M25 25 H75 V75 H25 Z"
        let yaml = """
            view:
              id: root
              subviews:
                - {id: ring, frame: [0, 0, 100, 100], hitShape: {path: "\(square)", fillRule: evenOdd}}
                - {id: filled, frame: [0, 200, 100, 100], hitShape: {path: "\(square)"}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        guard case let .path(ring)? = try view("ring", in: layout).hitShape,
              case let .path(filled)? = try view("filled", in: layout).hitShape else { return XCTFail("not paths") }
        XCTAssertTrue(ring.usesEvenOddFillRule)
        XCTAssertFalse(filled.usesEvenOddFillRule, "nonZero is the default")
        XCTAssertEqual(hitID(10, 10, in: layout), "ring")
        XCTAssertEqual(hitID(50, 50, in: layout), "root", "the even-odd hole")
        XCTAssertEqual(hitID(50, 250, in: layout), "filled", "both squares wind the same way")
    }

    func testWithHitInsetsAndAHitShapeAPointMustBeInBoth() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: button, class: button, frame: [100, 100, 200, 100], hitInsets: -20,
                   hitShape: {rects: [[-20, 0, 40, 100], [180, 0, 40, 100]]}}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(85, 150, in: layout), "button", "in the enlarged bounds and a strip")
        XCTAssertEqual(hitID(200, 150, in: layout), "root", "in the bounds but between the strips")
        XCTAssertEqual(hitID(85, 205, in: layout), "root", "in the enlarged bounds but below the strips")
    }

    func testTheHitTestRulesAreReadByName() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: a, hitTest: default}
                - {id: b, hitTest: passThrough}
                - {id: c, hitTest: outOfBounds}
                - {id: d, hitTest: never}
                - {id: e, hitTest: {forward: a}}
                - {id: f}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        let names = try ["a", "b", "c", "d", "e", "f"].map { try view($0, in: layout).hitTestRule.name }
        XCTAssertEqual(names, ["default", "passThrough", "outOfBounds", "never", "forward to a", "default"])
    }

    func testAPassThroughViewLetsTouchesReachTheViewBehindButItsSubviewsStillWin() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: behind, frame: [0, 0, 200, 200]}
                - id: overlay
                  frame: [0, 0, 200, 200]
                  hitTest: passThrough
                  subviews:
                    - {id: close, class: button, frame: [150, 0, 50, 50]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(100, 100, in: layout), "behind")
        XCTAssertEqual(hitID(175, 25, in: layout), "close")
    }

    func testAnOutOfBoundsViewFindsSubviewsOutsideItsBounds() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: tabBar
                  frame: [0, 100, 390, 50]
                  subviews:
                    - {id: bigButton, class: button, frame: [170, -30, 50, 80]}
                - id: strictBar
                  frame: [0, 300, 390, 50]
                  subviews:
                    - {id: clippedButton, class: button, frame: [170, -30, 50, 80]}
            """
        let withRule = yaml.replacingOccurrences(of: "frame: [0, 100, 390, 50]", with: "frame: [0, 100, 390, 50]\n      hitTest: outOfBounds")

        // When
        let layout = try loadLayout(withRule)

        // Then
        XCTAssertEqual(hitID(195, 80, in: layout), "bigButton", "above the tab bar, where the button sticks out")
        XCTAssertEqual(hitID(195, 280, in: layout), "root", "without the rule the part outside is not hittable")
    }

    func testANeverViewIsNotHitNorAreItsSubviews() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: behind, frame: [0, 0, 200, 200]}
                - id: ghost
                  frame: [0, 0, 200, 200]
                  hitTest: never
                  subviews:
                    - {id: inner, frame: [0, 0, 50, 50]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(25, 25, in: layout), "behind")
        XCTAssertEqual(hitID(100, 100, in: layout), "behind")
    }

    func testAForwardRuleSendsEveryHitInsideTheViewToTheNamedViewSubviewsIncluded() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: area
                  frame: [0, 100, 390, 200]
                  hitTest: {forward: pager}
                  subviews:
                    - {id: pager, class: scrollView, frame: [45, 0, 300, 200], contentSize: [900, 200]}
                    - {id: page, frame: [300, 10, 50, 50]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(320, 130, in: layout), "pager", "a hit on a subview of the area is forwarded too")
    }

    func testAForwardRuleOnlyForSelfLeavesTheSubviewsTheirHits() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: header
                  frame: [0, 100, 390, 200]
                  hitTest: {forward: list, only: self}
                  subviews:
                    - {id: like, class: button, frame: [20, 140, 100, 44]}
                - {id: list, frame: [0, 400, 390, 400]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(70, 260, in: layout), "like")
        XCTAssertEqual(hitID(200, 150, in: layout), "list")
        guard case let .forward(_, onlySelf) = try view("header", in: layout).hitTestRule else { return XCTFail("not a forward rule") }
        XCTAssertTrue(onlySelf)
    }

    func testAForwardRuleRejectsAnOnlyOtherThanSelfAndAnOnlyWithoutForward() {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: a, frame: [0, 0, 10, 10], hitTest: {forward: b, only: itself}}
                - {id: b, frame: [0, 0, 10, 10], hitTest: {only: self}}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:4:66: error: hitTest only must be one of self, found 'itself' (did you mean 'self'?)",
            "test.yaml:5:47: error: hitTest needs forward: ID ({forward: ID} or {forward: ID, only: self})",
        ])
    }

    func testAForwardRuleSendsHitsOnTheViewToTheNamedView() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - id: pagerArea
                  frame: [0, 100, 390, 200]
                  hitTest: {forward: carousel}
                  subviews:
                    - {id: carousel, class: scrollView, frame: [45, 0, 300, 200], contentSize: [900, 200], paging: true}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(10, 200, in: layout), "carousel", "the margin beside the carousel forwards to it")
        XCTAssertEqual(hitID(200, 200, in: layout), "carousel")
        XCTAssertEqual(hitID(10, 50, in: layout), "root")
    }

    func testAForwardRuleMayNameAViewDefinedLaterInTheFile() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: area, frame: [0, 0, 100, 100], hitTest: {forward: target}}
                - {id: target, frame: [200, 0, 10, 10]}
            """

        // When
        let layout = try loadLayout(yaml)

        // Then
        XCTAssertEqual(hitID(50, 50, in: layout), "target")
    }
}
