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
            problems = check(record)
            if problems:
                bad += 1
                print(f"game {n}: " + "; ".join(problems))
            else:
                ok += 1
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from exc
    except (RecordError, ValueError) as exc:
        raise UsageError(str(exc)) from exc
    print(f"{ok} games replayed exactly, {bad} differ")
    return 1 if bad else 0
