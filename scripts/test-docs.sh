#!/usr/bin/env bash
# Opens the built DocC sites (scripts/docs.sh) in headless Chromium over a loopback HTTP
# server, as a reader would, and checks that the landing page and the getting-started
# article render their title, code and images. Screenshots go to .build/docs-screenshots.
#
# DocC pages are drawn by JavaScript, so only a browser shows whether they render; the
# DOM is dumped after the page has run its scripts.
set -euo pipefail
cd "$(dirname "$0")/.."

site=.build/docs
shots=.build/docs-screenshots
[ -f "$site/ScrimCore/index.html" ] || { echo "no site: run scripts/docs.sh first" >&2; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "installing chromium (Debian's package)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq chromium >/dev/null || { apt-get update -qq && apt-get install -y -qq chromium >/dev/null; }
  browser=$(command -v chromium)
fi

# A port the kernel picks, so parallel runs do not collide.
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null && break
  sleep 0.1
done

# Root runs Chromium only without its sandbox; the pages are our own.
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
  --virtual-time-budget=15000)
rm -rf "$shots"
mkdir -p "$shots"
failures=0

# The text a reader sees: the DOM without tags, and without DocC's <wbr> word breaks
# inside long symbol names.
visible_text() {
  python3 -c 'import html, re, sys
page = re.sub(r"<(script|style|noscript)\b.*?</\1>", " ", sys.stdin.read(), flags=re.S)
print(html.unescape(re.sub(r"<[^>]+>", "", page.replace("<wbr>", ""))))'
}

# check NAME PATH [title:TITLE | html:MARKUP | TEXT]...: a screenshot, then the rendered
# page must show TITLE as its title, each TEXT where a reader sees it, each MARKUP in its DOM.
check() {
  local name=$1 path=$2
  shift 2
  local url="http://127.0.0.1:$port/$path"
  "$browser" "${flags[@]}" --window-size=1280,1800 --screenshot="$PWD/$shots/$name.png" "$url" \
    >/dev/null 2>&1
  "$browser" "${flags[@]}" --dump-dom "$url" 2>/dev/null >"$shots/$name.html"
  visible_text <"$shots/$name.html" >"$shots/$name.txt"
  python3 -c 'import re, sys
title = re.search(r"<h1[^>]*class=\"title\"[^>]*>(.*?)</h1>", sys.stdin.read(), re.S)
print(re.sub(r"<[^>]+>|\s+", " ", title.group(1)).strip() if title else "")' \
    <"$shots/$name.html" >"$shots/$name.title"
  [ -s "$shots/$name.png" ] || { echo "FAIL $name: no screenshot"; failures=$((failures + 1)); }
  for expected in "$@"; do
    local file=$shots/$name.txt needle=$expected
    if [[ "$expected" == html:* ]]; then file=$shots/$name.html needle=${expected#html:}; fi
    if [[ "$expected" == title:* ]]; then file=$shots/$name.title needle=${expected#title:}; fi
    if ! grep -qF -- "$needle" "$file"; then
      echo "FAIL $name: the rendered page lacks $expected"
      failures=$((failures + 1))
    fi
  done
  echo "checked $name ($url)"
}

# The title, in DocC's title heading; code in a listing; the screenshot as an image.
check landing ScrimCore/documentation/scrimcore/ \
  'title:ScrimCore' 'Getting started' 'SnackbarManager' 'html:<img' \
  'html:alert.svg'
check getting-started ScrimCore/documentation/scrimcore/gettingstarted \
  'title:Getting started' 'html:<pre' \
  'let alert = AlertController(title: "Delete draft?", message: nil, preferredStyle: .alert)' \
  'html:alert.svg'
check host-screen ScrimTerminal/documentation/scrimterminal/hostscreen \
  'title:A host screen of your own' 'html:<pre' \
  'final class DraftList: TerminalHost'
check testing ScrimTesting/documentation/scrimtesting/testingyourmodals \
  'title:Testing your modals' 'html:<pre' 'let clock = ManualClock()'

[ "$failures" -eq 0 ] || { echo "$failures checks failed; see $shots"; exit 1; }
echo "docs render in Chromium; screenshots in $shots"
