"""Whole games of Pope Joan, Spin, Newmarket and Jig played through the table, offscreen, the person's
seat driven by the test; refusals, resuming, and the board's counters checked against the engine."""

from __future__ import annotations

import random

import pytest
from table_windows import new_setup, resume_in_new_window, table_window

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.stops.view import CALL, FOLLOW
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.main_window import MainWindow

pytestmark = pytest.mark.slow


def fast_window(qtbot, animation_ms: int = 0) -> MainWindow:
    return table_window(qtbot, (1200, 800), animation_ms=animation_ms)


def shown_counters(table) -> tuple[dict[str, int], list[int]]:
    board = table.board.counts() if table.board is not None else {}
    return board, [plate.purse for plate in table.scene.plates]


def play_through(qtbot, window: MainWindow, setup: NewGameSetup, seed: int = 0) -> tuple[object, set[int]]:
    """Play the person's seat through the table's own controls; at every pause check that the board
    and the purses show exactly what the engine holds. Returns the result and the deals checked."""
    table = window.open_table(setup)
    rng = random.Random(seed)
    finished: list[object] = []
    table.session.finished.connect(finished.append)
    checked: set[int] = set()
    for _ in range(20000):
        if finished:
            break
        qtbot.wait(1)
        if not table.idle:
            continue
        view = table.game.view(0)
        board, purses = shown_counters(table)
        assert board == dict(view.pools), f"deal {view.deal}: board {board} != engine {view.pools}"
        assert purses == list(view.purses)
        checked.add(view.deal)
        if not table.session.human_may_act():
            continue
        legal = table.game.legal_actions(0)
        action = rng.choice(legal)
        buttons = {b.text(): b for b in table.panel.action_buttons}
        if action.kind == "play" and len(action.cards) == 1 and action.value is None:
            table._on_card_clicked(action.cards[0])
        elif view.phase == CALL and action.kind == "play":
            table._on_card_clicked(action.cards[0])  # clicking the Pope plays it in lieu
        else:
            from hoyle_desktop.ui.stops.wording import action_text

            buttons[action_text(action)].click()
    qtbot.waitUntil(lambda: bool(finished), timeout=60_000)
    qtbot.waitUntil(lambda: table.idle, timeout=10_000)
    board, purses = shown_counters(table)
    assert board == dict(table.game.view(0).pools)
    assert purses == list(table.game.view(0).purses)
    return finished[0], checked


@pytest.mark.parametrize(
    ("game", "profile", "players"),
    [
        ("pope_joan", "pope-joan", 4),
        ("pope_joan", "five-pool-pope", 3),
        ("spin", "spin", 5),
        ("newmarket", "newmarket", 4),
        ("jig", "jig", 6),
    ],
)
def test_whole_game_through_the_table(qtbot, game: str, profile: str, players: int) -> None:
    """Two deals make a whole game: the pools carried from the first deal and shared at the end."""
    window = fast_window(qtbot)
    setup = new_setup(window, game, profile, players, seed=17, deals=2)
    result, deals = play_through(qtbot, window, setup, seed=3)
    table = window.table
    assert sum(result.scores) == 0
    assert deals == set(range(1, table.game.view(0).deals + 1))
    assert table.again_button.isVisible()
    texts = table.panel.history_texts()
    assert len(texts) > 25  # two deals' leads, stops and payments
    assert any("wins the deal" in t for t in texts)
    if table.board is not None:
        assert all(v == 0 for v in table.board.counts().values())  # what was left is shared at the end


def test_the_variations_play_through(qtbot) -> None:
    """Pope in lieu (with its buttons), dealer looking at the spare, divided pairs, capped Pope, and
    today's Newmarket, each through the table."""
    window = fast_window(qtbot)
    setup = new_setup(window, "pope_joan", "pope-joan-game-only", 5, seed=8, deals=2)
    setup.rules.update(pope_in_lieu=True, divide_pairs=True, pope_cap=4, dealer_sees_spare=True)
    play_through(qtbot, window, setup, seed=1)
    setup = new_setup(window, "pope_joan", "pope-joan", 4, seed=4, deals=2)
    setup.rules.update(
        pope_joan_wins=True, spare="fixed", spare_cards=6, dresser="dealer", when_broke="leave"
    )
    play_through(qtbot, window, setup, seed=2)
    play_through(qtbot, window, new_setup(window, "newmarket", "newmarket-today", 3, seed=5, deals=1), seed=4)
    play_through(qtbot, window, new_setup(window, "jig", "jig", 3, seed=6, strength="easy", deals=1), seed=5)


def test_counters_animate_and_still_add_up(qtbot) -> None:
    """With animation on, counters fly; the board and purses agree with the engine once they land."""
    window = fast_window(qtbot, animation_ms=20)
    table = window.open_table(new_setup(window, "pope_joan", "pope-joan", 4, seed=2))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    # the counters still in the air land on their animation's clock: waited for, not 300 ms
    plates = table.scene.plates
    qtbot.waitUntil(lambda: not any(table.board._incoming.values()) and not any(p.incoming for p in plates))
    view = table.game.view(0)
    assert table.board.shown_counts() == dict(view.pools)
    assert [p.shown_purse() for p in table.scene.plates] == list(view.purses)
    assert table.scene.flights > 0


