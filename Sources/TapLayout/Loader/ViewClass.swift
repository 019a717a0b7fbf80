import Foundation
import TapKit

/// The built-in classes a layout's `class:` names (SPEC 3, SPEC 11), each
/// with the TapKit class it makes. The schema's list, the loader and the
/// dump's families (`DumpedClass.layoutClass`) read this one enum; a
/// program's own classes come from `ViewClassRegistry` beside it.
public enum ViewClass: String, CaseIterable, Sendable {
    case view, button, control, label, imageView, scrollView, tableView, collectionView
    case toggle = "switch", slider, stepper, segmentedControl, pageControl, textField

    /// SPEC 11's controls with a value (`on`, `value`, `selected`, …),
    /// beyond the plain `button` and `control`.
    var hasControlValue: Bool {
        switch self {
        case .toggle, .slider, .stepper, .segmentedControl, .pageControl, .textField: true
        case .view, .button, .control, .label, .imageView, .scrollView, .tableView, .collectionView: false
        }
    }

    /// A new view of the class, with UIKit's defaults.
    func make() -> UIView {
        switch self {
        case .view: UIView()
        case .button: UIButton()
        case .control: UIControl()
        case .label: UILabel()
        case .imageView: UIImageView()
        case .scrollView: UIScrollView()
        case .tableView: UITableView()
        case .collectionView: UICollectionView()
        case .toggle: UISwitch()
        case .slider: UISlider()
        case .stepper: UIStepper()
        case .segmentedControl: UISegmentedControl()
        case .pageControl: UIPageControl()
        case .textField: UITextField()
        }
    }

    /// The names, in the schema's order, for messages and did-you-mean.
    public static let names = allCases.map(\.rawValue)
}
