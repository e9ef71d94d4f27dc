/// The long name of one of scrim's own flags, the key its `FlagSpec` is declared under and
/// its value is read back by, so that a misspelt flag does not compile.
package enum FlagName: String, CaseIterable, Hashable, Sendable {
  case title = "--title"
  case message = "--message"
  case action = "--action"
  case preferred = "--preferred"
  case field = "--field"
  case toggle = "--toggle"
  case choice = "--choice"
  case ok = "--ok"
  case cancel = "--cancel"
  case anchor = "--anchor"
  case duration = "--duration"
  case position = "--position"
  case icon = "--icon"
  case theme = "--theme"
  case timeout = "--timeout"
  case json = "--json"
  case inline = "--inline"
  case accessible = "--accessible"
  case check = "--check"
  case help = "--help"
}
