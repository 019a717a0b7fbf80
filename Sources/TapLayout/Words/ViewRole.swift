import Foundation
import TapExplain

/// What a view mapping is in the layout, for the messages about its keys:
/// a view of a class (`button`), a window, or a list's cell.
public enum ViewRole: Worded, Equatable {
    /// A view, by its layout class name (`view`, `button`, a registered class).
    case view(String)
    case window
    case cell(ListKind)

    /// The layout class a control key is checked against (nil: a window or a
    /// cell, which no control key applies to).
    var viewClass: String? {
        if case let .view(name) = self { name } else { nil }
    }

    public func text(in language: Language) -> String { LayoutWords.tables(language).viewRole(self) }

    static let english: @Sendable (ViewRole) -> String = { role in
        switch role {
        case let .view(name): name
        case .window: "window"
        case let .cell(list): "\(list.rawValue) cell"
        }
    }

    static let chinese: @Sendable (ViewRole) -> String = { role in
        switch role {
        case let .view(name): name
        case .window: "window"
        case let .cell(list): "\(list.rawValue) 的 cell"
        }
    }
}
