import Foundation
import TapLab
import XCTest

/// A view controller as apps write it, pasted in (target–action rewritten
/// as `addAction`, as the README says): UIKit's lifecycle in UIKit's order,
/// the root view sized by its window before `viewDidLoad`, frames computed
/// from `view.bounds`, `UIButton(type:)`, `autoresizingMask` — and a tap on
/// its button traced and delivered.
final class PastedViewControllerTests: XCTestCase {
    final class ProfileViewController: UIViewController {
        let banner = UIView()
        let followButton = UIButton(type: .system)
        let avatar = UIImageView()
        private(set) var calls: [String] = []
        private(set) var follows = 0

        override func loadView() {
            super.loadView()
            calls.append("loadView")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad")
            view.backgroundColor = .white
            banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
            banner.autoresizingMask = [.flexibleWidth]
            view.addSubview(banner)
            followButton.frame = CGRect(x: view.bounds.width - 120, y: 140, width: 100, height: 44)
            followButton.autoresizingMask = [.flexibleLeftMargin]
            followButton.setTitle("Follow", for: .normal)
            followButton.accessibilityIdentifier = "follow"
            followButton.addAction(UIAction { [unowned self] _ in follows += 1 }, for: .touchUpInside)
            view.addSubview(followButton)
            view.addSubview(avatar)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("viewWillAppear")
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            calls.append("viewWillLayoutSubviews")
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            calls.append("viewDidLayoutSubviews")
            avatar.frame = CGRect(x: 20, y: banner.frame.maxY - 40, width: 80, height: 80)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            calls.append("viewDidAppear")
        }
    }

    func testAPastedViewControllerRunsUIKitsLifecycleAndItsButtonTakesTheTap() throws {
        // Given an application whose window gets the pasted controller
        let app = TapLab.application(screen: CGSize(width: 390, height: 844))
        let controller = ProfileViewController()

        // When it becomes the window's root view controller, and its button is tapped
        app.keyWindow!.rootViewController = controller
        let hit = app.hitTest(CGPoint(x: 320, y: 162)).view
        _ = try TapLab.replay(app, script: "- tap: [320, 162]")

        // Then UIKit's order, frames from the window's size, and the action ran
        XCTAssertEqual(controller.calls, ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                                          "viewDidLayoutSubviews", "viewDidAppear"])
        XCTAssertEqual(controller.banner.frame.width, 390)
        XCTAssertEqual(controller.followButton.frame.minX, 270)
        XCTAssertEqual(controller.followButton.buttonType, .system)
        XCTAssertEqual(controller.avatar.frame.minY, 80)
        XCTAssertTrue(hit === controller.followButton)
        XCTAssertEqual(controller.follows, 1)
    }

    func testAutoresizingSharesASizeChangeAmongTheFlexibleParts() {
        // Given a 320-wide view with a banner that stretches and a button that keeps to the right
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        banner.autoresizingMask = .flexibleWidth
        let button = UIView(frame: CGRect(x: 200, y: 60, width: 100, height: 44))
        button.autoresizingMask = .flexibleLeftMargin
        let centred = UIView(frame: CGRect(x: 110, y: 200, width: 100, height: 80))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        [banner, button, centred].forEach(root.addSubview)

        // When the view grows to 390 × 844
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)

        // Then each part moved as UIKit's springs and struts say
        XCTAssertEqual(banner.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(button.frame, CGRect(x: 270, y: 60, width: 100, height: 44))
        XCTAssertEqual(centred.frame.midX, 195, accuracy: 0.001)
        XCTAssertEqual(centred.frame.midY, 240 * 844 / 480, accuracy: 0.001)
    }
}
