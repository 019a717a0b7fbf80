import Foundation
import TapKit

/// One `requireToFail` entry of a layout: `waiter` waits for `other` to
/// fail; `node` is where the file says so.
struct RequireToFailEntry {
    let waiter: UIGestureRecognizer
    let other: UIGestureRecognizer
    let node: Node
}
