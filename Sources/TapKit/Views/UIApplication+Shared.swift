import Foundation

extension UIApplication {
    /// UIKit's singleton, the application `UIApplicationMain` creates. TapKit
    /// runs many applications in one process (every loaded layout, every
    /// test), so here it is the most recently created application that is
    /// still alive — the one a layout just built — or, when none is, an
    /// empty one, so that code written for UIKit (`UIApplication.shared.windows`)
    /// runs unchanged.
    public static var shared: UIApplication {
        SharedApplication.slot.application ?? UIApplication()
    }

    func becomeShared() {
        SharedApplication.slot.application = self
    }
}

/// Held weakly, so that `shared` keeps no application (and its windows) alive.
private final class SharedApplication: @unchecked Sendable {
    static let slot = SharedApplication()
    private let lock = NSLock()
    private weak var current: UIApplication?

    var application: UIApplication? {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
