import Foundation

/// The peak resident memory of this process, from /proc (kB → bytes):
/// `taplab run --replay` prints the peak after replaying a script.
enum ProcessMemory {
    static func read(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let digits = line.dropFirst(field.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
    static var peak: Int? { read("VmHWM") }
}
