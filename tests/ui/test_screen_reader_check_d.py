"""The accessibility check of 29 November 2026 (c) (docs/notes/accessibility-check-2026-11-29-c.md): F2 names
every button with its key, the Hint and the review too, in every language; the Hint says its best
choice short; a whole deal by keys at All-Fours, Snip-Snap-Snorum and Spin. Offscreen; the
announcements through the announcer's ``listeners`` seam (``heard``), the rest as a screen reader
reads it, through ``QAccessible``."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from table_windows import table_window
from test_coach_card_cases import language
from test_deal_end import GAMES, open_game, play_to_the_hold

from hoyle_desktop.ui.table.keyboard_focus import tab_stops
from hoyle_desktop.ui.table.keys import mnemonic

HELD = {g[0]: g for g in GAMES}
# The Hint's and the review's words with their keys: the button's own letter, and H or R beside it
# where the language underlines another (docs/keys.md).
HINT_SAID = {"en": "Hint, key H", "de": "Tipp, Taste T oder H", "fr": "Conseil, touche C ou H"}
REVIEW_SAID = {
    "en": "Review the last hand, key R",
    "de": "Letzte Runde anzeigen, Taste Z oder R",
    "fr": "Revoir la dernière donne, touche R",
}


def where_am_i(qtbot, table, heard) -> str:
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_F2)
    return heard[-1]


def every_button_named(table, said: str) -> None:
    """Each button Tab reaches at the table is in F2's words, with its underlined letter."""
    from PySide6.QtWidgets import QPushButton

    for button in tab_stops(table):
        if isinstance(button, QPushButton) and mnemonic(button.text()):
            label = " ".join(button.text().replace("&", "").split())
            assert label in said and mnemonic(button.text()) in said, (label, said)


@pytest.mark.deal_end_pause
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("game", ["vingt_un", "pope_joan", "commerce"])
def test_f2_names_every_button_the_hint_and_the_review_too(qtbot, qapp, heard, lang, game) -> None:
    """F2's buttons left out the Hint in English (its H was "the same everywhere": not said) but
    named it in German and French ("Tipp, Taste T"), and the review likewise (named in German only):
    now every button with its key, the Hint and the review with H and R where the language
    underlines another letter."""
    _, profile, players, extra = HELD[game]
    QAccessible.setActive(True)
    with language(qapp, lang):
        _window, table = open_game(qtbot, game, profile, players, extra, show_hints=True)
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        said = where_am_i(qtbot, table, heard)
        assert HINT_SAID[lang] in said, said
        every_button_named(table, said)
        play_to_the_hold(qtbot, table, random.Random(3))
        said = where_am_i(qtbot, table, heard)
        assert REVIEW_SAID[lang] in said, said
        every_button_named(table, said)
        assert QCoreApplication.translate("Coach", "&Hint").replace("&", "") not in said  # none at the hold


@pytest.mark.deal_end_pause
def test_f2_at_a_resumed_held_end_names_the_review_not_the_hint(qtbot, heard) -> None:
    """Vingt-un resumed at a held deal end: F2 names what works there (Continue, the review), not the
    Hint, as at the live table (the check of 29 November (b) heard "Hint" named at the resumed one;
    Loto keeps its steady Hint at the hold, live and resumed alike, by design)."""
    from table_windows import resume_in_new_window
    from test_resume_held import savable

    _, profile, players, extra = HELD["vingt_un"]
    QAccessible.setActive(True)
    window, table = open_game(qtbot, "vingt_un", profile, players, savable(extra), show_hints=True)
    play_to_the_hold(qtbot, table, random.Random(3))
    again = resume_in_new_window(qtbot, window, lambda bot: table_window(bot, show_hints=True))
    qtbot.waitUntil(lambda: again.deal_end.holding, timeout=10_000)
    said = where_am_i(qtbot, again, heard)
    assert "Hint" not in said and not again.coach.button.isVisible(), said
    every_button_named(again, said)


DESCRIPTION = QAccessible.Text.Description
MORE = {
    "en": "Press H again for the whole hint.",
    "de": "Noch einmal H: der ganze Tipp.",
    "fr": "Appuyez de nouveau sur H pour le conseil entier.",
}


