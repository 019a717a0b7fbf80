import Foundation

extension UIBezierPath {
    /// UIKit's `init(roundedRect:byRoundingCorners:cornerRadii:)`: a
    /// rectangle with only `corners` rounded — the shape of a card whose top
    /// corners are round and whose bottom ones are square
    /// (https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)).
    /// As in UIKit since iOS 7, the corners are circular with radius
    /// `cornerRadii.width` (the height is not used), clamped to half the
    /// shorter side; drawn clockwise from the top-left corner, as
    /// `init(roundedRect:cornerRadius:)` is.
    ///
    ///     let card = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60),
    ///                             byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
    ///     card.contains(CGPoint(x: 1, y: 1))    // false: the rounded top-left corner
    ///     card.contains(CGPoint(x: 1, y: 59))   // true: the square bottom-left corner
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let limit = min(rect.maxX - rect.minX, rect.maxY - rect.minY) / 2
        let r = cornerRadii.width > 0 ? min(cornerRadii.width, limit) : 0
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? r : 0 }
        let (tl, tr, br, bl) = (radius(.topLeft), radius(.topRight), radius(.bottomRight), radius(.bottomLeft))
        let half = CGFloat.pi / 2
        self.init()
        move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
        addCorner(tr, center: CGPoint(x: rect.maxX - tr, y: rect.minY + tr), from: -half, corner: CGPoint(x: rect.maxX, y: rect.minY))
        addCorner(br, center: CGPoint(x: rect.maxX - br, y: rect.maxY - br), from: 0, corner: CGPoint(x: rect.maxX, y: rect.maxY))
        addCorner(bl, center: CGPoint(x: rect.minX + bl, y: rect.maxY - bl), from: half, corner: CGPoint(x: rect.minX, y: rect.maxY))
        addCorner(tl, center: CGPoint(x: rect.minX + tl, y: rect.minY + tl), from: 2 * half, corner: CGPoint(x: rect.minX, y: rect.minY))
        close()
    }

    /// A clockwise quarter arc of `radius` starting at angle `start`, or a
    /// line to the square `corner` when the radius is 0.
    private func addCorner(_ radius: CGFloat, center: CGPoint, from start: CGFloat, corner: CGPoint) {
        guard radius > 0 else { return addLine(to: corner) }
        addArc(withCenter: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: true)
    }
}
