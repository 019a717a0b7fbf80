import Foundation
import TapKit

/// Which views UIKit manages, so that no fix is aimed at one (SPEC 14): a
/// view of a private class (a name starting with `_`) or of a `UI…` class
/// that is not public UIKit API (`UITableViewCellContentView`,
/// `UITableViewWrapperView`, `UITableViewCellDetailDisclosureButton`,
/// `UITransitionView`, bar and remote views). Such a view is laid out, shown
/// and hidden by UIKit from the app's own objects; changing it directly does
/// not last, so a fix names what the app owns.
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
        guard let printed = view.appIdentity?.className else { return false }
        return isManagedByUIKit(printed)
    }
}
