import XCTest
import TapExplain
@testable import TapLab

/// `--crop` and `--legend` are read once into values; words that name
/// nothing are no value (the composition then says so, in the reader's language).
final class PictureChoicesTests: XCTestCase {
    func testACropIsAutoTheScreenOrTheViewsItNames() {
        XCTAssertEqual(CropChoice(parsing: "AUTO"), .auto)
        XCTAssertEqual(CropChoice(parsing: "screen"), .screen)
        XCTAssertEqual(CropChoice(parsing: "card, button,"), .views(["card", "button"]))
        XCTAssertNil(CropChoice(parsing: " , "))
    }

    func testALegendIsNoneAStyleOrALanguageAndAutomaticIsNotAWordForIt() {
        XCTAssertEqual(LegendChoice(parsing: "none"), LegendChoice.none)
        XCTAssertEqual(LegendChoice(parsing: "line"), .style(.line))
        XCTAssertEqual(LegendChoice(parsing: "ZH"), .language(.zh))
        XCTAssertNil(LegendChoice(parsing: "automatic"))
        XCTAssertNil(LegendChoice(parsing: "big"))
    }

    func testACompositionReadsItsWordsOnceIntoChoices() throws {
        // Precondition
        let composition = ShotComposition(crop: "card", legend: "en")

        // Action
        let choices = try composition.choices()

        // Assertion
        XCTAssertEqual(choices.crop, .views(["card"]))
        XCTAssertEqual(choices.legend, .language(.en))
    }
}
