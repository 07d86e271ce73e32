"""H at every table: the coach's best choice is legal, is the Expert's choice in that position, and
is marked on the table (a card ringed or a button marked) where the table shows it.

One seeded game a table, played by the person's only legal action until a real choice (more than
one legal action), then H. The Expert's choice is by the adviser's contract (ai/coach/base.py):
the Expert decides with the position's random source (seeded from it, or handed it: both readings
are in use; for an Expert that does not draw on chance they are one decision).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from table_windows import table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.ai.base import InfoSet, decide
from hoyle_desktop.ai.coach import position_rng
from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table import keys
from hoyle_desktop.ui.table.hand_review import HANDS, HandReview

GAMES = [spec.key for spec in registry.playable()]


def open_game(qtbot, window, key: str):
    spec = registry.get(key)
    rules = dict(window.catalog.get(spec.default_profile).rules)
    players = int(rules.get("players") or spec.min_players)
    weak = "random" if "random" in strengths(key) else strengths(key)[0]
    return window.open_table(
        NewGameSetup(key, spec.default_profile, rules, players, [weak] * (players - 1), seed=4)
    )


def at_a_real_choice(qtbot, table) -> None:
    """Wait for the person's turn; take the only legal action until there is a choice."""
    for _ in range(60):
        qtbot.waitUntil(table.coach.may_ask, timeout=30_000)
        legal = table.game.legal_actions(table.human)
        if len(legal) > 1:
            _let_others_finish(qtbot, table)
            return
        table.session.act(legal[0])
    pytest.fail("no real choice in sixty turns")


def _let_others_finish(qtbot, table) -> None:
    """A computer deciding at the same time (a cribbage lay-out) moves the position on, and while
    the table shows its move the Hint button is hidden; under load that came after the person's
    turn, so H (and the button) met a position about to change. Wait until no computer is deciding
    and the table may be asked again: the position then stays until the person acts (at Loto
    only while the person's pace does not run out: the test below stops it)."""
    ready = lambda: not table.session.computers_deciding() and table.coach.may_ask()  # noqa: E731
    qtbot.waitUntil(ready, timeout=30_000)


@pytest.mark.parametrize("key", GAMES)
def test_h_shows_the_experts_choice_legal_and_marked(qtbot, monkeypatch, key: str) -> None:
    if key == "loto":  # the caller's pace is table pacing, not animation: quicken it here
        monkeypatch.setattr("hoyle_desktop.ui.loto.table.HOLD_MS", 50)
        monkeypatch.setattr("hoyle_desktop.ui.loto.table.PACES", {"fast": 300, "normal": 300})
        # and the person's time for a call does not run out: the choice stays until H (it passed
        # before H now and then under load, and "No hint now" was taken for the hint)
        monkeypatch.setattr("hoyle_desktop.ui.loto.table.LotoTable._pace_ran_out", lambda _table: None)
    window = table_window(qtbot, show_hints=True, loto_pace="fast")
    table = open_game(qtbot, window, key)
    at_a_real_choice(qtbot, table)
    coach = table.coach
    assert coach.button.isVisible()
    assert hasattr(table.review, "count_decision")  # the review of the hand takes the coach's notes
    assert coach.button.toolTip().endswith("(Key: H)")
    window.activateWindow()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)

    # A computer laying out at the same time moves the position on; the hint follows it (by
    # design), so the test waits for the hint of the position the table is at.
    def shown() -> None:  # the coach's state in the message if it never comes
        state = (coach._wanted, coach._shown, coach._position(), coach.label.text(), coach.may_ask())
        assert coach._shown == coach._position() and coach.label.text() != "", state

    qtbot.waitUntil(shown, timeout=30_000)
    here = coach._shown
    game, seat = table.game, table.human
    advice = coach.decisions[here].advice
    best = advice.best.action
    assert best in game.legal_actions(seat)
    info = InfoSet(game, seat)
    seeded = make_bot(key, "expert", position_rng(info).randrange(1 << 30))
    handed = make_bot(key, "expert", 0)  # the contract's other reading: the source handed over
    handed.rng = position_rng(info)
    assert best in {decide(seeded, info), decide(handed, InfoSet(game, seat))}
    if advice.verdict == "choose":
        assert coach.label.text().startswith("<b>")
        cards = [i for hand in _hands(table) for i in hand if getattr(i, "coached", False)]
        buttons = [b for b in table.findChildren(type(coach.button)) if b.property("coached")]
        if key != "loto":  # Loto's numbers are covered on its own cards: the hint names them
            assert cards or buttons, "the best choice is marked nowhere"
        assert {i.card for i in cards} <= set(best.cards)


