import Foundation

/// What UIKit makes a dumped class, as far as touches go: the layout class
/// a dumped view becomes. A dump names classes, not their superclasses, so
/// UIKit's own classes are known by name and an app's subclasses by the
/// name UIKit's family gives them (`LoginButton` is a button,
/// `FeedTableView` a scroll view); a scroll view is also known by the
/// `contentOffset:` that only scroll views print.
///
/// A dumped `UITableView` or `UICollectionView` (or a subclass) is a list
/// whose cells (`UITableViewCell`, `UICollectionViewCell` and subclasses)
/// are its rows in frame order, each kept at its dumped frame (sections,
/// headers and rows of their own heights stay where the dump saw them),
/// so rows highlight and select as SPEC 11 says.
enum DumpedClass: String {
    case view, button, control, label, imageView, scrollView, window
    case toggle = "switch", slider, stepper, segmentedControl, pageControl, textField
    case tableView, collectionView, tableViewCell, collectionViewCell

    /// `baseClass`, when the dump prints it, names the UIKit class that
    /// `className` derives from and decides.
    init(className: String, baseClass: String? = nil, printsContentOffset: Bool) {
        let name = DumpedClass.lastComponent(of: DumpedClass.withoutKVOPrefix(baseClass ?? className))
        if let list = DumpedClass.list(name) {
            self = list
        } else if printsContentOffset || DumpedClass.isScrollView(name) {
            self = .scrollView
        } else if name.hasSuffix("Window") {
            self = .window
        } else if let control = DumpedClass.controlSuffixes.first(where: { name.hasSuffix($0.suffix) }) {
            self = control.kind
        } else if name.hasSuffix("TableViewCell") {
            self = .tableViewCell
        } else if name.hasSuffix("CollectionViewCell") || name.hasSuffix("CollectionViewListCell") {
            // iOS 14's list cells (UICollectionViewListCell, SwiftUI's List rows) are collection cells.
            self = .collectionViewCell
        } else if name.hasSuffix("Label") {
            self = .label
        } else if name.hasSuffix("ImageView") {
            self = .imageView
        } else {
            self = .view
        }
    }

    /// UIControl and its UIKit subclasses, each as the layout class that
    /// behaves as it does (SPEC 11); the longer suffixes come before
    /// `Control`. A date picker or colour well is a plain control.
    private static let controlSuffixes: [(suffix: String, kind: DumpedClass)] = [
        ("Button", .button), ("Switch", .toggle), ("Stepper", .stepper), ("SegmentedControl", .segmentedControl),
        ("PageControl", .pageControl), ("Slider", .slider), ("TextField", .textField),
        ("Control", .control), ("DatePicker", .control), ("ColorWell", .control),
    ]

    /// UIScrollView and its UIKit subclasses: UITableView, UICollectionView,
    /// UITextView, UIWebView's and WKWebView's scroll views, iOS 7's
    /// UITableViewWrapperView and UITableViewCellScrollView, pickers' tables.
    private static func isScrollView(_ name: String) -> Bool {
        name.hasSuffix("ScrollView") || name.hasSuffix("TableView") || name.hasSuffix("CollectionView")
            || name == "UITextView" || name == "UITableViewWrapperView" || name == "UIFieldEditor"
    }

    /// A table or collection view (UIKit's private `UITableViewWrapperView`
    /// and a picker's table are plain scroll views).
    private static func list(_ name: String) -> DumpedClass? {
        guard name != "UITableViewWrapperView", !name.hasPrefix("UIPicker") else { return nil }
        if name.hasSuffix("TableView") { return .tableView }
        if name.hasSuffix("CollectionView") { return .collectionView }
        return nil
    }

    /// UIControl or one of its subclasses (what `enabled` applies to).
    var isControl: Bool {
        switch self {
        case .view, .label, .imageView, .scrollView, .window, .tableView, .collectionView, .tableViewCell, .collectionViewCell: false
        case .button, .control, .toggle, .slider, .stepper, .segmentedControl, .pageControl, .textField: true
        }
    }

    /// UIScrollView or a list (both have a contentOffset and clip).
    var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView }

    var isCell: Bool { self == .tableViewCell || self == .collectionViewCell }

    /// iOS 7–10's private `UITableViewWrapperView`: a scroll view between a
    /// table and its cells that never scrolls on its own. The cells in it
    /// are the table's rows; the table scrolls and selects them.
    static func isTableWrapper(_ className: String) -> Bool {
        lastComponent(of: withoutKVOPrefix(className)) == "UITableViewWrapperView"
    }

    /// Whether the class names a UIKit class, so its family is not a guess.
    static func isUIKitName(_ name: String) -> Bool {
        let last = lastComponent(of: withoutKVOPrefix(name))
        return last.hasPrefix("UI") || last.hasPrefix("_UI")
    }

    /// The layout class (`class:` key); nil for windows, which are not a view class.
    var layoutClass: ViewClass? {
        switch self {
        case .window: nil
        // A cell is a list's `cells:` entry, which the list makes; a lone cell is a view.
        case .tableViewCell, .collectionViewCell: .view
        case .view: .view
        case .button: .button
        case .control: .control
        case .label: .label
        case .imageView: .imageView
        case .scrollView: .scrollView
        case .tableView: .tableView
        case .collectionView: .collectionView
        case .toggle: .toggle
        case .slider: .slider
        case .stepper: .stepper
        case .segmentedControl: .segmentedControl
        case .pageControl: .pageControl
        case .textField: .textField
        }
    }

    /// Key-value observing renames a class `NSKVONotifying_UIView`.
    static func withoutKVOPrefix(_ name: String) -> String {
        name.hasPrefix("NSKVONotifying_") ? String(name.dropFirst("NSKVONotifying_".count)) : name
    }

    /// `MyApp.LoginButton` → `LoginButton` (SPEC 9's ids); generic arguments are kept.
    static func lastComponent(of name: String) -> String {
        // On the bytes: this runs for every view of a dump (ids, the name index).
        let utf8 = name.utf8
        let generic = utf8.firstIndex(of: UInt8(ascii: "<")) ?? utf8.endIndex
        guard let dot = utf8[..<generic].lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[utf8.index(after: dot)...])
    }
}
