import ArgumentParser
import Foundation
import TapFiles
import TapLab
import TapLayout
import TapPicture

/// `taplab gallery [FOLDER] [--output DIR] [--check]`: the gallery page.
///
/// Renders every layout after its script, with every overlay but live
/// touches, as `taplab shot --crop auto --scale 2` composes it, into
/// `DIR/images/NAME.png` and `NAME.svg` (for slides; its words are real
/// `<text>`), and writes `DIR/GALLERY.md` with one row per layout: the
/// picture (linked to its full size and its SVG), the title, what it teaches, the difficulty;
/// then each script's timeline (`images/timeline/NAME.png` and `.svg`, see
/// `GalleryCommand+Timelines`) and a few scripts' recordings
/// (`images/recording/NAME.gif`, see `GalleryCommand+Recordings`).
/// `--check` renders into memory and fails when anything on disk differs
/// (the test suite runs it, so the page cannot go stale).
///
///     $ taplab gallery --check
///     gallery is up to date (33 layouts)
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Regenerate the gallery page and its screenshots (or check they are up to date).")

    @Argument(help: "The folder of layouts.")
    var folder = "Layouts"

    @Option(help: ArgumentHelp("Where GALLERY.md and images/ go.", valueName: "DIR"))
    var output = "docs"

    @Flag(help: "Change nothing; exit 1 when the page or a picture is out of date.")
    var check = false

    @Flag(help: "Replace pictures and the page even when they are links, have other names or are not files TapLab wrote.")
    var force = false

    @OptionGroup var lang: MessageLanguageOption

    static let overlays: OverlaySet = OverlaySet.all.subtracting(.touches)

    /// `shot --crop auto --scale 2` with the English legend: the views the
    /// overlays talk about, at two pixels per point. A phone screen's crop
    /// is at most 780 pixels wide, so GitHub (which shows a picture at most
    /// about 880 pixels wide) shows every word at twice its size in points;
    /// a wider aspect would be shrunk to fit and its words with it.
    static func request(of path: String, fonts: FontSet) -> ShotRequest {
        var request = ShotRequest(overlays: overlays)
        request.fonts = fonts
        request.playsScript = true
        request.composition = ShotComposition(crop: "auto", language: .en)
        request.reload = { try LayoutLoader.load(path: path) }
        return request
    }

    /// Narrower than this (pixels), the legend under the crop breaks into
    /// a column of one or two words a line: such a picture is drawn at
    /// `--aspect 4:3`, which widens the crop and moves the legend beside it
    /// (under 1,000 pixels wide for a narrow crop, so shrunk little on GitHub).
    static let narrowest = 640

    /// The picture of `scene` in `format`, as `request` composes it.
    static func encode(_ scene: Scene, of loaded: LoadedLayout, request: ShotRequest, format: PictureFormat) throws -> Data {
        var request = request
        let png = try request.encode(scene, of: loaded, format: .png)
        if png.size.width < narrowest { request.composition.aspect = PictureAspect("4:3") } else if format == .png { return png.data }
        return try request.encode(scene, of: loaded, format: format).data
    }

    func run() throws {
        let language = lang.language
        let paths = LayoutsFolder.layoutFiles(in: folder)
        guard !paths.isEmpty else {
            Terminal.error(CommandProblem.noLayoutsHere, at: folder, language: language)
            throw ExitCode(1)
        }
        let images = (output as NSString).appendingPathComponent("images")
        if !check { try? FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true) }
        let fonts: FontSet
        do { fonts = try FontSet() } catch {
            Terminal.error(failure: error, language: language)
            throw ExitCode(1)
        }
        var rows: [String] = []
        var stale: [String] = []
        var timelines: [(base: String, title: String)] = []
        for path in paths {
            let name = (path as NSString).lastPathComponent
            let base = (name as NSString).deletingPathExtension
            let loaded: LoadedLayout
            do { loaded = try LayoutLoader.load(path: path) } catch {
                Terminal.report(error, language: language)
                throw ExitCode(1)
            }
            do {
                let request = Self.request(of: path, fonts: fonts)
                let scene = try request.scene(of: loaded)
                for format in [PictureFormat.png, .svg] {
                    let file = (images as NSString).appendingPathComponent("\(base).\(format.rawValue)")
                    let data = try Self.encode(scene, of: loaded, request: request, format: format)
                    if check {
                        // Compared in memory: no file in a shared temporary folder.
                        if data != FileManager.default.contents(atPath: file) { stale.append(file) }
                    } else {
                        try SafeFile.write(data, to: file, force: force)
                    }
                }
            } catch {
                Terminal.error(failure: error, at: path, language: language)
                throw ExitCode(1)
            }
            rows.append(row(loaded, base: base))
            do {
                stale += try writeTimeline(of: path, base: base, fonts: fonts, images: images)
                if !loaded.script.isEmpty { timelines.append((base, loaded.title)) }
            } catch {
                Terminal.error(CommandProblem.galleryStep(.timeline, ErrorWords(error)), at: path, language: language)
                throw ExitCode(1)
            }
        }
        do { stale += try writeSlides(Self.lessonSlides, into: "lessons", images: images) } catch {
            Terminal.error(CommandProblem.galleryStep(.lessonSlides, ErrorWords(error)), language: language)
            throw ExitCode(1)
        }
        do { stale += try writeSlides(Self.figureSlides, into: "figures", images: images) } catch {
            Terminal.error(CommandProblem.galleryStep(.figures, ErrorWords(error)), language: language)
            throw ExitCode(1)
        }
        // Recordings last: cairo numbers every surface a process makes, and
        // the SVGs above must not change with the frames drawn here.
        for path in paths where Self.recorded.contains(((path as NSString).lastPathComponent as NSString).deletingPathExtension) {
            do { stale += try writeRecording(of: path, fonts: fonts, images: images) } catch {
                Terminal.error(CommandProblem.galleryStep(.recording, ErrorWords(error)), at: path, language: language)
                throw ExitCode(1)
            }
        }
        let page = Self.page(rows: rows, folder: folder) + Self.lessonSection() + Self.figureSection() + Self.timelineSection(timelines)
            + Self.recordingSection(timelines)
        let pagePath = (output as NSString).appendingPathComponent("GALLERY.md")
        if check {
            if FileManager.default.contents(atPath: pagePath) != Data(page.utf8) { stale.append(pagePath) }
            guard stale.isEmpty else {
                for path in stale { Terminal.say(CommandProblem.outOfDate, at: path, language: language) }
                Terminal.say(CommandProblem.regenerateGallery, language: language)
                throw ExitCode(1)
            }
            Terminal.out(.galleryUpToDate(layouts: paths.count), language: language)
        } else {
            do { try SafeFile.write(Data(page.utf8), to: pagePath, force: force) } catch {
                Terminal.error(failure: error, language: language)
                throw ExitCode(1)
            }
            Terminal.out(.wroteGallery(page: pagePath, pictures: paths.count, images: images), language: language)
        }
    }

    private func row(_ layout: LoadedLayout, base: String) -> String {
        let teaches = layout.description.split(whereSeparator: \.isNewline).joined(separator: " ")
            .replacingOccurrences(of: "|", with: "\\|")
        let stars = String(repeating: "★", count: layout.difficulty) + String(repeating: "☆", count: 4 - layout.difficulty)
        let title = layout.title.replacingOccurrences(of: "|", with: "\\|")
        return "| <a href=\"images/\(base).png\"><img src=\"images/\(base).png\" width=\"320\" alt=\"\(base)\"></a><br>"
            + "[PNG](images/\(base).png) · [SVG](images/\(base).svg) | **\(title)**<br>`\(base).yaml` | \(teaches) | \(stars) |"
    }

    static func page(rows: [String], folder: String) -> String {
        """
        \(TapLabSignature.galleryPage)

        Every layout in `\(folder)/`, drawn by `taplab shot` after its own script with the
        overlays on: hit regions, the last hit-test walk (numbers in call order, pruned
        views and why), the responder chain, content outside an unclipped parent,
        layers and recognizer states, cropped to the views they talk about, with the
        legend (`taplab shot --crop auto --scale 2`). Click a picture for its full size;
        its SVG (for slides, text selectable) is linked beside it. Open one with `taplab run \(folder)/NAME.yaml`;
        `taplab check \(folder)` verifies every expectation. Regenerate this page with
        `make gallery` (the test suite fails when it is out of date).

        | picture | layout | what it teaches | difficulty |
        |---|---|---|---|

        """ + rows.joined(separator: "\n") + "\n"
    }
}
