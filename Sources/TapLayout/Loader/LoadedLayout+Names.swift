import Foundation
import TapExplain
import TapKit

extension LoadedLayout {
    /// What a name on the command line or in a script found.
    public enum NameLookup {
        case found(id: String, LayoutObject)
        /// Several views answer to the name (a class name many views have).
        case ambiguous([String])
        case unknown
    }

    /// SPEC 9: a view is named by its id, by the address a dump printed
    /// (`0x7fe1c0d0a2b0`, any letter case), or by its class name when only
    /// one view has that class (`UISwitch`, `MyApp.LoginButton` or `LoginButton`).
    ///
    ///     layout.lookUp("0x7fe1c0d0a2b0")   // .found(id: "UIButton-0x7fe1c0d0a2b0", …)
    public func lookUp(_ name: String) -> NameLookup { names.lookUp(name) }

    /// Where a script step or `--on` taps view `name`: the centre of its
    /// visible part on screen, with a note when nothing of it can be seen;
    /// an error message when there is no such view.
    /// `suggest: false` leaves out the "did you mean", which compares the
    /// name with every view's id (a loader that has shown its last error
    /// asks for none).
    static func tapTarget(on name: String, in names: NameIndex, objects: [String: LayoutObject], screen: CGSize,
                          suggest: Bool = true) -> Result<TapTarget, NameError> {
        switch names.lookUp(name) {
        case let .found(_, .view(view)):
            return .success(TapTarget(view, screen: CGRect(origin: .zero, size: screen)))
        case let .found(id, object):
            return .failure(NameError(.notAView(id, is: object.kind)))
        case let .ambiguous(ids):
            return .failure(NameError(.ambiguous(name, count: ids.count, first: Array(ids.prefix(NameProblem.listed)))))
        case .unknown:
            let viewIDs = suggest ? objects.filter { $0.value.view != nil }.keys.sorted() : []
            return .failure(NameError(.noView(name, suggestion: NameSuggestion(name, among: viewIDs))))
        }
    }

    public func tapTarget(on name: String) -> Result<TapTarget, NameError> {
        LoadedLayout.tapTarget(on: name, in: names, objects: objects, screen: screenSize)
    }
}

/// Where a tap "on" a view lands, and why the view may not show there.
public struct TapTarget {
    /// Whether any of the view can be seen, and if not, why.
    public enum Visibility: Equatable {
        case visible
        /// It or an ancestor (the culprit's id) is hidden.
        case hidden(culprit: String)
        /// It or an ancestor has alpha below 0.01.
        case transparent(culprit: String)
        /// Off the screen, or clipped away by an ancestor: the tap is at its frame's centre.
        case noVisiblePart
    }

    public var view: String
    public var point: CGPoint
    /// Whether some of its frame is on the screen, unclipped: the tap is
    /// at that part's centre; else at its frame's (whatever `visibility` says).
    public var isOnScreen: Bool
    /// Hidden or transparent, itself or an ancestor: what hides it wherever it is.
    private var unseen: Visibility?
    public var visibility: Visibility { unseen ?? (isOnScreen ? .visible : .noVisiblePart) }

    init(_ view: UIView, screen: CGRect) {
        let (point, visible) = view.visibleCenter(onScreen: screen)
        self.view = view.logName
        self.point = point
        isOnScreen = visible
        unseen = sequence(first: view) { $0.superview }.lazy.compactMap { current -> Visibility? in
            if current.isHidden { return .hidden(culprit: current.logName) }
            return current.alpha < 0.01 ? .transparent(culprit: current.logName) : nil
        }.first
    }

    /// Why none of the view can be seen, in `language`; nil when some can.
    public func note(in language: Language) -> String? {
        let s = ExplanationStrings.of(language)
        return switch visibility {
        case .visible: nil
        case let .hidden(culprit): s.tapOnHidden(view, culprit)
        case let .transparent(culprit): s.tapOnTransparent(view, culprit)
        case .noVisiblePart: s.tapOnNoVisiblePart(view)
        }
    }
}

/// A name that finds no view, or several.
public struct NameError: Error {
    public var problem: NameProblem

    public init(_ problem: NameProblem) { self.problem = problem }

    /// The problem in English.
    public var message: String { problem.english }

    public func message(in language: Language) -> String { problem.text(in: language) }
}
