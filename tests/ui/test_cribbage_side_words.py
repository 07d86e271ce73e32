"""Four-handed cribbage's sides have sentences of their own: "Opponents" is plural, and a seat's
sentence with the side's name put in it read "Adversaires est en lurch" in French, "Gegner ist im
Lurch" in German and "Opponents wins" in English (lead's look, 29 November)."""

from __future__ import annotations

import pytest
from table_windows import table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.engine.game import Result
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

pytestmark = pytest.mark.slow

# Each language's plural verbs for the opponents, and the singular for the person's side.
WORDS = {
    "en": ("The opponents win by 31 points", "The opponents are lurched", "Your side is lurched"),
    "de": ("Die Gegner gewinnen mit 31 Punkten", "Die Gegner sind im Lurch", "Ihre Seite ist im Lurch"),
    "fr": (
        "Les adversaires gagnent de 31 points",
        "Les adversaires sont en lurch",
        "Votre camp est en lurch",
    ),
}


def four_handed(qtbot, translators, lang: str):
    """A four-handed table in ``lang``, its session stopped (the words are asked for directly)."""
    from hoyle_desktop import app as app_module

    app_module.install_translators(translators, lang)
    window = table_window(qtbot)
    rules = dict(window.catalog.get("four-handed-partners").rules)
    table = window.open_table(
        NewGameSetup("cribbage", "four-handed-partners", rules, 4, ["random"] * 3, seed=5)
    )
    table.session.stop()
    return table


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_the_opponents_are_plural(clean_translators, qtbot, lang) -> None:  # noqa: F811
    table = four_handed(qtbot, clean_translators, lang)
    won, lurched, mine = WORDS[lang]
    they_win = Result((1, 3), (90, 121, 90, 121), ("lurched", "win", "lurched", "win"), (-2, 2, -2, 2))
    lines = table._result_lines(they_win)
    assert lines[0].startswith(won), lines
    assert lines[1].startswith(mine), lines
    we_win = Result((0, 2), (121, 90, 121, 90), ("win", "lurched", "win", "lurched"), (2, -2, 2, -2))
    assert table._result_lines(we_win)[1].startswith(lurched), table._result_lines(we_win)


SHOWN = {  # a computer's hand and crib as the show names them, on the felt and in the history
    "en": ("Computer 1's hand", "Computer 2's crib"),
    "de": ("Hand von Computer 1", "Crib von Computer 2"),
    "fr": ("Main d’Ordinateur 1", "Crib d’Ordinateur 2"),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_a_computers_hand_in_the_show_is_named_without_a_second_colon(
    clean_translators,  # noqa: F811
    qtbot,
    lang,
) -> None:
    """Playtest (d), 29 November, three-handed in French: the history read "Main : Ordinateur 2 :
    quinze deux (score 10)" and "Crib : Ordinateur 2 compte 6 points", a label where a name was
    wanted; French names the holder as German and English do ("Main d’Ordinateur 2")."""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.engine.actions import Event

    app_module.install_translators(clean_translators, lang)
    window = table_window(qtbot)
    rules = dict(window.catalog.get("three-handed").rules)
    table = window.open_table(NewGameSetup("cribbage", "three-handed", rules, 3, ["random"] * 2, seed=5))
    table.session.stop()
    hand = table._show_title(Event("show", seat=1, data={"what": "hand"}))
    crib = table._show_title(Event("show", seat=2, data={"what": "crib"}))
    assert (hand, crib) == SHOWN[lang]


FOUR = {  # four-handed, the person at seat 0: left (1), partner (2), right (3), each hand and crib
    "en": (
        ("The left player's hand", "Your partner's hand", "The right player's hand"),
        ("The left player's crib", "Your partner's crib", "The right player's crib"),
    ),
    "de": (
        ("Hand des linken Spielers", "Hand Ihres Partners", "Hand des rechten Spielers"),
        ("Crib des linken Spielers", "Crib Ihres Partners", "Crib des rechten Spielers"),
    ),
    "fr": (
        ("Main du joueur de gauche", "Main de votre partenaire", "Main du joueur de droite"),
        ("Crib du joueur de gauche", "Crib de votre partenaire", "Crib du joueur de droite"),
    ),
}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_four_handed_show_names_the_seats_as_positions(clean_translators, qtbot, lang) -> None:  # noqa: F811
    """Playtest (d), 29 November, four-handed in German: "Hand von Links", "Hand von Partner". The
    four seats are named by their places, which "%1's hand" does not fit (French read "Main
    d’Gauche"): each place has its own words, "Hand Ihres Partners", "Main du joueur de gauche"."""
    from hoyle_desktop.engine.actions import Event

    table = four_handed(qtbot, clean_translators, lang)
    for what, wanted in zip(("hand", "crib"), FOUR[lang], strict=True):
        said = tuple(table._show_title(Event("show", seat=s, data={"what": what})) for s in (1, 2, 3))
        assert said == wanted


PLAYED = {  # four-handed, the person at seat 0: the left player, the partner, the right player
    "en": (
        "The left player plays 5♠ (count 5)",
        "Your partner plays 5♠ (count 5)",
        "The right player plays 5♠ (count 5)",
    ),
    "de": (
        "Der linke Spieler spielt 5♠ (Zählung 5)",
        "Ihr Partner spielt 5♠ (Zählung 5)",
        "Der rechte Spieler spielt 5♠ (Zählung 5)",
    ),
    "fr": (
        "Le joueur de gauche joue 5♠ (compte 5)",
        "Votre partenaire joue 5♠ (compte 5)",
        "Le joueur de droite joue 5♠ (compte 5)",
    ),
}
THINKING = {
    "en": "Your partner is thinking…",
    "de": "Ihr Partner überlegt…",
    "fr": "Votre partenaire réfléchit…",
}
SPOKEN = {"en": "five of spades", "de": "Pik-Fünf", "fr": "cinq de pique"}


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_four_handed_history_names_a_seat_by_its_place(clean_translators, qtbot, lang) -> None:  # noqa: F811
    """The history read "Links spielt 5♠", "Left plays 5♠": a place used as a name. A seat named by
    its place is the subject of its sentence as the language says it ("Der linke Spieler spielt
    5♠"); the screen reader still hears the card in words; the thinking label says it the same way."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.engine.cards import Card, Rank, Suit
    from hoyle_desktop.ui.table.announcer import spoken

    table = four_handed(qtbot, clean_translators, lang)
    five = Card(Rank.FIVE, Suit.SPADES)
    lines = []
    for seat in (1, 2, 3):
        table._show_event(Event("play", seat=seat, cards=(five,), data={"count": 5}))
        lines.append(table.history.item(table.history.count() - 1).text())
    assert tuple(lines) == PLAYED[lang]
    said = spoken(lines[0])
    assert "♠" not in said and SPOKEN[lang] in said and said.startswith(PLAYED[lang][0].split(" 5")[0])
    # (the words the turn line names seat 2 with; the person is to act here, so the line names them)
    assert table.turn_words(2) == THINKING[lang]
