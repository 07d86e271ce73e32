"""Record files: one game record (JSON) or many (JSON Lines), written atomically."""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..engine.record import FORMAT, RecordError
from .atomic import AtomicFile


class RecordPathError(ValueError):
    """A path a record cannot (or must not) be written to; the message names it and says why."""


def check_record_path(path: Path) -> None:
    """Refuse, before any work is done, a path the records could not be written to, or one whose
    file would be lost: a folder, a device or other special file, or a file that is not records."""
    try:
        info = path.stat()
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise RecordPathError(f"cannot write the record {path}: {exc.strerror or exc}") from exc
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            raise RecordPathError(f"cannot write the record {path}: it is a folder")
        if not stat.S_ISREG(info.st_mode):
            raise RecordPathError(f"will not replace {path} with a record: it is not a regular file")
        if info.st_size and not _holds_records(path):
            raise RecordPathError(f"will not replace {path} with a record: it holds something else")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise RecordPathError(f"cannot write the record {path}: there is no folder {folder}")
    if not os.access(folder, os.W_OK | os.X_OK):
        raise RecordPathError(f"cannot write the record {path}: the folder {folder} cannot be written to")


def _holds_records(path: Path) -> bool:
    """Whether the file's first line is a record (so replacing it loses nothing foreign)."""
    try:
        with path.open("rb") as handle:
            first = handle.readline(1024 * 1024).strip()
        data = json.loads(first) if first else None
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") == FORMAT


class RecordWriter:
    """Records written as games end (so a long run keeps no records in memory); the file replaces
    ``path`` only at :meth:`finish`. A write that fails (a full disk) is kept in ``error`` and
    the rest are skipped, so the games go on and their figures are not lost."""

    def __init__(self, path: Path) -> None:
        self.path, self.count = path, 0
        self.error: OSError | None = None
        self.file: AtomicFile | None = None
        try:
            self.file = AtomicFile(path)
        except OSError as exc:
            self.error = exc

    def write(self, record: dict[str, Any]) -> None:
        if self.file is None or self.error is not None:
            return
        try:
            self.file.write((json.dumps(record, separators=(",", ":")) + "\n").encode("utf-8"))
            self.count += 1
        except OSError as exc:
            self.error = exc

    def finish(self) -> None:
        """Put the file in place; OSError (the first failure, if a write failed) if it cannot be."""
        if self.file is None or self.error is not None:
            if self.file is not None:
                self.file.discard()
            raise self.error or OSError("the record was not written")
        self.file.commit()


def read_records(path: Path) -> Iterator[Any]:
    """Read a file of one record (JSON) or many (JSON Lines). RecordError if it is not JSON;
    what each item holds is for the reader to check."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{path}: not UTF-8 text") from exc
    stripped = text.strip()
    if stripped.startswith("{") and "\n{" not in stripped:
        yield _parse(stripped, path, 1)
        return
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip():
            yield _parse(line, path, n)


def _parse(text: str, path: Path, line: int) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}, line {line}: not JSON ({exc.msg})") from exc
    except RecursionError as exc:
        raise RecordError(f"{path}, line {line}: not a record (nested too deeply)") from exc
    except ValueError as exc:  # Python refuses to read a whole number of thousands of digits
        raise RecordError(f"{path}, line {line}: not a record (a number with too many digits)") from exc
