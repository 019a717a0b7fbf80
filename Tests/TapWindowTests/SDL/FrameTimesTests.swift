import TapWindow
import XCTest

/// `taplab run --frame-times`: the median and 95th percentile by the
/// nearest-rank method, computed here independently.
final class FrameTimesTests: XCTestCase {
    func testPercentilesAreTheNearestRanksOfTheSortedTimes() {
        // Precondition: 20 frames of 1 to 20 ms, shuffled.
        let times = (1...20).map { Double($0) / 1000 }.shuffled()

        // Action
        let frames = FrameTimes(seconds: times)

        // Assertion: rank ceil(p × n) of the sorted list (10th and 19th).
        XCTAssertEqual(frames.percentile(0.5), 0.010)
        XCTAssertEqual(frames.percentile(0.95), 0.019)
        XCTAssertEqual(frames.percentile(1), 0.020)
        XCTAssertNil(FrameTimes().percentile(0.5))
    }
}
