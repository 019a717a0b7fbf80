import Foundation

extension FileWriteError {
    static let english: @Sendable (FileWriteError, String) -> String = { error, force in
        switch error {
        case let .directoryMissing(path):
            isFile(folder(of: path))
                ? "cannot write \(path): \(folder(of: path)) is a file, not a folder; give a path in a folder"
                : "cannot write \(path): the folder \(folder(of: path)) does not exist (create it first)"
        case let .isDirectory(path):
            "cannot write \(path): it is a folder; give a file name such as \(join(path, "shot.png"))"
        case let .notWritable(path):
            "cannot write \(path): no permission to write in \(folder(of: path))"
        case let .notRegularFile(path):
            "cannot write \(path): it is not a regular file (a device, pipe or socket); give a file path in a folder you can write"
        case let .systemName(path):
            "cannot write \(path): it is one of the system's names (in /dev, /proc or /sys) or a link to one, which TapLab never replaces; "
                + "give a file path in a folder you can write (-o - writes text to standard output)"
        case let .symbolicLink(path, destination):
            "cannot write \(path): it is a symbolic link to \(destination), and writing would change that file; "
                + "remove the link, choose another name, or pass \(force) to replace the link itself"
        case let .hardLinked(path, links):
            "cannot write \(path): the file has \(links) names (hard links), and writing would change it under the others too; "
                + "choose another name, or pass \(force) to replace this name only"
        case let .notTapLabFile(path):
            "cannot write \(path): it exists and is not a picture or document TapLab wrote (PNG, PDF, SVG, GIF, MP4, WebM, "
                + "or a file with TapLab's first line); choose another name, or pass \(force) to replace it"
        case let .system(path, operation, code):
            "cannot write \(path): \(String(cString: strerror(code))) (\(operation)); nothing was changed"
        }
    }
}
