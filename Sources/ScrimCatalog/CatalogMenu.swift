import ScrimCore

/// The catalog's popup menu, shared by the terminal's catalog and the window's.
@MainActor
package enum CatalogMenu {
  /// An Edit menu: pictures, a disabled entry, a sub-menu with a checkmark, a destructive
  /// entry.
  package static var edit: Menu {
    Menu(
      title: "Edit",
      children: [
        MenuAction(
          title: "Cut", image: ModalImage(glyph: "✂", source: .themedIcon("edit-cut"))),
        MenuAction(
          title: "Copy", image: ModalImage(glyph: "⧉", source: .themedIcon("edit-copy"))),
        MenuAction(
          title: "Paste", image: ModalImage(glyph: "📋", source: .themedIcon("edit-paste")),
          attributes: .disabled),
        Menu(
          title: "Sort by",
          children: [
            MenuAction(title: "Name", state: .on), MenuAction(title: "Date modified"),
            MenuAction(title: "Size"),
          ]),
        MenuAction(
          title: "Delete", image: ModalImage(glyph: "🗑", source: .themedIcon("edit-delete")),
          attributes: .destructive),
      ])
  }

  /// How a menu ended, for the status line.
  package static func describe(_ result: MenuResult) -> String {
    switch result.reason {
    case .action: return "chose “\(result.action?.title ?? "")”."
    case .escape: return "closed with Esc."
    case .outsideTap: return "closed by a click outside."
    case .programmatic: return "closed by code."
    case .replaced: return "replaced."
    }
  }
}
