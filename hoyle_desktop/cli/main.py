"""The `hoyle` command line: score hands, simulate games between computer players, replay records,
ask the coach about a recorded position (hint), and manage house-rule profiles. Exit status 0 on
success, 2 on bad input, 130 when stopped with Ctrl-C; 1 when some of what was checked is wrong
(records that differ, profile files left out)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .. import __version__
from .errors import Interrupted, UsageError


def build_parser() -> argparse.ArgumentParser:
    from . import hint_cmd, profiles_cmd, replay_cmd, score_cmd, simulate_cmd

    parser = argparse.ArgumentParser(prog="hoyle", description="Hoyle Desktop from the command line.")
    parser.add_argument("--version", action="version", version=f"hoyle {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in (score_cmd, simulate_cmd, replay_cmd, hint_cmd, profiles_cmd):
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except UsageError as exc:
        for line in str(exc).splitlines() or [""]:  # a file's every problem, one line each
            print(f"hoyle: {line}", file=sys.stderr)
        return 2
    except Interrupted as exc:
        print(f"hoyle: {exc}", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("hoyle: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `hoyle ... | head`
        return 0


if __name__ == "__main__":
    sys.exit(main())
