"""Smaller coach problems the newcomer's reading of 29 November left (docs/notes/coachb-2026-11-29.md,
"What remains" 3, 5, 7; 6 is in tests/ui/test_review_after_resume.py and test_resume_held.py): the
Hint's room, My Bird Sings' throws and song, the stops games' unit line and the help that promised
"one short reason" (docs/notes/coachtidy-2026-11-29.md)."""

from __future__ import annotations

import pytest
from table_windows import open_default, table_window
from test_coach_card_cases import language

from hoyle_desktop.ai.coach.base import Advice, Choice, Reason
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.coach import HINT_LINES, HISTORY_KEPT, advice_lines, hint_html

NBSP = "\u00a0"


def _cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes.split())


def _lead(card: str, value: float, code: str, **args) -> Choice:
    return Choice(Action("play", cards=_cards(card)), value, Reason(code, {"card": card, **args}))


# A Pope Joan lead as the Hint met it (seed 1 of the coach's positions): three leads, each with the
# lead's return and the stops and cards left after it, then the unit line.
POPE_JOAN = Advice(
    "pope_joan",
    0,
    "counters",
    (
        _lead(
            "AD", -7.62, "needs_lead", shed=2.3, back=57, stops_left=0, orphans_left=1, stops="", orphans="AH"
        ),
        _lead("2D", -8.05, "run", shed=1.3, back=57, stops_left=0, orphans_left=1, stops="", orphans="AH"),
        _lead(
            "AH",
            -8.36,
            "needs_lead",
            shed=1.1,
            back=28,
            stops_left=1,
            orphans_left=1,
            stops="7D",
            orphans="AD",
        ),
    ),
)


@pytest.mark.parametrize(("size", "least"), [((1280, 900), 20), ((1024, 700), HINT_LINES)])
def test_the_hints_room_grows_into_the_panels_height_and_a_lead_shows_whole(qtbot, size, least) -> None:
    """The Hint kept nine lines at every size: at 1280x900 a Pope Joan lead scrolled beside a history
    half empty, and its unit line was never seen. Its room now takes what the panel has left once
    the history keeps fourteen lines (steady still: the history never moves as hints come and go), and
    a lead's hint, its further parts and unit line shorter, shows whole there."""
    table = open_default(table_window(qtbot, size=size, show_hints=True), "pope_joan")
    coach, history = table.coach, table.panel.history
    qtbot.waitUntil(lambda: coach.scroll.reserved_lines > 0 and coach.scroll.height() > 0, timeout=10_000)
    qtbot.waitUntil(lambda: coach.scroll.reserved_lines == coach._room, timeout=5_000)  # laid out
    qtbot.wait(50)
    lines = coach.scroll.reserved_lines
    spacing = coach.label.fontMetrics().lineSpacing()
    assert lines >= least, lines
    kept = history.fontMetrics().lineSpacing() * (HISTORY_KEPT - 1)
    assert history.height() >= kept, (history.height(), kept)  # the history keeps its room
    if size == (1280, 900):
        coach._set_text(hint_html(advice_lines(POPE_JOAN), coach.label.fontMetrics().horizontalAdvance("MM")))
        qtbot.wait(50)
        assert not coach.scroll.runs_on(), (
            f"{coach.label.heightForWidth(coach.label.width())} > {lines * spacing}"
        )
    top = history.mapTo(table, history.rect().topLeft())
    coach._set_text("")
    qtbot.wait(50)
    assert history.mapTo(table, history.rect().topLeft()) == top, "the history moved as the hint went"
    table.session.stop()


@pytest.mark.parametrize(
    ("lang", "stops", "orphans", "unit"),
    [
        (
            "en",
            "Stops left after it: none",
            "Only your lead can then play: A♥",
            "so most leads come out below nothing",
        ),
        (
            "de",
            "Danach noch Ihre Stopper: keine",
            "Nur Ihr Ausspiel kann danach spielen: A♥",
            "unter null",
        ),
        (
            "fr",
            f"Arrêts qui vous restent ensuite{NBSP}: aucun",
            "Seule votre entame peut ensuite jouer",
            "en dessous de zéro",
        ),
    ],
)
def test_a_leads_further_parts_and_unit_line_are_short_and_plain(qapp, lang, stops, orphans, unit) -> None:
    """ "Stops left in your hand after it (nothing can follow them): king of diamonds, seven of spades"
    took three lines a lead; the cards are now named in signs, as the prompt names the stops ("K♦ 8♠").
    The unit line said "(counted at 0.6 each)", and −3.8 stood beside "wins about 1.8 counters on the
    way" with no word why: it now says in plain words that the cards left cost more than the counters
    won, so most leads are below nothing."""
    with language(qapp, lang):
        lines = advice_lines(POPE_JOAN)
    assert any(stops in line for line in lines), lines
    assert any(orphans.replace("A♥", "") in line for line in lines), lines
    assert "0.6" not in lines[-1] and "0,6" not in lines[-1] and unit in lines[-1], lines[-1]
    assert len(lines) == 3 * 4 + 1  # three leads, each in four lines, and the unit line


