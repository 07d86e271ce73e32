"""A game saved while a deal's end is held comes back held there, at every table: the resumed table
shows the deal that ended (the next one's events still wait in its pump, the same as the first
table's), the prompt says how to go on, and Space goes on to the next deal (ui/table/deal_end.py
resumed_gap, TableBase.resumed_events)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsView, QLabel, QWidget
from table_windows import resume_in_new_window, table_window
from test_deal_end import GAMES, open_game, play_to_the_hold

from hoyle_desktop.ui.table.card_item import CardItem
from hoyle_desktop.ui.table.deal_end import CLEARS, DEAL_EVENTS

pytestmark = [pytest.mark.deal_end_pause, pytest.mark.usefixtures("quick_loto")]


def _waiting(table) -> list:
    """The events the table's pump holds back: the next deal's."""
    queue = getattr(getattr(table, "pacer", None), "queue", None)
    return list(queue if queue is not None else getattr(table, "queue", []))


def savable(extra: dict) -> dict:
    """Loto's quick reactions as short as a save allows (a save below its schema's least is set aside)."""
    return {key: max(value, 100) if key.endswith("_reaction_ms") else value for key, value in extra.items()}
# Crazy Eights' default game is one deal (nothing to resume after its end): its penalty form goes on.
_FORMS = [("crazy_eights", "crazy-eights-penalty", 3, {}) if g[0] == "crazy_eights" else g for g in GAMES]


def picture(table) -> object:
    """What a table that lays itself out from the engine's view shows (None elsewhere: the tables
    that replay their events show the same events): the banking felt, Loto's board and cards; and
    what the stops tables paint rather than label, the purses and the board's pools."""
    if hasattr(table, "felt") and hasattr(table.felt, "model"):
        return table.felt.model, table.hand_label.text()
    plates = getattr(getattr(table, "scene", None), "plates", None)
    if plates and hasattr(plates[0], "shown_purse"):  # the stops tables draw purses and pools
        # (29 November, playtest (j): Pope Joan resumed at a held end showed the next deal's stakes
        # already paid, and paid them again on Space)
        board = getattr(table, "board", None)
        return [p.shown_purse() for p in plates], board.shown_counts() if board is not None else None
    if hasattr(table, "knobs"):
        return (
            table.knobs, table.shown_call, table.shown_held, table.shown_covered, table.board.caption,
            table.pools_label.text(), table.my_title.text(), sorted(table.card_widgets),
        )  # fmt: skip
    return None


def on_show(table) -> list:
    """What any table shows the person, but its history: every label's and button's words (a card
    row's cards by their names), and every card on a felt (face and place) and word drawn there. The
    dealer's marker, the scores and purses, the hands and the prompt are all among them."""
    QApplication.processEvents()  # a widget just laid out (Loto's seats) is shown by a posted event
    shown: list = []
    for widget in table.findChildren(QWidget):
        if not widget.isVisibleTo(table) or table.panel.history.isAncestorOf(widget):
            continue
        if isinstance(widget, QLabel):
            shown.append(("label", widget.text() or widget.accessibleName()))
        elif isinstance(widget, QAbstractButton):
            shown.append(("button", widget.text(), widget.isEnabled()))
        elif isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for item in widget.scene().items():
                if not item.isVisible():
                    continue
                pos = item.scenePos()
                if isinstance(item, CardItem):
                    code = item.card.code if item.card is not None and item.face_up else "back"
                    shown.append(("card", code, round(pos.x()), round(pos.y())))
                elif callable(getattr(item, "text", None)) and item.text():
                    shown.append(("words", item.text()))
    return sorted(shown, key=repr)


# Loto's second method names no end: a computer's drawing ends the one before (deal_end.SELF_ENDING).
HELD = [*_FORMS, ("loto", "loto-second-method", 3, {})]


def coach_notes(table) -> tuple:
    """What the review of the deal held says of the coach: its decisions judged and each note (the
    notes of 29 November: Blind Hookey resumed at a held end had no coach line; they are saved)."""
    notes = table.review.last_notes
    return notes.known, notes.decisions, [note.text for note in notes.notes]


