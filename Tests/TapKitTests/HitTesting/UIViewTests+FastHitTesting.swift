import XCTest
@testable import TapKit
import TapTestSupport

/// The walk skips `hitTest` calls on TapKit's own classes where the answer
/// is certainly nil (the traced walk records those steps and works them out
/// later); these tests pin down that the untraced walk gives the same
/// answers as the traced one, that views of other classes are still asked,
/// and how much work a wide tree takes.
final class UIViewFastHitTestingTests: XCTestCase {
    private var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    /// Counts its `hitTest` calls; being a subclass, it is always asked.
    final class CountingView: UIView {
        var calls = 0
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            calls += 1
            return super.hitTest(point, with: event)
        }
    }

    /// Takes points in its right half only.
    final class RightHalfView: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            point.x >= bounds.midX && super.point(inside: point, with: event)
        }
    }

    private func assertSameAsTraced(_ points: [CGPoint], file: StaticString = #filePath, line: UInt = #line) {
        for p in points {
            let fast = f.app.hitTest(p).view
            let traced = f.app.hitTest(p, traced: true).view
            XCTAssertIdentical(fast, traced, "at \(p)", file: file, line: line)
        }
    }

    private var grid: [CGPoint] {
        stride(from: -5.0, through: 400, by: 3.7).flatMap { x in
            stride(from: -5.0, through: 850, by: 6.1).map { CGPoint(x: x, y: $0) }
        }
    }

    func testTheUntracedWalkAnswersAsTheTracedOneWithEveryRuleAndShape() {
        // Given: siblings with every hit customisation, transforms and eligibility flags
        var views: [UIView] = []
        for i in 0..<60 {
            let v: UIView = i % 5 == 0 ? UIButton() : i % 7 == 0 ? UIScrollView() : UIView()
            f.add(v, "v\(i)", CGRect(x: CGFloat(i % 6) * 62, y: CGFloat(i / 6) * 80, width: 70, height: 90))
            views.append(v)
            if i % 3 == 1 { v.hitInsets = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8) }
            if i % 4 == 2 { v.hitShape = .circle(center: nil, radius: nil) }
            if i % 9 == 3 { v.hitShape = .ellipse }
            if i % 8 == 5 { v.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.2, y: 0.7) }
            if i % 13 == 6 { v.transform = CGAffineTransform(scaleX: 0, y: 0) }
            if i % 10 == 7 { v.isHidden = true }
            if i % 11 == 8 { v.alpha = 0.005 }
            if i % 12 == 9 { v.isUserInteractionEnabled = false }
            if i % 14 == 1, let button = v as? UIButton { button.isEnabled = false }
            switch i % 6 {
            case 1: v.hitTestRule = .passThrough
            case 2: v.hitTestRule = .outOfBounds
            case 4 where i % 4 == 0: v.hitTestRule = .never
            default: break
            }
            for j in 0..<3 {
                let child = f.addView("v\(i)c\(j)", CGRect(x: CGFloat(j) * 30 - 10, y: CGFloat(j) * 25 - 12, width: 35, height: 30), to: v)
                if j == 1 { child.hitTestRule = .forward(to: ViewReference(v)) }
                if j == 2 && i % 2 == 0 { child.transform = CGAffineTransform(rotationAngle: -0.7) }
            }
        }
        views[3].hitTestRule = .forward(to: ViewReference(views[40]))

        // Then
        assertSameAsTraced(grid)
    }

    func testViewsOfOtherClassesAreStillAskedByTheUntracedWalk() {
        // Given: a counting view behind many plain views that do not take the point
        let counting = f.add(CountingView(), "counting", CGRect(x: 0, y: 0, width: 390, height: 844))
        for i in 0..<100 { f.addView("p\(i)", CGRect(x: CGFloat(i), y: 900, width: 1, height: 1)) }
        let half = f.add(RightHalfView(), "half", CGRect(x: 0, y: 0, width: 100, height: 100))

        // When
        let hitLeft = f.hitView(20, 20)
        let hitRight = f.hitView(80, 20)

        // Then: the override of point(inside:) is honoured and the counting view is asked
        XCTAssertIdentical(hitLeft, counting)
        XCTAssertIdentical(hitRight, half)
        XCTAssertEqual(counting.calls, 1)
        assertSameAsTraced(grid)
    }

    func testTracingStillRecordsEverySubviewTheWalkAsks() {
        // Given: 500 siblings, none of which contains the point
        for i in 0..<500 { f.addView("s\(i)", CGRect(x: CGFloat(i % 20) * 10, y: 500 + CGFloat(i / 20) * 10, width: 8, height: 8)) }

        // When
        let trace = f.app.hitTest(CGPoint(x: 300, y: 100), traced: true).trace

        // Then: window, root and all 500 siblings, each with its verdict
        XCTAssertEqual(trace?.steps.count, 502)
        XCTAssertEqual(trace?.steps.filter { $0.verdict == .outside }.count, 500)
    }

    func testChangingFlagsAfterTheFactIsSeenByTheUntracedWalk() {
        // Given
        let v = f.addView("v", CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertIdentical(f.hitView(20, 20), v)

        // When / Then: every flag the walk caches is kept up to date
        v.isHidden = true; XCTAssertIdentical(f.hitView(20, 20), f.root)
        v.isHidden = false; v.alpha = 0; XCTAssertIdentical(f.hitView(20, 20), f.root)
        v.alpha = 1; v.isUserInteractionEnabled = false; XCTAssertIdentical(f.hitView(20, 20), f.root)
        v.isUserInteractionEnabled = true; v.hitTestRule = .never; XCTAssertIdentical(f.hitView(20, 20), f.root)
        v.hitTestRule = .passThrough; XCTAssertIdentical(f.hitView(20, 20), f.root)
        v.hitTestRule = .default; v.hitInsets = UIEdgeInsets(top: 20, left: 20, bottom: 0, right: 0)
        XCTAssertIdentical(f.hitView(20, 20), f.root)
        XCTAssertIdentical(f.hitView(40, 40), v)
        v.hitInsets = .zero; v.transform = CGAffineTransform(translationX: 100, y: 0)
        XCTAssertIdentical(f.hitView(20, 20), f.root)
        XCTAssertIdentical(f.hitView(120, 20), v)
        v.transform = .identity; XCTAssertIdentical(f.hitView(20, 20), v)
        let button = f.add(UIButton(), "b", CGRect(x: 10, y: 10, width: 50, height: 50))
        XCTAssertIdentical(f.hitView(20, 20), button)
        button.isEnabled = false; XCTAssertIdentical(f.hitView(20, 20), v)
    }
}

/// `formatNumber` writes its digits itself (traces format numbers for every
/// view they visit); it must print exactly what Foundation's formatter printed.
final class FormatNumberTests: XCTestCase {
    func testTheDigitsAreFoundationsForManyValuesAndPrecisions() {
        var state: UInt64 = 99
        func random() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var values: [CGFloat] = [0.005, -0.005, 0.015, 1.005, 2.675, -2.675, 0.125, 1e-9, 123456.789, -0.5, 0.1, 0.7, 99.995,
                                 12345678901.25, 0.0049999, 1.5e12 + 0.25]
        for _ in 0..<20_000 {
            let magnitude = pow(10, random() * 14 - 4)
            values.append(CGFloat((random() - 0.5) * 2 * magnitude))
        }
        for v in values {
            for decimals in [1, 2, 3, 4, 6] {
                let scale = pow(10, CGFloat(decimals))
                let rounded = (v * scale).rounded() / scale
                guard rounded != 0, !(rounded == rounded.rounded() && abs(rounded) < 1e15) else { continue }
                XCTAssertEqual(formatNumber(v, decimals: decimals), formatNumberWithFoundation(rounded, decimals: decimals),
                               "\(v) with \(decimals) decimals")
            }
        }
    }
}
