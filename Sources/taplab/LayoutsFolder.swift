import Foundation

/// Finds the gallery (Layouts/) for bare `taplab`: in the current directory,
/// else beside the program or in a folder above it (a build under .build/
/// finds the repository's), as `FontLocator` finds Assets/.
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

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
