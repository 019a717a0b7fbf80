import Foundation

extension UIView {
    /// `autoresizingMask` and `autoresizesSubviews`, stored together.
    struct Autoresizing {
        var mask: AutoresizingMask = []
        var resizesSubviews = true
    }

    /// How this view stretches when its superview's size changes (see `resizeSubviews`).
    public var autoresizingMask: AutoresizingMask {
        get { autoresizing.mask }
        set { autoresizing.mask = newValue }
    }

    /// Whether this view resizes its subviews by their masks when its size changes.
    public var autoresizesSubviews: Bool {
        get { autoresizing.resizesSubviews }
        set { autoresizing.resizesSubviews = newValue }
    }

    /// UIKit's springs and struts: which of a view's margins and sizes
    /// stretch when its superview's bounds change size
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizingmask).
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that have an `autoresizingMask` after this view's
    /// size changed from `old`: along each axis the change is shared among
    /// the flexible parts (margins and size) in proportion to their lengths,
    /// equally when they are all zero — UIKit's rule
    /// (https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews).
    ///
    ///     let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    ///     banner.autoresizingMask = .flexibleWidth
    ///     root.addSubview(banner)
    ///     root.frame.size.width = 390
    ///     banner.frame.width   // 390.0
    func resizeSubviews(from old: CGSize) {
        guard autoresizesSubviews, old != bounds.size else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty && subview.transform.isIdentity {
            let mask = subview.autoresizingMask, frame = subview.frame
            let (x, width) = Self.share(bounds.width - old.width, start: frame.minX, length: frame.width, parent: old.width,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                   mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(bounds.height - old.height, start: frame.minY, length: frame.height, parent: old.height,
                                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                    mask.contains(.flexibleBottomMargin)))
            subview.frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        }
    }

    /// One axis: the new start and length after the parent grew by `delta`.
    private static func share(_ delta: CGFloat, start: CGFloat, length: CGFloat, parent: CGFloat,
                              flexible: (before: Bool, size: Bool, after: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.before, start), (flexible.size, length), (flexible.after, parent - start - length)]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        let portion = { (part: (Bool, CGFloat)) -> CGFloat in
            guard part.0 else { return 0 }
            return total > 0 ? delta * max(0, part.1) / total : delta / CGFloat(flexibleParts.count)
        }
        return (start + portion(parts[0]), length + portion(parts[1]))
    }
}
