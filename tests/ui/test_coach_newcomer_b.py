"""The coach read again by a newcomer at the real tables (docs/notes/coachb-2026-11-29.md): the Hint
names each move as the table's button does, a lead says how often the lead comes back whatever its
main reason, and the review's cost reads as the Hint's own numbers did."""

from __future__ import annotations

import pytest
from test_coach_card_cases import language

from hoyle_desktop.ai.coach.base import Advice, Choice, Reason
from hoyle_desktop.ai.coach.words import Wording
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.coach import advice_lines, note_for, total_line


def _cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes.split())


@pytest.mark.parametrize(
    ("lang", "back", "none"),
    [
        ("en", "The lead then comes back to you 24% of the time", "The lead then does not come back to you"),
        ("de", "Danach kommt das Ausspiel in 24\u00a0% der Fälle zu Ihnen zurück", "nicht zu Ihnen zurück"),
        ("fr", "La main vous revient ensuite 24\u00a0% du temps", "la main ne vous revient pas"),
    ],
)
def test_every_lead_says_how_often_the_lead_comes_back(qapp, lang: str, back: str, none: str) -> None:
    """Pope Joan: the ten of diamonds, "sheds one card and keeps your stop, the five of diamonds, to win
    the lead back", cost 7.1 counters in the review, and no word that the run may pass the lead on
    (what the cost is); the knave of clubs "wins about 1.8 counters" beside the ace's "comes back 24%"."""
    from hoyle_desktop.ai.coach.stops import why_text

    with language(qapp, lang):
        keeps = why_text(Reason("keeps_stop", {"card": "TD", "shed": 1.0, "back": 24, "stop": "5D"}))
        money = why_text(Reason("run_money", {"card": "JC", "shed": 1.8, "back": 0, "money": 1.8}))
        old = why_text(Reason("keeps_stop", {"shed": 2, "stop": "KD"}))  # a record from before "back"
    assert back in keeps, keeps
    assert none in money, money
    assert "24" not in old and "%" not in old, old


@pytest.mark.parametrize(
    ("lang", "play_on", "barter", "keep"),
    [
        (
            "en",
            "let the turn pass on",
            "barter the eight of diamonds with your neighbour",
            "keep the best trump",
        ),
        (
            "de",
            "den Zug weitergeben",
            "die Karo-Acht mit Ihrem Nachbarn tauschen",
            "den besten Trumpf behalten",
        ),
        (
            "fr",
            "laisser passer le tour",
            "troquer le huit de carreau avec votre voisin",
            "garder le meilleur atout",
        ),
    ],
)
def test_the_hint_names_a_move_as_its_button_does(qapp, lang, play_on, barter, keep) -> None:
    """Commerce's Hint said "Do not stand yet" beside the button "Let the turn pass on", and "Offer the
    eight of diamonds to your neighbour" beside "Barter with your neighbour"; Speculation's "Keep your
    cards, selling none" beside "Keep the best trump"."""
    with language(qapp, lang):
        none = Reason("expert_choice")
        commerce, speculation = Wording("commerce"), Wording("speculation")
        assert commerce.action_text(Action("play_on"), none) == play_on
        assert commerce.action_text(Action("barter", cards=_cards("8D")), none) == barter
        assert speculation.action_text(Action("keep"), none) == keep


def _bird() -> tuple[Advice, Action]:
    """My Bird Sings: the six of spades 27% to sing with the next card, the two of hearts shown at 0%
    (the Expert's value a little below nothing)."""
    six, two = (Action("throw", cards=_cards(c)) for c in ("6S", "2H"))
    one, two_away = Reason("bird_throw", {"missing": 1}), Reason("bird_throw", {"missing": 2})
    return Advice(
        "my_bird_sings", 0, "sing_chance", (Choice(six, 0.274, one), Choice(two, -0.006, two_away))
    ), two


def test_the_reviews_chance_is_the_difference_the_hint_showed(qapp) -> None:
    """The Hint read 27% and 0%; the review charged "28% less chance" (of what, it did not say)."""
    advice, done = _bird()
    shown = advice_lines(advice)
    assert "(27% chance to sing with the next card)" in shown[0] and "(0% chance" in shown[1], shown
    note = note_for(advice, done)
    assert note is not None
    assert "six of spades to your left. It left you 27% less chance to sing with the next card." in note.text
    assert total_line([note], 1).endswith("1 of 1; 27% less chance to sing with the next card."), total_line(
        [note], 1
    )
    with language(qapp, "de"):
        assert "27\u00a0% weniger Aussicht, mit der nächsten Karte zu singen" in note_for(advice, done).text
    with language(qapp, "fr"):
        assert (
            "27\u00a0% de chances en moins de chanter avec la prochaine carte" in note_for(advice, done).text
        )


