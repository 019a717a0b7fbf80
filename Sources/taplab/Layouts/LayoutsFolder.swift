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

    /// The layouts in `folder` (`.yaml` and `.yml`), sorted by name, with
    /// the folder prefixed. A FIFO, a device or a socket under such a name
    /// is left out: a FIFO named `x.yaml` blocked `check DIR` and `gallery
    /// DIR` for ever, each waiting to open it for a writer that never came.
    /// What cannot be looked at (a dangling link, a link loop) or is a folder
    /// stays, for the loader to say what is wrong with it.
    static func layoutFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { !isSpecialFile($0) }
    }

    /// Whether `path` (through links) is something other than a regular file or a folder.
    private static func isSpecialFile(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
