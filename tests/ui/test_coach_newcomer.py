"""The coach as a newcomer to a forgotten game reads it (the review of 28 November 2026,
docs/notes/coach-review-2026-11-28.md): the review says why the Expert's choice was better, a hint says
what its numbers are, a tiny cost is never "−0.0", a level choice says why it is level."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from hoyle_desktop import app as app_module
from hoyle_desktop import i18n
from hoyle_desktop.ai.coach.base import Advice, Choice, Reason
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.coach import SUB, advice_lines, cost_said, cost_text, note_for


def _play(code: str) -> Action:
    return Action("play", cards=(Card.parse(code),))


SIX, THREE = _play("6S"), _play("3H")
BETTER = Reason("run", {"card": "6S", "shed": 1.5, "back": 56, "stops_left": 2, "orphans_left": 0})
WORSE = Reason("run", {"card": "3H", "shed": 1.9, "back": 49, "stops_left": 1, "orphans_left": 0})
POPE_JOAN = Advice("pope_joan", 0, "counters", (Choice(SIX, 2.4, BETTER), Choice(THREE, 1.8, WORSE)))


def _in(qapp, lang: str, make):
    translators = app_module.install_translators(qapp, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        return make()
    finally:
        i18n.use_translator(None)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_the_review_says_why_the_experts_lead_was_better(qapp) -> None:
    """Pope Joan's review read "You: play the three of hearts; the Expert: play the six of spades
    (−0.6 counters)": numbers only. It now gives the Expert's reason and the person's, from the
    Expert's own values, so the difference (a stop kept to win the lead back) can be learnt; the cost
    is said as the person's ("(−0.6 counters)" after the six read as its worth: playtest, 29 November)."""
    note = note_for(POPE_JOAN, THREE)
    assert note is not None
    assert note.text == (
        "You: play the three of hearts; the Expert: play the six of spades. It cost you 0.6 "
        "counters. The Expert's reason: sheds 1.5 cards on average. The lead then comes back to you "
        "56% of the time. Then stops left in hand: 2, cards only your own lead can play: 0. Yours: "
        "sheds 1.9 cards on average. The lead then comes back to you 49% of the time. Then stops left "
        "in hand: 1, cards only your own lead can play: 0."
    )
    # what to learn from the difference, said on a line of its own (lesson, 29 November)
    assert note.lesson == (
        "To learn: A lead that sheds fewer cards may still be the better one: lead where the lead comes "
        "back to you more often or you keep more stops, for holding the lead is how you shed your hand."
    )


def test_a_lead_only_your_lead_can_play_says_what_it_sheds_in_the_review(qapp) -> None:
    """Playtest, 29 November: "You: play the ace of clubs; the Expert: play the two of spades …
    The Expert's reason: sheds 1.7 cards on average … Yours: only your own lead can play this card …"
    under the lesson "a lead that sheds fewer cards may still be the better one": no count for the
    ace. Both sides now give what they shed and how often the lead comes back."""
    two, ace = _play("2S"), _play("AC")
    best = Reason("run", {"card": "2S", "shed": 1.7, "back": 43})
    mine = Reason("needs_lead", {"card": "AC", "shed": 2.0, "back": 29})
    leads = Advice("pope_joan", 0, "counters", (Choice(two, -3.3, best), Choice(ace, -5.4, mine)))
    note = note_for(leads, ace)
    assert note is not None
    assert note.text == (
        "You: play the ace of clubs; the Expert: play the two of spades. It cost you 2.1 counters. "
        "The Expert's reason: sheds 1.7 cards on average. The lead then comes back to you 43% of the "
        "time. Yours: only your own lead can play this card, so you must lead it some time. Sheds 2 "
        "cards. The lead then comes back to you 29% of the time."
    ), note.text
    assert note.lesson.startswith("To learn: A lead that sheds fewer cards may still be the better one")


def test_the_review_gives_one_reason_where_both_read_alike(qapp) -> None:
    stake = Reason("hookey_edge", {"edge": 5.9})
    advice = Advice(
        "blind_hookey",
        0,
        "counters",
        (Choice(Action("stake", value=1), -0.06, stake), Choice(Action("stake", value=3), -0.18, stake)),
    )
    note = note_for(advice, Action("stake", value=3))
    assert note is not None
    assert note.text.endswith(
        "The Expert's reason: the bank wins 5.9% of every counter staked: the smaller your stake, the "
        "less you lose."
    ), note.text
    assert "Yours:" not in note.text


