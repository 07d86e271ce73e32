"""The playtest of 28 November (d): with no card one could play (the count at 30), Space on the
focused card answered "That card would take the count past thirty-one." and no more; Go (key G) was
what to do. The refusal, the prompt and the screen reader's words for such a card now name Go and
its key."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from table_windows import table_window
from test_cribbage_faults import open_cribbage, step


def at_a_go(qtbot, table) -> None:
    """Play at random until the person, in the play with cards in hand, can only say Go."""
    rng = random.Random(2)
    for _ in range(600):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
        legal = table.game.legal_actions(table.human)
        going = table.game.view(table.human).phase == "play" and [a.kind for a in legal] == ["go"]
        if going and table.scene.hands[table.human]:
            return
        step(table, rng)
    raise AssertionError("no Go met")


def test_a_card_refused_when_none_can_be_played_says_go_and_its_key(qtbot, heard: list[str]) -> None:
    # Hints off: with them on (the default) the coach worked out the Expert's advice for each of
    # the random moves on the AI threads, still at it for moves long gone when G was pressed.
    window = table_window(qtbot, show_hints=False)
    table = open_cribbage(window, seed=3)
    at_a_go(qtbot, table)
    assert "say Go (key G)" in table.prompt.text()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Space)
    refusal = "None of your cards keeps the count at thirty-one or under: say Go (key G)."
    assert table.prompt.text() == refusal
    assert refusal in heard
    card = table.scene.hands[table.human][0].card
    words = table.access.words.card_words(card, table.game.legal_actions(table.human))
    assert words.endswith("not playable: " + refusal)
    moves = len(table.game.history)
    qtbot.keyClick(table, Qt.Key.Key_G)  # and G says it (the button's letter: pressed as it shows)
    assert table.action_button("go").isDown()  # the animated click, which says Go as it ends
    # (said since the key: the computers may have played on already)
    said = lambda: any(a.kind == "go" for s, a in table.game.history[moves:] if s == table.human)  # noqa: E731
    qtbot.waitUntil(said)


def test_a_card_over_thirty_one_while_another_fits_still_says_so(qtbot) -> None:
    """Where another card can be played the refusal stays as it was: that card passes thirty-one."""
    from hoyle_desktop.ui.cribbage.wording import illegal_reason

    window = table_window(qtbot)
    table = open_cribbage(window, seed=3)
    assert table.refusal_text("over_31") == illegal_reason("over_31")  # (not the person's go)


def test_the_buttons_stay_put_when_the_go_prompt_comes(qtbot, qapp) -> None:
    """Playtest 28 Nov (f): when the Go prompt and its refusal came, Say Go and the Hint moved down
    (the prompt grew by a line) and stayed there. The prompt keeps the Go prompt's room from the
    start, in the language shown (German's words are longest)."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module

    translators = app_module.install_translators(qapp, "de")
    try:
        window = table_window(qtbot, size=(1024, 700), show_hints=True)
        table = open_cribbage(window, seed=3)
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
        qtbot.wait(50)
        before = table.coach.button.parentWidget().mapTo(table, table.coach.button.pos()).y()
        at_a_go(qtbot, table)
        table.setFocus()
        qtbot.keyClick(table, Qt.Key.Key_Space)  # the refusal
        qtbot.wait(50)
        assert table.coach.button.parentWidget().mapTo(table, table.coach.button.pos()).y() == before
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def test_g_held_down_says_go_through_the_shared_letters(qtbot) -> None:
    """G is Say Go's underlined letter, pressed by the letters every table shares (ui/table/keys.py;
    the table no longer has a G of its own). A key held down, or pressed again before the button's
    animated click has ended (the screen-reader check presses it so), once restarted the click at
    each press and Go was never said: a press while the button is still down now lets it finish."""
    window = table_window(qtbot, show_hints=False)  # (no Expert advice worked out meanwhile)
    table = open_cribbage(window, seed=3)
    at_a_go(qtbot, table)
    table.setFocus()
    moves = len(table.game.history)
    said = lambda: any(a.kind == "go" for s, a in table.game.history[moves:] if s == table.human)  # noqa: E731
    for _ in range(40):  # a G every 30 ms, each before the 100 ms click ends
        qtbot.keyClick(table, Qt.Key.Key_G)
        if said():
            break
        qtbot.wait(30)
    assert said()
