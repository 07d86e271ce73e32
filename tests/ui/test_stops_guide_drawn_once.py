"""The rows guide of the stops tables (fifty-two antialiased outlines under the played cards) is drawn
once and kept: a card played lays the scene out again in the same places, and neither that nor the
cards and counters moving over the guide draws it again (it was drawn on every card played, the most
painting at these tables: the whole-game tests spent a quarter of their time on it)."""

from __future__ import annotations

from table_windows import new_setup, table_window

from hoyle_desktop.ui.stops.guide import RowsGuide


def test_cards_played_over_the_guide_do_not_draw_it_again(qtbot, monkeypatch) -> None:
    drawn: list[int] = []
    paint = RowsGuide.paint
    monkeypatch.setattr(RowsGuide, "paint", lambda guide, *args: drawn.append(1) or paint(guide, *args))
    window = table_window(qtbot, size=(1100, 760))
    table = window.open_table(new_setup(window, "spin", "spin", 4, seed=3))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    qtbot.wait(20)
    assert drawn, "the guide is drawn"
    drawn.clear()
    deal, played = table.game.view(0).deal, len(table.scene.played)
    for _ in range(3):
        table._on_card_clicked(table.game.legal_actions(0)[0].cards[0])
        settled = lambda: table.idle and (table.session.human_may_act() or table.game.is_over())  # noqa: E731
        qtbot.waitUntil(settled, timeout=20_000)
        qtbot.wait(20)
        if table.game.view(0).deal != deal:
            break
    assert table.game.view(0).deal == deal and len(table.scene.played) >= played + 3
    assert not drawn, f"the guide was drawn {len(drawn)} times for {len(table.scene.played) - played} cards"
    table.scene.guide.set_geometry(table.scene.guide.origin, 1.0, 2.0, 3.0, 4.0)  # new places: drawn anew
    qtbot.wait(20)
    assert drawn
