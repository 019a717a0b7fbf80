import Foundation
import TapKit

extension LayoutLoader {
    /// The keys only lists take (SPEC 11), with the lists they apply to.
    private static let listKeys: [(key: String, appliesTo: [ListKind])] = [
        ("cells", ListKind.allCases), ("allowsSelection", ListKind.allCases),
        ("allowsMultipleSelection", ListKind.allCases), ("rowHeight", [.tableView]),
        ("itemSize", [.collectionView]), ("spacing", [.collectionView]),
    ]

    /// `tableView` and `collectionView` keys: `cells: [VIEW…]`, `rowHeight`,
    /// `itemSize: [w, h]`, `spacing`, `allowsSelection`,
    /// `allowsMultipleSelection`. A cell's `subviews` go into its
    /// `contentView`, registered as `CELL.contentView`. A table's subview
    /// (`rowsOf`, iOS 7–10's `UITableViewWrapperView`) may hold the table's
    /// `cells`: they are the table's rows and that subview's subviews.
    func applyListKeys(_ m: MappingView, to view: UIView, depth: Int, rowsOf holder: UITableView? = nil) {
        let table = view as? UITableView, grid = view as? UICollectionView
        let holdsRows = holder != nil && table == nil && grid == nil
        for (key, appliesTo) in Self.listKeys where m[key] != nil {
            let applies = appliesTo.contains { $0 == .tableView ? table != nil : grid != nil } || (key == "cells" && holdsRows)
            if !applies { reader.error(.listKeyNotApplicable(key, lists: appliesTo), at: m.key(key)) }
        }
        if holdsRows, let holder, let node = m["cells"] {
            holdRows(node, of: holder, in: view, depth: depth, at: m.key("cells"))
            return
        }
        guard table != nil || grid != nil, let list = view as? UIScrollView else { return }
        if m["contentSize"] != nil {
            reader.error(.contentSizeOfList, at: m.key("contentSize"))
        }
        if let table {
            if let n = m["rowHeight"], let h = reader.number(n, "rowHeight", min: 0, max: 100_000) { table.rowHeight = h }
        }
        if let grid {
            if let n = m["itemSize"], let s = reader.size(n, "itemSize") { grid.itemSize = s }
            if let n = m["spacing"], let s = reader.number(n, "spacing", min: 0, max: 100_000) { grid.spacing = s }
        }
        let selection = (m["allowsSelection"].flatMap { reader.bool($0, "allowsSelection") },
                         m["allowsMultipleSelection"].flatMap { reader.bool($0, "allowsMultipleSelection") })
        var nodes = m["cells"].flatMap { reader.sequence($0, "cells") } ?? []
        if nodes.count > Self.maxViews || (depth >= Self.maxDepth && !nodes.isEmpty) {
            reader.error(.tooManyCells(views: Self.maxViews, levels: Self.maxDepth), at: m.key("cells"))
            nodes = []
        }
        let built = nodes.compactMap { buildCell($0, in: list, depth: depth + 1) }
        let cells = built.map(\.cell), framed = built.filter(\.framed).count
        if let table {
            let rows = cells.compactMap { $0 as? UITableViewCell }
            if framed > 0, framed < built.count {
                reader.error(.someRowsFramed, at: m.key("cells"))
            }
            if framed > 0, m["rowHeight"] != nil {
                reader.error(.rowHeightWithFramedRows, at: m.key("rowHeight"))
            }
            table.usesCellFrames = framed > 0 && framed == built.count
            table.cells = rows
            selection.0.map { table.allowsSelection = $0 }
            selection.1.map { table.allowsMultipleSelection = $0 }
        } else if let grid {
            grid.cells = cells.compactMap { $0 as? UICollectionViewCell }
            selection.0.map { grid.allowsSelection = $0 }
            selection.1.map { grid.allowsMultipleSelection = $0 }
        }
    }

    /// The rows a table's subview holds, built in it; they join the table
    /// once the subview is in it (`joinHeldRows`).
    private func holdRows(_ node: Node, of table: UITableView, in holder: UIView, depth: Int, at key: Node?) {
        var nodes = reader.sequence(node, "cells") ?? []
        if nodes.count > Self.maxViews || (depth >= Self.maxDepth && !nodes.isEmpty) {
            reader.error(.tooManyCells(views: Self.maxViews, levels: Self.maxDepth), at: key)
            nodes = []
        }
        let built = nodes.compactMap { buildCell($0, in: table, depth: depth + 1) }
        let rows = built.compactMap { $0.cell as? UITableViewCell }
        for row in rows { holder.addSubview(row) }
        heldRows[ObjectIdentifier(holder)] = (rows, !built.isEmpty && built.allSatisfy(\.framed), key)
    }

