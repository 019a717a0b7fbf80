import Foundation
import XCTest
@testable import TapLayout

/// Hand-written dumps for the reader tests: a window holding one button,
/// one value per line so that diagnostics point at predictable places, and
/// edits of it that break one thing each.
enum HandWrittenDump {
    /// The fields every view must have, with defaults.
    static func view(_ cls: String, _ address: String, bounds: String = "[0, 0, 100, 40]", center: String = "[50, 20]",
                     extra: String = "", subviews: String = "[]") -> String {
        """
        {"class": "\(cls)", "address": "\(address)", \(extra)"bounds": \(bounds), "center": \(center),
         "transform": [1, 0, 0, 1, 0, 0], "alpha": 1, "hidden": false, "interaction": true, "clips": false,
         "multipleTouch": false, "exclusiveTouch": false, "gestures": [], "overrides": [], "subviews": \(subviews)}
        """
    }

    static func document(windows: String, screen: String = #"{"width": 390, "height": 844}"#) -> String {
        """
        {"format": "taplab-dump", "version": 1, "screen": \(screen),
         "windows": [\(windows)]}
        """
    }

    /// The window starts at 2:14, the button at 5:1.
    static let valid = document(windows: view("UIWindow", "0x10", bounds: "[0, 0, 390, 844]", center: "[195, 422]",
                                              extra: #""level": 1000, "rootViewController": {"class": "UIViewController", "address": "0x20", "id": "rootVC"}, "#,
                                              subviews: "[\n" + view("MyApp.LoginButton", "0x30", extra: #""id": "login", "enabled": false, "#) + "]"))

    /// `valid` with the first `old` replaced by `new`.
    static func valid(replacing old: String, with new: String) -> String {
        guard let range = valid.range(of: old) else { fatalError("'\(old)' is not in the valid dump") }
        return valid.replacingCharacters(in: range, with: new)
    }
}

extension XCTestCase {
    /// The diagnostics reading `text` fails with, as printed; empty when it reads.
    func dumpDiagnostics(_ text: String) -> [String] {
        do {
            _ = try TapLabDumpJSONReader.read(text: text, file: "dump.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func readDump(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> ViewDump {
        do {
            return try TapLabDumpJSONReader.read(text: text, file: "dump.json")
        } catch {
            XCTFail("the dump was rejected:\n\(error.description)", file: file, line: line)
            throw error
        }
    }
}
