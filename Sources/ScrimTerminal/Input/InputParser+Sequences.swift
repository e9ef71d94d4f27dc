import ScrimCore

// CSI and SS3 sequences: collecting their bytes, then naming the key or report they carry.
//
// Sources for the tables: xterm's ctlseqs ("PC-Style Function Keys", "Mouse Tracking",
// "Bracketed Paste Mode"), rxvt-unicode's key sequences, and the fixterms/kitty `CSI u`
// form, which xterm's modifyOtherKeys also produces as `CSI 27;m;c~`.

extension InputParser {
  // MARK: - Collecting

  /// Starts reading a CSI or SS3 body.
  mutating func beginSequence(_ next: Phase, isC1: Bool) {
    phase = next
    sequence.removeAll(keepingCapacity: true)
    sequenceIsC1 = isC1
  }

  /// Ends the sequence being read without a final byte.
  ///
  /// A bare `ESC [` or `ESC O` was most likely Alt-[ or Alt-O typed by hand, so that is
  /// what it becomes; anything longer is dropped.
  mutating func abandonSequence() {
    if sequence.isEmpty, !sequenceIsC1 {
      emit(.key(.character(phase == .ss3 ? "O" : "["), .alt))
    }
    phase = .ground
  }

  /// Handles a byte inside `ESC [`; false if it ended the sequence and must be reparsed.
  mutating func csi(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "$") where !sequence.isEmpty && sequence.allSatisfy(Self.isDigit):
      // rxvt ends Shift-modified editing keys with "$" (`ESC[3$`), which ECMA-48 calls an
      // intermediate byte; waiting for a "real" final would eat the next key. Replies
      // such as DECRPM (`ESC[?2026;2$y`) have more than one number and read on.
      phase = .ground
      dispatchCSI(final: byte)
    case 0x20...0x3F:
      guard sequence.count < Self.maxSequenceLength else {
        phase = .csiIgnore
        return true
      }
      sequence.append(byte)
    case 0x40...0x7E:
      phase = .ground
      dispatchCSI(final: byte)
    default:
      abandonSequence()
      return false
    }
    return true
  }

  /// Skips the rest of an over-long CSI up to its final byte.
  mutating func csiIgnore(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20...0x3F: return true
    case 0x40...0x7E:
      phase = .ground
      return true
    default:
      phase = .ground
      return false
    }
  }

  /// Handles a byte after `ESC O`: optional modifier digits (old xterm), then the key.
  mutating func ss3(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39 where sequence.count < 3:
      sequence.append(byte)
    case 0x40...0x7E:
      phase = .ground
      dispatchSS3(final: byte)
    default:
      abandonSequence()
      return false
    }
    return true
  }

  // MARK: - Dispatching

  private static func isPrivateMarker(_ byte: UInt8) -> Bool { (0x3C...0x3F).contains(byte) }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// The parameter at `index`, or 0 (the default) when absent or empty.
  private func parameter(_ index: Int) -> Int {
    index < parameters.count ? parameters[index] : 0
  }

  /// Splits the sequence into `parameters`; returns its private marker, or nil if the
  /// sequence is malformed (an intermediate byte, or a marker not in first place).
  ///
  /// Sub-parameters after ":" are skipped; values saturate at 999,999 so that digits
  /// cannot overflow.
  private mutating func parseParameters() -> (marker: UInt8, isValid: Bool) {
    parameters.removeAll(keepingCapacity: true)
    var marker: UInt8 = 0
    var rest = sequence[...]
    if let first = rest.first, Self.isPrivateMarker(first) {
      marker = first
      rest = rest.dropFirst()
    }
    var value = 0
    var inSubParameter = false
    for byte in rest {
      switch byte {
      case 0x30...0x39:
        if !inSubParameter { value = min(value * 10 + Int(byte - 0x30), 999_999) }
      case UInt8(ascii: ";"):
        parameters.append(value)
        value = 0
        inSubParameter = false
      case UInt8(ascii: ":"):
        inSubParameter = true
      default:
        return (marker, false)
      }
    }
    parameters.append(value)
    return (marker, true)
  }

  private mutating func dispatchCSI(final: UInt8) {
    let (marker, isValid) = parseParameters()
    guard isValid else { return }
    let modifiers = KeyModifiers(parameter: parameter(1))
    switch (marker, final) {
    case (0, _):
      dispatchPlainCSI(final: final, modifiers: modifiers)
    case (UInt8(ascii: "<"), UInt8(ascii: "M")), (UInt8(ascii: "<"), UInt8(ascii: "m")):
      guard parameters.count == 3 else { return }
      let event = MouseEvent(
        sgrCode: parameters[0], column: parameters[1], row: parameters[2],
        isRelease: final == UInt8(ascii: "m"))
      if let event { emit(.mouse(event)) }
    case (UInt8(ascii: "?"), UInt8(ascii: "R")):
      // DECXCPR: the private form cannot be mistaken for a key.
      emitCursorPosition()
    default:
      break
    }
  }

  private mutating func dispatchPlainCSI(final: UInt8, modifiers: KeyModifiers) {
    if let key = Self.cursorKey(final) {
      emit(.key(key, modifiers))
      return
    }
    switch final {
    case UInt8(ascii: "P"): emit(.key(.function(1), modifiers))
    case UInt8(ascii: "Q"): emit(.key(.function(2), modifiers))
    case UInt8(ascii: "S"): emit(.key(.function(4), modifiers))
    case UInt8(ascii: "R"):
      if parameters.count >= 2 {
        emitCursorPosition()
      } else {
        emit(.key(.function(3), modifiers))
      }
    case UInt8(ascii: "Z"): emit(.key(.tab, modifiers.union(.shift)))
    case UInt8(ascii: "I") where sequence.isEmpty: emit(.focusIn)
    case UInt8(ascii: "O") where sequence.isEmpty: emit(.focusOut)
    case UInt8(ascii: "M") where sequence.isEmpty:
      // Legacy X10 mouse: three raw bytes follow. The run loop asks for SGR reports, so
      // these are only swallowed, lest they leak into a text field.
      phase = .x10Mouse
      x10BytesLeft = 3
    case UInt8(ascii: "~") where parameters == [200]:
      phase = .paste
    case UInt8(ascii: "~"): editingKey(code: parameter(0), modifiers: modifiers)
    case UInt8(ascii: "^"): editingKey(code: parameter(0), modifiers: .ctrl)
    case UInt8(ascii: "$"): editingKey(code: parameter(0), modifiers: .shift)
    case UInt8(ascii: "@"): editingKey(code: parameter(0), modifiers: [.ctrl, .shift])
    case UInt8(ascii: "u"): unicodeKey(code: parameter(0), modifiers: modifiers)
    case UInt8(ascii: "a")...UInt8(ascii: "d") where sequence.isEmpty:
      // rxvt's Shift-arrows.
      if let key = Self.cursorKey(final - 0x20) { emit(.key(key, .shift)) }
    default:
      break
    }
  }

  private mutating func emitCursorPosition() {
    guard parameters.count >= 2 else { return }
    emit(.cursorPosition(row: max(parameter(0), 1) - 1, column: max(parameter(1), 1) - 1))
  }

  /// The `CSI n ~` keys (VT220 editing keypad and function keys, rxvt's Home and End).
  private mutating func editingKey(code: Int, modifiers: KeyModifiers) {
    let key: TerminalKey
    switch code {
    case 1, 7: key = .home
    case 2: key = .insert
    case 3: key = .delete
    case 4, 8: key = .end
    case 5: key = .pageUp
    case 6: key = .pageDown
    // F1–F12 skip 16 and 22, as on the VT220.
    case 11...15: key = .function(code - 10)
    case 17...21: key = .function(code - 11)
    case 23, 24: key = .function(code - 12)
    case 27 where parameters.count >= 3:
      // xterm's modifyOtherKeys: `CSI 27 ; modifiers ; code ~`.
      unicodeKey(code: parameter(2), modifiers: modifiers)
      return
    default: return
    }
    emit(.key(key, modifiers))
  }

  /// A key given by its code point (`CSI code ; modifiers u`).
  private mutating func unicodeKey(code: Int, modifiers: KeyModifiers) {
    switch code {
    case 9: emit(.key(.tab, modifiers))
    case 13: emit(.key(.enter, modifiers))
    case 27: emit(.key(.escape, modifiers))
    case 8, 127: emit(.key(.backspace, modifiers))
    default:
      // Private-use code points are kitty's functional keys, which are not mapped here.
      guard let scalar = Unicode.Scalar(UInt32(clamping: code)), !TextSanitizer.isControl(scalar),
        !(0xE000...0xF8FF).contains(scalar.value)
      else { return }
      if modifiers.isEmpty {
        appendText(scalar)
      } else {
        emit(.key(.character(Character(scalar)), modifiers))
      }
    }
  }

  private mutating func dispatchSS3(final: UInt8) {
    var number = 0
    for digit in sequence { number = number * 10 + Int(digit - 0x30) }
    let modifiers = KeyModifiers(parameter: number)
    if let key = Self.cursorKey(final) {
      emit(.key(key, modifiers))
      return
    }
    switch final {
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      emit(.key(.function(Int(final) - 0x4F), modifiers))
    case UInt8(ascii: "M"): emit(.key(.enter, modifiers))
    case UInt8(ascii: "I"): emit(.key(.tab, modifiers))
    case UInt8(ascii: "a")...UInt8(ascii: "d"):
      // rxvt's Ctrl-arrows.
      if let key = Self.cursorKey(final - 0x20) { emit(.key(key, .ctrl)) }
    case UInt8(ascii: "j")...UInt8(ascii: "y"):
      // The application keypad: "*+,-./" then the digits, typed as text.
      appendText(Unicode.Scalar(final - 0x40))
    case UInt8(ascii: "X"): appendText("=")
    default: break
    }
  }

  /// The arrow, Home or End key a final byte names in both CSI and SS3 forms.
  private static func cursorKey(_ final: UInt8) -> TerminalKey? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }
}
