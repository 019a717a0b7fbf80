import Foundation
import TapExplain
import TapKit

/// One layout as the window shows it: a live application on a screen, with
/// the words the inspector shows. TapWindow knows nothing about layout
/// files; the command line turns a loaded layout into one of these.
public struct WindowDocument {
    public var application: UIApplication
    public var screenSize: CGSize
    public var title: String
    public var description: String
    /// The file it came from (shown in the inspector).
    public var path: String
    /// Whatever must stay alive as long as the application is on screen
    /// (the loaded layout holds delegates the views reference weakly).
    public var owner: AnyObject?
    /// The layout's script, which the `r` key replays; nil when it has none.
    public var script: ScriptPlayback?
    /// What an app's dump said of the views read from it (empty for a
    /// layout written by hand or a program's tree): the inspector shows
    /// their addresses and overrides, its "why" notes what the dump left out.
    public var provenance: ProvenanceTable
    /// Builds the same scene afresh, so that the inspector's fix is made on
    /// a copy and the window's touches replayed before it is offered
    /// (SPEC 14); nil where the document cannot be built again (its fix is
    /// then shown unchecked).
    public var rebuild: FixReplay.Rebuild?

    public init(application: UIApplication, screenSize: CGSize, title: String, description: String,
                path: String, owner: AnyObject? = nil, script: ScriptPlayback? = nil,
                provenance: ProvenanceTable = ProvenanceTable(), rebuild: FixReplay.Rebuild? = nil) {
        self.application = application
        self.screenSize = screenSize
        self.title = title
        self.description = description
        self.path = path
        self.owner = owner
        self.script = script
        self.provenance = provenance
        self.rebuild = rebuild
    }

    /// The file's name without folder and extension (`000-overlapping-buttons`),
    /// for screenshot names.
    public var name: String {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return base.isEmpty ? "layout" : base
    }
}

/// Where the window's layouts come from: one file or a folder of them (the
/// gallery), watched for edits. The command line implements it over its
/// layout library; tests implement it with layouts in memory.
public protocol WindowDocumentSource: AnyObject {
    /// The layout on screen: the last version of the current file that
    /// loaded, or nil when it never did.
    var document: WindowDocument? { get }
    /// Problems with the current file as it is on disk now (one line each,
    /// `FILE:LINE:COLUMN: error: ...`); empty when it loads.
    var diagnostics: [String] { get }
    /// The current file.
    var path: String { get }
    /// The current file's place in the gallery (0-based) and the gallery's size.
    var position: Int { get }
    var count: Int { get }
    func next()
    func previous()
    /// Re-reads the current file when it changed on disk; true when it did
    /// (whether or not the new version loads).
    func reloadIfChanged() -> Bool
}
