import XCTest
@testable import TapKit
import TapTestSupport

final class UIResponderTests: XCTestCase {
    private var f: CoreFixture!

    override func setUp() {
        super.setUp()
        f = CoreFixture()
    }

    private func names(_ chain: [UIResponder]) -> [String] { chain.map(\.logName) }

    // MARK: The chain

    func testTheChainRunsFromAViewThroughItsSuperviewsControllerWindowApplicationToTheDelegate() {
        // Given
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = f.add(UIButton(), "button", CGRect(x: 10, y: 10, width: 50, height: 50), to: card)

        // When
        let chain = button.responderChain

        // Then
        XCTAssertEqual(names(chain), ["button", "card", "root", "rootVC", "main", "application", "appDelegate"])
        XCTAssertIdentical(chain.last, f.delegate)
        XCTAssertTrue(chain.last is AppDelegate)
    }

    func testAControllersRootViewAnswersItsControllerBeforeItsSuperview() {
        // Given: a child controller whose view sits inside the root view
        let child = UIViewController()
        child.identifier = "childVC"
        let childView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        childView.identifier = "childView"
        child.view = childView
        f.rootViewController.addChild(child)
        f.root.addSubview(childView)
        let leaf = f.addView("leaf", CGRect(x: 10, y: 10, width: 10, height: 10), to: childView)

        // When
        let chain = leaf.responderChain

        // Then
        XCTAssertEqual(names(chain), ["leaf", "childView", "childVC", "root", "rootVC", "main", "application", "appDelegate"])
        XCTAssertIdentical(childView.next, child)
        XCTAssertIdentical(child.next, f.root)
    }

    func testAControllerWhoseViewIsNotInAHierarchyAnswersItsParentController() {
        // Given
        let child = UIViewController()
        f.rootViewController.addChild(child)

        // When
        _ = child.view

        // Then
        XCTAssertIdentical(child.next, f.rootViewController)
    }

    func testAWindowsNextResponderIsTheApplicationAndTheApplicationsIsItsDelegate() {
        // When / Then
        XCTAssertIdentical(f.window.next, f.app)
        XCTAssertIdentical(f.app.next, f.delegate)
        XCTAssertNil(f.delegate.next)
        XCTAssertEqual(f.delegate.identifier, "appDelegate")
    }

    func testADetachedViewsChainEndsAtItsTopmostSuperview() {
        // Given
        let parent = UIView(); parent.identifier = "parent"
        let child = UIView(); child.identifier = "child"
        parent.addSubview(child)

        // When / Then
        XCTAssertEqual(names(child.responderChain), ["child", "parent"])
    }

    // MARK: Default forwarding

    func testAnUnhandledTouchIsLoggedAtEveryResponderOfTheChainInOrder() {
        // Given
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = f.addView("leaf", CGRect(x: 10, y: 10, width: 50, height: 50), to: card)

        // When
        f.down(1, 20, 20, at: 0)

        // Then: exactly one record per responder, in chain order
        let chain: [UIResponder] = [leaf, card, f.root, f.rootViewController, f.window, f.app, f.delegate]
        XCTAssertEqual(f.log.responders(gettingTouches: .began), chain.map(\.logged))
    }

    func testEveryTouchPhaseTravelsTheWholeChain() {
        // Given
        let leaf = f.addView("leaf", CGRect(x: 10, y: 10, width: 50, height: 50))

        // When
        f.down(1, 20, 20, at: 0)
        f.move(1, 25, 25, at: 0.02)
        f.up(1, 25, 25, at: 0.04)

        // Then
        let chain: [UIResponder] = [leaf, f.root, f.rootViewController, f.window, f.app, f.delegate]
        for phase in [EventRecord.Event.Phase.moved, .ended] {
            XCTAssertEqual(f.log.responders(gettingTouches: phase), chain.map(\.logged), "touches\(phase.rawValue)")
        }
    }

    func testAConsumingViewStopsTheChain() {
        // Given
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = f.addView("leaf", CGRect(x: 10, y: 10, width: 50, height: 50), to: card)

        // When
        card.touchesOverride = .consume
        f.down(1, 20, 20, at: 0)

        // Then
        XCTAssertEqual(f.log.responders(gettingTouches: .began), [leaf.logged, card.logged])
    }

    func testAnOverrideThatCallsTheNextResponderDirectlyStillReachesIt() {
        // Given
        final class HandOnView: UIView {
            private(set) var handled = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                handled += 1
                next?.touchesBegan(touches, with: event)
            }
        }
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = f.add(HandOnView(), "leaf", CGRect(x: 10, y: 10, width: 50, height: 50), to: card)

        // When
        f.down(1, 20, 20, at: 0)

        // Then
        XCTAssertEqual(leaf.handled, 1)
        assertLog(f.log, containsInOrder: [.touchesBegan(leaf), .touchesBegan(card), .touchesBegan(f.root),
                                           .touchesBegan(f.delegate)])
        XCTAssertEqual(f.log.count(of: .touchesBegan(card)), 1)
    }

    func testAnOverrideThatDoesNotCallSuperOnlyLogsItself() {
        // Given
        final class SilentView: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        }
        let silent = f.add(SilentView(), "silent", CGRect(x: 10, y: 10, width: 50, height: 50))

        // When
        f.down(1, 20, 20, at: 0)

        // Then
        XCTAssertEqual(f.log.responders(gettingTouches: .began), [silent.logged])
    }

    // MARK: First responder

    func testOnlyAResponderThatAcceptsCanBecomeFirstResponder() {
        // Given
        let field = f.addView("field", CGRect(x: 0, y: 0, width: 100, height: 40))

        // When
        let refused = field.becomeFirstResponder()
        field.acceptsFirstResponder = true
        let accepted = field.becomeFirstResponder()

        // Then
        XCTAssertFalse(refused)
        XCTAssertTrue(accepted)
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertIdentical(f.app.firstResponder, field)
    }

    func testResigningFirstResponderClearsIt() {
        // Given
        let field = f.addView("field", CGRect(x: 0, y: 0, width: 100, height: 40))
        field.acceptsFirstResponder = true
        field.becomeFirstResponder()

        // When
        field.resignFirstResponder()

        // Then
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertNil(f.app.firstResponder)
    }

    func testAViewOutsideAnyWindowCannotBecomeFirstResponder() {
        // Given
        let loose = UIView()
        loose.acceptsFirstResponder = true

        // When
        let became = loose.becomeFirstResponder()

        // Then
        XCTAssertFalse(became)
        XCTAssertNil(f.app.firstResponder)
    }
}
