/// What the presenter adds to a modal's control nodes for one showing, by control index:
/// the errors shown under fields, the item being renamed in its row, and the focused day of
/// each GTK-convention date picker, spoken.
///
/// One value, so that the whole tree and a single node made again say the same.
struct ShowingNodes {
  var fieldErrors: [Int: String] = [:]
  var renamed: RenamedRow?
  var focusedDays: [Int: String] = [:]
}
