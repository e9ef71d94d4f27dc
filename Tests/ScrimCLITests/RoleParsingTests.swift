import ScrimCLI
import ScrimCore
import Testing

@Suite struct RoleParsingTests {
  private func action(_ text: String) throws -> ActionSpec {
    let parsed = try invocation(["sheet", "--action", text])
    guard case .sheet(let sheet) = parsed.content, let first = sheet.actions.first else {
      throw UsageError("no action")
    }
    return first
  }

  @Test(
    "only a known role after the last ':' is a role",
    arguments: [
      ("Delete", "Delete", AlertAction.Style.default),
      ("Delete:destructive", "Delete", .destructive),
      ("Cancel:cancel", "Cancel", .cancel),
      ("Go:default", "Go", .default),
      ("Stop:CANCEL", "Stop", .cancel),
      ("Ratio 16:9", "Ratio 16:9", .default),
      ("Re: notes", "Re: notes", .default),
      ("a:", "a:", .default),
      ("::", "::", .default),
      ("Time 10:30:cancel", "Time 10:30", .cancel),
      ("Save:later:default", "Save:later", .default),
      ("Keep:cancel:destructive", "Keep:cancel", .destructive),
      ("删除:destructive", "删除", .destructive),
      ("🗑:é", "🗑:é", .default),
    ])
  func roles(text: String, label: String, role: AlertAction.Style) throws {
    #expect(try action(text) == ActionSpec(label: label, role: role))
  }

  @Test("a word after the last ':' that is no role is a typo, and the error says how to escape")
  func typo() {
    let error = usageError(["alert", "--title", "T", "--action", "Save:later"])
    #expect(error?.message.contains("unknown role \"later\"") == true)
    #expect(error?.message.contains("add :default to keep a ':' in the label") == true)
  }

  @Test(
    "field names take :secure and a default after the first '='",
    arguments: [
      ("name", FieldSpec(name: "name")),
      ("pw:secure", FieldSpec(name: "pw", isSecure: true)),
      ("pw:SECURE=a=b:c", FieldSpec(name: "pw", isSecure: true, defaultValue: "a=b:c")),
      ("url=http://x", FieldSpec(name: "url", defaultValue: "http://x")),
      ("time 10:30", FieldSpec(name: "time 10:30")),
      ("e=", FieldSpec(name: "e")),
    ])
  func fields(text: String, expected: FieldSpec) throws {
    let parsed = try invocation(["dialog", "--title", "T", "--field", text])
    #expect(parsed.content == .dialog(DialogSpec(title: "T", controls: [.field(expected)])))
  }
}