def read(widget, text=QAccessible.Text.Name) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(text)


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_newmarket_s_hint_at_a_lead_is_said_short_and_whole_on_a_second_h(qtbot, qapp, heard, lang) -> None:
    """H at a Newmarket lead announced 18 sentences: every reason of the three choices and what the
    numbers are. It now says each choice with its main reason, the best first, and that H again
    says it all; the label's name is what was said, its description the whole hint, which a second
    H announces. The screen keeps every line."""
    from test_coach_hint import open_game as open_coached
    from test_screen_reader_check_c import hint_with_parts

    from hoyle_desktop.ui.table.announcer import spoken
    from hoyle_desktop.ui.table.coach import advice_lines

    QAccessible.setActive(True)
    with language(qapp, lang):
        table = open_coached(qtbot, table_window(qtbot, show_hints=True), "newmarket")
        hint_with_parts(qtbot, table)
        coach = table.coach
        advice = coach.decisions[coach._shown].advice
        whole = advice_lines(advice)
        main = [line for line in whole if not line.startswith("\u00a0")][:3]  # the choices' lines
        # (the prompt may be said after it)
        short = next(h for h in reversed(heard) if h.startswith(main[0].rstrip(".")))
        assert short.endswith(MORE[lang]), short
        assert short.count(". ") + 1 <= 5, short  # the three choices and "H again", not 18
        assert len(short) < len(" ".join(whole)) / 2
        assert read(coach.label) == short
        description = read(coach.label, DESCRIPTION)
        # each line as said: cards in signs ("Q♦\u00a08♠") put into words, a list ("queen of diamonds, …")
        assert all(spoken(line.strip().rstrip(".")) in description for line in whole[:6]), description
        assert "margin-left" in coach.label.text() and coach.label.text().count("<div") + 1 == len(whole)
        before = len(heard)
        qtbot.keyClick(table, Qt.Key.Key_H)  # again, at the same position
        qtbot.waitUntil(lambda: description in heard[before:], timeout=3_000)
        assert short not in heard[before:]  # (the table's prompt may come between: said after a move)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_s_button_is_not_announced_at_every_turn(qtbot, qapp, heard, lang) -> None:
    """The buttons that answer a question are said as they come; German heard "Schaltflächen: Tipp,
    Taste T." at every turn at Newmarket, where the Hint is the only button (English left the Hint
    out). Only F2 names the Hint and the review; nothing else says them by themselves."""
    from test_coach_hint import at_a_real_choice
    from test_coach_hint import open_game as open_coached

    QAccessible.setActive(True)
    with language(qapp, lang):
        table = open_coached(qtbot, table_window(qtbot, show_hints=True), "newmarket")
        hint = QCoreApplication.translate("Coach", "&Hint").replace("&", "")
        for _ in range(4):
            at_a_real_choice(qtbot, table)
            table.session.act(table.game.legal_actions(table.human)[0])
        at_a_real_choice(qtbot, table)
        assert heard and not [h for h in heard if f"{hint}, " in h], heard


def test_enter_after_only_one_thing_you_may_do_plays_that_card(qtbot, heard) -> None:
    """All-Fours by keys: the frame on a card that may not follow suit, H said "Only one thing you
    may do: play the queen of clubs.", and Enter played the framed card, refused ("You hold a card
    of the suit led…") twice over. Enter after the Hint does what it named: the Hint now rings that
    card and the frame goes to it, as for a hint with a choice."""
    _, profile, players, extra = HELD["all_fours"]
    QAccessible.setActive(True)
    _window, table = open_game(qtbot, "all_fours", profile, players, extra, show_hints=True)
    for _ in range(300):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        legal = table.game.legal_actions(table.human)
        if len(legal) == 1 and legal[0].kind == "play" and len(table.scene.hands[table.human]) > 1:
            break
        table.session.act(legal[0])
    else:
        pytest.fail("no turn with one card to play among several")
    only = legal[0].cards[0]
    table.setFocus()
    for _ in range(len(table.scene.hands[table.human]) + 1):
        qtbot.keyClick(table, Qt.Key.Key_Right)
        if table.keyboard and table.scene.hands[table.human][table.focus_index].card != only:
            break
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.coach._shown == table.coach._position(), timeout=5_000)
    assert "Only one thing you may do" in heard[-1], heard[-1]
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, legal[0])


