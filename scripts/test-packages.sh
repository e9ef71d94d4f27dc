#!/usr/bin/env bash
# test-packages.sh
#
# The release artefacts as a user gets them (issue 35): runs scripts/release.sh, then
# - lintian: no error on any package (each override, with its reason, is in
#   packaging/debian/*.lintian-overrides);
# - dpkg -i of every package; scrim, its man page and completions are where they belong;
# - with scrim-compat installed, debconf's dialog front end (DEBIAN_FRONTEND=dialog
#   dpkg-reconfigure of a small debconf package built here) asks through scrim standing in
#   for whiptail, then for dialog, in a pseudo-terminal (packaging/test/drive-pty.py), and
#   the answers typed land in debconf's database;
# - removal restores /usr/bin/whiptail and /usr/bin/dialog (and zenity with the GTK
#   packages) byte for byte (sha256 before and after), and leaves none of the packages'
#   files, diversions or dpkg records behind;
# - the tarball's scrim runs from an unpacked folder with an empty environment.
# Installs the apt tools it needs (sudo when not root). Refuses to run when a scrim package
# is installed already, and removes what it installed however it ends. The GTK packages are
# built and tested when GTK 4's headers are there (SCRIM_RELEASE_GTK, see release.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "FAIL: $*" >&2; exit 1; }
[[ "$(uname)" == Linux ]] && command -v dpkg >/dev/null \
  || { echo "skipped: the packages are tested on Debian-like Linux"; exit 0; }

