import Foundation
import TapExplain
import TapKit

/// What a dump becomes, decided once (`DumpPlanner`): every id, class,
/// position, colour and flag of SPEC 9's rules. Two thin emitters follow
/// it — `DumpApplicationBuilder` makes the TapKit objects every command
/// runs on, `DumpLayoutWriter` the layout text `taplab import` saves — so
/// the two cannot decide differently (the tests check they build the same tree).
struct DumpPlan {
    enum Root {
        /// One top view that is not a window: window `main` and `rootVC` around it (SPEC 3's short form).
        case shortForm(DumpedViewPlan)
        case window(DumpedViewPlan)
        /// Top views that are not windows, in a window TapLab adds (`main`).
        case wrapped(windowID: String, [DumpedViewPlan])
    }

    var title: String
    var description: String
    var format: ViewDump.Format
    var screen: CGSize
    var roots: [Root]
    /// Every view planned, so the builder sizes its tables once.
    var viewCount = 0
}

/// One view of the plan. A class: the planner fills a plan in after making
/// it and hangs it under its parent, and a struct of this size was copied
/// whole at each step (a tenth of loading a 50,000-view dump).
final class DumpedViewPlan {
    enum Geometry {
        case frame(CGRect)
        case boundsAndCenter(bounds: CGRect, center: CGPoint, transform: CGAffineTransform?)

        /// The view's own size (its bounds').
        var size: CGSize {
            switch self {
            case let .frame(frame): frame.size
            case let .boundsAndCenter(bounds, _, _): bounds.size
            }
        }
    }

    struct Gesture {
        var id: String
        var type: GestureKind
        var gesture: DumpedGesture
    }

    /// How the view is drawn.
    struct Look {
        /// `#rrggbbaa` or a system colour name.
        var color: String?
        var cornerRadius: CGFloat?
        var border: (width: CGFloat, color: String)?
    }

    /// The properties hit testing and delivery read.
    struct TouchFlags {
        var alpha: CGFloat = 1
        var isHidden = false
        /// Set where the dump's value differs from the class's default.
        var interaction: Bool?
        var clips = false
        var multipleTouch = false
        var exclusiveTouch = false
        var enabled: Bool?
    }

    /// What the dump could not tell (SPEC 12's notes): recognizers it does
    /// not describe, private ones left out, a family guessed from the name,
    /// where a paste cut off.
    struct Unknowns {
        var hasUndescribedRecognizers = false
        var internalGestures = 0
        /// Recognizers of classes TapLab has no equivalent of (no `type`).
        var unknownGestures: [String] = []
        var guessedFamily: String?
        /// Where a paste cut off mid-line stops (`DumpedView.pasteEnds`).
        var pasteEnds: DumpProvenance.PasteEnd?
    }

    var id: String
    var kind: DumpedClass
    var className: String
    var address: String?
    var geometry: Geometry
    var level: Double?
    var look = Look()
    var touch = TouchFlags()
    var unknowns = Unknowns()
    var text: String?
    var controllerID: String?
    var overrides: [HitTestOverride] = []
    var scroll: DumpedScrollState?
    var gestures: [Gesture] = []
    /// The helper's control `actions` per event name.
    var actions: [String: Int]?
    var allowsSelection: Bool?
    var allowsMultipleSelection: Bool?
    var subviews: [DumpedViewPlan] = []
    /// A scroll view (not a list, whose content is its rows) whose dump
    /// printed no contentSize.
    var contentSizeIsUnknown: Bool {
        kind.isScrollView && kind != .tableView && kind != .collectionView && !holdsListRows
            && (scroll?.contentSize).map { $0.width < 0 || $0.height < 0 } ?? true
    }
    /// This view is its cell's `contentView` as the dump printed it
    /// (`UITableViewCellContentView`; a collection cell's first plain
    /// subview its size): the cell adopts it rather than make its own.
    var isCellContentView = false
    /// This view is a table's `UITableViewWrapperView` (iOS 7–10): the cells
    /// printed in it are the table's rows, and stay its subviews.
    var holdsListRows = false
    var layers: [(id: String, frame: CGRect)] = []
    var position: DumpPosition

    init(id: String, kind: DumpedClass, className: String, address: String?, geometry: Geometry, position: DumpPosition) {
        self.id = id
        self.kind = kind
        self.className = className
        self.address = address
        self.geometry = geometry
        self.position = position
    }
}