def _hands(table) -> list:
    scene = getattr(table, "scene", None)
    return [scene.hands[table.human]] if scene is not None and hasattr(scene, "hands") else []


def test_a_lay_out_the_expert_would_not_make_is_noted_with_its_cost(qtbot) -> None:
    """The coach works out each decision's advice while the person is to act, then compares: a
    worse lay-out goes into the review of the hand with its cost, and with the option on a gentle
    note says at once what the Expert would have laid out."""
    window = table_window(qtbot, show_hints=True, coach_notes=True)
    table = open_game(qtbot, window, "cribbage")
    at_a_real_choice(qtbot, table)
    coach, here = table.coach, table.coach._position()
    qtbot.waitUntil(lambda: here in coach.decisions, timeout=30_000)
    advice = coach.decisions[here].advice
    worst = advice.choices[-1]
    said: list[str] = []
    table.status.connect(said.append)
    table.session.act(worst.action)
    notes = table.review.current_notes
    assert notes.decisions == 1 and len(notes.notes) == 1
    note = notes.notes[0]
    assert note.cost == pytest.approx(advice.best.value - worst.value)
    assert note.text.startswith("You: lay out ") and "the Expert: lay out " in note.text
    assert any(text.startswith("The coach would have played: lay out ") for text in said)
    lines = [table.history.item(i).text() for i in range(table.history.count())]
    assert lines[-1].startswith("The coach would have played: lay out ")
    from hoyle_desktop.ui.table.coach import total_line

    line = total_line(notes.notes, notes.decisions)
    assert line.startswith("The coach: decisions unlike the Expert's: 1 of 1; −")


def test_the_review_of_the_hand_shows_the_coachs_notes_and_total(qtbot) -> None:
    from hoyle_desktop.ui.table.coach import CoachNote
    from hoyle_desktop.ui.table.hand_review import HandNotes, HandReviewDialog

    notes = HandNotes(
        3,
        [
            CoachNote(
                "You: play ten of hearts; the Expert: play five of hearts. It cost you 1.2 points.",
                1.2,
                "points",
            )
        ],
    )
    dialog = HandReviewDialog([], [], ["You", "Computer"], lambda events, n: [0] * n, "Points", coach=notes)
    qtbot.addWidget(dialog)
    assert dialog.coach_total.text() == "The coach: decisions unlike the Expert's: 1 of 3; −1.2 points."
    assert dialog.coach_notes.item(0).text().startswith("You: play ten of hearts")
    quiet = HandReviewDialog([], [], ["You"], lambda events, n: [0] * n, "Points", coach=HandNotes(2, []))
    qtbot.addWidget(quiet)
    assert quiet.coach_total.text() == "The coach: no decision worse than the Expert's, by its measure."


def test_a_hint_for_a_position_that_has_moved_on_is_dropped(qtbot) -> None:
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "cribbage")
    at_a_real_choice(qtbot, table)
    coach, here = table.coach, table.coach._position()
    qtbot.waitUntil(lambda: here in coach.decisions, timeout=30_000)
    advice = coach.decisions[here].advice
    coach._wanted = here  # the person asked, and the answer is late
    coach._tickets[10**9] = here
    table.session.act(advice.best.action)
    coach._on_computed(10**9, advice)
    assert coach._shown is None and "points" not in coach.label.text()
    assert not any(item.coached for item in table.scene.hands[0])