def test_a_cost_too_small_to_show_is_never_minus_nothing(qapp) -> None:
    """Loto's review read "You: ready for the next number; the Expert: cover 24 (−0.0 counters)"."""
    assert cost_text(0.01, "counters") == "under 0.1 counters less"
    assert cost_text(0.02, "points") == "under 0.1 points less"
    assert cost_text(0.004, "win_chance") == "under 1% less chance"
    assert cost_text(0.6, "counters") == "−0.6 counters"
    # the note's own sentence (playtest, 29 November): the cost said as the person's
    assert cost_said(0.01, "counters") == "It cost you under 0.1 counters."
    assert cost_said(2.1, "counters") == "It cost you 2.1 counters."
    assert cost_said(0.004, "win_chance") == "It left you under 1% less chance."


@pytest.mark.parametrize(
    ("game", "unit", "words"),
    [
        ("pope_joan", "counters", "less about one for each card likely left in your hand"),
        ("snip_snap_snorum", "counters", "the chance that the next player pairs it (you then pay a counter"),
        ("commerce", "counters", "less what trading costs"),
        ("speculation", "counters", "its chance of ending as the best trump"),
        ("loto", "counters", "the prizes and pools you may expect to win"),
        ("blind_hookey", "counters", "win (+) or lose (−) on this hand"),
        ("spoil_five", "counters", "from the pool, against the best other player"),
        ("all_fours", "points", "High, Low, Jack and Game"),
        ("cassino", "points", "Points of the count (cards, spades, the cassinos, aces, sweeps)"),
        # each for himself (at two, playtest (d): no word of a partner); partners: test below
        ("cassino", "points", "bring you, less the best other player's"),
    ],
)
def test_a_hint_says_what_its_numbers_are(qapp, game: str, unit: str, words: str) -> None:
    """ "+5.2 counters" told a newcomer nothing: counters of what, by when? The hint's last line says
    what the Expert's values measure in the game."""
    advice = Advice(game, 0, unit, (Choice(SIX, 2.4, BETTER), Choice(THREE, 1.8, WORSE)))
    lines = advice_lines(advice)
    assert words in lines[-1], lines
    assert len([line for line in lines if not line.startswith(SUB)]) == 3  # two choices, the unit


def test_a_partnerships_hint_says_its_numbers_are_the_sides(qapp) -> None:
    """Four-handed Cassino is played in partnerships: the search counts the side (the lead's look)."""
    choices = (Choice(SIX, 2.4, BETTER), Choice(THREE, 1.8, WORSE))
    advice = Advice("cassino", 0, "points", choices, partners=True)
    assert "bring your side, less the other side's" in advice_lines(advice)[-1]


def test_a_chance_or_a_level_choice_needs_no_unit_line(qapp) -> None:
    chance = Advice("my_bird_sings", 0, "sing_chance", POPE_JOAN.choices)
    assert len(advice_lines(chance)) == 2
    level = Advice("pope_joan", 0, "counters", POPE_JOAN.choices, verdict="all_equal")
    assert not any(line.startswith("Counters:") for line in advice_lines(level))


def test_a_level_choice_for_one_reason_says_that_reason(qapp) -> None:
    """Blind Hookey's cut read "Every choice is worth the same here." and no why, each cut below it
    saying the same: "no cut or packet changes your chances". The verdict says it."""
    chance = Reason("pure_chance")
    cuts = tuple(Choice(Action("cut", value=n), 0.0, chance) for n in (4, 7, 11))
    lines = advice_lines(Advice("blind_hookey", 0, "counters", cuts, verdict="all_equal"))
    assert lines[0] == (
        "Every choice is worth the same here: no cut or packet changes your chances, for every bottom "
        "card is just another unseen card of the same pack."
    )
    # the lead's look at My Bird Sings (29 November): each choice below said the verdict's words again
    assert lines[1:] == ["Any of them will do; the Expert would cut 4 cards."], lines


@pytest.mark.parametrize(
    ("lang", "unit", "reason"),
    [
        (
            "de",
            "Spielmarken: was ein Ausspiel Ihnen",
            "Der Grund des Experten: wird im Schnitt 1,5 Karten los",
        ),
        (
            "fr",
            "Jetons\u00a0: ce que l’Expert attend d’une entame",
            "La raison de l’Expert\u00a0: se défait en moyenne de 1,5",
        ),
    ],
)
def test_the_unit_and_the_reasons_in_german_and_french(qapp, lang: str, unit: str, reason: str) -> None:
    lines, note = _in(qapp, lang, lambda: (advice_lines(POPE_JOAN), note_for(POPE_JOAN, THREE)))
    assert lines[-1].startswith(unit), lines
    assert note is not None and reason in note.text, note.text


