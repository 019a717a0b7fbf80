import Foundation
import TapKit

/// Which views UIKit manages, so that no fix is aimed at one (SPEC 14), and
/// which classes UIKit gives their own hit testing; both read the class a
/// dump printed (`UIView.appClassName`). UIKit manages a view of a private
/// class (a name starting with `_`) or of a `UI…` class that is not public
/// UIKit API (`UITableViewCellContentView`, `UITableViewWrapperView`,
/// `UITableViewCellDetailDisclosureButton`, `UITransitionView`, bar and
/// remote views). Such a view is laid out, shown and hidden by UIKit from
/// the app's own objects; changing it directly does not last, so a fix
/// names what the app owns.
///
///     UIKitOwnership.isManagedByUIKit("UITableViewCellContentView")   // true
///     UIKitOwnership.isManagedByUIKit("UIButton")                     // false
///     UIKitOwnership.isManagedByUIKit("MyApp.CardView")               // false
enum UIKitOwnership {
    /// UIKit's public view classes (and the public controls and windows)
    /// that apps create, subclass and configure themselves.
    static let publicViewClasses: Set<String> = [
        "UIView", "UIWindow", "UILabel", "UIImageView", "UIButton", "UIControl", "UIScrollView", "UITableView",
        "UITableViewCell", "UITableViewHeaderFooterView", "UICollectionView", "UICollectionViewCell",
        "UICollectionViewListCell", "UICollectionReusableView", "UIStackView", "UITextField", "UITextView", "UISwitch",
        "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIActivityIndicatorView", "UIProgressView",
        "UIPickerView", "UIDatePicker", "UISearchBar", "UISearchTextField", "UINavigationBar", "UITabBar", "UIToolbar",
        "UIVisualEffectView", "UIInputView", "UIRefreshControl", "UIColorWell", "UIContentUnavailableView",
        "UIWebView", "UIPopoverBackgroundView", "UICalendarView",
    ]

    static func isManagedByUIKit(_ className: String) -> Bool {
        let name = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? className
        if name.hasPrefix("_") { return true }
        guard name.hasPrefix("UI"), name.count > 2, name.dropFirst(2).first?.isUppercase == true else { return false }
        return !publicViewClasses.contains(name)
    }

    /// Whether a fix may not be aimed at `view`: UIKit manages it. Only a
    /// dumped view says what class it really is; a view TapLab or a program
    /// made is the app's.
    static func isManagedByUIKit(_ view: UIView) -> Bool {
        guard let printed = view.appClassName?.printed else { return false }
        return isManagedByUIKit(printed)
    }

    /// Classes UIKit gives their own hit testing (a bar passes touches near
    /// its edges to its items, a hosting view asks SwiftUI, the text effects
    /// window holds the keyboard): a dump of one is hit-tested by the
    /// default rule, and the walk and the explainer say so.
    /// An app's subclass counts by its name's ending (`CustomNavigationBar`),
    /// not a part of UIKit's bar (`UINavigationBarBackground`); a hosting
    /// view by its name before its generic arguments (`_UIHostingView<…>`).
    static func ownsHitTesting(_ className: String) -> Bool {
        let name = className.split(separator: "<", maxSplits: 1).first.map(String.init) ?? className
        return ["NavigationBar", "TabBar", "Toolbar", "HostingView", "UITextEffectsWindow"].contains { name.hasSuffix($0) }
            // Swift's mangled form of a generic hosting view: `_TtGC7SwiftUI14_UIHostingView…`.
            || (className.hasPrefix("_TtGC7SwiftUI") && className.contains("HostingView"))
    }
}
