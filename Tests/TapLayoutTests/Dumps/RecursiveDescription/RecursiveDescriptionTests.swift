import Foundation
import XCTest
import TapKit
@testable import TapLayout

/// The recursiveDescription grammar of SPEC 9, one variant per test, on
/// small dumps written in UIKit's format.
final class RecursiveDescriptionTests: XCTestCase {
    /// A window, its root view, a button and a label, in the spacing `po` prints.
    static let plain = """
    <UIWindow: 0x7f01; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x6001>; layer = <UIWindowLayer: 0x6002>>
       | <UIView: 0x7f02; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6003>>
       |    | <UIButton: 0x7f03; frame = (100 100; 175 30); opaque = NO; layer = <CALayer: 0x6004>>
       |    |    | <UIButtonLabel: 0x7f04; frame = (66 6; 43 18); text = 'Button'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6005>>
       |    | <UILabel: 0x7f05; frame = (0 300; 375 40); text = 'Hello'; opaque = NO; layer = <_UILabelLayer: 0x6006>>
    """

    func hit(_ dump: String, _ x: CGFloat, _ y: CGFloat, file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        try LayoutLoader.load(text: dump, file: "dump.txt").application.hitTest(CGPoint(x: x, y: y)).view?.logName
    }

    func testADumpIsToldFromALayoutByItsContent() {
        XCTAssertTrue(DumpReader.isDump(Self.plain))
        XCTAssertFalse(DumpReader.isDump("view:\n  id: root\n  description: \"<UIView: 0x7f02; frame = (0 0; 1 1)>\"\n"))
    }

    func testIdsAreTheClassesLastNameAndTheAddressAsPrinted() throws {
        let layout = try LayoutLoader.load(text: Self.plain, file: "dump.txt")

        let ids = layout.ids.filter { $0.contains("0x") }

        XCTAssertEqual(ids, ["UIButton-0x7f03", "UIButtonLabel-0x7f04", "UILabel-0x7f05", "UIView-0x7f02", "UIWindow-0x7f01"])
    }

    func testTheButtonTakesATapAndItsLabelDoesNot() throws {
        XCTAssertEqual(try hit(Self.plain, 170, 115), "UIButton-0x7f03")
    }

    func testALabelWithoutUserInteractionEnabledNOIsInteractive() throws {
        // A dump states interaction only when it is off, for every class.
        XCTAssertEqual(try hit(Self.plain, 20, 310), "UILabel-0x7f05")
    }

    func testDepthIsTheNumberOfBarsWhateverTheSpacing() throws {
        for bars in [["   | ", "   |    | "], ["| ", "| | "], ["|", "||"], ["\t|\t", "\t|\t|\t"]] {
            let dump = """
            <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
            \(bars[0])<UIView: 0x2; frame = (100 100; 100 100); layer = <CALayer: 0x9>>
            \(bars[1])<UIButton: 0x3; frame = (10 10; 20 20); layer = <CALayer: 0x9>>
            """

            XCTAssertEqual(try hit(dump, 115, 115), "UIButton-0x3", "bars \(bars)")
        }
    }

    func testPrefixesBeforeTheFirstViewAreSkipped() throws {
        let body = "<UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>\n   | <UIButton: 0x3; frame = (10 10; 20 20); layer = <CALayer: 0x9>>"
        for prefix in ["2013-08-17 21:04:53.358 App[60940:11303] ", "(id) $1 = 0x0a034690 ", "    - _value : ", "`", "// "] {
            let dump = "(lldb) po view\n" + prefix + body.replacingOccurrences(of: "\n", with: "\n" + (prefix == "// " ? "// " : ""))

            XCTAssertEqual(try hit(dump, 15, 15), "UIButton-0x3", "prefix \(prefix)")
        }
    }

