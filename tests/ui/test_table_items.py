"""What got in a player's way at the tables (issue 19), each checked through the real table."""

from __future__ import annotations

import itertools
import random

import pytest
from PySide6.QtWidgets import QListWidget, QPushButton
from table_windows import table_window
from test_resume_tables import choose_cribbage

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.game import Result
from hoyle_desktop.engine.stops.view import FOLLOW
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table.side_panel import log_line

pytestmark = pytest.mark.slow


def cribbage(window, profile: str = "modern-six-card", seed: int = 3):
    rules = dict(window.catalog.get(profile).rules)
    players = int(rules.get("players", 2))
    return window.open_table(
        NewGameSetup("cribbage", profile, rules, players, ["greedy"] * (players - 1), seed)
    )


def test_the_history_keeps_its_newest_line_in_sight(qtbot) -> None:
    history = QListWidget()
    history.setWordWrap(True)
    history.resize(240, 200)
    history.show()
    qtbot.addWidget(history)
    for i in range(60):
        log_line(history, f"Line {i}: a long line of the score history that wraps onto two or three lines")
    qtbot.wait(20)
    bar = history.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_a_hint_goes_once_the_person_has_acted(qtbot) -> None:
    window = table_window(qtbot)
    table = cribbage(window)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    table.coach.label.setText("an old hint")
    table.coach._shown = table.coach._position()
    table.scene.hands[0][0].set_marks(coached=True)
    for card in table.game.legal_actions(0)[0].cards:
        table._on_card_clicked(card)
    table.action_button("discard").click()
    assert table.coach.label.text() == ""
    assert not any(item.coached for item in table.scene.hands[0])


def test_show_lines_name_the_hand_and_the_score_is_labelled(qtbot) -> None:
    window = table_window(qtbot)
    table = cribbage(window)
    rng = random.Random(2)
    for _ in range(5000):
        if table.game.view(0).deal_number >= 2 or table.game.is_over():
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            choose_cribbage(table, rng)
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    lines = [table.history.item(i).text() for i in range(table.history.count())]
    show = [
        t for t in lines if t.startswith(("Your hand", "Computer's hand", "Your crib", "Computer's crib"))
    ]
    assert any(" counts " in t for t in show), lines
    scores = [t for t in lines if "(score " in t]
    assert scores and all(t.endswith(")") for t in scores)
    assert not any(t.startswith("You: fifteen") or t.startswith("Computer: fifteen") for t in lines)


def test_the_end_of_a_game_is_explained(qtbot) -> None:
    window = table_window(qtbot)
    table = cribbage(window, "hoyle-six-card")
    result = Result(winners=(1,), scores=(52, 121), outcomes=("lurched", "win"), stakes=(-2, 2))
    text = "\n".join(table._result_lines(result))
    assert text.splitlines()[0].startswith("Computer wins by 69 point")
    assert text.splitlines()[0].endswith(", 121 to 52.")
    assert "You are lurched (52 points)" in text
    assert text.splitlines()[-1].startswith("You lose 2 stake")
    table._on_finished(result)
    assert table.scene.show_text.text() == text


def test_four_handed_hands_are_named_on_the_table(qtbot) -> None:
    window = table_window(qtbot)
    table = cribbage(window, "four-handed-partners")
    names = {seat: item.text() for seat, item in table.scene.seat_texts.items()}
    assert names == {1: "Left", 2: "Partner", 3: "Right"}
    qtbot.waitUntil(lambda: bool(table.scene.hands[1]), timeout=5_000)  # named once dealt to
    assert table.scene.seat_texts[1].isVisible()


def test_cards_grow_with_a_large_window(qtbot) -> None:
    window = table_window(qtbot, size=(1100, 760))
    table = cribbage(window)
    qtbot.wait(20)
    ordinary = table.scene.card_w
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.scene.card_w > ordinary * 1.25, timeout=3_000)
    qtbot.waitUntil(lambda: table.idle and bool(table.scene.crib_text.text()), timeout=5_000)
    crib_label = table.scene.crib_text.sceneBoundingRect()
    assert table.scene.sceneRect().contains(crib_label)


def test_the_crib_label_stays_whole_on_a_small_table(qtbot) -> None:
    window = table_window(qtbot, size=(800, 600))
    table = cribbage(window)
    qtbot.waitUntil(lambda: table.idle and bool(table.scene.crib_text.text()), timeout=5_000)
    label = table.scene.crib_text.sceneBoundingRect()
    assert table.scene.sceneRect().contains(label), (label, table.scene.sceneRect())


def test_a_card_that_must_follow_on_plays_itself_when_asked(qtbot) -> None:
    window = table_window(qtbot, auto_play_forced=True)
    rules = dict(window.catalog.get("pope-joan").rules)
    rules["players"] = 4
    spec = registry.get("pope_joan")
    assert spec.available
    table = window.open_table(NewGameSetup("pope_joan", "pope-joan", rules, 4, ["random"] * 3, seed=12))
    forced_seen = []
    for _ in range(4000):
        qtbot.wait(2)
        if table.game.is_over() or len(forced_seen) >= 2:
            break
        if not (table.idle and table.session.human_may_act()):
            continue
        legal = table.game.legal_actions(0)
        if table.game.view(0).phase == FOLLOW and len(legal) == 1:
            before = len(table.game.history)
            qtbot.waitUntil(lambda b=before: len(table.game.history) > b, timeout=3_000)
            forced_seen.append(legal[0])
        else:
            table._act(legal[0])
    assert forced_seen


