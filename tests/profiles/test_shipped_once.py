"""The shipped profiles are read and checked once a process (profiles/shipped.py)."""

from __future__ import annotations

from hoyle_desktop.profiles import ProfileCatalog, shipped


def test_a_second_catalogue_reads_no_shipped_file_again(monkeypatch) -> None:
    ProfileCatalog()
    read: list[str] = []
    real = shipped.load_file
    monkeypatch.setattr(shipped, "load_file", lambda path, **kw: read.append(path.name) or real(path, **kw))
    again = ProfileCatalog()
    assert again.profiles() and not again.errors
    assert read == []


def test_each_catalogue_has_its_own_rules() -> None:
    first, second = ProfileCatalog(), ProfileCatalog()
    first.get("pope-joan").own_rules["players"] = 99
    first._sources["pope-joan"].rules["players"] = 99
    assert second.get("pope-joan").own_rules.get("players") != 99
    assert ProfileCatalog().get("pope-joan").rules == second.get("pope-joan").rules


def test_a_shipped_file_changed_on_disk_is_read_again(monkeypatch, tmp_path) -> None:
    path = tmp_path / "mine.yaml"
    path.write_text("title: One\ngame: cribbage\n", encoding="utf-8")
    assert shipped.load_shipped(path).title == "One"
    path.write_text("title: Second\ngame: cribbage\n", encoding="utf-8")  # another size
    assert shipped.load_shipped(path).title == "Second"


def test_the_rules_defaults_copy_no_schema(monkeypatch) -> None:
    """Each catalogue resolves every profile from its game's defaults: they came from a fresh deep
    copy of the whole rules schema each time (most of a catalogue's time); now from the schema read
    once, and each caller still gets its own copy."""
    from hoyle_desktop.profiles import schemas

    first = schemas.rules_defaults("cribbage")

    def copied(game: str) -> dict:
        raise AssertionError(f"the {game} schema copied for its defaults")

    monkeypatch.setattr(schemas, "rules_schema", copied)
    again = schemas.rules_defaults("cribbage")
    assert again == first and again is not first
    again["target"] = 999
    assert schemas.rules_defaults("cribbage") == first
    assert ProfileCatalog().get("modern-six-card").rules["target"] == 121
