import Foundation
import TapKit

/// A running 64-bit fingerprint of the values folded into it, in order.
/// Not `Hasher`: SipHash's per-value cost was most of a cached frame's time
/// on an app of 5,000 views; this is one multiply and shift per word, and a
/// frame's fingerprint is only compared with the last frame's (not a hash
/// table facing chosen inputs).
struct Fingerprint: Equatable {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    @inline(__always)
    mutating func combine(_ word: UInt64) {
        value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 29
    }

    mutating func combine(_ n: Int) { combine(UInt64(bitPattern: Int64(n))) }
    mutating func combine(_ x: CGFloat) { combine(Double(x).bitPattern) }
    mutating func combine(_ b: Bool) { combine(b ? 1 as UInt64 : 2) }
    mutating func combine(_ x: CGFloat?) { if let x { combine(x) } else { combine(3 as UInt64) } }
    mutating func combine(_ n: Int?) { if let n { combine(n) } else { combine(4 as UInt64) } }

    mutating func combine(_ s: String?) {
        guard var s else { combine(5 as UInt64); return }
        combine(s.utf8.count)
        s.withUTF8 { bytes in
            var word: UInt64 = 0, shift: UInt64 = 0
            for byte in bytes {
                word |= UInt64(byte) << shift
                shift += 8
                if shift == 64 { combine(word); word = 0; shift = 0 }
            }
            if shift > 0 { combine(word) }
        }
    }

    mutating func combine(_ t: CGAffineTransform) {
        combine(t.a); combine(t.b); combine(t.c); combine(t.d); combine(t.tx); combine(t.ty)
    }

    mutating func combine(_ color: RGBA) {
        // In steps: one expression of four shifts took the type checker 2.7 s.
        var word = UInt64(color.r)
        word |= UInt64(color.g) << 8
        word |= UInt64(color.b) << 16
        word |= UInt64(color.a) << 24
        combine(word)
    }

    mutating func combine(_ face: FontFace) { combine(face == .sans ? 6 as UInt64 : 7) }
    mutating func combine(_ id: ObjectIdentifier) { combine(UInt64(UInt(bitPattern: id))) }
    mutating func combine(_ id: ObjectIdentifier?) { if let id { combine(id) } else { combine(8 as UInt64) } }
}
