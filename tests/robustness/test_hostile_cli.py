"""The `hoyle` command line on careless or hostile input: one clear line and a non-zero exit status,
never a traceback, and nothing simulated before a bad --record path is refused (issue 12)."""

from __future__ import annotations

import contextlib
import io
import json
import random
import tempfile
from pathlib import Path

import hostile
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hoyle_desktop.cli.main import main
from hoyle_desktop.engine.record import replay


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hoyle: ") and "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize(
    ("seats", "said"),
    [("", "names no computer player"), (" , ", "names no computer player"),
     ("random,Greedy", "no computer player 'Greedy'"),
     ("random,greedy,random", "3 computer players, but the game has 2 seats")],
)  # fmt: skip
def test_seats_that_name_nobody_or_too_many_are_refused(seats, said) -> None:
    code, out, err = run("simulate", "cribbage", "--seats", seats, "--games", "1")
    assert code == 2 and out == "" and said in one_line(err)


def record_targets(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    notes = tmp_path / "notes.txt"
    notes.write_text("my shopping list\n")
    return {
        "folder": (tmp_path, "it is a folder"),
        "device": (Path("/dev/null"), "it is not a regular file"),
        "not a record": (notes, "it holds something else"),
        "no folder": (tmp_path / "missing" / "games.jsonl", "there is no folder"),
    }


@pytest.mark.parametrize("kind", ["folder", "device", "not a record", "no folder"])
def test_a_bad_record_path_is_refused_before_simulating(tmp_path, kind) -> None:
    path, said = record_targets(tmp_path)[kind]
    before = path.read_bytes() if path.is_file() else None
    # A million games would take hours: refusing first is what makes this test quick.
    code, out, err = run("simulate", "cribbage", "--games", "1000000", "--record", str(path))
    assert code == 2 and out == "" and said in one_line(err) and str(path) in err
    if before is not None:
        assert path.read_bytes() == before


def test_an_empty_record_name_is_refused(tmp_path) -> None:
    code, out, err = run("simulate", "cribbage", "--games", "1", "--record", "")
    assert code == 2 and out == "" and "--record names no file" in one_line(err)


def test_a_record_from_before_may_be_replaced(tmp_path) -> None:
    path = tmp_path / "games.jsonl"
    assert run("simulate", "cribbage", "--games", "1", "--record", str(path))[0] == 0
    code, _, _ = run("simulate", "cribbage", "--games", "2", "--record", str(path))
    assert code == 0 and len(path.read_text().splitlines()) == 2


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.randoms(use_true_random=False))
def test_replay_of_a_damaged_record_says_what_is_wrong(rng: random.Random) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.jsonl"
        path.write_bytes(hostile.damaged_json(rng, RECORD))
        code, out, err = run("replay", str(path))
        assert code in (0, 1, 2) and "Traceback" not in out + err
        if code == 2:
            one_line(err)
        elif code == 1:
            assert " differ" in out and "game 1:" in out


def _record() -> dict:
    path = Path(tempfile.mkdtemp()) / "one.jsonl"
    run("simulate", "cribbage", "--games", "1", "--seats", "random", "--record", str(path))
    return json.loads(path.read_text().splitlines()[0])


RECORD = _record()


@pytest.mark.parametrize("text", ["[1, 2]\n", '"text"\n', "null\n", '{"format": "hoyle-record"}\n',
                                  '{"format": "hoyle-record", "version": 1, "game": "cribbage", '
                                  '"rules": [], "seed": "x", "actions": {}}\n'])  # fmt: skip
def test_replay_of_records_of_the_wrong_shape(tmp_path, text) -> None:
    path = tmp_path / "odd.json"
    path.write_text(text)
    code, out, err = run("replay", str(path))
    assert code == 1 and "game 1:" in out and "0 games replayed exactly, 1 differ" in out and err == ""


def test_score_file_with_bytes_that_are_not_utf8(tmp_path) -> None:
    path = tmp_path / "hands.txt"
    path.write_bytes(b"5H 5S 9S TH / JD\n\xff\xfe 5H\n")
    code, out, err = run("score", "cribbage", "--file", str(path))
    assert code == 2 and out.split() == ["13"] and f"{path}, line 2: not UTF-8 text" in one_line(err)


def test_ctrl_c_gives_one_line_keeps_the_partial_record_and_exits_130(tmp_path, monkeypatch) -> None:
    from hoyle_desktop.ai import arena

    played = []
    real = arena.play_game

    def play_then_interrupt(*args, **kwargs):
        if len(played) == 3:
            raise KeyboardInterrupt
        played.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(arena, "play_game", play_then_interrupt)
    path = tmp_path / "games.jsonl"
    code, out, err = run("simulate", "cribbage", "--games", "50", "--record", str(path))
    assert code == 130
    assert one_line(err) == f"hoyle: interrupted after 3 games; the record of those games is in {path}"
    assert out.startswith("3 games of cribbage")
    records = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(records) == 3 and all(replay(r).is_over() for r in records)


