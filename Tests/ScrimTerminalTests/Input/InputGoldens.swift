import ScrimTerminal

/// Golden inputs for every family the parser knows, shared by the family tests and the
/// split-point tests.
enum InputGoldens {
  static let controls: [InputCase] = [
    InputCase("CR is Enter", "\r", [.key(.enter)]),
    InputCase("LF is Enter", "\n", [.key(.enter)]),
    InputCase("HT is Tab", "\t", [.key(.tab)]),
    InputCase("DEL is Backspace", bytes: [0x7F], [.key(.backspace)]),
    InputCase("BS is Backspace", bytes: [0x08], [.key(.backspace)]),
    InputCase("0x15 is Ctrl-U", bytes: [0x15], [.key(.character("u"), .ctrl)]),
    InputCase("0x01 is Ctrl-A", bytes: [0x01], [.key(.character("a"), .ctrl)]),
    InputCase("NUL is Ctrl-Space", bytes: [0x00], [.key(.character(" "), .ctrl)]),
    InputCase("0x1C is Ctrl-\\", bytes: [0x1C], [.key(.character("\\"), .ctrl)]),
    InputCase("lone ESC is Esc after idle", esc, [.key(.escape)]),
    InputCase("ESC ESC is two Escs", esc + esc, [.key(.escape), .key(.escape)]),
    InputCase("text around a key", "ab\rc", [.text("ab"), .key(.enter), .text("c")]),
  ]

  static let cursor: [InputCase] = [
    InputCase("CSI A is Up", esc + "[A", [.key(.up)]),
    InputCase("CSI B is Down", esc + "[B", [.key(.down)]),
    InputCase("CSI C is Right", esc + "[C", [.key(.right)]),
    InputCase("CSI D is Left", esc + "[D", [.key(.left)]),
    InputCase("CSI H is Home", esc + "[H", [.key(.home)]),
    InputCase("CSI F is End", esc + "[F", [.key(.end)]),
    InputCase("SS3 A is Up", esc + "OA", [.key(.up)]),
    InputCase("SS3 D is Left", esc + "OD", [.key(.left)]),
    InputCase("SS3 H is Home", esc + "OH", [.key(.home)]),
    InputCase("SS3 F is End", esc + "OF", [.key(.end)]),
    InputCase("1;2A is Shift-Up", esc + "[1;2A", [.key(.up, .shift)]),
    InputCase("1;3B is Alt-Down", esc + "[1;3B", [.key(.down, .alt)]),
    InputCase("1;5C is Ctrl-Right", esc + "[1;5C", [.key(.right, .ctrl)]),
    InputCase("1;6D is Ctrl-Shift-Left", esc + "[1;6D", [.key(.left, [.ctrl, .shift])]),
    InputCase("1;9H is Meta-Home", esc + "[1;9H", [.key(.home, .meta)]),
    InputCase("SS3 5A is Ctrl-Up (old xterm)", esc + "O5A", [.key(.up, .ctrl)]),
    InputCase("CSI Z is Shift-Tab", esc + "[Z", [.key(.tab, .shift)]),
  ]

  static let editing: [InputCase] = [
    InputCase("1~ is Home", esc + "[1~", [.key(.home)]),
    InputCase("2~ is Insert", esc + "[2~", [.key(.insert)]),
    InputCase("3~ is Delete", esc + "[3~", [.key(.delete)]),
    InputCase("4~ is End", esc + "[4~", [.key(.end)]),
    InputCase("5~ is Page Up", esc + "[5~", [.key(.pageUp)]),
    InputCase("6~ is Page Down", esc + "[6~", [.key(.pageDown)]),
    InputCase("7~ is Home (rxvt)", esc + "[7~", [.key(.home)]),
    InputCase("8~ is End (rxvt)", esc + "[8~", [.key(.end)]),
    InputCase("3;5~ is Ctrl-Delete", esc + "[3;5~", [.key(.delete, .ctrl)]),
    InputCase("2^ is Ctrl-Insert (rxvt)", esc + "[2^", [.key(.insert, .ctrl)]),
    InputCase("3$ is Shift-Delete (rxvt)", esc + "[3$x", [.key(.delete, .shift), .text("x")]),
    InputCase("CSI a is Shift-Up (rxvt)", esc + "[a", [.key(.up, .shift)]),
    InputCase("SS3 d is Ctrl-Left (rxvt)", esc + "Od", [.key(.left, .ctrl)]),
  ]