def test_the_reviews_cost_has_the_hints_decimals(qapp) -> None:
    """Blind Hookey's Hint read "Stake 1 (−0.06 counters)", "Stake 3 (−0.18 counters)"; the review of a
    stake of 3 said "(−0.1 counters)"."""
    edge = Reason("hookey_edge", {"edge": 5.9})
    stakes = Advice(
        "blind_hookey",
        0,
        "counters",
        tuple(Choice(Action("stake", value=n), -0.06 * n, edge) for n in (1, 2, 3)),
    )
    note = note_for(stakes, Action("stake", value=3))
    assert note is not None
    assert "the Expert: stake 1. It cost you 0.12 counters." in note.text, note.text
    with language(qapp, "de"):
        assert "Das hat Sie 0,12 Spielmarken gekostet." in note_for(stakes, Action("stake", value=3)).text
    with language(qapp, "fr"):
        assert "Cela vous a coûté 0,12 jeton." in note_for(stakes, Action("stake", value=3)).text
    assert total_line([note], 2).endswith("1 of 2; −0.12 counters."), total_line([note], 2)
    # one decimal where the Hint showed one (Pope Joan's −3.8 and −4.6: "−0.8", not "−0.83")
    run = Reason("run", {"card": "6S", "shed": 1.5, "back": 56})
    leads = Advice(
        "pope_joan",
        0,
        "counters",
        (
            Choice(Action("play", cards=_cards("JC")), -3.8, run),
            Choice(Action("play", cards=_cards("AD")), -4.63, run),
        ),
    )
    lead = note_for(leads, Action("play", cards=_cards("AD")))
    assert lead is not None and "It cost you 0.8 counters." in lead.text, lead.text


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "no card of this rank is out yet; paired 30% of the time"),
        ("de", "noch keine Karte dieses Rangs gespielt; gepaart in 30\u00a0% der Fälle"),
        ("fr", "aucune carte de ce rang n’est encore sortie\u00a0; appariée 30\u00a0% du temps"),
    ],
)
def test_snip_says_no_card_of_the_rank_is_out_rather_than_naught(qapp, lang: str, words: str) -> None:
    """Snip-Snap-Snorum's Hint gave "cards of this rank out already: 0; paired 30% of the time"."""
    from hoyle_desktop.ai.coach.stops import why_text

    with language(qapp, lang):
        assert why_text(Reason("most_played", {"played": 0, "pct": 30})) == words
        assert "1" in why_text(Reason("most_played", {"played": 1, "pct": 30}))


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", "(in einer schwarzen Farbe ist eine niedrigere Zahlenkarte höher)"),
        ("fr", "(dans une couleur noire, une carte chiffrée plus basse est plus forte)"),
    ],
)
def test_spoil_fives_black_order_is_said_in_german_and_french(qapp, lang: str, words: str) -> None:
    from hoyle_desktop.ai.coach.tricks import why_text

    with language(qapp, lang):
        assert why_text(Reason("cannot_win", {"card": "TS", "black_pip": 1})).endswith(words)


def test_a_review_without_notes_does_not_claim_the_expert_chose_alike(qapp) -> None:
    """Spoil-Five: the knave of diamonds led where the Hint put the seven of spades first (the other
    leads within the luck of the play-outs, the knave not among the three shown); the review said
    "every decision as the Expert would have made it". A choice as good by the Expert's measure has
    no note, so the line says what is true of both: none was worse."""
    run = Reason("lead_plain", {"card": "7S"})
    level = Advice(
        "spoil_five",
        0,
        "counters",
        (
            Choice(Action("play", cards=_cards("7S")), 0.6, run),
            Choice(Action("play", cards=_cards("JD")), 0.6, run),
        ),
    )
    assert note_for(level, Action("play", cards=_cards("JD"))) is None
    assert total_line([], 3) == "The coach: no decision worse than the Expert's, by its measure."
    with language(qapp, "de"):
        assert (
            total_line([], 3)
            == "Der Trainer: keine Entscheidung schlechter als die des Experten, nach seinem Maß."
        )
    with language(qapp, "fr"):
        assert total_line([], 3) == (
            "L’entraîneur\u00a0: aucune décision moins bonne que celle de l’Expert, selon sa mesure."
        )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", "früher ausgerufen und noch unbedeckt: decken Sie sie ab, bevor der Wettlauf verloren ist"),
        (
            "fr",
            "appelé plus tôt et toujours non couvert\u00a0: couvrez-le avant que la course ne soit perdue",
        ),
    ],
)
def test_lotos_late_number_is_said_in_german_and_french(qapp, lang: str, words: str) -> None:
    from hoyle_desktop.ai.coach.loto import why_text

    with language(qapp, lang):
        assert why_text(Reason("cover", {"number": 85, "late": 1})) == words


