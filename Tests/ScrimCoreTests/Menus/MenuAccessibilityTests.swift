@_spi(Renderer) import ScrimCore
import ScrimTesting
import Testing

/// A menu's tree: a menu of menu items, checked, disabled, destructive and sub-menu
/// entries said so, the open sub-menu inside its entry, the keyboard's entry focused.
@MainActor
@Suite struct MenuAccessibilityTests {
  @Test("the tree names each entry's state, and holds the open sub-menu")
  func tree() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    let closed = try #require(fixture.layer).accessibility
    #expect(
      closed.description == """
        menu "Edit"
          menu item "Cut" [focused]
          menu item "Copy"
          menu item "Paste" [disabled]
          menu item "Sort by" [hint: Submenu]
          menu item "Delete" [hint: Destructive]
        """)
    fixture.keys(.end, .up, .right)
    let open = try #require(fixture.layer).accessibility
    #expect(
      open.description == """
        menu "Edit"
          menu item "Cut"
          menu item "Copy"
          menu item "Paste" [disabled]
          menu item "Sort by" [hint: Submenu]
            menu "Sort by"
              menu item "Name" [checked, focused]
              menu item "Date"
              menu item "Size"
          menu item "Delete" [hint: Destructive]
        """)
    #expect(fixture.stage.accessibilityTrees.last == open)
  }

  @Test("each item's target chooses it, as a screen reader's activation does")
  func targets() throws {
    let fixture = MenuFixture()
    try fixture.present(fixture.editMenu())
    let tree = try #require(fixture.layer).accessibility
    let delete = try #require(tree.children.last?.target)
    fixture.stage.handle(.accessibilityActivate(delete))
    #expect(fixture.calls == ["handler Delete", "completion action Delete"])
  }
}
