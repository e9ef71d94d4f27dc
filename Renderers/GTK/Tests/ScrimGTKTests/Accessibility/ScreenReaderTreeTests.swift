import Testing

/// What a screen reader gets from `scrim-gtk`, read over AT-SPI by pyatspi (the client
/// library Orca uses) from the running program: the application's name, one node per box
/// with the role that fits, its elements inside it with their roles and states, and the
/// focus events a screen reader follows as keys move focus.
@Suite("scrim-gtk for screen readers (AT-SPI)", .serialized)
struct ScreenReaderTreeTests {
  let scrim = ScreenReaderProbe.scrimGTK

  @Test("an alert: the application is named, one modal dialog holds its labels and buttons")
  func alert() throws {
    let probe = try ScreenReaderProbe.run(
      [
        scrim, "alert", "--title", "Delete draft?", "--message", "Gone for good.",
        "--action", "Cancel:cancel", "--action", "Delete:destructive",
      ], keys: ["Tab"])
    let nodes = probe.nodes
    #expect(nodes.first?.hasPrefix("application \"scrim-gtk\"") == true, "\(probe.output)")
    let dialogs = nodes.filter { $0.hasPrefix("dialog ") }
    #expect(dialogs.count == 1, "one node for the modal, no flattened copy: \(dialogs)")
    // Described by its message, which Orca reads after the dialog's name.
    #expect(
      dialogs.first?.hasPrefix("dialog \"Delete draft?\" (Gone for good.) [modal,") == true,
      "\(dialogs)")
    #expect(nodes.contains { $0.hasPrefix("label \"Gone for good.\"") })
    #expect(nodes.contains { $0.hasPrefix("push button \"Cancel\" [focusable, focused,") })
    #expect(nodes.contains { $0.hasPrefix("push button \"Delete\" (Destructive)") })
    #expect(!nodes.contains { $0.hasPrefix("panel") || $0.hasPrefix("status bar") })
    // Tab: focus leaves Cancel for Delete, as AT-SPI events and as state.
    #expect(probe.events.contains("object:state-changed:focused push button \"Cancel\" 0"))
    #expect(probe.events.contains("object:state-changed:focused push button \"Delete\" 1"))
    #expect(probe.events.contains("focus: push button \"Delete\" 0"))
    #expect(
      probe.nodesAfter.contains {
        $0.hasPrefix("push button \"Delete\" (Destructive) [focusable, focused,")
      })
  }

  @Test("a dialog: a text field, a password field, a switch and a radio group, each followed")
  func dialog() throws {
    let probe = try ScreenReaderProbe.run(
      [
        scrim, "dialog", "--title", "New user", "--field", "name=Al",
        "--field", "password:secure=pw", "--toggle", "admin", "--choice", "shell=bash,zsh",
      ], keys: ["Tab", "x", "Tab", "space", "Tab", "Down"])
    let tree = probe.tree
    #expect(
      tree.contains { $0.hasSuffix("dialog \"New user\" [modal, sensitive, vertical, visible]") })
    #expect(
      probe.nodes.contains(
        "text \"name\" text=\"Al\" [editable, focusable, focused, sensitive, visible]"))
    // The password's characters are never on the bus, only bullets.
    #expect(
      probe.nodes.contains(
        "password text \"password\" text=\"••\" [editable, focusable, sensitive, visible]"))
    #expect(probe.nodes.contains("check box \"admin\" [focusable, sensitive, visible]"))
    // The options are inside their group, one level deeper.
    let group = try #require(tree.firstIndex { $0.contains("grouping \"shell\" (bash)") })
    let depth = tree[group].prefix { $0 == " " }.count
    #expect(
      tree[group + 1] == String(repeating: " ", count: depth + 2)
        + "radio button \"bash\" [checked, focusable, sensitive, visible]")
    #expect(tree[group + 2].hasSuffix("radio button \"zsh\" [focusable, sensitive, visible]"))
    #expect(probe.nodes.contains { $0.hasPrefix("push button \"OK\" (default)") })
    // Typing in the password field inserts one more bullet; Space checks the switch;
    // Down moves the radio group's choice and focus.
    #expect(probe.events.contains("object:text-changed:insert password text \"password\" 2"))
    #expect(probe.events.contains("object:state-changed:checked check box \"admin\" 1"))
    #expect(probe.events.contains("object:state-changed:checked radio button \"zsh\" 1"))
    #expect(probe.events.contains("focus: radio button \"zsh\" 0"))
    #expect(
      probe.nodesAfter.contains(
        "password text \"password\" text=\"•••\" [editable, focusable, sensitive, visible]"))
    #expect(
      probe.nodesAfter.contains(
        "radio button \"zsh\" [checked, focusable, focused, sensitive, visible]"))
  }

  @Test("an action sheet is a dialog of buttons; Down sends focus to the next")
  func sheet() throws {
    let probe = try ScreenReaderProbe.run(
      [scrim, "sheet", "--title", "Share", "--action", "Mail", "--action", "Print"],
      keys: ["Down"])
    #expect(probe.nodes.filter { $0.hasPrefix("dialog \"Share\" [modal,") }.count == 1)
    #expect(probe.nodes.contains { $0.hasPrefix("push button \"Mail\" [focusable, focused,") })
    #expect(probe.events.contains("focus: push button \"Print\" 0"))
  }

  @Test("a snackbar and a banner are status bars named by what they announce")
  func messages() throws {
    let snackbar = try ScreenReaderProbe.run([
      scrim, "snackbar", "Draft deleted", "--action", "Undo",
    ])
    #expect(
      snackbar.nodes.contains("status bar \"Draft deleted. Undo.\" [sensitive, vertical, visible]"),
      "\(snackbar.output)")
    #expect(snackbar.nodes.contains("label \"Draft deleted\" [sensitive, visible]"))
    #expect(snackbar.nodes.contains { $0.hasPrefix("push button \"Undo\"") })
    #expect(!snackbar.nodes.contains { $0.hasPrefix("dialog") }, "a message is not a dialog")
    let banner = try ScreenReaderProbe.run([scrim, "banner", "Back online", "--title", "Sync"])
    #expect(
      banner.nodes.contains("status bar \"Sync. Back online\" [sensitive, vertical, visible]"),
      "\(banner.output)")
  }
}
