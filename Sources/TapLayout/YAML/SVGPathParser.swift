import Foundation
import TapKit

/// Why SVG path data was rejected. `offset` counts Characters from the start
/// of the data; worded (`Worded`), it says what was expected and repeats the
/// offset, so it can be shown to a layout author as is.
public struct SVGPathError: Error, Equatable, CustomStringConvertible {
    public var offset: Int
    public var problem: SVGPathProblem

    public init(offset: Int, problem: SVGPathProblem) {
        (self.offset, self.problem) = (offset, problem)
    }

    /// The English text, offset included.
    public var message: String { english }

    public var description: String { message }
}

/// Parses SVG path data (the `d` attribute) into a `UIBezierPath`.
///
/// Layouts give irregular hit shapes as path data because every vector editor
/// exports it and it fits on one YAML line. The grammar is SVG 1.1 §8.3
/// (paths): commands M L H V C S Q T A Z, lowercase for relative coordinates;
/// extra argument groups repeat the command, except after a moveto, where they
/// are linetos; numbers need no separator where the grammar cannot be misread
/// (`.5.5`, `-1-2`, `1e-3`), and arc flags are single characters (`00`).
/// After Z the current point is the subpath's start. S and T reflect the
/// previous control point about the current point when the previous command
/// was C/S or Q/T respectively, and use the current point otherwise.
/// Arcs follow the implementation notes (SVG 1.1 appendix F.6): identical
/// endpoints draw nothing, a zero radius draws a line, radii take their
/// absolute value and are scaled up when too small to reach the end point.
///
/// The data may be untrusted (layouts are fuzzed), so the parser is one loop
/// over UTF-8 bytes, never recurses, checks every index, rejects non-finite
/// numbers and coordinates, and stops after `maxCommands` commands.
public enum SVGPathParser {
    /// The most commands (counting implicitly repeated ones) a path may have.
    public static let maxCommands = 100_000

    public static func parse(_ data: String) throws(SVGPathError) -> UIBezierPath {
        var scanner = PathScanner(data)
        defer { LoaderWork.svgPath.add(scanner.pos + scanner.commandCount) }
        return try scanner.parse()
    }
}

private struct PathScanner {
    let text: String
    let bytes: [UInt8]
    var pos = 0
    let path = UIBezierPath()
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero
    var cubicControl: CGPoint?
    var quadControl: CGPoint?
    var commandCount = 0
    var separatorHadComma = false

    init(_ text: String) {
        self.text = text
        bytes = Array(text.utf8)
    }

    var byte: UInt8? { pos < bytes.count ? bytes[pos] : nil }

    mutating func parse() throws(SVGPathError) -> UIBezierPath {
        skipWhitespace()
        guard let first = byte else { throw SVGPathError(offset: 0, problem: .emptyData) }
        if first != UInt8(ascii: "M"), first != UInt8(ascii: "m") {
            if Self.isCommand(first) || Self.startsNumber(first) {
                throw failure(.mustStartWithMove)
            }
            throw unexpectedCharacter()
        }
        while let letter = byte {
            guard Self.isCommand(letter) else { throw unexpectedCharacter() }
            try countCommand()
            pos += 1
            skipWhitespace()
            if letter | 0x20 == UInt8(ascii: "z") {
                path.close()
                (current, cubicControl, quadControl) = (subpathStart, nil, nil)
                if let next = byte, Self.startsNumber(next) {
                    throw failure(.closeTakesNoNumbers(Unicode.Scalar(letter)))
                }
                continue
            }
            var command = letter
            while true {
                try perform(command, letter: Unicode.Scalar(letter))
                guard let next = byte, Self.startsNumber(next) else {
                    if separatorHadComma { throw failure(.numberAfterComma) }
                    break
                }
                try countCommand()
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            }
        }
        return path
    }

