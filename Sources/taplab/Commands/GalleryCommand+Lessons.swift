import ArgumentParser
import Foundation
import TapFiles
import TapExplain
import TapPicture

/// The gallery's lesson slides: one figure per topic a teacher explains —
/// the hit-test walk, the responder chain, a gesture conflict, a scroll
/// view's delay — in English and Chinese, each drawn by the very `shot` or
/// `timeline` command the page prints under it (SPEC 13), at a slide's
/// 16:9, into `images/lessons/NAME-en.png` and `NAME-zh.png`.
extension GalleryCommand {
    struct LessonSlide {
        var base: String
        var topic: String
        /// The command after `taplab`, without `-o` and `--lang`.
        var arguments: [String]
    }

    static let lessonSlides: [LessonSlide] = [
        LessonSlide(base: "walk", topic: "The hit-test walk: three taps, each with its own walk",
                    arguments: ["shot", "Layouts/000-walk-order.yaml", "--tap", "90,330", "--tap", "280,600", "--tap", "195,720",
                                "--overlay", "walk", "--walk", "each", "--size", "1280x720"]),
        LessonSlide(base: "chain", topic: "The responder chain, in UIKit's class names",
                    arguments: ["shot", "Layouts/001-responder-chain.yaml", "--script", "--overlay", "walk,chain", "--names", "class",
                                "--aspect", "16:9", "--size", "1280x720"]),
        LessonSlide(base: "gesture-conflict", topic: "A gesture conflict: the recognizer wins, the view's touches are cancelled",
                    arguments: ["timeline", "Layouts/001-gesture-puzzle.yaml", "--lanes", "touched", "--size", "1280x720"]),
        LessonSlide(base: "scroll-delay", topic: "A scroll view's delay: delaysContentTouches holds the button's touchesBegan",
                    arguments: ["timeline", "Layouts/105-scroll-delays-content-touches.yaml", "--lanes", "touched", "--size", "1280x720"]),
    ]

    static let lessonLanguages = ["en", "zh"]

    /// Draws every slide of `slides` in both languages into `images/name/`
    /// and writes it (or, with `--check`, compares it); returns the files
    /// out of date. The lesson slides and the figures both come this way.
    func writeSlides(_ slides: [LessonSlide], into name: String, images: String) throws -> [String] {
        let folder = (images as NSString).appendingPathComponent(name)
        if !check { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        var stale: [String] = []
        for slide in slides {
            for language in Self.lessonLanguages {
                let file = (folder as NSString).appendingPathComponent("\(slide.base)-\(language).png")
                let arguments = Self.arguments(slide, language: language, output: file, layouts: self.folder)
                let data: Data
                switch slide.arguments.first {
                case "shot": data = try ShotCommand.parse(arguments).encoded(.png).data
                case "figure": data = try FigureCommand.parse(arguments).encoded(.png).data
                default: data = try TimelineCommand.parse(arguments).encoded(.png).data
                }
                if check {
                    if FileManager.default.contents(atPath: file) != data { stale.append(file) }
                } else {
                    try SafeFile.write(data, to: file, force: force)
                }
            }
        }
        return stale
    }

    /// The slide's command as parsed: its layout (the argument naming a
    /// .yaml) in `layouts`, its language and output.
    private static func arguments(_ slide: LessonSlide, language: String, output: String, layouts: String) -> [String] {
        let arguments = Array(slide.arguments.dropFirst()).map { argument in
            argument.hasSuffix(".yaml") ? (layouts as NSString).appendingPathComponent((argument as NSString).lastPathComponent) : argument
        }
        return arguments + ["--lang", language, "-o", output]
    }

    /// The page's section of lesson slides.
    static func lessonSection() -> String {
        let entries = lessonSlides.map { slide in
            let command = "taplab " + slide.arguments.joined(separator: " ")
            return """
            ### \(slide.topic)

            | \(Language.en.autonym) | \(Language.zh.autonym) |
            |---|---|
            | ![\(slide.base), \(Language.en.autonym)](images/lessons/\(slide.base)-en.png) | ![\(slide.base), \(Language.zh.autonym)](images/lessons/\(slide.base)-zh.png) |

            `\(command) --lang en -o \(slide.base).png` (or `--lang zh`; `.svg` and `.pdf` keep the words as text)
            """
        }
        return """

        ## Lesson slides

        One figure per topic a lesson on touches explains, made for a 16:9 slide, in English and
        Chinese, each by the command under it: the picture at the moment of its touch, the legend
        reduced to a line of swatches, no label under 18 pixels at 1920×1080 (these are 1280×720).


        """ + entries.joined(separator: "\n\n") + "\n"
    }
}