@pytest.mark.parametrize(
    ("game", "lang", "words"),
    [("spin", "en", "The run so far: "), ("newmarket", "de", "Die Folge bis jetzt: ")],
)
def test_f2_says_the_run_so_far_when_the_person_follows_on(qtbot, qapp, heard, game, lang, words) -> None:
    """Spin by keys: a computer led and the person was asked "Play your knave of diamonds: it
    follows on." The run's line is written (and heard) only at its stop, and F2 said nothing of it:
    who led, with what, was on the felt only. F2 (and the list's last item) now say the run so far."""
    from hoyle_desktop.ui.table.card_words import card_name

    _, profile, players, extra = HELD[game]
    QAccessible.setActive(True)
    with language(qapp, lang):
        _window, table = open_game(qtbot, game, profile, players, extra, show_hints=True)
        for _ in range(300):
            qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
            view = table.game.view(table.human)
            if view.to_follow is not None and any(seat != table.human for seat, _ in view.run):
                break
            table.session.act(table.game.legal_actions(table.human)[0])
        else:
            pytest.fail("no turn following on a computer's card")
        said = where_am_i(qtbot, table, heard)
        assert words in said, said
        run = said.split(words, 1)[1]
        for seat, card in view.run:
            assert f"{table.names[seat]}: " in run and card_name(card, knave=True) in run, (card, run)
        table.access.refresh()  # the list's last item: what lies in the middle
        assert table.access.list.item(table.access.list.count() - 1).text().startswith(words.strip())


def test_all_fours_says_the_points_to_win_apart_from_the_point_for_game(qtbot, heard) -> None:
    """All-Fours' F2 ended "You: 4, Computer 1: 0, Game: 7 points.", just after "Computer 1: 1 for
    Game (now 3)": Game is one of the four points, and "Game: 7 points" was heard as a third score.
    The game's length is said as what it is (German already said "Partie: 7 Punkte")."""
    _, profile, players, extra = HELD["all_fours"]
    QAccessible.setActive(True)
    _window, table = open_game(qtbot, "all_fours", profile, players, extra)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    said = where_am_i(qtbot, table, heard)
    assert "Points to win: 7." in said and "Game: 7" not in said, said


@pytest.mark.parametrize("game", ["snip_snap_snorum", "spin", "commerce"])
def test_french_f2_puts_a_space_before_each_colon_and_semicolon(qtbot, qapp, heard, game) -> None:
    """French F2 at Snip-Snap-Snorum said "Cagnotte: 1 jeton" (and Spin "Spin: Mariage: …"): the
    pools were joined with a bare ": " where French writes a no-break space before the colon (what a
    braille display shows); Commerce's buttons were joined with a bare "; " ("touche E; Acheter…")."""
    import re

    _, profile, players, extra = HELD[game]
    QAccessible.setActive(True)
    with language(qapp, "fr"):
        _window, table = open_game(qtbot, game, profile, players, extra)
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        said = where_am_i(qtbot, table, heard)
    assert not re.findall(r"\S*[^\s\u00a0][:;]", said), said


def test_enter_after_the_hint_plays_spin_beside_the_card_as_the_hint_said(qtbot, heard) -> None:
    """Spin by keys (seed 1: the person holds Spin, the ace of diamonds): H said "Play the ten of
    clubs with Spin beside it (+9.0 counters)" and marked that button, but Enter played the ten of
    clubs alone (the table's Enter plays the card that follows on first), twice in the deal, and the
    person paid double at its end for still holding Spin. Enter after the Hint presses the button it
    marked, as at every table."""
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    QAccessible.setActive(True)
    window = table_window(qtbot, show_hints=True)
    rules = {**window.catalog.get("spin").rules, "players": 4}
    table = window.open_table(NewGameSetup("spin", "spin", rules, 4, ["standard"] * 3, seed=1))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    coach = table.coach
    qtbot.waitUntil(lambda: coach._shown == coach._position(), timeout=30_000)
    best = coach.decisions[coach._shown].advice.best.action
    assert "with Spin" in heard[-1] and len(best.cards) == 2, (heard[-1], best)  # the seed's case
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, best)