@pytest.mark.parametrize(
    ("game", "action", "words"),
    [
        ("spoil_five", _play("2C"), "Only one thing you may do: play the two of clubs."),
        (
            "cassino",
            Action("trail", cards=(Card.parse("5H"),)),
            "Only one thing you may do: lay down the five of hearts.",
        ),
        ("speculation", Action("refuse"), "Only one thing you may do: refuse."),
        ("all_fours", Action("stand"), "Only one thing you may do: stand on the trump turned up."),
    ],
)
def test_an_action_inside_a_sentence_reads_without_a_capital(
    qapp, game: str, action: Action, words: str
) -> None:
    """Spoil-Five's hint read "Only one thing you may do: Play the two of clubs." and its review "You:
    Play the eight of spades; the Expert: Play the two of clubs"; the stops coaches wrote "play"."""
    advice = Advice(game, 0, "counters", (Choice(action, 0.0, Reason("only_one")),), "only_one")
    assert advice_lines(advice) == [words]
    two, three = _play("2C"), _play("3C")
    review = Advice(
        "spoil_five",
        0,
        "counters",
        (Choice(two, 1.0, Reason("cannot_win")), Choice(three, 0.0, Reason("cannot_win"))),
    )
    note = note_for(review, three)
    assert note is not None and note.text.startswith(
        "You: play the three of clubs; the Expert: play the two of clubs"
    )


def test_the_review_says_what_its_costs_are_counted_in(qtbot) -> None:
    """The review's "−0.6 counters" had no meaning either: under its total it says what the game's
    values measure, as the hint's last line does."""
    from hoyle_desktop.ui.table.hand_review import HandNotes, HandReviewDialog

    note = note_for(POPE_JOAN, THREE)
    assert note is not None
    dialog = HandReviewDialog(
        [],
        [],
        ["You", "Computer"],
        lambda events, n: [0] * n,
        "Counters",
        coach=HandNotes(2, [note]),
        game="pope_joan",
    )
    qtbot.addWidget(dialog)
    assert dialog.coach_unit.text().startswith("Counters: what the Expert expects a lead to bring you")
    assert "so most leads come out below nothing" in dialog.coach_unit.text()
    quiet = HandReviewDialog(
        [], [], ["You"], lambda events, n: [0] * n, "Counters", coach=HandNotes(2, []), game="pope_joan"
    )
    qtbot.addWidget(quiet)
    assert not hasattr(quiet, "coach_unit")


def test_a_level_choice_never_gives_a_placeholder_as_its_reason(qapp) -> None:
    placeholder = Reason("only_one")
    choices = (Choice(Action("draw"), 0.0, placeholder), Choice(Action("pass"), 0.0, placeholder))
    lines = advice_lines(Advice("crazy_eights", 0, "points", choices, verdict="all_equal"))
    assert lines[0] == "Every choice is worth the same here."


def test_a_trick_games_review_compares_the_two_cards_once(qapp) -> None:
    """All-Fours: each reason now says what the Expert's play-outs showed against another card; in the
    review the person's reason compares with the Expert's card, so the Expert's says only its own."""
    jack, three, nine = _play("JH"), _play("3H"), _play("9S")
    against_three = {"n": 8, "vs": three.to_json(), "same": 0, "items": [["game", 6, 8, 2]]}
    against_jack = {
        "n": 8,
        "vs": jack.to_json(),
        "same": 0,
        "items": [["game", -6, 2, 8], ["trick", -8, 0, 8]],
    }
    advice = Advice(
        "all_fours",
        0,
        "points",
        (
            Choice(jack, 1.2, Reason("trumps_trick", {"card": "JH", "game": 10, "played": against_three})),
            Choice(three, -0.3, Reason("cannot_win", {"card": "3H", "played": against_jack})),
            Choice(nine, -0.5, Reason("cannot_win", {"card": "9S", "played": against_jack})),
        ),
    )
    note = note_for(advice, three)
    assert note is not None
    assert note.text.endswith(
        "The Expert's reason: trumps the trick, with 10 for Game in it. Yours: cannot win the trick: keeps "
        "your better cards; of the 8 deals played out: Game to your side in 2 of them, against 8 with the "
        "knave of hearts; this trick to your side in 0 of them, against 8 with the knave of hearts."
    ), note.text
    assert note.lesson.startswith("To learn: Take a trick worth having")  # lesson, 29 November
    assert "Game to your side in 8 of them, against 2 with the three of hearts" in advice_lines(advice)[0]


