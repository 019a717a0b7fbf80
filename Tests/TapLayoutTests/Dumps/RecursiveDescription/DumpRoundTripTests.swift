import Foundation
import XCTest
import TapKit
import StressLayouts
@testable import TapLayout

/// Random trees printed as UIKit prints them, read back: the hit view at
/// every random point is the same view (found by its index path), through
/// transforms, scroll offsets, hidden, alpha, interaction and clipping.
final class DumpRoundTripTests: XCTestCase {
    /// Transforms whose bounding boxes give their bounds back: quarter
    /// turns, flips, scales and 30°/60° turns (a 45° turn leaves width and
    /// height ambiguous, and the reader says so).
    static let transforms: [CGAffineTransform] = [
        CGAffineTransform(rotationAngle: .pi / 2), CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(scaleX: 2, y: 0.5),
        CGAffineTransform(rotationAngle: .pi / 6), CGAffineTransform(rotationAngle: -.pi / 3).translatedBy(x: 7, y: -3),
    ]

    static func randomTree(_ random: inout SplitMix, views: Int) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        var all = [root]
        for _ in 0..<views {
            let parent = all[Int.random(in: 0..<all.count, using: &random)]
            let frame = CGRect(x: Double(Int.random(in: -40...300, using: &random)), y: Double(Int.random(in: -40...600, using: &random)),
                               width: Double(Int.random(in: 0...250, using: &random)), height: Double(Int.random(in: 0...250, using: &random)))
            let view: UIView
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                let scroll = UIScrollView(frame: frame)
                scroll.contentSize = CGSize(width: frame.width, height: frame.height * 3)
                scroll.contentOffset = CGPoint(x: 0, y: Double(Int.random(in: -50...200, using: &random)))
                view = scroll
            case 1: view = UIButton(frame: frame)
            case 2: view = UILabel(frame: frame)
            default: view = UIView(frame: frame)
            }
            if Int.random(in: 0..<6, using: &random) == 0 { view.transform = transforms.randomElement(using: &random) ?? .identity }
            if Int.random(in: 0..<12, using: &random) == 0 { view.isHidden = true }
            if Int.random(in: 0..<12, using: &random) == 0 { view.alpha = [0, 0.005, 0.01, 0.5].randomElement(using: &random) ?? 1 }
            if Int.random(in: 0..<4, using: &random) == 0 { view.isUserInteractionEnabled.toggle() }
            if Int.random(in: 0..<5, using: &random) == 0 { view.clipsToBounds = true }
            parent.addSubview(view)
            all.append(view)
        }
        return root
    }

    /// Where a view sits: subview indices from the root down.
    static func indexPath(of view: UIView?) -> [Int]? {
        guard var v = view else { return nil }
        var path: [Int] = []
        while let parent = v.superview, !(parent is UIWindow) {
            path.insert(parent.subviews.firstIndex { $0 === v } ?? -1, at: 0)
            v = parent
        }
        return path
    }

    func testRandomTreesPrintedAsRecursiveDescriptionHitTheSameViews() throws {
        var random = SplitMix(11)
        for round in 0..<40 {
            // Precondition: a random tree in a window, and its dump read back.
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.addSubview(Self.randomTree(&random, views: 60))
            let app = UIApplication()
            app.addWindow(window)
            window.makeKeyAndVisible()
            let dump = RecursiveDescriptionWriter.text(for: window)
            let loaded = try LayoutLoader.load(text: dump, file: "round\(round).txt")
            for _ in 0..<250 {
                let point = CGPoint(x: Double.random(in: -20...420, using: &random), y: Double.random(in: -20...820, using: &random))
                // Action
                let original = Self.indexPath(of: app.hitTest(point).view)
                let read = Self.indexPath(of: loaded.application.hitTest(point).view)
                // Assertion
                XCTAssertEqual(read, original, "round \(round) at \(point)\n\(dump)")
                if read != original { return }
            }
        }
    }
}
