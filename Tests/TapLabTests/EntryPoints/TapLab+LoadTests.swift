import Foundation
import TapLab
import TapLayout
import XCTest

final class TapLabLoadTests: XCTestCase {
    func testALayoutMayNameARegisteredSwiftClassAndItsOverrideRuns() throws {
        // Precondition: the registry is process-wide, and other suites check the built-in class list.
        TapLab.register(RoundButton.self)
        addTeardownBlock { ViewClassRegistry.unregister("RoundButton") }
        let folder = try makeTemporaryFolder()
        let path = folder.appendingPathComponent("round.yaml").path
        try Data("""
            title: Round button from code
            view:
              id: root
              subviews:
                - {id: round, class: RoundButton, frame: [120, 300, 150, 150], text: OK}
            """.utf8).write(to: URL(fileURLWithPath: path))

        // Action
        let app = try TapLab.load(path)
        let corner = TapLab.trace(app, at: CGPoint(x: 128, y: 308))
        let centre = TapLab.trace(app, at: CGPoint(x: 195, y: 375))

        // Assertion: the view is the program's class, a button (it took `text`), and its override decides.
        XCTAssertTrue(centre.hitView is RoundButton)
        XCTAssertEqual((centre.hitView as? UIButton)?.title, "OK")
        XCTAssertEqual(corner.hitView?.accessibilityIdentifier, "root")
        XCTAssertTrue(corner.text.contains("RoundButton.point(inside:with:) is overridden and returned false"), corner.text)
    }

    func testASwiftClassNobodyRegisteredIsAnErrorThatSaysHowToRegisterIt() throws {
        // Precondition
        let folder = try makeTemporaryFolder()
        let path = folder.appendingPathComponent("unknown.yaml").path
        try Data("view:\n  id: root\n  subviews:\n    - {id: x, class: NeverRegisteredView, frame: [0, 0, 10, 10]}\n".utf8)
            .write(to: URL(fileURLWithPath: path))

        // Action / Assertion
        XCTAssertThrowsError(try TapLab.load(path)) { error in
            let message = (error as? TapLabError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("\(path):4:22: error: class must be one of view, button"), message)
            XCTAssertTrue(message.hasSuffix("TapLab.register(NeverRegisteredView.self)"), message)
        }
    }

    func testALoadedLayoutKeepsItsControllersAliveAsLongAsTheApplication() throws {
        // Precondition: the gallery's responder-chain layout gives a view its own controller (cardVC).
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Layouts/001-responder-chain.yaml").path

        // Action
        let app = try TapLab.load(path)

        // Assertion: nothing but the application holds cardVC, and it is still in the chain.
        let chains = [CGPoint(x: 195, y: 300), CGPoint(x: 100, y: 500), CGPoint(x: 300, y: 700)]
            .map { TapLab.trace(app, at: $0).chain.map(\.logName) }
        XCTAssertTrue(chains.contains { $0.contains("cardVC") }, "\(chains)")
    }

    func testAMissingFileIsAnErrorNamingIt() {
        XCTAssertThrowsError(try TapLab.load("/nonexistent/layout.yaml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/layout.yaml:1:1: error:"), "\(error)")
        }
    }
}

final class TapLabPastedSubclassTests: XCTestCase {
    /// A button subclass as UIKit code writes it: both initializers, a shared set-up.
    final class LargeTapButton: UIButton {
        var margin: CGFloat = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            commonInit()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            commonInit()
        }

        private func commonInit() { margin = 20 }

        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -margin, dy: -margin).contains(point)
        }
    }

    func testASubclassWithUIKitsTwoInitializersIsRegisteredAndBuiltFromALayout() throws {
        // Precondition
        TapLab.register(LargeTapButton.self)
        addTeardownBlock { ViewClassRegistry.unregister("LargeTapButton") }
        let path = try makeTemporaryFolder().appendingPathComponent("large.yaml").path
        try Data("view:\n  id: root\n  subviews:\n    - {id: small, class: LargeTapButton, frame: [100, 100, 40, 40]}\n".utf8)
            .write(to: URL(fileURLWithPath: path))

        // Action: 10 points left of the frame, inside the margin its set-up gave it.
        let report = TapLab.trace(try TapLab.load(path), at: CGPoint(x: 90, y: 120))

        // Assertion
        XCTAssertEqual((report.hitView as? LargeTapButton)?.margin, 20)
        XCTAssertEqual(report.hitView?.accessibilityIdentifier, "small")
    }
}
