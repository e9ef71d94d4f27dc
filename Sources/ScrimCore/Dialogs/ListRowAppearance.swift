/// What a renderer paints for one row of a choice list's window, decided once in the core
/// so that every renderer shows the same list the same way.
@_spi(Renderer) public struct ListRowAppearance: Hashable, Sendable {
  /// How the row the keyboard is on stands out.
  public enum Emphasis: Hashable, Sendable {
    /// Not at all: it is another row, or the list does not show its highlight now.
    case none
    /// The whole row is shaded (a terminal reverses it): the highlight is not the mark.
    case shaded
    /// A focus ring around the row and no shading: a radio group's mark already says
    /// which row is chosen, so shading it too would say it twice.
    case focusRing
  }

  /// The selection control before the row's text.
  public enum Mark: Hashable, Sendable {
    /// None: a menu, whose highlighted row is the choice.
    case none
    /// A radio button, filled when the item is the one chosen.
    case radioButton(isOn: Bool)
    /// A check box, checked when the item is.
    case checkBox(isOn: Bool)
  }

  /// The two texts of a row drawn as aligned columns, as whiptail's "tag  description".
  public struct Columns: Hashable, Sendable {
    /// The tag, in the first column.
    public var title: String
    /// The description, in the second column.
    public var detail: String

    /// Makes a row's two columns.
    public init(title: String, detail: String) {
      self.title = title
      self.detail = detail
    }
  }

  /// The item's index in the list.
  public var index: Int
  /// How the row stands out.
  public var emphasis: Emphasis
  /// Its mark.
  public var mark: Mark
  /// Its tag and detail when a renderer measuring in its own units aligns them itself;
  /// nil when the row is one text, the line the layout wrote.
  public var columns: Columns?

  /// Makes a row's appearance.
  public init(index: Int, emphasis: Emphasis, mark: Mark, columns: Columns? = nil) {
    self.index = index
    self.emphasis = emphasis
    self.mark = mark
    self.columns = columns
  }
}
