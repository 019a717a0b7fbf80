@_exported import TapKit
@_exported import TapExplain
// As `import UIKit` does: CGPoint, CGRect and CGFloat are Foundation's on Linux,
// and a program that says only `import TapLab` must be able to name them.
@_exported import Foundation

/// TapLab from a Swift program: build a UIKit-like application in code (or
/// load a layout file), add your own `UIView` subclasses with their
/// `hitTest(_:with:)` and `point(inside:with:)` overrides, and trace a
/// point, render a picture, replay a script or open the interactive window
/// on it — the same answers and pictures as the `taplab` command (SPEC 10).
///
///     import TapLab
///
///     final class RoundButton: UIButton {
///         override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
///             let r = min(bounds.width, bounds.height) / 2
///             return hypot(point.x - bounds.midX, point.y - bounds.midY) <= r
///         }
///     }
///
///     let app = TapLab.application(screen: CGSize(width: 390, height: 844))
///     let root = app.keyWindow!.rootViewController!.view!
///     let round = RoundButton(frame: CGRect(x: 120, y: 300, width: 150, height: 150))
///     round.accessibilityIdentifier = "round"
///     root.addSubview(round)
///     print(TapLab.trace(app, at: CGPoint(x: 128, y: 308)).text)
///
/// prints
///
///     hitTest at (128, 308)
///     main (128, 308) hitSubview -> root: subview root took the point
///       root (128, 308) hitSelf -> root: point inside and no subview took it: returns itself
///         round (8, 8) outside -> nil: RoundButton.point(inside:with:) is overridden and returned false for (8, 8), inside its bounds [0, 0, 150, 150]
///     hit view: root (window main)
///     chain: root -> rootVC -> main -> application -> appDelegate
///
/// `import TapLab` also imports TapKit, the UIKit-like core (`UIView`,
/// `UIButton`, `UIGestureRecognizer`, ...), and Foundation (`CGPoint`, `CGRect`).
public enum TapLab {}