    func testTheTopViewIsAtTheScreensOriginAndAWindowIsAddedAroundIt() throws {
        let dump = "<UIView: 0x1; frame = (0 64; 320 416); layer = <CALayer: 0x9>>\n   | <UIButton: 0x3; frame = (10 10; 20 20); layer = <CALayer: 0x9>>"

        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        XCTAssertEqual(layout.screenSize, CGSize(width: 320, height: 416))
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 15, y: 15)).view?.logName, "UIButton-0x3")
        XCTAssertEqual(layout.view("UIButton-0x3")?.responderChain.map(\.logName),
                       ["UIButton-0x3", "UIView-0x1", "rootVC", "main", "application", "appDelegate"])
    }

    func testAScrollViewsContentIsShiftedByItsOffset() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 320 480); layer = <CALayer: 0x9>>
           | <UITableView: 0x2; frame = (0 100; 320 300); clipsToBounds = YES; layer = <CALayer: 0x9>; contentOffset: {0, 200}; contentSize: {320, 1000}; adjustedContentInset: {0, 0, 0, 0}>
           |    | <UITableViewCell: 0x3; frame = (0 220; 320 44); text = 'Row'; layer = <CALayer: 0x9>>
        """

        // A dumped table's cell is a row; the dump prints no content view, so none is made.
        XCTAssertEqual(try hit(dump, 50, 130), "UITableViewCell-0x3")
        XCTAssertEqual(try hit(dump, 50, 110), "UITableView-0x2")
    }

    func testATopScrollViewTakesPointsLessItsOffset() throws {
        let dump = """
        <UICollectionView: 0x2; frame = (0 0; 320 480); layer = <CALayer: 0x9>; contentOffset: {0, 315}; contentSize: {320, 2000}> collection view layout: <UICollectionViewFlowLayout: 0x8>
           | <UICollectionViewCell: 0x3; frame = (0 320; 320 100); layer = <CALayer: 0x9>>
        """

        XCTAssertEqual(try hit(dump, 10, 10), "UICollectionViewCell-0x3")
        XCTAssertEqual(try hit(dump, 10, 2), "UICollectionView-0x2")
    }

    func testHiddenTransparentAndNonInteractiveViewsAreSkippedWithTheirSubviews() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <UIView: 0x2; frame = (0 0; 100 100); hidden = YES; layer = <CALayer: 0x9>>
           | <UIView: 0x3; frame = (100 0; 100 100); alpha = 0.005; layer = <CALayer: 0x9>>
           | <UIView: 0x4; frame = (200 0; 100 100); userInteractionEnabled = NO; layer = <CALayer: 0x9>>
           | <UIView: 0x5; frame = (0 100; 100 100); alpha = 0.01; layer = <CALayer: 0x9>>
        """

        XCTAssertEqual(try hit(dump, 50, 50), "UIView-0x1")
        XCTAssertEqual(try hit(dump, 150, 50), "UIView-0x1")
        XCTAssertEqual(try hit(dump, 250, 50), "UIView-0x1")
        XCTAssertEqual(try hit(dump, 50, 150), "UIView-0x5", "alpha 0.01 is still hit (Apple: less than 0.01)")
    }

    func testATransformedViewsBoundsAndCentreAreRecoveredFromItsBoundingBox() throws {
        // A 100 x 40 view turned 90°: UIKit prints the 40 x 100 bounding box.
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <UIButton: 0x2; frame = (130 100; 40 100); transform = [6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0]; layer = <CALayer: 0x9>>
        """

        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")
        let button = try XCTUnwrap(layout.view("UIButton-0x2"))

        XCTAssertEqual(button.bounds.width, 100, accuracy: 1e-9)
        XCTAssertEqual(button.bounds.height, 40, accuracy: 1e-9)
        XCTAssertEqual(button.center, CGPoint(x: 150, y: 150))
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 150, y: 105)).view?.logName, "UIButton-0x2")
    }

    func testValuesMayHoldSemicolonsAnglesAndLineBreaks() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); animations = { position=<CABasicAnimation: 0x5>; bounds=<CABasicAnimation: 0x6>; }; layer = <CALayer: 0x9>>
           | <UILabel: 0x2; frame = (0 0; 100 100); text = 'a; b = <c> ok
        second line'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x9>>
           | <UIButton: 0x3; frame = (200 0; 100 100); layer = <CALayer: 0x9>>
        """

        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        XCTAssertEqual((layout.view("UILabel-0x2") as? UILabel)?.text, "a; b = <c> ok\nsecond line")
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 50, y: 50)).view?.logName, "UIView-0x1")
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 250, y: 50)).view?.logName, "UIButton-0x3")
    }

    func testAKeyThatAHardWrapSplitIsReadAsOneKey() throws {
        // Books and web pages wrap a dump in the middle of a word.
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <UIView: 0x2; frame = (0 0; 100 100); userInteract
        ionEnabled = NO; layer = <CALayer: 0x9>>
           | <UIView: 0x3; frame = (100 0; 100 100); hid
        den = YES; layer = <CALayer: 0x9>>
        """
        let withABadValue = dump + "\n   | <UIView: 0x4; frame = (200 0; 100 100); hid\nden = MAYBE; layer = <CALayer: 0x9>>"

        let hits = [try hit(dump, 50, 50), try hit(dump, 150, 50)]

        XCTAssertEqual(hits, ["UIView-0x1", "UIView-0x1"])
        XCTAssertThrowsError(try LayoutLoader.load(text: withABadValue, file: "dump.txt")) { error in
            // The joined key's value is refused where it is written: line 7, after `den = `.
            XCTAssertEqual((error as? LayoutError)?.diagnostics.map { [$0.line, $0.column] }, [[7, 7]])
        }
    }

    func testSublayerLinesAreNotViews() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <CALayer: 0x7; position = CGPoint (150 150); bounds = CGRect (0 0; 300 300)> (layer)
           | <UIButton: 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x9>>
        """

        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        XCTAssertNil(layout.view("CALayer-0x7"))
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 50, y: 50)).view?.logName, "UIButton-0x3")
    }

    func testASublayerIsKeptOnItsViewSoWhyCanSayItIsNeverHit() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <UIView: 0x2; frame = (0 0; 100 100); layer = <CALayer: 0x9>>
           |    | <CAShapeLayer: 0x7; position = CGPoint (50 50); bounds = CGRect (0 0; 40 20)> (layer)
        """
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        guard case let .found(id, .layer(layer)) = layout.lookUp("0x7") else { return XCTFail("the layer is not found by its address") }
        let answer = layout.application.explainHit(of: layer, at: CGPoint(x: 50, y: 50))

        XCTAssertEqual(id, "CAShapeLayer-0x7")
        XCTAssertEqual(layer.frame, CGRect(x: 30, y: 40, width: 40, height: 20))
        XCTAssertEqual(answer.rule, .layerNotResponder)
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 50, y: 50)).view?.logName, "UIView-0x2")
    }

    func testClassesBehaveAsUIKitMakesThem() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <MyApp.LoginButton: 0x2; frame = (0 0; 10 10); layer = <CALayer: 0x9>>
           | <UISwitch: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x9>>
           | <UITextField: 0x4; frame = (0 0; 10 10); layer = <CALayer: 0x9>>
           | <UITextView: 0x5; frame = (0 0; 10 10); layer = <CALayer: 0x9>; contentOffset: {0, 0}; contentSize: {10, 10}>
           | <FeedCell: 0x6; baseClass = UICollectionViewCell; frame = (0 0; 10 10); layer = <CALayer: 0x9>>
           | <NSKVONotifying_UIImageView: 0x7; frame = (0 0; 10 10); userInteractionEnabled = NO; layer = <CALayer: 0x9>>
        """

        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        XCTAssertTrue(layout.view("LoginButton-0x2") is UIButton)
        XCTAssertTrue(layout.view("UISwitch-0x3") is UISwitch)
        XCTAssertTrue(layout.view("UITextField-0x4") is UITextField)
        XCTAssertTrue(layout.view("UITextView-0x5") is UIScrollView)
        XCTAssertEqual(layout.view("FeedCell-0x6").map { String(describing: type(of: $0)) }, "UIView")
        XCTAssertTrue(layout.view("NSKVONotifying_UIImageView-0x7") is UIImageView)
        XCTAssertEqual(layout.view("LoginButton-0x2")?.className, "MyApp.LoginButton")
    }

    func testEscapedLineBreaksFromLldbsPAreReadAsLines() throws {
        let dump = #"(NSString *) $0 = 0x00007f9e @"<UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>\n   | <UIButton: 0x3; frame = (10 10; 20 20); layer = <CALayer: 0x9>>""#

        XCTAssertEqual(try hit(dump, 15, 15), "UIButton-0x3")
    }

    func testPrintHierarchyLinesBelowTheViewsJoinTheChain() throws {
        let dump = Self.plain + """

        <MyApp.HomeViewController 0x7fc1>, state: appeared, view: <UIView 0x7f02>
        """

        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        XCTAssertEqual(layout.view("UIButton-0x7f03")?.responderChain.map(\.logName),
                       ["UIButton-0x7f03", "UIView-0x7f02", "HomeViewController-0x7fc1", "UIWindow-0x7f01", "application", "appDelegate"])
    }

    func testAQuoteLeftOpenCostsItsOwnEntryOnlyAndTheViewsAfterItAreRead() throws {
        // Precondition: a label's text with an apostrophe that reads as an opening quote, five buttons after it
        let dump = "<UIWindow: 0x1000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2000>>\n"
            + "   | <UILabel: 0x3000; frame = (0 0; 100 100); text = 'it's; layer = <CALayer: 0x3001>>\n"
            + (0..<5).map { "   | <UIButton: 0x\(String(0x4000 + 2 * $0, radix: 16)); frame = (\(100 + $0) 0; 50 50); layer = <CALayer: 0x1>>\n" }.joined()

        // Action
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        // Assertion: the label, cut, and every button; one warning for the label
        let window = try XCTUnwrap(layout.application.windows.first)
        XCTAssertEqual(window.subviews.map(\.className), ["UILabel"] + Array(repeating: "UIButton", count: 5))
        XCTAssertEqual(layout.warnings.count, 1, "\(layout.warnings)")
        XCTAssertEqual(layout.warnings.first?.line, 2)
    }

    func testAViewLineWhoseClassDoesNotParseIsReportedNotReadAsItsLayer() throws {
        // Precondition: a class name with a NUL in it, then an ordinary view
        let dump = "<UIWindow: 0x1000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2000>>\n"
            + "   | <UI\u{0}View: 0x3000; frame = (0 0; 100 100); layer = <CALayer: 0x3001>>\n"
            + "   | <UIView: 0x3002; frame = (0 0; 100 100); layer = <CALayer: 0x3003>>\n"

        // Action
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        // Assertion: the odd line is named, with its line, and the view after it is read
        XCTAssertEqual(layout.warnings.map(\.line), [2])
        XCTAssertEqual(layout.application.windows.first?.subviews.map(\.logName), ["UIView-0x3002"])
    }

    func testAnAddressIsFoundWithOrWithoutZeroPaddingInEitherCase() throws {
        // Precondition: a view at 0x7482950, as a 64-bit dump prints it
        let dump = """
        <UIWindow: 0x1000; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2000>>
           | <UIButton: 0x7482950; frame = (10 10; 100 50); layer = <CALayer: 0x7482960>>
        """
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        // Action: the ways people print it (32-bit lldb pads to eight digits)
        let ids = ["0x07482950", "0X07482950", "07482950", "7482950", "0x0007482950"].map { name -> String? in
            if case let .found(id, _) = layout.lookUp(name) { id } else { nil }
        }

        // Assertion
        XCTAssertEqual(ids, Array(repeating: "UIButton-0x7482950", count: 5))
        guard case .unknown = layout.lookUp("0x074829") else { return XCTFail("another address matched") }
    }

    func testWhyAndOnFindViewsByAddressAndByAUniqueClass() throws {
        let layout = try LayoutLoader.load(text: Self.plain + "\n   |    | <UIView: 0x7f06; frame = (0 0; 1 1); layer = <CALayer: 0x9>>", file: "dump.txt")

        guard case let .found(byAddress, _) = layout.lookUp("0x7F03"), case let .found(byClass, _) = layout.lookUp("UIButton"),
              case let .ambiguous(views) = layout.lookUp("UIView") else { return XCTFail("lookups") }

        XCTAssertEqual(byAddress, "UIButton-0x7f03")
        XCTAssertEqual(byClass, "UIButton-0x7f03")
        XCTAssertEqual(views, ["UIView-0x7f02", "UIView-0x7f06"])
    }

    func testTappingAViewByNameUsesTheCentreOfItsVisiblePart() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <UIView: 0x2; frame = (0 0; 100 100); clipsToBounds = YES; layer = <CALayer: 0x9>>
           |    | <UIButton: 0x3; frame = (50 50; 100 100); layer = <CALayer: 0x9>>
        """
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        let point = try layout.tapTarget(on: "UIButton").get().point

        XCTAssertEqual(point, CGPoint(x: 75, y: 75), "the clipped quarter's centre, not the button's (100, 100)")
    }

    func testScriptStepsTapViewsByName() throws {
        let yaml = """
        view:
          id: root
          subviews:
            - {id: ok, class: button, frame: [100, 100, 80, 40]}
        script:
          - tap: {on: ok}
          - longPress: {on: ok, duration: 0.6}
          - drag: {from: {on: ok}, to: [10, 10]}
        """
        let layout = try loadLayout(yaml)

        XCTAssertEqual(layout.script.map(\.kind), [
            .tap(CGPoint(x: 140, y: 120)), .longPress(at: CGPoint(x: 140, y: 120), duration: 0.6),
            .drag(from: CGPoint(x: 140, y: 120), to: CGPoint(x: 10, y: 10), duration: 0.3),
        ])
        XCTAssertEqual(diagnostics(of: yaml.replacingOccurrences(of: "{on: ok}\n  - longPress", with: "{on: okk}\n  - longPress")),
                       ["test.yaml:6:15: error: tap on: no view named 'okk' (an id, a dumped view's address, or a class only one view has) (did you mean 'ok'?)"])
    }

    func testLaterWindowsMoveWithTheFirstOneToTheScreensOrigin() throws {
        let dump = """
        <UIWindow: 0x1; frame = (20 20; 300 300); layer = <UIWindowLayer: 0x9>>
           | <UIButton: 0x2; frame = (0 0; 50 50); layer = <CALayer: 0x9>>
        <UIWindow: 0x3; frame = (120 120; 100 100); layer = <UIWindowLayer: 0x9>>
           | <UIButton: 0x4; frame = (0 0; 100 100); layer = <CALayer: 0x9>>
        """

        XCTAssertEqual(try hit(dump, 10, 10), "UIButton-0x2")
        XCTAssertEqual(try hit(dump, 110, 110), "UIButton-0x4")
        XCTAssertEqual(try hit(dump, 210, 210), "UIWindow-0x1")
    }

    func testADumpSavedAsUTF16WithCRLFLineEndsReadsTheSame() throws {
        // Given the plain dump saved as a Windows editor would
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("taplab-utf16-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        let windows = Self.plain.replacingOccurrences(of: "\n", with: "\r\n")
        try XCTUnwrap(windows.data(using: .utf16)).write(to: url)
        // When it is loaded
        let layout = try LayoutLoader.load(path: url.path)
        // Then the button takes its tap
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 170, y: 115)).view?.logName, "UIButton-0x7f03")
    }

    func testTopViewsThatAreNotWindowsShareOneWindowSoEachTakesOnlyItsOwnPoints() throws {
        // Two subtrees pasted one after the other, neither a window
        let dump = """
        <UIView: 0x1; frame = (0 0; 300 300); layer = <CALayer: 0x9>>
           | <UIButton: 0x2; frame = (0 0; 50 50); layer = <CALayer: 0x9>>
        <UIView: 0x3; frame = (100 100; 100 100); layer = <CALayer: 0x9>>
        """

        XCTAssertEqual(try hit(dump, 10, 10), "UIButton-0x2")
        XCTAssertEqual(try hit(dump, 150, 150), "UIView-0x3")
        XCTAssertEqual(try hit(dump, 250, 250), "UIView-0x1")
    }

    func testItemsThatAreNotKeyValuePairsAreSkippedWithoutLosingTheEntry() throws {
        let dump = """
        <UIView: 0x1; frame = (0 0; 100 100); foo>
           | <UIButton: 0x2; frame = (0 0; 10 10); weird thing; layer = <CALayer: 0x3>>
        """

        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        XCTAssertEqual(layout.warnings, [], "no view is reported cut off")
        XCTAssertEqual(layout.application.hitTest(CGPoint(x: 5, y: 5)).view?.logName, "UIButton-0x2")
    }

    /// A `UITextView` as UIKit prints it: its text container view's
    /// description brackets its own (`<<…>> minSize = …`).
    static let textView = """
    <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
       | <UIView: 0x7f9; frame = (0 0; 390 844); autoresize = W+H; layer = <CALayer: 0x601>>
       |    | <UITextView: 0x7fa; baseClass = UIScrollView; frame = (20 100; 350 200); text = 'Hello'; clipsToBounds = YES; layer = <CALayer: 0x602>; contentOffset: {0, 0}; contentSize: {350, 36}; adjustedContentInset: {0, 0, 0, 0}>
       |    |    | <<_UITextContainerView: 0x7fb; frame = (0 0; 350 36); layer = <CALayer: 0x603>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x604 size = (350,inf); widthTracksTextView = YES>; exclusionPaths = 0x6000; lineBreakMode = 0>
       |    |    |    | <_UITextLayoutView: 0x7fc; frame = (0 0; 350 36); layer = <CALayer: 0x605>>
       |    |    | <UIButton: 0x7fd; frame = (10 150; 100 40); opaque = NO; layer = <CALayer: 0x606>>
    """

    func testAViewWhoseDescriptionBracketsItsOwnIsAViewWithItsChildrenUnderIt() throws {
        // Precondition: a text view's dump, as pasted and as one line
        let oneLine = Self.textView.replacingOccurrences(of: "\n", with: " ")

        for text in [Self.textView, oneLine] {
            // Action
            let layout = try LayoutLoader.load(text: text, file: "dump.txt")
            let container = try XCTUnwrap(layout.view("_UITextContainerView-0x7fb"))

            // Assertion: no line is dropped; the layout view sits in the container, the button beside it
            XCTAssertTrue(layout.warnings.isEmpty, "\(layout.warnings)")
            XCTAssertEqual(container.superview?.logName, "UITextView-0x7fa")
            XCTAssertEqual(container.subviews.map(\.logName), ["_UITextLayoutView-0x7fc"])
            XCTAssertEqual(try hit(text, 30, 110), "_UITextLayoutView-0x7fc")
        }
    }

    func testMangledSwiftClassesAreShownDemangledAndKeepThePrintedNameAsTheirId() throws {
        // Precondition: a SwiftUI host and an app's button, as the Objective-C runtime names them
        let dump = """
        <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
           | <_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_: 0x7f9; frame = (0 0; 390 844); layer = <CALayer: 0x601>>
           |    | <_TtC5MyApp15LoginButtonView: 0x7fd; baseClass = UIButton; frame = (10 150; 100 40); layer = <CALayer: 0x606>>
        """

        // Action
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")

        // Assertion
        let host = try XCTUnwrap(layout.view("_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_-0x7f9"))
        let button = try XCTUnwrap(layout.view("_TtC5MyApp15LoginButtonView-0x7fd"))
        XCTAssertEqual(host.className, "SwiftUI._UIHostingView<MyApp.ContentView>")
        XCTAssertEqual(button.className, "MyApp.LoginButtonView")
        XCTAssertEqual(button.appClassName?.printed, "_TtC5MyApp15LoginButtonView", "the printed name is kept")
    }

    func testADumpedCellsPrintedContentViewIsItsContentViewAndNothingIsInvented() throws {
        // Precondition: a row whose content view is narrower than the cell, beside a disclosure button
        let dump = """
        <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
           | <UITableView: 0x7f9; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x601>; contentOffset: {0, 0}; contentSize: {390, 88}; adjustedContentInset: {0, 0, 0, 0}>
           |    | <UITableViewCell: 0x7fa; frame = (0 0; 390 44); layer = <CALayer: 0x602>>
           |    |    | <UITableViewCellContentView: 0x7fb; frame = (0 0; 350 44); layer = <CALayer: 0x603>>
           |    |    | <UITableViewCellDetailDisclosureButton: 0x7fe; frame = (350 0; 40 44); opaque = NO; layer = <CALayer: 0x606>>
        """

        // Action
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")
        let cell = try XCTUnwrap(layout.view("UITableViewCell-0x7fa") as? UITableViewCell)

        // Assertion: the printed view is the content view, at its printed size; the accessory area is the button's
        XCTAssertEqual(cell.contentView.logName, "UITableViewCellContentView-0x7fb")
        XCTAssertEqual(cell.contentView.frame.width, 350)
        XCTAssertEqual(cell.subviews.map(\.logName), ["UITableViewCellContentView-0x7fb", "UITableViewCellDetailDisclosureButton-0x7fe"])
        XCTAssertNil(layout.view("UITableViewCell-0x7fa.contentView"))
        XCTAssertEqual(try hit(dump, 370, 20), "UITableViewCellDetailDisclosureButton-0x7fe")
        XCTAssertEqual(try hit(dump, 100, 20), "UITableViewCellContentView-0x7fb")
    }

    func testListCellsOfIOS14AndSwiftUIListsAreRowsOfTheirCollectionView() throws {
        // Precondition: a UICollectionViewListCell and a SwiftUI row whose baseClass is one
        let dump = """
        <UIWindow: 0x7f8; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600>>
           | <UICollectionView: 0x7f9; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x601>; contentOffset: {0, 0}; contentSize: {390, 88}; adjustedContentInset: {0, 0, 0, 0}>
           |    | <UICollectionViewListCell: 0x7fa; frame = (0 0; 390 44); layer = <CALayer: 0x602>>
           |    |    | <_UISystemBackgroundView: 0x7fb; frame = (0 0; 390 44); userInteractionEnabled = NO; layer = <CALayer: 0x603>>
           |    | <SwiftUI.ListCollectionViewCell: 0x800; baseClass = UICollectionViewListCell; frame = (0 44; 390 44); layer = <CALayer: 0x605>>
        """

        // Action
        let layout = try LayoutLoader.load(text: dump, file: "dump.txt")
        let list = try XCTUnwrap(layout.view("UICollectionView-0x7f9") as? UICollectionView)

        // Assertion: both are rows, in frame order; a background view is no content view
        XCTAssertEqual(list.cells.map(\.logName), ["UICollectionViewListCell-0x7fa", "ListCollectionViewCell-0x800"])
        XCTAssertNotEqual(list.cells.first?.contentView.logName, "_UISystemBackgroundView-0x7fb")
    }
}
