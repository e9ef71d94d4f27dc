import CGTK
import ScrimCore

/// One tree the mirror shows (the modal, or a snackbar or banner): a container widget with
/// the tree's role and name, and a widget per node inside it, nested as the nodes are.
///
/// `widgets` and `tree.flattened` line up one to one, the container first.
@MainActor
struct MirroredSurface {
  private(set) var tree: AccessibilityNode
  let container: UnsafeMutablePointer<GtkWidget>
  private(set) var widgets: [UnsafeMutablePointer<GtkWidget>] = []

  init(tree: AccessibilityNode, names: inout [UnsafeMutablePointer<GtkWidget>: String]) {
    self.tree = tree
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    container = Self.build(tree, inGroupAllowingMany: false, into: &widgets)
    gtk_widget_set_opacity(container, 0)
    gtk_widget_set_can_target(container, 0)
    gtk_widget_set_halign(container, GTK_ALIGN_START)
    gtk_widget_set_valign(container, GTK_ALIGN_START)
    self.widgets = widgets
    for (node, widget) in zip(tree.flattened, widgets) {
      MirroredElement.apply(node, previous: nil, to: widget)
      names[widget] = MirroredElement.name(of: node)
    }
  }

  /// The widget of the node keyboard focus is on: the deepest focused one (a list's row
  /// rather than the list).
  var focusedWidget: UnsafeMutablePointer<GtkWidget>? {
    let nodes = tree.flattened
    guard let index = nodes.lastIndex(where: \.isFocused) else { return nil }
    return widgets[index]
  }

  /// Brings the elements to `newTree`, which has the same shape, changing only what differs.
  mutating func update(
    to newTree: AccessibilityNode, names: inout [UnsafeMutablePointer<GtkWidget>: String]
  ) {
    for ((old, new), widget) in zip(zip(tree.flattened, newTree.flattened), widgets)
    where old != new {
      MirroredElement.apply(new, previous: old, to: widget)
      names[widget] = MirroredElement.name(of: new)
    }
    tree = newTree
  }

  /// Makes the widget of `node` and its children's inside it, appending each to `widgets`
  /// in reading order.
  private static func build(
    _ node: AccessibilityNode, inGroupAllowingMany: Bool,
    into widgets: inout [UnsafeMutablePointer<GtkWidget>]
  ) -> UnsafeMutablePointer<GtkWidget> {
    let widget = MirroredElement.make(node, inGroupAllowingMany: inGroupAllowingMany)
    widgets.append(widget)
    for child in node.children {
      let element = build(
        child, inGroupAllowingMany: node.isMultiselectable, into: &widgets)
      gtk_box_append(gtkCast(widget), element)
    }
    return widget
  }
}
