"""The command that starts this program again (a new language takes a fresh start)."""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]  # hoyle_desktop/


def relaunch_command(argv: list[str]) -> tuple[str, list[str]]:
    """The program and arguments that run this program again as it was started: a PyInstaller
    bundle is its own executable; ``python -m hoyle_desktop.app`` runs the module again (its file
    alone cannot run: its imports are relative); an installed ``hoyle-desktop`` script runs again."""
    if getattr(sys, "frozen", False):
        return sys.executable, argv[1:]
    script = Path(argv[0]).resolve() if argv and argv[0] else None
    if script is not None and script.suffix == ".py" and PACKAGE in script.parents:
        module = ".".join(script.relative_to(PACKAGE.parent).with_suffix("").parts)
        return sys.executable, ["-m", module, *argv[1:]]
    return sys.executable, argv[:]
