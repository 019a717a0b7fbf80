import Foundation
import TapExplain

extension EncodingProblem {
    static let english: @Sendable (EncodingProblem, Language) -> String = { problem, language in
        switch problem {
        case let .outputName(problem):
            problem.text(in: language)
        case let .figureTooLarge(kind, width, height, format):
            "the \(kind.rawValue) figure is \(width)x\(height) points, larger than a \(format.name) can be; give --size (e.g. --size 1920x1080) to scale it into that many pixels"
        case let .timelineTooLarge(width, height, format):
            "a \(width)x\(height) timeline is larger than a \(format.name) can be; write a .svg or .pdf"
        case let .timelinePagesTooLarge(pages, width, height, format):
            "the script's timeline is \(pages) pages, \(width)x\(height) pixels one under the other, larger than a "
                + "\(format.name) can be; write a .pdf (a page each), or a shorter --script"
        case let .pagesNotPDF(pages):
            "\(pages) pages: only a PDF has pages"
        case .pngNotVector:
            "PNG pictures are drawn on an OffscreenCanvas"
        case let .cairo(status):
            status
        case .ffmpegMissing:
            "ffmpeg is not installed (it is not on PATH); install it with `sudo apt-get install ffmpeg`, "
                + "or write a .gif, which needs no ffmpeg"
        case let .temporaryFolder(reason):
            "cannot make a temporary folder: \(reason)"
        case let .cannotStart(executable, reason):
            "cannot start \(executable): \(reason)"
        case let .ffmpegFailed(status, log):
            "ffmpeg failed (exit \(status))" + (log.isEmpty ? "" : ": \(log)")
        case let .gifCall(call, code):
            "\(call) failed: \(gifReason(code) ?? "error \(code)")"
        case let .gifRead(path, code):
            "cannot read \(path): \(gifReason(code) ?? "error \(code)")"
        case let .frameSize(width, height, recordingWidth, recordingHeight):
            "a \(width)x\(height) frame in a \(recordingWidth)x\(recordingHeight) recording"
        case let .frameSpill(step, code):
            "\(spillStep(step)): \(systemReason(code))"
        case .noPixels:
            "the canvas has no pixels"
        case .libpngStart:
            "libpng could not start"
        }
    }

    private static func spillStep(_ step: SpillStep) -> String {
        switch step {
        case .create: "cannot make a temporary file for the frames"
        case .write: "cannot keep a frame on disk"
        case .read: "cannot read a frame back"
        }
    }
}