def test_the_ai_service_runs_a_function_on_its_threads_and_answers_by_signal(qtbot) -> None:
    import threading

    from hoyle_desktop.ui.ai_service import AiService

    service = AiService()
    gui = threading.get_ident()
    answers: list[tuple[int, object]] = []
    service.computed.connect(lambda ticket, value: answers.append((ticket, value)))
    # Polled, as every GUI test waits (test_no_signal_blockers.py): a missed answer fails in 10 s.
    ticket = service.run(lambda: threading.get_ident())
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    assert answers == [(ticket, answers[0][1])] and answers[0][1] != gui
    service.run(lambda: 1)
    service.cancel_all()  # asked before: dropped
    qtbot.wait(300)
    assert len(answers) == 1
    service.shutdown()


@pytest.mark.parametrize("key", sorted(HANDS))
def test_the_review_map_names_events_the_engine_gives(qtbot, key: str) -> None:
    """Each table reviewing its hands from HandReview.HANDS sees a hand end in a played game."""
    import random

    from PySide6.QtWidgets import QListWidget

    from hoyle_desktop.profiles.catalog import ProfileCatalog

    spec = registry.get(key)
    game = spec.new_game(dict(ProfileCatalog().get(spec.default_profile).rules), 3)
    history = QListWidget()
    qtbot.addWidget(history)
    review = HandReview.for_game(key, history, history)
    rng = random.Random(3)
    for e in game.opening_events:
        review.note(e)
    for _ in range(5000):
        if review.last or not game.seats_to_act():
            break
        seat = game.seats_to_act()[0]
        for e in game.apply(seat, rng.choice(game.legal_actions(seat))):
            review.note(e)
    assert review.last and review.starts(review.last[0])


@pytest.fixture
def asked(monkeypatch) -> list[int]:
    """The positions the coach was asked for a hint at, in order."""
    from hoyle_desktop.ui.table.coach import TableCoach

    positions: list[int] = []
    ask = TableCoach.ask
    monkeypatch.setattr(TableCoach, "ask", lambda coach: positions.append(coach._position()) or ask(coach))
    return positions


def test_one_h_press_asks_for_one_hint_wherever_the_focus_is_at_the_table(qtbot, asked: list[int]) -> None:
    """H reaches the coach by one path (ui/table/keys.py: the Hint button's underlined letter), so
    one press is one hint, whether the keys are at the table's list for screen readers (which hands
    every key to the table), the Hint button or the history (a list, which would spend the letter
    on finding a line)."""
    from PySide6.QtWidgets import QApplication

    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "cribbage")
    at_a_real_choice(qtbot, table)
    coach = table.coach
    window.activateWindow()
    # the computer's lay-out shown first: H pressed while it still shows asks again as the turn comes
    # (by design, coach.ask's "the hint comes as soon as it is your turn"), two asks under load
    alone = [table.human]
    qtbot.waitUntil(lambda: list(table.game.seats_to_act()) == alone and coach.may_ask(), timeout=30_000)
    for place in (table.access.list, coach.button, table.history):
        place.setFocus()
        assert QApplication.focusWidget() is place
        before = len(asked)
        qtbot.keyClick(place, Qt.Key.Key_H)
        qtbot.waitUntil(lambda before=before: len(asked) > before, timeout=5_000)
        qtbot.wait(250)  # a second hint would come within a button's click animation (100 ms)
        assert len(asked) == before + 1, place
    qtbot.waitUntil(lambda: coach._shown == coach._position(), timeout=30_000)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_h_from_the_history_asks_for_a_hint_where_the_hint_underlines_another_letter(
    qtbot, asked: list[int], clean_translators, lang: str  # noqa: F811
) -> None:
    """docs/keys.md: H is the Hint at every table in every language. With the keys on the history,
    a German or French H went to the list (its buttons underline T and C), not to the coach."""
    from hoyle_desktop import app as app_module

    app_module.install_translators(clean_translators, lang)
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "all_fours")
    at_a_real_choice(qtbot, table)
    assert keys.mnemonic(table.coach.button.text()) != "H"
    window.activateWindow()
    table.history.setFocus()
    qtbot.keyClick(table.history, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=5_000)


