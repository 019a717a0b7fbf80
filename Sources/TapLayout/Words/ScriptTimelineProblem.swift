import Foundation
import TapExplain

/// A script's steps that cannot be played (a finger lifted that is not
/// down, too many down at once), worded for the step's author.
extension ScriptTimeline.Problem: Worded {
    public func text(in language: Language) -> String { LayoutWords.tables(language).scriptTimelineProblem(self) }

}
