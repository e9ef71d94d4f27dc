#!/usr/bin/env bash
# release.sh
#
# Builds, from a checkout, the versioned artefacts a user installs without Swift into
# dist/ (emptied first):
#   scrim-VERSION-linux-ARCH.tar.gz  the static `scrim` (Linux), its man page, bash, zsh and
#                                    fish completions, README, CHANGELOG (and licence, once
#                                    the repository has one)
#   scrim_VERSION-1_ARCH.deb           the same binary, man page and completions where the
#                                    shells look
#   scrim-gtk_VERSION-1_ARCH.deb     the GTK 4 window (depends on libgtk-4-1, found by
#                                    dpkg-shlibdeps)
#   scrim-compat_VERSION-1_all.deb   scrim as the system's whiptail and dialog (diversions)
#   scrim-gtk-compat_VERSION-1_all.deb scrim-gtk as the system's zenity (diversion)
#   SHA256SUMS
# The version is the file VERSION's line; the packages are laid out by debhelper from
# packaging/ (debian/ and the maintainer scripts' templates).
#
# The GTK packages need GTK 4's headers (libgtk-4-dev, see scripts/test-gtk.sh):
# SCRIM_RELEASE_GTK=auto (the default) builds them when pkg-config finds gtk4, =yes fails
# without it, =no skips them. It installs nothing: dpkg-dev, debhelper and fakeroot (and
# libgtk-4-dev for GTK) must be there; scripts/test-packages.sh installs them.
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "FAIL: $*" >&2; exit 1; }

[[ "$(uname)" == Linux ]] || fail "the static binary and the Debian packages are built on Linux"
for tool in dpkg-buildpackage dh fakeroot; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install dpkg-dev debhelper fakeroot)"
done

version=$(<VERSION)
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+([~+][0-9A-Za-z.]+)?$ ]] \
  || fail "VERSION holds '$version', not a version such as 1.2.3"
grep -qF "static let current = \"$version\"" Sources/ScrimCLI/Command/ScrimVersion.swift \
  || fail "ScrimVersion.current is not VERSION's $version (Sources/ScrimCLI/Command/ScrimVersion.swift)"
if [[ -n "$(git status --porcelain 2>/dev/null)" ]]; then
  echo "   note: the checkout has uncommitted changes; the artefacts hold them"
fi
# Dates inside the packages and the tarball are the last commit's, so that packing adds no
# difference between two builds of one commit. (Two checkouts in different folders still
# link binaries a few kilobytes apart: the same size, not the same bytes.)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

gtk=${SCRIM_RELEASE_GTK:-auto}
case "$gtk" in
  auto) if pkg-config --exists gtk4 2>/dev/null; then gtk=yes; else gtk=no; fi ;;
  yes) pkg-config --exists gtk4 || fail "SCRIM_RELEASE_GTK=yes but no gtk4 (apt-get install libgtk-4-dev)" ;;
  no) ;;
  *) fail "SCRIM_RELEASE_GTK is '$gtk', not auto, yes or no" ;;
esac

# ---- Build. The same command lines as scripts/check-release.sh and the GTK scripts, so
# that CI builds each once.
echo "== scrim $version: release build"
swift build -c release --product scrim -Xswiftc -warnings-as-errors
scrim=.build/release/scrim
[[ "$("$scrim" --version)" == "scrim $version" ]] \
  || fail "the built scrim says '$("$scrim" --version)', not 'scrim $version'"
if [[ "$gtk" == yes ]]; then
  echo "== scrim-gtk $version: release build"
  swift build -c release --package-path Renderers/GTK --product scrim-gtk
  scrim_gtk=Renderers/GTK/.build/release/scrim-gtk
  [[ "$("$scrim_gtk" --version)" == "scrim $version" ]] \
    || fail "the built scrim-gtk says '$("$scrim_gtk" --version)', not 'scrim $version'"
fi

rm -rf dist
mkdir -p dist
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# ---- What the tarball and the packages share: binary, man page, completions, docs.
arch=$(uname -m)
tree="$work/scrim-$version-linux-$arch"
mkdir -p "$tree/completions"
install -m 755 "$scrim" "$tree/scrim"
install -m 644 docs/scrim.1 README.md CHANGELOG.md "$tree/"
for licence in LICENSE LICENSE.md LICENSE.txt COPYING; do
  [[ -f "$licence" ]] && install -m 644 "$licence" "$tree/"
done
"$scrim" --generate-completion-script bash >"$tree/completions/scrim.bash"
"$scrim" --generate-completion-script zsh >"$tree/completions/_scrim"
"$scrim" --generate-completion-script fish >"$tree/completions/scrim.fish"
# The static binary is stripped as the package's is (dh_strip), so both are the same size.
strip --remove-section=.comment --remove-section=.note "$tree/scrim"

tarball="dist/scrim-$version-linux-$arch.tar.gz"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$SOURCE_DATE_EPOCH" \
  -C "$work" -cf - "$(basename "$tree")" | gzip -9n >"$tarball"

# ---- The Debian packages: a source tree of prebuilt files and packaging/debian.
src="$work/deb/scrim-$version"
mkdir -p "$src/bin" "$src/man" "$src/completions/bash" "$src/completions/zsh" \
  "$src/completions/fish"
cp -r packaging/debian "$src/debian"
install -m 755 "$scrim" "$src/bin/scrim"
install -m 644 docs/scrim.1 "$src/man/scrim.1"
install -m 644 README.md "$src/"
install -D -m 644 CHANGELOG.md "$src/upstream/CHANGELOG.md"
cp "$tree/completions/scrim.bash" "$src/completions/bash/scrim"
cp "$tree/completions/_scrim" "$src/completions/zsh/_scrim"
cp "$tree/completions/scrim.fish" "$src/completions/fish/scrim.fish"
[[ "$gtk" == yes ]] && install -m 755 "$scrim_gtk" "$src/bin/scrim-gtk"

# The diversions' maintainer scripts, one template for both compat packages.
divert() {
  local package=$1 programs=$2 script
  for script in preinst postrm; do
    sed -e "s/@PACKAGE@/$package/g" -e "s/@PROGRAMS@/$programs/g" \
      "packaging/maintscripts/$script.in" >"$src/debian/$package.$script"
  done
}
divert scrim-compat "whiptail dialog"
[[ "$gtk" == yes ]] && divert scrim-gtk-compat zenity

maintainer=$(sed -n 's/^Maintainer: //p' packaging/debian/control)
cat >"$src/debian/changelog" <<EOF
scrim ($version-1) unstable; urgency=medium

  * Release $version; what changed is in /usr/share/doc/scrim/changelog.gz.

 -- $maintainer  $(date -R -u -d "@$SOURCE_DATE_EPOCH")
EOF

profiles=()
[[ "$gtk" == no ]] && profiles=(-Pnogtk)
echo "== Debian packages (dpkg-buildpackage${profiles:+ ${profiles[*]}})"
(cd "$src" && dpkg-buildpackage -b -us -uc "${profiles[@]}" >"$work/dpkg-buildpackage.log" 2>&1) \
  || { tail -40 "$work/dpkg-buildpackage.log"; fail "dpkg-buildpackage failed"; }
mv "$work"/deb/*.deb dist/

(cd dist && sha256sum -- *.tar.gz *.deb >SHA256SUMS)
echo "== dist/"
(cd dist && ls -l -- * | awk '{printf "   %9d  %s\n", $5, $9}')
