"""`hoyle replay FILE`: replay game records and check every deal, score and result."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..engine.record import RecordError, check
from ..storage.record_files import read_records
from .errors import UsageError


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="replay game records and check every score")
    p.add_argument("file", help="a record (JSON) or records (JSON Lines), e.g. from simulate --record")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    ok = bad = 0
    try:
        for n, record in enumerate(read_records(path), 1):
            problems = _problems(record)
            if problems:
                bad += 1
                print(f"game {n}: " + "; ".join(problems))
            else:
                ok += 1
    except IsADirectoryError as exc:
        raise UsageError(f"cannot read {path}: it is a folder") from exc
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except (RecordError, ValueError) as exc:
        raise UsageError(str(exc)) from exc
    print(f"{ok} games replayed exactly, {bad} differ")
    return 1 if bad else 0


def _problems(record: Any) -> list[str]:
    """What is wrong with one record; a record of the wrong shape is one more that differs."""
    if not isinstance(record, dict):
        return ["not a record (a record is a JSON object)"]
    from ..profiles.schemas import rules_problems

    wrong = rules_problems(str(record.get("game")), record.get("rules"))
    if wrong:
        return wrong
    try:
        return check(record)
    except Exception as exc:  # whatever the record holds, the other records are still checked
        return [f"not a record the engine can follow ({type(exc).__name__}: {str(exc)[:200]})"]