    /// Reads one argument group of `command` and adds its segment to the path.
    mutating func perform(_ command: UInt8, letter: Unicode.Scalar) throws(SVGPathError) {
        let origin = command >= UInt8(ascii: "a") ? current : .zero
        var (nextCubic, nextQuad): (CGPoint?, CGPoint?) = (nil, nil)
        let end: CGPoint
        switch Unicode.Scalar(command & ~0x20) {
        case "M":
            end = try point(from: origin, after: letter)
            path.move(to: end)
            subpathStart = end
        case "L":
            end = try point(from: origin, after: letter)
            path.addLine(to: end)
        case "H":
            let (start, x) = try (pos, number(after: letter))
            end = try checked(CGPoint(x: origin.x + x, y: current.y), at: start)
            path.addLine(to: end)
        case "V":
            let (start, y) = try (pos, number(after: letter))
            end = try checked(CGPoint(x: current.x, y: origin.y + y), at: start)
            path.addLine(to: end)
        case "C", "S":
            let c1 = command & ~0x20 == UInt8(ascii: "C")
                ? try point(from: origin, after: letter) : try reflection(of: cubicControl)
            let c2 = try point(from: origin, after: letter)
            end = try point(from: origin, after: letter)
            path.addCurve(to: end, controlPoint1: c1, controlPoint2: c2)
            nextCubic = c2
        case "Q", "T":
            let c = command & ~0x20 == UInt8(ascii: "Q")
                ? try point(from: origin, after: letter) : try reflection(of: quadControl)
            end = try point(from: origin, after: letter)
            path.addQuadCurve(to: end, controlPoint: c)
            nextQuad = c
        default:
            let arcStart = pos
            let (rx, ry) = try (number(after: letter), number(after: letter))
            let rotation = try number(after: letter)
            let (largeArc, sweep) = try (flag(after: letter), flag(after: letter))
            end = try point(from: origin, after: letter)
            try appendArc(to: end, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep, at: arcStart)
        }
        (current, cubicControl, quadControl) = (end, nextCubic, nextQuad)
    }