def test_the_hint_button_asks_on_release_over_it_like_every_button(qtbot, asked: list[int]) -> None:
    """A press dragged off the Hint button asks nothing (it asked on the press); a click asks once."""
    from PySide6.QtCore import QPoint

    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "cribbage")
    at_a_real_choice(qtbot, table)
    button = table.coach.button
    qtbot.mousePress(button, Qt.MouseButton.LeftButton)
    assert asked == [], "asked on the press"
    away = QPoint(button.width() // 2, button.height() * 3)  # below it, still at the table
    qtbot.mouseMove(button, away)
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton, pos=away)
    qtbot.wait(150)
    assert asked == [] and not button.isDown()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_hint_lines_read_as_sentences_from_a_capital(qapp, lang: str) -> None:
    """Each game's words name an action as it reads inside a sentence ("stake 3"); the hint's lines
    are sentences of their own, so they begin with a capital in every language."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module
    from hoyle_desktop import i18n
    from hoyle_desktop.ai.coach.base import Advice, Choice, Reason
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.ui.table.coach import advice_lines

    stake = Reason("stake", {"card": "TH", "ev": "+0.2"})
    advice = Advice(
        "vingt_un",
        0,
        "counters",
        (Choice(Action("stake", value=3), 0.6, stake), Choice(Action("stake", value=1), 0.2, stake)),
    )
    level = Advice("vingt_un", 0, "counters", advice.choices, verdict="all_equal")
    translators = app_module.install_translators(qapp, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        lines = advice_lines(advice) + advice_lines(level)
    finally:
        i18n.use_translator(None)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    # the choices, then what their counters are; the level verdict with its one reason, then the Expert's
    # choice (a reason every choice shares is said once, playtest (j)'s Blind Hookey)
    assert len(lines) == 5
    assert all(not line[:1].islower() for line in lines), lines


def test_a_chance_in_the_hint_is_never_below_nothing(qapp) -> None:
    """My Bird Sings' coach orders throws by the chance that the next card makes the bird sing, one
    per cent lower for each card more still missing; the playtest read "Hand on king of spades (−1%
    chance to win the hand)": below nothing, and not the chance to win the hand. A chance is shown
    from 0% to 100%, and My Bird Sings' as what it is; the order stays the coach's."""
    from hoyle_desktop.ai.coach.base import Advice, Choice, Reason
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.table.coach import advice_lines, value_text

    assert value_text(-0.01, "sing_chance") == "0% chance to sing with the next card"
    assert value_text(1.2, "win_chance") == "100% chance to win the game"
    throw = Reason("bird_throw", {"missing": 2, "pct": 0})
    near = Reason("bird_throw", {"missing": 1, "pct": 14})
    advice = Advice(
        "my_bird_sings",
        0,
        "sing_chance",
        (
            Choice(Action("throw", cards=(Card.parse("2C"),)), 0.14, near),
            Choice(Action("throw", cards=(Card.parse("KS"),)), -0.01, throw),
        ),
    )
    lines = advice_lines(advice)
    assert lines[0].startswith("Throw the two of clubs to your left (14% chance to sing with the next"), lines
    assert lines[1].startswith("Throw the king of spades to your left (0% chance"), lines


@pytest.mark.parametrize(
    ("lang", "verdict"),
    [
        ("en", "Every choice is worth the same here: whichever card you lead, its run stops"),
        ("de", "Hier ist jede Wahl gleich viel wert: welche Karte Sie auch ausspielen"),
        ("fr", "Ici, tous les choix se valent\u00a0: quelle que soit la carte que vous entamez"),
    ],
)
def test_a_level_spin_hint_says_why(qapp, lang: str, verdict: str) -> None:
    """Spin: "Every choice is worth the same here." had no why; where every lead comes back the
    verdict says so, in each language."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module
    from hoyle_desktop import i18n
    from hoyle_desktop.ai.coach.base import Advice, Choice, Reason
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.table.coach import advice_lines

    run = Reason("run", {"card": "3C", "shed": 1, "back": 100})
    choices = tuple(Choice(Action("play", cards=(Card.parse(c),)), 14.4, run) for c in ("3C", "2S"))
    advice = Advice("spin", 0, "counters", choices, "all_equal", Reason("all_come_back"))
    translators = app_module.install_translators(qapp, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        lines = advice_lines(advice)
    finally:
        i18n.use_translator(None)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert lines[0].startswith(verdict), lines
    from hoyle_desktop.ui.table.coach import SUB

    assert lines[0].endswith(".") and len([line for line in lines if not line.startswith(SUB)]) == 3


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        (
            "en",
            "your hand is then one card from singing",
            "your hand is then 2 cards from singing",
        ),
        (
            "de",
            "Ihrer Hand fehlt dann eine Karte zum Singen",
            "Ihrer Hand fehlen dann 2 Karten zum Singen",
        ),
    ],
)
def test_my_bird_sings_says_how_many_cards_the_hand_lacks_in_words(
    qapp, lang: str, one: str, two: str
) -> None:
    """The lead's look in German (29 November): "dem Vogel fehlen dann Karten: 1", a count after a
    colon where a sentence was wanted, and a plural for one card; and the chance the next card makes
    it sing twice over, beside the choice as its value and again in its reason."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module
    from hoyle_desktop import i18n
    from hoyle_desktop.ai.coach.base import Reason
    from hoyle_desktop.ai.coach.trading import why_text

    translators = app_module.install_translators(qapp, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        said = [why_text(Reason("bird_throw", {"missing": n, "pct": p})) for n, p in ((1, 14), (2, 0))]
        kept = why_text(Reason("bird_keep", {"missing": 1}))
    finally:
        i18n.use_translator(None)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert said == [one, two]
    assert ":" not in kept


def test_h_while_nothing_is_yours_to_decide_says_so_on_screen(qtbot) -> None:
    """The playtest of 28 November (c): H between Loto's calls, or while the computers played,
    showed nothing at all (the words went to the screen reader alone). They stand under the Hint's
    place until the game moves on."""
    window = table_window(qtbot, computer_pace_ms=3000)
    rules = {**window.catalog.get("pope-joan").rules, "players": 3}
    table = window.open_table(NewGameSetup("pope_joan", "pope-joan", rules, 3, ["standard"] * 2, seed=3))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    table.session.act(table.game.legal_actions(0)[0])
    qtbot.waitUntil(lambda: not table.coach.may_ask(), timeout=5_000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    assert table.coach.label.text() == "No hint now: nothing is yours to decide."
    moves = len(table.game.history)
    qtbot.waitUntil(lambda: len(table.game.history) > moves, timeout=10_000)
    qtbot.waitUntil(lambda: table.coach.label.text() == "", timeout=5_000)


@pytest.mark.parametrize(
    ("lang", "played", "laid", "queen"),
    [
        (
            "en",
            "Play the nine of spades",
            "Lay out the ace of clubs and the king of hearts",
            "Play the queen of diamonds",
        ),
        (
            "de",
            "Die Pik-Neun spielen",
            "Das Kreuz-Ass und den Herz-König in die Crib legen",
            "Die Karo-Dame spielen",
        ),
        (
            "fr",
            "Jouer le neuf de pique",
            "Mettre au crib l’as de trèfle et le roi de cœur",
            "Jouer la dame de carreau",
        ),
    ],
)
def test_the_coach_names_a_card_with_the_article_its_language_wants(
    qapp, lang: str, played: str, laid: str, queen: str
) -> None:
    """French hints read "Jouer neuf de pique" (no article: each card's own, "le", "la", "l’"); the
    card now carries its article in the language's own words, as English's "the" did, and in German
    its case too ("den Herz-König")."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module
    from hoyle_desktop import i18n
    from hoyle_desktop.ai.coach import cribbage, tricks
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card

    translators = app_module.install_translators(qapp, lang)
    i18n.use_translator(QCoreApplication.translate)
    try:
        nine = cribbage.action_text(Action("play", cards=(Card.parse("9S"),)))
        both = cribbage.action_text(Action("discard", cards=(Card.parse("AC"), Card.parse("KH"))))
        lady = tricks.action_text(Action("play", cards=(Card.parse("QD"),)))
    finally:
        i18n.use_translator(None)
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert nine[0].upper() + nine[1:] == played
    assert both[0].upper() + both[1:] == laid
    assert lady[0].upper() + lady[1:] == queen


def test_a_hint_asked_before_the_computer_lays_out_comes_back_after_its_lay_out(qtbot) -> None:
    """Cribbage's lay-out: the person pressed H, the computer laid out beside them a moment later,
    and the hint was gone for good (the table was busy showing the computer's cards when the
    position moved, so the hint was dropped instead of following). Seen by tools/screenshots.py."""
    window = table_window(qtbot, show_hints=True, computer_pace_ms=1500, animation_ms=200)
    table = open_game(qtbot, window, "cribbage")
    coach = table.coach
    qtbot.waitUntil(coach.may_ask, timeout=10_000)
    assert not any(seat != table.human for seat, _ in table.game.history[-2:])  # not laid out yet
    # The computer's lay-out waits (as behind an open menu) until the hint is on show: under load
    # the hint took longer than the computer's 1.5 s and the order this test is about was lost.
    table.session.pause(True)
    coach.button.click()
    qtbot.waitUntil(lambda: coach._shown is not None, timeout=30_000)
    before = coach._shown
    table.session.pause(False)
    qtbot.waitUntil(lambda: coach._position() > before, timeout=10_000)  # the computer lays out
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=15_000)
    assert "Lay out" in coach.label.text()


