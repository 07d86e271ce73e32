"""Playtest of 29 November, Baccarat at the held end of a coup: the last payment's arrow, "80
counters", stayed drawn over "You (banker)" and its purse for as long as the coup was held. An
arrow or a call is drawn only for its time: the cloth was painted again only when something else
changed, and at a held end nothing does."""

from __future__ import annotations

from test_stops_table_games import fast_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup


def test_a_payment_arrow_and_a_call_leave_the_cloth_by_themselves(qtbot) -> None:
    window = fast_window(qtbot)
    rules = {**window.catalog.get("baccarat").rules, "players": 3, "coups": 6}
    table = window.open_table(NewGameSetup("baccarat", "baccarat", rules, 3, ["standard", "expert"], seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    table.session.stop()
    felt = table.felt
    felt.flash(0, 1, "80 counters", 0.05)
    felt.flash(1, None, "A tie at 0: the stakes stand over.", 0.05)
    felt.repaint()
    shown = {"80 counters", "A tie at 0: the stakes stand over."}
    words = lambda: {text for _, text in felt.painted_words}  # noqa: E731
    assert shown <= words()
    qtbot.waitUntil(lambda: not shown & words(), timeout=2_000)