@pytest.mark.deal_end_pause
@pytest.mark.parametrize(("game", "seed"), [("all_fours", 11), ("snip_snap_snorum", 11), ("spin", 1)])
def test_a_whole_deal_by_keys_alone_following_the_hint(qtbot, heard, game, seed) -> None:
    """Check 3: a whole deal by keys alone, H then Enter at each turn (the person who follows the
    Hint): every move the Hint named is the one Enter made, nothing refused, every card the person
    played heard in words, and the deal's end heard with what to press."""
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
    from hoyle_desktop.ui.table.card_words import card_name

    _, profile, players, _extra = HELD[game]
    QAccessible.setActive(True)
    window = table_window(qtbot, show_hints=True)
    rules = {**window.catalog.get(profile).rules, "players": players}
    setup = NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=seed)
    table = window.open_table(setup)
    coach = table.coach
    for _ in range(60):
        qtbot.waitUntil(
            lambda: table.deal_end.holding or (table.idle and table.session.human_may_act()), timeout=30_000
        )
        if table.deal_end.holding:
            break
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: coach._shown == coach._position(), timeout=30_000)
        legal = table.game.legal_actions(table.human)
        decision = coach.decisions.get(coach._shown)
        advice = decision.advice if decision is not None else None
        named = advice.best.action if advice is not None else legal[0]
        before, said = len(table.game.history), len(heard)
        qtbot.keyClick(table, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda at=before: len(table.game.history) > at, timeout=5_000)
        if advice is None or advice.verdict == "choose":
            assert table.game.history[before] == (table.human, named)
        else:  # "Every choice is worth the same here": Enter plays the framed card, any will do
            assert advice.verdict == "all_equal", advice.verdict
            named = table.game.history[before][1]
        qtbot.waitUntil(lambda: table.deal_end.holding or table.idle, timeout=30_000)
        qtbot.wait(10)
        table.access.announcer.flush_now()
        after = " ".join(heard[said:]) + " " + " ".join(heard[-40:])
        for card in named.cards:
            assert card_name(card, knave=True) in after, (card, heard[said:])
    else:
        pytest.fail("the deal did not end")
    qtbot.waitUntil(lambda: any("Press Space" in h for h in heard[-3:]), timeout=5_000)
    assert not [h for h in heard if any(sign in h for sign in "♠♥♦♣")]


def test_french_trick_lines_give_a_queen_its_own_article(qapp) -> None:
    """French All-Fours by keys: "Vous : le dame de trèfle" (the translation wrote "le %2" before
    every card). The article is the card's own, as the German lines already had it: "la dame de
    trèfle", "l’as de pique"; after a colon the card is named bare, as in every other history."""
    from hoyle_desktop.engine.actions import Action, Event
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.table.announcer import spoken
    from hoyle_desktop.ui.tricks import words

    queen, ace = Card.parse("QC"), Card.parse("AS")
    with language(qapp, "fr"):
        you = QCoreApplication.translate("Table", "You")
        names, lines = [you, "Ordinateur 1"], []
        for card in (queen, ace):
            for seat in (0, 1):
                lead = Event("play", seat=seat, cards=(card,), data={"lead": True})
                lines += [
                    words.event_line(lead, names, names),
                    words.event_line(Event("play", seat=seat, cards=(card,)), names, names),
                    words.event_line(Event("rob", seat=seat, cards=(card,)), names, names),
                ]
            lines += [words.robbed_text("Ordinateur 1", card), words.action_text(Action("rob", (card,)))]
        said = [spoken(line, knave=True) for line in lines if line]
    assert not [s for s in said if "le dame" in s or "le as" in s], said
    assert any("la dame de trèfle" in s for s in said) and any("l’as de pique" in s for s in said), said


def test_french_all_fours_hint_names_the_point_game_as_the_history_does() -> None:
    """French All-Fours: the Hint said "avec 1 pour le Jeu dedans" and, in the same sentence, "Game
    pour vous dans 14 d’entre elles", while the history said "1 pour Game" and the rules page
    **Game**: one point under two names. The coach's words now say Game too."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    catalogue = Path(__file__).resolve().parents[2] / "translations" / "hoyle_desktop_fr.ts"
    said = {
        m.findtext("source", ""): m.findtext("translation", "")
        for c in ET.parse(catalogue).getroot().iter("context")
        if c.findtext("name") == "Coach"
        for m in c.iter("message")
        if "for Game" in m.findtext("source", "")
    }
    assert len(said) >= 7
    assert all("Game" in t and "Jeu" not in t for t in said.values()), said


def test_french_f2_says_the_card_that_follows_on_once(qtbot, qapp, heard) -> None:
    """French Spin: F2 said "Jouez le valet de carreau : c’est la carte suivante." twice, as the
    question and again in the middle: the state's lines were joined with plain spaces, so the
    sentence no longer matched the prompt's, written with a no-break space before the colon."""
    _, profile, players, extra = HELD["spin"]
    QAccessible.setActive(True)
    with language(qapp, "fr"):
        _window, table = open_game(qtbot, "spin", profile, players, extra)
        for _ in range(300):
            qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
            if table.game.view(table.human).to_follow is not None:
                break
            table.session.act(table.game.legal_actions(table.human)[0])
        said = where_am_i(qtbot, table, heard)
    assert said.count("c’est la carte suivante") == 1, said


