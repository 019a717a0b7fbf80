import Foundation
import TapKit
@testable import TapExplain
@testable import TapPicture
@testable import TapWindow

/// The stub language's FigureWord table: an exhaustive `switch`, and the rest.
let japaneseFigure = FigureWord.Table(word: { (word: FigureWord) -> String in
    switch word {
    case .tree: "ja·The hit-test walk on the view tree"
    case .nestedBoxes: "ja·the screen"
    case .viewTree: "ja·the view tree"
    case .notAsked: "ja·never asked"
    case .folded: "ja·views never asked"
    case .callOrder: "ja·numbers: hitTest calls in call order (subviews last to first)"
    case .returns: "ja·returns"
    case .returnsNil: "ja·returns nil"
    case .hitView: "ja·hit view"
    case .flowTitle: "ja·How hitTest(_:with:) decides, for each view it asks"
    case .start: "ja·hitTest(point, with: event)"
    case .hidden: "ja·isHidden?"
    case .alpha: "ja·alpha < 0.01?"
    case .interaction: "ja·isUserInteractionEnabled == false?"
    case .inside: "ja·point(inside:with:) false?"
    case .subviews: "ja·ask each subview, last to first:\nhitTest(converted point)"
    case .subviewFound: "ja·a subview returned a view?"
    case .returnNil: "ja·return nil"
    case .returnSubviews: "ja·return that view"
    case .returnSelf: "ja·return self"
    case .yes: "ja·yes"
    case .no: "ja·no"
    case .visited: "ja·views that left here"
    case .chainTitle: "ja·The responder chain of the hit view, and where the touch went"
    case .nextArrow: "ja·next"
    case .noTouches: "ja·no touches"
    case .viewController: "ja·view controller"
    case .window: "ja·window"
    case .application: "ja·application"
    case .appDelegate: "ja·app delegate"
    case .statesTitle: "ja·Each recognizer's states in the script"
    case .possible: "ja·possible"
    case .began: "ja·began"
    case .changed: "ja·changed"
    case .recognized: "ja·recognized"
    case .ended: "ja·ended"
    case .cancelled: "ja·cancelled"
    case .failed: "ja·failed"
    case .notReached: "ja·not reached"
    case .lostTo: "ja·failed: recognized first:"
    case .decided: "ja·decided at"
    }
}, waitsFor: { list in "ja·waits for \(list) to fail" })
