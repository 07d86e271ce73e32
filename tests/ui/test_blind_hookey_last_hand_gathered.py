"""The last hand's cards at Blind Hookey (bankl, 29 November). Playtest B of 28 November: the last
hand's cards must not seem to belong to the next one; they were then left on the cloth under a veil
until the next packet was cut, with their chips and "3 counters" under them, while the person was
asked to cut a packet of the new hand; a later playtest found the faded cards confusing (they read
as stakes already made on the new hand). Baccarat's croupier gathers a coup's cards and Vingt-un's
pone takes the used cards once the person goes on from the held end; Blind Hookey now does the same:
the held end shows the hand with who won, and once the person goes on the cloth holds the stock and
nothing of the last hand (the review, R, shows it again)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from table_windows import new_setup, table_window

pytestmark = [pytest.mark.slow, pytest.mark.deal_end_pause]


def _on_seats(table) -> list:
    table.felt.repaint()
    return [rect for seat, rect in table.felt.painted_cards if seat >= 0]


@pytest.mark.parametrize("profile", ["blind-hookey", "blind-hookey-three-packets"])
def test_the_last_hands_cards_go_once_the_person_goes_on(qtbot, profile) -> None:
    window = table_window(qtbot, (1024, 700))
    table = window.open_table(new_setup(window, "blind_hookey", profile, 4, seed=4))
    rng, game = random.Random(2), table.game
    for hand in (1, 2):
        while not table.deal_end.holding:  # the person plays at random up to the hand's held end
            qtbot.wait(1)
            if table.idle and table.session.human_may_act() and not table.deal_end.holding:
                table.session.act(rng.choice(game.legal_actions(table.human)))
        assert _on_seats(table), f"hand {hand}: its packets are in view at its held end"
        assert any("won" in t or "lost" in t for _r, t in table.felt.painted_words)
        qtbot.keyClick(table, Qt.Key.Key_Space)
        # From the going on until the next hand's first packet is cut: nothing of the last hand.
        seen = 0
        while not game.packets:
            qtbot.wait(1)
            if table.idle and not game.packets:  # (a computer may have cut during the wait)
                seen += 1
                assert not _on_seats(table), f"after hand {hand}: its cards still on the cloth"
                assert not any(box.stake for row in table.felt.model.boxes for box in row)
                if table.session.human_may_act():  # the person cuts first
                    table.session.act(rng.choice(game.legal_actions(table.human)))
        assert seen, "the table never rested before the next packet was cut"