def claim_history(qtbot) -> list[str]:
    """The history of two deals counted by hand, the person claiming 2 for every count."""
    window = table_window(qtbot)
    window.settings.set("count_manually", True)
    table = cribbage(window, seed=8)
    rng = random.Random(4)
    for _ in range(5000):
        if table.game.view(0).deal_number >= 2 or table.game.is_over():
            break
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(0)
        if view.phase == "count":
            table.claim_box.setValue(2)
            table.action_button("claim").click()
        else:
            choose_cribbage(table, rng)
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    return [table.history.item(i).text() for i in range(table.history.count())]


def test_a_claim_is_logged_once(qtbot) -> None:
    """Counting by hand: the claim and the points it scores make one line."""
    lines = claim_history(qtbot)
    assert any(t.startswith("You: Claimed two (score ") for t in lines), lines
    for first, second in itertools.pairwise(lines):
        assert not (first == "You claim 2" and second.startswith("You: Claimed two")), lines


def test_a_claim_is_logged_once_in_german_too(qtbot, qapp) -> None:
    """Issue 19: German logged one claim twice. The same game in German has as many lines as in
    English (every line of one is a line of the other), and none left in English."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from hoyle_desktop import app as app_module

    english = claim_history(qtbot)
    translators = app_module.install_translators(qapp, "de")
    try:
        german = claim_history(qtbot)
    finally:
        for translator in translators:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert len(german) == len(english), german
    assert any(t.startswith("Sie: ") and "(Stand " in t for t in german), german
    assert not set(german) & {t for t in english if t.startswith("You")}


@pytest.mark.deal_end_pause
def test_the_show_waits_for_the_person(qtbot) -> None:
    """Issue 24: the show stays on the table until the person continues (by default, for players)."""
    window = table_window(qtbot)
    table = cribbage(window, seed=5)
    rng = random.Random(6)
    def continue_button():  # the held deal's Continue, in the shared side panel (ui/table/deal_end.py)
        label = table.continue_words()[0]  # (the panel's next button is the next deal's Lay out)
        buttons = [b for b in table.panel.action_buttons if b.isVisible() and b.text() == label]
        return buttons[0] if buttons else QPushButton()

    for _ in range(5000):
        if continue_button().isVisible():
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            choose_cribbage(table, rng)
    assert continue_button().isVisible()
    assert table.scene.show, "the cards of the show stay on the table"
    qtbot.wait(300)
    assert continue_button().isVisible() and table.queue[0].kind == "deal"
    continue_button().click()
    qtbot.waitUntil(lambda: table.idle, timeout=5_000)
    assert not continue_button().isVisible()
    assert not table.scene.show


def test_a_thirty_one_and_the_last_card_linger(qtbot) -> None:
    """Issue 19: a computer's 31 and its last card passed too fast to see. The table lingers on
    them (and on the points they score) several times longer than on an ordinary card."""
    window = table_window(qtbot)
    table = cribbage(window, seed=4)
    shown: list[tuple[str, str, int, float]] = []
    show_event = table._show_event

    def recording(e):
        linger = show_event(e)
        shown.append((e.kind, e.reason, int(e.data.get("count", 0)), linger))
        return linger

    table._show_event = recording
    rng = random.Random(5)
    for _ in range(5000):
        seen = {(kind, count == 31) for kind, _, count, _ in shown}
        if ("play", True) in seen or table.game.view(0).deal_number >= 8 or table.game.is_over():
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            choose_cribbage(table, rng)
    ordinary = max(linger for kind, _, count, linger in shown if kind == "play" and count != 31)
    thirty_one = [linger for kind, _, count, linger in shown if kind == "play" and count == 31]
    last = [linger for kind, reason, _, linger in shown if kind == "score" and reason in ("last_card", "go")]
    assert thirty_one and last
    assert min(thirty_one + last) >= 3 * ordinary


def _box(items):
    from PySide6.QtCore import QRectF

    box = QRectF()
    for item in items:
        box = box.united(item.sceneBoundingRect())
    return box.adjusted(2, 2, -2, -2)


@pytest.mark.parametrize(("profile", "players"), [("hoyle-five-card", 2), ("four-handed-partners", 4)])
def test_the_piles_keep_apart_through_the_play(qtbot, profile, players) -> None:
    """Issue 19: the played cards ran over the pack and the start card; the crib pile hid its label
    and, four-handed, an opponent's hand. Checked at every turn of the person's in a deal, at a
    small, a middling and a large window."""
    window = table_window(qtbot, size=(1024, 700))
    table = cribbage(window, profile, seed=6)
    rng = random.Random(7)
    sizes = [(1024, 700), (1280, 800), (1920, 1080)]
    checked = 0
    for _ in range(4000):
        if table.game.view(0).deal_number >= 2 or table.game.is_over():
            break
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        window.resize(*sizes[checked % 3])
        qtbot.waitUntil(lambda: table.idle, timeout=5_000)
        s = table.scene
        pack = _box([i for i in (s.stock, s.starter) if i is not None])
        crib, pile = _box(s.crib), _box(s.pile)
        label = s.crib_text.sceneBoundingRect()
        where = f"{profile} at {sizes[checked % 3]}, turn {checked}"
        assert not (s.pile and pack.intersects(pile)), f"the played cards run over the pack: {where}"
        if s.crib:
            assert not crib.intersects(label.adjusted(2, 2, -2, -2)), f"the crib hides its label: {where}"
            assert not crib.intersects(pile), where
            for seat in range(players):
                if seat != table.human and s.hands[seat]:
                    assert not crib.intersects(_box(s.hands[seat])), f"the crib covers seat {seat}: {where}"
        checked += 1
        choose_cribbage(table, rng)
    assert checked >= 3