def test_illegal_play_is_refused_with_a_reason(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "pope_joan", "pope-joan", 4, seed=5))
    messages: list[str] = []
    table.status.connect(messages.append)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    for _ in range(400):  # play on until the person must follow and holds another card too
        view = table.game.view(0)
        if view.phase == FOLLOW and len(view.hand) > 1:
            break
        table._on_card_clicked(table.game.legal_actions(0)[0].cards[0])
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    view = table.game.view(0)
    assert view.phase == FOLLOW
    other = next(c for c in view.hand if c != view.to_follow)
    before = len(table.game.history)
    table._on_card_clicked(other)
    assert len(table.game.history) == before
    assert messages and "follows on" in messages[-1]
    assert table.session.act(Action("play", (other,))) == "must_follow"
    highlighted = [i.card for i in table.scene.hands[0] if i.highlight]
    assert highlighted == [view.to_follow]


def test_not_your_turn_is_refused(qtbot) -> None:
    window = fast_window(qtbot)
    window.settings.set("computer_pace_ms", 400)
    table = window.open_table(new_setup(window, "jig", "jig", 4, seed=9))
    messages: list[str] = []
    table.status.connect(messages.append)
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    if table.session.human_may_act():
        table._on_card_clicked(table.game.legal_actions(0)[0].cards[0])
    qtbot.waitUntil(lambda: not table.session.human_may_act(), timeout=20_000)
    table._on_card_clicked(table.game.view(0).hand[0])
    assert messages[-1] == "Wait for your turn."


def test_quit_and_resume_exactly_where_you_were(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "spin", "spin", 4, seed=21))
    rng = random.Random(0)
    for _ in range(6):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        table._on_card_clicked(
            rng.choice([a for a in table.game.legal_actions(0) if a.kind == "play"]).cards[0]
        )
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    view = table.game.view(0)
    resumed = resume_in_new_window(qtbot, window, fast_window)
    assert resumed.game.view(0) == view
    qtbot.waitUntil(lambda: resumed.idle and resumed.session.human_may_act(), timeout=20_000)
    assert [i.card for i in resumed.scene.hands[0]] == list(view.hand)
    assert [len(h) for h in resumed.scene.hands] == [view.hand_sizes[s] for s in range(4)]
    assert set(resumed.scene.played) == {c for _, c in view.played}
    assert resumed.board.counts() == dict(view.pools)
    assert [p.purse for p in resumed.scene.plates] == list(view.purses)
    assert "Game resumed" in resumed.panel.history_texts()


def test_keyboard_plays_the_card_that_follows(qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "newmarket", "newmarket", 3, seed=12))
    for _ in range(400):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        view = table.game.view(0)
        if view.phase == FOLLOW:
            break
        table._on_card_clicked(table.game.legal_actions(0)[0].cards[0])
    wanted = table.game.view(0).to_follow
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert table.game.history[-1] == (0, Action("play", (wanted,)))


def test_mouse_click_on_a_card_plays_it(qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "jig", "jig", 3, seed=14))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    item = next(
        i for i in table.scene.hands[0] if i.card in {a.cards[0] for a in table.game.legal_actions(0)}
    )
    rect = item.sceneBoundingRect()  # the part of the card not covered by the next one
    at = table.view.mapFromScene(rect.left() + 12, rect.center().y())
    before = len(table.game.history)
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert len(table.game.history) > before
    assert table.game.history[before] == (0, Action("play", (item.card,)))


def test_who_is_asked_to_call_stays_private(qtbot) -> None:
    """With the Pope in lieu, a computer holding the Pope is asked at stops. Nothing on the person's
    table may show it: no seat shown thinking, no pause (the answer is applied at once), so a stop
    looks the same whether or not the Pope lies in some hand."""
    import time

    window = fast_window(qtbot)
    setup = new_setup(window, "pope_joan", "pope-joan", 5, seed=2)
    setup.rules.update(pope_in_lieu=True)
    table = window.open_table(setup)
    session = table.session
    announced: list[bool] = []
    asked: list[float] = []
    answered: list[float] = []
    session.thinking.connect(lambda seat: announced.append(seat >= 0 and table.game.private_turn()))
    # Were the private answer paced like a move, it would wait ten seconds.
    session.pace_ms = lambda: 10_000 if table.game.private_turn() else 0
    request = session.ai.request

    def asking(bot, info):
        if table.game.private_turn():
            asked.append(time.monotonic())
        return request(bot, info)

    session.ai.request = asking
    session.events.connect(lambda _events: len(answered) < len(asked) and answered.append(time.monotonic()))
    rng = random.Random(2)
    for _ in range(6000):
        if table.game.is_over():
            break
        qtbot.wait(1)
        if table.idle and session.human_may_act():
            table._act(rng.choice(table.game.legal_actions(0)))
    assert answered and not any(announced)
    assert all(b - a < 2.0 for a, b in zip(asked, answered, strict=False))


