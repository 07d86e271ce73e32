#!/usr/bin/env bash
# Per-user desktop integration for Hoyle Desktop (no root needed): menu entry, icons, AppStream.
#
#   packaging/install-user.sh [--exec PROGRAM | --bundle [DIR]] [--dry-run]
#   packaging/install-user.sh --uninstall [--dry-run]
#
# Installs, under ${XDG_DATA_HOME:-~/.local/share}:
#   applications/<APP_ID>.desktop
#   icons/hicolor/<N>x<N>/apps/<APP_ID>.png   (16 24 32 48 64 128 256 512)
#   icons/hicolor/scalable/apps/<APP_ID>.svg
#   metainfo/<APP_ID>.metainfo.xml
# The menu entry starts, in this order of preference:
#   --exec PROGRAM   that program (a path, or a command on PATH);
#   --bundle [DIR]   the PyInstaller build (default dist/hoyle-desktop), copied to
#                    ~/.local/lib/<APP_SLUG> and linked as ~/.local/bin/<APP_SLUG>;
#   (neither)        the hoyle-desktop command if it is on PATH (pip install --user ., pipx
#                    install .), else the PyInstaller build if there is one.
# --uninstall removes all of the above that this script put there. --dry-run shows, changes nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)

mode=install
program=""
bundle=""
dry=0
while [ $# -gt 0 ]; do
  case "$1" in
    --uninstall) mode=uninstall ;;
    --exec) program="${2:?--exec needs a program}"; shift ;;
    --bundle)
      bundle="dist/hoyle-desktop"
      if [ $# -gt 1 ] && [ "${2#-}" = "$2" ]; then bundle="$2"; shift; fi
      ;;
    --dry-run) dry=1 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install-user.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

PY=""
for candidate in "${HOYLE_VENV:-.venv}/bin/python" python3 python; do
  if command -v "$candidate" >/dev/null 2>&1; then PY="$candidate"; break; fi
done
[ -n "$PY" ] || { echo "install-user.sh: needs Python 3 to fill in the desktop files" >&2; exit 2; }
eval "$("$PY" packaging/make_desktop_files.py --shell-vars)" # APP_ID APP_NAME APP_SLUG VERSION ...

DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APPS="$DATA/applications"
HICOLOR="$DATA/icons/hicolor"
METAINFO="$DATA/metainfo"
LIBDIR="$HOME/.local/lib/$APP_SLUG"
BINLINK="$HOME/.local/bin/$APP_SLUG"
SIZES="16 24 32 48 64 128 256 512"

run() {
  if [ "$dry" = 1 ]; then echo "would run: $*"; else "$@"; fi
}

refresh_caches() {
  [ "$dry" = 1 ] && return 0
  if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$APPS" 2>/dev/null || true; fi
  touch "$HICOLOR" 2>/dev/null || true # icon theme caches notice the new mtime
  if command -v gtk-update-icon-cache >/dev/null && [ -f "$HICOLOR/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$HICOLOR" 2>/dev/null || true
  fi
}

if [ "$mode" = uninstall ]; then
  run rm -f "$APPS/$APP_ID.desktop" "$METAINFO/$APP_ID.metainfo.xml" "$HICOLOR/scalable/apps/$APP_ID.svg"
  for size in $SIZES; do run rm -f "$HICOLOR/${size}x${size}/apps/$APP_ID.png"; done
  if [ -L "$BINLINK" ] && [ "$(readlink "$BINLINK")" = "$LIBDIR/$APP_SLUG" ]; then run rm -f "$BINLINK"; fi
  if [ -d "$LIBDIR" ]; then run rm -rf "$LIBDIR"; fi
  refresh_caches
  if [ "$dry" = 1 ]; then echo "(dry run: nothing removed)"; exit 0; fi
  echo "$APP_NAME: desktop entry, icons and metainfo removed from $DATA"
  exit 0
fi

# Which program the menu entry starts.
if [ -z "$program" ] && [ -z "$bundle" ]; then
  if found=$(command -v "$APP_SLUG" 2>/dev/null); then
    program="$found"
  elif [ -x "dist/$APP_SLUG/$APP_SLUG" ]; then
    bundle="dist/$APP_SLUG"
  else
    echo "install-user.sh: no $APP_SLUG on PATH and no PyInstaller build in dist/$APP_SLUG." >&2
    echo "Install the app first (pip install --user . or pipx install .), build it" >&2
    echo "(packaging/build.sh), or name the program with --exec." >&2
    exit 2
  fi
fi
if [ -n "$bundle" ]; then
  [ -x "$bundle/$APP_SLUG" ] || { echo "install-user.sh: $bundle/$APP_SLUG is not a built app" >&2; exit 2; }
  bundle=$(cd "$bundle" && pwd)
  if [ "$bundle" != "$LIBDIR" ]; then
    run rm -rf "$LIBDIR"
    run mkdir -p "$(dirname "$LIBDIR")"
    run cp -a "$bundle" "$LIBDIR"
  fi
  program="$LIBDIR/$APP_SLUG"
  if [ ! -e "$BINLINK" ] || [ -L "$BINLINK" ]; then
    run mkdir -p "$(dirname "$BINLINK")"
    run ln -sfn "$program" "$BINLINK"
  else
    echo "install-user.sh: $BINLINK exists and is not a link; left alone" >&2
  fi
elif [ "${program#/}" = "$program" ]; then
  # a bare command name: resolve it now, since the desktop session's PATH may lack ~/.local/bin
  program=$(command -v "$program" 2>/dev/null) || { echo "install-user.sh: $program not found" >&2; exit 2; }
fi

# Icons: the PNGs are rendered from the SVG (packaging/render_icons.py) and shipped in resources/.
for size in $SIZES; do
  [ -f "resources/icons/app-icon-$size.png" ] || { echo "install-user.sh: resources/icons/app-icon-$size.png is missing; run packaging/render_icons.py" >&2; exit 2; }
done

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
"$PY" packaging/make_desktop_files.py --out "$staging" --exec "$program" >/dev/null

run mkdir -p "$APPS" "$METAINFO" "$HICOLOR/scalable/apps"
run install -m 644 "$staging/$APP_ID.desktop" "$APPS/$APP_ID.desktop"
run install -m 644 "$staging/$APP_ID.metainfo.xml" "$METAINFO/$APP_ID.metainfo.xml"
run install -m 644 "$REPO/resources/icons/app-icon.svg" "$HICOLOR/scalable/apps/$APP_ID.svg"
for size in $SIZES; do
  run mkdir -p "$HICOLOR/${size}x${size}/apps"
  run install -m 644 "$REPO/resources/icons/app-icon-$size.png" "$HICOLOR/${size}x${size}/apps/$APP_ID.png"
done
refresh_caches
if [ "$dry" = 1 ]; then echo "(dry run: nothing installed)"; exit 0; fi
echo "$APP_NAME $VERSION: menu entry $APPS/$APP_ID.desktop starts $program"
echo "Remove with: packaging/install-user.sh --uninstall"
