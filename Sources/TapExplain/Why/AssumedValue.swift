import Foundation
import TapKit

/// A value an answer rests on that its input did not give, and what TapLab
/// took instead (SPEC 14 `why.assumed`): the property by its layout key,
/// so that `--assume VIEW.PROPERTY=VALUE` can give the real one.
///
///     AssumedValue(view: "UITableView-0x1", property: "recognizers", value: "\"none\"").json
///     // {"view":"UITableView-0x1","property":"recognizers","value":"none"}
public struct AssumedValue: Equatable, Sendable {
    public let view: String
    /// The layout key: `contentSize`, `recognizers`, `interaction`, …
    public let property: String
    /// The value taken, as JSON (`[320,568]`, `"none"`, `true`).
    public let value: String

    public init(view: String, property: String, value: String) {
        (self.view, self.property, self.value) = (view, property, value)
    }

    var json: String {
        JSONText.object([("view", JSONText.string(view)), ("property", JSONText.string(property)), ("value", value)])
    }
}
