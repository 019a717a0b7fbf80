import Foundation
import TapKit

extension CommandStatus {
    static let english: @Sendable (CommandStatus) -> String = { status in
        switch status {
        case let .wrote(path):
            "wrote \(path)"
        case let .wroteSized(path, size):
            "wrote \(path) (\(size))"
        case let .wroteRecording(path, size, frames, fps, seconds):
            "wrote \(path) (\(size), \(frames) frames at \(fps) fps: \(formatNumber(seconds)) s of script)"
        case let .checkPassed(file, count):
            "ok   \(file) (\(count) expectation\(count == 1 ? "" : "s"))"
        case let .checkFailed(file):
            "FAIL \(file)"
        case let .checkSummary(passed, failed):
            "\(passed) passed, \(failed) failed"
        case let .galleryUpToDate(layouts):
            "gallery is up to date (\(layouts) layouts)"
        case let .wroteGallery(page, pictures, images):
            "wrote \(page) and \(pictures) pictures in \(images)"
        case let .imported(views, dump, format):
            "\(views) views from \(dump) (\(format))"
        case .importedLayoutName:
            "the imported layout"
        case let .createdPlayground(folder, root):
            "created \(folder), a TapLab playground depending on \(root):"
        case let .playgroundNext(folder, name):
            "next: cd \(folder) && swift run   (the window; `swift run \(name) --shot \(name).png` writes a picture)"
        case let .replayed(times, peak):
            "replayed the script \(times) time\(times == 1 ? "" : "s"); peak resident memory "
                + (peak.map { "\(formatNumber(Double($0) / 1_048_576, decimals: 1)) MB" } ?? "unknown")
        case let .reloaded(path):
            "reloaded \(path)"
        case let .recordingProgress(path, frame, total):
            "recording \(path): frame \(frame) of \(total)"
        }
    }
}