  static let function: [InputCase] =
    (1...4).map { number in
      let final = ["P", "Q", "R", "S"][number - 1]
      return InputCase("SS3 \(final) is F\(number)", esc + "O" + final, [.key(.function(number))])
    }
    + zip(1...12, [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24]).map { number, code in
      InputCase("\(code)~ is F\(number)", esc + "[\(code)~", [.key(.function(number))])
    } + [
      InputCase("1;2P is Shift-F1", esc + "[1;2P", [.key(.function(1), .shift)]),
      InputCase("15;5~ is Ctrl-F5", esc + "[15;5~", [.key(.function(5), .ctrl)]),
    ]

  static let alt: [InputCase] = [
    InputCase("ESC a is Alt-a", esc + "a", [.key(.character("a"), .alt)]),
    InputCase("ESC é is Alt-é", esc + "é", [.key(.character("é"), .alt)]),
    InputCase("ESC CR is Alt-Enter", esc + "\r", [.key(.enter, .alt)]),
    InputCase("ESC DEL is Alt-Backspace", bytes: [0x1B, 0x7F], [.key(.backspace, .alt)]),
    InputCase("ESC ESC [A is Esc then Up", esc + esc + "[A", [.key(.escape), .key(.up)]),
    InputCase("ESC [ alone is Alt-[", esc + "[", [.key(.character("["), .alt)]),
    InputCase("ESC O alone is Alt-O", esc + "O", [.key(.character("O"), .alt)]),
    InputCase(
      "ESC [ then Enter is Alt-[ then Enter", esc + "[\r",
      [.key(.character("["), .alt), .key(.enter)]),
  ]

  static let text: [InputCase] = [
    InputCase("UTF-8 text", "héllo 写真 👩‍👩‍👧", [.text("héllo 写真 👩‍👩‍👧")]),
    InputCase("an invalid byte is U+FFFD", bytes: [0x61, 0xFF, 0x62], [.text("a\u{FFFD}b")]),
    InputCase("a broken character is one U+FFFD", bytes: [0xC3, 0x61], [.text("\u{FFFD}a")]),
    InputCase("a truncated character is U+FFFD at idle", bytes: [0xE2, 0x82], [.text("\u{FFFD}")]),
    InputCase("overlong NUL is two U+FFFD", bytes: [0xC0, 0x80], [.text("\u{FFFD}\u{FFFD}")]),
    InputCase(
      "a surrogate is three U+FFFD", bytes: [0xED, 0xA0, 0x80],
      [.text("\u{FFFD}\u{FFFD}\u{FFFD}")]),
    InputCase("C1 controls in UTF-8 are dropped", "a\u{85}b", [.text("ab")]),
    InputCase("8-bit CSI is a sequence", bytes: [0x9B, 0x41], [.key(.up)]),
    InputCase("0x9B inside a character is text", "✛", [.text("✛")]),
    InputCase(
      "ESC before 8-bit CSI is Esc", bytes: [0x1B, 0x9B, 0x42], [.key(.escape), .key(.down)]),
    InputCase("application keypad digits are text", esc + "Op" + esc + "Oy", [.text("09")]),
    InputCase("keypad Enter is Enter", esc + "OM", [.key(.enter)]),
    InputCase("CSI u: Ctrl-a", esc + "[97;5u", [.key(.character("a"), .ctrl)]),
    InputCase("CSI u: Enter", esc + "[13u", [.key(.enter)]),
    InputCase("modifyOtherKeys: Ctrl-a", esc + "[27;5;97~", [.key(.character("a"), .ctrl)]),
  ]

