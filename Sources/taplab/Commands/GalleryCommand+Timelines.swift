import Foundation
import TapFiles
import TapKit
import TapLab
import TapLayout
import TapPicture

/// The gallery's timelines: for every layout with a script,
/// `images/timeline/NAME.png` (one pixel per point, embedded in the page)
/// and `NAME.svg` beside it (for slides), drawn as `taplab timeline` draws
/// them, and a section of the page that shows them.
extension GalleryCommand {
    /// Draws the layout's timeline and writes it (or, with `--check`,
    /// compares it); returns the files that are out of date.
    func writeTimeline(of path: String, base: String, fonts: FontSet, images: String) throws -> [String] {
        let loaded = try LayoutLoader.load(path: path)
        guard !loaded.script.isEmpty else { return [] }
        let folder = (images as NSString).appendingPathComponent("timeline")
        if !check { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let facts = try TimelineRecorder.play(loaded.script, on: loaded.application)
        var stale: [String] = []
        for format in [PictureFormat.png, .svg] {
            let file = (folder as NSString).appendingPathComponent("\(base).\(format.rawValue)")
            let (data, _) = try TimelinePicture.encode(facts, title: loaded.title, language: .en, fonts: fonts, format: format, scale: 1)
            if check {
                if FileManager.default.contents(atPath: file) != data { stale.append(file) }
            } else {
                try SafeFile.write(data, to: file, force: force)
            }
        }
        return stale
    }

    /// The page's section of timelines, one per layout with a script.
    static func timelineSection(_ layouts: [(base: String, title: String)]) -> String {
        guard !layouts.isEmpty else { return "" }
        let entries = layouts.map { base, title in
            """
            ### \(title.replacingOccurrences(of: "|", with: "\\|"))

            [![timeline of \(base)](images/timeline/\(base).png)](images/timeline/\(base).svg)

            `taplab timeline Layouts/\(base).yaml -o \(base).svg` · [SVG](images/timeline/\(base).svg)
            """
        }
        return """

        ## Timelines

        Each layout's script as `taplab timeline` draws it: a lane per finger, recognizer,
        responder and control, time across in the script's virtual seconds (quiet stretches cut
        short, marked ≈). Held deliveries (`delaysTouchesBegan`, `delaysTouchesEnded`,
        `delaysContentTouches`) are orange hatched spans; grey bands are recognizers in
        `possible`; arrows show `cancelsTouchesInView` and `require(toFail:)`. Click a picture
        for its SVG.


        """ + entries.joined(separator: "\n\n") + "\n"
    }
}
