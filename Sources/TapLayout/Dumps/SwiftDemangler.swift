import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Readable Swift class names for a dump's mangled ones: the Objective-C
/// runtime prints a Swift class as `_TtC5MyApp15LoginButtonView` and a
/// SwiftUI host as `_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_`
/// (600-character lines in real dumps); people read `MyApp.LoginButtonView`
/// and `SwiftUI._UIHostingView<MyApp.ContentView>`.
///
/// The Swift runtime's own `swift_demangle` reads only the current mangling,
/// not these `_Tt` runtime names, so TapLab asks the toolchain's demangler
/// library (`libswiftDemangle`, what `swift demangle` uses), found beside the
/// Swift runtime this program runs on. Without it a name stays as printed.
///
///     SwiftDemangler.readable("_TtC5MyApp15LoginButtonView")   // "MyApp.LoginButtonView"
///     SwiftDemangler.readable("UIButton")                       // "UIButton"
enum SwiftDemangler {
    /// `name` demangled, or `name` itself when it is not a mangled Swift
    /// name or no demangler is at hand.
    static func readable(_ name: String) -> String {
        guard name.hasPrefix("_Tt") || name.hasPrefix("$s") || name.hasPrefix("_$s"), let demangle = function else { return name }
        return name.withCString { mangled -> String in
            var buffer = [CChar](repeating: 0, count: 1024)
            var length = demangle(mangled, &buffer, buffer.count)
            if length >= buffer.count {
                buffer = [CChar](repeating: 0, count: length + 1)
                length = demangle(mangled, &buffer, buffer.count)
            }
            guard length > 0, length < buffer.count else { return name }
            return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    private typealias Demangle = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>, Int) -> Int

    /// `swift_demangle_getDemangledName`, looked up once.
    private static let function: Demangle? = {
        for path in candidates {
            guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL), let symbol = dlsym(handle, "swift_demangle_getDemangledName") else { continue }
            return unsafeBitCast(symbol, to: Demangle.self)
        }
        return nil
    }()

    /// Beside the Swift runtime this program runs on (Linux: the
    /// `libswiftCore.so` in `/proc/self/maps`, `…/usr/lib/swift/linux/` →
    /// `…/usr/lib/`), in Apple's toolchains, then on the search path.
    private static var candidates: [String] {
        #if canImport(Darwin)
        return ["/Library/Developer/CommandLineTools/usr/lib/libswiftDemangle.dylib",
                "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libswiftDemangle.dylib",
                "libswiftDemangle.dylib"]
        #else
        // Read to the end: procfs files have no size, and a sized read stops at the first page.
        let maps = FileHandle(forReadingAtPath: "/proc/self/maps").map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } ?? ""
        let runtime = maps.split(separator: "\n").lazy.compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/"), line.hasSuffix("/libswiftCore.so") else { return nil }
            return String(line[slash...])
        }.first
        let beside = runtime.map {
            URL(fileURLWithPath: $0).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("libswiftDemangle.so").path
        }
        return (beside.map { [$0] } ?? []) + ["/usr/lib/libswiftDemangle.so"]
        #endif
    }
}