@pytest.mark.parametrize("key", ["cribbage", "all_fours"])
def test_h_as_the_persons_turn_comes_shows_the_hint_with_the_turn(qtbot, heard: list[str], key: str) -> None:
    """The playtest of 28 November (d), All-Fours: H while the computer's card was still being
    shown, just before the person's turn, said "No hint now: nothing is yours to decide." and a
    moment later asked the person to play. H at such a moment now says the hint comes with the turn,
    and it comes (every table: ui/table/coach.py)."""
    window = table_window(qtbot, show_hints=True, animation_ms=400, computer_pace_ms=300)
    table = open_game(qtbot, window, key)
    coach = table.coach
    for _ in range(40):  # the engine waits on the person while the table still shows the moves before
        qtbot.waitUntil(lambda: table.session.human_may_act() or coach.may_ask(), timeout=20_000)
        if not coach.may_ask():
            break
        table.session.act(table.game.legal_actions(table.human)[0])
    else:
        pytest.fail("the person's turn never came while the table was still showing")
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    coming = "The hint comes as soon as it is your turn, once the last move has been shown."
    # (where the button stays over the moment, cribbage's lay-out, H presses it: an animated click)
    qtbot.waitUntil(lambda: coach.label.text() == coming, timeout=2_000)
    assert coming in heard
    qtbot.waitUntil(coach.may_ask, timeout=20_000)
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    assert coach.label.text() not in (coming, "No hint now: nothing is yours to decide.")


