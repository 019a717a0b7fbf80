import Foundation
import TapKit

/// An app's own classes, whose names do not say what UIKit makes them.
final class Toggle: UIControl {}
final class Overlay: UIWindow {}

extension DumpFixture {
    /// An application with a bit of everything hit testing cares about:
    /// every view class, transforms, hidden, faint and non-interactive
    /// views, disabled controls, a scrolled scroll view, a child controller,
    /// recognizers of every kind and windows at three levels.
    static func gallery() -> UIApplication {
        let app = UIApplication()
        let (main, root) = window("home", in: app)
        main.makeKeyAndVisible()
        add(UIButton(frame: CGRect(x: 20, y: 60, width: 160, height: 44)), "login", to: root) {
            $0.setTitle("Log in", for: .normal)
            $0.addGestureRecognizer(UILongPressGestureRecognizer())
        }
        add(UIButton(frame: CGRect(x: 200, y: 60, width: 160, height: 44)), "disabledButton", to: root) { $0.isEnabled = false }
        add(UIControl(frame: CGRect(x: 20, y: 120, width: 100, height: 40)), "slider", to: root) { $0.isExclusiveTouch = true }
        add(UILabel(frame: CGRect(x: 140, y: 120, width: 200, height: 40)), "title", to: root) {
            $0.text = "Hello \"world\"\n"
            $0.addGestureRecognizer(UITapGestureRecognizer())
        }
        add(UIImageView(frame: CGRect(x: 20, y: 180, width: 100, height: 100)), "avatar", to: root) {
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            tap.numberOfTouchesRequired = 2
            tap.cancelsTouchesInView = false
            $0.addGestureRecognizer(tap)
        }
        let card = add(UIView(frame: CGRect(x: 140, y: 180, width: 200, height: 100)), "card", to: root) {
            $0.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.2, y: 0.8)
            $0.isMultipleTouchEnabled = true
            $0.addGestureRecognizer(UIPinchGestureRecognizer())
            $0.addGestureRecognizer(UIRotationGestureRecognizer())
        }
        add(UIButton(frame: CGRect(x: 150, y: 60, width: 80, height: 60)), "cardButton", to: card)
        add(UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 50)), "hiddenView", to: root) { $0.isHidden = true }
        add(UIView(frame: CGRect(x: 140, y: 300, width: 100, height: 50)), "faint", to: root) { $0.alpha = 0.005 }
        add(UIView(frame: CGRect(x: 260, y: 300, width: 100, height: 50)), "halfAlpha", to: root) { $0.alpha = 0.3 }
        add(Toggle(frame: CGRect(x: 260, y: 300, width: 50, height: 50)), "disabledToggle", to: root) { $0.isEnabled = false }
        add(Toggle(frame: CGRect(x: 330, y: 120, width: 40, height: 40)), "toggle", to: root)
        let frozen = add(UIView(frame: CGRect(x: 20, y: 360, width: 160, height: 60)), "frozen", to: root) {
            $0.isUserInteractionEnabled = false
        }
        add(UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40)), "frozenButton", to: frozen)
        let unclipped = add(UIView(frame: CGRect(x: 200, y: 360, width: 60, height: 60)), "unclipped", to: root)
        add(UIButton(frame: CGRect(x: 40, y: 40, width: 100, height: 50)), "overhang", to: unclipped)
        let clipped = add(UIView(frame: CGRect(x: 280, y: 360, width: 60, height: 60)), "clipped", to: root) { $0.clipsToBounds = true }
        add(UIButton(frame: CGRect(x: 30, y: 30, width: 100, height: 50)), "clippedOverhang", to: clipped)
        addList(to: root)
        addChildController(to: root, of: main)
        addOverlays(to: app)
        return app
    }

    private static func addList(to root: UIView) {
        let list = add(UIScrollView(frame: CGRect(x: 0, y: 440, width: 390, height: 240)), "list", to: root) {
            $0.contentSize = CGSize(width: 390, height: 1200)
            $0.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 34, right: 0)
            $0.delaysContentTouches = false
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.left, .right]
            $0.addGestureRecognizer(swipe)
        }
        list.contentOffset = CGPoint(x: 0, y: 130.5)
        for row in 0..<8 {
            let cell = add(UIView(frame: CGRect(x: 0, y: CGFloat(row) * 60, width: 390, height: 60)), "row\(row)", to: list)
            add(UIButton(frame: CGRect(x: 300, y: 10, width: 80, height: 40)), "rowButton\(row)", to: cell) {
                $0.isEnabled = row % 3 != 1
            }
        }
        add(UIScrollView(frame: CGRect(x: 0, y: 690, width: 390, height: 60)), "pager", to: root) {
            $0.contentSize = CGSize(width: 1170, height: 60)
            $0.isPagingEnabled = true
            $0.isScrollEnabled = false
            $0.canCancelContentTouches = false
            $0.contentOffset = CGPoint(x: 390, y: 0)
            self.add(UIButton(frame: CGRect(x: 400, y: 5, width: 100, height: 50)), "pageButton", to: $0)
        }
    }

    private static func addChildController(to root: UIView, of window: UIWindow) {
        let child = UIViewController()
        child.restorationIdentifier = "childVC"
        child.view = UIView(frame: CGRect(x: 0, y: 760, width: 390, height: 84))
        child.view.accessibilityIdentifier = "toolbar"
        window.rootViewController?.addChild(child)
        root.addSubview(child.view)
        add(UIButton(frame: CGRect(x: 10, y: 10, width: 60, height: 60)), "toolbarButton", to: child.view)
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge.isEnabled = false
        child.view.addGestureRecognizer(edge)
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        pan.delaysTouchesEnded = false
        child.view.addGestureRecognizer(pan)
    }

    /// A banner above everything at the status-bar level and a small, scaled
    /// alert at the alert level over the list; a hidden window between them.
    private static func addOverlays(to app: UIApplication) {
        let (banner, bannerRoot) = window("banner", frame: CGRect(x: 0, y: 0, width: 390, height: 50), level: .statusBar, in: app)
        add(UIButton(frame: CGRect(x: 300, y: 5, width: 80, height: 40)), "close", to: bannerRoot)
        banner.alpha = 0.98
        let (alert, alertRoot) = window("alert", frame: CGRect(x: 200, y: 600, width: 180, height: 120), level: .alert, in: app)
        add(UIButton(frame: CGRect(x: 20, y: 70, width: 140, height: 40)), "ok", to: alertRoot)
        alert.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        let (hidden, _) = window("hiddenWindow", level: UIWindow.Level(1500), in: app)
        hidden.isHidden = true
    }
}
