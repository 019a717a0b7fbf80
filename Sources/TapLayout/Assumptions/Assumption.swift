import Foundation
import TapKit

/// A value the user gives for something a dump did not print, so that an
/// answer no longer rests on what TapLab took (SPEC 14: `--assume
/// ID.PROPERTY=VALUE`, on trace, replay, shot, figure and import). Values
/// are written as in layouts and on the command line; the property names
/// are the layout file's keys.
///
///     let assumption = try Assumption(parsing: "list.contentSize=320,900")
///     assumption.id          // "list"
///     assumption.property    // .contentSize(CGSize(width: 320, height: 900))
public struct Assumption: Equatable, Sendable {
    /// What is assumed, with its value.
    public enum Property: Equatable, Sendable {
        /// A scroll view's content size, which dumps before iOS 8 do not print.
        case contentSize(CGSize)
        /// `recognizers=none`: the view has no recognizers beyond those the dump described.
        case noRecognizers
        case interaction(Bool)
        case exclusiveTouch(Bool)
        case multipleTouch(Bool)
        case hidden(Bool)
        case alpha(CGFloat)

        /// The layout key, as `why.assumed` names it.
        public var key: String {
            switch self {
            case .contentSize: "contentSize"
            case .noRecognizers: "recognizers"
            case .interaction: "interaction"
            case .exclusiveTouch: "exclusiveTouch"
            case .multipleTouch: "multipleTouch"
            case .hidden: "hidden"
            case .alpha: "alpha"
            }
        }

        /// Every key `--assume` takes.
        public static let keys = ["contentSize", "recognizers", "interaction", "exclusiveTouch", "multipleTouch", "hidden", "alpha"]
    }

    /// The id (or address, or unique class) of the view, as `--why` takes it.
    public let id: String
    public let property: Property

    public init(id: String, property: Property) {
        self.id = id
        self.property = property
    }

    /// Reads `ID.PROPERTY=VALUE`. The id may hold dots (`card.tap`); the
    /// property is what follows the last dot before `=`.
    public init(parsing text: String) throws(AssumptionProblem) {
        guard let equals = text.firstIndex(of: "="), let dot = text[..<equals].lastIndex(of: "."),
              dot > text.startIndex else { throw .malformed(text) }
        let id = String(text[..<dot]), key = String(text[text.index(after: dot)..<equals])
        let value = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty else { throw .malformed(text) }
        self.init(id: id, property: try Self.property(key, value))
    }

    private static func property(_ key: String, _ value: String) throws(AssumptionProblem) -> Property {
        func flag() throws(AssumptionProblem) -> Bool {
            switch value.lowercased() {
            case "true", "yes": return true
            case "false", "no": return false
            default: throw .badValue(property: key, value: value, expected: .bool)
            }
        }
        switch key {
        case "contentSize":
            let numbers = value.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 2, let w = numbers[0], let h = numbers[1], w >= 0, h >= 0, w.isFinite, h.isFinite,
                  w <= 1_000_000, h <= 1_000_000 else { throw .badValue(property: key, value: value, expected: .size) }
            return .contentSize(CGSize(width: w, height: h))
        case "recognizers":
            guard value == "none" else { throw .badValue(property: key, value: value, expected: .none) }
            return .noRecognizers
        case "interaction": return .interaction(try flag())
        case "exclusiveTouch": return .exclusiveTouch(try flag())
        case "multipleTouch": return .multipleTouch(try flag())
        case "hidden": return .hidden(try flag())
        case "alpha":
            guard let alpha = Double(value), alpha >= 0, alpha <= 1 else { throw .badValue(property: key, value: value, expected: .unitNumber) }
            return .alpha(CGFloat(alpha))
        default:
            throw .unknownProperty(key, known: Property.keys)
        }
    }
}
