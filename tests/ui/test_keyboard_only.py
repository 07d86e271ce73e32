"""A whole deal of every game played with key presses only (no mouse event, no call into the table),
as a person who cannot see the screen plays it; after every key the focused widget has a name, every
history line has been announced, and when the person is to act the accessible tree names every card
of their hand and each action they may take now."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from table_windows import table_window

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table import announcer
from hoyle_desktop.ui.table.card_words import card_name

pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("quick_loto")]

# (game, profile, players): every game once, at its smallest table
GAMES = [
    ("cribbage", "modern-six-card", 2),
    ("pope_joan", "pope-joan", 3),
    ("spin", "spin", 3),
    ("newmarket", "newmarket", 3),
    ("jig", "jig", 3),
    ("snip_snap_snorum", "snip-snap-snorum", 3),
    ("loto", "loto", 3),
    ("all_fours", "all-fours", 2),
    ("spoil_five", "spoil-five", 3),
    ("crazy_eights", "crazy-eights", 2),
    ("cassino", "cassino", 2),
    ("vingt_un", "vingt-un", 3),
    ("baccarat", "baccarat", 3),
    ("blind_hookey", "blind-hookey", 3),
    ("commerce", "commerce", 3),
    ("my_bird_sings", "my-bird-sings", 3),
    ("speculation", "speculation", 3),
]
ENDS = {"deal_end", "hand_end", "round_end", "game_over", "game_end"}
STARTS = {"deal_start", "hand_start", "round_start", "dealt", "deal", "cut_for_deal"}


def accessible_names(widget: QWidget) -> list[str]:
    """Every name in the accessible tree under ``widget`` (what a screen reader can reach)."""
    names: list[str] = []
    todo = [QAccessible.queryAccessibleInterface(widget)]
    while todo:
        node = todo.pop()
        if node is None or not node.isValid() or node.state().invisible:
            continue
        names.append(node.text(QAccessible.Text.Name))
        todo.extend(node.child(i) for i in range(node.childCount()))
    return names


class KeyPlayer:
    def __init__(self, qtbot: Any, window: Any, table: Any) -> None:
        self.qtbot, self.window, self.table = qtbot, window, table
        self.heard: list[str] = []
        self.keys = 0

    @property
    def acted(self) -> int:
        """How many actions the person's seat has taken (the engine's own history)."""
        return sum(seat == self.table.human for seat, _ in self.table.game.history)

    def press(self, key: Qt.Key, text: str = "") -> None:
        target = QApplication.focusWidget()
        assert target is not None, "the keyboard focus was lost"
        QTest.keyClick(target, key)
        self.keys += 1
        self.qtbot.wait(1)
        self.check_focus()

    def check_focus(self) -> None:
        widget = QApplication.focusWidget()
        assert widget is not None, "the keyboard focus was lost"
        face = QAccessible.queryAccessibleInterface(widget)
        name = face.text(QAccessible.Text.Name) if face is not None else ""
        assert name.strip(), f"the focused {type(widget).__name__} has no accessible name"

    def check_announced(self) -> None:
        self.table.access.announcer.flush_now()
        history = self.table.history
        # A quiet line (the game's result) is shown, not announced: the game's summary says it.
        items = [history.item(i) for i in range(history.count())]
        lines = [item.text() for item in items if not item.data(announcer.QUIET_ROLE)]
        knave = self.table.access.announcer.knave
        said = [(line, announcer.spoken(line.strip(), knave)) for line in lines if line.strip()]
        missing = [line for line, words in said if not self.was_heard(words)]
        assert not missing, f"not announced: {missing[:3]}"

    def was_heard(self, said: str) -> bool:
        """``said`` was announced whole, or (a stops run's line, grown card by card as each was played)
        part by part: each card with who played it, then its stop."""
        if said in self.heard:
            return True
        heard = [text.lower() for text in self.heard]
        parts = [p for chunk in said.split(" — ") for p in chunk.split(", ")]
        return all(any(part.lower() in text for text in heard) for part in parts)

    def check_tree(self) -> None:
        """Every card of the hand and each action the person may take now has a name in the tree."""
        names = " | ".join(accessible_names(self.window))
        words = self.table.access.words
        for card in words.hand():
            assert words.card_name(card) in names, f"{card_name(card)} is not in the accessible tree"
        for label in words.action_names(words.legal()):
            assert label in names, f"action {label!r} is not in the accessible tree"


def play_one_deal(qtbot: Any, game: str, profile: str, players: int, seed: int = 3) -> KeyPlayer:
    QAccessible.setActive(True)  # as under a screen reader: Qt keeps the accessible tree up to date
    window = table_window(qtbot)
    window.activateWindow()
    rules = dict(window.catalog.get(profile).rules)
    rules["players"] = players
    if game == "loto":  # the computers' reaction time is a house rule: short, as the pace is
        rules.update({f"{s}_reaction_ms": 20 for s in ("easy", "standard", "expert")})
    setup = NewGameSetup(game, profile, rules, players, ["standard"] * (players - 1), seed=seed, human_seat=0)
    table = window.open_table(setup)
    player = KeyPlayer(qtbot, window, table)
    heard = player.heard
    announcer.listeners.append(heard.append)
    kinds: list[str] = []
    table.session.events.connect(lambda events: kinds.extend(e.kind for e in events))
    try:
        drive(player, kinds)
    finally:
        announcer.listeners.remove(heard.append)
    return player


def deal_over(kinds: list[str], acted: int, game: Any) -> bool:
    if game.is_over():
        return True
    if not acted:
        return False
    return any(k in ENDS for k in kinds) or sum(k in STARTS for k in kinds) > 1


def drive(player: KeyPlayer, kinds: list[str]) -> None:
    table, qtbot = player.table, player.qtbot
    turn = waited = 0
    while not deal_over(kinds, player.acted, table.game):
        assert player.keys < 1500 and waited < 4000, (
            f"the deal did not end: {kinds[-8:]} prompt {getattr(table.prompt, 'text', lambda: '')()!r}"
            f" items {[table.access.list.item(i).text() for i in range(table.access.list.count())]}"
            f" may act {table.session.human_may_act()} focus {QApplication.focusWidget()}"
            f" legal {table.game.legal_actions(0)[:5]} heard {player.heard[-3:]}"
        )
        qtbot.waitUntil(lambda: table.idle, timeout=10000)
        qtbot.wait(2)
        if deal_over(kinds, player.acted, table.game):
            break  # it ended while the table caught up
        if not table.session.human_may_act():
            waited += 1
            if waited % 40 == 0 and not table.game.is_over():  # (over: Space would press New game)
                player.press(Qt.Key.Key_Space)  # a pause that waits for a key (the end of a deal)
            continue
        waited = 0
        while QApplication.focusWidget() is not table.access.list:  # back to the cards, as a person would
            player.press(Qt.Key.Key_Tab)
        table.access.refresh()
        player.check_announced()
        player.check_tree()
        before = player.acted
        act_by_keys(player, turn)
        turn += 1
        if player.acted == before:
            continue
    qtbot.waitUntil(lambda: table.idle, timeout=10000)
    player.check_announced()


def act_by_keys(player: KeyPlayer, turn: int) -> None:
    """One decision, with keys: the cards of a legal action (arrows to each, Space; then Enter or the
    first choice offered), else a button (Tab to it, Space), else Space and Enter."""
    table = player.table
    words = table.access.words
    hand = words.hand()
    legal = table.game.legal_actions(table.human)
    with_cards = [a for a in legal if a.cards and any(c in hand for c in a.cards)]
    before = player.acted
    if with_cards and turn % 4 != 3:
        action = with_cards[turn % len(with_cards)]
        for card in action.cards:
            if card not in hand or player.acted != before:
                continue
            wanted = hand.index(card)
            for _ in range(len(hand) + 1):
                if table.access.list.currentRow() == wanted:
                    break
                player.press(Qt.Key.Key_Right)
            player.press(Qt.Key.Key_Space)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_1):
            if player.acted != before or not table.session.human_may_act():
                return
            player.press(key)
        return
    buttons = [
        b
        for b in table.findChildren(QPushButton)
        if b.isVisible()
        and b.isEnabled()
        and not any(w in b.text().lower() for w in ("review", "hint", "again"))
    ]
    if buttons:
        for _ in range(40):
            if not table.session.human_may_act():  # the deal (or game) ended while Tab went round:
                return  # a button now may be the summary's New game
            player.press(Qt.Key.Key_Tab)
            if QApplication.focusWidget() in buttons and table.session.human_may_act():
                player.press(Qt.Key.Key_Space)
                return
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        if player.acted != before or not table.session.human_may_act():
            return
        player.press(key)


@pytest.mark.parametrize(("game", "profile", "players"), GAMES, ids=[g for g, _, _ in GAMES])
def test_a_deal_with_the_keyboard_alone(qtbot, game: str, profile: str, players: int) -> None:
    player = play_one_deal(qtbot, game, profile, players)
    assert player.acted > 0
    assert player.heard
    if game == "cribbage":  # the computer's cards, history lines, heard in words
        assert any(re.search(r"Computer plays \w+ of \w+ \(count", text) for text in player.heard)


def test_f2_f3_f4_speak_the_table(qtbot) -> None:
    """F2 says whose turn and the state, F3 repeats it, F4 lists the hand; each by key alone."""
    QAccessible.setActive(True)
    window = table_window(qtbot)
    window.activateWindow()
    rules = dict(window.catalog.get("pope-joan").rules)
    setup = NewGameSetup("pope_joan", "pope-joan", rules, 3, ["standard"] * 2, seed=5, human_seat=0)
    table = window.open_table(setup)
    heard: list[str] = []
    announcer.listeners.append(heard.append)
    try:
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10000)
        table.access.refresh()
        for key in (Qt.Key.Key_F2, Qt.Key.Key_F3, Qt.Key.Key_F4):
            QTest.keyClick(QApplication.focusWidget(), key)
            qtbot.wait(1)
    finally:
        announcer.listeners.remove(heard.append)
    where, again, hand = heard[-3:]
    assert where.startswith("Your turn.") and again == where
    words = table.access.words
    assert hand.startswith("Your hand, ") and all(words.card_name(c) in hand for c in words.hand())


def test_cards_written_in_signs_are_announced_in_words(qapp) -> None:
    """A screen reader would read '3♣' as 'three black club suit': the announcement says the card."""
    assert announcer.spoken("You: cut the 3♣") == "You: cut the three of clubs"
    assert announcer.spoken("A♥ 2♥ 10♥ — stop") == "ace of hearts, two of hearts, ten of hearts — stop"
    assert announcer.spoken("Round 1 of 3 · 3 called") == "Round 1 of 3, 3 called"  # (the dot: a pause)


def test_peels_tables_announce_a_knave_as_their_hands_name_it(qtbot) -> None:
    """AT-SPI check of 28 November, Pope Joan: the hand reads 'knave of spades', the history line
    announced 'ten of hearts, jack of hearts, queen of hearts — stop'."""
    assert announcer.spoken("J♥ Q♥ — stop", knave=True) == "knave of hearts, queen of hearts — stop"
    assert announcer.spoken("J♥ Q♥ — stop") == "jack of hearts, queen of hearts — stop"
    window = table_window(qtbot)
    rules = dict(window.catalog.get("pope-joan").rules)
    setup = NewGameSetup("pope_joan", "pope-joan", rules, 3, ["standard"] * 2, seed=5, human_seat=0)
    table = window.open_table(setup)
    heard: list[str] = []
    announcer.listeners.append(heard.append)
    try:
        table.history.addItem("J♣ — stop: nobody holds the next card.")
        qtbot.waitUntil(lambda: any("clubs" in line for line in heard), timeout=2000)
    finally:
        announcer.listeners.remove(heard.append)
    assert "knave of clubs — stop: nobody holds the next card." in heard