    /// Makes the rows `view` holds rows of `superview`, its table, after the
    /// table's own: framed as its other rows are (every row framed, or none).
    func joinHeldRows(of view: UIView, to superview: UIView) {
        guard !heldRows.isEmpty, let held = heldRows.removeValue(forKey: ObjectIdentifier(view)),
              let table = superview as? UITableView, !held.rows.isEmpty else { return }
        if table.cells.isEmpty {
            table.usesCellFrames = held.framed
        } else if table.usesCellFrames != held.framed {
            reader.error(ListProblem.someRowsFramed, at: held.at)
        }
        table.cells += held.rows
    }

    /// One cell: a view mapping whose class the list decides, placed where
    /// the list puts it before its subviews are built into its content view.
    /// `framed`: the cell has its own frame (a tableView's rows then keep theirs).
    private func buildCell(_ node: Node, in list: UIScrollView, depth: Int) -> (cell: UIView, framed: Bool)? {
        guard let m = reader.mapping(node, "cell", allowed: LayoutSchema.viewKeys) else { return nil }
        let table = list as? UITableView, grid = list as? UICollectionView
        let kind: ListKind = table != nil ? .tableView : .collectionView
        for key in ["class", "controller"] where m[key] != nil {
            reader.error(.cellKeyNotApplicable(key, list: kind), at: m.key(key))
        }
        if m["frame"] != nil, grid?.itemSize != nil {
            reader.error(.cellFrameWithItemSize, at: m.key("frame"))
        }
        let cell: SelectableCell = table != nil ? UITableViewCell() : UICollectionViewCell()
        applyViewKeys(m, to: cell, parentSize: list.bounds.size, defaultFrame: .zero, role: .cell(kind))
        applyListKeys(m, to: cell, depth: depth)
        if let table, m["frame"] == nil {
            cell.frame = CGRect(x: 0, y: 0, width: table.bounds.width, height: table.rowHeight)
        } else if table != nil {
            // Rows of their own heights, as a dumped table's (tableView(_:heightForRowAt:)).
        } else if let size = grid?.itemSize {
            cell.frame = CGRect(origin: .zero, size: size)
        } else if m["frame"] == nil, m["bounds"] == nil {
            reader.error(.cellNeedsFrame, at: node)
        }
        cell.layoutSubviews()
        let children = Array(m["subviews"].flatMap { reader.sequence($0, "subviews") } ?? [])
        for child in children { if let mark = child.mark { cellSubviewsAt.insert(SourcePosition(line: mark.line, column: mark.column)) } }
        let marked = children.indices.filter { Self.saysContentView(children[$0]) }
        if marked.count > 1 { reader.error(ListProblem.twoContentViews, at: children[marked[1]]) }
        if let flag = m["contentView"], let keeps = reader.bool(flag, "contentView") {
            if keeps { reader.error(ListProblem.contentViewOnCell, at: m.key("contentView")) } else { cell.adoptContentView(nil) }
        }
        if let contentIndex = marked.first ?? (cell.contentView.superview == nil ? -1 : nil) {
            // A cell as a dump prints it: its subviews its own, one of them its contentView.
            for (i, child) in children.enumerated() {
                guard let view = buildView(child, in: cell.bounds.size, depth: depth + 1) else { continue }
                cell.addSubview(view)
                if i == contentIndex { cell.adoptContentView(view) }
            }
            return (cell, m["frame"] != nil || m["bounds"] != nil)
        }
        let content = cell.contentView
        if let id = cell.identifier, let idNode = m["id"] {
            content.identifier = id + ".contentView"
            register(id + ".contentView", .view(content), at: idNode)
        }
        for child in children {
            if let view = buildView(child, in: content.bounds.size, depth: depth + 2) { content.addSubview(view) }
        }
        return (cell, m["frame"] != nil || m["bounds"] != nil)
    }
}

extension LayoutLoader {
    /// Whether a cell's subview node says `contentView: true`, read without
    /// reporting (the view's own reading checks the value).
    static func saysContentView(_ node: Node) -> Bool {
        guard case let .mapping(pairs) = node else { return false }
        return pairs.contains { key, value in key.scalar?.string == "contentView" && value.scalar?.string == "true" }
    }
}

