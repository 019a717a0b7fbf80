import Foundation
import TapFiles
import TapKit
import TapLayout

extension TapLab {
    /// Loads a layout file (or a view-hierarchy dump, SPEC 9) as a live
    /// application, so a program can start from YAML and add its own views:
    ///
    ///     TapLab.register(RoundButton.self)          // before loading a layout that names it
    ///     let app = try TapLab.load("Layouts/002-circle-button.yaml")
    ///     let root = app.keyWindow!.rootViewController!.view!
    ///
    /// Warnings (what a dump left out) go to standard error. What a dump
    /// said of its views beyond their classes (overrides, what it left
    /// out) is kept for the application, so that `trace`, `why`, `replay`
    /// and `run` note it as `taplab` does. Throws `TapLabError`, one
    /// `FILE:LINE:COLUMN: error: ...` line per problem.
    public static func load(_ path: String) throws -> UIApplication {
        do {
            let loaded = try LayoutLoader.load(path: path)
            for warning in loaded.warnings {
                // Dropped when standard error refuses it (closed, full): never a trap.
                try? StandardStream.error.write(warning.description + "\n")
            }
            LoadedProvenance.remember(loaded.provenance, for: loaded.application)
            return loaded.application
        } catch {
            throw TapLabError(error)
        }
    }

    /// Lets layout files name a view class of your program: after
    /// `TapLab.register(RoundButton.self)` a layout may say
    /// `{id: ok, class: RoundButton, frame: [120, 300, 150, 150]}`, and that
    /// view is a `RoundButton` with its overrides. The class is named by its
    /// Swift name without the module; the view gets the layout keys of its
    /// UIKit family (a `UIButton` subclass takes `text` and `enabled`).
    public static func register<View: UIView>(_ type: View.Type) {
        ViewClassRegistry.register(type)
    }
}
