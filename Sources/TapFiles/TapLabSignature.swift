import Foundation

/// The first bytes of every file TapLab writes, so that an output path that
/// already exists is replaced only when it holds one of TapLab's own
/// pictures or documents: a slip of `-o` onto a layout, a note or a
/// photo's link is refused instead of destroyed.
public enum TapLabSignature {
    /// Pictures: PNG, PDF, SVG (bare or with an XML declaration), GIF, WebM (EBML).
    static let pictures: [[UInt8]] = [
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
        Array("%PDF".utf8), Array("<svg".utf8), Array("<?xml".utf8), Array("GIF87a".utf8), Array("GIF89a".utf8),
        [0x1A, 0x45, 0xDF, 0xA3],
    ]

    /// An MP4 starts with its first box's size, then `ftyp`.
    static func isMP4(_ bytes: [UInt8]) -> Bool { bytes.count >= 8 && Array(bytes[4..<8]) == Array("ftyp".utf8) }

    /// The first lines of TapLab's text files: `import` and the gallery page.
    public static let importedLayout = "# Imported by taplab"
    public static let galleryPage = "# The scenario gallery"

    static let documents: [[UInt8]] = [importedLayout, galleryPage].map { Array($0.utf8) }

    /// Whether the file at `path` starts with one of the signatures.
    static func matches(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64) else { return false }
        let bytes = [UInt8](head)
        return isMP4(bytes) || (pictures + documents).contains { bytes.starts(with: $0) }
    }
}
