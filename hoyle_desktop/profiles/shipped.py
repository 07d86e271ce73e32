"""The shipped profiles (``resources/profiles``), read and checked once a process.

A catalogue is made by every main window, dialog and command; parsing and checking the sixty-odd
shipped files each time took a fifth of a second. A file is read again when its size, inode or
modification time changes; the caller gets its own copy of the rules (a ``ProfileSource`` is frozen,
its ``rules`` dict is not). A failing file is not kept: it raises again at the next look.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

from .loader import ProfileSource, load_file

_sources: dict[Path, tuple[tuple[int, int, int], ProfileSource]] = {}


def load_shipped(path: Path) -> ProfileSource:
    stat = path.stat()
    key = (stat.st_mtime_ns, stat.st_size, stat.st_ino)
    kept = _sources.get(path)
    if kept is None or kept[0] != key:
        kept = _sources[path] = (key, load_file(path, builtin=True))
    source = kept[1]
    return dataclasses.replace(source, rules=copy.deepcopy(source.rules))
