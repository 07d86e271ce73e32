"""Check the app as a screen reader meets it: the AT-SPI tree and its focus and announcement events
while keys (xdotool, no mouse) open three tables from the chooser and play at each.

Runs with the system's Python, which has pyatspi (Debian's python3-pyatspi), under Xvfb and a
D-Bus session with the AT-SPI bus; the app itself runs from the project's virtualenv:

    Xvfb :61 -screen 0 1280x900x24 &
    DISPLAY=:61 dbus-run-session -- /usr/bin/python3 tools/atspi_check.py --python /work/main/.venv/bin/python

It prints each focus change (role and name) and each announcement as Orca would receive them, and
after each table opens the names of the person's cards in the accessible tree.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyatspi
from gi.repository import GLib

ROOT = Path(__file__).resolve().parent.parent
STEP_MS = 2000  # between keys: the computer's pace and the table's animation at their defaults
# (what is done, the keys): from the chooser, three tables, each played a little with keys alone
SCRIPT: list[tuple[str, list[str]]] = [
    ("open Cribbage from the chooser (Enter on its tile, Enter in New Game)", ["Return", "Return"]),
    ("at the table: where am I, my hand", ["F2", "F4"]),
    ("lay out two cards", ["space", "Right", "space", "Return"]),
    ("peg: move and play", ["Right", "space", "Right", "space", "Right", "space", "F3"]),
    ("back to the chooser, then Pope Joan", ["ctrl+g", "Right", "Return", "Return"]),
    ("Pope Joan: where am I, my hand, play", ["F2", "F4", "Right", "space", "Return", "Right", "space"]),
    ("back to the chooser, then All-Fours", ["ctrl+g", "Left", "Down", "Down", "Down", "Return", "Return"]),
    (
        "All-Fours: where am I, my hand, play",
        ["F2", "F4", "Right", "space", "Tab", "space", "Right", "space"],
    ),
]


def log(text: str) -> None:
    print(text, flush=True)


def app_of(name: str):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and name.lower() in (app.name or "").lower():
            return app
    return None


def log_apps() -> None:
    desktop = pyatspi.Registry.getDesktop(0)
    names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
    log(f"  applications on the AT-SPI bus: {names}")


def hand_lists(node, found: list, depth: int = 0) -> None:
    if node is None or depth > 40:
        return
    try:
        if node.getRoleName() == "list" and (node.name or "").lower().startswith(("your hand", "ihre hand")):
            found.append(node)
        for i in range(node.childCount):
            hand_lists(node.getChildAtIndex(i), found, depth + 1)
    except Exception:
        return


def show_tree(label: str) -> None:
    app = app_of("python") or app_of("hoyle")
    if app is None:
        log("  (the app is not on the AT-SPI bus)")
        return
    lists: list = []
    hand_lists(app, lists)
    for lst in lists:
        names = [lst.getChildAtIndex(i).name for i in range(lst.childCount)]
        log(f"  tree after {label!r}: {lst.name}: {names}")


def on_event(event) -> None:
    source = event.source
    try:
        role, name = source.getRoleName(), source.name
    except Exception:
        role, name = "?", "?"
    if event.type.startswith("object:state-changed:focused") and event.detail1:
        log(f"  focus: {role} {name!r}")
    elif event.type.startswith("object:property-change:accessible-name") and role == "list":
        log(f"  renamed: {role} {name!r}")
    elif event.type.startswith("object:announcement"):
        log(f"  announced: {event.any_data!r}")


def steps():
    """Each step is run by the AT-SPI main loop (so events are heard as they come), 2 s apart."""
    # No window manager under Xvfb: give the app's window the keyboard as a desktop would.
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", "--name", "Hoyle"], capture_output=True, text=True
    )
    for window in found.stdout.split():
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    log_apps()
    yield
    for label, keys in SCRIPT:
        log(f"== {label}: {' '.join(keys)}")
        for key in keys:
            log(f" key {key}")
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=False)
            yield
        yield
        show_tree(label)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable, help="the Python that runs the app")
    args = parser.parse_args()
    home = tempfile.mkdtemp(prefix="hoyle-atspi-")
    env = dict(
        os.environ,
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        HOYLE_DESKTOP_HOME=home,
        PYTHONPATH=str(ROOT),
        LANG="en_GB.UTF-8",
    )
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env)
    time.sleep(1)
    app = subprocess.Popen([args.python, "-m", "hoyle_desktop.app"], env=env, cwd=ROOT)
    for kind in (
        "object:state-changed:focused",
        "object:announcement",
        "object:property-change:accessible-name",
    ):
        pyatspi.Registry.registerEventListener(on_event, kind)
    todo = steps()

    def next_step() -> bool:
        try:
            next(todo)
        except StopIteration:
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(15000, lambda: (GLib.timeout_add(STEP_MS, next_step), False)[1])  # the app starts
    try:
        pyatspi.Registry.start()
    finally:
        app.terminate()
        app.wait(10)
        bus.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
