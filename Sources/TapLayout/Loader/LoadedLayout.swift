import Foundation
import TapExplain
import TapKit

/// A layout file turned into a live TapKit application, plus what the file
/// says about it: teaching notes, a touch script and expectations.
public final class LoadedLayout {
    public let file: String
    public let title: String
    public let description: String
    public let difficulty: Int
    public let screenSize: CGSize
    public let application: UIApplication
    /// Every object with an id, windows, controllers, layers and recognizers included.
    public let objects: [String: LayoutObject]
    /// What the app's dump said of each view read from it (its address,
    /// overridden methods, what it could not tell): empty for a layout
    /// written by hand or a tree a program built. The walk, `--why` and
    /// the inspector read it; the views themselves keep only the class
    /// the app printed (`UIView.appClassName`).
    public let provenance: ProvenanceTable
    /// The other names `objects` answer to, indexed on first use.
    private(set) lazy var names = NameIndex(objects, provenance: provenance, duplicates: duplicateNames)
    /// A name several objects share (a program may give two views one
    /// `accessibilityIdentifier`; a layout file may not): the keys they are
    /// in `objects` under, so that naming it is ambiguous, not the first.
    var duplicateNames: [String: [String]] = [:]
    public let script: [ScriptStep]
    public let expectations: [Expectation]
    /// What was dropped or guessed while reading the file (a dump cut off at its end).
    public internal(set) var warnings: [LayoutDiagnostic] = []

    init(file: String, title: String, description: String, difficulty: Int, screenSize: CGSize,
         application: UIApplication, objects: [String: LayoutObject], provenance: ProvenanceTable = ProvenanceTable(),
         script: [ScriptStep], expectations: [Expectation], retained: [AnyObject]) {
        self.file = file
        self.title = title
        self.description = description
        self.difficulty = difficulty
        self.screenSize = screenSize
        self.application = application
        self.objects = objects
        self.provenance = provenance
        self.script = script
        self.expectations = expectations
        // Delegates and controllers the objects reference weakly live as long as the application.
        application.retainedObjects.append(contentsOf: retained)
    }

    public func view(_ id: String) -> UIView? { objects[id]?.view }

    /// Ids in a stable order, for suggestions and listings.
    public var ids: [String] { objects.keys.sorted() }
}
