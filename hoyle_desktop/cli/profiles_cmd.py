"""`hoyle profiles list | show NAME | validate FILE`."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from .common import catalog, every_problem
from .errors import UsageError


def add_parser(sub: Any) -> None:
    p = sub.add_parser("profiles", help="list, show or check house-rule profiles")
    psub = p.add_subparsers(dest="action", required=True, metavar="ACTION")
    psub.add_parser("list", help="the built-in and your own profiles").set_defaults(run=run_list)
    show = psub.add_parser("show", help="a profile with all its rules resolved")
    show.add_argument("name")
    show.set_defaults(run=run_show)
    val = psub.add_parser("validate", help="check a profile file against the schema")
    val.add_argument("file")
    val.set_defaults(run=run_validate)


def run_list(args: argparse.Namespace) -> int:
    cat = catalog()
    for prof in cat.profiles():
        where = "built-in" if prof.builtin else str(prof.path)
        print(f"{prof.id:<24} {prof.game:<10} {prof.title}  [{where}]")
    for err in cat.errors:  # left out of the list; said on stderr, and the exit status is 1
        for problem in err.every_problem():
            print(f"hoyle: {problem}", file=sys.stderr)
    return 1 if cat.errors else 0


def run_show(args: argparse.Namespace) -> int:
    from ..profiles.catalog import dump_profile_yaml
    from ..profiles.errors import ProfileError

    try:
        prof = catalog().resolve(args.name)
    except (KeyError, ProfileError) as exc:
        raise UsageError(str(exc.args[0]) if isinstance(exc, KeyError) else every_problem(exc)) from exc
    print(dump_profile_yaml(prof), end="")
    return 0


def run_validate(args: argparse.Namespace) -> int:
    from ..profiles.errors import ProfileError

    try:
        prof = catalog().validate_file(Path(args.file))
    except ProfileError as exc:
        raise UsageError(every_problem(exc)) from exc
    print(f"{args.file}: a valid {prof.game} profile ({prof.title})")
    return 0
