import Foundation
import TapFiles
import TapKit
import TapLab
import TapLayout
import TapPicture

/// The gallery's recordings: a few layouts' scripts as `taplab record`
/// draws them (`images/recording/NAME.gif`, kept small: a GIF of every
/// layout would weigh the repository down), and a section that shows them.
extension GalleryCommand {
    /// The layouts recorded, and the arguments they are recorded with.
    static let recorded: Set<String> = ["001-gesture-puzzle"]
    static let recordingArguments = "--crop auto --scale 2 --lang en"

    /// Records the layout and writes its GIF (or, with `--check`, compares
    /// it); returns the files out of date.
    func writeRecording(of path: String, fonts: FontSet, images: String) throws -> [String] {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = (images as NSString).appendingPathComponent("recording")
        if !check { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let file = (folder as NSString).appendingPathComponent("\(base).gif")
        let request = RecordingRequest(fps: 10, overlays: try OverlaySet.parse(RecordCommand.defaultOverlays).get(),
                                       composition: ShotComposition(crop: "auto", language: .en), scale: 2, fonts: fonts)
        let loaded = try LayoutLoader.load(path: path)
        let (data, _, _, _) = try TapLab.encodeRecording(loaded.script, load: { try LayoutLoader.load(path: path) }, request: request,
                                                      format: .gif, scriptName: path)
        if check { return FileManager.default.contents(atPath: file) == data ? [] : [file] }
        try SafeFile.write(data, to: file, force: force)
        return []
    }

    /// The page's section of recordings.
    static func recordingSection(_ layouts: [(base: String, title: String)]) -> String {
        let entries = layouts.filter { recorded.contains($0.base) }.map { base, title in
            """
            ### \(title.replacingOccurrences(of: "|", with: "\\|"))

            ![recording of \(base)](images/recording/\(base).gif)

            `taplab record Layouts/\(base).yaml -o \(base).gif \(recordingArguments)`
            """
        }
        guard !entries.isEmpty else { return "" }
        return """

        ## Recordings

        A script as `taplab record` plays it, ten frames a second in virtual time: the finger
        (with the way it went since the frame before), the hit-test walk and the responder chain
        from the moment the touch begins, recognizer badges as their states change, and under the
        picture the event log's last lines, the ones just logged highlighted.


        """ + entries.joined(separator: "\n\n") + "\n"
    }
}