def resumed_as_held(qtbot, table):
    """Close ``table``'s window at its held end and resume the game: the resumed table holds there,
    looks as the held one did, its review says what the coach said, and nobody has acted. Returns it."""
    qtbot.waitUntil(lambda: not table.coach._tickets, timeout=20_000)  # the coach's last judgement
    coach = coach_notes(table)
    waiting, prompt, moves = _waiting(table), table.prompt.text(), len(table.game.history)
    shown, seen = picture(table), on_show(table)
    again = resume_in_new_window(qtbot, table.window(), lambda bot: table_window(bot))
    # Held, or gone past the hold to the person's next move (a table not mended): the latter fails
    # at once rather than after the whole bound.
    qtbot.waitUntil(
        lambda: again.deal_end.holding or (again.idle and again.session.human_may_act()), timeout=10_000
    )
    assert again.deal_end.holding, "the resumed table went past the held end"
    assert _waiting(again) == waiting  # the next deal not shown: it waits behind the hold
    assert picture(again) == shown  # the deal that ended, as it was on show (not the next one's)
    now = on_show(again)  # at every table: its cards, dealer, scores, prompt as held
    gone, new = [x for x in seen if x not in now], [x for x in now if x not in seen]
    assert now == seen, f"held {gone}; resumed {new}"
    assert again.prompt.text() == prompt
    assert coach_notes(again) == coach
    assert len(again.game.history) == moves  # nobody acted while it was held
    return again


# One play serves both held ends: the second is played on from the first end's resumed table (the
# person resumed and played on, as one does), not by a second play of the same first deal.
@pytest.mark.parametrize(
    ("game", "profile", "players", "extra"), HELD, ids=[g[0] for g in _FORMS] + ["loto_second"]
)
def test_a_game_saved_at_a_held_end_comes_back_held_there(qtbot, game, profile, players, extra) -> None:
    """The first held end and the next: the playtest's case (29 November (f)) was My Bird Sings
    saved at the second deal's held end, back with the third deal's dealer and cards."""
    _window, table = open_game(qtbot, game, profile, players, savable(extra))
    rng = random.Random(3)
    play_to_the_hold(qtbot, table, rng)
    assert table.deal_end.holding
    if table.game.is_over():  # a game of one deal: nothing is saved to resume
        pytest.skip("the game ended with its first deal")
    waiting, moves = _waiting(table), len(table.game.history)
    again = resumed_as_held(qtbot, table)
    assert not waiting or waiting[0].kind in DEAL_EVENTS[game][0] | CLEARS.get(game, set())
    again.setFocus()
    qtbot.keyClick(again, Qt.Key.Key_Space)
    assert not again.deal_end.holding
    qtbot.waitUntil(lambda: len(again.game.history) > moves or _waiting(again) != waiting, timeout=10_000)
    play_to_the_hold(qtbot, again, rng)  # the second deal, to its held end
    if again.game.is_over() or not again.deal_end.holding:
        pytest.skip("the game ended with its second deal")
    resumed_as_held(qtbot, again)


GONE_ON = [g for g in GAMES if g[0] in ("cribbage", "vingt_un", "loto")]


@pytest.mark.parametrize(("game", "profile", "players", "extra"), GONE_ON, ids=[g[0] for g in GONE_ON])
def test_a_game_saved_after_going_on_past_the_end_is_not_held_there_again(
    qtbot, game, profile, players, extra
) -> None:
    """Space at the held end, then the app closed before anyone acts (the last save was made at the
    action that ended the deal): the resumed table goes on to the next deal, as the person had."""
    window, table = open_game(qtbot, game, profile, players, savable(extra))
    play_to_the_hold(qtbot, table, random.Random(3))
    if table.game.is_over():
        pytest.skip("the game ended with its first deal")
    moves = len(table.game.history)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert not table.deal_end.holding
    again = resume_in_new_window(qtbot, window, lambda bot: table_window(bot))
    qtbot.waitUntil(
        lambda: again.deal_end.holding or len(again.game.history) > moves or again._my_turn(),
        timeout=10_000,
    )
    assert not again.deal_end.holding
    assert "Press Space" not in again.prompt.text()
