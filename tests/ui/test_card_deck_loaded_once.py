"""A window's card renderer reads and parses its deck once (ui/services.py).

The renderer was made with the built-in deck and then given the chosen one: two parses of the
400 kB SVG (some 12 ms each) for every window that opens a table, the same deck both times."""

from __future__ import annotations

from table_windows import open_default, table_window

from hoyle_desktop.ui.cards.renderer import CardRenderer


def test_a_table_parses_its_deck_once(qtbot, monkeypatch) -> None:
    loads: list[str] = []
    real = CardRenderer._load
    monkeypatch.setattr(CardRenderer, "_load", staticmethod(lambda deck: loads.append(deck.id) or real(deck)))
    window = table_window(qtbot)
    table = open_default(window, "cribbage")
    assert loads == [str(window.settings.get("deck"))]
    assert table.renderer.deck.id == loads[0]
