import Foundation
import TapExplain
import TapKit

/// A view hierarchy as a dump describes it (SPEC 9), before it becomes a
/// layout: what `recursiveDescription`, `_printHierarchy` and the TapLabDump
/// helper's JSON say, with where each view was written so that problems
/// point into the dump.
///
/// Every reader produces this, and one writer (`DumpLayoutWriter`) turns it
/// into a layout, so a dump and `taplab import`'s file are the same layout.
public struct ViewDump {
    /// Which kind of dump the text was.
    /// The kinds of paste TapLab reads, in the order they are tried: a new
    /// one is a case here, and the compiler lists what must learn it
    /// (`recognizes`, `DumpReader.read`, `title`).
    public enum Format: String, CaseIterable {
        case tapLabJSON, recursiveDescription

        /// Whether `text` is a dump of this kind (only its start is looked at).
        func recognizes(_ text: String) -> Bool {
            switch self {
            case .tapLabJSON: TapLabDumpJSONReader.looksLikeTapLabDump(text)
            case .recursiveDescription: RecursiveDescriptionReader.looksLikeDump(text)
            }
        }

        /// How an imported layout's header names it.
        var title: String {
            switch self {
            case .tapLabJSON: "TapLabDump JSON"
            case .recursiveDescription: "recursiveDescription"
            }
        }

        /// The kind `text` is; recursiveDescription when nothing else is
        /// recognized, for it reads (and names) what it cannot.
        static func of(_ text: String) -> Format {
            allCases.first { $0.recognizes(text) } ?? .recursiveDescription
        }
    }

    /// How deep and how large a dump may be: what its imported layout file
    /// can hold (each view nests a mapping and a list in YAML, and YAML
    /// nests 2,100 deep at most), far beyond any app.
    public static let maxDepth = 1_000
    public static let maxViews = LayoutLoader.maxViews

    public var format: Format
    /// The screen, when the dump states it (the JSON does); otherwise the top view's size.
    public var screen: CGSize?
    /// Top-level views, back to front. A top view that is not a window gets
    /// window `main` and controller `rootVC` around it.
    public var roots: [DumpedView]
    /// What was dropped or guessed, as warnings pointing into the dump.
    public var warnings: [LayoutDiagnostic]

    public init(format: Format, screen: CGSize? = nil, roots: [DumpedView] = [], warnings: [LayoutDiagnostic] = []) {
        self.format = format
        self.screen = screen
        self.roots = roots
        self.warnings = warnings
    }
}

/// Where something was written in the dump (1-based, columns in characters).
public struct DumpPosition: Equatable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// One view of a dump. Geometry comes either as the printed `frame` (the
/// bounding box of the transformed bounds, in the superview's coordinates)
/// or, from the JSON, as exact `bounds` and `center`.
public struct DumpedView {
    /// The class as printed: `UIButton`, `MyApp.LoginButton`, `_UIButtonBarButton`.
    public var className: String
    /// The UIKit class an app's or private class derives from, when printed
    /// (`baseClass = UICollectionViewCell`): it decides the behaviour.
    public var baseClassName: String?
    /// The address exactly as printed (`0x7fe1c0d0a2b0`), if any.
    public var address: String?
    /// The accessibility identifier, when the dump has one.
    public var accessibilityIdentifier: String?
    public var frame: CGRect?
    public var bounds: CGRect? {
        get { self[rare: \.bounds] }
        set { self[rare: \.bounds] = newValue }
    }
    /// A recursiveDescription prints `bounds = (x y; w h)` beside the frame
    /// when the bounds origin is not zero; it shifts the subviews.
    public var boundsOrigin: CGPoint? {
        get { self[rare: \.boundsOrigin] }
        set { self[rare: \.boundsOrigin] = newValue }
    }
    public var center: CGPoint? {
        get { self[rare: \.center] }
        set { self[rare: \.center] = newValue }
    }
    public var transform: CGAffineTransform? {
        get { self[rare: \.transform] }
        set { self[rare: \.transform] = newValue }
    }
    public var alpha: CGFloat = 1
    public var isHidden = false
    public var isUserInteractionEnabled = true
    public var clipsToBounds = false
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    /// A control's `isEnabled`, when the dump says.
    public var isEnabled: Bool? {
        get { self[rare: \.isEnabled] }
        set { self[rare: \.isEnabled] = newValue }
    }
    /// A label's or button's text, for the picture.
    public var text: String?
    /// `#rrggbbaa`, when the dump prints the colour by its components.
    public var backgroundColor: String?
    /// The view controller whose root view this is.
    public var controller: DumpedController? {
        get { self[rare: \.controller] }
        set { self[rare: \.controller] = newValue }
    }
    /// A window's level (`windowLevel.rawValue`).
    public var windowLevel: Double? {
        get { self[rare: \.windowLevel] }
        set { self[rare: \.windowLevel] = newValue }
    }
    public var scroll: DumpedScrollState? {
        get { self[rare: \.scroll] }
        set { self[rare: \.scroll] = newValue }
    }
    public var gestures: [DumpedGesture] = []
    /// A `recursiveDescription` printed `gestureRecognizers = <NSArray…>`:
    /// the view has recognizers the dump does not describe.
    public var printsGestureRecognizers = false
    /// UIKit's private recognizers the helper marked `internal`, left out.
    public var internalGestures = 0
    /// The helper's control `actions`: targets or actions attached per event name.
    public var actions: [String: Int]? {
        get { self[rare: \.actions] }
        set { self[rare: \.actions] = newValue }
    }
    /// A list's selection flags (helper version 2).
    public var allowsSelection: Bool? {
        get { self[rare: \.allowsSelection] }
        set { self[rare: \.allowsSelection] = newValue }
    }
    public var allowsMultipleSelection: Bool? {
        get { self[rare: \.allowsMultipleSelection] }
        set { self[rare: \.allowsMultipleSelection] = newValue }
    }
    /// Methods the view's class overrides (seen by the dump helper).
    public var overrides: [HitTestOverride] {
        get { self[rare: \.overrides] }
        set { self[rare: \.overrides] = newValue }
    }
    /// The paste stops mid-line at this view (inside its line, or in the
    /// next view's, which is left out): what came after is not known.
    public var pasteEnds: DumpProvenance.PasteEnd? {
        get { self[rare: \.pasteEnds] }
        set { self[rare: \.pasteEnds] = newValue }
    }
    public var subviews: [DumpedView] = []
    /// Its sublayers that a recursiveDescription lists (`… (layer)` lines).
    public var layers: [DumpedLayer] = []
    /// Where the view starts in the dump.
    public var position: DumpPosition

