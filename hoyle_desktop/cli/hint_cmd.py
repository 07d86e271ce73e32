"""`hoyle hint RECORD [--seat N] [--json]`: the coach's ranked choices for the seat to act next in a
recorded game (a record, as `simulate --record` writes one, or a saved game)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..engine.game import Game
from ..engine.record import RecordError, replay
from ..storage.record_files import read_records
from .errors import UsageError


def add_parser(sub: Any) -> None:
    p = sub.add_parser("hint", help="the coach's best choices for the seat to act in a recorded game")
    p.add_argument("record", help="a file holding one game record (JSON) or a saved game")
    p.add_argument("--seat", type=int, help="the seat to advise where several may act (0 is the first)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of lines")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..ai.coach import advise, coach_module

    record = _one_record(Path(args.record))
    game = _game(record)
    key = str(record["game"])
    seat = _seat(game, args.seat)
    try:
        advice = advise(key, game, seat)
    except Exception as exc:  # a coach that cannot follow the position is a bad record, not a crash
        raise UsageError(f"the coach cannot advise on this position ({type(exc).__name__}: {exc})") from exc
    out = advice_json(advice)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
        return 0
    why = f" ({coach_module(key).why_text(advice.why)})" if advice.why is not None else ""
    print(f"{key}, seat {seat}: {_verdict(advice.verdict)}{why}")
    for n, choice in enumerate(out["choices"], 1):
        print(f"{n}. {choice['text']}: {choice['value']:+.2f} {choice['unit']} ({choice['why']})")
    if out["note"]:
        print(out["note"])
    if out["unit_note"]:
        print(out["unit_note"])
    return 0


def advice_json(advice: Any) -> dict[str, Any]:
    """The advice as ``hoyle hint --json`` prints it: each action as in a record (without its seat)."""
    from ..ai.coach.words import Wording, unit_note

    module = Wording(advice.game)  # the cards named as the game's tables name them
    return {
        "game": advice.game,
        "seat": advice.seat,
        "verdict": advice.verdict,
        # what the values measure (None: they say it)
        "unit_note": unit_note(advice.game, advice.unit, advice.partners),
        "verdict_why": module.why_text(advice.why) if advice.why is not None else None,
        "note": module.why_text(advice.note) if advice.note is not None else None,  # after the choices
        "choices": [
            {
                "action": c.action.to_json(),
                "text": module.action_text(c.action),
                "value": c.value,
                "unit": advice.unit,
                "why": module.why_text(c.why),
            }
            for c in advice.choices
        ],
    }


def _verdict(verdict: str) -> str:
    return {
        "only_one": "only one thing may be done",
        "all_equal": "every choice is worth the same",
    }.get(verdict, "best first")


def _one_record(path: Path) -> dict[str, Any]:
    try:
        items = list(read_records(path))
    except IsADirectoryError as exc:
        raise UsageError(f"cannot read {path}: it is a folder") from exc
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror or exc}") from exc
    except (RecordError, ValueError) as exc:
        raise UsageError(str(exc)) from exc
    if len(items) != 1:
        raise UsageError(f"{path}: expected one game record, found {len(items)}")
    item = items[0]
    if isinstance(item, dict) and isinstance(item.get("record"), dict):  # a saved game
        item = item["record"]
    if not isinstance(item, dict):
        raise UsageError(f"{path}: not a game record (a record is a JSON object)")
    return item


def _game(record: dict[str, Any]) -> Game:
    from ..profiles.schemas import rules_problems

    wrong = rules_problems(str(record.get("game")), record.get("rules"))
    if wrong:
        raise UsageError("; ".join(wrong))
    try:
        return replay(record)
    except RecordError as exc:
        raise UsageError(str(exc)) from exc


def _seat(game: Game, wanted: int | None) -> int:
    to_act = list(game.seats_to_act())
    if not to_act:
        raise UsageError("nobody may act in this position (the game is over)")
    if wanted is None:
        return to_act[0]
    if wanted not in to_act:
        seats = ", ".join(str(s) for s in to_act)
        raise UsageError(f"seat {wanted} may not act now; seats to act: {seats}")
    return wanted