@pytest.mark.parametrize(("key", "lang"), [("spoil_five", "en"), ("all_fours", "de")])
def test_a_long_hint_scrolls_in_its_room_and_is_never_cut(qtbot, qapp, key: str, lang: str) -> None:
    """Playtest 28 Nov (f): at 1024x700 Spoil-Five's hint (its choices with their play-outs and the
    note under them), and All-Fours' in German, ran past the room left above the history: the last
    lines were cut off. The hint now scrolls inside its room; every line can be reached."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module

    translators = app_module.install_translators(qapp, lang) if lang != "en" else []
    try:
        window = table_window(qtbot, size=(1024, 700), show_hints=True)
        table = open_game(qtbot, window, key)
        at_a_real_choice(qtbot, table)
        coach = table.coach
        coach.ask()
        qtbot.waitUntil(
            lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000
        )
        qtbot.wait(50)  # the layouts after the hint's words
        label, history = coach.label, table.panel.history
        scroll = getattr(coach, "scroll", None)
        if scroll is None:  # (before: the label in the panel's layout, cut where its room ended)
            room = (
                history.mapTo(table, history.rect().topLeft()).y()
                - label.mapTo(table, label.rect().topLeft()).y()
            )
            assert room >= label.heightForWidth(label.width()), "the hint is cut off"
        bar = scroll.verticalScrollBar()
        assert bar.maximum() + scroll.viewport().height() >= label.heightForWidth(label.width())
        assert bar.value() == 0  # read from its first line
        bottom = scroll.mapTo(table, scroll.rect().bottomLeft()).y()
        assert bottom < history.mapTo(table, history.rect().topLeft()).y()  # its room ends above the history
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


@pytest.mark.parametrize("key", ["snip_snap_snorum", "jig", "spoil_five"])
def test_enter_after_h_plays_the_card_the_hint_ringed(qtbot, key: str) -> None:
    """Playtest (j): H ringed the knave of hearts, the keyboard's frame stayed on the eight of clubs,
    and Enter, Enter played the eight: the card the person had been told not to play. The frame now
    moves to the hinted card, so Enter plays what the hint ringed; and at once (the lead's look, 29
    November: the first Enter only said which card the frame was on, the card the hint had just named)."""
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, key)
    at_a_real_choice(qtbot, table)
    coach = table.coach
    window.activateWindow()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    best = coach.decisions[coach._shown].advice.best.action
    if not best.cards:
        pytest.skip("the Expert's choice here is a button, not a card")
    assert table._focused_item().card == best.cards[0]
    played = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # the hint named the card: one press plays it
    assert table.game.history[played] == (table.human, best)


def test_cribbage_keys_after_the_hint(qtbot) -> None:
    """The lead's look (29 November, cribbage in German): the Hint ringed the two of hearts, the
    frame stayed on the two of diamonds and Enter played that; later it ringed the nine of hearts
    and Enter played the four of diamonds, which the review then counted against the person (−1.6).
    At cribbage too the frame now goes to the card the Hint named: at the lay-out to its first card
    (Enter with no cards chosen and no Hint says how to choose them; after the Hint it lays out the
    Hint's cards), in the play to the card, which one Enter
    plays; where Go is all there is to do, Enter says Go."""
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "cribbage")
    at_a_real_choice(qtbot, table)
    coach = table.coach
    table.setFocus()

    def hand() -> list:
        return table.scene.hands[table.human]

    def hint() -> Action:
        qtbot.keyClick(table, Qt.Key.Key_H)
        qtbot.waitUntil(
            lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000
        )
        return coach.decisions[coach._shown].advice.best.action

    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)  # nothing chosen and no Hint yet: said, not silent
    assert len(table.game.history) == before
    assert "Space" in table.prompt.text()
    best = hint()
    assert best.kind == "discard"
    assert hand()[table.focus_index].card == best.cards[0]
    # Playtest (d), 29 November, three-handed in French: the Hint named the eight of diamonds and
    # Enter only said "choose a card first". The Hint on show named the cards: Enter lays them out.
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert (table.human, best) in table.game.history[before:]
    done: list[str] = []
    for _ in range(12):  # the play: each hint's card, one Enter each
        qtbot.waitUntil(lambda: table.session.human_may_act() or table.game.phase != "play", timeout=30_000)
        if table.game.phase != "play" or table.game.is_over():
            break
        qtbot.waitUntil(coach.may_ask, timeout=30_000)
        legal = table.game.legal_actions(table.human)
        best = hint() if len(legal) > 1 else legal[0]
        if best.kind == "play":
            assert hand()[table.focus_index].card == best.cards[0]
        played = len(table.game.history)
        qtbot.keyClick(table, Qt.Key.Key_Return)  # a card or Go: one press does what the hint said
        assert table.game.history[played] == (table.human, best)
        done.append(best.kind)
    assert done.count("play") >= 2, done


def test_cribbage_enter_says_go_when_that_is_all_there_is(qtbot) -> None:
    """Enter where no card keeps the count at thirty-one or under says Go (the only thing to do),
    as Enter presses the one button offered at the other tables; before, it tried the framed card
    and repeated the prompt."""
    window = table_window(qtbot)
    table = open_game(qtbot, window, "cribbage")
    for _ in range(40):
        qtbot.waitUntil(table._my_turn, timeout=30_000)  # the table has shown the moves before
        if table._must_say_go():
            break
        legal = table.game.legal_actions(table.human)
        plays = [a for a in legal if a.kind == "play"]
        # the highest card first, so that the count comes near thirty-one
        table.session.act(max(plays, key=lambda a: a.cards[0].rank) if plays else legal[0])
    else:
        pytest.fail("no Go in the first deal")
    table.setFocus()
    played = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert table.game.history[played][1].kind == "go"


def test_enter_after_h_presses_the_button_the_hint_named(qtbot) -> None:
    """The lead's look (29 November, All-Fours in German): at the beg the Hint named Stand, and
    Enter put the frame on the five of clubs, saying Space or Enter would play it, when no card
    could be played. Enter now does what the Hint named, as it plays a hinted card; Space, with no
    card to play, names the buttons that answer instead of a card."""
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, "all_fours")
    at_a_real_choice(qtbot, table)
    legal = table.game.legal_actions(table.human)
    assert not any(a.cards for a in legal), "the first choice is the beg"
    table.setFocus()
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert len(table.game.history) == before
    said = table.panel.note.text()
    assert "No card can be played now" in said and "Space" not in said, said
    coach = table.coach
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    best = coach.decisions[coach._shown].advice.best.action
    qtbot.keyClick(table, Qt.Key.Key_Return)  # presses the marked button (animated, as a click)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before] == (table.human, best)


@pytest.mark.parametrize("key", ["baccarat", "vingt_un", "blind_hookey", "commerce"])
def test_enter_after_h_presses_the_marked_button_at_every_table(qtbot, key: str) -> None:
    """The lead's look (29 November, Baccarat in French): the Hint marked "No banco" and Enter did
    nothing, without a word. At a table whose choices are buttons, Enter after the Hint presses the
    button it marked, as it plays a hinted card at the card tables."""
    window = table_window(qtbot, show_hints=True)
    table = open_game(qtbot, window, key)
    at_a_real_choice(qtbot, table)
    coach = table.coach
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: coach._shown == coach._position() and coach.label.text() != "", timeout=30_000)
    best = coach.decisions[coach._shown].advice.best.action
    marked = [b for b in keys.shown_buttons(table) if b.property("coached")]
    if len(marked) != 1:
        pytest.skip(f"the Hint marks no single button here ({best})")
    before = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(table.game.history) > before, timeout=5_000)
    assert table.game.history[before][0] == table.human
    assert table.game.history[before][1].kind == best.kind
