import Foundation
import XCTest
import TapKit
import TapLayout
@testable import TapPicture

/// The states figure's "failed because another recognized first" comes
/// from the pipeline's own decision, never from which recognizer happened
/// to recognize last before the failure.
final class FigureFactsRecognizerTests: XCTestCase {
    private let layout = """
    view:
      id: root
      subviews:
        - id: a
          frame: [0, 0, 390, 200]
          gestures: [{id: tapA, type: tap}]
        - id: b
          frame: [0, 300, 390, 200]
          gestures: [{id: panB, type: pan}]
        - id: c
          frame: [0, 600, 390, 200]
          gestures:
            - {id: single, type: tap, requireToFail: [double]}
            - {id: double, type: tap, taps: 2}
    script:
      - tap: [100, 100]
      - wait: 1
      - tap: [100, 400]
      - wait: 1
      - doubleTap: [100, 700]
    """

    func testAFailureNamesTheRecognizerThatBeatItOnlyWhenThePipelineSaysSo() throws {
        // Precondition: tapA recognizes; panB then fails on a tap of its own
        // view (it never moved); single waits for double, which recognizes
        let loaded = try LayoutLoader.load(text: layout, file: "states.yaml")
        let log = try ScriptRunner.run(loaded.script, on: loaded.application)

        // Action
        let facts = FigureFacts(title: "states", application: loaded.application, walk: nil, records: log.records,
                                decisions: log.facts.map(\.fact))

        // Assertion
        let recognizer = { (name: String) in facts.recognizers.first { $0.name == name } }
        XCTAssertEqual(recognizer("panB")?.states.last?.0, .failed)
        XCTAssertNil(recognizer("panB")?.lostTo, "tapA recognized earlier, on another view and touch")
        XCTAssertEqual(recognizer("single")?.states.last?.0, .failed)
        XCTAssertEqual(recognizer("single")?.lostTo, "double")
    }
}