@pytest.mark.parametrize(
    ("game", "lang", "said_as"),
    [
        ("snip_snap_snorum", "en", "{name}: {cards}, purse {purse}."),
        ("spin", "de", "{name}: {cards}, Kasse {purse}."),
    ],
)
def test_f2_at_the_stops_tables_names_each_player_s_cards_and_purse(
    qtbot, qapp, heard, game, lang, said_as
) -> None:
    """Snip-Snap-Snorum by keys: F2 said "Pool: 2 counters. Purse: 5." (the person's own), while
    each plate shows that player's purse and the cards each holds lie in sight: who is nearly out of
    cards, who of counters. F2 now names every other player's cards and purse."""
    from hoyle_desktop.ui.table.access_words import cards_text

    _, profile, players, extra = HELD[game]
    QAccessible.setActive(True)
    with language(qapp, lang):
        _window, table = open_game(qtbot, game, profile, players, extra)
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        said = where_am_i(qtbot, table, heard)
        view = table.game.view(table.human)
        for seat in range(1, players):
            words = said_as.format(
                name=table.names[seat], cards=cards_text(view.hand_sizes[seat]), purse=view.purses[seat]
            )
            assert words in said, (words, said)


@pytest.mark.deal_end_pause
def test_f2_at_a_held_stops_end_names_the_cards_and_purses_on_show(qtbot, heard) -> None:
    """At the held end of a Spin deal the engine has dealt the next deal: F2 said "Computer 1: 13
    cards" beside a felt showing the finished deal, and the board's pools with the next deal's
    stakes on them. It says what the table shows."""
    from hoyle_desktop.ui.table.access_words import cards_text

    _, profile, players, extra = HELD["spin"]
    QAccessible.setActive(True)
    _window, table = open_game(qtbot, "spin", profile, players, extra)
    play_to_the_hold(qtbot, table, random.Random(3))
    said = where_am_i(qtbot, table, heard)
    scene = table.scene
    for seat in range(1, players):
        cards, purse = cards_text(len(scene.hands[seat])), scene.plates[seat].shown_purse()
        shown = f"{table.names[seat]}: {cards}, purse {purse}."
        assert shown in said, (shown, said)
    assert f"Purse: {scene.plates[0].shown_purse()}." in said
    from hoyle_desktop.ui.stops import wording

    for pool, count in table.board.shown_counts().items():  # the board on show, not the next deal's
        assert f"{wording.pool_title(pool)}: {wording.counters(count)}" in said, (pool, count, said)


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Computer 1: 18 counters for the cards left, double from you, the holder of Spin"),
        ("de", "Computer 1: 18 Spielmarken für die Restkarten (Zahler: Sie, doppelt als Besitzer von Spin)"),
        (
            "fr",
            "Ordinateur 1\u00a0: 18 jetons pour les cartes restantes"
            " (payeur\u00a0: vous, double comme détenteur de Spin)",
        ),
    ],
)
def test_spin_s_double_payment_names_its_payer_once(qapp, lang, line) -> None:
    """Spin by keys: "Computer 1: 18 counters for the cards left, double from the holder of Spin
    from You" (two "from", and "You" inside a sentence). One payer, named once, as "you"."""
    from hoyle_desktop.ui.stops.history_words import collect_line
    from hoyle_desktop.ui.table.seats import seat_names

    with language(qapp, lang):
        names = seat_names(4, 0)
        said = collect_line("cards_left_spin", names[1], 18, [(names[0], 18)])
        king = collect_line("king_played", names[1], 3, [(names[0], 3)])
    assert said == line
    if lang == "en":
        assert king == "Computer 1: 3 counters for the king from you"
