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
