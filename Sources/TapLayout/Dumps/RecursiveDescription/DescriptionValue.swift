import Foundation
import TapKit

/// The values `-[UIView description]` prints, read from their text:
/// `(x y; w h)`, `{x, y}`, `[a, b, c, d, tx, ty]`, `YES`/`NO`, `'text'`.
enum DescriptionValue {
    /// Numbers in the text, in order; nil when a token between the
    /// separators is not a finite number (`nan`, `inf`, `1e400`, `abc`) or
    /// there are not `count` of them. A line break in a wrapped paste either
    /// stood for a space (`320` / `568`) or split a number (`59.6666` /
    /// `66666666664`): the reading that gives `count` numbers wins.
    static func numbers(_ text: String, count: Int) -> [CGFloat]? {
        if let values = numbers(text, count: count, breakSeparates: true) { return values }
        guard hasLineBreak(text) else { return nil }
        return numbers(text, count: count, breakSeparates: false)
    }

    private static func numbers(_ text: String, count: Int, breakSeparates: Bool) -> [CGFloat]? {
        // Bytes, not Characters: this runs for every frame of a dump.
        var text = text
        return text.withUTF8 { bytes -> [CGFloat]? in
            var values: [CGFloat] = []
            values.reserveCapacity(count)
            var start = 0
            func flush(upTo end: Int) -> Bool {
                defer { start = end + 1 }
                guard end > start else { return true }
                guard let v = number(UnsafeBufferPointer(rebasing: bytes[start..<end])), v.isFinite else { return false }
                values.append(CGFloat(v))
                return true
            }
            for (i, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\t"),
                     UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                     UInt8(ascii: "{"), UInt8(ascii: "}"):
                    guard flush(upTo: i) else { return nil }
                case UInt8(ascii: "\n"):
                    if breakSeparates { guard flush(upTo: i) else { return nil } }
                default:
                    break
                }
            }
            guard flush(upTo: bytes.count), values.count == count else { return nil }
            return values
        }
    }

    /// The number a token spells, as `Double(String)` reads it. Plain
    /// decimals of at most 15 digits (`390`, `-16.5`, `0.333333`: nearly all
    /// of a dump) are worked out directly — exactly, since such a mantissa
    /// and a power of ten up to 10^22 are both exact doubles and one
    /// division rounds correctly (Clinger's fast path); anything else
    /// (exponents, `inf`, `nan`, longer digits, a line break inside) goes to
    /// the standard library. A line break left in a token joins its digits.
    static func number(_ token: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0, negative = false
        if i < token.count, token[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var mantissa: Int64 = 0, digits = 0, decimals = 0, sawDot = false, plain = i < token.count
        while i < token.count, plain {
            let b = token[i]
            if b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + Int64(b - UInt8(ascii: "0"))
                digits += 1
                if sawDot { decimals += 1 }
            } else if b == UInt8(ascii: "."), !sawDot {
                sawDot = true
            } else {
                plain = false
            }
            i += 1
        }
        if plain, digits > 0, digits <= 15 {
            let value = Double(mantissa) / powersOfTen[decimals]
            return negative ? -value : value
        }
        let filtered = token.filter { $0 != UInt8(ascii: "\n") }
        return Double(String(decoding: filtered, as: UTF8.self))
    }

    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// A value as one line: wrapped pastes break values where a space was.
    static func unwrapped(_ text: String) -> String {
        hasLineBreak(text) ? text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") : text
    }

    /// Whether the value ran over a line break. On the bytes: with Foundation
    /// imported, `contains("\n")` is `NSString`'s search, a sixth of the
    /// time a dump took to read.
    static func hasLineBreak(_ text: String) -> Bool { text.utf8.contains(UInt8(ascii: "\n")) }

    /// Four numbers in parentheses, at least one `inf`, `nan` or beyond a double's range.
    static func isNotFinite(_ text: String) -> Bool {
        let tokens = unwrapped(text).trimmingCharacters(in: CharacterSet(charactersIn: " ()")).split(whereSeparator: { $0 == " " || $0 == ";" })
        let values = tokens.compactMap { Double($0) }
        return text.hasPrefix("(") && values.count == 4 && values.count == tokens.count && values.contains { !$0.isFinite }
    }

    /// A layer prints its geometry with the type: `CGPoint (160 240)`.
    static func afterType(_ text: String) -> String {
        guard let open = text.firstIndex(of: "(") else { return text }
        return String(text[open...])
    }

    /// `frame = (x y; w h)`.
    static func rect(_ text: String) -> CGRect? {
        guard text.hasPrefix("("), let n = numbers(text, count: 4) else { return nil }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `contentOffset: {x, y}`.
    static func point(_ text: String) -> CGPoint? {
        guard let n = numbers(text, count: 2) else { return nil }
        return CGPoint(x: n[0], y: n[1])
    }

    static func size(_ text: String) -> CGSize? {
        guard let n = numbers(text, count: 2) else { return nil }
        return CGSize(width: n[0], height: n[1])
    }

    /// `adjustedContentInset: {top, left, bottom, right}`.
    static func insets(_ text: String) -> UIEdgeInsets? {
        guard let n = numbers(text, count: 4) else { return nil }
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// `transform = [a, b, c, d, tx, ty]`.
    static func transform(_ text: String) -> CGAffineTransform? {
        guard let n = numbers(text, count: 6) else { return nil }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    static func bool(_ text: String) -> Bool? {
        // What UIKit prints, first: the rest lowercases a copy.
        if text == "YES" { return true }
        if text == "NO" { return false }
        switch unwrapped(text).lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }

    /// `text = 'Sign in'` → `Sign in`.
    static func quoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("'"), text.hasSuffix("'") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// `backgroundColor = UIExtendedSRGBColorSpace 0 0.478 1 1` (and the
    /// older `UIDeviceRGBColorSpace`, gray `UIExtendedGrayColorSpace 1 1`,
    /// `UIDeviceWhiteColorSpace 0 0.5`) as `#rrggbbaa`; nil for colours
    /// printed by name or reference (`<UIDynamicSystemColor: 0x…>`).
    static func color(_ text: String) -> String? {
        let parts = unwrapped(text).split(separator: " ")
        guard let space = parts.first else { return nil }
        let numbers = parts.dropFirst().compactMap { Double($0) }
        guard numbers.count == parts.count - 1 else { return nil }
        let rgba: [Double]
        switch (space.contains("Gray") || space.contains("White"), numbers.count) {
        case (true, 2): rgba = [numbers[0], numbers[0], numbers[0], numbers[1]]
        case (false, 4) where space.contains("RGB"): rgba = numbers
        default: return nil
        }
        return "#" + rgba.map { String(format: "%02x", Int((min(max($0, 0), 1) * 255).rounded())) }.joined()
    }
}
