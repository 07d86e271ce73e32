"""Writing files so that a crash or a full disk never leaves half a file behind.

The new content goes to a temporary file in the same folder, is flushed and synced to disk, and
then replaces the target in one step (``os.replace``). If anything fails the temporary file is
removed and the old file, if there was one, is untouched.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
import time
from pathlib import Path

_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_LEFTOVER = re.compile(r"^\..+\.[0-9a-f]{8}\.tmp$")  # the names _open_temp makes


def _open_temp(folder: Path, name: str) -> tuple[int, Path]:
    for _ in range(100):
        temp = folder / f".{name}.{secrets.token_hex(4)}.tmp"
        try:
            # 0o666 less the umask: the same permissions a plain open() would give.
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _BINARY, 0o666)
        except FileExistsError:
            continue
        return fd, temp
    raise FileExistsError(f"could not create a temporary file in {folder}")


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX only; Windows cannot open a folder this way)."""
    if os.name == "nt":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` in one step, creating its folder if need be."""
    with AtomicFile(path) as handle:
        handle.write(data)


class AtomicFile:
    """A file written bit by bit (records as games end) that replaces ``path`` in one step when
    :meth:`commit` is called (or the ``with`` block ends without an error); until then ``path``
    is untouched, and :meth:`discard` (or an error in the block) removes what was written."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.target = Path(path)
        self.target.parent.mkdir(parents=True, exist_ok=True)
        fd, self.temp = _open_temp(self.target.parent, self.target.name)
        self.handle = os.fdopen(fd, "wb")

    def write(self, data: bytes) -> None:
        self.handle.write(data)

    def commit(self) -> None:
        try:
            self.handle.flush()
            os.fsync(self.handle.fileno())
            self.handle.close()
            with contextlib.suppress(OSError):  # keep the permissions of the file being replaced
                os.chmod(self.temp, stat.S_IMODE(self.target.stat().st_mode))
            os.replace(self.temp, self.target)
        except BaseException:
            self.discard()
            raise
        _sync_folder(self.target.parent)

    def discard(self) -> None:
        with contextlib.suppress(OSError):
            self.handle.close()
        with contextlib.suppress(OSError):
            os.unlink(self.temp)

    def __enter__(self) -> AtomicFile:
        return self

    def __exit__(self, kind: type[BaseException] | None, *_rest: object) -> None:
        if kind is None:
            self.commit()
        else:
            self.discard()


def atomic_write_text(path: str | os.PathLike[str], text: str, encoding: str = "utf-8") -> None:
    """Replace ``path`` with ``text``; newlines are written as given (no translation)."""
    atomic_write_bytes(path, text.encode(encoding))


def set_aside(path: str | os.PathLike[str]) -> Path:
    """Rename a damaged file to ``<name>.damaged-<YYYYmmdd-HHMMSS>`` beside it and return the new path.

    An existing set-aside file is never overwritten: a counter is added instead. Raises OSError if
    the file cannot be moved.
    """
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = source.with_name(f"{source.name}.damaged-{stamp}")
    counter = 2
    while candidate.exists():
        candidate = source.with_name(f"{source.name}.damaged-{stamp}-{counter}")
        counter += 1
    os.rename(source, candidate)
    return candidate


def remove_leftovers(folder: str | os.PathLike[str], min_age_s: float = 60.0) -> list[Path]:
    """Delete the temporary files of writes that were killed before they finished.

    Only files named as :func:`atomic_write_bytes` names them and older than ``min_age_s`` (so a
    write another copy of the app is making right now is left alone). Returns what was removed.
    """
    removed: list[Path] = []
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder):
            with contextlib.suppress(OSError):
                old = now - entry.stat(follow_symlinks=False).st_mtime >= min_age_s
                if _LEFTOVER.match(entry.name) and entry.is_file(follow_symlinks=False) and old:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
    return removed


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; OSError or ValueError otherwise.

    Opened without blocking, so a FIFO put in the file's place cannot hang the caller.
    """
    fd = os.open(path, os.O_RDONLY | _BINARY | _NONBLOCK)
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise ValueError("it is not a regular file")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise ValueError(f"it is larger than {limit // 1024} KiB")
    return data
