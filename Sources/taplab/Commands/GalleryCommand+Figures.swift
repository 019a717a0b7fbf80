import ArgumentParser
import Foundation
import TapExplain
import TapPicture

/// The gallery's figures (SPEC 13): each kind of `taplab figure` for a seed
/// layout — the A–E walk of the articles among them — in English and
/// Chinese, each drawn by the very command the page prints under it, into
/// `images/figures/NAME-en.png` and `NAME-zh.png`.
extension GalleryCommand {
    static let figureSlides: [LessonSlide] = [
        LessonSlide(base: "tree", topic: "tree: Apple's nested A–E boxes beside the view tree, the walk numbered in call order",
                    arguments: ["figure", "tree", "Layouts/000-walk-order.yaml", "--tap", "280,600"]),
        LessonSlide(base: "flow", topic: "flow: how hitTest(_:with:) decides, each visited view at its exit",
                    arguments: ["figure", "flow", "Layouts/000-invisible-overlays.yaml"]),
        LessonSlide(base: "chain", topic: "chain: the responder chain by class, and where the touch went",
                    arguments: ["figure", "chain", "Layouts/001-responder-chain.yaml"]),
        LessonSlide(base: "states", topic: "states: each recognizer's state machine, its path lit and timed",
                    arguments: ["figure", "states", "Layouts/001-single-vs-double-tap.yaml"]),
    ]

    /// The page's section of figures.
    static func figureSection() -> String {
        let entries = figureSlides.map { figure in
            let command = "taplab " + figure.arguments.joined(separator: " ")
            return """
            ### \(figure.topic)

            | \(Language.en.autonym) | \(Language.zh.autonym) |
            |---|---|
            | ![\(figure.base), \(Language.en.autonym)](images/figures/\(figure.base)-en.png) | ![\(figure.base), \(Language.zh.autonym)](images/figures/\(figure.base)-zh.png) |

            `\(command) --lang en -o \(figure.base).pdf` (or `--lang zh`; `.png` and `.svg` too)
            """
        }
        return """

        ## Figures

        The drawings teachers otherwise make by hand, made from the layout itself by the command under each:
        the view tree with the walk, the decision flowchart, the responder chain, the state machines.


        """ + entries.joined(separator: "\n\n") + "\n"
    }
}
