import Foundation

/// Finds the fonts the renderer draws with: the DejaVu Sans bundled in
/// Assets/ (so pictures are identical on every machine) and, for Chinese text
/// (the seed articles are Chinese), a CJK font when one is installed
/// (`apt-get install fonts-noto-cjk`).
public enum FontLocator {
    /// Assets/ next to the package root, found from this source file, the
    /// executable's folder, or the TAPLAB_ASSETS environment variable.
    public static var assetsFolder: URL? {
        var candidates: [URL] = []
        if let env = ProcessInfo.processInfo.environment["TAPLAB_ASSETS"] { candidates.append(URL(fileURLWithPath: env)) }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("Assets"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(latinFileName).path) }
    }

    static let latinFileName = "DejaVuSans.ttf"
    static let monospaceFileName = "DejaVuSansMono.ttf"
    public static var latinFont: String? { assetsFolder?.appendingPathComponent(latinFileName).path }
    public static var monospaceFont: String? { assetsFolder?.appendingPathComponent(monospaceFileName).path }

    /// The first installed CJK font, or nil (Chinese text then shows as boxes).
    public static var cjkFont: String? {
        [
            "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
            "/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
            "/usr/share/fonts/truetype/arphic/uming.ttc",
        ].first { FileManager.default.fileExists(atPath: $0) }
    }
}
