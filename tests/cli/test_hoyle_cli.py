"""The `hoyle` command line, run in-process: scoring, simulation, records, profiles."""

from __future__ import annotations

import io
import json

import pytest

from hoyle_desktop import __version__
from hoyle_desktop.cli.main import main


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_score_says_it_in_cribbage_language(capsys) -> None:
    code, out, _ = run(capsys, "score", "cribbage", "5H", "5S", "9S", "TH", "--starter", "JD")
    assert code == 0
    assert out.startswith("13: fifteen two, fifteen four, fifteen six, fifteen eight")


def test_score_json_and_crib(capsys) -> None:
    code, out, _ = run(
        capsys, "score", "cribbage", "6c", "7C", "7D", "8H", "--starter", "8s", "--crib", "--json"
    )
    data = json.loads(out)
    assert code == 0 and data["total"] == 24 and data["crib"] is True
    assert sum(item["points"] for item in data["items"]) == 24


def test_score_file_one_total_per_line(capsys, monkeypatch) -> None:
    monkeypatch.setattr(
        "sys.stdin", io.StringIO("5H 5S 9S TH / JD\n# a comment\n4H 5H 6H / 5S\n5C 5D 5S JH / 5H crib\n")
    )
    code, out, _ = run(capsys, "score", "cribbage", "--file", "-")
    assert code == 0 and out.split() == ["13", "15", "29"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["5H", "5S", "9S", "XH", "--starter", "JD"], "not a card"),
        (["5H", "5H", "9S", "TH", "--starter", "JD"], "repeated"),
        (["5H", "9S", "TH", "--starter", "TH"], "repeated"),
        (["5H", "9S", "--starter", "JD"], "3, 4 or 5 cards"),
        (["5H", "9S", "TH", "KD"], "start card is missing"),
    ],
)
def test_bad_cards_exit_2_with_a_clear_message(capsys, args: list[str], message: str) -> None:
    code, _, err = run(capsys, "score", "cribbage", *args)
    assert code == 2 and message in err and "Traceback" not in err


def test_simulate_prints_figures_and_records_replay(capsys, tmp_path) -> None:
    record = tmp_path / "games.jsonl"
    code, out, _ = run(
        capsys, "simulate", "cribbage", "--profile", "hoyle-five-card", "--seats", "random,greedy",
        "--games", "6", "--seed", "3", "--json", "--record", str(record),
    )  # fmt: skip
    data = json.loads(out)
    assert code == 0 and data["games"] == 6
    seats = data["seats"]
    assert sum(s["wins"] for s in seats) == 6
    assert {"pegging", "hand", "crib"} <= set(seats[0]["mean_points"])
    assert "p99" in seats[1]["decision_ms"]
    code, out, _ = run(capsys, "replay", str(record))
    assert code == 0 and "6 games replayed exactly, 0 differ" in out


def test_replay_notices_a_tampered_score(capsys, tmp_path) -> None:
    record = tmp_path / "one.jsonl"
    run(capsys, "simulate", "cribbage", "--games", "1", "--record", str(record), "--json")
    data = json.loads(record.read_text())
    data["points"][3][3] += 1
    record.write_text(json.dumps(data))
    code, out, _ = run(capsys, "replay", str(record))
    assert code == 1 and "score 4" in out


def test_simulate_text_output_and_bad_seat(capsys) -> None:
    code, out, _ = run(capsys, "simulate", "cribbage", "--players", "3", "--seats", "greedy", "--games", "2")
    assert code == 0 and "seat 2" in out and "decision time" in out
    code, _, err = run(capsys, "simulate", "cribbage", "--seats", "grandmaster", "--games", "1")
    assert code == 2 and "grandmaster" in err


def test_profiles_commands(capsys, tmp_path) -> None:
    code, out, _ = run(capsys, "profiles", "list")
    assert code == 0 and "hoyle-five-card" in out and "modern-six-card" in out
    code, out, _ = run(capsys, "profiles", "show", "hoyle-seven-card")
    assert code == 0 and "target: 181" in out
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: Mine\ngame: cribbage\nrules:\n  target: 5000\n")
    code, _, err = run(capsys, "profiles", "validate", str(bad))
    assert code == 2 and "line 4" in err and "rules.target" in err


def test_version(capsys) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_simulate_a_game_for_counters_shows_the_total_conserved(capsys) -> None:
    code, out, _ = run(
        capsys, "simulate", "pope-joan", "--players", "4", "--seats", "standard,expert", "--games", "5"
    )
    assert code == 0
    assert "conserved in every game" in out and "nets sum to 0" in out


@pytest.mark.parametrize("game", ["pope-joan", "spin", "newmarket", "jig", "cribbage"])
def test_simulate_every_game_without_seats_named(capsys, game) -> None:
    """`hoyle simulate pope-joan --players 5` used to fail: the default seats were cribbage's."""
    players = ["--players", "5"] if game != "cribbage" else []
    code, out, err = run(capsys, "simulate", game, *players, "--games", "1")
    assert code == 0, err
    expected = ("random", "greedy") if game == "cribbage" else ("easy", "standard", "expert")
    assert all(name in out for name in expected)


@pytest.mark.parametrize("profile", ["loto", "loto-second-method", "loto-second-short"])
def test_simulate_loto_both_methods_keeps_every_counter(capsys, profile) -> None:
    """`hoyle simulate loto` plays the first method and the second (drawings until the table is
    bare, or twelve on the box of eighteen), and checks the counters in every game."""
    code, out, err = run(capsys, "simulate", "loto", "--profile", profile, "--games", "4", "--seed", "3")
    assert code == 0, err
    assert "conserved in every game, checked" in out and "nets sum to 0" in out
    assert all(name in out for name in ("easy", "standard", "expert"))


def test_profiles_validate_reports_every_problem_of_a_file(capsys, tmp_path) -> None:
    """Issue 18: `hoyle profiles validate` used to stop at the first problem; a player fixing a
    file should see them all at once, each with its line and key."""
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "title: Mine\ngame: cribbage\nrules:\n"
        "  target: 5000\n"  # line 4: above the largest target
        "  muggins: perhaps\n"  # line 5: not true or false
        "  colour: red\n",  # line 6: no such rule
        encoding="utf-8",
    )
    code, _, err = run(capsys, "profiles", "validate", str(bad))
    assert code == 2
    assert all(f"line {n}" in err for n in (4, 5, 6)), err
    assert all(key in err for key in ("rules.target", "rules.muggins", "colour")), err
