"""The command-line option every screenshot and text-dump tool takes: ``--lang CODE``; and the
setting a tool that plays games through needs."""

from __future__ import annotations

import os


def play_on_at_deal_ends() -> None:
    """The tool plays the games on itself: the tables do not hold the end of each deal for a key
    (a held end stops a tool waiting for the person's next turn for ever)."""
    os.environ.setdefault("HOYLE_DESKTOP_DEAL_END", "go_on")


def take_language(args: list[str], default: str = "en") -> str:
    """Remove ``--lang CODE`` from ``args`` (in place) and return CODE, else ``default``."""
    if "--lang" not in args:
        return default
    at = args.index("--lang")
    language = args[at + 1]
    del args[at : at + 2]
    return language
