import Foundation
import TapKit

extension LoaderProblem {
    static let english: @Sendable (LoaderProblem) -> String = { problem in
        switch problem {
        case .notBuilt: "layout could not be built"
        case .emptyLayout: "empty layout: expected a mapping with at least 'view' or 'windows'"
        case .foreignPaste(.androidXML): "this is an Android uiautomator dump (XML), not an iOS view hierarchy: paste a UIKit recursiveDescription (in lldb: po UIApplication.shared.windows.first?.value(forKey: \"recursiveDescription\")) or the JSON of the TapLabDump helper, or write a layout (taplab new)"
        case .foreignPaste(.html): "this is a web page (HTML), not a view hierarchy: paste a UIKit recursiveDescription (in lldb: po UIApplication.shared.windows.first?.value(forKey: \"recursiveDescription\")) or the JSON of the TapLabDump helper, or write a layout (taplab new)"
        case .foreignPaste(.flutter): "this is the debugDumpApp() output of Flutter, not a UIKit view hierarchy: paste a UIKit recursiveDescription (in lldb: po UIApplication.shared.windows.first?.value(forKey: \"recursiveDescription\")) or the JSON of the TapLabDump helper, or write a layout (taplab new)"
        case .viewAndWindows: "use either 'view' (one window) or 'windows', not both"
        case .noViewOrWindows: "a layout needs 'view' (one window) or 'windows'"
        case .noWindows: "windows must list at least one window"
        case .rootViewControllerNeedsID: "rootViewController needs an 'id'"
        case .rootViewControllerNeedsView: "rootViewController needs a 'view'"
        case .presentNeedsID: "present needs an 'id' (it names the presented view controller in chains)"
        case .presentNeedsView: "present needs a 'view' (the presented controller's root view)"
        case .emptyID: "ids must not be empty"
        case let .idControlCharacters(id):
            "ids must not contain line breaks, tabs or other control characters (an id is a word in one log line): \(JSONText.string(id))"
        case let .reservedID(id, owner): "id '\(id)' is reserved: TapLab gives it to \(owner.text(in: .en)); choose another id"
        case let .aliasedID(id):
            "id '\(id)' is used again through a YAML alias; ids are unique, so write the object out again with its own id"
        case let .duplicateID(id, line, column): "duplicate id '\(id)' (first used at line \(line), column \(column))"
        case let .duplicateIDAgain(id): "duplicate id '\(id)'"
        case let .unknownID(id, referrer, suggestion):
            "\(referrer.text(in: .en)) names unknown id '\(id)'\(suggestion.text(in: .en))"
        case let .wrongKind(id, referrer, kind, needs):
            "\(referrer.text(in: .en)) names '\(id)', \(kind.text(in: .en)); it needs \(needs.text(in: .en))"
        case let .ambiguousClass(id, referrer, count, first):
            "\(referrer.text(in: .en)) names '\(id)', the class of \(count) views (\(first.joined(separator: ", "))); name one by its id"
        case let .expectationKind(kinds): "each expectation has exactly one of \(kinds.joined(separator: ", "))"
        case .hitNeedsAt: "hit expectation needs 'at: [x, y]'"
        case .hitNeedsView: "hit expectation needs 'view: ID' (or null for no view)"
        case .chainNeedsFromAndIs: "chain expectation needs 'from: ID' and 'is: [ID, ...]'"
        case .whyNeedsViewAndRule: "why expectation needs 'view: ID' and 'rule: RULE' (a rule of `taplab trace --why`)"
        }
    }
}
