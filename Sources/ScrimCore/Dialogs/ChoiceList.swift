/// A list of items to choose from: a group of radio buttons, a menu or a checklist.
///
/// By default the arrow keys move the choice itself, as in a radio group; `selectionMode`
/// makes it a list whose highlight moves and Space marks (whiptail's radiolist), or a
/// checklist. A long list shows a window of rows and scrolls inside itself.
///
///     dialog.addControl(.choice(ChoiceList(title: "Size", options: ["S", "M", "L"])))
@MainActor
public final class ChoiceList {
  /// One entry: a tag (the title) and an optional description shown beside it, as a
  /// whiptail menu's "tag  item".
  public struct Item: Hashable, Sendable {
    /// The tag, shown in the first column; typing its first letter jumps to it.
    public var title: String
    /// The description, shown in the second column, or nil.
    public var detail: String?
    /// How deep it sits in a list that shows a hierarchy (`ChoiceList.showsHierarchy`):
    /// 0 at the top, each level one more; at least 0.
    ///
    /// Defaults to 0.
    public var depth: Int {
      didSet { depth = max(0, depth) }
    }

    /// Makes an item.
    public init(title: String, detail: String? = nil) {
      self.init(title: title, detail: detail, depth: 0)
    }

    /// Makes an item at `depth` in a hierarchy (`ChoiceList.showsHierarchy`).
    public init(title: String, detail: String? = nil, depth: Int) {
      self.title = title
      self.detail = detail
      self.depth = max(0, depth)
    }
  }

  /// How moving and Space choose.
  public enum SelectionMode: Hashable, Sendable {
    /// The arrows move the choice itself (a radio group, whiptail's menu).
    case followsFocus
    /// The arrows move a highlight; Space marks the highlighted item as the one chosen
    /// (whiptail's radiolist).
    case marked
    /// Space checks or unchecks the highlighted item; any number may be checked (a
    /// checklist).
    case multiple
  }

  /// The list's label.
  public var title: String {
    didSet { revision &+= 1 }
  }
  /// The items, in order.
  public var items: [Item] {
    didSet {
      itemsRevision &+= 1
      selectedIndex = Self.clamp(selectedIndex, count: items.count)
      checked = checked.filter { items.indices.contains($0) }
      revision &+= 1
    }
  }
  /// The items' titles, in order; setting it replaces the items with ones without details.
  public var options: [String] {
    get { items.map(\.title) }
    set { items = newValue.map { Item(title: $0) } }
  }
  /// How the arrows and Space choose.
  ///
  /// Defaults to `.followsFocus`.
  public var selectionMode: SelectionMode = .followsFocus {
    didSet { revision &+= 1 }
  }
  /// The chosen item's index (in `.multiple`, the one that was chosen last).
  ///
  /// Defaults to 0, the first option.
  ///
  /// Out-of-range values are clamped to the list.
  public var selectedIndex: Int {
    didSet {
      let clamped = Self.clamp(selectedIndex, count: items.count)
      if clamped != selectedIndex { selectedIndex = clamped }
      revision &+= 1
    }
  }
  /// Whether an item is marked in `.marked`: false is a radio group that starts with none
  /// marked (zenity's radiolist without TRUE), until Space or a click marks one.
  ///
  /// Defaults to true, `selectedIndex` marked.
  public var hasMarkedItem = true {
    didSet { revision &+= 1 }
  }
  /// The row the keyboard starts on when the list is shown, or nil for the chosen item
  /// (dialog's `--default-item` on a checklist).
  ///
  /// Where the keyboard is while the list shows is the stage's, not the list's: in
  /// `.followsFocus` it is the selection; otherwise `Presenter.highlightedIndex(ofList:)`.
  ///
  /// Defaults to nil.
  public var startingHighlightIndex: Int?
  /// The checked items' indices in `.multiple`, ascending; out-of-range ones are dropped.
  public var checkedIndices: [Int] {
    get { checked.sorted() }
    set {
      checked = Set(newValue.filter { items.indices.contains($0) })
      revision &+= 1
    }
  }
  /// Whether Up on the first row and Down on the last move focus on.
  ///
  /// Defaults to true; false stops at the ends, as whiptail and dialog do (Tab still
  /// leaves the list).
  public var movesFocusAtEnds = true
  /// The most rows shown at once, or nil for as many as fit; the rest scroll.
  ///
  /// Defaults to nil.
  public var visibleRowLimit: Int? {
    didSet { revision &+= 1 }
  }
  /// Whether Tab stops on the list.
  ///
  /// Defaults to true. False is dialog's menu: Tab goes between the buttons only, focus
  /// starts on the default button, and the list takes its keys (arrows, PageUp and
  /// PageDown, Home and End, a letter, Space) whichever button has focus. It is meant for a
  /// dialog's one list.
  ///
  ///     list.isTabStop = false  // dialog(1)'s --menu
  public var isTabStop = true {
    didSet { revision &+= 1 }
  }
  /// Whether a digit from 1 to 9 that starts no item's title highlights the item at that
  /// place in the list, as dialog's menus take "the number keys 1-9".
  ///
  /// Defaults to false: a digit only jumps to a title that starts with it.
  public var picksByNumber = false
  /// Whether the rows show a mark, `( )`/`(*)` or `[ ]`/`[x]`.
  ///
  /// Defaults to true. False suits a menu, whose highlighted row is the choice: the marks
  /// would say "radio buttons" where there are none.
  public var showsMarks = true {
    didSet { revision &+= 1 }
  }
  /// Whether the list shows which row the keyboard is on: while it has focus, always when
  /// it is no Tab stop, since it takes its keys whatever has focus, and always when
  /// `showsHighlightWithoutFocus` is set.
  ///
  /// Of two transfer lists that are no Tab stops, the one the keyboard starts outside
  /// shows none; while they show, the stage says which one the keys are in.
  public func showsHighlight(isFocused: Bool) -> Bool {
    showsHighlight(isFocused: isFocused, holdsListKeys: startsWithListKeys)
  }

