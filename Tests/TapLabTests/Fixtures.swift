import Foundation
import TapLab
import XCTest

/// A button whose touch area is the circle inside its frame (seed 002).
final class RoundButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let r = min(bounds.width, bounds.height) / 2
        return hypot(point.x - bounds.midX, point.y - bounds.midY) <= r
    }
}

/// A full-screen overlay that lets touches through to what is below it,
/// unless they land on one of its subviews (seed 002's pass-through view).
final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The SPEC 10 scene: a round button at (120, 300, 150, 150) on `root`.
func roundButtonApplication() -> (UIApplication, RoundButton) {
    let app = TapLab.application(screen: CGSize(width: 390, height: 844))
    let round = RoundButton(frame: CGRect(x: 120, y: 300, width: 150, height: 150))
    round.accessibilityIdentifier = "round"
    app.keyWindow!.rootViewController!.view!.addSubview(round)
    return (app, round)
}

extension XCTestCase {
    /// A new, empty folder under the temporary directory, removed when the test ends.
    func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("TapLabTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
