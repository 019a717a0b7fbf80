import Foundation

/// Moving through the bytes while keeping the line and column, and the
/// words errors use for what was found.
extension JSONParser {
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    var position: DumpPosition { DumpPosition(line: line, column: column) }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func skipWhitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    /// What is at the current byte: a character, a line break, the end.
    var found: JSONFound {
        guard index < bytes.count else { return .endOfFile }
        if bytes[index] == 0x0A || bytes[index] == 0x0D { return .lineBreak }
        let end = min(bytes.count, index + 4)
        let character = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars.first ?? "?"
        return .character(String(character))
    }

    func error(_ problem: JSONSyntaxProblem, at position: DumpPosition? = nil) -> JSONSyntaxError {
        JSONSyntaxError(problem: problem, position: position ?? self.position)
    }
}
