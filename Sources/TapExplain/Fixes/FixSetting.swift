import Foundation
import TapKit

/// One property a fix sets (SPEC 14 `change.set`), typed, with the layout
/// file's key for it (sections 3 and 11) so that a program can write the
/// change into the layout and replay it as TapLab did.
///
///     FixSetting.interaction(true).key        // "interaction"
///     FixSetting.bounds(CGRect(x: 0, y: -10, width: 200, height: 90)).jsonValue   // "[0,-10,200,90]"
public enum FixSetting: Equatable, Sendable {
    // A view's (UIView, UIControl).
    case interaction(Bool)
    case hidden(Bool)
    case alpha(CGFloat)
    case clips(Bool)
    case exclusiveTouch(Bool)
    case enabled(Bool)
    /// `bounds` and `center` together: a view grown up or left keeps its
    /// subviews where they show by moving its bounds origin.
    case bounds(CGRect)
    case center(CGPoint)
    // A scroll view's and a list's.
    case delaysContentTouches(Bool)
    case canCancelContentTouches(Bool)
    case contentSize(CGSize)
    case allowsSelection(Bool)
    // A recognizer's.
    case cancelsTouchesInView(Bool)
    case delaysTouchesBegan(Bool)
    case allowableMovement(CGFloat)
    case minimumPressDuration(Double)
    case maximumTouches(Int)
    case touches(Int)
    case taps(Int)

    /// The layout file's key.
    public var key: String {
        switch self {
        case .interaction: "interaction"
        case .hidden: "hidden"
        case .alpha: "alpha"
        case .clips: "clips"
        case .exclusiveTouch: "exclusiveTouch"
        case .enabled: "enabled"
        case .bounds: "bounds"
        case .center: "center"
        case .delaysContentTouches: "delaysContentTouches"
        case .canCancelContentTouches: "canCancelContentTouches"
        case .contentSize: "contentSize"
        case .allowsSelection: "allowsSelection"
        case .cancelsTouchesInView: "cancelsTouchesInView"
        case .delaysTouchesBegan: "delaysTouchesBegan"
        case .allowableMovement: "allowableMovement"
        case .minimumPressDuration: "minimumPressDuration"
        case .maximumTouches: "maximumTouches"
        case .touches: "touches"
        case .taps: "taps"
        }
    }

    /// The value as the layout file (and JSON) writes it.
    public var jsonValue: String {
        switch self {
        case let .interaction(b), let .hidden(b), let .clips(b), let .exclusiveTouch(b), let .enabled(b),
             let .delaysContentTouches(b), let .canCancelContentTouches(b), let .allowsSelection(b),
             let .cancelsTouchesInView(b), let .delaysTouchesBegan(b):
            b ? "true" : "false"
        case let .alpha(x), let .allowableMovement(x): JSONText.number(x)
        case let .minimumPressDuration(x): JSONText.number(x)
        case let .maximumTouches(n), let .touches(n), let .taps(n): "\(n)"
        case let .bounds(r): "[" + [r.minX, r.minY, r.width, r.height].map(JSONText.number).joined(separator: ",") + "]"
        case let .center(p): JSONText.point(p)
        case let .contentSize(s): JSONText.point(CGPoint(x: s.width, y: s.height))
        }
    }

    /// Sets the property on `object`; false where the object has no such
    /// property (the fix cannot be applied, so it is not offered as checked).
    func apply(to object: FixTarget) -> Bool {
        switch (self, object) {
        case let (.interaction(b), .view(v)): v.isUserInteractionEnabled = b
        case let (.hidden(b), .view(v)): v.isHidden = b
        case let (.alpha(x), .view(v)): v.alpha = x
        case let (.clips(b), .view(v)): v.clipsToBounds = b
        case let (.exclusiveTouch(b), .view(v)): v.isExclusiveTouch = b
        case let (.enabled(b), .view(v as UIControl)): v.isEnabled = b
        case let (.bounds(r), .view(v)): v.bounds = r
        case let (.center(p), .view(v)): v.center = p
        case let (.delaysContentTouches(b), .view(v as UIScrollView)): v.delaysContentTouches = b
        case let (.canCancelContentTouches(b), .view(v as UIScrollView)): v.canCancelContentTouches = b
        case let (.contentSize(s), .view(v as UIScrollView)) where !(v is UITableView || v is UICollectionView): v.contentSize = s
        case let (.allowsSelection(b), .view(v as UITableView)): v.allowsSelection = b
        case let (.allowsSelection(b), .view(v as UICollectionView)): v.allowsSelection = b
        case let (.enabled(b), .recognizer(r)): r.isEnabled = b
        case let (.cancelsTouchesInView(b), .recognizer(r)): r.cancelsTouchesInView = b
        case let (.delaysTouchesBegan(b), .recognizer(r)): r.delaysTouchesBegan = b
        case let (.allowableMovement(x), .recognizer(r as UILongPressGestureRecognizer)): r.allowableMovement = x
        case let (.minimumPressDuration(x), .recognizer(r as UILongPressGestureRecognizer)): r.minimumPressDuration = x
        case let (.maximumTouches(n), .recognizer(r as UIPanGestureRecognizer)): r.maximumNumberOfTouches = n
        case let (.touches(n), .recognizer(r as UITapGestureRecognizer)): r.numberOfTouchesRequired = n
        case let (.touches(n), .recognizer(r as UILongPressGestureRecognizer)): r.numberOfTouchesRequired = n
        case let (.touches(n), .recognizer(r as UISwipeGestureRecognizer)): r.numberOfTouchesRequired = n
        case let (.taps(n), .recognizer(r as UITapGestureRecognizer)): r.numberOfTapsRequired = n
        case let (.taps(n), .recognizer(r as UILongPressGestureRecognizer)): r.numberOfTapsRequired = n
        default: return false
        }
        return true
    }
}
