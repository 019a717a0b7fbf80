import XCTest
@testable import TapExplain
@testable import TapKit
import TapTestSupport

/// No fix is aimed at a view UIKit manages (SPEC 14): the culprit is still
/// named, the message says UIKit manages it, and the fix names the app's part.
final class UIKitOwnershipTests: XCTestCase {
    func testUIKitsPrivateAndNonPublicClassesAreManagedAndTheAppsAreNot() {
        XCTAssertTrue(UIKitOwnership.isManagedByUIKit("_UIRemoteView"))
        XCTAssertTrue(UIKitOwnership.isManagedByUIKit("UITableViewCellContentView"))
        XCTAssertTrue(UIKitOwnership.isManagedByUIKit("UITransitionView"))
        XCTAssertFalse(UIKitOwnership.isManagedByUIKit("UIButton"))
        XCTAssertFalse(UIKitOwnership.isManagedByUIKit("UICollectionViewListCell"))
        XCTAssertFalse(UIKitOwnership.isManagedByUIKit("MyApp.CardView"))
        XCTAssertFalse(UIKitOwnership.isManagedByUIKit("MyApp.UIBadge"), "a Swift class is named with its module")
    }

    func testAnAncestorUIKitManagesIsTheCulpritButGetsNoFix() throws {
        // Precondition: a dumped transition view with interaction off, over the app's button
        let f = WhyFixture()
        let transition = f.add(UIView(), "transition", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        f.dumped(transition, as: "UITransitionView", DumpProvenance(address: "0x1"))
        transition.isUserInteractionEnabled = false
        let button = f.add(UIButton(), "button", frame: CGRect(x: 20, y: 100, width: 100, height: 40), to: transition)
        f.tap(pt(50, 120))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(button)))

        // Assertion
        XCTAssertEqual(answer.rule, .interactionDisabled)
        XCTAssertEqual(answer.culprit, "transition")
        XCTAssertNil(answer.cause.fix)
        XCTAssertTrue(answer.cause.message.en.contains("UIKit manages transition"), answer.cause.message.en)
        XCTAssertNotNil(answer.cause.noFix)
    }

    func testAButtonAddedBesideACellsContentViewIsToldToGoIntoIt() throws {
        // Precondition: a dumped row whose content view, added after the button, covers it
        let f = WhyFixture()
        let table = f.add(UITableView(), "list", frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.usesCellFrames = true
        let cell = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cell.identifier = "row"
        let button = UIButton(frame: CGRect(x: 300, y: 10, width: 60, height: 40))
        button.identifier = "button"
        let content = UIView(frame: cell.bounds)
        content.identifier = "content"
        f.dumped(content, as: "UITableViewCellContentView", DumpProvenance(address: "0x2"))
        cell.addSubview(button)
        cell.addSubview(content)
        cell.adoptContentView(content)
        table.cells = [cell]
        f.tap(pt(320, 30))

        // Action
        let answer = try XCTUnwrap(f.answer(.view(button)))

        // Assertion: the content view covers it, and the fix is the app's: add the button to the content view
        XCTAssertEqual(answer.rule, .coveredBySibling)
        XCTAssertEqual(answer.culprit, "content")
        XCTAssertEqual(answer.cause.fix?.en, "add button to row.contentView (contentView.addSubview), not beside it")
    }
}
