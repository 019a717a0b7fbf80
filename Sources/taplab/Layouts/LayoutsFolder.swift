import Foundation

/// Finds the gallery (Layouts/) for bare `taplab`: in the current directory,
/// else beside the program or in a folder above it (a build under .build/
/// finds the repository's).
enum LayoutsFolder {
    static func locate(currentDirectory: String = FileManager.default.currentDirectoryPath,
                       executable: String = CommandLine.arguments.first ?? ".") -> String? {
        let here = (currentDirectory as NSString).appendingPathComponent("Layouts")
        if isFolder(here) { return "Layouts" }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("Layouts").path
            if isFolder(candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The layouts in `folder` (`.yaml` and `.yml`), sorted by name, with the folder prefixed.
    static func layoutFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
