import Foundation
import TapKit
import TapLayout
import TapPicture
import TapWindow
import XCTest

/// The window model driven headlessly: keys.
final class WindowModelKeysTests: WindowModelTestCase {
    func testAnOverlayKeyTurnsItsOverlayOnAndAgainOff() throws {
        // Given no overlays
        let (model, _) = try model()
        XCTAssertEqual(model.overlays, [])
        // When h and w are pressed, then h again
        key(model, "h", now: 1)
        key(model, "w", now: 1.1)
        XCTAssertEqual(model.overlays, [.hitRegions, .walk])
        key(model, "h", now: 1.2)
        // Then each key toggled its own overlay only
        XCTAssertEqual(model.overlays, [.walk])
        XCTAssertTrue(model.logLines.isEmpty, "bound keys are not presses")
    }

    func testEveryOverlayKeyHasAChipInTheHelpLine() {
        // Given the help line's chips
        let actions = HelpChip.all.map(\.action)
        // Then every overlay, the inspector keys and the gallery keys are on it
        for overlay in Overlay.allCases {
            XCTAssertTrue(actions.contains(.toggleOverlay(overlay)), overlay.name)
            XCTAssertEqual(WindowAction.forKey(String(overlay.key)), .toggleOverlay(overlay))
        }
        for action: WindowAction in [.pick, .toggleHidden, .toggleAlpha, .toggleInteraction, .toggleClips, .step, .escape,
                                     .nextLayout, .previousLayout, .shake, .screenshot] {
            XCTAssertTrue(actions.contains(action), "\(action)")
        }
    }

    func testClickingAChipInTheHelpLineIsPressingItsKey() throws {
        // Given the chip of the walk overlay
        let (model, _) = try model()
        let chip = try XCTUnwrap(model.layout.chips.first { $0.action == .toggleOverlay(.walk) })
        // When it is clicked
        model.handle(.mouseDown(x: Double(chip.rect.midX), y: Double(chip.rect.midY), button: .left, modifiers: [], clicks: 1), now: 1)
        // Then the walk overlay is on
        XCTAssertEqual(model.overlays, [.walk])
    }

    func testKeysWithoutABindingArePressesForTheFirstResponder() throws {
        // Given a layout whose first responder is `field`
        let (model, _) = try model(["108-presses-and-shake.yaml"])
        // When space goes down and up
        key(model, "space", now: 1)
        // Then the first responder got the press, then its end
        XCTAssertEqual(model.logLines.first, "pressesBegan field space")
        XCTAssertTrue(model.logLines.contains("pressesEnded field space"), "\(model.logLines)")
    }

    func testKShakes() throws {
        // Given a layout whose first responder is `field`
        let (model, _) = try model(["108-presses-and-shake.yaml"])
        // When k is pressed
        key(model, "k", now: 1)
        // Then a shake began and ended at the first responder
        XCTAssertEqual(model.logLines.first, "motionBegan field shake")
        XCTAssertTrue(model.logLines.contains("motionEnded field shake"))
    }

    func testLosingFocusWithAKeyDownCancelsThePress() throws {
        // Given a key held down
        let (model, _) = try model(["108-presses-and-shake.yaml"])
        model.handle(.keyDown(name: "a", modifiers: [], isRepeat: false), now: 1)
        // When the window loses focus
        model.handle(.windowFocusLost, now: 1.1)
        // Then the press is cancelled, and the late key-up sends nothing
        XCTAssertTrue(model.logLines.contains("pressesCancelled field a"), "\(model.logLines)")
        let count = model.logLines.count
        model.handle(.keyUp(name: "a", modifiers: []), now: 1.2)
        XCTAssertEqual(model.logLines.count, count)
    }
}
