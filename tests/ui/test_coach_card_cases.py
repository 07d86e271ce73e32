"""The coach names a card in running text with the article and case its sentence needs, as the
tables do (``hoyle_desktop.i18n.cards.card_in_sentence``, docs/translations.md): German "das
Herz-Ass spielen", "den Kreuz-Buben spielen" (accusative), "mit dem Kreuz-Buben nehmen" (dative),
"der Kreuz-Bube bleibt auf Ihrer Hand" (nominative); French with the card's own article ("jouer le
roi de trèfle"); English as it was ("play the king of clubs"). The hint's lines and the review read
these words (ui/table/coach.py)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from hoyle_desktop.ai.coach.base import Advice, Choice, Reason
from hoyle_desktop.ai.coach.words import Wording
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card


@contextlib.contextmanager
def language(qapp, lang: str) -> Iterator[None]:
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module
    from hoyle_desktop import i18n

    translators = app_module.install_translators(qapp, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        yield
    finally:
        i18n.use_translator(None)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def play(*codes: str, kind: str = "play", value: object = None) -> Action:
    return Action(kind, cards=tuple(Card.parse(c) for c in codes), value=value)


# (game, action, en, de, fr): what the coach says to do
ACTIONS = [
    ("cribbage", play("KC"), "play the king of clubs", "den Kreuz-König spielen", "jouer le roi de trèfle"),
    ("cribbage", play("AH"), "play the ace of hearts", "das Herz-Ass spielen", "jouer l’as de cœur"),
    (
        "cribbage",
        play("JC", "QD", kind="discard"),
        "lay out the jack of clubs and the queen of diamonds",
        "den Kreuz-Buben und die Karo-Dame in die Crib legen",
        "mettre au crib le valet de trèfle et la dame de carreau",
    ),
    (
        "spoil_five",
        play("JC"),
        "play the knave of clubs",
        "den Kreuz-Buben spielen",
        "jouer le valet de trèfle",
    ),
    (
        "spoil_five",
        play("5D", kind="rob"),
        "rob, putting out the five of diamonds",
        "rauben und die Karo-Fünf ablegen",
        "voler en écartant le cinq de carreau",
    ),
    (
        "cassino",
        play("TD", "TS", kind="take"),
        "take with the ten of diamonds: ten of spades",
        "mit der Karo-Zehn nehmen: Pik-Zehn",
        "prendre avec le dix de carreau\u00a0: dix de pique",
    ),
    (
        "pope_joan",
        play("JH"),
        "play the knave of hearts",
        "den Herz-Buben spielen",
        "jouer le valet de cœur",
    ),
    (
        "commerce",
        play("KS", "QH", kind="exchange"),
        "exchange the king of spades for the queen of hearts from the table",
        "den Pik-König gegen die Herz-Dame vom Tisch tauschen",
        "échanger le roi de pique contre la dame de cœur de la table",
    ),
]

# (game, reason, en, de, fr): why, where the reason names a card
WHYS = [
    (  # dative: "mit"
        "vingt_un",
        Reason("stake", {"card": "AH", "ev": "+0.2"}),
        "with the ace of hearts as your first card you win about 0.20",
        "mit dem Herz-Ass als erster Karte gewinnen Sie",
        "avec l’as de cœur en première carte, vous gagnez",
    ),
    (  # nominative: the German sentence makes the card its subject
        "all_fours",
        Reason("lead_nothing", {"card": "5H", "kept": "JC", "jack_safe": True}),
        "; keeps back your knave of clubs: no trump left unseen can take it",
        "; der Kreuz-Bube bleibt auf Ihrer Hand",
        "\u00a0; garde en main le valet de trèfle\u00a0: aucun atout",
    ),
    (  # accusative, in apposition to "your stop"
        "pope_joan",
        Reason("keeps_stop", {"shed": 2, "stop": "KD"}),
        "sheds 2 cards and keeps your stop, the king of diamonds, to win the lead back",
        "behält Ihren Stopper, den Karo-König, um",
        "votre arrêt, le roi de carreau, vous reste pour",
    ),
    (  # a spent stop (playtest 29 November (b)), in signs as the prompt names stops: no case to agree
        "newmarket",
        Reason("run", {"shed": 2.0, "back": 100, "spent": "6C"}),
        "This spends your stop 6♣: kept, it could win the lead back later",
        "Damit verbrauchen Sie Ihren Stopper 6♣: behalten, könnte er",
        "Cela dépense votre arrêt 6♣\u00a0: gardé, il pourrait vous rendre la main",
    ),
    (  # accusative: the lead worth the same as the Expert's (playtest 29 November (b))
        "pope_joan",
        Reason("keeps_stop", {"shed": 1.0, "back": 100, "stop": "8C", "tied": "4C"}),
        "as good as leading the four of clubs (either will do). Sheds one card",
        "ebenso gut wie die Kreuz-Vier auszuspielen (beides geht). ",
        "aussi bon que d’entamer le quatre de trèfle (l’un ou l’autre convient). ",
    ),
    (
        "newmarket",
        Reason("needs_lead", {"shed": 1.0, "back": 0}),
        "only your own lead can play this card, so you must lead it some time",
        "Sie müssen sie irgendwann selbst ausspielen",
        "vous devrez l’entamer un jour",
    ),
    (
        "commerce",
        Reason("trade", {"card": "JS", "cost": 1}),
        "a new card in place of the knave of spades, for one counter",
        "eine neue Karte im Tausch gegen den Pik-Buben, für eine Spielmarke",
        "une nouvelle carte au lieu de garder le valet de pique, pour un jeton",
    ),
]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize(("game", "action", "en", "de", "fr"), ACTIONS)
def test_the_coach_names_a_card_to_play_in_its_case(qapp, lang, game, action, en, de, fr) -> None:
    with language(qapp, lang):
        text = Wording(game).action_text(action)
    assert text == {"en": en, "de": de, "fr": fr}[lang]


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize(("game", "reason", "en", "de", "fr"), WHYS)
def test_the_coach_names_a_card_in_its_reason_in_its_case(qapp, lang, game, reason, en, de, fr) -> None:
    with language(qapp, lang):
        text = Wording(game).why_text(reason)
    assert {"en": en, "de": de, "fr": fr}[lang] in text, text


@pytest.mark.parametrize(
    ("lang", "ends", "against"),
    [
        ("en", "it ends as the ace of spades does", "against the ace of spades: "),
        ("de", "endet es wie mit dem Pik-Ass", "gegenüber dem Pik-Ass: "),
        ("fr", "tout finit comme avec l’as de pique", "contre l’as de pique\u00a0: "),
    ],
)
def test_a_trick_games_play_outs_name_the_other_card_in_the_dative(qapp, lang, ends, against) -> None:
    """All-Fours' reasons compare the play with another card: "wie mit dem Pik-Ass" (dative)."""
    vs = play("AS").to_json()
    same = Reason("lead", {"played": {"n": 40, "vs": vs, "same": 2}})
    differ = Reason("lead", {"played": {"n": 40, "vs": vs, "same": 0, "items": [["tricks", 0.4]]}})
    with language(qapp, lang):
        words = Wording("all_fours")
        texts = words.why_text(same), words.why_text(differ)
    assert ends in texts[0], texts
    assert against in texts[1], texts


