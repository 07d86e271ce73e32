#!/usr/bin/env bash
# Build the one-folder application with PyInstaller and smoke-start it.
#
#   packaging/build.sh [--clean] [--no-smoke]
#
# Uses the project's virtual environment (.venv, or $HOYLE_VENV) with the project's dependencies
# in it (./dev run or ./dev test sets it up), and installs PyInstaller into it if it is missing.
# Work files go to build/pyinstaller/, the application to dist/hoyle-desktop/ (on macOS also
# "dist/Hoyle Desktop.app"). Then it runs the built program with --smoke on Qt's offscreen platform
# (open a game, play a second, quit) and fails unless that exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${HOYLE_VENV:-.venv}"
PYINSTALLER_REQ="pyinstaller>=6.10,<7"
SMOKE_TIMEOUT="${HOYLE_SMOKE_TIMEOUT:-120}"

clean=0
smoke=1
for arg in "$@"; do
  case "$arg" in
    --clean) clean=1 ;;
    --no-smoke) smoke=0 ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

if [ -x "$VENV/bin/python" ]; then
  PY="$VENV/bin/python"
elif [ -x "$VENV/Scripts/python.exe" ]; then # Windows (Git Bash)
  PY="$VENV/Scripts/python.exe"
else
  echo "build.sh: no virtual environment in $VENV; run ./dev test (or ./dev run) first" >&2
  exit 2
fi

if ! "$PY" -c 'import PySide6, yaml, jsonschema, appdirs' 2>/dev/null; then
  echo "build.sh: the project's dependencies are missing from $VENV; run ./dev test first" >&2
  exit 2
fi
if ! "$PY" -m PyInstaller --version >/dev/null 2>&1; then
  echo "build.sh: installing $PYINSTALLER_REQ into $VENV"
  "$PY" -m pip install --quiet --disable-pip-version-check "$PYINSTALLER_REQ"
fi

if ! ls resources/icons/app-icon-*.png >/dev/null 2>&1; then
  echo "build.sh: rendering the icon PNGs"
  QT_QPA_PLATFORM=offscreen "$PY" packaging/render_icons.py >/dev/null
fi

slug=$("$PY" -c 'import runpy; print(runpy.run_path("hoyle_desktop/__init__.py")["APP_SLUG"])')
started=$(date +%s)
args=(--noconfirm --log-level WARN --workpath build/pyinstaller --distpath dist)
[ "$clean" = 1 ] && args+=(--clean)
rm -rf "dist/$slug"
echo "build.sh: PyInstaller $("$PY" -m PyInstaller --version), building dist/$slug"
# The PySide6 hook names libqgtk3's GTK libraries before the spec drops that plugin: not a problem.
"$PY" -m PyInstaller "${args[@]}" packaging/hoyle-desktop.spec 2>&1 \
  | grep -v -E "WARNING: Library not found: could not resolve 'lib(gtk|gdk)-3" || true
built=$(($(date +%s) - started))

exe="dist/$slug/$slug"
[ -f "$exe.exe" ] && exe="$exe.exe"
if [ ! -x "$exe" ]; then
  echo "build.sh: FAILED, $exe was not built" >&2
  exit 1
fi
size=$(du -sh "dist/$slug" | cut -f1)
echo "build.sh: built $exe in ${built}s; dist/$slug is $size"

[ "$smoke" = 1 ] || exit 0
# A throw-away home for settings, saves and statistics, so the smoke run leaves no trace.
smoke_home=$(mktemp -d)
trap 'rm -rf "$smoke_home"' EXIT
echo "build.sh: smoke test: QT_QPA_PLATFORM=offscreen $exe --smoke"
set +e
if command -v timeout >/dev/null; then
  QT_QPA_PLATFORM=offscreen HOYLE_DESKTOP_HOME="$smoke_home" timeout "$SMOKE_TIMEOUT" "$exe" --smoke
else
  QT_QPA_PLATFORM=offscreen HOYLE_DESKTOP_HOME="$smoke_home" "$exe" --smoke
fi
status=$?
# The bundle speaks German when asked (its compiled catalogue is found and loaded).
if [ "$status" = 0 ]; then
  german=$(QT_QPA_PLATFORM=offscreen HOYLE_DESKTOP_HOME="$smoke_home" "$exe" --smoke --lang de 2>&1) || status=$?
  echo "$german" | grep "first menu" || true
  if ! echo "$german" | grep -q "first menu 'Spie&l'"; then
    echo "build.sh: the bundle did not start in German with --lang de" >&2
    status=1
  fi
fi
set -e
if [ "$status" = 0 ]; then
  echo "build.sh: smoke test passed (exit status 0)"
else
  [ "$status" = 124 ] && echo "build.sh: the smoke test did not finish in ${SMOKE_TIMEOUT}s" >&2
  echo "build.sh: smoke test FAILED (exit status $status)" >&2
fi
exit "$status"
