import Foundation

/// A control's value as a `valueChanged` line ends with it (SPEC 11): the
/// property UIKit changed, under the layout key that sets it.
///
///     control wifi valueChanged on=true
///     control volume valueChanged value=0.42
///     control tabs valueChanged selected=2
///     control pages valueChanged current=1
///     control name editingChanged text=Ann
///
/// The JSON form adds the same field: `"on":true`, `"value":0.42`.
public enum ControlValue: Equatable, Sendable {
    /// UISwitch's `isOn`.
    case on(Bool)
    /// UISlider's and UIStepper's `value`.
    case value(CGFloat)
    /// UISegmentedControl's `selectedSegmentIndex` (-1: none).
    case selected(Int)
    /// UIPageControl's `currentPage`.
    case current(Int)
    /// UITextField's `text`.
    case text(String)

    /// The layout key, which names the field.
    public var name: String {
        switch self {
        case .on: "on"
        case .value: "value"
        case .selected: "selected"
        case .current: "current"
        case .text: "text"
        }
    }

    /// `on=true`, `value=0.42` (at most 2 decimals, as gesture values).
    public var text: String {
        switch self {
        case let .on(b): "on=\(b)"
        case let .value(v): "value=\(formatNumber(v))"
        case let .selected(i): "selected=\(i)"
        case let .current(i): "current=\(i)"
        case let .text(s): "text=\(s)"
        }
    }

    /// The JSON value: `true`, `0.42`, `2`, `"Ann"`.
    public var json: String {
        switch self {
        case let .on(b): String(b)
        case let .value(v): JSONText.number(v)
        case let .selected(i), let .current(i): String(i)
        case let .text(s): JSONText.string(s)
        }
    }
}
