extension Stage {
  /// Applies one input: the active modal takes every key while it is up; else a snackbar or
  /// banner that took focus takes the keys it has a meaning for; the pointer goes to what is
  /// under it.
  ///
  /// - Returns: `.passedThrough` when the host should get the input.
  @discardableResult
  public func handle(_ input: StageInput) -> InputDisposition {
    defer { syncHolds() }
    if let disposition = handleMenuInput(input) { return disposition }
    switch input {
    case .pointer(let pointer): return handle(pointer)
    case .pointerExited:
      setHovered(nil)
      return .passedThrough
    case .accessibilityActivate(let target):
      activate(target)
      return .handled
    case .accessibilitySetValue(let index, let text):
      setValue(text, ofControl: index)
      return .handled
    case .accessibilityScroll(let index, let pages):
      scrollTextArea(control: index, pages: pages)
      return .handled
    case .key, .text, .otherKey, .accessibilityEscape:
      return handleKeyboard(input)
    }
  }

  func handleKeyboard(_ input: StageInput) -> InputDisposition {
    releaseHeldInput()
    if holdsKeyboard(input) { return .handled }
    // A modal on its way out takes no more keys; what is typed ahead goes on to what is
    // under it, so "Esc q" in a hurry still quits.
    if presenter.activeModal != nil, presenter.phase != .dismissing {
      switch input {
      case .key(let key):
        var scrolled = false
        presenter.handle(.key(key)) { key in
          scrolled = scrollBodyByKey(key)
          return scrolled
        }
        // The body was scrolled on purpose: focus must not pull it back.
        if scrolled {
          refreshModal()
          return .handled
        }
      case .text(let text): presenter.handle(.text(text))
      case .accessibilityEscape: presenter.handle(.accessibilityEscape)
      default: break
      }
      revealFocus()
      return .handled
    }
    if snackbarHasFocus, handleSnackbarKey(input) { return .handled }
    for position in Banner.Position.allCases where bannerHasFocus(at: position) {
      if handleBannerKey(input, at: position) { return .handled }
    }
    return .passedThrough
  }

  private func handleSnackbarKey(_ input: StageInput) -> Bool {
    switch input {
    case .key(.enter) where snackbars.visibleMessage?.action != nil:
      snackbars.handle(.actionTapped)
    case .key(.escape), .accessibilityEscape:
      snackbars.handle(.escape)
    default:
      return false
    }
    return true
  }

  private func handleBannerKey(_ input: StageInput, at position: Banner.Position) -> Bool {
    guard let banner = banners.visibleBanner(at: position) else { return false }
    let count = banner.displayedActions.count
    let focus = min(bannerFocus[position] ?? 0, max(0, count - 1))
    switch input {
    case .key(.tab), .key(.right), .key(.down):
      bannerFocus[position] = count == 0 ? 0 : (focus + 1) % count
    case .key(.backTab), .key(.left), .key(.up):
      bannerFocus[position] = count == 0 ? 0 : (focus + count - 1) % count
    case .key(.enter) where count > 0:
      tapBannerAction(focus, at: position)
    case .key(.escape), .accessibilityEscape:
      bannerFocus[position] = nil
      banners.handle(.dismissed, at: position)
    default:
      return false
    }
    return true
  }

  /// Chooses the banner action at `index` of `displayedActions`.
  func tapBannerAction(_ index: Int, at position: Banner.Position) {
    guard let banner = banners.visibleBanner(at: position),
      banner.displayedActionIndices.indices.contains(index)
    else { return }
    bannerFocus[position] = nil
    banners.handle(.actionTapped(banner.displayedActionIndices[index]), at: position)
  }

  // MARK: - Accessibility

  private func activate(_ target: StageTarget) {
    switch target {
    case .modal(let part):
      guard presenter.activeModal != nil else { return }
      presenter.handle(.pointerDown(part))
      presenter.handle(.pointerUp(part))
      revealFocus()
    case .snackbarAction: snackbars.handle(.actionTapped)
    case .snackbar: snackbars.handle(.bodyTapped)
    case .bannerAction(let position, let index): tapBannerAction(index, at: position)
    case .banner(let position): banners.handle(.dismissed, at: position)
    case .menuItem(let path): activateMenuItem(path)
    case .host, .menu: break
    }
  }

  /// Sets a text field's text, an editable text area's (a read-only one keeps its own), a
  /// slider's value from its digits, a date picker's date from its ISO 8601 text,
  /// or a time picker's time from "hh:mm:ss".
  private func setValue(_ text: String, ofControl index: Int) {
    guard let modal = presenter.activeModal, presenter.phase != .dismissing,
      modal.controls.indices.contains(index)
    else { return }
    switch modal.controls[index] {
    case .textField(let field):
      presenter.focus = .control(index)
      field.text = text
      // An answer given whole is a field the user has left: its error shows at once.
      presenter.revealError(ofControl: index)
      presenter.followFileChoosers()
      presenter.applyValidation()
    case .textArea(let area) where area.isEditable:
      presenter.focus = .control(index)
      area.replaceText(with: text)
    case .choice where presenter.setRenamingText(text, ofControl: index):
      // The item being renamed (dialog's inputmenu) took the text whole.
      break
    case .slider(let slider):
      // A number, clamped into the range; anything else leaves the value as it was.
      let digits = text.split(whereSeparator: \.isWhitespace)
      guard digits.count == 1, let value = Int(digits[0]) else { return }
      presenter.focus = .control(index)
      slider.value = value
    case .datePicker(let picker):
      // A date in ISO 8601; anything else leaves the date as it was.
      guard let date = CalendarDate(iso: text) else { return }
      presenter.focus = .control(index)
      picker.date = date
    case .timePicker(let picker):
      guard let (hour, minute, second) = TimePicker.parse(text, seconds: picker.showsSeconds)
      else { return }
      presenter.focus = .control(index)
      (picker.hour, picker.minute, picker.second) = (hour, minute, second)
    default:
      return
    }
    refreshModal()
  }

  // MARK: - Focus

  /// Whether the visible snackbar has keyboard focus: it took focus, and no modal is up.
  var snackbarHasFocus: Bool {
    presenter.activeModal == nil && snackbars.visibleMessageTakesFocus
  }

  /// Whether the banner at a position has keyboard focus: it took focus, and no modal is up.
  ///
  /// A focused snackbar takes Return and Esc first; a banner gets the keys it leaves.
  func bannerHasFocus(at position: Banner.Position) -> Bool {
    presenter.activeModal == nil && banners.takesFocus(at: position)
  }

  /// Tells the managers what holds their timers: a banner's keyboard focus.
  ///
  /// A snackbar's focus holds nothing here. It only ever has the focus it takes when it
  /// appears (`focusOnShow`, which moves a screen reader's focus, as MDC's does), and MDC
  /// holds a snackbar only while VoiceOver's focus is on it: that is accessible mode, which
  /// holds every timer. Holding it for the focus it took would keep `scrim snackbar Saved`
  /// up forever instead of for its 4 seconds.
  ///
  /// Nor does the focus a banner without actions took as it appeared: there is nothing in
  /// it to use, and holding it kept `scrim banner Saved` up for ever instead of for its
  /// duration. Only a banner with actions is held while focused.
  func syncHolds() {
    for position in Banner.Position.allCases {
      let holds =
        bannerHasFocus(at: position)
        && banners.visibleBanner(at: position)?.actions.isEmpty == false
      let banner = holds ? banners.visibleBannerID(at: position) : nil
      if banner != focusedBanners[position] {
        focusedBanners[position] = banner
        banners.setFocused(banner != nil, at: position)
      }
    }
  }
}