sudo=()
[[ "$(id -u)" -ne 0 ]] && sudo=(sudo)
as_root() { "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive "$@"; }

# ---- Tools: Debian's packaging tools and debconf's, and the programs compat replaces.
missing=()
for tool in dpkg-buildpackage:dpkg-dev dh:debhelper fakeroot:fakeroot lintian:lintian \
  debconf-show:debconf debconf-get-selections:debconf-utils python3:python3 \
  whiptail:whiptail dialog:dialog; do
  command -v "${tool%%:*}" >/dev/null || missing+=("${tool#*:}")
done
if ((${#missing[@]})); then
  echo "installing ${missing[*]}"
  as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
    || { as_root apt-get update -qq \
      && as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }
fi

ours=(scrim-gtk-compat scrim-compat scrim-gtk scrim scrim-debconf-probe)
for package in "${ours[@]}"; do
  if dpkg-query -W -f '${db:Status-Status}' "$package" 2>/dev/null | grep -qv '^not-installed$'; then
    fail "$package is installed already; this test installs and removes it (dpkg --purge $package)"
  fi
done

work=$(mktemp -d)
cleanup() {
  local status=$?
  # Whatever happened, the machine gets back what it had: our packages purged (the compat
  # packages first, which gives the real programs their names back).
  for package in "${ours[@]}"; do
    if dpkg-query -W -f '${db:Status-Status}' "$package" 2>/dev/null | grep -qv '^not-installed$'; then
      as_root dpkg --purge "$package" >/dev/null 2>&1 || echo "could not purge $package" >&2
    fi
  done
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---- Build.
started=$SECONDS
bash scripts/release.sh
echo "   release.sh took $((SECONDS - started)) s"
version=$(<VERSION)
shopt -s nullglob
debs=(dist/*.deb)
gtk=no
[[ -e "$(echo dist/scrim-gtk_*.deb)" ]] && gtk=yes

echo "== lintian (errors fail; overrides in packaging/debian/*.lintian-overrides)"
status=0
findings=$(lintian --fail-on error --display-level '>=warning' "${debs[@]}" 2>&1) || status=$?
# As root it says it would rather not be; its findings are what counts.
grep -v 'running with root privileges' <<<"$findings" || true
((status == 0)) || fail "lintian reports an error (status $status)"
echo "   no error in ${#debs[@]} packages"

# ---- Install.
programs=(whiptail dialog)
[[ "$gtk" == yes ]] && programs+=(zenity)
declare -A before
for program in "${programs[@]}"; do
  if [[ ! -e /usr/bin/$program ]]; then
    [[ "$program" == zenity ]] || fail "/usr/bin/$program is missing; install it first"
    programs=("${programs[@]/zenity/}")
    continue
  fi
  before[$program]=$(sha256sum </usr/bin/"$program")
done
programs=(${programs[@]})
echo "== dpkg -i ${debs[*]##*/}"
as_root dpkg -i "${debs[@]}" >"$work/install.log" 2>&1 \
  || { cat "$work/install.log"; fail "dpkg -i failed"; }
declare -A listed
for deb in "${debs[@]}"; do
  package=$(dpkg-deb -f "$deb" Package)
  listed[$package]=$(dpkg -L "$package")
done

[[ "$(scrim --version)" == "scrim $version" ]] || fail "the installed scrim says $(scrim --version)"
for file in /usr/share/man/man1/scrim.1.gz /usr/share/bash-completion/completions/scrim \
  /usr/share/zsh/vendor-completions/_scrim /usr/share/fish/vendor_completions.d/scrim.fish; do
  [[ -s "$file" ]] || fail "$file is not installed"
done
[[ "$(bash --norc -c '. /usr/share/bash-completion/completions/scrim; complete -p scrim')" \
  == "complete -F _scrim scrim" ]] || fail "the bash completion does not load"
if [[ "$gtk" == yes ]]; then
  [[ "$(scrim-gtk --version)" == "scrim $version" ]] || fail "scrim-gtk says $(scrim-gtk --version)"
  dpkg-deb -f dist/scrim-gtk_*.deb Depends | grep -q 'libgtk-4-1' \
    || fail "scrim-gtk does not depend on libgtk-4-1"
fi

echo "== scrim-compat: the real programs moved aside, scrim in their place"
for program in "${programs[@]}"; do
  target=scrim
  [[ "$program" == zenity ]] && target=scrim-gtk
  [[ "$(readlink /usr/bin/"$program")" == "$target" ]] \
    || fail "/usr/bin/$program is not a link to $target"
  [[ "$(sha256sum </usr/bin/"$program".real)" == "${before[$program]}" ]] \
    || fail "/usr/bin/$program.real is not the program /usr/bin/$program was"
  [[ "$(dpkg-divert --truename /usr/bin/"$program")" == /usr/bin/"$program".real ]] \
    || fail "no diversion of /usr/bin/$program"
  echo "   /usr/bin/$program -> $target; the real one at /usr/bin/$program.real"
done
[[ "$(whiptail --version 2>&1)" == "scrim $version (whiptail compatible)" ]] \
  || fail "whiptail --version says '$(whiptail --version 2>&1)'"

echo "== debconf's dialog front end asks through scrim (pseudo-terminal)"
probe="$work/probe"
mkdir -p "$probe/DEBIAN"
cp packaging/test/scrim-debconf-probe/{control,templates} "$probe/DEBIAN/"
install -m 755 packaging/test/scrim-debconf-probe/{config,postrm} "$probe/DEBIAN/"
dpkg-deb --root-owner-group -b "$probe" "$work/probe.deb" >/dev/null
as_root dpkg -i "$work/probe.deb" >/dev/null
# As whiptail (debconf's first choice), then as dialog (DEBCONF_FORCE_DIALOG).
for program in whiptail dialog; do
  name="Ada Lovelace via $program"
  force=()
  [[ "$program" == dialog ]] && force=(DEBCONF_FORCE_DIALOG=1)
  "${sudo[@]}" env TERM=xterm DEBIAN_FRONTEND=dialog "${force[@]}" \
    python3 packaging/test/drive-pty.py --transcript "$work/$program.screen" \
    --expect "Whose name" --send "$name\\r" \
    --expect "Which colour" --send '\x1b[B\r' \
    -- dpkg-reconfigure scrim-debconf-probe \
    || fail "dpkg-reconfigure through $program failed"
  answers=$("${sudo[@]}" debconf-get-selections | grep '^scrim-debconf-probe' | sort)
  expected=$(printf 'scrim-debconf-probe\tscrim-debconf-probe/colour\tselect\tgreen\n')
  expected+=$'\n'$(printf 'scrim-debconf-probe\tscrim-debconf-probe/name\tstring\t%s' "$name")
  [[ "$answers" == "$expected" ]] \
    || fail "debconf holds, after answering through $program:"$'\n'"$answers"
  # scrim's frame has rounded corners; whiptail's and dialog's are square.
  grep -q '╭' "$work/$program.screen" || fail "the questions were not drawn by scrim"
  echo "   as $program: $(tr '\t' ' ' <<<"$answers" | cut -d' ' -f2,4- | paste -sd';' -)"
  # Back to the first answers, so that the next run's answers are its own.
  "${sudo[@]}" debconf-set-selections <<<"scrim-debconf-probe scrim-debconf-probe/colour select red
scrim-debconf-probe scrim-debconf-probe/name string"
done
as_root dpkg --purge scrim-debconf-probe >/dev/null

# ---- Remove: everything goes, the real programs come back.
echo "== dpkg --purge: the real programs back byte for byte, nothing left behind"
purge=()
for package in "${ours[@]}"; do [[ -n "${listed[$package]:-}" ]] && purge+=("$package"); done
as_root dpkg --purge "${purge[@]}" >"$work/purge.log" 2>&1 \
  || { cat "$work/purge.log"; fail "dpkg --purge failed"; }
for program in "${programs[@]}"; do
  after=$(sha256sum </usr/bin/"$program")
  [[ "$after" == "${before[$program]}" ]] || fail "/usr/bin/$program changed: $after"
  [[ ! -e /usr/bin/$program.real ]] || fail "/usr/bin/$program.real is left"
  echo "   /usr/bin/$program ${after%% *} (the same before and after)"
done
diversions=$(dpkg-divert --list | grep scrim || true)
[[ -z "$diversions" ]] || fail "diversions left: $diversions"
for package in "${purge[@]}"; do
  while IFS= read -r path; do
    [[ -z "$path" || "$path" == /. || -d "$path" ]] && continue
    [[ -e "$path" || -L "$path" ]] || continue
    # The real whiptail, dialog and zenity are back at names compat had.
    dpkg-query -S "$path" >/dev/null 2>&1 \
      || fail "$path, from $package, is left behind and belongs to no package"
  done <<<"${listed[$package]}"
  ! compgen -G "/var/lib/dpkg/info/$package.*" >/dev/null \
    || fail "dpkg still has records of $package"
done
echo "   no file of ${purge[*]} is left"

# ---- The tarball, unpacked anywhere, with nothing in the environment.
echo "== the tarball's scrim, unpacked, with env -i"
tar -xzf dist/scrim-"$version"-linux-*.tar.gz -C "$work"
folder=$(echo "$work"/scrim-"$version"-linux-*/)
for file in scrim scrim.1 README.md CHANGELOG.md completions/scrim.bash completions/_scrim \
  completions/scrim.fish; do
  [[ -e "$folder/$file" ]] || fail "the tarball lacks $file"
done
(
  cd "$folder"
  [[ "$(env -i ./scrim --version)" == "scrim $version" ]] || fail "env -i ./scrim --version"
  answer=$(printf '2\n' | env -i ./scrim alert --title "Delete draft?" --action Cancel:cancel \
    --action Delete:destructive --accessible 2>/dev/null)
  [[ "$answer" == Delete ]] || fail "env -i ./scrim alert --accessible answered '$answer'"
  check=$(env -i ./scrim alert --title Error --action OK --check)
  [[ "$check" == "warning: [title.single-word]"* ]] \
    || fail "env -i ./scrim alert --title Error --check said '$check'"
)
echo "   --version, a line-mode alert and --check answer as they should"

echo "== sizes"
(cd dist && ls -l -- *.deb *.tar.gz | awk '{printf "   %9d  %s\n", $5, $9}')
for deb in "${debs[@]}"; do
  echo "   $(dpkg-deb -f "$deb" Package) installs $(dpkg-deb -f "$deb" Installed-Size) KiB"
done
echo "   ldd scrim: $(ldd "$folder/scrim" 2>&1 | tr -s ' \t' ' ')"
