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
        XCTAssertEqual(f.lines.filter { $0.hasPrefix("control name") },
                       ["control name touchDown", "control name editingDidBegin", "control name touchUpInside"])
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
        assertLog(f.lines, containsInOrder: ["pressesBegan name h", "control name editingChanged text=h",
                                             "pressesEnded name h", "control name editingChanged text=hi"])
        assertLog(f.lines, lacks: "pressesBegan root h")
    }

    func testATextFieldSendsEditingDidEndWhenAnotherBecomesFirstResponder() {
        // Given
        f.tap(100, 120, at: 0)

        // When
        f.tap(100, 220, at: 1)

        // Then
        XCTAssertTrue(emailField.isFirstResponder)
        assertLog(f.lines, containsInOrder: ["control email touchDown", "control name editingDidEnd",
                                             "control email editingDidBegin", "control email touchUpInside"])
    }

    func testATextFieldThatResignsSendsEditingDidEnd() {
        // Given
        f.tap(100, 120, at: 0)

        // When
        nameField.resignFirstResponder()

        // Then
        XCTAssertNil(f.app.firstResponder)
        XCTAssertEqual(f.lines.last, "control name editingDidEnd")
    }

    func testAKeyATextFieldDoesNotTypeGoesUpTheChain() {
        // Given
        f.tap(100, 120, at: 0)

        // When
        f.app.sendPress(key: "leftArrow", phase: .began, at: 1)

        // Then
        assertLog(f.lines, containsInOrder: ["pressesBegan name leftArrow", "pressesBegan root leftArrow"])
        XCTAssertEqual(nameField.text, "")
    }
}
