"""Hostile user profiles: every one is reported with its file named, never raised, and never
stops a good profile beside it or the built-ins from loading (issue 12)."""

from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

import hostile
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hoyle_desktop.bundled import resource
from hoyle_desktop.cli.main import main
from hoyle_desktop.engine import registry
from hoyle_desktop.profiles import ProfileCatalog, ProfileError

FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
GOOD = {
    "title": "My rules",
    "game": "cribbage",
    "description": "Five cards, first go ends the play.",
    "extends": "hoyle-six-card",
    "rules": {"cards_dealt": 5, "target": 61, "lurch": {"below": 31}, "manual_counting_seats": [0]},
}
BUILTINS = len(list(resource("profiles").glob("*.yaml")))


def catalog_with(bad: bytes, folder: Path) -> tuple[ProfileCatalog, Path]:
    import yaml

    (folder / "good-one.yaml").write_text(yaml.safe_dump(GOOD), encoding="utf-8")
    path = folder / "bad-one.yaml"
    path.write_bytes(bad)
    return ProfileCatalog(user_dir=folder), path


@FUZZ
@given(st.randoms(use_true_random=False))
def test_a_hostile_profile_is_reported_and_never_stops_the_others(rng: random.Random) -> None:
    bad = hostile.hostile_profile(rng, GOOD)
    with tempfile.TemporaryDirectory() as folder:
        catalog, path = catalog_with(bad, Path(folder))
        ids = {p.id for p in catalog.profiles()}
        assert "good-one" in ids
        assert sum(p.builtin for p in catalog.profiles()) == BUILTINS
        if "bad-one" in ids:  # accepted: then its rules make a game
            profile = catalog.get("bad-one")
            registry.get(profile.game).new_game(profile.rules, 1)
        else:
            (error,) = [e for e in catalog.errors if e.path == path]
            for problem in error.every_problem():
                assert str(path) in str(problem) and problem.problem
        try:
            catalog.validate_file(path)
        except ProfileError as exc:
            assert all(str(path) in str(p) for p in exc.every_problem())


@pytest.mark.parametrize("value", hostile.HOSTILE_YAML_VALUES)
def test_every_hostile_yaml_value_is_reported_with_its_line(tmp_path, value) -> None:
    text = f"title: x\ngame: cribbage\ndescription: {value}\n"
    catalog, path = catalog_with(text.encode(), tmp_path)
    errors = [e for e in catalog.errors if e.path == path]
    if errors:
        assert errors[0].line is not None
    assert "good-one" in {p.id for p in catalog.profiles()}


def test_every_problem_of_a_file_is_reported_at_once(tmp_path, capsys) -> None:
    path = tmp_path / "many.yaml"
    path.write_text(
        "title: !!binary aGVsbG8=\n"  # 1: not text
        "game: cribbage\n"
        "description: 2024-01-01\n"  # 3: a date
        "rules:\n"
        "  target: !!int 1x\n"  # 5: not a whole number
        "  players: 99999999999999999999999999999999999999999\n"  # 6: too many digits
        "  muggins: maybe\n"  # 7: not true or false
        "  lurch: {below: 0}\n"  # 8: too small
        "  skunk: 3\n"  # 9: not a mapping
        "  colour: red\n",  # 10: no such key
        encoding="utf-8",
    )
    code = main(["profiles", "validate", str(path)])
    err = capsys.readouterr().err.splitlines()
    assert code == 2
    lines = [int(line.split(", line ")[1].split(",")[0]) for line in err]
    assert lines == [1, 3, 5, 6, 7, 8, 9, 10]
    assert all(str(path) in line for line in err)


def test_a_file_of_nested_brackets_is_refused_at_once(tmp_path) -> None:
    """It used to take seconds (PyYAML recursing until Python gave up)."""
    path = tmp_path / "deep.yaml"
    path.write_text("title: x\ngame: cribbage\ndescription: " + "[" * 250_000 + "\n", encoding="utf-8")
    start = time.perf_counter()
    with pytest.raises(ProfileError) as caught:
        ProfileCatalog(user_dir=tmp_path).validate_file(path)
    elapsed = time.perf_counter() - start
    assert "too deeply" in caught.value.problem and caught.value.line == 3
    print(f"refused in {elapsed * 1000:.0f} ms")  # a figure, not an assert: speed is for benchmarks


def test_one_bad_profile_does_not_stop_profiles_list_or_simulate(capsys, monkeypatch, tmp_path) -> None:
    from hoyle_desktop.storage import paths

    (paths.user_profiles_dir() / "dated.yaml").write_text(
        "title: x\ngame: cribbage\ndescription: 2024-01-01\n", encoding="utf-8"
    )
    assert main(["profiles", "list"]) == 1  # the list is whole but for the file left out
    said = capsys.readouterr()
    assert "hoyle-six-card" in said.out and "dated" not in said.out
    assert said.err.startswith("hoyle: ") and "dated.yaml, line 3" in said.err
    assert main(["simulate", "cribbage", "--games", "1", "--seats", "random"]) == 0


@pytest.mark.parametrize("command", ["simulate", "show", "validate"])
def test_every_problem_of_a_named_profile_file_is_said_at_once(capsys, tmp_path, command) -> None:
    path = tmp_path / "many.yaml"
    path.write_text("title: x\ngame: cribbage\ndescription: 2024-01-01\nrules: {target: !!int 1x}\n")
    args = {"simulate": ["simulate", "cribbage", "--games", "1", "--profile", str(path)],
            "show": ["profiles", "show", str(path)],
            "validate": ["profiles", "validate", str(path)]}  # fmt: skip
    assert main(args[command]) == 2
    err = capsys.readouterr().err.splitlines()
    assert [line.split(", key")[0] for line in err] == [f"hoyle: {path}, line 3", f"hoyle: {path}, line 4"]
