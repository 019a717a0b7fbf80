import TapExplain
import TapKit
import TapPicture
import XCTest
@testable import TapWindow

/// The window's two tables are complete: every entry in both, none empty,
/// every placeholder used, a word for every overlay.
final class WindowStringsTests: XCTestCase {
    /// Every entry of a table, written with a marker for each placeholder.
    static func entries(_ s: WindowStrings) -> [(key: String, text: String, placeholders: [String])] {
        [
            ("chipPick", s.chipPick, []),
            ("chipHidden", s.chipHidden, []),
            ("chipAlpha", s.chipAlpha, []),
            ("chipInteraction", s.chipInteraction, []),
            ("chipClips", s.chipClips, []),
            ("chipEnabled", s.chipEnabled, []),
            ("chipStep", s.chipStep, []),
            ("chipEscape", s.chipEscape, []),
            ("chipNext", s.chipNext, []),
            ("chipPrevious", s.chipPrevious, []),
            ("chipShake", s.chipShake, []),
            ("chipReplay", s.chipReplay, []),
            ("chipScreenshot", s.chipScreenshot, []),
            ("chipPinch", s.chipPinch, []),
            ("chipOtherKeysKey", s.chipOtherKeysKey, []),
            ("chipPresses", s.chipPresses, []),
            ("welcome", s.welcome, []),
            ("overlayOn", s.overlayOn("‹1›"), ["‹1›"]),
            ("overlayOff", s.overlayOff("‹1›"), ["‹1›"]),
            ("pickOn", s.pickOn, []),
            ("pickOff", s.pickOff, []),
            ("showingWholeWalk", s.showingWholeWalk, []),
            ("oneLayoutOpen", s.oneLayoutOpen, []),
            ("shakeSent", s.shakeSent, []),
            ("selectFirst", s.selectFirst, []),
            ("layoutPosition", s.layoutPosition("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("layoutPositionDoesNotLoad", s.layoutPositionDoesNotLoad("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("notAControl", s.notAControl("‹1›"), ["‹1›"]),
            ("toggled", s.toggled("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("setting", s.setting("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("walkAtLastTouch", s.walkAtLastTouch("‹1›"), ["‹1›"]),
            ("none", s.none, []),
            ("nothingToStep", s.nothingToStep, []),
            ("walkComplete", s.walkComplete("‹1›"), ["‹1›"]),
            ("stepStatus", s.stepStatus("‹1›", "‹2›", "‹3›", "‹4›", "‹5›"), ["‹1›", "‹2›", "‹3›", "‹4›", "‹5›"]),
            ("stepReason", s.stepReason("‹1›"), ["‹1›"]),
            ("noScript", s.noScript, []),
            ("replaying", s.replaying("‹1›"), ["‹1›"]),
            ("replayStopped", s.replayStopped, []),
            ("replayProgress", s.replayProgress("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("replayedOnce", s.replayedOnce, []),
            ("replayedTimes", s.replayedTimes("‹1›"), ["‹1›"]),
            ("replayBlocksTouches", s.replayBlocksTouches, []),
            ("nothingToSave", s.nothingToSave, []),
            ("noFonts", s.noFonts, []),
            ("screenshotNotSaved", s.screenshotNotSaved("‹1›"), ["‹1›"]),
            ("saved", s.saved("‹1›"), ["‹1›"]),
            ("selected", s.selected("‹1›"), ["‹1›"]),
            ("selectionCleared", s.selectionCleared, []),
            ("doesNotLoadNothingShown", s.doesNotLoadNothingShown("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("doesNotLoadShowingLast", s.doesNotLoadShowingLast("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("reloaded", s.reloaded("‹1›"), ["‹1›"]),
            ("touchesCancelled", s.touchesCancelled, []),
            ("canvasDoesNotLoad", s.canvasDoesNotLoad, []),
            ("pickBanner", s.pickBanner, []),
            ("treeHeader", s.treeHeader(7), ["7"]),
            ("treeScrolled", s.treeScrolled("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("hitViewMark", s.hitViewMark, []),
            ("chainMark", s.chainMark, []),
            ("noLayoutLoaded", s.noLayoutLoaded, []),
            ("chainFromHitView", s.chainFromHitView, []),
            ("chainHeader", s.chainHeader, []),
            ("chainWhileStepping", s.chainWhileStepping, []),
            ("noViewTookTouch", s.noViewTookTouch, []),
            ("touchToSeeChain", s.touchToSeeChain, []),
            ("selectedHeader", s.selectedHeader, []),
            ("selectedNone", s.selectedNone, []),
            ("selectedNamed", s.selectedNamed("‹1›"), ["‹1›"]),
            ("panelDoesNotLoad", s.panelDoesNotLoad, []),
            ("panelDoesNotLoadShowingLast", s.panelDoesNotLoadShowingLast, []),
            ("checkListsAll", s.checkListsAll, []),
            ("eventLogHeader", s.eventLogHeader, []),
            ("nothingYet", s.nothingYet, []),
            ("labelClass", s.labelClass, []),
            ("labelFrame", s.labelFrame, []),
            ("labelHidden", s.labelHidden, []),
            ("labelAlpha", s.labelAlpha, []),
            ("labelInteraction", s.labelInteraction, []),
            ("labelClips", s.labelClips, []),
            ("labelEnabled", s.labelEnabled, []),
            ("labelValue", s.labelValue, []),
            ("labelHitRule", s.labelHitRule, []),
            ("labelRecognizers", s.labelRecognizers, []),
            ("labelWhy", s.labelWhy, []),
            ("labelFix", s.labelFix, []),
            ("recognizersUnknown", s.recognizersUnknown, []),
            ("yes", s.yes, []),
            ("no", s.no, []),
            ("on", s.on, []),
            ("off", s.off, []),
            ("alphaSkipped", s.alphaSkipped, []),
            ("notAControlValue", s.notAControlValue, []),
            ("disabled", s.disabled, []),
            ("insets", s.insets("‹1›"), ["‹1›"]),
            ("shape", s.shape("‹1›"), ["‹1›"]),
            ("appOverrides", s.appOverrides("‹1›"), ["‹1›"]),
            ("lastState", s.lastState("‹1›"), ["‹1›"]),
            ("classAs", s.classAs("‹1›", "‹2›"), ["‹1›", "‹2›"]),
            ("chipMoveCenter", s.chipMoveCenter, []),
            ("logTouches", s.logTouches, []),
            ("logGestures", s.logGestures, []),
            ("logControls", s.logControls, []),
            ("logScroll", s.logScroll, []),
            ("chipLog", s.chipLog("‹1›"), ["‹1›"]),
            ("chipLogPage", s.chipLogPage, []),
            ("logShown", s.logShown("‹1›"), ["‹1›"]),
            ("logHidden", s.logHidden("‹1›"), ["‹1›"]),
            ("logScrolledBack", s.logScrolledBack("‹1›"), ["‹1›"]),
            ("logAtNewest", s.logAtNewest, []),
            ("logHeaderHiding", s.logHeaderHiding("‹1›"), ["‹1›"]),
            ("logHeaderScrolled", s.logHeaderScrolled("‹1›"), ["‹1›"]),
            ("chipRecord", s.chipRecord, []),
            ("recordingTo", s.recordingTo("‹1›"), ["‹1›"]),
            ("recordingSaved", s.recordingSaved("‹1›", "‹2›", "‹3›"), ["‹1›", "‹2›", "‹3›"]),
            ("recordingNotSaved", s.recordingNotSaved("‹1›"), ["‹1›"]),
            ("recordingFull", s.recordingFull("‹1›"), ["‹1›"]),
            ("chipZoom", s.chipZoom, []),
            ("chipFit", s.chipFit, []),
            ("chipPresent", s.chipPresent, []),
            ("zoomed", s.zoomed("‹1›"), ["‹1›"]),
            ("presentOn", s.presentOn, []),
            ("presentOff", s.presentOff, []),
        ]
    }

    func testTheEntryListNamesEveryFieldOfTheTable() {
        // Precondition: the table's fields, less the overlay words (checked apart).
        let fields = Mirror(reflecting: WindowStrings.en).children.compactMap(\.label).filter { $0 != "language" }

        // Action
        let listed = Self.entries(.en).map(\.key)

        // Assertion
        XCTAssertEqual(Set(listed), Set(fields))
        XCTAssertEqual(listed.count, fields.count)
    }

    func testEveryEntryOfBothTablesIsWrittenAndUsesEveryPlaceholder() {
        for language in Language.allCases {
            // Precondition
            let table = WindowStrings.of(language)

            // Action
            let entries = Self.entries(table)

            // Assertion
            for entry in entries {
                XCTAssertFalse(entry.text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language).\(entry.key) is empty")
                for placeholder in entry.placeholders {
                    XCTAssertTrue(entry.text.contains(placeholder), "\(language).\(entry.key) leaves out \(placeholder): \(entry.text)")
                }
            }
        }
    }

    func testEveryChineseEntryIsTranslatedExceptUIKitsOwnNames() {
        // Precondition: words that are UIKit property names in both languages.
        let english = Dictionary(uniqueKeysWithValues: Self.entries(.en).map { ($0.key, $0.text) })
        let uikitNames: Set = ["chipAlpha", "labelAlpha", "labelFrame"]

        // Action
        let untranslated = Self.entries(.zh).filter { english[$0.key] == $0.text }.map(\.key)

        // Assertion
        XCTAssertEqual(Set(untranslated), uikitNames)
    }

    func testEveryOverlayHasAWordInBothTablesAndEnglishIsThePicturesOwn() {
        for overlay in Overlay.allCases {
            // Action
            let english = WindowStrings.en.title(of: overlay), chinese = WindowStrings.zh.title(of: overlay)

            // Assertion: the window says what the picture's legend says.
            XCTAssertEqual(english, overlay.title(in: .en))
            XCTAssertEqual(chinese, overlay.title(in: .zh))
            XCTAssertNotEqual(chinese, english, overlay.name)
        }
    }
}
