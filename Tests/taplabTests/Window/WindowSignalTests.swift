import Foundation
import XCTest

/// A window started as a shell's background job (`taplab run LAYOUT &`)
/// starts with SIGINT ignored; Ctrl+C in its terminal or a script's
/// `kill -INT` must still close it, as the window's help says. Skipped when
/// xvfb-run or xdotool is not installed.
final class WindowSignalTests: XCTestCase {
    func testAWindowStartedWithInterruptIgnoredStillClosesOnInterrupt() throws {
        // Given a window whose process started with SIGINT ignored (and would run a minute)
        let layout = TapLabProcess.repositoryRoot.appendingPathComponent("Layouts/000-enlarged-button.yaml").path
        let folder = try makeTemporaryFolder("taplab-window-signal")
        let window = try RealWindow.open([layout], in: folder, exitAfter: 60, ignoringInterrupt: true)

        // When it is sent SIGINT
        let status = try window.close(timeout: 10)

        // Then it closes at once, cleanly
        XCTAssertEqual(status, 0, window.stderr.text)
    }
}
