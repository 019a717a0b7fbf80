import Foundation
import TapFiles
import TapExplain
import TapKit
import TapLayout
import TapPicture

extension TapLab {
    /// The one path from a script to a recording file (`taplab record`):
    /// a GIF, MP4 or WebM by the path's extension, written safely as
    /// `shot` writes. `load` gives a fresh application each call: an
    /// automatic crop plays the script once to find what the overlays talk
    /// about over the whole recording, then again to draw. Fingers are
    /// always drawn. Returns the frame count, the size and the script
    /// seconds recorded (to the last event plus the idle tail).
    package static func drawRecording(_ steps: [ScriptStep], load: () throws -> LoadedLayout, request: RecordingRequest,
                                      to path: String, force: Bool, forceName: String,
                                      scriptName: String) throws -> (frames: Int, size: PixelSize, length: TimeInterval) {
        guard let format = RecordingFormat(path: path), !PictureWriter.isLayoutName(path) else {
            throw TapLabError(EntryPointProblem.output(PictureWriter.isLayoutName(path) ? .layoutFile(path: path, .picture)
                : RecordingFormat.pathProblem(path) ?? .recordingExtension(path: path, extension: "", advised: false)))
        }
        do { try SafeFile.checkReplaceable(path, force: force) } catch {
            throw TapLabError(EntryPointProblem.output(.file(error.worded(force: forceName))))
        }
        if format != .gif, VideoEncoder.executable("ffmpeg") == nil {
            throw TapLabError(EntryPointProblem.output(.ffmpegMissing(path: path)))
        }
        let recording: (data: Data, frames: Int, size: PixelSize, length: TimeInterval)
        do {
            recording = try encodeRecording(steps, load: load, request: request, format: format, scriptName: scriptName)
        } catch let error as RenderError {
            throw TapLabError(EntryPointProblem.cannotWrite(path: path, ErrorWords(error)))
        }
        do { try SafeFile.write(recording.data, to: path, force: force) } catch {
            throw TapLabError(EntryPointProblem.output(.file(error.worded(force: forceName))))
        }
        return (recording.frames, recording.size, recording.length)
    }

    /// The recording's bytes in `format`, its frame count and size (the
    /// gallery compares them with the file it has).
    package static func encodeRecording(_ steps: [ScriptStep], load: () throws -> LoadedLayout, request: RecordingRequest,
                                        format: RecordingFormat, scriptName: String)
        throws -> (data: Data, frames: Int, size: PixelSize, length: TimeInterval) {
        let overlays = request.overlays.union(.touches)
        // What happens when, to cut the idle tail: the script played once, headless.
        let lastEvent: TimeInterval?
        do {
            let probe = try load()
            lastEvent = try ScriptRunner.run(steps, on: probe.application).records.last.map(\.t)
        } catch let problem as ScriptTimeline.Problem {
            throw TapLabError(EntryPointProblem.diagnostics([ExpectationChecker.scriptDiagnostic(problem, file: scriptName)]))
        }
        let length = ScriptRecorder.length(try ScriptTimeline(steps), lastEvent: lastEvent)
        var loaded = try load()
        let first = Scene(application: loaded.application, screenSize: loaded.screenSize)
        let options: ScreenshotOptions, language: Language
        do {
            options = try request.composition.options(scale: request.scale, size: nil, overlays: overlays, layout: loaded, scene: first)
            language = request.composition.resolvedLanguage
        } catch {
            throw error
        }
        var crop = RecordingLayout.crop(options.crop, scene: first, overlays: overlays)
        if options.crop == .auto {
            var union: CGRect?
            try play(steps, on: loaded, request: request, language: language, length: length, scriptName: scriptName) { scene, _ in
                let rect = RecordingLayout.crop(.auto, scene: scene, overlays: overlays)
                union = union.map { $0.union(rect) } ?? rect
            }
            crop = union ?? crop
            loaded = try load()
        }
        let layout = try RecordingLayout(crop: crop, screen: loaded.screenSize, aspect: options.aspect, scale: request.scale)
        if format == .gif { try checkGIFBudget(frames: frameCount(length, request), size: layout.size, maxBytes: request.maxBytes) }
        let picture = try RecordingPicture(layout: layout, fonts: request.fonts, theme: options.theme,
                                           legend: request.showsLegend ? options.legendLanguage : nil)
        let sink = try RecordingSink(format, size: layout.size, fps: request.fps)
        let total = frameCount(length, request)
        try play(steps, on: loaded, request: request, language: language, length: length, scriptName: scriptName) { scene, caption in
            var scene = scene
            scene.names = options.names
            try sink.append(picture.draw(scene, overlays: overlays, caption: caption))
            request.progress?(sink.frames, total)
        }
        return (try sink.finish(), sink.frames, layout.size, length)
    }

    static func frameCount(_ length: TimeInterval, _ request: RecordingRequest) -> Int {
        ScriptRecorder.frameCount(length: length / min(max(request.speed, 0.01), 1), fps: request.fps)
    }

    /// A GIF's frames wait on disk (`FrameSpill`) until it is encoded, each
    /// at most its whole picture, four bytes a pixel: that estimate must fit
    /// both the budget and the temporary folder's free space.
    private static func checkGIFBudget(frames: Int, size: PixelSize, maxBytes: Int) throws {
        let estimate = frames.multipliedReportingOverflow(by: size.width * size.height * 4)
        if estimate.overflow || estimate.partialValue > maxBytes {
            throw TapLabError(EntryPointProblem.gifOverBudget(megabytes: estimate.overflow ? nil : estimate.partialValue >> 20, frames: frames,
                                                              size: size, limitMB: maxBytes >> 20))
        }
        let folder = FileManager.default.temporaryDirectory.path
        var disk = statvfs()
        if statvfs(folder, &disk) == 0 {
            let free = Int(disk.f_bavail).multipliedReportingOverflow(by: Int(disk.f_frsize))
            if !free.overflow, estimate.partialValue > free.partialValue {
                throw TapLabError(EntryPointProblem.gifOverDisk(megabytes: estimate.partialValue >> 20, frames: frames, size: size,
                                                                folder: folder, freeMB: free.partialValue >> 20))
            }
        }
    }

    private static func play(_ steps: [ScriptStep], on loaded: LoadedLayout, request: RecordingRequest, language: Language,
                             length: TimeInterval, scriptName: String, frame: (Scene, RecordingCaption) throws -> Void) throws {
        do {
            try ScriptRecorder.play(steps, on: loaded.application, screenSize: loaded.screenSize, fps: request.fps,
                                    language: language, length: length, speed: request.speed, frame: frame)
        } catch let problem as ScriptTimeline.Problem {
            throw TapLabError(EntryPointProblem.diagnostics([ExpectationChecker.scriptDiagnostic(problem, file: scriptName)]))
        }
    }
}
