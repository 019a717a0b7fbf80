import Foundation

/// Strings, numbers, `true`, `false` and `null`, each appended to the tree.
extension JSONParser {
    mutating func scalar() throws(JSONSyntaxError) -> Int {
        let start = position
        switch peek ?? 0 {
        case UInt8(ascii: "\""): return append(.string(try string()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return append(.number(try number()), at: start)
        case UInt8(ascii: "t"): try literal("true"); return append(.bool(true), at: start)
        case UInt8(ascii: "f"): try literal("false"); return append(.bool(false), at: start)
        case UInt8(ascii: "n"): try literal("null"); return append(.null, at: start)
        default: throw error(.expectedValue(found: found))
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let start = position
        for byte in word.utf8 {
            guard peek == byte else { throw error(.expectedLiteral(word), at: start) }
            advance()
        }
    }

    /// JSON's grammar exactly: no leading zeros, no '+', no bare '.', and a
    /// value a Double can hold (1e999 is not a number TapLab can use).
    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = position, first = index
        if peek == UInt8(ascii: "-") { advance() }
        let integer = index
        guard digits() > 0 else { throw error(.numberExpectedDigit(found: found)) }
        if index - integer > 1, bytes[integer] == UInt8(ascii: "0") {
            throw error(.numberLeadingZero, at: start)
        }
        if peek == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { throw error(.numberExpectedFraction(found: found)) }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { throw error(.numberExpectedExponent(found: found)) }
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(.numberOutOfRange(String(text.prefix(40))), at: start)
        }
        return value
    }

    private mutating func digits() -> Int {
        let first = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance() }
        return index - first
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        let start = position
        advance()
        var utf8: [UInt8] = []
        var run = index
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                utf8 += bytes[run..<index]
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8 += bytes[run..<index]
                advance()
                try escape(into: &utf8)
                run = index
            case 0x0A, 0x0D:
                throw error(.lineBreakInString, at: start)
            case ..<0x20:
                throw error(.controlCharacterInString)
            default:
                skipPlainRun()
            }
        }
        throw error(.unterminatedString, at: start)
    }

    /// Most of a dump is plain string bytes: they are skipped in one pass,
    /// counting characters for the column, with no line break among them.
    private mutating func skipPlainRun() {
        var i = index, characters = 0
        bytes.withUnsafeBufferPointer { buffer in
            while i < buffer.count {
                let byte = buffer[i]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte & 0xC0 != 0x80 { characters += 1 }
                i += 1
            }
        }
        index = i
        column += characters
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        let start = DumpPosition(line: line, column: column - 1)
        guard let byte = peek else { throw error(.unterminatedString) }
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let replacement = simple[byte] {
            advance()
            utf8.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw error(.invalidEscape(found: found), at: start) }
        advance()
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
            guard peek == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error(.unpairedHighSurrogate, at: start)
            }
            advance(); advance()
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error(.unpairedHighSurrogate, at: start) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error(.loneLowSurrogate, at: start) }
        utf8 += Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
                throw error(.expectedHexDigits(found: found))
            }
            advance()
            code = code * 16 + digit
        }
        return code
    }
}
