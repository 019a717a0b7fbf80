import Foundation
import TapFiles
import TapKit
import TapPicture

/// The record key: the live session as a GIF beside the screenshots
/// (`taplab-<layout>-N.gif`, named as `ScreenshotNamer` names them), drawn
/// and encoded by TapPicture as `taplab record` does — the window hands
/// it frames and knows no file format.
extension WindowModel {
    /// Whether a recording is running.
    public var isRecording: Bool { liveRecording != nil }

    /// Starts recording, or stops and saves the recording running.
    public func toggleRecording() {
        needsRedraw = true
        if liveRecording != nil { finishRecording(); return }
        guard let document else { status = strings.nothingToSave; return }
        guard let fonts else { status = strings.noFonts; return }
        // The name is found now, to show it, but left free until the GIF is
        // written: a window killed while recording left a 0-byte GIF under it.
        let path: String
        switch ScreenshotNamer.claim(folder: hooks.screenshotFolder, layoutName: document.name, extension: "gif") {
        case let .success(p): path = p
        case let .failure(error):
            status = strings.recordingNotSaved("\(error)")
            hooks.onProblem?("error: \(error)")
            return
        }
        unlink(path)
        do {
            let screen = CGRect(origin: .zero, size: document.screenSize)
            let layout = try RecordingLayout(crop: screen, screen: document.screenSize, aspect: nil, scale: 1)
            let picture = try RecordingPicture(layout: layout, fonts: fonts)
            liveRecording = LiveRecording(path: path, gif: GIFRecording(width: layout.size.width, height: layout.size.height),
                                          picture: picture, start: now, recordsShown: log.count)
        } catch {
            status = strings.recordingNotSaved("\(error)")
            hooks.onProblem?("error: \(error)")
            return
        }
        captureRecordingFrames()
        status = strings.recordingTo(path)
    }

    /// Draws every frame due by now (the state now: nothing changed since
    /// the last tick that is not already applied).
    func captureRecordingFrames() {
        guard let recording = liveRecording, var scene else { return }
        scene.selectedView = nil
        while recording.nextFrameTime <= now {
            let entries = log.entries
            let newCount = min(entries.count, log.count - recording.recordsShown)
            let caption = RecordingCaption(time: recording.nextFrameTime - recording.start, records: entries, newFrom: entries.count - newCount)
            let canvas = recording.picture.draw(scene, overlays: overlays.union(.touches), caption: caption)
            do {
                try recording.gif.append(canvas, delay: GIFRecording.delay(frame: recording.frame, fps: LiveRecording.fps))
            } catch {
                finishRecording()
                return
            }
            recording.frame += 1
            recording.recordsShown = log.count
        }
        if recording.gif.storedBytes > LiveRecording.maxStoredBytes {
            finishRecording()
            status = strings.recordingFull(recording.path)
        }
    }

    /// When the window must wake for the next frame (nil when not recording).
    var nextRecordingFrameTime: TimeInterval? { liveRecording?.nextFrameTime }

    /// Stops the recording and writes its GIF; returns its path.
    @discardableResult
    public func finishRecording() -> String? {
        guard let recording = liveRecording else { return nil }
        liveRecording = nil
        needsRedraw = true
        var path = recording.path
        do {
            let data = try recording.gif.encode()
            // Taken while recording (another window, another program): the next free name.
            if FileManager.default.fileExists(atPath: path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                path = try ScreenshotNamer.claim(folder: hooks.screenshotFolder, layoutName: document?.name ?? path, extension: "gif").get()
            }
            do { try SafeFile.write(data, to: path) } catch { throw RenderError.file(error) }
        } catch {
            // A name claimed just now holds nothing: it is not left behind.
            if path != recording.path, (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0 { unlink(path) }
            status = strings.recordingNotSaved("\(error)")
            hooks.onProblem?("error: \(error)")
            return nil
        }
        status = strings.recordingSaved(path, String(recording.frame),
                                        formatNumber(Double(recording.frame) / Double(LiveRecording.fps)))
        hooks.onScreenshot?(path)
        return path
    }
}