def test_the_same_note_many_times_is_listed_once_with_its_count(qtbot) -> None:
    """Loto, the calls run on at their pace: "You: ready for the next number; the Expert: cover 2
    (−0.01 counters) …" stood 77 times in the review's list, the one lesson lost among them."""
    from hoyle_desktop.ui.table.coach import CoachNote
    from hoyle_desktop.ui.table.hand_review import HandNotes, HandReviewDialog

    ready = "You: ready for the next number; the Expert: cover 2 (−0.01 counters)."
    same = CoachNote(ready, 0.01, "counters")
    other = CoachNote("You: claim a row; the Expert: claim the card (−12.0 counters).", 12.0, "counters")
    notes = HandNotes(78, [same] * 40 + [other] + [same] * 37)
    dialog = HandReviewDialog([], [], ["You", "Computer"], lambda events, n: [0] * n, "Counters", coach=notes)
    qtbot.addWidget(dialog)
    listed = [dialog.coach_notes.item(i).text() for i in range(dialog.coach_notes.count())]
    assert listed == [
        "You: ready for the next number; the Expert: cover 2 (−0.01 counters). (The same 77 times.)",
        other.text,
    ], listed
    assert dialog.coach_total.text().startswith("The coach: decisions unlike the Expert's: 78 of 78; ")


@pytest.mark.parametrize(
    ("lang", "said"), [("de", "x (Dasselbe 3-mal.)"), ("fr", "x (La même chose 3\u00a0fois.)")]
)
def test_the_same_note_counted_in_german_and_french(qapp, lang: str, said: str) -> None:
    from hoyle_desktop.ui.table.coach import noted_once

    with language(qapp, lang):
        assert noted_once(["x", "x", "x"]) == [said]


def test_the_review_tables_rows_grow_with_their_words_at_any_width(qtbot) -> None:
    """Pope Joan's review at 1024x700 cut Computer 1's cards played to "10♦ 2♠ 7♥ Q♥ K♥ K♦ 6♣ …": the
    rows were fitted to the columns' widths before the dialog was laid out, and never again."""
    from PySide6.QtCore import QRect, Qt

    from hoyle_desktop.ui.table.hand_review import HandReviewDialog

    names = ["You", "Computer 1", "Computer 2", "Computer 3"]
    played = ["5♥ 9♥ 3♣ 7♣ 6♠ 10♦ 4♦ 5♦ 2♥ A♠", "10♦ 2♠ 7♥ Q♥ K♥ K♦ 6♣ 8♣ 9♣", "3♠ A♥", "4♦ 5♦ A♣ 3♥ 10♥ 8♣"]
    dialog = HandReviewDialog(
        [],
        [],
        names,
        lambda events, n: [0] * n,
        "Counters won or paid",
        cards=lambda events, seat: played[seat],
        left=lambda events, seat: "J♣ K♣ 5♠",
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    for width in (640, 470):
        dialog.resize(width, 580)
        qtbot.wait(20)
        room = table.columnWidth(1) - 8  # the cell's margins
        for row, text in enumerate(played):
            flags = int(Qt.TextFlag.TextWordWrap)
            needed = table.fontMetrics().boundingRect(QRect(0, 0, room, 10_000), flags, text).height()
            assert table.rowHeight(row) >= needed, (width, row, table.rowHeight(row), needed)
        shown = sum(table.rowHeight(r) for r in range(len(names)))
        assert table.height() >= shown + table.horizontalHeader().height(), (width, table.height(), shown)


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "keep the card"), ("de", "die Karte behalten"), ("fr", "garder la carte")]
)
def test_speculations_seller_keeping_the_card_is_named_as_its_button(qapp, lang: str, said: str) -> None:
    """The seller answering the bids has the button "Keep the card"; the Hint and review said "refuse"
    (the buyer's word, whose button is "Refuse")."""
    words = Wording("speculation")
    with language(qapp, lang):
        assert (
            words.action_text(Action("refuse"), Reason("refuse_sell", {"item": "best", "value": 2.0})) == said
        )
        assert (
            words.action_text(Action("refuse"), Reason("refuse_buy", {"item": "best", "value": 2.0})) != said
        )
