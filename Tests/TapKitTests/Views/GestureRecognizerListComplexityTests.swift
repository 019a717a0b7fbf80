import XCTest
@testable import TapKit

/// Issue 43, item 6: a view's recognizers are added in linear work. Each
/// `addGestureRecognizer` used to build a new list, copying every recognizer
/// before it: 100,000 recognizers on one view took 51 s to load (spread over
/// views, 3 s). Counted, not timed: the recognizers copied whenever the
/// list's storage moved.
final class GestureRecognizerListComplexityTests: XCTestCase {
    /// Adds `n` taps to one view; the recognizers copied into new storage.
    private func copiesAdding(_ n: Int) -> (copied: Int, listed: Int) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var copied = 0
        var storage: UnsafeRawPointer?
        for _ in 0..<n {
            let before = view.gestureRecognizers?.count ?? 0
            view.addGestureRecognizer(UITapGestureRecognizer())
            let now = view.gestureRecognizers?.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            if now != storage { copied += before }
            storage = now
        }
        return (copied, view.gestureRecognizers?.count ?? 0)
    }

    func testTwiceTheRecognizersOnOneViewCopyAboutTwiceAsMany() {
        // Precondition: views given 2,000 and 4,000 recognizers
        // Action: each is added in turn
        let small = copiesAdding(2_000), large = copiesAdding(4_000)
        // Assertion: all are listed, and the copying grows with the list, not with its square
        XCTAssertEqual([small.listed, large.listed], [2_000, 4_000])
        XCTAssertLessThanOrEqual(small.copied, 2 * 2_000)
        XCTAssertLessThanOrEqual(Double(large.copied) / Double(max(small.copied, 1)), 2.3, "\(small.copied) → \(large.copied)")
    }
}
