import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// SPEC 14, "The chain from a dump": a view controller the dump names is in
/// the responder chain where UIKit's `next` puts it — right after its root
/// view, before that view's superview — and no controller the dump does
/// not name is added (no `rootVC` after a cell or a transition view).
final class ViewControllerChainTests: XCTestCase {
    private func fixture(_ file: String) throws -> String {
        try LayoutLoader.readText(path: XCTUnwrap(RealDumpTests.folder).appendingPathComponent(file).path)
    }

    private var cycriptViews: String { get throws { try fixture("12-ios13-cycript-backticks-tostring.txt") } }
    private var cycriptControllers: String { get throws { try fixture("13-ios13-cycript-printhierarchy-only.txt") } }

    /// The chain from `id`, as far as the dump tells it.
    private func knownChain(from id: String, in layout: LoadedLayout) throws -> (responders: [UIResponder], isComplete: Bool) {
        try XCTUnwrap(layout.view(id)).chainAsKnown(in: layout.provenance)
    }

    func testPrintHierarchyPastedAfterTheViewsPutsItsControllerRightAfterItsRootView() throws {
        // Precondition: cycript's recursiveDescription (file 12), then _printHierarchy (file 13), in either order
        for text in [try cycriptViews + "\n" + cycriptControllers, try cycriptControllers + "\n" + cycriptViews] {
            // Action
            let layout = try LayoutLoader.load(text: text, file: "pasted.txt")
            let chain = try knownChain(from: "UIView-0x107607070", in: layout)

            // Assertion: view → its controller → the view's superview …; no rootVC was made
            XCTAssertEqual(chain.responders.map(\.logName), ["UIView-0x107607070", "ViewController-0x1045049f0", "UIDropShadowView-0x102e07170",
                                                            "UITransitionView-0x1076068d0", "UIWindow-0x1045057e0", "application", "appDelegate"])
            XCTAssertTrue(chain.responders[1] is UIViewController)
            XCTAssertTrue(chain.isComplete)
            XCTAssertNil(layout.objects["rootVC"])
        }
    }

    func testAControllerListingAloneIsRefusedForNamingNoView() throws {
        // Precondition: _printHierarchy (file 13) and Chisel's pvc (file 21), without views
        for file in ["13-ios13-cycript-printhierarchy-only.txt", "21-ios11-pvc-printhierarchy-presented.txt"] {
            let text = try fixture(file)

            // Action
            let problems: [DescriptionProblem]
            do {
                _ = try LayoutLoader.load(text: text, file: file)
                problems = []
            } catch {
                problems = error.diagnostics.compactMap { $0.problem as? DescriptionProblem }
            }

            // Assertion
            XCTAssertEqual(problems, [.controllersOnly], file)
        }
    }

    func testThePimpedPrefixesOfFile04NameTheControllersOfTheirViews() throws {
        // Precondition: `'MFMailComposeViewController:0x7ea0420' 1 child[…] <UILayoutContainerView…>` and
        // `'MFMailComposeController:0x89b0220' <MFMailComposeView…>` (PSPDFKit's pimped recursiveDescription)
        let layout = try LayoutLoader.load(text: fixture("04-ios5-lldb-id-prefix-pimped-xx-multiline-text.txt"), file: "04.txt")

        // Action
        let chain = try knownChain(from: "MFMailComposeView-0x89b4410", in: layout)

        // Assertion: each controller right after its view; the top view is no window, so the chain stops after its controller
        XCTAssertEqual(chain.responders.map(\.logName), ["MFMailComposeView-0x89b4410", "MFMailComposeController-0x89b0220",
                                                        "UIViewControllerWrapperView-0x7e77990", "UINavigationTransitionView-0x89b1460",
                                                        "UILayoutContainerView-0x8b97e70", "MFMailComposeViewController-0x7ea0420"])
        XCTAssertTrue(chain.responders[1] is UIViewController)
        XCTAssertFalse(chain.isComplete)
        XCTAssertNil(layout.objects["rootVC"])
    }

    func testALoneTopViewWithNoNamedControllerEndsItsChainThereWithNoInventedRootVC() throws {
        // Precondition: a cell pasted on its own (no window, no controller named)
        let text = """
        <UITableViewCell: 0x7f10; frame = (0 0; 390 44); layer = <CALayer: 0x6010>>
           | <UITableViewCellContentView: 0x7f11; frame = (0 0; 390 44); layer = <CALayer: 0x6011>>
        """
        let layout = try LayoutLoader.load(text: text, file: "cell.txt")

        // Action
        let chain = try knownChain(from: "UITableViewCellContentView-0x7f11", in: layout)

        // Assertion: no controller in what the dump tells
        XCTAssertEqual(chain.responders.map(\.logName), ["UITableViewCellContentView-0x7f11", "UITableViewCell-0x7f10"])
        XCTAssertFalse(chain.responders.contains { $0 is UIViewController })
        XCTAssertFalse(chain.isComplete)
    }

    func testTheHelpersControllersAreInTheChainAfterTheirViewsChildBeforeParent() throws {
        // Precondition: a window whose root controller holds a child controller, dumped by the helper
        let app = UIApplication()
        let (_, root) = DumpFixture.window("home", in: app)
        let child = UIViewController()
        child.restorationIdentifier = "feedVC"
        let feed = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        feed.accessibilityIdentifier = "feed"
        child.view = feed
        root.next.flatMap { $0 as? UIViewController }?.addChild(child)
        root.addSubview(feed)
        DumpFixture.add(UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44)), "post", to: feed)
        let layout = try LayoutLoader.load(text: DumpFixture.json(app.windows), file: "dump.json")

        // Action
        let chain = try knownChain(from: "post", in: layout)

        // Assertion
        XCTAssertEqual(chain.responders.map(\.logName), ["post", "feed", "feedVC", "homeRoot", "homeVC", "home", "application", "appDelegate"])
        XCTAssertTrue(chain.responders[2] is UIViewController && chain.responders[4] is UIViewController)
    }
}
