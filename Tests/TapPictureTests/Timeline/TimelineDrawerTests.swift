import Foundation
import TapExplain
import TapKit
@testable import TapPicture
import XCTest

/// What the drawing of a timeline says, read from a `RecordingPainter`.
final class TimelineDrawerTests: XCTestCase {
    private func draw(_ file: String, language: Language = .en) throws -> (TimelineDrawer, RecordingPainter) {
        let text = TextMeasurer(fonts: try RenderFixture.fonts())
        let drawer = TimelineDrawer(try TimelineFixture.diagram(file), title: file, language: language, text: text)
        let painter = RecordingPainter(text: text, output: PixelRect(covering: CGRect(origin: .zero, size: drawer.size)))
        drawer.draw(DiagramPen(painter: painter, scale: 1))
        return (drawer, painter)
    }

    func testTheGesturePuzzleShowsBsHeldEndBecomingTouchesCancelledBecauseTapARecognized() throws {
        // Action
        let (drawer, painter) = try draw("001-gesture-puzzle.yaml")

        // Assertion: the answer of seed 001 is written on B's lane, with its cause
        let b = try XCTUnwrap(drawer.diagram.lane(.responder, named: "B").flatMap(drawer.box))
        let tapA = try XCTUnwrap(drawer.diagram.lane(.recognizer, named: "tapA").flatMap(drawer.box))
        let onB = painter.texts.filter { $0.box.minY > b.top && $0.box.maxY < b.bottom }.map(\.string)
        XCTAssertTrue(onB.contains("touchesEnded held → became touchesCancelled"), "\(onB)")
        XCTAssertFalse(onB.contains("touchesEnded"), "B never gets touchesEnded")
        let onTapA = painter.texts.filter { $0.box.minY > tapA.top && $0.box.maxY < tapA.bottom }.map(\.string)
        XCTAssertTrue(onTapA.contains("recognized"))
        XCTAssertTrue(onTapA.contains("cancelsTouchesInView"))
        // …and one arrow joins tapA's lane (under A's, the view it is on) to B's
        XCTAssertGreaterThan(tapA.top, b.bottom)
        let arrows = painter.commands.compactMap { command -> Shape? in
            if case let .stroke(shape, _, _, color, nil) = command, color == DiagramColors.cancelled, case .polygon = shape { shape } else { nil }
        }.filter { $0.boundingBox.minY <= b.bottom && $0.boundingBox.maxY >= tapA.top }
        XCTAssertEqual(arrows.count, 1)
    }

    func testEveryLaneIsNamedOnceInTheLeftColumn() throws {
        // Action
        let (drawer, painter) = try draw("001-single-vs-double-tap.yaml")

        // Assertion
        let column = painter.texts.filter { $0.box.maxX < drawer.axis.start }.map(\.string)
        for lane in drawer.diagram.lanes {
            XCTAssertEqual(column.filter { $0 == TimelineDrawer.laneName(lane, .en) }.count, 1, lane.name)
        }
    }

    func testHeldDeliveriesAreHatchedFromWhenTheyHappenedToWhenTheyWereReleased() throws {
        // Action
        let (drawer, painter) = try draw("001-delays-touches-began.yaml")

        // Assertion: one hatched span per held delivery, starting at the finger's time
        let hatches = painter.commands.compactMap { command -> CGRect? in
            if case let .hatch(shape, _, _, _) = command { shape.boundingBox } else { nil }
        }
        let spans = drawer.diagram.held
        XCTAssertEqual(hatches.count, spans.count + 1, "one per span, and the legend's")
        for (rect, span) in zip(hatches, spans) {
            XCTAssertEqual(rect.minX, drawer.axis.x(span.from), accuracy: 0.01)
            XCTAssertEqual(rect.maxX, max(drawer.axis.x(span.to), drawer.axis.x(span.from) + 12), accuracy: 0.01)
        }
    }

    func testNoTwoLabelsOnALaneOverlap() throws {
        for file in try TimelineFixture.galleryLayoutsWithScripts() {
            // Action
            let (drawer, _) = try draw(file)

            // Assertion
            for box in drawer.boxes {
                let labels = box.labels.labels
                for (i, a) in labels.enumerated() {
                    for b in labels[(i + 1)...] where a.row == b.row {
                        XCTAssertTrue(a.x + a.width <= b.x || b.x + b.width <= a.x, "\(file) \(box.lane.name): \(a.text) / \(b.text)")
                    }
                }
            }
        }
    }
}
