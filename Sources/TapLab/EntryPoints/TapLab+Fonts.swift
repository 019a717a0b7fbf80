import Foundation
import TapPicture

extension TapLab {
    /// The fonts an entry point draws with (DejaVu Sans or `TAPLAB_FONT`),
    /// or a `TapLabError` saying why there are none.
    static func fonts() throws -> FontSet {
        do { return try FontSet() } catch { throw TapLabError(EntryPointProblem.render(error)) }
    }
}
