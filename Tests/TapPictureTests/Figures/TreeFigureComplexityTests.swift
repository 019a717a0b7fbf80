import Foundation
import XCTest
import TapKit
import TapExplain
@testable import TapPicture

/// Issue 43, item 6: `figure tree` is linear in siblings. Each run of
/// siblings the walk refused alike, folded into one node, used to be taken
/// out of the siblings by searching the run for every sibling: 40,000
/// siblings took 27 s. Counted (`TreeFigure.work`), never timed.
final class TreeFigureComplexityTests: XCTestCase {
    /// A root with `n` asked children, refused in runs of three that
    /// alternate hidden and outside: n / 3 runs to fold.
    private func facts(_ n: Int) -> FigureFacts {
        var facts = FigureFacts(title: "siblings")
        facts.point = CGPoint(x: 1, y: 1)
        facts.hitView = "root"
        facts.nodes = [FigureFacts.Node(id: "root", className: "UIView", screenFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                        children: Array(1...n), visit: 1, verdict: .hitSelf, returned: "root")]
        for i in 1...n {
            facts.nodes.append(FigureFacts.Node(id: "s\(i)", className: "UIView", screenFrame: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                parent: 0, visit: i + 1, verdict: (i - 1) / 3 % 2 == 0 ? .hidden : .outside))
        }
        return facts
    }

    /// Draws the tree of `n` siblings; the work counted and the folded nodes.
    private func draw(_ n: Int, text: TextMeasurer) -> (work: Int, folds: Int) {
        TreeFigure.work.reset()
        let tree = TreeFigure(facts(n), language: .en, style: FigureStyle(), text: text)
        return (TreeFigure.work.value, tree.items.filter { $0.node == nil }.count)
    }

    func testTwiceTheRefusedSiblingsCostTwiceTheWork() throws {
        // Precondition: the default fonts
        let text = TextMeasurer(fonts: try FontSet(environment: [:]))
        // Action: trees of 3,000 and 6,000 siblings
        let small = draw(3_000, text: text), large = draw(6_000, text: text)
        // Assertion: a node per run of three, and the work grows with the siblings
        XCTAssertEqual([small.folds, large.folds], [1_000, 2_000])
        XCTAssertGreaterThanOrEqual(small.work, 3_000)
        XCTAssertLessThanOrEqual(Double(large.work) / Double(max(small.work, 1)), 2.3, "\(small.work) → \(large.work)")
    }
}
