"""Record files: one game record (JSON) or many (JSON Lines), written atomically."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from ..engine.record import RecordError
from .atomic import atomic_write_text


def write_records(path: Path, records: Iterable[dict[str, Any]]) -> int:
    """Write records as JSON Lines (one game a line). Returns how many were written."""
    lines = [json.dumps(r, separators=(",", ":")) for r in records]
    atomic_write_text(path, "\n".join(lines) + ("\n" if lines else ""))
    return len(lines)


def read_records(path: Path) -> Iterator[dict[str, Any]]:
    """Read a file of one record (JSON) or many (JSON Lines)."""
    text = path.read_text(encoding="utf-8")
    stripped = text.strip()
    if stripped.startswith("{") and "\n{" not in stripped:
        yield json.loads(stripped)
        return
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                yield json.loads(line)
            except json.JSONDecodeError as exc:
                raise RecordError(f"{path}, line {n}: not JSON ({exc.msg})") from exc
