import Foundation
import XCTest
@testable import TapKit
@testable import TapLayout

/// SPEC 11's gesture and scroll view keys: the delegate methods and
/// overrides apps write, as data, and what the loader says about bad values.
final class LayoutLoaderDelegateKeysTests: XCTestCase {
    /// The layout's expectations, run: empty when they all hold.
    private func failures(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        ExpectationChecker.check(try loadLayout(yaml, file: file, line: line)).map(\.description)
    }

    func testARecognizerThatReceivesNoControlTouchesLeavesAPlainControlItsTap() throws {
        // Given: a plain control, which has no exemption of its own
        let yaml = """
            view:
              id: root
              subviews:
                - id: card
                  frame: [0, 100, 390, 300]
                  gestures: [{id: cardTap, type: tap, shouldReceive: {except: [control]}}]
                  subviews:
                    - {id: knob, class: control, frame: [20, 20, 100, 50]}
            script:
              - tap: [70, 145]
              - wait: 0.5
              - tap: [300, 300]
            expect:
              - log: [hitTest 1 -> knob, control knob touchUpInside, hitTest 1 -> card, gesture cardTap recognized]
              - notInLog: [control knob touchCancel]
            """

        // Then
        XCTAssertEqual(try failures(yaml), [])
    }

    func testARecognizerThatReceivesNoTouchesInsideAViewIgnoresTouchesOnItsSubviewsToo() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: rootTap, type: tap, shouldReceive: {except: [sheet]}}]
              subviews:
                - id: sheet
                  frame: [0, 400, 390, 444]
                  subviews: [{id: row, frame: [0, 0, 390, 44]}]
            script:
              - tap: [100, 420]
            expect:
              - log: [hitTest 1 -> row, touchesEnded row]
              - notInLog: [gesture rootTap recognized, gesture rootTap failed]
            """

        // Then
        XCTAssertEqual(try failures(yaml), [])
    }

    func testShouldRequireFailureOfMakesASingleTapWaitForTheDoubleTap() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: single, type: tap, shouldRequireFailureOf: [double]}
                - {id: double, type: tap, taps: 2}
            script:
              - doubleTap: [100, 100]
              - wait: 1
              - tap: [100, 100]
              - wait: 1
            expect:
              - log: [gesture double recognized, gesture single failed, gesture double failed, gesture single recognized]
            """

        // Then
        XCTAssertEqual(try failures(yaml), [])
    }

    func testShouldBeRequiredToFailByMakesTheNamedRecognizerWait() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: double, type: tap, taps: 2, shouldBeRequiredToFailBy: [single]}
                - {id: single, type: tap}
            script:
              - doubleTap: [100, 100]
              - wait: 1
            expect:
              - log: [gesture double recognized, gesture single failed]
              - notInLog: [gesture single recognized]
            """

        // Then
        XCTAssertEqual(try failures(yaml), [])
    }

    func testMaximumTouchesSetsThePansMaximumNumberOfTouches() throws {
        // Given
        let yaml = """
            view:
              id: root
              gestures: [{id: drag, type: pan, maximumTouches: 1}]
            """

        // When
        let pan = try recognizer("drag", in: try loadLayout(yaml)) as? UIPanGestureRecognizer

        // Then
        XCTAssertEqual(pan?.maximumNumberOfTouches, 1)
    }

    func testScrollKeysSetTheScrollViewsProperties() throws {
        // Given
        let yaml = """
            view:
              id: root
              subviews:
                - {id: list, class: scrollView, contentSize: [390, 2000], scrollEnabled: false, bounces: false,
                   alwaysBounceVertical: true, alwaysBounceHorizontal: true, contentInset: [10, 20, 30, 40],
                   directionalLock: true, touchesShouldCancel: always, touchesShouldBegin: false}
            """

        // When
        let list = try XCTUnwrap(try view("list", in: try loadLayout(yaml)) as? UIScrollView)

        // Then
        XCTAssertFalse(list.isScrollEnabled)
        XCTAssertFalse(list.bounces)
        XCTAssertTrue(list.alwaysBounceVertical && list.alwaysBounceHorizontal && list.isDirectionalLockEnabled)
        XCTAssertEqual(list.contentInset, UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        XCTAssertEqual(list.touchesShouldCancelAnswer, .always)
        XCTAssertFalse(list.touchesShouldBeginAnswer)
    }

    func testBadValuesAreReportedWhereTheyAreWritten() {
        // Given
        let yaml = """
            view:
              id: root
              gestures:
                - {id: drag, type: pan, touches: 2, maximumTouches: 1}
                - {id: tap, type: tap, maximumTouches: 1, shouldReceive: {except: [contrl, sheeet]}}
                - {id: other, type: tap, shouldRequireFailureOf: [tapp]}
              subviews:
                - {id: sheet, frame: [0, 0, 10, 10], bounces: false}
                - {id: list, class: scrollView, contentInset: [1, 2], touchesShouldCancel: allways}
            """

        // When
        let problems = diagnostics(of: yaml)

        // Then
        XCTAssertEqual(problems, [
            "test.yaml:4:57: error: maximumTouches (1) is less than touches (2), the minimum: no number of fingers could pan",
            "test.yaml:5:28: error: maximumTouches does not apply to a tap gesture",
            "test.yaml:5:72: error: shouldReceive except names unknown id 'contrl' (did you mean 'control'?)",
            "test.yaml:5:80: error: shouldReceive except names unknown id 'sheeet' (did you mean 'sheet'?)",
            "test.yaml:6:55: error: shouldRequireFailureOf names unknown id 'tapp' (did you mean 'tap'?)",
            "test.yaml:8:42: error: bounces applies to scrollView only (add class: scrollView)",
            "test.yaml:9:51: error: contentInset must have 4 numbers [top, left, bottom, right], found 2",
            "test.yaml:9:80: error: touchesShouldCancel must be one of default, always, never, found 'allways' (did you mean 'always'?)",
        ])
    }
}
