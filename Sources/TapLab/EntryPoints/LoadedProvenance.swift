import Foundation
import TapExplain
import TapKit

/// What `TapLab.load` read from a dump, by the application it returned. A
/// program gets only the application (SPEC 10), while the facts of the
/// dump beyond its classes are its layout's `ProvenanceTable`, not the
/// views': so the entry points a program calls with that application
/// (`trace`, `why`, `replay`, `run`) find them here, and a dump loaded from
/// a program reads as it does on the command line, which passes its
/// loaded layout's table itself. An application no dump was loaded into
/// has an empty table.
///
/// Process-wide, as `ViewClassRegistry` is. An entry lives as long as its
/// application; the next load drops those whose application is gone.
enum LoadedProvenance {
    /// An application, held weakly, and its dump's table.
    private struct Entry {
        weak var application: UIApplication?
        let provenance: ProvenanceTable
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Keeps `provenance` for `application` (nothing for a layout no dump made).
    static func remember(_ provenance: ProvenanceTable, for application: UIApplication) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.value.application != nil }
        guard !provenance.isEmpty else { return }
        entries[ObjectIdentifier(application)] = Entry(application: application, provenance: provenance)
    }

    /// A program's `rebuild` as a fix check builds copies: each copy's
    /// application with the table `TapLab.load` kept for it.
    static func rebuild(_ build: (() throws -> UIApplication)?) -> FixReplay.Rebuild? {
        build.map { build in { let app = try build(); return (app, of(app)) } }
    }

    /// The table `TapLab.load` kept for `application`, else an empty one.
    static func of(_ application: UIApplication) -> ProvenanceTable {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(application)], entry.application === application else { return ProvenanceTable() }
        return entry.provenance
    }
}
