import Foundation
import TapExplain
import PictureText
import TapLab
import TapLayout
import TapPicture
import XCTest

/// `TapLab.figure`: each kind read back from its SVG's words, against what
/// the test asks UIKit's side for itself (the walk, the chain, the log).
final class TapLabFigureTests: XCTestCase {
    /// Two buttons overlapping in a panel, one with a tap recognizer.
    private func application() -> UIApplication {
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let root = app.keyWindow!.rootViewController!.view!
        let panel = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 300))
        panel.accessibilityIdentifier = "panel"
        root.addSubview(panel)
        for (id, x) in [("left", 20.0), ("right", 120.0)] {
            let button = UIButton(frame: CGRect(x: x, y: 40, width: 150, height: 80))
            button.accessibilityIdentifier = id
            panel.addSubview(button)
        }
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        hidden.accessibilityIdentifier = "veil"
        hidden.isHidden = true
        panel.addSubview(hidden)
        let tap = UITapGestureRecognizer()
        tap.name = "tapPanel"
        panel.addGestureRecognizer(tap)
        return app
    }

    private func words(_ kind: FigureKind, _ app: UIApplication, tap: CGPoint? = nil, script: String? = nil,
                       language: Language = .en) throws -> [SVGText.Text] {
        let path = try makeTemporaryFolder().appendingPathComponent("figure.svg").path
        try TapLab.figure(kind, app, tapAt: tap, script: script, to: path, language: language)
        return try SVGText.read(Data(contentsOf: URL(fileURLWithPath: path))).texts
    }

    func testTheTreeNamesEveryViewAndNumbersTheVisitedOnesInCallOrder() throws {
        // Given the walk UIKit's rules make for a tap where the buttons overlap
        let point = CGPoint(x: 200, y: 190)
        let oracle = try XCTUnwrap(application().hitTest(point, traced: true).trace).steps.map(\.viewID)
        // When the tree is drawn
        let texts = try words(.tree, application(), tap: point).map(\.string)
        // Then every view is named, and the numbers 1…n stand for the walk's calls
        for id in ["main", "root", "panel", "left", "right", "veil"] { XCTAssertTrue(texts.contains(id), "\(id) in \(texts)") }
        for n in 1...oracle.count { XCTAssertTrue(texts.contains(String(n)), "call \(n) of \(oracle)") }
        XCTAssertFalse(texts.contains(String(oracle.count + 1)))
        XCTAssertEqual(oracle.first, "main")
    }

    func testTheFlowchartHasTheDecisionsInChineseAndEachVisitedViewAtItsExit() throws {
        // Given the same walk
        let point = CGPoint(x: 200, y: 190)
        let steps = try XCTUnwrap(application().hitTest(point, traced: true).trace).steps
        // When the flowchart is drawn in Chinese
        let texts = try words(.flow, application(), tap: point, language: .zh).map(\.string)
        // Then its questions are there, and each visited view is listed once, as `N id`
        for question in ["isHidden？", "alpha < 0.01？", "返回 nil", "返回 self"] { XCTAssertTrue(texts.contains(question), "\(question) in \(texts)") }
        let listed = texts.joined(separator: ", ")
        for (i, step) in steps.enumerated() { XCTAssertTrue(listed.contains("\(i + 1) \(step.viewID)"), "\(i + 1) \(step.viewID) in \(listed)") }
        // The hidden veil left at the isHidden exit: its line is the first exit's
        let veil = try XCTUnwrap(steps.firstIndex { $0.viewID == "veil" })
        XCTAssertTrue(texts.contains { $0.hasPrefix("\(veil + 1) veil") })
    }

    func testTheChainListsTheHitViewsResponderClassesInOrder() throws {
        // Given the responder chain UIKit builds from the hit view
        let point = CGPoint(x: 200, y: 190)
        let hit = try XCTUnwrap(application().hitTest(point).view)
        let oracle = hit.responderChain.map { ($0 as? UIView).map { String(describing: type(of: $0)) } ?? String(describing: type(of: $0)) }
        // When the chain is drawn
        let texts = try words(.chain, application(), tap: point)
        // Then the classes read left to right, row by row, in the chain's order
        let classes = texts.filter { oracle.contains($0.string) }
            .sorted { ($0.baseline.y / 200).rounded(.down) != ($1.baseline.y / 200).rounded(.down)
                ? $0.baseline.y < $1.baseline.y : $0.baseline.x < $1.baseline.x }
            .map(\.string)
        XCTAssertEqual(classes, oracle)
        XCTAssertEqual(oracle.first, "UIButton")
    }

    func testTheChainWritesEachMethodAResponderReceivedOnALineOfItsOwnARunOnceWithItsCount() throws {
        // Given a drag on the panel (not on a button), past the tap's 45 pt: the panel and the chain above it get every move
        let script = "- drag: {from: [40, 250], to: [200, 270], duration: 0.3}\n"
        // When the chain is drawn
        let texts = try words(.chain, application(), script: script).map(\.string)
        // Then the methods are whole words, one a line, the moves folded into one line
        XCTAssertTrue(texts.contains("touchesBegan"), "\(texts)")
        XCTAssertTrue(texts.contains("touchesEnded"), "\(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("touchesMoved ×") }, "\(texts)")
        XCTAssertFalse(texts.contains { $0.hasPrefix("touches") && $0.contains(",") }, "\(texts)")
    }

    func testTheStatesFigureNamesEachRecognizersStatesInTheOrderItWentThroughThem() throws {
        // Given a script whose tap the panel's recognizer recognizes
        let script = "- tap: [60, 120]\n"
        // When its states are drawn
        let texts = try words(.states, application(), script: script).map(\.string)
        // Then its line says possible, then recognized
        XCTAssertTrue(texts.contains { $0.hasPrefix("tapPanel") && $0.hasSuffix("possible → recognized") }, "\(texts)")
    }

    func testTheSameFigureTwiceGivesTheSameBytesAndATouchFigureWithoutATouchIsAnError() throws {
        // Given two paths
        let folder = try makeTemporaryFolder()
        let a = folder.appendingPathComponent("a.pdf").path, b = folder.appendingPathComponent("b.pdf").path
        // When the same tree is drawn to each, and a tree with no touch
        try TapLab.figure(.tree, application(), tapAt: CGPoint(x: 200, y: 190), to: a)
        try TapLab.figure(.tree, application(), tapAt: CGPoint(x: 200, y: 190), to: b)
        // Then the bytes are equal, and the touchless figure is refused, writing nothing
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: a)), try Data(contentsOf: URL(fileURLWithPath: b)))
        let none = folder.appendingPathComponent("none.pdf").path
        XCTAssertThrowsError(try TapLab.figure(.flow, application(), to: none))
        XCTAssertFalse(FileManager.default.fileExists(atPath: none))
    }

    func testTheTreesScreenPanelWritesNoIdOverAnother() throws {
        // Given a table whose rows, their content views and titles share corners
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let loaded = try LayoutLoader.load(path: root.appendingPathComponent("Layouts/122-table-selection.yaml").path)
        let path = try makeTemporaryFolder().appendingPathComponent("tree.svg").path
        // When its tree is drawn
        try TapLab.figure(.tree, loaded.application, tapAt: CGPoint(x: 100, y: 300), to: path)
        // Then the panel's ids (its smallest words) take lines of their own: no two
        // overlap, each taken as wide as its letters at DejaVu's widest average
        let texts = try SVGText.read(Data(contentsOf: URL(fileURLWithPath: path))).texts
        let smallest = try XCTUnwrap(texts.map(\.pixelSize).min())
        let ids = texts.filter { abs($0.pixelSize - smallest) < 0.01 }
        XCTAssertGreaterThan(ids.count, 5)
        let boxes = ids.map { CGRect(x: $0.baseline.x, y: $0.baseline.y - $0.pixelSize, width: CGFloat($0.string.count) * 0.62 * $0.pixelSize,
                                     height: $0.pixelSize) }
        for (i, a) in boxes.enumerated() {
            for (j, b) in boxes.enumerated() where j > i {
                XCTAssertFalse(a.insetBy(dx: 0.5, dy: 0.5).intersects(b.insetBy(dx: 0.5, dy: 0.5)), "\(ids[i].string) over \(ids[j].string)")
            }
        }
    }

    func testOnA1920By1080SlideNoWordOfAnyFigureIsUnder18Pixels() throws {
        for kind in FigureKind.allCases {
            // Given each figure drawn to fit a 1920×1080 slide
            let path = try makeTemporaryFolder().appendingPathComponent("\(kind).svg").path
            let style = FigureStyle(size: PixelSize(width: 1920, height: 1080))
            // When it is drawn
            try TapLab.figure(kind, application(), tapAt: CGPoint(x: 200, y: 190), script: kind == .states ? "- tap: [60, 120]\n" : nil,
                              to: path, language: .zh, style: style)
            // Then every word is at least 18 px tall
            let texts = try SVGText.read(Data(contentsOf: URL(fileURLWithPath: path))).texts
            XCTAssertFalse(texts.isEmpty, "\(kind)")
            for text in texts { XCTAssertGreaterThanOrEqual(text.pixelSize, 17.9, "\(kind): \(text.string)") }
        }
    }
}
