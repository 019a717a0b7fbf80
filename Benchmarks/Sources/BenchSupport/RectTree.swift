import Foundation
import TapKit

/// The baseline for hit testing: the same views' screen rectangles,
/// precomputed into flat arrays, searched the way the walk searches them
/// (children from last to first, descend into the first that contains the
/// point) with nothing else — no hidden / alpha / interaction checks, no
/// hit shapes or insets, no transforms, no method calls, no reference counting.
public struct RectTree {
    private var minX: [Double] = [], minY: [Double] = [], maxX: [Double] = [], maxY: [Double] = []
    private var childStart: [Int32] = [], childEnd: [Int32] = []
    private var roots = 0..<0

    /// Every view under `windows` (back to front), breadth first, so that
    /// each view's subviews sit next to each other.
    public init(windows: [UIWindow]) {
        var queue: [UIView] = windows
        roots = 0..<windows.count
        var head = 0
        while head < queue.count {
            let view = queue[head]
            let box = view.bounds.applying(view.transformToScreen)
            minX.append(Double(box.minX)); minY.append(Double(box.minY))
            maxX.append(Double(box.maxX)); maxY.append(Double(box.maxY))
            childStart.append(Int32(queue.count))
            queue.append(contentsOf: view.subviews)
            childEnd.append(Int32(queue.count))
            head += 1
        }
    }

    public var count: Int { minX.count }

    /// The index of the deepest rectangle containing `p`, or -1.
    public func hit(_ p: CGPoint) -> Int {
        let x = Double(p.x), y = Double(p.y)
        return minX.withUnsafeBufferPointer { x0 in minY.withUnsafeBufferPointer { y0 in
            maxX.withUnsafeBufferPointer { x1 in maxY.withUnsafeBufferPointer { y1 in
                childStart.withUnsafeBufferPointer { cs in childEnd.withUnsafeBufferPointer { ce in
                    var found = -1
                    var lo = roots.lowerBound, hi = roots.upperBound
                    search: while true {
                        var i = hi - 1
                        while i >= lo {
                            if x >= x0[i] && x < x1[i] && y >= y0[i] && y < y1[i] {
                                found = i
                                lo = Int(cs[i]); hi = Int(ce[i])
                                continue search
                            }
                            i -= 1
                        }
                        return found
                    }
                } }
            } }
        } }
    }
}