    /// What few views of a dump have — bounds and centre, a transform, a
    /// controller, a scroll state, the helper's extras — kept apart, copied
    /// on write: inline, they made every view of a 50,000-view dump 300
    /// bytes bigger (docs/PERFORMANCE.md).
    private var rare: Rare?

    /// The box is shared between copies of a view until one of them
    /// writes; its fields are a struct, so a copy is the struct's own copy
    /// and a field added later cannot be left out of it.
    private final class Rare {
        var fields: RareFields
        init(_ fields: RareFields) { self.fields = fields }
    }

    private struct RareFields {
        var bounds: CGRect?
        var boundsOrigin: CGPoint?
        var center: CGPoint?
        var transform: CGAffineTransform?
        var isEnabled: Bool?
        var controller: DumpedController?
        var windowLevel: Double?
        var scroll: DumpedScrollState?
        var actions: [String: Int]?
        var allowsSelection: Bool?
        var allowsMultipleSelection: Bool?
        var overrides: [HitTestOverride] = []
        var pasteEnds: DumpProvenance.PasteEnd?
    }

    private static let noRareFields = RareFields()

    /// A rare field: read from the box (its default when the view has
    /// none), written into a box of this view's own.
    private subscript<T>(rare field: WritableKeyPath<RareFields, T>) -> T {
        get { rare.map { $0.fields[keyPath: field] } ?? Self.noRareFields[keyPath: field] }
        set {
            if !isKnownUniquelyReferenced(&rare) { rare = Rare(rare?.fields ?? RareFields()) }
            rare?.fields[keyPath: field] = newValue
        }
    }

    public init(className: String, address: String? = nil, position: DumpPosition) {
        self.className = className
        self.address = address
        self.position = position
    }
}

/// The hit-testing methods a view's class may override.
public enum HitTestOverride: String, CaseIterable {
    case hitTest, pointInside
}

public struct DumpedController {
    public var className: String
    public var address: String?
    public var identifier: String?
    public init(className: String, address: String?, identifier: String? = nil) {
        self.className = className
        self.address = address
        self.identifier = identifier
    }
}

/// A scroll view's state: `recursiveDescription` prints the offset and size
/// after `layer = <…>` (`contentOffset: {0, -64}; contentSize: {375, 1200}`).
public struct DumpedScrollState {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize?
    public var contentInset: UIEdgeInsets?
    public var isPagingEnabled: Bool?
    public var delaysContentTouches: Bool?
    public var canCancelContentTouches: Bool?
    public var isScrollEnabled: Bool?
    public init() {}
}

/// A gesture recognizer as the dump helper describes it.
public struct DumpedGesture {
    /// The class as printed (`UITapGestureRecognizer`, `_UISwipeActionPanGestureRecognizer`).
    public var className: String
    /// TapLab's kind; nil for a class TapLab has no equivalent of.
    public var type: GestureKind?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var taps: Int?
    public var touches: Int?
    public var minimumPressDuration: Double?
    public var allowableMovement: Double?
    /// Swipe directions (`right`, `left`, `up`, `down`).
    public var direction: [String]?
    /// Screen-edge pan edges (`top`, `left`, `bottom`, `right`, `all`).
    public var edges: [String]?
    /// UIKit's private recognizer (helper version 2): left out by the reader.
    public var isInternal = false
    /// The helper saw a delegate on it, whose answers a dump cannot carry.
    public var hasDelegate = false
    public init(className: String, type: GestureKind?) {
        self.className = className
        self.type = type
    }
}

/// A sublayer line of a recursiveDescription: drawn, never a responder.
public struct DumpedLayer {
    public var className: String
    public var address: String
    /// From the line's `position` and `bounds` when it prints them, else zero.
    public var frame: CGRect = .zero
    public var position: DumpPosition
}
