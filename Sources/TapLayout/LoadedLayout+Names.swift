import Foundation
import TapKit

extension LoadedLayout {
    /// What a name on the command line or in a script found.
    public enum NameLookup {
        case found(id: String, LayoutObject)
        /// Several views answer to the name (a class name many views have).
        case ambiguous([String])
        case unknown
    }

    /// SPEC 9: a view is named by its id, by the address a dump printed
    /// (`0x7fe1c0d0a2b0`, any letter case), or by its class name when only
    /// one view has that class (`UISwitch`, `MyApp.LoginButton` or `LoginButton`).
    ///
    ///     layout.lookUp("0x7fe1c0d0a2b0")   // .found(id: "UIButton-0x7fe1c0d0a2b0", …)
    public func lookUp(_ name: String) -> NameLookup {
        if let object = objects[name] { return .found(id: name, object) }
        let views = objects.compactMap { id, object in object.view.map { (id, $0) } }
        let address = name.lowercased().hasPrefix("0x") ? name.lowercased() : "0x" + name.lowercased()
        if let (id, view) = views.first(where: { $0.1.appIdentity?.address?.lowercased() == address }) {
            return .found(id: id, .view(view))
        }
        let byClass = views.filter { _, view in
            let className = view.className
            return className == name || DumpedClass.lastComponent(of: className) == name
        }.sorted { $0.0 < $1.0 }
        switch byClass.count {
        case 0: return .unknown
        case 1: return .found(id: byClass[0].0, .view(byClass[0].1))
        default: return .ambiguous(byClass.map(\.0))
        }
    }
}