def test_a_hint_shows_enough_decimals_to_tell_its_choices_apart(qapp) -> None:
    """Blind Hookey's hint read "Stake 1 (−0.1)" and "Stake 2 (−0.1)": one decimal hid −0.06 against
    −0.12. Every game's hint shows the fewest decimals that tell its shown values apart (one more at
    most), and no more where one is enough."""
    edge = Reason("hookey_edge", {"edge": 5.9})
    stakes = Advice(
        "blind_hookey",
        0,
        "counters",
        tuple(Choice(Action("stake", value=n), -0.06 * n, edge) for n in (1, 2, 3)),
    )
    lines = advice_lines(stakes)
    assert "(−0.06 counters)" in lines[0] and "(−0.12 counters)" in lines[1], lines
    assert "(−0.18 counters)" in lines[2]
    assert "(+2.4 counters)" in advice_lines(POPE_JOAN)[0]  # one decimal tells 2.4 from 1.8
    assert "(−0,06 Spielmarken)" in _in(qapp, "de", lambda: advice_lines(stakes))[0]
    near = Advice(
        "crazy_eights",
        0,
        "win_chance",
        (Choice(SIX, 0.344, BETTER), Choice(THREE, 0.342, WORSE)),
    )
    shown = advice_lines(near)
    assert "(34.4% chance to win the game)" in shown[0] and "(34.2% chance" in shown[1], shown
    far = Advice("crazy_eights", 0, "win_chance", (Choice(SIX, 0.5, BETTER), Choice(THREE, 0.34, WORSE)))
    assert "(50% chance to win the game)" in advice_lines(far)[0]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_vingt_uns_hint_calls_content_by_its_buttons_word(qapp, lang: str) -> None:
    """Playtest 29 November (c), Vingt-un in German: the Hint's best choice was "Stehen bleiben"
    (English "Stand", Baccarat's button) above the buttons "Genug" and "Ja, eine Karte": a newcomer
    looked for a button that was not there. The Hint calls content by the button's word."""
    from hoyle_desktop.ai.coach.banking import action_text
    from hoyle_desktop.ui.banking.wording import action_label

    def words() -> tuple[str, str]:
        return action_text(Action("content")), action_label(Action("content"))

    hint, button = _in(qapp, lang, words)
    word = button.replace("&", "").split()[-1].lower()  # "content", "genug", "reste"
    assert word in hint.lower(), (hint, button)


@pytest.mark.parametrize(
    ("kind", "args"),
    [
        ("turn_top", {"value": 0.42}),
        ("hold", {"value": 1.5, "item": "best"}),
        ("keep_best", {"value": 1.5, "item": "best"}),
    ],
)
def test_speculations_hint_says_an_amount_below_two_in_the_french_singular(qapp, kind, args) -> None:
    """Playtest 29 November (c): the market said "Valeur : 0,4 jeton", the Hint beside it
    "vaut 0,42 jetons": French puts an amount below two in the singular, as the market does."""
    from hoyle_desktop.ai.coach.speculation import why_text

    text = _in(qapp, "fr", lambda: why_text(Reason(kind, args)))
    assert " jeton " in text and "jetons" not in text, text
    english = why_text(Reason(kind, args))
    assert "counters" in english, english  # English keeps the plural


@pytest.mark.parametrize(("lang", "word"), [("en", "of them"), ("de", "davon"), ("fr", "vous en reste")])
@pytest.mark.parametrize("kind", ["plays_suit", "keeps_eight"])
def test_crazy_eights_hint_says_what_is_left_in_hand(qapp, lang: str, word: str, kind: str) -> None:
    """Playtest 29 November (c), Crazy Eights in German: "Die Pik-Vier spielen (14,0 % Aussicht …):
    spielt Pik (noch 1 auf der Hand)": one what left? One spade, which the Hint now says."""
    from hoyle_desktop.ai.coach.matching import why_text

    text = _in(qapp, lang, lambda: why_text(Reason(kind, {"suit": "S", "held": 1})))
    assert word in text, text


def test_blind_hookeys_hint_says_in_german_that_no_packet_size_changes_the_chances(qapp) -> None:
    """Playtest 29 November (c): "kein Abheben und kein Päckchen ändert Ihre Aussichten" ("no cutting
    and no packet"): the Hint meant that neither the size cut nor the packet chosen matters."""
    from hoyle_desktop.ai.coach.banking import why_text

    text = _in(qapp, "de", lambda: why_text(Reason("pure_chance", {})))
    assert "kein Abheben" not in text and "wie viele Karten" in text, text
