import Foundation
import TapKit

extension LayoutLoader {
    /// The classes each control key applies to (`text` is shared with label
    /// and button, and read with them).
    static let controlKeyClasses: [(key: String, classes: [String])] = [
        ("on", ["switch"]), ("minimum", ["slider", "stepper"]), ("maximum", ["slider", "stepper"]),
        ("value", ["slider", "stepper"]), ("step", ["stepper"]), ("autorepeat", ["stepper"]),
        ("segments", ["segmentedControl"]), ("selected", ["segmentedControl"]),
        ("pages", ["pageControl"]), ("current", ["pageControl"]), ("placeholder", ["textField"]),
    ]

    /// SPEC 11's control keys: UIKit's properties under short names
    /// (`on` is `isOn`, `selected` is `selectedSegmentIndex`, `current` is
    /// `currentPage`). A key on a view of another class is an error that
    /// names the classes it applies to.
    func applyControlKeys(_ m: MappingView, to view: UIView, role: ViewRole) {
        for (key, classes) in Self.controlKeyClasses where m[key] != nil {
            guard !classes.contains(role.viewClass ?? "") else { continue }
            reader.error(.controlKeyNotApplicable(key, classes: classes, role: role), at: m.key(key))
        }
        switch view {
        case let toggle as UISwitch:
            if let n = m["on"], let b = reader.bool(n, "on") { toggle.isOn = b }
        case let slider as UISlider:
            guard let (minimum, maximum, value) = readRange(m, defaults: (0, 1)) else { return }
            slider.maximumValue = maximum
            slider.minimumValue = minimum
            slider.value = value
        case let stepper as UIStepper:
            guard let (minimum, maximum, value) = readRange(m, defaults: (0, 100)) else { return }
            stepper.maximumValue = maximum
            stepper.minimumValue = minimum
            stepper.value = value
            if let n = m["step"], let s = reader.number(n, "step", min: 0) {
                if s > 0 { stepper.stepValue = s } else { reader.error(.stepNotPositive, at: n) }
            }
            if let n = m["autorepeat"], let b = reader.bool(n, "autorepeat") { stepper.autorepeat = b }
        case let segmented as UISegmentedControl:
            readSegments(m, into: segmented)
        case let pageControl as UIPageControl:
            if let n = m["pages"], let p = reader.integer(n, "pages", min: 0, max: 1_000) { pageControl.numberOfPages = p }
            if let n = m["current"], let c = reader.integer(n, "current", min: 0, max: max(0, pageControl.numberOfPages - 1)) {
                pageControl.currentPage = c
            }
        case let field as UITextField:
            if let n = m["placeholder"], let p = reader.string(n, "placeholder") { field.placeholder = p }
        default:
            break
        }
    }

    /// `minimum`, `maximum` and `value`, checked as UIKit requires
    /// (minimum ≤ maximum, value within them); nil after an error.
    private func readRange(_ m: MappingView, defaults: (CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat)? {
        let minimum = m["minimum"].flatMap { reader.number($0, "minimum") } ?? defaults.0
        let maximum = m["maximum"].flatMap { reader.number($0, "maximum") } ?? defaults.1
        guard minimum <= maximum else {
            reader.error(.maximumBelowMinimum(Double(minimum)), at: m["maximum"] ?? m["minimum"])
            return nil
        }
        let value = m["value"].flatMap { reader.number($0, "value", min: minimum, max: maximum) } ?? minimum
        return (minimum, maximum, value)
    }

    private func readSegments(_ m: MappingView, into segmented: UISegmentedControl) {
        if let n = m["segments"], let items = reader.sequence(n, "segments") {
            segmented.titles = items.compactMap { reader.string($0, .segmentTitle) }
        }
        guard let n = m["selected"] else { return }
        let last = segmented.numberOfSegments - 1
        guard let s = reader.integer(n, "selected", min: -1, max: max(last, 0)) else { return }
        if last < 0, s != -1 {
            reader.error(.selectedWithoutSegments(s), at: n)
        } else {
            segmented.selectedSegmentIndex = s
        }
    }
}
