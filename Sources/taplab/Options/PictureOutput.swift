import ArgumentParser
import Foundation
import TapPicture

/// How `shot`, `timeline` and `figure` write what they drew: `-o -` is SVG
/// on standard output (text a pipe or a terminal can take; PNG and PDF need
/// a file name), any other path is checked first, then drawn in its
/// extension's format and written safely. Also their `--size WxH` check.
enum PictureOutput {
    /// Writes `encode(format)` to `output`; the size written, nil for standard output.
    @discardableResult
    static func write(_ output: String, force: Bool, _ encode: (PictureFormat) throws -> (data: Data, size: PixelSize)) throws -> PixelSize? {
        if output == Terminal.standardStream {
            FileHandle.standardOutput.write(try encode(.svg).data)
            return nil
        }
        if let problem = PictureWriter.outputProblem(output, force: force, forceName: "--force") {
            Terminal.err("error: \(problem)")
            throw ExitCode(1)
        }
        let picture = try encode(PictureFormat(path: output) ?? .png)
        try Terminal.write(picture.data, to: output, force: force)
        return picture.size
    }

    /// `--size WxH`: whole pixels, each side 16 to `ShotCommand.sizeLimit`.
    static func validate(size: String?, example: String = "1920x1080") throws {
        guard let size else { return }
        guard let parsed = PixelSize(size) else {
            throw ValidationError("--size must be WIDTHxHEIGHT in pixels, e.g. \(example), not '\(size)'")
        }
        guard (16...ShotCommand.sizeLimit).contains(parsed.width), (16...ShotCommand.sizeLimit).contains(parsed.height) else {
            throw ValidationError("--size \(parsed) is out of range: each side must be 16...\(ShotCommand.sizeLimit) pixels")
        }
    }
}
