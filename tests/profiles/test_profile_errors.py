"""Every kind of bad file gives one ProfileError naming the file, line, key and what is allowed."""

from __future__ import annotations

import pickle
import textwrap
from pathlib import Path

import pytest

from hoyle_desktop.profiles import ProfileCatalog, ProfileError
from hoyle_desktop.profiles.loader import load_file

HEAD = "title: Mine\ngame: cribbage\n"


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / f"{name}.yaml"
    path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
    return path


def error_of(tmp_path: Path, text: str, name: str = "mine") -> ProfileError:
    path = write(tmp_path, name, text)
    with pytest.raises(ProfileError) as info:
        ProfileCatalog(user_dir=tmp_path).validate_file(path)
    err = info.value
    assert err.path == path
    return err


def test_message_format():
    err = ProfileError(
        Path("/home/u/.config/hoyle-desktop/profiles/mine.yaml"),
        "1500 is too large",
        7,
        "rules.target",
        "a whole number from 1 to 1000",
    )
    assert str(err) == (
        "/home/u/.config/hoyle-desktop/profiles/mine.yaml, line 7, key rules.target: "
        "1500 is too large (allowed: a whole number from 1 to 1000)"
    )
    assert str(ProfileError(Path("x.yaml"), "the file is empty")) == "x.yaml: the file is empty"
    copy = pickle.loads(pickle.dumps(err))
    assert (copy.path, copy.line, copy.key, copy.allowed) == (err.path, 7, "rules.target", err.allowed)


def test_out_of_range(tmp_path):
    err = error_of(
        tmp_path,
        """
        # yaml-language-server: $schema=../schemas/profile.schema.json
        title: Mine
        game: cribbage
        description: Too long a game.
        rules:
          cards_dealt: 6
          target: 1500
        """,
    )
    assert (err.line, err.key) == (7, "rules.target")
    assert err.problem == "1500 is too large"
    assert err.allowed == "a whole number from 1 to 1000"
    assert str(err) == (
        f"{tmp_path / 'mine.yaml'}, line 7, key rules.target: 1500 is too large "
        "(allowed: a whole number from 1 to 1000)"
    )


def test_too_small_nested(tmp_path):
    err = error_of(
        tmp_path,
        """
        title: Mine
        game: cribbage
        rules:
          double_skunk:
            enabled: true
            multiplier: 1
        """,
    )
    assert (err.line, err.key) == (6, "rules.double_skunk.multiplier")
    assert err.problem == "1 is too small" and err.allowed == "a whole number from 2 to 4"


