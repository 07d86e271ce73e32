"""The turn-up's label (fixm item 7, cosmg and polishf "Left"): at five it lay right of its card,
next to Computer 1's line, and read as his; put over its card it changed sides from deal to deal at
four ("(dealer)" and "chief hand" widened the left seat's line into it); it stood off its card's
centre where a line lay beside it. The label keeps one place by its own card (centred over or under
it, in one form) through every deal, whoever deals, holds the chief hand or the turn-up, and meets
no other words and no card, at three to five players, small and large windows, large cards or not,
with a spare hand or without."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from table_windows import table_window
from test_table_overlaps import language  # noqa: F401  (a fixture)

from hoyle_desktop.engine.cards import Card, Rank, Suit
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

APART_PX = 3  # the least room between the label and other words or cards


def held(qtbot, players: int, size: tuple[int, int], large: bool):
    """``players`` at the table, the play stopped after the first deal's start: the board."""
    window = table_window(qtbot, size=size, large_cards=large)
    rules = {**window.catalog.get("speculation").rules, "players": players}
    setup = NewGameSetup("speculation", "speculation", rules, players, ["random"] * (players - 1), seed=5)
    table = window.open_table(setup)
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    table.session.stop()
    return table.board


def _deals(players: int):
    """Every dealer with every holder of the chief hand (or none), each holder owning the turn-up,
    the cards all face down or all turned."""
    for dealer in range(players):
        for holder in [None, *range(players)]:
            for turned in (0, 3):
                yield dealer, holder, turned


def _look(board, players: int) -> tuple[set[tuple], list[str]]:
    """The label's places relative to its card (side, lines, offsets) and what it met."""
    word = QCoreApplication.translate("Speculation", "Turn-up: %1").split("%1")[0].strip()
    model = board.model
    model.deal, model.turn_up = 1, Card(Rank.TWO, Suit.CLUBS)
    model.purses = [30] * players
    places: set[tuple] = set()
    met: list[str] = []
    for dealer, holder, turned in _deals(players):
        model.dealer, model.holder = dealer, holder
        model.turn_up_owner = holder if holder is not None else "pool"
        model.purses = [30 + 3 * (seat == holder) - (seat == dealer) for seat in range(players)]
        model.down = [3 - turned] * players
        model.rows = [[Card(Rank.SEVEN, Suit.CLUBS)] * turned for _ in range(players)]
        board.to_act = dealer
        board.caption = "Computer 2 turns up the seven of clubs."
        board.repaint()
        card = board.painted_cards[0]  # the middle is drawn first
        labels = [(box, text) for box, text in board.painted_words if text.startswith(word)]
        assert len(labels) == 1, board.painted_words
        box, text = labels[0]
        side = "over" if box.bottom() <= card.top() else "under" if box.top() >= card.bottom() else "beside"
        near = card.top() - box.bottom() if side == "over" else box.top() - card.bottom()
        across = box.center().x() - card.center().x()  # (0 if centred, to a pixel's rounding)
        places.add((side, text.count("\n") + 1, 0 if abs(across) <= 1 else round(across), round(near)))
        grown = box.adjusted(-APART_PX, -APART_PX, APART_PX, APART_PX)
        met += [
            f"{text!r} meets {other!r} at {b}"
            for b, other in board.painted_words
            if other != text and grown.intersects(b)
        ]
        met += [f"{text!r} meets a card at {c}" for c in board.painted_cards[1:] if grown.intersects(c)]
    return places, sorted(set(met))


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 900), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_turn_ups_label_keeps_one_place_by_its_card(qtbot, players, size, large) -> None:
    board = held(qtbot, players, size, large)
    places, met = _look(board, players)
    assert len(places) == 1, sorted(places)
    ((side, _lines, across, near),) = places
    assert side in ("over", "under") and across == 0 and 0 <= near <= board.card_width() * 0.2, places
    assert not met, met[:6]


@pytest.mark.parametrize(("size", "large"), [((1024, 700), False), ((1920, 1080), True)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_turn_ups_label_with_a_spare_hand(qtbot, players, size, large) -> None:
    board = held(qtbot, players, size, large)
    board.model.spare_down = 3  # (the spare hand is a rule: in play, or not, all game)
    places, met = _look(board, players)
    assert len(places) == 1, sorted(places)
    assert not met, met[:6]


@pytest.mark.parametrize("language", ["de", "fr"], indirect=True)
@pytest.mark.parametrize("players", [4, 5])
def test_the_turn_ups_label_in_other_languages(qtbot, language, players) -> None:  # noqa: F811
    board = held(qtbot, players, (1024, 700), False)
    places, met = _look(board, players)
    assert len(places) == 1, sorted(places)
    assert not met, met[:6]