    /// The previous control point reflected about the current point, which
    /// can overflow where both are finite.
    func reflection(of control: CGPoint?) throws(SVGPathError) -> CGPoint {
        guard let control else { return current }
        return try checked(CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y), at: pos)
    }

    /// Appends the arc from the current point as cubics of at most 90° each,
    /// by the endpoint-to-centre conversion of SVG 1.1 F.6.5 and F.6.6.
    func appendArc(to end: CGPoint, rx: CGFloat, ry: CGFloat, rotation: CGFloat, largeArc: Bool, sweep: Bool,
                   at offset: Int) throws(SVGPathError) {
        let start = current
        guard start != end else { return }
        var (rx, ry) = (abs(rx), abs(ry))
        guard rx > 0, ry > 0 else { return path.addLine(to: end) }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let (sinPhi, cosPhi) = (sin(phi), cos(phi))
        let (dx, dy) = ((start.x - end.x) / 2, (start.y - end.y) / 2)
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { (rx, ry) = (rx * lambda.squareRoot(), ry * lambda.squareRoot()) }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let (cx1, cy1) = (coefficient * rx * y1 / ry, -coefficient * ry * x1 / rx)
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        let (ux, uy) = ((x1 - cx1) / rx, (y1 - cy1) / ry)
        let (vx, vy) = ((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let theta = atan2(uy, ux)
        var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        if !sweep, delta > 0 { delta -= 2 * .pi } else if sweep, delta < 0 { delta += 2 * .pi }
        guard [center.x, center.y, rx, ry, theta, delta].allSatisfy(\.isFinite) else {
            return path.addLine(to: end)
        }
        func onEllipse(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: center.x + cosPhi * rx * x - sinPhi * ry * y, y: center.y + sinPhi * rx * x + cosPhi * ry * y)
        }
        let count = min(max(Int((abs(delta) / (.pi / 2)).rounded(.up)), 1), 8)
        let step = delta / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        let segments = (0..<count).map { i -> (end: CGPoint, c1: CGPoint, c2: CGPoint) in
            let a0 = theta + step * CGFloat(i), a1 = a0 + step
            return (i == count - 1 ? end : onEllipse(cos(a1), sin(a1)),
                    onEllipse(cos(a0) - k * sin(a0), sin(a0) + k * cos(a0)),
                    onEllipse(cos(a1) + k * sin(a1), sin(a1) - k * cos(a1)))
        }
        // Radii near the largest double put control points past it, though
        // the centre and the ends are finite (found by fuzzing): rejected, as
        // a reflected control point that overflows is.
        guard segments.allSatisfy({ [$0.end.x, $0.end.y, $0.c1.x, $0.c1.y, $0.c2.x, $0.c2.y].allSatisfy(\.isFinite) }) else {
            throw failure(.arcRadiiTooLarge, at: offset)
        }
        for segment in segments { path.addCurve(to: segment.end, controlPoint1: segment.c1, controlPoint2: segment.c2) }
    }

    mutating func point(from origin: CGPoint, after letter: Unicode.Scalar) throws(SVGPathError) -> CGPoint {
        let start = pos
        let x = try number(after: letter)
        let y = try number(after: letter)
        return try checked(CGPoint(x: origin.x + x, y: origin.y + y), at: start)
    }

    /// `p`, unless a relative offset pushed it past the largest finite value.
    func checked(_ p: CGPoint, at offset: Int) throws(SVGPathError) -> CGPoint {
        guard p.x.isFinite, p.y.isFinite else { throw failure(.coordinateTooLarge, at: offset) }
        return p
    }

    /// Reads `sign? (digits ('.' digits?)? | '.' digits) exponent?` and the
    /// separator after it.
    mutating func number(after letter: Unicode.Scalar) throws(SVGPathError) -> CGFloat {
        let numberStart = pos
        if let b = byte, b == UInt8(ascii: "+") || b == UInt8(ascii: "-") { pos += 1 }
        var digits = skipDigits()
        if byte == UInt8(ascii: ".") {
            pos += 1
            digits += skipDigits()
        }
        guard digits > 0 else {
            pos = numberStart
            throw failure(.numberAfter(letter))
        }
        if let b = byte, b | 0x20 == UInt8(ascii: "e") {
            pos += 1
            if let s = byte, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { pos += 1 }
            guard skipDigits() > 0 else { throw failure(.exponentDigits) }
        }
        let literal = String(decoding: bytes[numberStart..<pos], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw failure(.numberTooLarge(literal), at: numberStart)
        }
        skipSeparator()
        return CGFloat(value)
    }

    mutating func flag(after letter: Unicode.Scalar) throws(SVGPathError) -> Bool {
        guard let b = byte, !Self.isCommand(b) else {
            throw failure(.arcFlagAfter(letter))
        }
        guard b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { throw failure(.arcFlagNotBinary) }
        pos += 1
        skipSeparator()
        return b == UInt8(ascii: "1")
    }

    mutating func countCommand() throws(SVGPathError) {
        commandCount += 1
        if commandCount > SVGPathParser.maxCommands {
            throw failure(.tooManyCommands(limit: SVGPathParser.maxCommands))
        }
    }

    mutating func skipDigits() -> Int {
        let begin = pos
        while let b = byte, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { pos += 1 }
        return pos - begin
    }

    /// Skips SVG white space (space, tab, CR, LF, form feed).
    mutating func skipWhitespace() {
        while let b = byte, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C { pos += 1 }
    }

    /// Skips `comma-wsp` (white space with at most one comma) and notes the comma.
    mutating func skipSeparator() {
        skipWhitespace()
        separatorHadComma = byte == UInt8(ascii: ",")
        if separatorHadComma {
            pos += 1
            skipWhitespace()
        }
    }

    func unexpectedCharacter() -> SVGPathError {
        let scalar = String(decoding: bytes[pos...].prefix(4), as: UTF8.self).unicodeScalars.first ?? "?"
        let shown = scalar.escaped(asASCII: false)
        if scalar.properties.isAlphabetic { return failure(.unknownCommand(shown)) }
        return failure(.unexpectedCharacter(shown))
    }

    /// An error at byte `offset` (default: the current position), reported in Characters.
    func failure(_ problem: SVGPathProblem, at offset: Int? = nil) -> SVGPathError {
        let byteOffset = min(max(offset ?? pos, 0), bytes.count)
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: byteOffset)
        let characters = text[..<index].count
        return SVGPathError(offset: characters, problem: problem)
    }

    static func isCommand(_ b: UInt8) -> Bool {
        "MLHVCSQTAZ".utf8.contains(b & ~0x20)
    }

    static func startsNumber(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
            || b == UInt8(ascii: ".") || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
    }
}
