import Foundation
import TapKit

/// The gesture recognizers a layout or a dump can describe, by the names
/// both use (`gestures: - {type: longPress}`, the helper's `"type"`). The
/// schema's list, the loader, the dump readers and the layout writer read
/// this one enum, so a new kind is a case here and the compiler lists every
/// switch that must learn it; `Tools/TapLabDump` writes the same names
/// (`GestureKindTests` checks them).
public enum GestureKind: String, CaseIterable, Sendable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan

    /// The keys of a `gestures:` entry that apply to this kind, beyond the
    /// ones every recognizer has.
    var keys: [String] {
        switch self {
        case .tap: ["taps", "touches"]
        case .longPress: ["taps", "touches", "minimumPressDuration", "allowableMovement"]
        case .pan: ["touches", "maximumTouches"]
        case .swipe: ["touches", "direction"]
        case .pinch, .rotation: []
        case .screenEdgePan: ["edges"]
        }
    }

    /// Every kind's keys, for the schema's list of gesture keys.
    static let allKeys = ["taps", "touches", "maximumTouches", "minimumPressDuration", "allowableMovement", "direction", "edges"]

    /// The names, in the schema's order, for messages and did-you-mean.
    public static let names = allCases.map(\.rawValue)
}
