"""`hoyle score cribbage 5H 5S 9S TH --starter JD [--crib] [--json] [--file F|-]`."""

from __future__ import annotations

import argparse
import io
import json
import sys
from collections.abc import Iterator
from typing import Any, BinaryIO

from ..engine.cards import Card, CardError, cards
from ..engine.cribbage.phrases import describe
from ..engine.cribbage.scoring import score_show
from .errors import UsageError


def add_parser(sub: Any) -> None:
    p = sub.add_parser("score", help="count a cribbage hand or crib with its breakdown")
    p.add_argument("game", choices=["cribbage"])
    p.add_argument(
        "cards", nargs="*", help="the hand, e.g. 5H 5S 9S TH (ranks A,2-9,T/10,J,Q,K; suits S,H,D,C)"
    )
    p.add_argument("--starter", "-s", help="the start (turn-up) card")
    p.add_argument("--crib", action="store_true", help="count as the crib (flush only with the start)")
    p.add_argument(
        "--four-card-crib-flush", action="store_true", help="house rule: a crib flush without the start"
    )
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("--file", "-f", help="score one hand per line ('5H 5S 9S TH / JD [crib]'); - for stdin")
    p.set_defaults(run=run)


def parse_hand(text: str, starter: str | None) -> tuple[list[Card], Card]:
    try:
        hand = cards(text)
        if starter is None:
            raise UsageError("the start card is missing (--starter, or '/ JD' in a file)")
        start = Card.parse(starter)
    except CardError as exc:
        raise UsageError(str(exc)) from exc
    if start in hand:
        raise UsageError(f"card repeated: {start.code} is both in the hand and the start")
    if not 3 <= len(hand) <= 5:
        raise UsageError(f"a hand has 3, 4 or 5 cards (five-, six- or seven-card game), not {len(hand)}")
    return hand, start


def score_json(hand: list[Card], start: Card, crib: bool, four_flush: bool) -> dict[str, Any]:
    items = score_show(hand, start, is_crib=crib, crib_flush_without_start=four_flush)
    return {
        "hand": [c.code for c in hand],
        "starter": start.code,
        "crib": crib,
        "total": sum(i.points for i in items),
        "items": [
            {"reason": i.reason, "points": i.points, "cards": [c.code for c in i.cards]} for i in items
        ],
        "said": describe(items),
    }


def run(args: argparse.Namespace) -> int:
    if args.file:
        stream: BinaryIO = _stdin() if args.file == "-" else _open(args.file)
        return _run_file(stream, args, "standard input" if args.file == "-" else args.file)
    if not args.cards:
        raise UsageError("give the cards of the hand, or --file")
    hand, start = parse_hand(" ".join(args.cards), args.starter)
    out = score_json(hand, start, args.crib, args.four_card_crib_flush)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{out['total']}: {out['said']}")
    return 0


def _stdin() -> BinaryIO:
    buffer = getattr(sys.stdin, "buffer", None)  # a replaced sys.stdin (tests) may be text only
    return buffer if buffer is not None else io.BytesIO(sys.stdin.read().encode("utf-8"))


def _open(path: str) -> BinaryIO:
    try:
        return open(path, "rb")
    except IsADirectoryError as exc:
        raise UsageError(f"cannot read {path}: it is a folder") from exc
    except OSError as exc:
        raise UsageError(f"cannot read {path}: {exc.strerror}") from exc


def _lines(stream: BinaryIO, name: str) -> Iterator[tuple[int, str]]:
    """Numbered lines; bytes that are not UTF-8 are one clear error naming the file and line."""
    for n, raw in enumerate(stream, 1):
        try:
            yield n, raw.decode("utf-8-sig" if n == 1 else "utf-8")
        except UnicodeDecodeError as exc:
            raise UsageError(f"{name}, line {n}: not UTF-8 text") from exc


def _run_file(stream: BinaryIO, args: argparse.Namespace, name: str) -> int:
    with stream:
        for n, raw in _lines(stream, name):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            words = line.split()
            crib = args.crib or words[-1].lower() == "crib"
            body = " ".join(w for w in words if w.lower() != "crib")
            hand_text, _, start_text = body.partition("/")
            try:
                hand, start = parse_hand(hand_text, start_text.strip() or args.starter)
            except UsageError as exc:
                raise UsageError(f"{name}, line {n}: {exc}") from exc
            out = score_json(hand, start, crib, args.four_card_crib_flush)
            print(json.dumps(out) if args.json else out["total"])
    return 0