def test_the_help_says_a_leads_reason_comes_in_parts_as_the_hint_shows_it() -> None:
    """F1's coach paragraph promised "one short reason" where a stops lead gives five lines."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "resources/help/parts/app-coach.md").read_text("utf-8")
    assert "one short reason" not in text
    assert "a short line of its own" in text and "what the numbers measure" in text


def _bird_throws() -> Advice:
    """Two throws one card short at 45% and 19% (seed 1 of the coach's positions): the first waits on
    ten diamonds, a suit passed to the seat this deal, the other on thirteen spades."""
    throw = lambda card: Action("throw", cards=_cards(card))  # noqa: E731
    first = Reason("bird_throw", {"missing": 1, "pct": 45, "outs": 10, "suits": "D", "passed": 1})
    other = Reason("bird_throw", {"missing": 1, "pct": 19, "outs": 13, "suits": "S", "passed": 0})
    return Advice(
        "my_bird_sings",
        0,
        "sing_chance",
        (Choice(throw("AH"), 0.45, first), Choice(throw("9D"), 0.19, other)),
    )


@pytest.mark.parametrize(
    ("lang", "first", "other"),
    [
        (
            "en",
            "any of the 10 diamonds you do not hold makes it sing (diamonds passed to you this deal: 1)",
            "any of the 13 spades you do not hold makes it sing",
        ),
        (
            "de",
            "jede der 10 Karten in Karo, die Sie nicht halten",
            "jede der 13 Karten in Pik, die Sie nicht halten",
        ),
        ("fr", "n’importe laquelle des 10 cartes de carreau", "n’importe laquelle des 13 cartes de pique"),
    ],
)
def test_my_bird_sings_throws_one_card_short_say_what_makes_them_differ(qapp, lang, first, other) -> None:
    """Two throws "for the same reason" at 18% and 14% said nothing of why one is better."""
    with language(qapp, lang):
        lines = advice_lines(_bird_throws())
    assert first in lines[0], lines
    assert other in lines[1] and "same reason" not in lines[1], lines


def test_my_bird_sings_reasons_name_the_cards_a_throw_waits_on() -> None:
    """The Expert's throws one card short carry the cards that would make the hand sing."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ai" / "coach"))
    from coach_positions import positions

    from hoyle_desktop.ai.bird_bots import sings_with
    from hoyle_desktop.ai.coach import advise
    from hoyle_desktop.engine.trading.table import make_pack

    seen = 0
    for game, seat in positions("my_bird_sings", "my-bird-sings", 1, steps=40):
        advice = advise("my_bird_sings", game, seat)
        for choice in advice.choices:
            args = choice.why.args
            if choice.why.code != "bird_throw" or args["missing"] != 1:
                continue
            view = game.view(seat)
            keep = [c for c in view.hand if c != choice.action.cards[0]]
            unseen = [c for c in make_pack(int(view.rules.get("pack", 52))) if c not in view.hand]
            wanted = [c for c in unseen if sings_with(keep, c, view.size, view.rainbow)]
            assert args["outs"] == len(wanted) > 0, args
            assert args["suits"] == "".join(s for s in "CDHS" if any(c.suit.value == s for c in wanted))
            seen += 1
    assert seen


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "sing with the ace of clubs, the ace of diamonds, the ace of hearts and the ace of spades"),
        ("de", "mit dem Kreuz-Ass, dem Karo-Ass, dem Herz-Ass und dem Pik-Ass singen"),
        ("fr", "chanter avec l’as de trèfle, l’as de carreau, l’as de cœur et l’as de pique"),
    ],
)
def test_the_sing_hint_names_the_bird_with_its_articles(qapp, lang: str, said: str) -> None:
    """ "Sing with ace of clubs, ace of diamonds, …": the list had no articles."""
    from hoyle_desktop.ai.coach.words import Wording

    with language(qapp, lang):
        text = Wording("my_bird_sings").action_text(Action("sing", cards=_cards("AC AD AH AS")))
    assert text == said, text


def test_the_reviews_notes_are_saved_in_no_language_and_worded_again(qapp) -> None:
    """A save holds what each note was made from (ui/table/coach_saved.py): resumed in German, the
    note made in English reads in German; a hand the save does not know stays unknown."""
    import json

    from hoyle_desktop.ui.table.coach import note_for
    from hoyle_desktop.ui.table.coach_saved import hand_from_json, hand_json
    from hoyle_desktop.ui.table.hand_review import HandNotes

    advice = _bird_throws()
    done = advice.choices[1].action
    note = note_for(advice, done)
    assert note is not None
    notes = HandNotes(2, [note], judged=[(advice, done)])
    saved = json.loads(json.dumps(hand_json(notes)))
    assert [n.text for n in hand_from_json(saved).notes] == [note.text]
    assert hand_from_json(saved).decisions == 2
    with language(qapp, "de"):
        again = hand_from_json(saved).notes[0].text
    assert again.startswith("Sie: die Karo-Neun nach links werfen"), again
    assert not hand_from_json(None).known and hand_json(HandNotes(known=False)) is None
