"""Throw thousands of damaged and hostile files at the loaders and count what happens.

    python benchmarks/fuzz_loaders.py [--files 2000] [--seed 1]

For each kind of file (profile, save, settings, statistics, game record) it prints how many were
accepted, how many were refused with a message naming the file, and how many did anything else
(an exception escaping, or a refusal that does not name the file): that last column must be 0.
The damage comes from tests/robustness/hostile.py, the same generators the property tests use.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import logging
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "robustness"))

import hostile

from hoyle_desktop.cli.main import main as hoyle
from hoyle_desktop.profiles import ProfileCatalog, ProfileError
from hoyle_desktop.storage import stats as stats_module
from hoyle_desktop.storage.saves import DamagedSave, load_game, save_text
from hoyle_desktop.storage.settings import Settings

ACCEPTED, REFUSED, OTHER = "accepted", "refused with a message", "anything else"
Outcome = str


GOOD_PROFILE = {"title": "My rules", "game": "cribbage", "extends": "hoyle-six-card",
                "rules": {"cards_dealt": 5, "target": 61, "lurch": {"below": 31}}}  # fmt: skip
GOOD_SETTINGS = {"version": 1, "card_width": 110, "last_profile": {"cribbage": "hoyle-five-card"},
                 "last_players": {"pope_joan": 5}, "language": "de"}  # fmt: skip
GOOD_STATS = {"version": 1, "entries": {"cribbage/hoyle-six-card": {
    "game": "cribbage", "profile": "hoyle-six-card", "games": 3, "wins": 2, "given": {"lurched": 1},
    "taken": {}, "points": {"hand": 90}, "deals": 20, "best_hand": 24, "stake": 3}}}  # fmt: skip


def profile_case(catalog: ProfileCatalog) -> Callable[[random.Random, Path], Outcome]:
    def case(rng: random.Random, folder: Path) -> Outcome:
        path = folder / "mine.yaml"
        path.write_bytes(hostile.hostile_profile(rng, GOOD_PROFILE))
        try:
            catalog.validate_file(path)
        except ProfileError as exc:
            problems = exc.every_problem()
            return REFUSED if all(str(path) in str(p) and p.problem for p in problems) else OTHER
        return ACCEPTED

    return case


def save_case(saves: list[bytes]) -> Callable[[random.Random, Path], Outcome]:
    def case(rng: random.Random, folder: Path) -> Outcome:
        path = folder / "current.json"
        bad = hostile.damaged_json(rng, json.loads(rng.choice(saves)))
        path.write_bytes(bad)
        try:
            load_game(path)
        except DamagedSave as exc:
            kept = exc.moved_to is not None and exc.moved_to.read_bytes() == bad
            return REFUSED if kept and str(path) in str(exc) else OTHER
        return ACCEPTED

    return case


def settings_case(rng: random.Random, folder: Path) -> Outcome:
    path = folder / "settings.json"
    bad = hostile.damaged_json(rng, GOOD_SETTINGS)
    path.write_bytes(bad)
    loaded = Settings.load(path)
    if loaded.set_aside_path is not None:
        named = any(str(path) in w for w in loaded.warnings)
        return REFUSED if named and loaded.set_aside_path.read_bytes() == bad else OTHER
    return REFUSED if loaded.bad_keys else ACCEPTED  # refused values are named in the warnings


def stats_case(rng: random.Random, folder: Path) -> Outcome:
    path = folder / "statistics.json"
    bad = hostile.damaged_json(rng, GOOD_STATS)
    path.write_bytes(bad)
    stats_module.load_stats(path)
    notes = stats_module.take_damage_notes()
    if not notes:
        return ACCEPTED
    ok = all(n.path == path and n.moved_to is not None and n.moved_to.read_bytes() == bad for n in notes)
    return REFUSED if ok else OTHER


def record_case(records: list[dict]) -> Callable[[random.Random, Path], Outcome]:
    def case(rng: random.Random, folder: Path) -> Outcome:
        path = folder / "games.jsonl"
        path.write_bytes(hostile.damaged_json(rng, rng.choice(records)))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = hoyle(["replay", str(path)])
        if code == 0:
            return ACCEPTED
        said = out.getvalue() + err.getvalue()
        return REFUSED if code in (1, 2) and said.strip() else OTHER

    return case


def run(name: str, case: Callable[[random.Random, Path], Outcome], files: int, seed: int) -> None:
    counts: Counter[str] = Counter()
    start = time.perf_counter()
    for n in range(files):
        rng = random.Random(f"{seed}-{name}-{n}")
        with tempfile.TemporaryDirectory() as folder:
            try:
                counts[case(rng, Path(folder))] += 1
            except Exception as exc:  # what must never happen: counted and shown
                counts[OTHER] += 1
                print(f"  {name} #{n}: {type(exc).__name__}: {str(exc)[:120]}")
    seconds = time.perf_counter() - start
    print(f"{name:<11} {files:>6} {counts[ACCEPTED]:>9} {counts[REFUSED]:>23} {counts[OTHER]:>14}"
          f"   {seconds:.1f} s")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=2000, help="files of each kind")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.disable(logging.WARNING)  # the loaders log every damaged file; here only counts matter
    games = [
        hostile.game_in_play("cribbage", "hoyle-five-card", 7, 12),
        hostile.game_in_play("pope_joan", "pope-joan", 3, 20),
    ]
    saves = [save_text(setup, game).encode() for setup, game in games]
    records = [game.record() for _, game in games]
    print(f"{'kind':<11} {'files':>6} {ACCEPTED:>9} {REFUSED:>23} {OTHER:>14}")
    for name, case in (
        ("profile", profile_case(ProfileCatalog())),
        ("save", save_case(saves)),
        ("settings", settings_case),
        ("statistics", stats_case),
        ("record", record_case(records)),
    ):
        run(name, case, args.files, args.seed)


if __name__ == "__main__":
    main()
