import ArgumentParser
import Foundation
import TapExplain
import TapLab
import TapPicture

/// How `shot`, `timeline` and `figure` write what they drew: `-o -` is SVG
/// on standard output (text a pipe or a terminal can take; PNG and PDF need
/// a file name), any other path is checked first, then drawn in its
/// extension's format and written safely. Also their `--size WxH` check.
/// Problems are worded in the command's language.
enum PictureOutput {
    /// Writes `encode(format)` to `output`; the size written, nil for standard output.
    @discardableResult
    static func write(_ output: String, force: Bool, language: Language,
                      _ encode: (PictureFormat) throws -> (data: Data, size: PixelSize)) throws -> PixelSize? {
        if output == Terminal.standardStream {
            Terminal.write(try encode(.svg).data, to: .output)
            return nil
        }
        if let problem = PictureWriter.outputProblem(output, force: force, forceName: "--force") {
            Terminal.error(problem, language: language)
            throw ExitCode(1)
        }
        let picture = try encode(PictureFormat(path: output) ?? .png)
        try Terminal.write(picture.data, to: output, force: force, language: language)
        return picture.size
    }

    /// `--size WxH`: whole pixels, each side 16 to `ShotCommand.sizeLimit`.
    static func validate(size: String?, example: String = "1920x1080", language: Language) throws {
        guard let size else { return }
        guard let parsed = PixelSize(size) else {
            throw ValidationError(OptionProblem.sizeFormat(example: example, given: size).text(in: language))
        }
        guard (16...ShotCommand.sizeLimit).contains(parsed.width), (16...ShotCommand.sizeLimit).contains(parsed.height) else {
            throw ValidationError(OptionProblem.sizeRange(parsed, limit: ShotCommand.sizeLimit).text(in: language))
        }
    }
}
