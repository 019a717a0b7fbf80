import Foundation
import TapKit

/// The views of a loaded dump, each with what its dump said about it
/// (`DumpProvenance`), kept beside the views rather than on them: TapKit is
/// UIKit plus typed facts of the simulation, and what a dump knows is the
/// explaining's concern. `TapLayout` fills one as it builds a dump or an
/// imported layout (`LoadedLayout.provenance`); the walk's notes, `--why`,
/// the inspector and `taplab import` read it.
///
/// A table is empty for a tree a program built in code: no view of it
/// comes from a dump, so nothing is noted. Keyed by object identity, it
/// holds each view, so that an identifier is never reused while its entry
/// lives.
///
///     loaded.provenance[button]?.overriddenMethods   // ["pointInside"]
///     loaded.provenance.isFromDump(window)            // false: TapLab added it
public struct ProvenanceTable {
    /// A view and what its dump said; the view is held so that its
    /// identifier stays its own.
    private struct Entry {
        let view: UIView
        var provenance: DumpProvenance
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// An empty table: no view is from a dump.
    public init() {}

    /// What `view`'s dump said, or nil when it is not from a dump.
    public subscript(view: UIView) -> DumpProvenance? {
        get { entries[ObjectIdentifier(view)]?.provenance }
        set { entries[ObjectIdentifier(view)] = newValue.map { Entry(view: view, provenance: $0) } }
    }

    /// Whether `view` was read from an app's dump (not made by TapLab or a program).
    public func isFromDump(_ view: UIView) -> Bool {
        entries[ObjectIdentifier(view)] != nil
    }

    /// Room for `count` views, reserved before a dump of that many is read.
    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// How many views are from a dump.
    public var count: Int { entries.count }

    public var isEmpty: Bool { entries.isEmpty }
}