TRUMP = Reason("lead_trump", {"card": "JC"})
HOLD = Reason("hold", {"item": "best", "value": 3.2})
HINTS = {  # a game's choices, and per language how the hint's first line begins and what it says
    "spoil_five": (
        (Choice(play("JC"), 0.4, TRUMP), Choice(play("2H"), 0.1, TRUMP)),
        {
            "en": ("Play the knave of clubs (", "leads"),
            "de": ("Den Kreuz-Buben spielen (", "spielt"),
            "fr": ("Jouer le valet de trèfle (", "entame"),
        },
    ),
    # Speculation's coach names no card by its face: what is at stake is "the best trump", "the
    # turn-up" (in German feminine nouns, one form as subject and object), which stays right.
    "speculation": (
        (Choice(Action("keep"), 3.2, HOLD), Choice(Action("turn"), 1.0, HOLD)),
        {
            "en": ("Keep the best trump (", "keeps the best trump: worth"),
            "de": ("Den besten Trumpf behalten (", "behält die beste Trumpfkarte: für Sie"),
            "fr": ("Garder le meilleur atout (", "vous gardez le meilleur atout, qui vaut"),
        },
    ),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("game", list(HINTS))
def test_the_hints_first_line_names_its_card_in_its_case(qapp, lang: str, game: str) -> None:
    from hoyle_desktop.ui.table.coach import advice_lines

    choices, expected = HINTS[game]
    with language(qapp, lang):
        lines = advice_lines(Advice(game, 0, "counters", choices))
    begins, says = expected[lang]
    assert lines[0].startswith(begins) and says in lines[0], lines


@pytest.mark.parametrize(
    ("lang", "one", "mean"),
    [
        (
            "en",
            "sheds one card and wins about one counter on the way",
            "sheds 1.6 cards on average. The lead",
        ),
        ("de", "wird eine Karte los und gewinnt unterwegs", "wird im Schnitt 1,6 Karten los. Danach kommt"),
        (
            "fr",
            "se défait d’une carte et gagne environ un jeton",
            "se défait en moyenne de 1,6 cartes. La main",
        ),
    ],
)
def test_a_lead_says_how_many_cards_it_sheds_in_words(qapp, lang, one, mean) -> None:
    """Playtest 29 November (b), Pope Joan in French: "se défait de 1 de vos cartes" and "se défait de
    1,6 de vos cartes" (English "sheds 1.6 of your cards"): a run's cards are the forecast's mean."""
    from hoyle_desktop.ai.coach.stops import why_text

    with language(qapp, lang):
        single = why_text(Reason("run_money", {"card": "JS", "shed": 1.0, "back": 0, "money": 1.0}))
        average = why_text(Reason("run", {"card": "4H", "shed": 1.6, "back": 39}))
    assert single.startswith(one)
    assert average.startswith(mean)
    assert "1 of your" not in single and "1.6 of your" not in average


def test_a_choice_as_good_as_the_line_above_says_so(qapp) -> None:
    """Playtest (b), Snip-Snap-Snorum's Hint in French: "Jouer le roi de trèfle (−0,2 jeton)…",
    "Jouer le quatre de pique (−1,3 jeton)…", "Jouer le cinq de pique : aussi bon, pour la même
    raison": read as good as the first, the Expert's choice, where it meant the line just above."""
    from hoyle_desktop.ui.table.coach import advice_lines

    king, four, five = play("KC"), play("4S"), play("5S")
    why = Reason("shed", {"unseen": 3, "pct": 28})
    advice = Advice(
        "snip_snap_snorum",
        0,
        "counters",
        (
            Choice(king, -0.2, Reason("shed", {"unseen": 2, "pct": 20})),
            Choice(four, -1.3, why),
            Choice(five, -1.3, why),
        ),
    )
    lines = advice_lines(advice)
    assert lines[2] == "Play the five of spades: as good as the one above, for the same reason"