def test_not_in_enum(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  cards_dealt: 4\n")
    assert (err.line, err.key) == (4, "rules.cards_dealt")
    assert "4 is not one of the choices" in err.problem
    assert err.allowed == "one of 5, 6 or 7"


@pytest.mark.parametrize(
    ("value", "found", "allowed"),
    [
        ('"sixty-one"', 'the text "sixty-one"', "a whole number from 1 to 1000"),
        ("61.0", "the fraction 61.0", "a whole number from 1 to 1000"),
        ("true", "true", "a whole number from 1 to 1000"),
        ("", "an empty value", "a whole number from 1 to 1000"),
    ],
)
def test_wrong_type_integer(tmp_path, value, found, allowed):
    err = error_of(tmp_path, f"title: Mine\ngame: cribbage\nrules:\n  target: {value}\n")
    assert (err.line, err.key) == (4, "rules.target")
    assert err.problem == f"expected a whole number, found {found}"
    assert err.allowed == allowed


def test_wrong_type_boolean_and_mapping(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  muggins: 1\n")
    assert (err.line, err.key, err.problem) == (4, "rules.muggins", "expected true or false, found 1")
    assert err.allowed == "true or false"
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  lurch: 31\n")
    assert (err.line, err.key) == (4, "rules.lurch")
    assert err.problem == "expected a mapping of keys to values, found 31"
    assert err.allowed == "a mapping with the keys enabled, below, multiplier"
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules: [1]\n")
    assert (err.line, err.key) == (3, "rules")


def test_list_item(tmp_path):
    err = error_of(
        tmp_path, "title: Mine\ngame: cribbage\nrules:\n  manual_counting_seats:\n    - 0\n    - 4\n"
    )
    assert (err.line, err.key) == (6, "rules.manual_counting_seats[1]")
    assert err.problem == "4 is too large" and err.allowed == "a whole number from 0 to 3"
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  manual_counting_seats: [1, 1]\n")
    assert (err.line, err.key) == (4, "rules.manual_counting_seats")
    assert "more than once" in err.problem and err.allowed.startswith("a list of different values")


def test_unknown_key_in_rules(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  target: 61\n  lurk:\n    below: 31\n")
    assert (err.line, err.key) == (5, "rules.lurk")
    assert err.problem == "there is no key 'lurk' here"
    assert err.allowed.startswith("players, cards_dealt, target, ")
    assert "lurch" in err.allowed and "manual_counting_seats" in err.allowed


def test_unknown_key_nested_and_top_level(tmp_path):
    err = error_of(
        tmp_path, "title: Mine\ngame: cribbage\nrules:\n  skunk:\n    enabled: true\n    under: 91\n"
    )
    assert (err.line, err.key, err.allowed) == (6, "rules.skunk.under", "enabled, below, multiplier")
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nname: mine\nnotes: x\n")
    assert (err.line, err.key) == (3, "name")
    assert err.allowed == "title, game, description, extends, rules"


def test_first_problem_in_file_order_is_reported(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  muggins: 2\n  target: 0\n  players: 9\n")
    assert err.line == 4 and err.key == "rules.muggins"


def test_missing_required_key(tmp_path):
    err = error_of(tmp_path, "game: cribbage\nrules: {}\n")
    assert (err.line, err.key, err.problem) == (None, "title", "this key is required")


def test_bad_title_and_game_form(tmp_path):
    err = error_of(tmp_path, 'title: ""\ngame: cribbage\n')
    assert (err.line, err.key, err.problem) == (1, "title", "the text is empty")
    err = error_of(tmp_path, "title: Mine\ngame: Cribbage!\n")
    assert (err.line, err.key) == (2, "game") and "right form" in err.problem
    assert err.allowed == "a game key such as cribbage"


def test_unknown_game(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: crib\nrules:\n  target: 61\n")
    assert (err.line, err.key) == (2, "game")
    assert err.problem == "there is no game 'crib' with house rules"
    assert "cribbage" in err.allowed


def test_yaml_syntax_error(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  target: 61\n   lurch: [\n")
    assert err.line == 5 and err.key is None
    assert err.problem.startswith("this is not valid YAML: ")
    err = error_of(tmp_path, 'title: "Mine\ngame: cribbage\n')
    assert err.line == 3 and "not valid YAML" in err.problem


def test_tabs_are_a_syntax_error(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n\ttarget: 61\n")
    assert err.line == 4 and "not valid YAML" in err.problem


def test_python_tags_are_refused(tmp_path):
    err = error_of(tmp_path, "title: !!python/object/apply:os.system ['true']\ngame: cribbage\n")
    assert err.line == 1 and "not valid YAML" in err.problem


@pytest.mark.parametrize(
    ("text", "problem", "line"),
    [
        ("- cribbage\n- 61\n", "not a list", 1),
        ("just words\n", 'not the text "just words"', 1),
        ("# nothing but a comment\n", "the file is empty", None),
        ("", "the file is empty", None),
    ],
)
def test_not_a_mapping(tmp_path, text, problem, line):
    err = error_of(tmp_path, text)
    assert problem in err.problem and err.line == line and err.key is None


def test_duplicate_key(tmp_path):
    err = error_of(
        tmp_path, "title: Mine\ngame: cribbage\nrules:\n  target: 121\n  muggins: true\n  target: 61\n"
    )
    assert (err.line, err.key) == (6, "rules.target")
    assert err.problem == "this key appears twice (first on line 4)"
    err = error_of(tmp_path, "title: Mine\ntitle: Yours\ngame: cribbage\n")
    assert (err.line, err.key) == (2, "title")


def test_merge_keys_are_not_duplicates(tmp_path):
    path = write(
        tmp_path,
        "merged",
        """
        title: Merged
        game: cribbage
        rules:
          lurch: &base {enabled: true, below: 31, multiplier: 2}
          skunk:
            <<: *base
            below: 91
        """,
    )
    profile = ProfileCatalog(user_dir=tmp_path).validate_file(path)
    assert profile.rules["skunk"] == {"enabled": True, "below": 91, "multiplier": 2}


def test_non_text_key(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nrules:\n  61: target\n")
    assert (err.line, err.key) == (4, "rules") and "61 cannot be a key" in err.problem


def test_alias_bomb_is_refused(tmp_path):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 8)]
    err = error_of(tmp_path, "\n".join(lines) + "\n")
    assert "too deeply" in err.problem


def test_unreadable_files(tmp_path):
    missing = tmp_path / "gone.yaml"
    with pytest.raises(ProfileError) as info:
        load_file(missing)
    assert info.value.path == missing and info.value.problem.startswith("the file cannot be read")
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"title: \xff\xfe\n")
    with pytest.raises(ProfileError, match="not UTF-8"):
        load_file(binary)
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    with pytest.raises(ProfileError, match="cannot be read"):
        load_file(folder)
    huge = tmp_path / "huge.yaml"
    huge.write_text("# " + "x" * 300_000 + "\n")
    with pytest.raises(ProfileError, match="larger than"):
        load_file(huge)


def test_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.yaml"
    path.write_bytes("\ufefftitle: Bom\ngame: cribbage\n".encode())
    assert load_file(path).title == "Bom"


def test_extends_missing(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\n\nextends: hoyle-sixcard\n")
    assert (err.line, err.key) == (4, "extends")
    assert err.problem == "there is no profile 'hoyle-sixcard' to extend"
    assert "hoyle-six-card" in err.allowed


def test_extends_itself(tmp_path):
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nextends: mine\n")
    assert (err.line, err.key, err.problem) == (3, "extends", "a profile cannot extend itself")


def test_extends_in_a_circle(tmp_path):
    write(tmp_path, "b", "title: B\ngame: cribbage\nextends: c\n")
    write(tmp_path, "c", "title: C\ngame: cribbage\nextends: a\n")
    err = error_of(tmp_path, "title: A\ngame: cribbage\nrules: {}\nextends: b\n", name="a")
    assert (err.line, err.key) == (4, "extends")
    assert err.problem == "the profiles extend each other in a circle: a -> b -> c -> a"
    catalog = ProfileCatalog(user_dir=tmp_path)
    assert sorted(e.path.stem for e in catalog.errors) == ["a", "b", "c"]
    assert all("circle" in e.problem for e in catalog.errors)


def test_extends_a_circle_it_is_not_part_of(tmp_path):
    write(tmp_path, "b", "title: B\ngame: cribbage\nextends: c\n")
    write(tmp_path, "c", "title: C\ngame: cribbage\nextends: b\n")
    err = error_of(tmp_path, "title: A\ngame: cribbage\nextends: b\n", name="a")
    assert err.problem == "the profile it extends, 'b', has errors of its own"


def test_extends_a_broken_profile(tmp_path):
    write(tmp_path, "broken", "title: Broken\ngame: cribbage\nrules: {target: 0}\n")
    err = error_of(tmp_path, "title: Mine\ngame: cribbage\nextends: broken\n")
    assert (err.line, err.key) == (3, "extends")
    assert err.problem == "the profile it extends, 'broken', has errors of its own"


def test_user_file_with_a_builtin_id(tmp_path):
    path = write(tmp_path, "hoyle-six-card", "title: Mine\ngame: cribbage\n")
    catalog = ProfileCatalog(user_dir=tmp_path)
    assert [e.path for e in catalog.errors] == [path]
    assert "built-in" in catalog.errors[0].problem
    assert catalog.get("hoyle-six-card").builtin
    with pytest.raises(ProfileError, match="built-in"):
        catalog.validate_file(path)


def test_no_traceback_text_for_any_error(tmp_path):
    """Bad files produce ProfileErrors only: a catalog over a folder of junk still loads."""
    for index, junk in enumerate(
        ["{", "- [", ": :", "\x00", "title: [", "? [a]\n: b", "&a [*a]", "!!binary x"]
    ):
        (tmp_path / f"junk{index}.yaml").write_text(junk, encoding="utf-8")
    catalog = ProfileCatalog(user_dir=tmp_path)
    assert len(catalog.errors) == 8
    assert all(isinstance(e, ProfileError) and e.problem for e in catalog.errors)


def test_deep_nesting_is_refused(tmp_path):
    err = error_of(tmp_path, HEAD + "rules: " + "[" * 3000 + "]" * 3000 + "\n")
    assert "too deeply" in err.problem


def test_control_character_gives_its_line(tmp_path):
    err = error_of(tmp_path, HEAD + "rules:\n  target: 6\x071\n")
    assert err.line == 4 and "not valid YAML" in err.problem
