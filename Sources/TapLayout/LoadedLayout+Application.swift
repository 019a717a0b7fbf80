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
        func add(_ id: String?, _ object: LayoutObject) {
            guard let id, !id.isEmpty, objects[id] == nil else { return }
            objects[id] = object
        }
        var pending: [UIView] = application.windows.reversed()
        var unnamed = 0
        while let view = pending.popLast() {
            if view.identifier == nil {
                // Unnamed views are still objects (found by a class only they have).
                unnamed += 1
                objects["\(view.className)#\(unnamed)"] = .view(view)
            }
            add(view.identifier, .view(view))
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
                add(controller.identifier, .controller(controller))
            }
            for recognizer in view.gestureRecognizers ?? [] { add(recognizer.name, .recognizer(recognizer)) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        let screen = (application.keyWindow ?? application.windows.first)?.screen.bounds.size
            ?? CGSize(width: 390, height: 844)
        self.init(file: file, title: title, description: description, difficulty: 1, screenSize: screen,
                  application: application, objects: objects, script: [], expectations: [], retained: [])
    }
}
