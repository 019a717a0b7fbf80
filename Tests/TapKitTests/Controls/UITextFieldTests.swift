import XCTest
@testable import TapKit
import TapTestSupport

final class UITextFieldTests: XCTestCase {
    private var f: CoreFixture!
    private var nameField: UITextField!
    private var emailField: UITextField!

    /// `name` on screen: x 20...370, y 100...140; `email`: y 200...240.
    override func setUp() {
        super.setUp()
        f = CoreFixture()
        nameField = f.add(UITextField(), "name", CGRect(x: 20, y: 100, width: 350, height: 40))
        emailField = f.add(UITextField(), "email", CGRect(x: 20, y: 200, width: 350, height: 40))
    }

    func testATapOnATextFieldMakesItFirstResponderAndSendsEditingDidBegin() {
        // When
        f.tap(100, 120, at: 0)

        // Then
        XCTAssertTrue(nameField.isFirstResponder)
        assertLog(f.log.matching(.control(nameField)), is: [.control(nameField, .touchDown),
                                                            .control(nameField, .editingDidBegin),
                                                            .control(nameField, .touchUpInside)])
    }

    func testPressesGoToTheTextFieldThatIsFirstResponder() {
        // Given
        f.tap(100, 120, at: 0)

        // When
        f.app.sendPress(key: "h", phase: .began, at: 1)
        f.app.sendPress(key: "h", phase: .ended, at: 1.1)
        f.app.sendPress(key: "i", phase: .began, at: 1.2)

        // Then
        XCTAssertEqual(nameField.text, "hi")
        assertLog(f.log, containsInOrder: [.presses(.began, nameField, key: "h"),
                                           .control(nameField, .editingChanged, value: .text("h")),
                                           .presses(.ended, nameField, key: "h"),
                                           .control(nameField, .editingChanged, value: .text("hi"))])
        assertLog(f.log, lacks: .presses(.began, f.root, key: "h"))
    }

    func testATextFieldSendsEditingDidEndWhenAnotherBecomesFirstResponder() {
        // Given
        f.tap(100, 120, at: 0)

        // When
        f.tap(100, 220, at: 1)

        // Then
        XCTAssertTrue(emailField.isFirstResponder)
        assertLog(f.log, containsInOrder: [.control(emailField, .touchDown), .control(nameField, .editingDidEnd),
                                           .control(emailField, .editingDidBegin), .control(emailField, .touchUpInside)])
    }

    func testATextFieldThatResignsSendsEditingDidEnd() {
        // Given
        f.tap(100, 120, at: 0)

        // When
        nameField.resignFirstResponder()

        // Then
        XCTAssertNil(f.app.firstResponder)
        assertRecord(f.log.records.last, is: .control(nameField, .editingDidEnd))
    }

    func testAKeyATextFieldDoesNotTypeGoesUpTheChain() {
        // Given
        f.tap(100, 120, at: 0)

        // When
        f.app.sendPress(key: "leftArrow", phase: .began, at: 1)

        // Then
        assertLog(f.log, containsInOrder: [.presses(.began, nameField, key: "leftArrow"),
                                           .presses(.began, f.root, key: "leftArrow")])
        XCTAssertEqual(nameField.text, "")
    }
}
