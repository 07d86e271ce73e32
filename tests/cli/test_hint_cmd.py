"""`hoyle hint RECORD --json` on positions from recorded games of all seventeen games, every built-in
profile: exit 0, at least one choice, every choice legal, sorted by value, the first the Expert's.

Each record is made here with the engine (seeded), played forward by a seeded random player to a
position where some seat has a real choice. "The Expert's choice" is by the adviser's contract
(ai/coach/base.py): ``advise()`` itself gives the same first choice again, and the Expert decides it
(see ``experts_choices`` for an Expert whose decision depends on its random source).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.coach import advise, position_rng
from hoyle_desktop.ai.registry import make_bot
from hoyle_desktop.cli.main import main
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.game import Game
from hoyle_desktop.profiles.catalog import ProfileCatalog

GAMES = [spec.key for spec in registry.playable()]
CATALOG = ProfileCatalog()
POSITIONS_DEFAULT = 3  # positions from the game's default profile; one from each other profile


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def position(key: str, rules: dict, seed: int) -> tuple[Game, int] | None:
    """A game played forward by a seeded random player to a seat with a real choice."""
    spec = registry.get(key)
    game = spec.new_game(rules, seed)
    rng = random.Random(seed)
    stop_after = rng.randrange(0, 40)
    for step in range(5000):
        to_act = game.seats_to_act()
        if not to_act:
            return None
        choosers = [s for s in to_act if len(game.legal_actions(s)) > 1]
        if choosers and step >= stop_after:
            return game, choosers[0]
        seat = rng.choice(to_act)
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    return None


def cases() -> list[tuple[str, str, int]]:
    out = []
    for key in GAMES:
        spec = registry.get(key)
        for profile in CATALOG.profiles(key):
            n = POSITIONS_DEFAULT if profile.id == spec.default_profile else 1
            out += [(key, profile.id, seed) for seed in range(1, n + 1)]
    return out


def test_every_game_has_a_builtin_profile_here() -> None:
    assert len(GAMES) == 17
    assert {key for key, _, _ in cases()} == set(GAMES)


@pytest.mark.parametrize(("key", "profile", "seed"), cases())
def test_hint_json_ranks_legal_choices_with_the_experts_first(
    capsys, tmp_path: Path, key: str, profile: str, seed: int
) -> None:
    rules = dict(CATALOG.get(profile).rules)
    found = next(filter(None, (position(key, rules, seed + 100 * k) for k in range(5))), None)
    assert found is not None, "no position with a choice"
    game, seat = found
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()), encoding="utf-8")
    code, out, err = run(capsys, "hint", str(path), "--seat", str(seat), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == key and data["seat"] == seat
    choices = data["choices"]
    assert choices
    legal = game.legal_actions(seat)
    actions = [Action.from_json(c["action"]) for c in choices]
    assert all(a in legal for a in actions), [str(a) for a in actions if a not in legal]
    assert all("seat" not in c["action"] for c in choices)
    values = [c["value"] for c in choices]
    assert values == sorted(values, reverse=True)
    assert all(c["text"] and c["why"] and c["unit"] for c in choices)
    assert actions[0] == advise(key, game, seat).best.action
    assert actions[0] in experts_choices(key, game, seat)


def experts_choices(key: str, game: Game, seat: int) -> set[Action]:
    """The Expert's own decision here with the position's random source as the contract gives it
    (ai/coach/base.py's ``position_rng``): the Expert seeded from it (as the placeholder adviser
    does) or handed the source itself (both readings are in use). For an Expert whose decision does
    not depend on its random source, the two are one decision."""
    info = InfoSet(game, seat)
    seeded = make_bot(key, "expert", position_rng(info).randrange(1 << 30))
    handed = make_bot(key, "expert", 0)
    handed.rng = position_rng(info)  # type: ignore[attr-defined]
    return {decide(seeded, InfoSet(game, seat)), decide(handed, InfoSet(game, seat))}


def test_hint_in_words_names_the_best_first(capsys, tmp_path: Path) -> None:
    spec = registry.get("cribbage")
    game = spec.new_game(dict(CATALOG.get(spec.default_profile).rules), 5)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()), encoding="utf-8")
    code, out, _ = run(capsys, "hint", str(path))
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("cribbage, seat ")
    assert lines[1].startswith("1. lay out ") and "keeps " in lines[1] and " points " in lines[1]


def test_a_bad_record_or_nobody_to_act_exits_2_with_a_message(capsys, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, _, err = run(capsys, "hint", str(bad))
    assert code == 2 and "not JSON" in err
    code, _, err = run(capsys, "hint", str(tmp_path / "missing.json"))
    assert code == 2 and "cannot read" in err
    spec = registry.get("cribbage")
    game = spec.new_game(dict(CATALOG.get(spec.default_profile).rules), 5)
    rng = random.Random(1)
    while game.seats_to_act():
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    over = tmp_path / "over.json"
    over.write_text(json.dumps(game.record()), encoding="utf-8")
    code, _, err = run(capsys, "hint", str(over))
    assert code == 2 and "nobody may act" in err
    record = spec.new_game(dict(CATALOG.get(spec.default_profile).rules), 5).record()
    record["actions"] = [{"seat": 0, "kind": "play", "cards": ["ZZ"]}]
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(record), encoding="utf-8")
    code, _, err = run(capsys, "hint", str(wrong))
    assert code == 2 and err.startswith("hoyle: ")
    fresh = tmp_path / "fresh.json"
    fresh.write_text(json.dumps(spec.new_game(dict(CATALOG.get(spec.default_profile).rules), 5).record()))
    code, _, err = run(capsys, "hint", str(fresh), "--seat", "7")
    assert code == 2 and "may not act" in err


def test_hint_reads_a_saved_game(capsys, tmp_path: Path) -> None:
    from hoyle_desktop.storage.saves import save_text

    spec = registry.get("cribbage")
    game = spec.new_game(dict(CATALOG.get(spec.default_profile).rules), 5)
    path = tmp_path / "save.json"
    path.write_text(save_text({"game": "cribbage", "human_seat": 0}, game), encoding="utf-8")
    code, out, err = run(capsys, "hint", str(path), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "cribbage" and data["choices"][0]["action"]["kind"] == "discard"


def test_hint_says_what_its_counters_are(capsys, tmp_path: Path) -> None:
    """As the table's Hint does (docs/notes/coach-review-2026-11-28.md): a Pope Joan hint's last line says
    what its counters measure."""
    found = next(
        p for seed in range(1, 20) if (p := position("pope_joan", dict(CATALOG.get("pope-joan").rules), seed))
    )
    game, seat = found
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record()), encoding="utf-8")
    code, out, _ = run(capsys, "hint", str(path), "--seat", str(seat))
    assert code == 0
    assert out.splitlines()[-1].startswith("Counters: what the Expert expects a lead to bring you")
    code, out, _ = run(capsys, "hint", str(path), "--seat", str(seat), "--json")
    assert json.loads(out)["unit_note"].startswith("Counters: what the Expert expects")
