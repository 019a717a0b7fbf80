import Foundation
import TapKit
import TapLab
import TapLayout
import TapWindow

/// The window reads its layouts through TapWindow's `WindowDocumentSource`,
/// which knows nothing of layout files; this is the glue.
extension LayoutLibrary: WindowDocumentSource {
    var document: WindowDocument? {
        guard let current else { return nil }
        return WindowDocument(application: current.application, screenSize: current.screenSize, title: current.title,
                              description: current.description, path: current.file, owner: current,
                              script: TimelinePlayback(current.script), provenance: current.provenance,
                              rebuild: current.copyMaker())
    }

    var position: Int { index }
    var count: Int { paths.count }
}
