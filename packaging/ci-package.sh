#!/usr/bin/env bash
# CI's packaging check (./dev package, and ./dev test after the tests):
#   1. write the .desktop and AppStream files from hoyle_desktop/__init__.py and validate them
#      (desktop-file-validate, appstreamcli; installed with apt-get when running as root on Debian),
#   2. build the PyInstaller one-folder app and smoke-start it offscreen (packaging/build.sh).
# Fails if either step fails. Extra arguments go to build.sh (--clean, --no-smoke).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV="${HOYLE_VENV:-.venv}"
PY="$VENV/bin/python"
[ -x "$PY" ] || PY="$VENV/Scripts/python.exe"
started=$(date +%s)

if ! command -v desktop-file-validate >/dev/null || ! command -v appstreamcli >/dev/null; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "ci-package: installing desktop-file-utils and appstream (the validators)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq desktop-file-utils appstream >/dev/null
  fi
fi

echo "ci-package: desktop entry and AppStream metainfo"
"$PY" packaging/make_desktop_files.py --out build/desktop --validate

echo "ci-package: PyInstaller bundle"
packaging/build.sh "$@"

echo "ci-package: done in $(($(date +%s) - started))s"
