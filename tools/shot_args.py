"""The command-line option every screenshot and text-dump tool takes: ``--lang CODE``."""

from __future__ import annotations


def take_language(args: list[str], default: str = "en") -> str:
    """Remove ``--lang CODE`` from ``args`` (in place) and return CODE, else ``default``."""
    if "--lang" not in args:
        return default
    at = args.index("--lang")
    language = args[at + 1]
    del args[at : at + 2]
    return language
