import Foundation

/// Suggests the closest known name for a misspelt one: " (did you mean 'color'?)"
/// or "" when nothing is close enough to be a likely typo. On a tie the first
/// candidate wins, so pass candidates in a stable order (not a dictionary's).
/// English; a message worded in several languages embeds
/// `NameSuggestion.closest(to:among:)` instead.
public func didYouMean(_ word: String, among candidates: [String]) -> String {
    NameSuggestion.closest(to: word, among: candidates)?.english ?? ""
}

extension NameSuggestion {
    /// The known name closest to `word`, or nil when nothing is close enough
    /// to be a likely typo (see `init(_:among:)`).
    public static func closest(to word: String, among candidates: [String]) -> NameSuggestion? {
        LoaderWork.suggestions.add(1)
        let suggestion = NameSuggestion(word, among: candidates)
        return suggestion == .none ? nil : suggestion
    }
}

/// Edit distance counting a swap of two neighbouring letters as one edit
/// ('veiw' is one typo away from 'view'), capped in cost for very long inputs.
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.prefix(64)), y = Array(b.prefix(64))
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var beforePrevious = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        current[0] = i
        for j in 1...y.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[y.count]
}

/// TapLab's name for a UIKit class or recognizer class among `choices`:
/// `UIButton` is `button`, `UIPanGestureRecognizer` is `pan`.
func uikitName(_ text: String, among choices: [String]) -> String? {
    guard text.hasPrefix("UI"), text.count > 2 else { return nil }
    var name = text.dropFirst(2)
    if name.hasSuffix("GestureRecognizer") { name = name.dropLast("GestureRecognizer".count) }
    guard let first = name.first else { return nil }
    let camel = first.lowercased() + name.dropFirst()
    return choices.first { $0 == camel }
}

/// UIKit property names people write in a layout, and the layout key each is.
let uikitSpellings = [
    "backgroundColor": "color", "isHidden": "hidden", "isUserInteractionEnabled": "interaction",
    "clipsToBounds": "clips", "isMultipleTouchEnabled": "multipleTouch", "isExclusiveTouch": "exclusiveTouch",
    "isEnabled": "enabled", "accessibilityIdentifier": "id", "gestureRecognizers": "gestures",
    "isPagingEnabled": "paging", "isScrollEnabled": "scrollEnabled", "isDirectionalLockEnabled": "directionalLock",
    "isOn": "on", "minimumValue": "minimum", "maximumValue": "maximum", "stepValue": "step",
    "selectedSegmentIndex": "selected", "numberOfPages": "pages", "currentPage": "current",
    // The Objective-C names the articles use (`view.userInteractionEnabled = NO`).
    "userInteractionEnabled": "interaction", "multipleTouchEnabled": "multipleTouch", "pagingEnabled": "paging",
    "numberOfTapsRequired": "taps", "numberOfTouchesRequired": "touches", "maximumNumberOfTouches": "maximumTouches",
]
