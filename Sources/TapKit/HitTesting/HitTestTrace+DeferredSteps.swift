import Foundation

// A traced walk asks every subview, as UIKit's walk does, and records a
// step for each. Most subviews of a wide tree answer nil at their first
// test: a TapKit view whose cull box excludes the point, or that cannot be
// hit at all (`UIView.WalkClass.skip`). For those the walk records only
// which view it was and the point it was asked about, reading no more of
// the view than the walk that records nothing does (16 bytes); the step's
// point in the view's coordinates and its reason are worked out later by
// running the same walk (`UIView.walk`) on that one view, with the trace
// as recorder. "Later" is whichever comes first: the steps being read, or
// a change to any property hit testing reads (`UIView`'s `willSet`
// observers call `settlePending()`), so a step always says what the view
// answered when it was asked. This is what keeps a traced walk of a flat
// 10,000-view tree within a few times the untraced one (docs/PERFORMANCE.md).

extension HitTestTrace {
    /// The walk passed `subviews[index]` without asking it (see
    /// `HitTestRecorder.pass`): a record with the point still in the
    /// superview's coordinates, settled later (see above).
    @inline(__always)
    func pass(subview index: Int, of array: Int32, _ point: CGPoint) {
        let depth = top >= 0 ? records[top].depth + 1 : 0
        records.append(Record(view: ViewSlot(array: array, index: Int32(index)), point: point, depth: depth,
                              parent: Int32(top), isDecided: true, fact: .deferred))
        if deferredFrom < 0 {
            deferredFrom = records.count - 1
            HitTestTrace.makePending(self)
        }
    }

    /// Works out every deferred step (see above), in the order recorded.
    func settleDeferredSteps() {
        guard deferredFrom >= 0 else { return }
        let first = deferredFrom
        deferredFrom = -1
        HitTestTrace.forgetPending(self)
        let open = top
        for index in first..<records.count {
            guard case .deferred = records[index].fact, let view = view(records[index].view) else { continue }
            let point = view.convertFromSuperview(records[index].point)
            records[index].point = point
            records[index].fact = .none
            records[index].isDecided = false
            top = index
            // Refused or missed at its first test: the walk decides this
            // record and returns nil without asking any subview.
            _ = view.walk(point, nil, self)
        }
        top = open
    }

    /// Settles the deferred steps of the trace this thread walked last, if
    /// any: called before a property hit testing reads changes (the
    /// transform, hit insets and shape settle in their setters; the flags
    /// derived from them need not).
    @inline(__always)
    static func settlePending() {
        guard let raw = pthread_getspecific(pendingHandleKey) else { return }
        pthread_setspecific(pendingHandleKey, nil)
        Unmanaged<PendingHandle>.fromOpaque(raw).takeRetainedValue().settle()
    }

    /// One trace per thread has deferred steps: a new one settles the last.
    private static func makePending(_ trace: HitTestTrace) {
        let handle = trace.pendingHandle ?? PendingHandle(trace)
        trace.pendingHandle = handle
        let raw = Unmanaged.passUnretained(handle).toOpaque()
        guard pthread_getspecific(pendingHandleKey) != raw else { return }
        settlePending()
        pthread_setspecific(pendingHandleKey, Unmanaged.passRetained(handle).toOpaque())
    }

    private static func forgetPending(_ trace: HitTestTrace) {
        guard let handle = trace.pendingHandle, let raw = pthread_getspecific(pendingHandleKey),
              raw == Unmanaged.passUnretained(handle).toOpaque() else { return }
        pthread_setspecific(pendingHandleKey, nil)
        Unmanaged<PendingHandle>.fromOpaque(raw).release()
    }
}

/// How the thread finds a trace with deferred steps without keeping it
/// alive: a trace nobody keeps must be freed with its views. Not a `weak`
/// reference: that gives the trace a side table, and every retain of it in
/// the walk then takes the slow path (a tenth of a traced walk). The trace
/// owns its handle and closes it when it goes (`HitTestTrace.deinit`); the
/// handle's `unowned` reference is read only while it is open.
final class PendingHandle {
    private unowned let trace: HitTestTrace
    var isOpen = true

    init(_ trace: HitTestTrace) { self.trace = trace }

    func settle() {
        if isOpen { trace.settleDeferredSteps() }
    }
}

/// Each thread's pending handle, retained; released when settled, or when
/// the thread ends.
private let pendingHandleKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { raw in
        if let raw { Unmanaged<PendingHandle>.fromOpaque(raw).release() }
    }
    return key
}()
