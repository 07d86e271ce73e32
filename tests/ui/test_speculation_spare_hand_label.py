"""The spare hand's place and name at six players (banklay, 29 November). Under the pool, right of the
middle, the spare hand's cards lay over the end of the turn-up's label ("Turn-up: Computer 5", in
German "Trumpfkarte: der Pott"), and with large cards "Spare hand" ("Main de réserve") met the
person's line under it. Where the place under the pool meets the turn-up's label or a player's line,
the spare hand goes over the middle with its name over its cards, smaller where the room down is
short. Whoever deals, holds the chief hand and the turn-up, with the cards face down or turned, the
spare hand face down or shown: its name is painted once, a space clear of every other word and card,
and its cards meet no words and no other card, at 1024x700 and 1280x900, with large cards or not,
in English, German and French."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from table_windows import laid_out, table_window
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.cards import Card, Rank, Suit
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

PLAYERS = 6
APART_PX = 3


def _met(board) -> list[str]:
    """What the spare hand's name and cards meet in the last paint."""
    name = QCoreApplication.translate("Speculation", "Spare hand")
    small = board.card_width() * 0.75  # the spare hand's cards are smaller than a seat's
    words = [(box, text) for box, text in board.painted_words if text]
    spare = [c for c in board.painted_cards if c.width() < small]
    cards = [c for c in board.painted_cards if c.width() >= small]
    names = [box for box, text in words if text == name]
    found = [] if len(names) == 1 and spare else [f"{len(names)} names, {len(spare)} cards"]
    for box in names:
        grown = box.adjusted(-APART_PX, -APART_PX, APART_PX, APART_PX)
        found += [f"the name meets {text!r}" for b, text in words if text != name and grown.intersects(b)]
        found += ["the name meets a card" for c in cards if grown.intersects(c)]
    for c in spare:
        found += [f"a spare card meets {text!r}" for b, text in words if text != name and b.intersects(c)]
        found += ["a spare card on a seat's card" for other in cards if other.intersects(c)]
    return found


@pytest.mark.parametrize("language", ["en", "de", "fr"], indirect=True)
def test_the_spare_hands_name_and_cards_keep_clear_at_six(qtbot, language) -> None:  # noqa: F811
    window = table_window(qtbot, size=(1024, 700))
    rules = {**window.catalog.get("speculation-pool-games").rules, "players": PLAYERS}
    assert rules["spare_hand"]
    setup = NewGameSetup(
        "speculation", "speculation-pool-games", rules, PLAYERS, ["random"] * (PLAYERS - 1), seed=5
    )
    table = window.open_table(setup)
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    table.session.stop()
    board, model, report = table.board, table.board.model, []
    model.deal, model.turn_up = 1, Card(Rank.TWO, Suit.CLUBS)
    for large in (False, True):
        window.settings.set("large_cards", large)
        table.apply_settings(["large_cards"])
        for size in ((1024, 700), (1280, 900)):
            window.resize(*size)
            laid_out(qtbot, window, size)
            for dealer in range(PLAYERS):
                for holder in (None, dealer):  # the pool's turn-up; the dealer's longest line
                    for turned in (0, 3):
                        for shown in (False, True):
                            model.dealer, model.holder = dealer, holder
                            model.turn_up_owner = holder if holder is not None else "pool"
                            model.purses = [30 + 3 * (s == holder) - (s == dealer) for s in range(PLAYERS)]
                            model.down = [3 - turned] * PLAYERS
                            model.rows = [[Card(Rank.SEVEN, Suit.CLUBS)] * turned for _ in range(PLAYERS)]
                            model.spare = [Card(Rank.KING, Suit.HEARTS)] * 3 if shown else []
                            model.spare_down = 0 if shown else 3
                            board.to_act = dealer
                            board.caption = "Computer 2 turns up the seven of clubs."
                            board.repaint()
                            where = f"{size}, large {large}, dealer {dealer}, chief {holder}, turned {turned}"
                            report += [f"{where}: {m}" for m in _met(board)]
    assert not report, "\n".join(sorted(set(report))[:12])
