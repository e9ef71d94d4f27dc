extension Guidelines {
  /// The most entries a menu or sub-menu should have before it is hard to scan (HIG:
  /// keep menus short; group or move long lists elsewhere).
  public static let maximumMenuEntries = 15

  /// Every rule the menu breaks, errors first, each with a fix-it: what keeps it from
  /// being presented (no entries, a sub-menu too deep), two entries of one panel with
  /// the same title, blank titles, every entry disabled, and too many entries.
  ///
  ///     for diagnostic in Guidelines.check(menu) { print(diagnostic) }
  @MainActor
  public static func check(_ menu: Menu) -> [Diagnostic] {
    var found = menu.presentationErrors.map { error in
      Diagnostic(
        rule: "menu.\(error.rule)", severity: .error, message: error.description,
        fixIt: "Change the menu as the message says; it cannot be presented as it is.")
    }
    found += panelRules(menu.children, name: "The menu")
    for case let submenu as Menu in menu.children where !submenu.children.isEmpty {
      found += panelRules(submenu.children, name: "The sub-menu \"\(submenu.title)\"")
    }
    return found.sorted { $0.severity > $1.severity }
  }

  @MainActor
  private static func panelRules(_ entries: [MenuElement], name: String) -> [Diagnostic] {
    var found: [Diagnostic] = []
    var seen: Set<String> = []
    var reported: Set<String> = []
    for entry in entries {
      let key = entry.title.lowercased()
      if entry.title.isBlank {
        found.append(
          Diagnostic(
            rule: "menu.blank-title", severity: .error,
            message: "\(name) has an entry with no title.",
            fixIt: "Give every entry a short title that says what it does."))
      } else if !seen.insert(key).inserted, reported.insert(key).inserted {
        found.append(
          Diagnostic(
            rule: "menu.duplicate-title", severity: .warning,
            message: "\(name) has more than one entry titled \"\(entry.title)\".",
            fixIt: "Give each entry a title of its own, so users and type-ahead tell them apart."))
      }
    }
    if !entries.isEmpty, !entries.contains(where: \.isEnabledEntry) {
      found.append(
        Diagnostic(
          rule: "menu.all-disabled", severity: .warning,
          message: "\(name) has no entry that can be chosen.",
          fixIt: "Leave the menu out, or enable what can be done now."))
    }
    if entries.count > maximumMenuEntries {
      found.append(
        Diagnostic(
          rule: "menu.too-many-entries", severity: .warning,
          message: "\(name) has \(entries.count) entries; more than \(maximumMenuEntries) are "
            + "hard to scan.",
          fixIt: "Group related entries in a sub-menu, or offer a list in a dialog."))
    }
    return found
  }
}