  static let reports: [InputCase] = [
    InputCase(
      "SGR left press, 0-based", esc + "[<0;10;5M",
      [.mouse(MouseEvent(.press(.left), column: 9, row: 4))]),
    InputCase(
      "SGR left release", esc + "[<0;1;1m", [.mouse(MouseEvent(.release(.left), column: 0, row: 0))]
    ),
    InputCase(
      "SGR right press", esc + "[<2;3;4M", [.mouse(MouseEvent(.press(.right), column: 2, row: 3))]),
    InputCase(
      "SGR middle press", esc + "[<1;3;4M", [.mouse(MouseEvent(.press(.middle), column: 2, row: 3))]
    ),
    InputCase(
      "SGR wheel up", esc + "[<64;5;6M", [.mouse(MouseEvent(.scrollUp, column: 4, row: 5))]),
    InputCase(
      "SGR wheel down", esc + "[<65;5;6M", [.mouse(MouseEvent(.scrollDown, column: 4, row: 5))]),
    InputCase(
      "SGR drag", esc + "[<32;7;8M", [.mouse(MouseEvent(.drag(.left), column: 6, row: 7))]),
    InputCase("SGR motion", esc + "[<35;7;8M", [.mouse(MouseEvent(.move, column: 6, row: 7))]),
    InputCase(
      "SGR modifiers", esc + "[<28;1;1M",
      [.mouse(MouseEvent(.press(.left), column: 0, row: 0, modifiers: [.shift, .alt, .ctrl]))]),
    InputCase(
      "SGR extra button", esc + "[<128;300;200M",
      [.mouse(MouseEvent(.press(.other(8)), column: 299, row: 199))]),
    InputCase("SGR column 0 is dropped", esc + "[<0;0;5Mx", [.text("x")]),
    InputCase("focus in", esc + "[I", [.focusIn]),
    InputCase("focus out", esc + "[O", [.focusOut]),
    InputCase("cursor position report", esc + "[12;40R", [.cursorPosition(row: 11, column: 39)]),
    InputCase("private cursor report", esc + "[?3;4R", [.cursorPosition(row: 2, column: 3)]),
    InputCase(
      "1;2R reads as a cursor report, not Shift-F3", esc + "[1;2R",
      [.cursorPosition(row: 0, column: 1)]),
    InputCase("CSI R alone is F3", esc + "[R", [.key(.function(3))]),
  ]

  static let paste: [InputCase] = [
    InputCase(
      "bracketed paste", esc + "[200~hello\r\nworld\tx\u{7}" + esc + "[201~",
      [.paste("hello\nworld x", truncated: false)]),
    InputCase(
      "keys inside a paste are text", esc + "[200~a" + esc + "[Ab" + esc + "[201~",
      [.paste("a[Ab", truncated: false)]),
    InputCase(
      "a false end marker is content", esc + "[200~a" + esc + "[20x" + esc + "[201~",
      [.paste("a[20x", truncated: false)]),
    InputCase(
      "text, paste, text", "a" + esc + "[200~b" + esc + "[201~c",
      [.text("a"), .paste("b", truncated: false), .text("c")]),
    InputCase(
      "C1 controls in a paste are dropped", esc + "[200~a\u{9B}b" + esc + "[201~",
      [.paste("ab", truncated: false)]),
    InputCase("an unended paste ends at idle", esc + "[200~abc", [.paste("abc", truncated: true)]),
  ]

  static let malformed: [InputCase] = [
    InputCase("a cut sequence does not eat the next", esc + "[1;5" + esc + "[A", [.key(.up)]),
    InputCase(
      "a control ends a sequence and counts", esc + "[12\u{7}x",
      [.key(.character("g"), .ctrl), .text("x")]),
    InputCase("an unknown tilde key is dropped", esc + "[99~x", [.text("x")]),
    InputCase("a device attributes reply is dropped", esc + "[?1;2cx", [.text("x")]),
    InputCase("a mode report is dropped whole", esc + "[?2026;2$yx", [.text("x")]),
    InputCase("an ANSI mode report is dropped whole", esc + "[4;2$yx", [.text("x")]),
    InputCase("an unknown SS3 key is dropped", esc + "OEx", [.text("x")]),
    InputCase("a stray paste end is dropped", esc + "[201~x", [.text("x")]),
    InputCase(
      "an over-long sequence is dropped to its final byte",
      esc + "[" + String(repeating: "1", count: 100) + "Ax", [.text("x")]),
    InputCase("X10 mouse bytes are swallowed", esc + "[M !!x", [.text("x")]),
    InputCase("intermediate bytes are dropped", esc + "[1 qx", [.text("x")]),
    InputCase(
      "a non-ASCII byte ends a sequence", bytes: [0x1B, 0x5B, 0x31, 0xC3, 0xA9], [.text("é")]),
  ]

  static let all =
    controls + cursor + editing + function + alt + text + reports + paste
    + malformed
}
