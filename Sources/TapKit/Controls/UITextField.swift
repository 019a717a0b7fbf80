import Foundation

/// A one-line editable text (UIKit's `UITextField`).
///
/// A tap (touch up inside) makes it first responder, which sends
/// `editingDidBegin` before the tap's `touchUpInside`; presses then start at
/// it (SPEC 5: presses go to the first responder) and it types them: a
/// one-character key appends it, `space` a space, `backspace` removes the
/// last character, each followed by `editingChanged` with the new text;
/// other keys go up the responder chain. When another responder becomes
/// first responder (UIKit asks this one to resign first) or it resigns, it
/// sends `editingDidEnd`.
///
///     let name = UITextField()
///     name.placeholder = "Name"
///     // a tap on it logs control name touchDown / control name editingDidBegin /
///     // control name touchUpInside; then the key "a": control name editingChanged text=a
open class UITextField: UIControl {
    /// SPEC 12: it worked when its editingDidBegin fired.
    open override class var primaryEvent: Event { .editingDidBegin }

    /// Overrides neither `hitTest(_:with:)` nor `point(inside:with:)` (see UIView+HitTestCache).
    override class var builtInHitTestClass: UIView.Type { UITextField.self }

    public var text: String = ""
    /// Drawn in grey while `text` is empty.
    public var placeholder: String?

    /// UIKit's `isEditing`: it is first responder.
    public var isEditing: Bool { isFirstResponder }

    open override var canBecomeFirstResponder: Bool { isEnabled }

    open override var loggedValue: ControlValue? { .text(text) }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard super.becomeFirstResponder() else { return false }
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let wasEditing = isFirstResponder
        _ = super.resignFirstResponder()
        if wasEditing { sendActions(for: .editingDidEnd) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if isTouchInside { becomeFirstResponder() }
    }

    /// What a key types, or nil for a key the field does not handle.
    private func edited(by key: String) -> String? {
        switch key {
        case "space": text + " "
        case "backspace", "delete": String(text.dropLast())
        case _ where key.count == 1: text + key
        default: nil
        }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, presses.count == 1, let press = presses.first, let newText = edited(by: press.key) else {
            return super.pressesBegan(presses, with: event)
        }
        text = newText
        sendActions(for: .editingChanged)
    }

    /// The end of a key it typed stays with it, as UIKit asks of a responder
    /// that handles a press's beginning.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, presses.count == 1, let press = presses.first, edited(by: press.key) != nil else {
            return super.pressesEnded(presses, with: event)
        }
    }
}
