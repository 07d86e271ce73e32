"""Blind Hookey's words for a newcomer (playtest 28 November (j), "Not mended"): the share a packet
may reach, the bottom card with its article, the Hint's reason said once, and the review of a hand
with nothing to decide."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.banking.view import banking_view
from hoyle_desktop.engine.cards import Card


def _punter_to_cut(players: int):
    """A first-method game at the moment seat 0, a punter, cuts its packet."""
    spec = registry.get("blind_hookey")
    for seed in range(40):
        game = spec.new_game({"players": players, "method": "first"}, seed)
        for _ in range(200):
            seats = game.seats_to_act()
            if not seats:
                break
            seat = seats[0]
            legal = game.legal_actions(seat)
            if seat == 0 and legal[0].kind == "cut":
                return game, legal
            game.apply(seat, random.Random(seed).choice(legal))
    raise AssertionError("seat 0 never cut")


@pytest.mark.parametrize(("players", "share"), [(4, 13), (6, 8)])
def test_the_cut_prompt_and_the_amount_box_say_what_the_share_is(qapp, players, share) -> None:
    """Hoyle: each "cuts from the top a small quantity of cards (not less than four, nor more than his
    due proportion of the pack)". The prompt said "four cards at least, your share at most" and the
    rules page "no more than his share", neither saying what the share was; the box showed one number."""
    from hoyle_desktop.ui.banking.wording import amount_range, prompt

    game, legal = _punter_to_cut(players)
    text = prompt(banking_view(game, 0), None, legal)
    assert text == (
        f"Cut a packet from the top: 4 to {share} cards ({share} is your share: 52 cards divided among "
        f"{players} players)."
    )
    sizes = [int(a.value) for a in legal]
    assert amount_range("cut", sizes) == f" (4 to {share} cards)"  # in the box, after the number


def test_the_amount_box_shows_the_largest_packet_beside_the_number(qtbot) -> None:
    """The number box showed one size at a time ("5") and never how large a packet may be."""
    from table_windows import open_blind_hookey_punter, table_window

    table = open_blind_hookey_punter(table_window(qtbot, (1024, 700)))
    qtbot.waitUntil(lambda: table.amount.isVisible(), timeout=20_000)
    table.session.stop()
    assert table.amount.text().endswith(" (4 to 13 cards)"), table.amount.text()
    assert table.amount.chosen() in range(4, 14)  # the words after the number change no amount
    label = table.amount_label
    assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()  # the caption whole


def test_the_bottom_card_is_named_with_its_article(qapp) -> None:
    from hoyle_desktop.ui.banking.wording import event_text

    names = ["You", "Computer 1", "Computer 2"]
    e = Event("reveal", seat=1, reason="bottom", cards=(Card.parse("2C"),), data={})
    assert event_text(e, names, 0) == "Computer 1: the bottom card is the two of clubs."


def test_the_hint_says_why_every_cut_is_the_same_once(qapp) -> None:
    """The Hint read "Every choice is worth the same here: no cut or packet changes your chances."
    then "Cut 4 cards: no cut or packet changes your chances." and twice more."""
    from hoyle_desktop.ai.coach import advise
    from hoyle_desktop.ui.table.coach import advice_lines

    game, _legal = _punter_to_cut(4)
    lines = advice_lines(advise("blind_hookey", game, 0))
    said = " ".join(lines)
    assert said.count("no cut or packet changes your chances") == 1, lines
    assert lines[0].startswith("Every choice is worth the same here: no cut or packet changes your chances")
    assert len(lines) == 2 and lines[1].startswith("Any of them will do; the Expert would cut "), lines


def test_the_review_of_a_hand_with_nothing_to_decide_says_so(qtbot) -> None:
    """The review of a hand in which the person only dealt showed the cards and the history, and no
    coach line at all."""
    from hoyle_desktop.ui.table.hand_review import HandNotes, HandReviewDialog

    dialog = HandReviewDialog(
        [], [], ["You", "Computer"], lambda events, n: [0] * n, "Counters", coach=HandNotes()
    )
    qtbot.addWidget(dialog)
    assert dialog.coach_total.text() == (
        "The coach: nothing in this hand was yours to decide, so there is nothing to judge."
    )
