import Foundation

/// What UIKit makes a dumped class, as far as touches go: the layout class
/// a dumped view becomes. A dump names classes, not their superclasses, so
/// UIKit's own classes are known by name and an app's subclasses by the
/// name UIKit's family gives them (`LoginButton` is a button,
/// `FeedTableView` a scroll view); a scroll view is also known by the
/// `contentOffset:` that only scroll views print.
///
/// A dumped `UITableView` or `UICollectionView` stays a `scrollView`, its
/// cells plain views at their dumped frames: a dump carries what TapLab's
/// lists would lay out again (sections, headers, rows of their own
/// heights, UIKit's wrapper and content views), and hit testing and the
/// responder chain, which a dump is brought in to examine, are the same.
/// Only the `select` lines of a layout's `tableView` are missing.
enum DumpedClass: String {
    case view, button, control, label, imageView, scrollView, window
    case toggle = "switch", slider, stepper, segmentedControl, pageControl, textField

    /// `baseClass`, when the dump prints it, names the UIKit class that
    /// `className` derives from and decides.
    init(className: String, baseClass: String? = nil, printsContentOffset: Bool) {
        let name = DumpedClass.lastComponent(of: DumpedClass.withoutKVOPrefix(baseClass ?? className))
        if printsContentOffset || DumpedClass.isScrollView(name) {
            self = .scrollView
        } else if name.hasSuffix("Window") {
            self = .window
        } else if let control = DumpedClass.controlSuffixes.first(where: { name.hasSuffix($0.suffix) }) {
            self = control.kind
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

    /// UIControl or one of its subclasses (what `enabled` applies to).
    var isControl: Bool {
        switch self {
        case .view, .label, .imageView, .scrollView, .window: false
        case .button, .control, .toggle, .slider, .stepper, .segmentedControl, .pageControl, .textField: true
        }
    }

    /// The layout class name (`class:` key); nil for windows, which are not a view class.
    var layoutClass: String? {
        switch self {
        case .window: nil
        default: rawValue
        }
    }

    /// Key-value observing renames a class `NSKVONotifying_UIView`.
    static func withoutKVOPrefix(_ name: String) -> String {
        name.hasPrefix("NSKVONotifying_") ? String(name.dropFirst("NSKVONotifying_".count)) : name
    }

    /// `MyApp.LoginButton` → `LoginButton` (SPEC 9's ids); generic arguments are kept.
    static func lastComponent(of name: String) -> String {
        let base = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
        guard let dot = base.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
