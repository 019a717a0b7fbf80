import Foundation
import TapKit
import TapPicture

extension WindowModel {
    // MARK: Screenshots

    /// Saves the picture `taplab shot` would draw for the current state (the
    /// overlays that are on, the walk as far as it is stepped; no selection
    /// outline) as `taplab-<layout>-N.png`; returns its path.
    @discardableResult
    public func saveScreenshot() -> String? {
        needsRedraw = true
        guard let document, let scene else { status = strings.nothingToSave; return nil }
        guard let fonts else { status = strings.noFonts; return nil }
        let path: String
        switch ScreenshotNamer.claim(folder: hooks.screenshotFolder, layoutName: document.name) {
        case let .success(p): path = p
        case let .failure(error):
            status = strings.screenshotNotSaved("\(error)")
            hooks.onProblem?("error: \(error)")
            return nil
        }
        var clean = scene
        clean.selectedView = nil
        do {
            try PictureWriter.write(clean, overlays: overlays, options: ScreenshotOptions(language: language), fonts: fonts, to: path)
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            status = strings.screenshotNotSaved("\(error)")
            hooks.onProblem?("error: \(error)")
            return nil
        }
        status = strings.saved(path)
        hooks.onScreenshot?(path)
        return path
    }
}
