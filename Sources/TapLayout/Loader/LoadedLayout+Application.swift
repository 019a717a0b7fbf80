import Foundation
import TapKit

extension LoadedLayout {
    /// An application a program built in code, seen as a layout, so that
    /// everything that works on a layout file — scripts naming views
    /// (`tap: {on: round}`), shots, the window — works on it too.
    ///
    /// Names are what the program gave: a view's `accessibilityIdentifier`,
    /// a view controller's `identifier`, a recognizer's `name`, plus
    /// `application` and `appDelegate`; a view without a name can still be
    /// named by its class when it is the only view of that class. The screen
    /// is the key window's (`UIWindow.screen`).
    public convenience init(application: UIApplication, file: String = "<program>", title: String = "",
                            description: String = "") {
        var objects: [String: LayoutObject] = ["application": .application(application)]
        if let delegate = application.delegate as? UIResponder { objects["appDelegate"] = .delegate(delegate) }
        var duplicates: [String: [String]] = [:]
        var counts: [String: Int] = [:]
        /// Under its name; a second object of that name under `NAME#2`, and
        /// so on, with the name marked as shared. An unnamed view under
        /// `CLASS#N`, so that naming its class finds it.
        func add(_ name: String, _ object: LayoutObject) {
            counts[name, default: 0] += 1
            let n = counts[name] ?? 1
            guard n > 1 || objects[name] != nil else {
                objects[name] = object
                return
            }
            let key = "\(name)#\(max(n, 2))"
            if duplicates[name] == nil { duplicates[name] = [name] }
            duplicates[name]?.append(key)
            objects[key] = object
        }
        var pending: [UIView] = application.windows.reversed()
        while let view = pending.popLast() {
            if let id = view.identifier, !id.isEmpty {
                add(id, .view(view))
            } else {
                counts[view.className, default: 0] += 1
                objects["\(view.className)#\(counts[view.className] ?? 1)"] = .view(view)
            }
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view, let id = controller.identifier {
                add(id, .controller(controller))
            }
            for recognizer in view.gestureRecognizers ?? [] {
                if let name = recognizer.name { add(name, .recognizer(recognizer)) }
            }
            pending.append(contentsOf: view.subviews.reversed())
        }
        let screen = (application.keyWindow ?? application.windows.first)?.screen.bounds.size
            ?? CGSize(width: 390, height: 844)
        self.init(file: file, title: title, description: description, difficulty: 1, screenSize: screen,
                  application: application, objects: objects, script: [], expectations: [], retained: [])
        duplicateNames = duplicates
    }
}
