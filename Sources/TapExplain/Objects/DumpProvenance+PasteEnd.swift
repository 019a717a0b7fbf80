import Foundation

extension DumpProvenance {
    /// Where a paste that stops mid-line ends, on the view it ends at: what
    /// was printed after the cut is not known.
    public enum PasteEnd: Equatable, Sendable {
        /// Inside this view's line, after its frame: its later properties
        /// were not read, and anything printed after it is missing.
        case insideThisView
        /// In the line after this view's, before that view's frame: that
        /// view (left out) and anything after it are missing.
        case inNextView
    }
}
