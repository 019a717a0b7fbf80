import Foundation
import TapKit

/// Reads the JSON that `Tools/TapLabDump/TapLabDump.swift` writes (SPEC 9)
/// into a `ViewDump`: each window becomes a top-level view with its level,
/// and the window's root view controller is recorded on its root view.
///
/// Every problem comes back as a `LayoutError` whose diagnostics point into
/// the dump (`dump.json:12:7: error: …`); no input crashes it or recurses.
public enum TapLabDumpJSONReader {
    /// The newest version this reader knows (SPEC 12's helper version 2);
    /// version 1, without its additions, still reads.
    public static let version = 2

    public static func read(text: String, file: String) throws(LayoutError) -> ViewDump {
        let tree: JSONTree
        do {
            tree = try JSONParser.parse(text)
        } catch {
            throw LayoutError([LayoutDiagnostic(file: file, line: error.position.line, column: error.position.column,
                                                problem: error.problem)])
        }
        let report = DumpReport(file: file)
        let dump = readDocument(tree, report: report)
        guard !report.hasErrors, var dump else { throw LayoutError(report.errors) }
        dump.warnings = report.warnings
        return dump
    }

    /// Whether `text` is meant as a TapLab dump: a JSON object with
    /// `"format": "taplab-dump"`. It looks at the text rather than parsing
    /// it, so that a dump with a syntax error still reaches `read` and gets
    /// JSON diagnostics, not YAML's (JSON is also YAML).
    public static func looksLikeTapLabDump(_ text: String) -> Bool {
        let bytes = text.utf8.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || isWhitespace($0) }
        guard bytes.first == UInt8(ascii: "{") else { return false }
        let key = Array("\"format\"".utf8), value = Array("\"taplab-dump\"".utf8)
        var rest = bytes[...]
        while let start = rest.firstRange(of: key) {
            var after = rest[start.upperBound...].drop(while: isWhitespace)
            if after.first == UInt8(ascii: ":") {
                after = after.dropFirst().drop(while: isWhitespace)
                if after.starts(with: value) { return true }
            }
            rest = rest[start.upperBound...]
        }
        return false
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func readDocument(_ tree: JSONTree, report: DumpReport) -> ViewDump? {
        guard let document = JSONObjectReader(0, in: tree, what: .document, report: report) else { return nil }
        document.warnAboutUnknownKeys(known: ["format", "version", "screen", "windows"])
        if let format = document.string("format"), format != "taplab-dump" {
            report.error(.notATapLabDump(format: format), at: document.place(of: "format"))
        }
        if let version = document.number("version"), version != 1, version != Double(Self.version) {
            report.error(.unsupportedVersion(version, newest: Self.version), at: document.place(of: "version"))
        }
        guard !report.hasErrors else { return nil }
        var dump = ViewDump(format: .tapLabJSON)
        dump.screen = screen(document)
        guard let windows = document.array("windows") else { return dump }
        if windows.isEmpty { report.error(.noWindows, at: document.place(of: "windows")) }
        guard windows.count <= ViewDump.maxViews else {
            report.error(DumpProblem.tooManyWindows(windows.count, limit: ViewDump.maxViews), at: document.place(of: "windows"))
            return nil
        }
        var viewsLeft = ViewDump.maxViews
        dump.roots = windows.compactMap { readWindow($0, tree: tree, report: report, viewsLeft: &viewsLeft) }
        if viewsLeft < 0 {
            report.error(DumpProblem.tooManyViews(limit: ViewDump.maxViews), at: document.place(of: "windows"))
        }
        return dump
    }

    private static func screen(_ document: JSONObjectReader) -> CGSize? {
        guard let node = document.object("screen"),
              let screen = JSONObjectReader(node, in: document.tree, what: .screen, report: document.report) else { return nil }
        screen.warnAboutUnknownKeys(known: ["width", "height"])
        let width = screen.number("width", minimum: 0), height = screen.number("height", minimum: 0)
        guard let width, let height else { return nil }
        return CGSize(width: width, height: height)
    }
}
