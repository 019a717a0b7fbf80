import XCTest
import TapKit
@testable import TapLayout

final class SVGPathParserTests: XCTestCase {
    private typealias E = UIBezierPath.Element

    private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private func elements(_ data: String, file: StaticString = #filePath, line: UInt = #line) -> [E] {
        do {
            return try SVGPathParser.parse(data).elements
        } catch {
            XCTFail("\(data.prefix(40)) failed: \(error.message)", file: file, line: line)
            return []
        }
    }

    private func failure(_ data: String, file: StaticString = #filePath, line: UInt = #line) -> SVGPathError? {
        do {
            let path = try SVGPathParser.parse(data)
            XCTFail("parsed into \(path.elements.count) elements", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func assertClose(_ a: CGPoint?, _ b: CGPoint, file: StaticString = #filePath, line: UInt = #line) {
        guard let a else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(hypot(a.x - b.x, a.y - b.y), 0, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line)
    }

    func testMoveAndLineAcceptAbsoluteAndRelativeCoordinates() {
        let absolute = "M10 20 L30 40", relative = "m10 20 l5 5"

        let (a, r) = (elements(absolute), elements(relative))

        XCTAssertEqual(a, [.move(to: p(10, 20)), .line(to: p(30, 40))])
        XCTAssertEqual(r, [.move(to: p(10, 20)), .line(to: p(15, 25))])
    }

    func testExtraPairsAfterAMoveAreLines() {
        let absolute = "M0 0 10 0 10 10", relative = "m1 1 2 2 3 3"

        let (a, r) = (elements(absolute), elements(relative))

        XCTAssertEqual(a, [.move(to: p(0, 0)), .line(to: p(10, 0)), .line(to: p(10, 10))])
        XCTAssertEqual(r, [.move(to: p(1, 1)), .line(to: p(3, 3)), .line(to: p(6, 6))])
    }

    func testExtraArgumentGroupsRepeatTheCommand() {
        let data = "M0 0 L1 1 2 2 h1 1"

        let result = elements(data)

        XCTAssertEqual(result, [.move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(2, 2)),
                                .line(to: p(3, 2)), .line(to: p(4, 2))])
    }

    func testHorizontalAndVerticalLinesKeepTheOtherCoordinate() {
        let data = "M1 2 H5 V7 h-1 v-2"

        let result = elements(data)

        XCTAssertEqual(result, [.move(to: p(1, 2)), .line(to: p(5, 2)), .line(to: p(5, 7)),
                                .line(to: p(4, 7)), .line(to: p(4, 5))])
    }

    func testCubicCurvesAcceptAbsoluteAndRelativeControlPoints() {
        let data = "M0 0 C1 2 3 4 5 6 c1 1 2 2 3 3"

        let result = elements(data)

        XCTAssertEqual(result, [.move(to: p(0, 0)), .curve(to: p(5, 6), control1: p(1, 2), control2: p(3, 4)),
                                .curve(to: p(8, 9), control1: p(6, 7), control2: p(7, 8))])
    }

    func testSmoothCubicReflectsThePreviousSecondControlPoint() {
        let absolute = "M0 0 C0 10 10 10 10 0 S20 -10 20 0", relative = "M0 0 C0 10 10 10 10 0 s10 -10 10 0"
        let expected = E.curve(to: p(20, 0), control1: p(10, -10), control2: p(20, -10))

        let (a, r, alone) = (elements(absolute), elements(relative), elements("M1 1 S2 2 3 3"))

        XCTAssertEqual(a.last, expected)
        XCTAssertEqual(r.last, expected)
        XCTAssertEqual(alone.last, .curve(to: p(3, 3), control1: p(1, 1), control2: p(2, 2)))
    }

    func testQuadraticCurvesAcceptAbsoluteAndRelativeControlPoints() {
        let data = "M0 0 Q5 10 10 0 q5 10 10 0"

        let result = elements(data)

        XCTAssertEqual(result, [.move(to: p(0, 0)), .quadCurve(to: p(10, 0), control: p(5, 10)),
                                .quadCurve(to: p(20, 0), control: p(15, 10))])
    }

    func testSmoothQuadraticReflectsThePreviousControlPointAlongAChain() {
        let absolute = "M0 0 Q5 10 10 0 T20 0 T30 0", relative = "M0 0 Q5 10 10 0 t10 0 t10 0"
        let tail: [E] = [.quadCurve(to: p(20, 0), control: p(15, -10)), .quadCurve(to: p(30, 0), control: p(25, 10))]

        let (a, r, alone) = (elements(absolute), elements(relative), elements("M1 1 L2 2 T5 5"))

        XCTAssertEqual(Array(a.suffix(2)), tail)
        XCTAssertEqual(Array(r.suffix(2)), tail)
        XCTAssertEqual(alone.last, .quadCurve(to: p(5, 5), control: p(2, 2)))
    }

    func testClosePathReturnsToTheSubpathStart() {
        let upper = "M0 0 L10 0 Z l5 5", lower = "M0 0 L10 0 10 10 z m1 1"

        let (u, l) = (elements(upper), elements(lower))

        XCTAssertEqual(u, [.move(to: p(0, 0)), .line(to: p(10, 0)), .close, .move(to: p(0, 0)), .line(to: p(5, 5))])
        XCTAssertEqual(l.last, .move(to: p(1, 1)))
    }

    func testCompactNumbersNeedNoSeparators() {
        let data = "M.5.5L-1-2L1e-3,2E+2 l+.25-.25"

        let result = elements(data)

        XCTAssertEqual(result, [.move(to: p(0.5, 0.5)), .line(to: p(-1, -2)), .line(to: p(0.001, 200)),
                                .line(to: p(0.001 + 0.25, 199.75))])
    }

    func testAnySvgWhitespaceAndSingleCommasSeparateNumbers() {
        let data = " M 1,2\t\nL\r3 ,\u{0C} 4 "

        let result = elements(data)

        XCTAssertEqual(result, [.move(to: p(1, 2)), .line(to: p(3, 4))])
    }

    func testArcEndsExactlyAtItsEndPointOnTheSweepSide() {
        let clockwise = "M0 0 A10 10 0 0 1 20 0", counter = "M0 0 A10 10 0 0 0 20 0"
        let relative = "M10 10 a10 10 0 0 1 20 0"

        let (cw, ccw, rel) = (try? SVGPathParser.parse(clockwise), try? SVGPathParser.parse(counter),
                              try? SVGPathParser.parse(relative))

        XCTAssertEqual(cw?.elements.count, 3)
        XCTAssertEqual(cw?.currentPoint, p(20, 0))
        XCTAssertEqual(cw?.bounds.minY ?? 0, -10, accuracy: 1e-9)
        XCTAssertEqual(ccw?.bounds.maxY ?? 0, 10, accuracy: 1e-9)
        XCTAssertEqual(rel?.currentPoint, p(30, 10))
    }

    func testLargeArcFlagChoosesTheLongerArc() {
        let small = "M0 0 A10 10 0 0 1 10 10", large = "M0 0 A10 10 0 1 1 10 10"

        let (s, l) = (elements(small), elements(large))

        XCTAssertEqual(s.count, 2)
        XCTAssertEqual(l.count, 4)
        XCTAssertEqual(l.last.flatMap { if case .curve(let end, _, _) = $0 { end } else { nil } }, p(10, 10))
    }

    func testArcFlagsMayBeWrittenWithoutSeparators() {
        let spaced = "M0 0 a1 1 0 0 0 1 1", compact = "M0 0 a1 1 0 00 1 1", tight = "M0 0a10 10 0 0120 0"

        let (s, c, t) = (elements(spaced), elements(compact), try? SVGPathParser.parse(tight))

        XCTAssertEqual(c, s)
        XCTAssertEqual(s.count, 2)
        XCTAssertEqual(t?.currentPoint, p(20, 0))
        XCTAssertEqual(t?.bounds.minY ?? 0, -10, accuracy: 1e-9)
    }

    func testArcRadiiTooSmallToReachTheEndAreScaledUp() {
        let data = "M0 0 A1 1 0 0 1 20 0"

        let path = try? SVGPathParser.parse(data)

        XCTAssertEqual(path?.elements.count, 3)
        XCTAssertEqual(path?.bounds.minY ?? 0, -10, accuracy: 1e-9)
    }

    func testArcWithAZeroRadiusIsALineAndWithNoLengthIsNothing() {
        let zeroRadius = "M0 0 A0 5 0 0 1 20 0", noLength = "M5 5 A10 10 0 0 1 5 5"

        let (line, nothing) = (elements(zeroRadius), elements(noLength))

        XCTAssertEqual(line, [.move(to: p(0, 0)), .line(to: p(20, 0))])
        XCTAssertEqual(nothing, [.move(to: p(5, 5))])
    }

    func testRotatedArcLiesOnItsRotatedEllipseOnTheSweepSide() {
        let (c, s) = (cos(CGFloat.pi / 6), sin(CGFloat.pi / 6))
        let (start, end) = (p(-20 * c, -20 * s), p(20 * c, 20 * s))
        let data = "M\(start.x) \(start.y) A20 10 30 0 1 \(end.x) \(end.y)"

        let path = try? SVGPathParser.parse(data)

        assertClose(path?.currentPoint, end)
        let points = path?.flattened().first ?? []
        XCTAssertGreaterThan(points.count, 10)
        for q in points {
            let (u, v) = (c * q.x + s * q.y, -s * q.x + c * q.y)
            XCTAssertEqual((u / 20) * (u / 20) + (v / 10) * (v / 10), 1, accuracy: 0.01, "\(q)")
            XCTAssertLessThanOrEqual(v, 1e-9, "\(q) is on the wrong side")
        }
    }

    func testCircleDrawnWithTwoArcsContainsItsCentre() {
        let data = "M10 50 A40 40 0 0 1 90 50 A40 40 0 0 1 10 50 Z"

        let path = try? SVGPathParser.parse(data)

        XCTAssertEqual(path?.contains(p(50, 50)), true)
        XCTAssertEqual(path?.contains(p(50, 12)), true)
        XCTAssertEqual(path?.contains(p(15, 15)), false)
    }

    func testEachMalformedPathReportsWhatWasExpectedAndWhere() {
        let cases: [(String, Int, String)] = [
            ("", 0, "empty path data"),
            (" \n\t", 0, "empty path data"),
            ("L1 1", 0, "path must start with a move command (M or m) at offset 0"),
            (" 5 5", 1, "path must start with a move command (M or m) at offset 1"),
            ("M0 0 X1 1", 5, "unknown path command 'X' at offset 5"),
            ("M0 0 é", 5, "unknown path command 'é' at offset 5"),
            ("M0 0;", 4, "unexpected character ';' where a path command was expected at offset 4"),
            ("M0 0L", 5, "expected a number after 'L' at offset 5"),
            ("M0 0 l1", 7, "expected a number after 'l' at offset 7"),
            ("M.", 1, "expected a number after 'M' at offset 1"),
            ("M0 0 L 1,,2", 9, "expected a number after 'L' at offset 9"),
            ("M0 0 L1 1,", 10, "expected a number after ',' at offset 10"),
            ("M0 0 A1 1 0 2 0 5 5", 12, "arc flag must be 0 or 1 at offset 12"),
            ("M0 0 A1 1 0", 11, "expected an arc flag (0 or 1) after 'A' at offset 11"),
            ("M1e999 0", 1, "number '1e999' is too large (not finite) at offset 1"),
            ("M1e 0", 3, "expected digits in the exponent at offset 3"),
            ("M1e308 0 l1e308 0", 10, "coordinate is too large (not finite) at offset 10"),
            ("M0 0 Z 1", 7, "close path 'Z' takes no numbers at offset 7"),
            ("M0 0\r\nX", 5, "unknown path command 'X' at offset 5"),
        ]

        let errors = cases.map { failure($0.0) }

        for ((data, offset, message), error) in zip(cases, errors) {
            XCTAssertEqual(error?.offset, offset, "for \(data.debugDescription)")
            XCTAssertEqual(error?.message, message, "for \(data.debugDescription)")
        }
    }

    func testPathsOfUpToTheCommandLimitAreAccepted() {
        let data = "M0 0" + String(repeating: " 1 1", count: SVGPathParser.maxCommands - 1)

        let result = elements(data)

        XCTAssertEqual(result.count, SVGPathParser.maxCommands)
    }

    func testPathsOverTheCommandLimitAreRejectedNamingTheLimit() {
        let data = "M0 0" + String(repeating: " 1 1", count: SVGPathParser.maxCommands)

        let error = failure(data)

        XCTAssertEqual(error, SVGPathError(offset: 400_001, problem: .tooManyCommands(limit: 100_000)))
        XCTAssertEqual(error?.message, "too many path commands (the limit is 100000) at offset 400001")
    }

    func testArbitraryInputNeverCrashesAndErrorsPointInsideTheData() {
        let tokens = ["M", "m", "L", "l", "H", "v", "C", "s", "Q", "t", "A", "a", "Z", "z", " 1", " -2.5", ".5",
                      "1e2", "0", "1", ",", " ", "e", "#", "é", "\r\n", "1e400"]
        var seed: UInt64 = 0x5EED

        var outcomes = (parsed: 0, rejected: 0)
        for _ in 0..<3000 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            var data = "M0 0"
            for _ in 0..<(seed >> 60) {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                data += tokens[Int(seed >> 33) % tokens.count]
            }
            do {
                _ = try SVGPathParser.parse(data).contains(p(1, 1))
                outcomes.parsed += 1
            } catch {
                XCTAssertTrue((0...data.count).contains(error.offset), "\(data.debugDescription): \(error)")
                outcomes.rejected += 1
            }
        }

        XCTAssertEqual(outcomes.parsed + outcomes.rejected, 3000)
        XCTAssertGreaterThan(outcomes.parsed, 100)
        XCTAssertGreaterThan(outcomes.rejected, 100)
    }
}
