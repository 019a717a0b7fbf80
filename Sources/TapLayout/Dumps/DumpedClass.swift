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

    /// `baseClass`, when the dump prints it, names the UIKit class that
    /// `className` derives from and decides.
    init(className: String, baseClass: String? = nil, printsContentOffset: Bool) {
        let name = DumpedClass.lastComponent(of: DumpedClass.withoutKVOPrefix(baseClass ?? className))
        if printsContentOffset || DumpedClass.isScrollView(name) {
            self = .scrollView
        } else if name.hasSuffix("Window") {
            self = .window
        } else if DumpedClass.tapExemptSuffixes.contains(where: name.hasSuffix) {
            self = .button
        } else if DumpedClass.controlSuffixes.contains(where: name.hasSuffix) {
            self = .control
        } else if name.hasSuffix("Label") {
            self = .label
        } else if name.hasSuffix("ImageView") {
            self = .imageView
        } else {
            self = .view
        }
    }

    /// The controls whose single tap beats a tap recognizer on an ancestor
    /// (Apple, "Attaching gesture recognizers to UIKit controls"): TapLab's
    /// `button` class carries that rule.
    private static let tapExemptSuffixes = ["Button", "Switch", "Stepper", "SegmentedControl", "PageControl"]
    /// UIControl and its other subclasses in UIKit.
    private static let controlSuffixes = ["Control", "Slider", "TextField", "DatePicker", "ColorWell"]

    /// UIScrollView and its UIKit subclasses: UITableView, UICollectionView,
    /// UITextView, UIWebView's and WKWebView's scroll views, iOS 7's
    /// UITableViewWrapperView and UITableViewCellScrollView, pickers' tables.
    private static func isScrollView(_ name: String) -> Bool {
        name.hasSuffix("ScrollView") || name.hasSuffix("TableView") || name.hasSuffix("CollectionView")
            || name == "UITextView" || name == "UITableViewWrapperView" || name == "UIFieldEditor"
    }

    /// The layout class name (`class:` key); nil for windows, which are not a view class.
    var layoutClass: String? {
        switch self {
        case .window: nil
        case .view, .button, .control, .label, .imageView, .scrollView: rawValue
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
