import XCTest
@testable import TapKit
import TapTestSupport

/// A view that writes every hierarchy notification it gets to a shared list.
private final class Recorder: UIView {
    var notes: NotesBox?
    func note(_ text: String) { notes?.lines.append("\(identifier ?? "?") \(text)") }
    override func willMove(toSuperview newSuperview: UIView?) { note("willMove(toSuperview: \(newSuperview?.identifier ?? "nil"))") }
    override func didMoveToSuperview() { note("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { note("willMove(toWindow: \(newWindow?.identifier ?? "nil"))") }
    override func didMoveToWindow() { note("didMoveToWindow \(window?.identifier ?? "nil")") }
    override func didAddSubview(_ subview: UIView) { note("didAddSubview \(subview.identifier ?? "?")") }
    override func willRemoveSubview(_ subview: UIView) { note("willRemoveSubview \(subview.identifier ?? "?")") }
}

private final class NotesBox { var lines: [String] = [] }

/// A badge that pins itself to its superview's top-right corner when added.
private final class CornerBadge: UIView {
    override func didMoveToSuperview() {
        guard let superview else { return }
        frame = CGRect(x: superview.bounds.width - 20, y: 0, width: 20, height: 20)
    }
}

final class UIViewMoveNotificationTests: XCTestCase {
    private func recorder(_ id: String, _ notes: NotesBox) -> Recorder {
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.identifier = id
        view.notes = notes
        return view
    }

    /// A recorded `parent` in the fixture's window and a recorded `child`
    /// with a `grandchild`, detached; the notes of building them cleared.
    private func makeFamily() -> (CoreFixture, NotesBox, Recorder, Recorder) {
        let f = CoreFixture()
        let notes = NotesBox()
        let parent = f.add(recorder("parent", notes), "parent", CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = recorder("child", notes)
        child.addSubview(recorder("grandchild", notes))
        notes.lines.removeAll()
        return (f, notes, parent, child)
    }

    func testAddingASubtreeToAWindowSendsUIKitsNotificationsInOrder() {
        // Given a parent in the fixture's window and a child with a grandchild, detached
        let (f, notes, parent, child) = makeFamily()

        // When
        parent.addSubview(child)

        // Then
        XCTAssertEqual(notes.lines, [
            "child willMove(toSuperview: parent)",
            "child willMove(toWindow: main)", "grandchild willMove(toWindow: main)",
            "child didMoveToWindow main", "grandchild didMoveToWindow main",
            "child didMoveToSuperview",
            "parent didAddSubview child",
        ])
        XCTAssertTrue(child.window === f.window)
    }

    func testRemovingAViewTellsItItsSubtreeAndItsOldSuperview() {
        // Given a child with a grandchild in a parent in the window
        let (f, notes, parent, child) = makeFamily()
        parent.addSubview(child)
        notes.lines.removeAll()

        // When
        withExtendedLifetime(f) { child.removeFromSuperview() }

        // Then
        XCTAssertEqual(notes.lines, [
            "child willMove(toSuperview: nil)",
            "child willMove(toWindow: nil)", "grandchild willMove(toWindow: nil)",
            "parent willRemoveSubview child",
            "child didMoveToWindow nil", "grandchild didMoveToWindow nil",
            "child didMoveToSuperview",
        ])
    }

    func testMovingBetweenSuperviewsInOneWindowLeavesTheWindowNotificationsOut() {
        // Given two recorders in the window and a child in the first
        let f = CoreFixture()
        let notes = NotesBox()
        let first = f.add(recorder("first", notes), "first", CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = f.add(recorder("second", notes), "second", CGRect(x: 0, y: 100, width: 100, height: 100))
        let child = recorder("child", notes)
        first.addSubview(child)
        notes.lines.removeAll()

        // When
        second.addSubview(child)

        // Then
        XCTAssertEqual(notes.lines, [
            "child willMove(toSuperview: second)", "first willRemoveSubview child",
            "child didMoveToSuperview", "second didAddSubview child",
        ])
    }

    func testReorderingSubviewsSendsNoMoveNotifications() {
        // Given two recorded subviews of a recorded parent
        let notes = NotesBox()
        let parent = recorder("parent", notes)
        let a = recorder("a", notes), b = recorder("b", notes)
        parent.addSubview(a)
        parent.addSubview(b)
        notes.lines.removeAll()

        // When
        parent.bringSubviewToFront(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        parent.insertSubview(b, belowSubview: a)

        // Then
        XCTAssertEqual(notes.lines, [])
        XCTAssertTrue(parent.subviews.first === b)
    }

    func testAViewThatPlacesItselfInDidMoveToSuperviewIsHitTestedThere() {
        // Given a 200-point-wide card in the window
        let f = CoreFixture()
        let card = f.addView("card", CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = CornerBadge()
        badge.identifier = "badge"

        // When the badge is added, with no frame of its own
        card.addSubview(badge)

        // Then it took the card's top-right corner, for both walks
        XCTAssertEqual(badge.frame, CGRect(x: 180, y: 0, width: 20, height: 20))
        XCTAssertTrue(f.hitView(190, 10) === badge)
        XCTAssertTrue(f.app.hitTest(CGPoint(x: 190, y: 10), traced: true).view === badge)
    }
}