  /// Whether the list shows which row the keyboard is on, with `holdsListKeys` saying
  /// whether it takes the list keys while a button has focus.
  func showsHighlight(isFocused: Bool, holdsListKeys: Bool) -> Bool {
    isFocused || !isTabStop && holdsListKeys || showsHighlightWithoutFocus
  }
  /// Whether the row the keyboard is on stays shaded when the list loses focus, as a file
  /// chooser's lists show the entry closest to the path being typed.
  ///
  /// Defaults to false.
  public var showsHighlightWithoutFocus = false {
    didSet { revision &+= 1 }
  }
  /// Whether the titles (tags) are shown.
  ///
  /// False shows only the details, as dialog's `--notags`; an item without a detail still
  /// shows its title.
  ///
  /// Defaults to true.
  public var showsTitles = true {
    didSet { revision &+= 1 }
  }
  /// Whether the details are shown.
  ///
  /// False shows only the titles, as dialog's `--noitem`.
  ///
  /// Defaults to true.
  public var showsDetails = true {
    didSet { revision &+= 1 }
  }

  /// Whether the list is a tree (Material's list with hierarchy): each row is indented
  /// by its item's `depth`, with a guide for each level above it, and a screen reader
  /// hears each item's level and whether items are shown under it.
  ///
  ///     ChoiceList(title: "Files", items: [.init(title: "/"), .init(title: "etc", depth: 1)])
  ///
  /// Defaults to false: depths are ignored.
  public var showsHierarchy = false {
    didSet {
      itemsRevision &+= 1
      revision &+= 1
    }
  }

  /// The dialog's action that renames the highlighted item (dialog's `--inputmenu`), or
  /// nil for a list whose items keep their details.
  ///
  /// Choosing it opens the item's detail for editing in its row, from its first
  /// character; choosing it again, or Return, ends the dialog with it, the item renamed
  /// (`renamedIndex`); Esc or Tab closes the editor and the list is as it was.
  ///
  ///     let rename = AlertAction(title: "Rename")
  ///     dialog.addAction(rename)
  ///     list.renameAction = rename
  ///
  /// Defaults to nil.
  public var renameAction: AlertAction?
  /// The item renamed when the dialog ended with `renameAction`, or nil.
  public internal(set) var renamedIndex: Int?
  /// The other list of a `TransferLists`, which Space and a click move items to.
  weak var transferPartner: ChoiceList?
  /// Whether it is the first of two transfer lists (the items not chosen), where the
  /// keyboard starts unless it is empty.
  var isTransferSource = false
  /// Moves the item at an index to `transferPartner` and returns the row it arrived at
  /// there; set by `TransferLists`.
  var transfer: (@MainActor (Int) -> Int?)?
  /// The row of `transferPartner` closest, in the order given, to a row of this list.
  var closestPartnerRow: (@MainActor (Int) -> Int?)?

  package private(set) var revision = 0
  /// Grows when the items change, so measured column widths are made again only then.
  package private(set) var itemsRevision = 0
  var checked: Set<Int> = []

  /// Makes a list with the option at `selectedIndex` chosen.
  public init(title: String, options: [String], selectedIndex: Int = 0) {
    self.title = title
    self.items = options.map { Item(title: $0) }
    let index = Self.clamp(selectedIndex, count: options.count)
    self.selectedIndex = index
  }

  /// Makes a list of items with titles and details, the one at `selectedIndex` chosen.
  ///
  ///     ChoiceList(title: "Pick", items: [.init(title: "1", detail: "Install")])
  public init(title: String, items: [Item], selectedIndex: Int = 0) {
    self.title = title
    self.items = items
    let index = Self.clamp(selectedIndex, count: items.count)
    self.selectedIndex = index
  }

  /// The chosen option, or nil when the list is empty.
  public var selectedOption: String? {
    items.indices.contains(selectedIndex) ? items[selectedIndex].title : nil
  }

  /// Whether the item at `index` is checked (in `.multiple`).
  public func isChecked(_ index: Int) -> Bool { checked.contains(index) }

  /// Whether the item at `index` shows a filled mark: checked in `.multiple`, else chosen.
  public func isMarked(_ index: Int) -> Bool {
    switch selectionMode {
    case .multiple: return checked.contains(index)
    case .marked: return hasMarkedItem && index == selectedIndex
    case .followsFocus: return index == selectedIndex
    }
  }

  /// Space on the item at `index`: marks it (`.marked`) or flips its check (`.multiple`);
  /// in a transfer list, moves it to the other.
  ///
  /// - Returns: The row of `transferPartner` the item arrived at, when it moved.
  @discardableResult
  func activate(_ index: Int) -> Int? {
    guard items.indices.contains(index) else { return nil }
    if let transfer { return transfer(index) }
    switch selectionMode {
    case .followsFocus: return nil
    case .marked:
      selectedIndex = index
      hasMarkedItem = true
    case .multiple:
      if !checked.contains(index) {
        checked.insert(index)
      } else {
        checked.remove(index)
      }
      selectedIndex = index
    }
    return nil
  }

  /// Whether the list has the list keys when a showing starts: every list but the one of
  /// two transfer lists the keyboard starts outside (the second, unless the first is
  /// empty).
  var startsWithListKeys: Bool {
    guard let partner = transferPartner else { return true }
    let source = isTransferSource ? self : partner
    return isTransferSource != source.items.isEmpty
  }

  static func clamp(_ index: Int, count: Int) -> Int {
    min(max(0, index), max(0, count - 1))
  }
}
