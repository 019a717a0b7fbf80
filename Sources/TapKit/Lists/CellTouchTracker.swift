import Foundation

/// The selection rules UITableView and UICollectionView share, run from the
/// list's own `touches*` methods (UIKit's lists track their cells' touches
/// there: a touch on a cell's content is passed up the chain to the list):
///
/// - the cell under the touch highlights when the list hears `touchesBegan`,
///   which `delaysContentTouches` holds for 0.15 s — or releases at once on
///   a quick tap's touch up;
/// - on `touchesEnded` the cell unhighlights and, when the touch lifted
///   inside it, is selected — Apple's Collection View Programming Guide
///   ("Managing the Visual State for Selections and Highlights", figure
///   "Tracking touches in a collection view"): touch down,
///   `shouldHighlight`/`didHighlight`; touch up, `shouldSelect`,
///   `didUnhighlight`, `didSelect` (today's page: "Changing the appearance
///   of selected and highlighted cells"); single selection first deselects
///   the row selected before, multiple selection deselects a selected row
///   tapped again. PSTCollectionView, a reimplementation checked against
///   UIKit, tracks its cells in its own `touchesBegan`/`touchesEnded` too;
/// - `touchesCancelled` (the touch became a scroll, or a recognizer that
///   cancels touches recognized) only unhighlights. A recognizer with
///   `cancelsTouchesInView = false` leaves the touch to end normally (Apple:
///   when false, the view "continues to receive touches"), so the row is
///   selected as well: the usual fix when a tap recognizer over a table
///   stops `didSelectRowAt`;
/// - a touch the list never hears selects nothing: a control in the cell
///   keeps its touches, as does a content view that consumes them.
final class CellTouchTracker {
    var allowsSelection = true
    var allowsMultipleSelection = false
    /// The selected rows, in the order they were selected.
    private(set) var selectedRows: [Int] = []
    private weak var touch: UITouch?
    private var row: Int?

    func began(_ touches: Set<UITouch>, on list: UIView, cells: [SelectableCell]) {
        guard allowsSelection, touch == nil,
              let first = touches.min(by: { $0.touchIdentifier < $1.touchIdentifier }),
              let hit = first.view,
              let index = cells.firstIndex(where: { hit.isDescendant(of: $0) }) else { return }
        touch = first
        row = index
        change(.highlight, index, on: list, cells: cells)
    }

    func ended(_ touches: Set<UITouch>, on list: UIView, cells: [SelectableCell]) {
        guard let tracked = touch, let index = finish(touches, on: list, cells: cells) else { return }
        let cell = cells[index]
        guard cell.bounds.contains(tracked.location(in: cell)) else { return }
        if allowsMultipleSelection {
            change(selectedRows.contains(index) ? .deselect : .select, index, on: list, cells: cells)
        } else {
            for old in selectedRows where old != index { change(.deselect, old, on: list, cells: cells) }
            change(.select, index, on: list, cells: cells)
        }
    }

    func cancelled(_ touches: Set<UITouch>, on list: UIView, cells: [SelectableCell]) {
        _ = finish(touches, on: list, cells: cells)
    }

    /// Ends the tracked touch if it is among `touches`: unhighlights its
    /// cell and returns its row.
    private func finish(_ touches: Set<UITouch>, on list: UIView, cells: [SelectableCell]) -> Int? {
        guard let tracked = touch, touches.contains(tracked), let index = row else { return nil }
        touch = nil
        row = nil
        guard index < cells.count else { return nil }
        change(.unhighlight, index, on: list, cells: cells)
        return index
    }

    /// Selects or deselects `row` without a log line: UIKit's
    /// `selectRow(at:animated:scrollPosition:)` does not call the delegate.
    func setSelected(_ selected: Bool, row index: Int, cells: [SelectableCell]) {
        guard index >= 0, index < cells.count else { return }
        if selected, !allowsMultipleSelection {
            for old in selectedRows where old != index && old < cells.count { cells[old].isSelected = false }
            selectedRows.removeAll()
        }
        selectedRows.removeAll { $0 == index }
        if selected { selectedRows.append(index) }
        cells[index].isSelected = selected
    }

    /// Makes `cells` the list's subviews in place of `old`, and forgets
    /// rows past their end. A cell already in the list keeps its place among
    /// the list's other subviews (a dumped table's headers and indicators,
    /// iOS 7–10's `UITableViewWrapperView` between a table and its rows).
    func adopt(_ cells: [SelectableCell], replacing old: [SelectableCell], in list: UIView) {
        for cell in old where !cells.contains(where: { $0 === cell }) { cell.removeFromSuperview() }
        for cell in cells where !cell.isDescendant(of: list) { list.addSubview(cell) }
        selectedRows.removeAll { $0 >= cells.count }
        if let index = row, index >= cells.count { touch = nil; row = nil }
    }

    private func change(_ change: ListChange, _ index: Int, on list: UIView, cells: [SelectableCell]) {
        switch change {
        case .highlight: cells[index].isHighlighted = true
        case .unhighlight: cells[index].isHighlighted = false
        case .select: setSelected(true, row: index, cells: cells)
        case .deselect: setSelected(false, row: index, cells: cells)
        }
        if let app = list.application {
            app.report(EventRecord(t: app.currentTime, .list(change, list: list.logged, row: index)))
        }
    }
}
