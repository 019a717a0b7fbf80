import TapKit
import TapPicture
import XCTest

/// A scene keeps each recognizer's last state by identity, so two
/// recognizers that share a log name (both unnamed) keep their own.
final class SceneRecognizerStatesTests: XCTestCase {
    func testTwoUnnamedTapRecognizersKeepTheirOwnLastStates() {
        // Precondition: one view with two unnamed taps, single and double.
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        app.addWindow(window)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let log = EventLog()
        app.observer = log

        // Action: one tap, then long enough for the double tap to give up.
        let p = CGPoint(x: 100, y: 100)
        app.send(TouchInput(touchID: 1, phase: .began, location: p, timestamp: 0))
        app.send(TouchInput(touchID: 1, phase: .ended, location: p, timestamp: 0.05))
        app.advance(to: 2)
        let states = Scene.lastRecognizerStates(in: log.records)

        // Assertion: the same log name, two identities, two states.
        XCTAssertEqual(single.logName, double.logName)
        XCTAssertEqual(states[RecognizerID(single)], .ended)
        XCTAssertEqual(states[RecognizerID(double)], .failed)
    }
}