def test_dragging_a_card_onto_the_table_plays_it(qtbot) -> None:
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "jig", "jig", 3, seed=14))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    card = table.game.legal_actions(0)[0].cards[0]
    item = next(i for i in table.scene.hands[0] if i.card == card)
    start = item.sceneBoundingRect().topLeft() + QPointF(10, 20)
    end = table.scene.geometry().rows_rect().center()
    scene = table.scene
    kinds = QGraphicsSceneMouseEvent.Type
    for handler, kind, at in (
        (scene.mousePressEvent, kinds.GraphicsSceneMousePress, start),
        (scene.mouseMoveEvent, kinds.GraphicsSceneMouseMove, (start + end) / 2),
        (scene.mouseReleaseEvent, kinds.GraphicsSceneMouseRelease, end),
    ):
        event = QGraphicsSceneMouseEvent(kind)
        event.setScenePos(at)
        event.setButton(Qt.MouseButton.LeftButton)
        handler(event)
    assert (0, Action("play", (card,))) in table.game.history


def test_focus_returns_to_the_cards_when_the_focused_button_goes(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QHBoxLayout, QWidget

    from hoyle_desktop.ui.table.side_panel import SidePanel

    window = QWidget()
    qtbot.addWidget(window)
    cards = QWidget(window)
    cards.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    panel = SidePanel("History", 7)
    panel.focus_home = cards
    row = QHBoxLayout(window)
    row.addWidget(cards)
    row.addWidget(panel)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    button = panel.set_actions([("Pass", lambda: None)])[0]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    panel.set_actions([])
    assert cards.hasFocus()


def test_when_the_person_is_asked_the_history_names_no_leader_yet(qtbot) -> None:
    """Issue 18, seen playing from the chooser: while the person was asked to play the Pope in lieu,
    the history's line for that stop already said "Computer 2 leads". Nobody leads until the
    person answers; the line names the stop only."""
    window = fast_window(qtbot)
    for seed in (8, *range(2, 8)):  # the person holds the Pope at a stop in game 8
        setup = new_setup(window, "pope_joan", "pope-joan", 4, seed=seed, deals=2)
        setup.rules.update(pope_in_lieu=True)
        table = window.open_table(setup)
        for _ in range(3000):
            qtbot.wait(1)
            if table.game.is_over() or (table.idle and table.session.human_may_act()):
                if table.game.is_over() or table.game.view(0).phase == "call":
                    break
                table._act(table.game.legal_actions(0)[0])
        if table.game.view(0).phase == "call":
            break
    else:
        pytest.fail("the person was never asked to play the Pope in lieu")
    line = table.panel.history_texts()[-1]
    assert "stop:" in line and not line.endswith("leads.") and not line.endswith("You lead."), line


def test_the_history_says_why_the_popes_holder_pays_nothing(qtbot) -> None:
    # The playtest of 28 November: "Computer 2: 9 counters for the cards left in hand (Computer 1 2,
    # Computer 3 7)": the person, holding the 9♦ and nine cards, was simply left out.
    from hoyle_desktop.engine.actions import Event

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "pope_joan", "pope-joan", 4, seed=5))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    for seat in (0, 2):
        table.display.show([Event("exempt", seat=seat, reason="pope_exempt", data={"cards": 9, "to": 1})])
    texts = table.panel.history_texts()
    assert texts[-2:] == [
        "You hold the Pope unplayed: you pay nothing for your cards.",
        f"{table.names[2]} holds the Pope unplayed: pays nothing for the cards left.",
    ]


def test_a_runs_history_line_says_who_played_each_card(qapp) -> None:
    """The playtest of 28 November: a run's line named its cards but not who played them, so a
    screen reader (and the eye, once the board is full) could not tell; each player's cards now
    follow his name, once for cards played in a row."""
    from hoyle_desktop.ui.stops.history_words import run_by_players

    run = [("Computer 3", "A♥"), ("Computer 3", "2♥"), ("Computer 1", "3♥"), ("You", "4♥")]
    assert run_by_players(run) == "Computer 3: A♥ 2♥, Computer 1: 3♥, You: 4♥"


def test_a_kings_payment_is_written_after_the_run_that_played_it(qtbot) -> None:
    """The playtest of 28 November (b): Spin's history wrote "Computer 3: 3 counters for the king
    (...)" and only then the run "Computer 3: 5♥, You: 6♥, ... K♥ — stop: a king": the payment read
    as coming before the king was played. Each king's payment now follows the line that played the
    king (the run is written card by card as it is played), and the stop is written after it."""
    import random

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "spin", "spin", 4, seed=3))
    rng = random.Random(3)
    for _ in range(20000):
        texts = table.panel.history_texts()
        if sum("for the king" in t for t in texts) >= 2 and table.idle:
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))
    texts = table.panel.history_texts()
    kings = [i for i, t in enumerate(texts) if "for the king" in t]
    assert kings
    for i in kings:
        assert texts[i - 1].split()[-1].startswith("K"), texts[i - 1 : i + 1]  # its line ends at the king
        assert texts[i + 1].startswith("Stop: a king"), texts[i : i + 2]
