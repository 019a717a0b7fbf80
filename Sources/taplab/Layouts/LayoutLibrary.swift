import Foundation
import TapExplain
import TapLayout

/// The layouts the window shows: one file, or every layout in a folder (the
/// gallery, with next / previous). It watches the open file and reloads it
/// when it changes; a version that does not load keeps the last good one on
/// screen, with its diagnostics beside it, worded in the window's language.
/// TapLab only ever reads these files.
final class LayoutLibrary {
    private(set) var paths: [String]
    private(set) var index = 0
    /// The layout on screen: the last version of the file that loaded.
    private(set) var current: LoadedLayout?
    /// Problems with the file as it is now on disk (empty when it loads).
    private(set) var diagnostics: [String] = []
    private var stamp: (Date, Int)?
    /// The language diagnostics and warnings are worded in.
    let language: Language

    /// A file or a folder of `.yaml` files; an error saying why when there is none.
    init(path: String, language: Language = .en) throws(LibraryError) {
        self.language = language
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LibraryError(problem: .noSuchPath(path))
        }
        if isDirectory.boolValue {
            paths = LayoutsFolder.layoutFiles(in: path)
            guard !paths.isEmpty else { throw LibraryError(problem: .noLayoutsInFolder(path)) }
        } else {
            paths = [path]
        }
        load()
    }

    struct LibraryError: Error {
        let problem: CommandProblem
        var message: String { problem.english }
    }

    var path: String { paths[index] }

    func next() { index = (index + 1) % paths.count; close(); load() }
    func previous() { index = (index + paths.count - 1) % paths.count; close(); load() }

    /// Lets go of the layout on screen; a finger still down on it gets its
    /// touchesCancelled, as UIKit cancels touches when an app stops being active.
    private func close() {
        current?.application.cancelAllTouches()
        current = nil
    }

    /// Loads the file as it is on disk now; when it does not load (a
    /// mistake, or a save caught halfway), the last good version stays.
    func load() { load(stamp: fileStamp()) }

    private func load(stamp: (Date, Int)?) {
        self.stamp = stamp
        do {
            // Never waiting on a FIFO saved under the name: the window would freeze.
            let fresh = try LayoutLoader.load(path: path, regularOnly: true)
            for warning in fresh.warnings { Terminal.err(warning.description(in: language)) }
            close()
            current = fresh
            diagnostics = []
        } catch {
            diagnostics = error.diagnostics.map { $0.description(in: language) }
        }
    }

    /// Reloads when the file changed since it was last read; true if it did.
    func reloadIfChanged() -> Bool {
        guard let now = fileStamp() else { return false }
        if let old = stamp, old == now { return false }
        load(stamp: now)
        return true
    }

    private func fileStamp() -> (Date, Int)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let date = attributes[.modificationDate] as? Date else { return nil }
        return (date, (attributes[.size] as? Int) ?? 0)
    }
}
