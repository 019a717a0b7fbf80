import Foundation
import XCTest
import TapExplain
import TapKit
@testable import TapLayout

/// A dump is opened by building its plan directly (`DumpApplicationBuilder`)
/// and imported by writing the plan as a layout (`DumpLayoutWriter`): the
/// imported file, loaded by the layout loader, must be the very same tree —
/// every view's class, geometry, flags, look, identity, scroll state,
/// recognizers and responder chain.
final class DumpPlanEmitterTests: XCTestCase {
    /// Everything about a view that the two routes set (what its dump
    /// said of it is in its layout's `provenance`).
    static func facts(of view: UIView, in provenance: ProvenanceTable) -> String {
        let dumped = provenance[view]
        let scroll = (view as? UIScrollView).map { "offset \($0.contentOffset) size \($0.contentSize) paging \($0.isPagingEnabled) delays \($0.delaysContentTouches) cancels \($0.canCancelContentTouches)" } ?? ""
        let recognizers = (view.gestureRecognizers ?? []).map { r in
            "\(r.logName) \(type(of: r)) cancels \(r.cancelsTouchesInView) began \(r.delaysTouchesBegan) ended \(r.delaysTouchesEnded) enabled \(r.isEnabled)"
        }
        let text = (view as? UILabel)?.text ?? (view as? UIButton)?.title ?? ""
        return [
            "\(type(of: view)) \(view.appClassName?.printed ?? "-") \(dumped?.address ?? "-") \(dumped?.overriddenMethods ?? [])",
            "bounds \(view.bounds) center \(view.center) transform \(view.transform)",
            "alpha \(view.alpha) hidden \(view.isHidden) interaction \(view.isUserInteractionEnabled) clips \(view.clipsToBounds)",
            "multiple \(view.isMultipleTouchEnabled) exclusive \(view.isExclusiveTouch) enabled \((view as? UIControl)?.isEnabled ?? true)",
            "color \(String(describing: view.backgroundColor)) corner \(view.layer.cornerRadius) border \(view.layer.borderWidth) \(String(describing: view.layer.borderColor))",
            "text \(text) level \((view as? UIWindow)?.windowLevel.rawValue ?? 0) \(scroll)",
            "recognizers \(recognizers) undescribed \(dumped?.hasUndescribedRecognizers ?? false)",
            "contentView \(((view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView)?.logName ?? "-")",
            "layers \((view.layer.sublayers ?? []).map { "\($0.name ?? "-") \($0.frame)" })",
            "chain \(view.responderChain.map(\.logName))",
            "subviews \(view.subviews.map(\.logName))",
        ].joined(separator: "\n")
    }

    func assertSameTrees(_ text: String, file name: String, line: UInt = #line) throws {
        // Precondition: the dump opened directly, and its imported layout loaded.
        let direct = try LayoutLoader.load(text: text, file: name)
        let imported = try LayoutLoader.load(text: DumpReader.importLayout(text, file: name).text, file: "imported.yaml")
        // Assertion: the same objects, and every view the same.
        XCTAssertEqual(direct.ids, imported.ids, name, line: line)
        XCTAssertEqual(direct.screenSize, imported.screenSize, name, line: line)
        XCTAssertEqual(direct.application.windows.map(\.logName), imported.application.windows.map(\.logName), name, line: line)
        for id in direct.ids {
            guard let a = direct.view(id) else { continue }
            let b = try XCTUnwrap(imported.view(id), "\(name): \(id)", line: line)
            XCTAssertEqual(Self.facts(of: a, in: direct.provenance), Self.facts(of: b, in: imported.provenance), "\(name): \(id)", line: line)
        }
    }

    func testEveryRealDumpOpensAsTheSameTreeItsImportedFileGives() throws {
        let folder = try XCTUnwrap(RealDumpTests.folder)
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".txt") {
            let text = try LayoutLoader.readText(path: folder.appendingPathComponent(file).path)
            guard (try? DumpReader.read(text, file: file)) != nil else { continue }
            try assertSameTrees(text, file: file)
        }
    }

    func testTheHelpersJSONOpensAsTheSameTreeItsImportedFileGives() throws {
        let app = DumpFixture.gallery()
        let json = DumpFixture.json(app.windows)

        try assertSameTrees(json, file: "gallery.json")
    }
}
