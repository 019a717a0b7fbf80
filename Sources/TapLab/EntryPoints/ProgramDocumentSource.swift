import Foundation
import TapKit
import TapWindow

/// The window's one document when a program opens it on an application it
/// built: no file to watch or reload, no gallery to page through.
final class ProgramDocumentSource: WindowDocumentSource {
    let document: WindowDocument?
    let diagnostics: [String] = []
    let position = 0
    let count = 1
    var path: String { document?.path ?? "program" }

    init(_ document: WindowDocument) { self.document = document }

    func next() {}
    func previous() {}
    func reloadIfChanged() -> Bool { false }
}
