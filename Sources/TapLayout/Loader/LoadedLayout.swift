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
    public internal(set) var provenance: ProvenanceTable
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

    /// Builds it again as it was loaded (from its text, or a dump's plan);
    /// nil where it cannot be (loaded not `rebuildable`, or built in code).
    var rebuilder: (() throws(LayoutError) -> LoadedLayout)?
    /// The user's values for what the file did not say (`--assume`), taken.
    public internal(set) var assumed: [Assumption] = []

    /// A fresh copy, built from the same text as this one was (not from
    /// the file, which may have changed since), with the same assumptions:
    /// `--why` makes a fix on a copy and replays the touches before
    /// offering it (SPEC 14).
    public func rebuilt() throws(LayoutError) -> LoadedLayout {
        guard let rebuilder else { throw LayoutError([LayoutDiagnostic(file: file, line: 1, column: 1, problem: LoaderProblem.notBuilt)]) }
        let copy = try rebuilder()
        _ = copy.assume(assumed)
        return copy
    }

    /// Builds copies for `--why`'s fix checks (`FixReplay`): each a
    /// `rebuilt()` layout's application and provenance; `keep` is handed
    /// each copy (the command line keeps them alive until it exits).
    public func copyMaker(keep: ((LoadedLayout) -> Void)? = nil) -> FixReplay.Rebuild {
        {
            let copy = try self.rebuilt()
            keep?(copy)
            return (copy.application, copy.provenance)
        }
    }

    public func view(_ id: String) -> UIView? { objects[id]?.view }

    /// Ids in a stable order, for suggestions and listings.
    public var ids: [String] { objects.keys.sorted() }
}
