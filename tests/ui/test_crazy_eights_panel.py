"""Playtest 29 November (f), Crazy Eights at 1024x700: the side panel left gaps (the suit buttons' four
rows kept empty for the rest of the game, the review's row kept in a game of one deal, the Hint's
steady room an empty hole) and the stock's count was written twice, in the panel and by the stock.
The count is written by the stock alone (a screen reader hears it with the pile's top), the suit
buttons take two rows, and the Hint's room is drawn as the Hint's place."""

from __future__ import annotations

import random
from itertools import pairwise

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QLabel
from table_windows import open_default, table_window, wait_for_turn_or_end

from hoyle_desktop.engine.cards import Rank
from hoyle_desktop.ui.crazy_eights import words as w
from hoyle_desktop.ui.crazy_eights.access import Words


def _to_an_eight(qtbot, table, rng: random.Random):
    """Play on (random moves, no eight) until the person may play an eight; None if the game ends."""
    while True:
        wait_for_turn_or_end(qtbot, table)
        if table.game.is_over():
            return None
        legal = table.game.legal_actions(table.human)
        eights = [a.cards[0] for a in legal if a.kind == "play" and a.cards[0].rank == Rank.EIGHT]
        if eights:
            return eights[0]
        others = [a for a in legal if not (a.cards and a.cards[0].rank == Rank.EIGHT)]
        table.session.act(rng.choice(others or legal))


def test_the_stocks_count_is_written_once_by_the_stock_and_heard(qtbot) -> None:
    window = table_window(qtbot, (1024, 700), show_hints=True)
    table = open_default(window, "crazy_eights")
    wait_for_turn_or_end(qtbot, table)
    table.session.act(random.Random(2).choice(table.game.legal_actions(table.human)))
    wait_for_turn_or_end(qtbot, table)
    count = w.stock_label(table.stock)
    assert table.scene.stock_label.text() == count  # by the stock on the table
    panel = [label.text() for label in table.panel.findChildren(QLabel) if label.isVisibleTo(table.panel)]
    assert not any(count in text for text in panel), panel
    assert count in Words(table).table_words()  # the list's last item and F2 say it with the pile


def _gaps(table) -> list[tuple[str, int]]:
    """The empty bands between what the panel shows from the prompt down to the history's heading."""
    panel = table.panel
    shown = [
        (name, widget)
        for name, widget in [
            ("prompt", panel.prompt),
            ("buttons", panel.actions_box),
            ("info", table.info_scroll),
            ("review", table.review.open_button),
            ("hint", table.coach.button),
            ("hint's room", table.coach.scroll),
            ("history", panel.history_title),
        ]
        if widget.isVisibleTo(panel) and widget.height() > 0
    ]
    bands = []
    for (_above, upper), (name, lower) in pairwise(shown):
        top = upper.mapTo(panel, upper.rect().bottomLeft()).y()
        bands.append((name, lower.mapTo(panel, lower.rect().topLeft()).y() - top))
    return bands


def test_the_panel_leaves_no_gaps_after_the_suit_buttons(qtbot) -> None:
    window = table_window(qtbot, (1024, 700), show_hints=True)
    table = open_default(window, "crazy_eights", seed=5)
    rng = random.Random(3)
    eight = _to_an_eight(qtbot, table, rng)
    assert eight is not None, "no eight came to the person"
    table.on_card(eight)  # as a click on it: the suit buttons
    qtbot.wait(20)
    buttons = table.panel.action_buttons
    assert len(buttons) == 4
    rows = {button.mapTo(table.panel, button.rect().topLeft()).y() for button in buttons}
    assert len(rows) == 2, "the four suits in two rows of two"
    height = buttons[0].sizeHint().height()
    buttons[0].click()
    wait_for_turn_or_end(qtbot, table)
    qtbot.wait(20)
    spacing = table.panel.layout().spacing()
    assert not table.game.is_over()
    gaps = _gaps(table)
    # nothing but the layout's spacing between them: the buttons' box holds the two rows at most, no
    # row is kept for the review of a game of one deal, no line for a count the stock shows
    assert all(gap <= spacing + 1 for _name, gap in gaps), gaps
    assert table.panel.actions_box.height() <= 2 * height + table.panel.actions_box.layout().spacing() + 1


def test_the_hints_room_is_drawn_as_its_place_while_empty(qtbot) -> None:
    """Before H is pressed the steady room (polishd: the history stays put) is framed, not a hole in
    the panel's colour."""
    window = table_window(qtbot, (1024, 700), show_hints=True)
    table = open_default(window, "crazy_eights")
    wait_for_turn_or_end(qtbot, table)
    qtbot.wait(20)
    room = table.coach.scroll
    assert room.isVisible() and table.coach.label.text() == ""
    picture: QImage = room.grab().toImage()
    spots = [(x, y) for x in range(0, picture.width(), 3) for y in range(0, picture.height(), 3)]
    colours = {picture.pixel(x, y) for x, y in spots}
    assert len(colours) > 1, "the Hint's room is one flat colour: a hole in the panel"


def test_a_deal_of_the_penalty_game_keeps_the_reviews_row(qtbot) -> None:
    """Where a game has more deals the review comes after the first: its row is kept, so the Hint
    below it does not move down then (hand_review.keep_room)."""
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    window = table_window(qtbot, (1024, 700), show_hints=True)
    rules = dict(window.catalog.get("crazy-eights-penalty").rules)
    players = int(rules.get("players") or 3)
    others = ["random"] * (players - 1)
    setup = NewGameSetup("crazy_eights", "crazy-eights-penalty", rules, players, others, seed=4)
    table = window.open_table(setup)
    wait_for_turn_or_end(qtbot, table)
    assert table.review.open_button.sizePolicy().retainSizeWhenHidden()