def test_ctrl_c_anywhere_else_is_one_line_too(monkeypatch) -> None:
    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("hoyle_desktop.cli.profiles_cmd.catalog", interrupted)
    code, _, err = run("profiles", "list")
    assert code == 130 and one_line(err) == "hoyle: interrupted"


def test_simulate_says_conserved_only_when_it_checked(monkeypatch) -> None:
    code, out, _ = run("simulate", "pope-joan", "--games", "2", "--seats", "random")
    assert code == 0 and "conserved in every game, checked" in out
    from hoyle_desktop.engine.ledger import Ledger, LedgerError

    def broken(self) -> None:  # the engine's own check at the end passes, the summary's fails
        if getattr(self, "checked_once", False):
            raise LedgerError("counters not conserved")
        self.checked_once = True

    monkeypatch.setattr(Ledger, "check", broken)
    code, out, _ = run("simulate", "pope-joan", "--games", "2", "--seats", "random")
    assert "NOT conserved in 2 of 2 games checked" in out
    code, out, _ = run("simulate", "cribbage", "--games", "1", "--seats", "random")
    assert "conserved" not in out  # no counters, nothing claimed


@pytest.mark.parametrize(
    ("change", "said"),
    [({"actions": [{"seat": 0, "action": "play 5H"}]}, "actions[0].kind: expected text"),
     ({"actions": [{"seat": "x", "kind": "go"}]}, "actions[0].seat: expected a whole number"),
     ({"actions": [{"seat": True, "kind": "go"}]}, "actions[0].seat: expected a whole number"),
     ({"actions": [{"seat": 0, "kind": "play", "cards": "5H"}]}, "actions[0].cards: expected a list"),
     ({"actions": [{"seat": 0, "kind": "claim", "value": [1]}]}, "actions[0].value: expected a whole"),
     ({"actions": "abc"}, "actions: expected a list of actions"),
     ({"seed": [1]}, "seed: expected a whole number"),
     ({"seed": 1.5}, "seed: expected a whole number"),
     ({"game": None}, "game: expected the name of a game"),
     ({"rules": []}, "rules: expected a mapping")],
)  # fmt: skip
def test_replay_names_the_key_of_the_wrong_shape(tmp_path, change, said) -> None:
    path = tmp_path / "odd.jsonl"
    path.write_text(json.dumps({**RECORD, **change}) + "\n" + json.dumps(RECORD) + "\n")
    code, out, err = run("replay", str(path))
    assert code == 1 and err == ""
    assert out.startswith("game 1: ") and said in out.splitlines()[0]
    assert "1 games replayed exactly, 1 differ" in out  # the good record after it is still checked


@pytest.mark.parametrize(
    ("text", "said"),
    [("[" * 100_000 + "]" * 100_000, "nested too deeply"),
     ('{"seed": ' + "9" * 5000 + "}", "a number with too many digits")],
)  # fmt: skip
def test_replay_says_why_a_hostile_line_is_not_a_record(tmp_path, text, said) -> None:
    path = tmp_path / "odd.jsonl"
    path.write_text(text)
    code, out, err = run("replay", str(path))
    assert code == 2 and out == "" and f"{path}, line 1: not a record ({said})" in one_line(err)


def test_records_go_to_disk_as_the_games_end(tmp_path, monkeypatch) -> None:
    """A long run keeps no records in memory (a million games' records would not fit): each is
    written as its game ends, to a temporary file that replaces the record only at the end."""
    from hoyle_desktop.ai import arena

    real, lines_seen = arena.play_game, []

    def play_and_look(*args, **kwargs):
        (temp,) = tmp_path.glob(".games.jsonl.*.tmp")
        lines_seen.append(temp.read_bytes().count(b"\n"))
        return real(*args, **kwargs)

    monkeypatch.setattr(arena, "play_game", play_and_look)
    path = tmp_path / "games.jsonl"
    code, _, _ = run("simulate", "cribbage", "--games", "4", "--seats", "random", "--record", str(path))
    assert code == 0 and lines_seen == [0, 1, 2, 3] and len(path.read_text().splitlines()) == 4
    assert list(tmp_path.glob(".*.tmp")) == []


def test_a_full_disk_during_the_run_keeps_the_figures_and_says_so(tmp_path, monkeypatch) -> None:
    import errno

    from hoyle_desktop.storage import atomic

    def full(self, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.AtomicFile, "write", full)
    path = tmp_path / "games.jsonl"
    code, out, err = run("simulate", "cribbage", "--games", "3", "--seats", "random", "--record", str(path))
    assert code == 2 and out.startswith("3 games of cribbage")
    assert one_line(err) == f"hoyle: cannot write the record {path}: No space left on device"
    assert not path.exists() and list(tmp_path.glob(".*.tmp")) == []
