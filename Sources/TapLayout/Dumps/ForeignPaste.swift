import Foundation

/// A paste that is a view tree, but not an iOS one or not UIKit's text:
/// recognized by its first lines so that it is refused by name, with what to
/// paste instead, rather than read as a broken layout ("the layout must be a
/// mapping") or a dump with no views.
public enum ForeignPaste: Sendable, Equatable {
    /// Android's `uiautomator dump` (`<?xml …?><hierarchy rotation="0"><node …`).
    case androidXML
    /// A web page (`<!DOCTYPE html>`, `<html …>`), e.g. a saved Stack Overflow answer.
    case html
    /// Flutter's `debugDumpApp()` (`WidgetsFlutterBinding - DEBUG MODE`, `[root]`, `└MaterialApp`).
    case flutter

    /// What `text` is, looking at its first 2 KB, or nil when it is none of these.
    public static func detect(_ text: String) -> ForeignPaste? {
        let head = String(text.utf8.prefix(2048)) ?? ""
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.lowercased()
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<hierarchy") {
            return trimmed.contains("<hierarchy") || trimmed.contains("<node ") ? .androidXML : nil
        }
        if trimmed.hasPrefix("<!doctype html") || trimmed.hasPrefix("<html") { return .html }
        let flutterMarks = ["widgetsflutterbinding", "[root](renderobject:", "renderview#", "└materialapp", "└cupertinoapp", "i/flutter ("]
        if flutterMarks.contains(where: trimmed.contains) { return .flutter }
        return nil
    }
}
