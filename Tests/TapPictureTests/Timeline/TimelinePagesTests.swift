import Foundation
import TapKit
import TapLayout
@testable import TapPicture
import XCTest

/// A long script's timeline is cut into pages at moments no finger is down,
/// instead of refused: 80 taps were 18,030 pixels wide as a PNG.
final class TimelinePagesTests: XCTestCase {
    private func taps(_ n: Int) throws -> TimelineFacts {
        let script = (0..<n).map { "  - tap: [\(100 + $0 % 150), \(100 + $0 % 60)]\n" }.joined()
        return try TimelineFixture.facts(RenderFixture.layout("""
            screen: {width: 390, height: 844}
            view:
              id: root
              subviews:
                - {id: b, class: button, frame: [100, 100, 150, 60], text: "Tap"}
            script:
            \(script)
            """))
    }

    private func pages(_ facts: TimelineFacts, maxWidth: CGFloat) throws -> [TimelineDrawer] {
        let text = TextMeasurer(fonts: try RenderFixture.fonts())
        return TimelinePicture.pages(facts, maxWidth: maxWidth, language: .en) { facts, pointsPerSecond in
            TimelineDrawer(TimelineDiagram(facts), title: "taps", language: .en, text: text, pointsPerSecond: pointsPerSecond)
        }
    }

    func testATimelineFiveTimesAPagesWidthIsCutIntoPagesThatEachFit() throws {
        // Given 80 taps, and a page a fifth as wide as their whole timeline
        let facts = try taps(80)
        let whole = try pages(facts, maxWidth: .infinity)
        XCTAssertEqual(whole.count, 1)
        let maxWidth = whole[0].size.width / 5
        // When the timeline is cut into pages
        let cut = try pages(facts, maxWidth: maxWidth)
        // Then there are pages enough, each fits, and each heading says which it is
        XCTAssertGreaterThanOrEqual(cut.count, 5)
        XCTAssertTrue(cut.allSatisfy { $0.size.width <= maxWidth }, "\(cut.map(\.size.width)) over \(maxWidth)")
        XCTAssertTrue(cut.enumerated().allSatisfy { $1.title.hasPrefix("taps — page \($0 + 1) of \(cut.count) (") }, "\(cut.map(\.title))")
    }

    func testSlicesAtTheCutsPutEachRecordAndContactOnOnePage() throws {
        // Given 80 taps and every place their timeline could be cut
        let facts = try taps(80)
        let cuts = [TimelineFacts.Cut(t: 0, record: 0)] + facts.quietCuts
        // When the facts are sliced at each of them
        let slices = cuts.enumerated().map { i, cut in facts.slice(from: cut, to: i + 1 < cuts.count ? cuts[i + 1] : nil) }
        // Then the slices put together are the facts, and a tap's lift stays with its touch-down
        XCTAssertEqual(cuts.count, 80, "a cut before each tap but the first")
        XCTAssertEqual(slices.flatMap(\.records).map(\.text), facts.records.map(\.text))
        XCTAssertEqual(slices.flatMap(\.contacts), facts.contacts)
        for slice in slices {
            XCTAssertEqual(slice.contacts.count, 1)
            guard case let .hitTest(touch, _, _)? = slice.records.first?.event else { return XCTFail("a page starts with its touch's hit test") }
            XCTAssertEqual(touch, slice.contacts.first?.touch)
        }
    }

    func testAThousandTapsAreAPDFOfPagesAndATooTallPNGNamesThePDF() throws {
        // Given 1,250 taps
        let facts = try taps(1_250)
        // When they are drawn as a PDF and as a PNG
        let pdf = try TimelinePicture.encode(facts, title: "taps", language: .en, fonts: RenderFixture.fonts(), format: .pdf)
        let png = Result { try TimelinePicture.encode(facts, title: "taps", language: .en, fonts: RenderFixture.fonts(), format: .png) }
        // Then the PDF has a page for each stretch, none wider than a PDF page may be
        let pageCount = pdf.data.split(separator: UInt8(ascii: "\n")).filter { $0.starts(with: Array("<< /Type /Page %".utf8)) }.count
        XCTAssertGreaterThan(pageCount, 10)
        XCTAssertLessThanOrEqual(pdf.size.width, TimelinePicture.pdfMaxSide)
        // And the PNG, too tall for pages one under the other, is an error that names the PDF
        guard case let .failure(error) = png else { return XCTFail("a PNG of 1,250 taps' pages is over the pixel limit") }
        XCTAssertTrue("\(error)".contains(".pdf"), "\(error)")
    }
}
