"""What the AT-SPI check of 28 November 2026 (tools/atspi_check.py, every game; written up in
docs/notes/accessibility-check-2026-11-28.md) found a screen reader heard wrong, each at a real table
driven by keys: the announced text and the accessible names, not the AT-SPI bus."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from table_windows import table_window
from test_translations import clean_translators  # noqa: F401  (a fixture)

from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.table import announcer


def open_table(qtbot, game: str, profile: str, players: int, seed: int, **rules: Any) -> Any:
    QAccessible.setActive(True)
    window = table_window(qtbot)
    window.activateWindow()
    mapping = {**window.catalog.get(profile).rules, **rules, "players": players}
    setup = NewGameSetup(
        game, profile, mapping, players, ["standard"] * (players - 1), seed=seed, human_seat=0
    )
    table = window.open_table(setup)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10000)
    table.access.refresh()
    return table


def press(qtbot, key: Qt.Key) -> None:
    QTest.keyClick(QApplication.focusWidget(), key)
    qtbot.wait(1)


def play_to_the_hold(qtbot, table: Any, seed: int) -> None:
    """Play the person's turns at random until the table holds the end of a deal."""
    import random

    rng = random.Random(seed)
    for _ in range(20000):
        if table.deal_end.holding:
            return
        qtbot.wait(1)
        if table.idle and table.session.human_may_act() and not table.deal_end.holding:
            table.session.act(rng.choice(table.game.legal_actions(table.human)))


def test_where_am_i_says_a_sentence_once(qtbot, heard) -> None:
    """Pope Joan, seed 1: the person must follow on with the six of spades; F2 said "Play your six
    of spades: it follows on." twice (the prompt, then again as what lies in the middle)."""
    table = open_table(qtbot, "pope_joan", "pope-joan", 3, seed=1)
    press(qtbot, Qt.Key.Key_F2)
    where = heard[-1]
    assert where.startswith("Your turn. Play your six of spades: it follows on.")
    assert where.count("it follows on") == 1
    assert "Purse:" in where and table.game.view(0).to_follow is not None


def test_a_hint_is_said_as_it_is_shown(qtbot, heard) -> None:
    """H showed the coach's words beside the buttons, but a screen reader heard nothing."""
    table = open_table(qtbot, "pope_joan", "pope-joan", 3, seed=3)
    press(qtbot, Qt.Key.Key_H)
    label = table.coach.label
    qtbot.waitUntil(lambda: "<br>" in label.text() or "<b>" in label.text(), timeout=20000)
    first = re.split("<br>|<div", label.text())[0].replace("<b>", "").replace("</b>", "")
    assert any(first.rstrip(".") in text for text in heard), heard[-3:]


def play_a_cribbage_deal_by_keys(qtbot, table: Any) -> None:
    """Lay out the first two cards, then play the first playable card (or say Go) until the show."""
    for _ in range(200):
        qtbot.waitUntil(lambda: table.idle or table.deal_end.holding, timeout=10000)
        view = table.game.view(0)
        if view.phase not in ("lay_out", "play") or table.deal_end.holding:
            return
        if not table.session.human_may_act():
            qtbot.wait(5)
            continue
        if view.phase == "lay_out":
            for key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Return):
                press(qtbot, key)
            continue
        items = [table.access.list.item(i).text() for i in range(table.access.list.count())]
        playable = [i for i, text in enumerate(items) if text.endswith(", playable")]
        if not playable:
            press(qtbot, Qt.Key.Key_G)
            continue
        for _ in range(60):  # bounded: a Right that moves nothing must fail, not hang the run
            if table.access.list.currentRow() == playable[0]:
                break
            press(qtbot, Qt.Key.Key_Right)
        press(qtbot, Qt.Key.Key_Space)


def test_cribbage_says_each_score_and_go_once(qtbot, heard) -> None:
    """A computer's score was heard twice ("Computer: Fifteen for two", then its history line
    "Computer: Fifteen for two (score 2)"), and a Go twice ("Computer says Go", "Computer: Go")."""
    table = open_table(qtbot, "cribbage", "modern-six-card", 2, seed=3)
    play_a_cribbage_deal_by_keys(qtbot, table)
    table.access.announcer.flush_now()
    scored = [text for text in heard if "(score " in text]
    assert scored, heard
    for line in scored:
        assert line.split(" (score ")[0] not in heard, f"heard twice: {line}"
    assert not [text for text in heard if text.endswith("says Go")]


def test_cards_chosen_for_the_crib_are_named_chosen(qtbot, heard) -> None:
    """Space on a card at the lay-out chose it (raised on screen) but its name did not change: a
    person who cannot see had no way to know which cards were chosen."""
    table = open_table(qtbot, "cribbage", "modern-six-card", 2, seed=3)
    # The computer lays out at the same time: once it has, nothing moves the hand between the keys.
    qtbot.waitUntil(lambda: table.game.view(0).crib_count == 2 and table.idle, timeout=10000)
    press(qtbot, Qt.Key.Key_Space)
    table.access.refresh()
    lst = table.access.list
    assert lst.currentItem().text().endswith(", chosen")
    face = QAccessible.queryAccessibleInterface(lst).child(lst.currentRow())
    assert face.text(QAccessible.Text.Name).endswith(", chosen")
    name = table.access.words.card_name(table.access.words.hand()[lst.currentRow()])
    assert f"{name}, chosen" in heard  # said: a screen reader does not read a renamed item by itself
    press(qtbot, Qt.Key.Key_Space)  # chosen no more
    table.access.refresh()
    assert not lst.currentItem().text().endswith(", chosen"), (table.selected, lst.currentRow())
    assert heard[-1] == f"{name}, not chosen"


@pytest.mark.deal_end_pause
def test_the_end_of_a_deal_and_the_game_are_said_and_wait(qtbot, heard) -> None:
    """Crazy Eights (one deal is the game): at the held end of the deal F2 said "Waiting for the
    other players." though the table waited for the person's Space; the game's summary took the
    keys on its Close button without a word of the result. (Its last deal: "The game is over.
    Press Space ... to see how it ended.")"""

    table = open_table(qtbot, "crazy_eights", "crazy-eights", 3, seed=3)
    play_to_the_hold(qtbot, table, seed=3)
    assert table.deal_end.holding and table.game.is_over()
    table.setFocus()
    press(qtbot, Qt.Key.Key_F2)
    assert "Press Space" in heard[-1], heard[-1]  # what the table waits for
    press(qtbot, Qt.Key.Key_Space)
    summary = table.summary
    assert summary.isVisible()
    qtbot.waitUntil(lambda: summary.text() in heard, timeout=5000)
    said = summary.text()
    assert said.startswith("The game is over. ") and summary.winner.text() in said
    assert all(name in said and text in said for name, text in summary.rows)
    face = QAccessible.queryAccessibleInterface(QApplication.focusWidget())
    assert summary.winner.text() in face.text(QAccessible.Text.Description)
    press(qtbot, Qt.Key.Key_F2)
    assert heard[-1].startswith(said)


def test_snip_names_the_card_to_pair(qtbot, heard) -> None:
    """Snip-Snap-Snorum: F2 said "Play your king of clubs: it follows on." (Pope Joan's words; in
    Snip nothing follows on) and never which card was to be paired."""
    table = open_table(qtbot, "snip_snap_snorum", "snip-snap-snorum", 3, seed=2)
    press(qtbot, Qt.Key.Key_F2)
    assert table.game.view(0).to_follow is not None
    assert "follows on" not in heard[-1]
    assert "Pair it: play your king of clubs." in heard[-1]
    assert "The card to pair: king of spades." in heard[-1]  # (after the buttons: "Hint, key H")


def test_history_lines_are_named_in_words(qtbot) -> None:
    """All-Fours: Tab to the history read its lines as written, "You cut the J♥" (a screen reader
    says the sign's name); each line's accessible name now says the cards in words."""
    table = open_table(qtbot, "all_fours", "all-fours", 2, seed=3)
    history = table.history
    face = QAccessible.queryAccessibleInterface(history)
    names = [face.child(i).text(QAccessible.Text.Name) for i in range(face.childCount())]
    signs = [
        history.item(i).text()
        for i in range(history.count())
        if any(s in history.item(i).text() for s in "♠♥♦♣")
    ]
    assert signs, "the history writes cards in signs"
    for text in signs:
        assert announcer.spoken(text, table.access.announcer.knave) in names
    assert not [name for name in names if any(s in name for s in "♠♥♦♣")]


def test_where_am_i_keeps_a_label_s_lines_apart(qtbot, heard) -> None:
    """Spoil-Five: F2 ran the score lines together, "Pool: 9 You: -2 Computer 1: -3"."""
    table = open_table(qtbot, "spoil_five", "spoil-five", 3, seed=3)
    press(qtbot, Qt.Key.Key_F2)
    import re

    signed = r"[+\u2212]?\d+"
    assert re.search(rf"Pool: \d+, You: {signed}, {table.names[1]}: {signed}, ", heard[-1]), heard[-1]


def test_where_am_i_names_the_buttons_that_answer(qtbot, heard) -> None:
    """Crazy Eights: "Name the suit to follow after your eight" (or "draw a card") was asked with
    buttons a person who cannot see had to find by Tab; F2 now names each with its key."""
    from hoyle_desktop.ui.table.keys import mnemonic

    table = open_table(qtbot, "crazy_eights", "crazy-eights", 2, seed=2)
    qtbot.waitUntil(
        lambda: any(b.isVisible() and "Draw" in b.text() for b in table.findChildren(QPushButton))
    )
    press(qtbot, Qt.Key.Key_F2)
    shown = [
        b for b in table.findChildren(QPushButton) if b.isVisible() and b.isEnabled() and mnemonic(b.text())
    ]
    answers = [b for b in shown if mnemonic(b.text()) not in ("H", "R")]
    assert answers, "the seed asks for a button (Draw a card)"
    for button in shown:  # the Hint too (docs/notes/accessibility-check-2026-11-29-c.md)
        label = button.text().replace("&", "")
        assert f"{label}, key {mnemonic(button.text())}" in heard[-1], heard[-1]


def test_crazy_eights_asks_for_an_ace() -> None:
    """Heard at the Crazy Eights table: "Play a card of clubs or a ace, or an eight."."""
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.crazy_eights.words import turn_prompt

    assert (
        turn_prompt(Card.parse("AC"), None, False)
        == "Your turn. Play a card of clubs or an ace, or an eight."
    )
    assert "or a six," in turn_prompt(Card.parse("6C"), None, False)


def test_cassino_says_what_a_chosen_card_takes(qtbot, heard) -> None:
    """Cassino: Space on a card that takes said "Your six of diamonds takes the cards marked" (marked
    on screen only), and Tab reached a button named "Take 6♠ (1)" in signs. The buttons are now said
    after the question, and named in words."""
    table = open_table(qtbot, "cassino", "cassino-two-handed", 2, seed=3)
    lst = table.access.list

    def key(k: Qt.Key) -> None:  # to the list itself: after other files the focus may lie elsewhere
        QTest.keyClick(lst, k)  # (a window left over), and Right pressed there never moved the row
        qtbot.wait(1)

    # The card to choose is one that takes (Space on one that does not lays it down: a move made).
    takers = {a.cards[0] for a in table.game.legal_actions(table.human) if a.kind == "take"}
    shown = [item.card for item in table.scene.hands[table.human]]
    row = next(i for i, card in enumerate(shown) if card in takers)
    key(Qt.Key.Key_Right)  # the frame shown (the first key only shows it)
    for _ in range(2 * len(shown) + 2):
        if lst.currentRow() == row:
            break
        key(Qt.Key.Key_Right)
    assert lst.currentRow() == row, "Right moves along the hand"
    key(Qt.Key.Key_Space)
    table.access.refresh()
    buttons = table.findChildren(QPushButton)
    takes = [b for b in buttons if b.isVisible() and any(sign in b.text() for sign in "♠♥♦♣")]
    assert takes, "a card of the hand takes"
    for button in takes:
        words = announcer.spoken(button.text().replace("&", ""))
        assert QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name) == words
        assert any(text.startswith("Buttons: ") and words in text for text in heard), heard[-3:]


def test_vingt_un_where_am_i_tells_the_bank_the_stakes_and_my_purse(qtbot, heard) -> None:
    """Vingt-un: F2 said only "Look at your card and stake on it. ... Amount (type the number):
    Hand 1 of 12." - no dealer, no purse, not the amount in the box."""
    table = open_table(qtbot, "vingt_un", "vingt-un", 3, seed=1)
    press(qtbot, Qt.Key.Key_F2)
    where = heard[-1]
    model = table.felt.model
    assert f"Dealer: {table.names[model.dealer]}." in where, where
    assert f"Your purse: {model.purses[0]}, net " in where
    assert table.amount.isVisible() and f"Amount (type the number): {table.amount.text()}" in where


def test_blind_hookey_names_the_packet_box(qtbot) -> None:
    """Blind Hookey: Tab to the box for the packet's size was heard as "Amount"."""
    table = open_table(qtbot, "blind_hookey", "blind-hookey", 3, seed=1)
    assert table.amount.isVisible()
    name = QAccessible.queryAccessibleInterface(table.amount).text(QAccessible.Text.Name)
    assert name == "Cards in the packet (type the number)"


def test_commerce_arrows_choose_a_card_the_screen_reader_hears(qtbot, heard) -> None:
    """Commerce: Left and Right chose a card (ringed on screen) but the list's current item did not
    move, so a screen reader heard nothing; F2 said nothing of the pool, the dealer or the purses."""
    table = open_table(qtbot, "commerce", "commerce", 3, seed=3)
    lst = table.access.list
    press(qtbot, Qt.Key.Key_Right)
    table.access.refresh()
    assert table.chosen is not None and lst.currentRow() == table.chosen
    card = table.access.words.hand()[table.chosen]
    assert lst.currentItem().text().startswith(table.access.words.card_name(card))
    assert lst.currentItem().text().endswith(", chosen")
    press(qtbot, Qt.Key.Key_F2)
    assert "Pool: " in heard[-1] and "purse " in heard[-1], heard[-1]


@pytest.mark.deal_end_pause
def test_each_held_end_of_a_deal_is_said(qtbot, heard) -> None:
    """My Bird Sings: a deal that ended without the person's turn (a bird sang at once) was held
    for Space in silence: the prompt went from "The deal is over..." back and to it again between
    two looks of the screen reader's list, so the second hold was never said."""
    table = open_table(qtbot, "my_bird_sings", "my-bird-sings", 3, seed=3)
    hold = table.deal_end
    for _ in range(2):
        hold.hold(pump=False)
        assert heard[-1] == "The deal is over. Press Space or click the table to go on."
        heard.append("(Space)")
        hold.release()


def test_speculation_where_am_i_tells_the_felt_not_dashes(qtbot, heard) -> None:
    """Speculation: F2 read the empty offer panel ("For sale: –. Offered by: –. Asking: –...") and
    nothing of the felt: the turn-up, the pool, the cards turned up, one's purse."""
    table = open_table(qtbot, "speculation", "speculation", 3, seed=3)
    table.offer.asking.setText("–")  # as the panel shows it while nothing is for sale
    press(qtbot, Qt.Key.Key_F2)
    where = heard[-1]
    assert ": –" not in where and "Asking" not in where, where  # a row with nothing to tell: not its title
    assert "For sale: " in where  # a row with something to tell: title and value together
    assert f"Pool: {table.model.pool}." in where and "Your purse: " in where
    if table.model.turn_up is not None:
        assert "The turn-up: " in where


def test_where_am_i_after_a_refusal_still_says_the_question(qtbot, heard) -> None:
    """Loto, My Bird Sings, Commerce write a refusal in the prompt's place: F2 then said only "Your
    turn. Choose one of your cards first ..." and no longer what was asked."""
    table = open_table(qtbot, "my_bird_sings", "my-bird-sings", 3, seed=3)
    question = table.prompt.text()
    press(qtbot, Qt.Key.Key_Escape)  # no card chosen
    buttons = [b for b in table.findChildren(QPushButton) if b.isVisible() and "Throw" in b.text()]
    assert buttons, "the person throws a card first"
    buttons[0].click()
    refusal = table.prompt.text()
    assert refusal != question
    press(qtbot, Qt.Key.Key_F2)
    assert question in heard[-1] and refusal in heard[-1], heard[-1]


def test_h_while_others_play_says_there_is_no_hint(qtbot, heard) -> None:
    """H while the computers played (the Hint button hidden) did nothing a screen reader could tell."""
    QAccessible.setActive(True)
    window = table_window(qtbot, computer_pace_ms=3000)
    window.activateWindow()
    rules = {**window.catalog.get("pope-joan").rules, "players": 3}
    setup = NewGameSetup(
        "pope_joan", "pope-joan", rules, 3, ["standard"] * 2, seed=3, human_seat=0
    )  # the person leads first
    table = window.open_table(setup)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20000)
    table.session.act(table.game.legal_actions(0)[0])
    qtbot.waitUntil(lambda: not table.coach.may_ask(), timeout=5000)
    table.access.list.setFocus()
    press(qtbot, Qt.Key.Key_H)
    assert heard[-1] == "No hint now: nothing is yours to decide."


def test_where_am_i_does_not_read_the_hint_s_markup(qtbot, heard) -> None:
    """Crazy Eights, after H: F2 read the hint beside the buttons as written, "<b>Play the eight of
    hearts, naming spades ...</b><br>Play ..."; the hint is said when H asks for it, not in F2."""
    table = open_table(qtbot, "pope_joan", "pope-joan", 3, seed=3)
    press(qtbot, Qt.Key.Key_H)
    label = table.coach.label
    qtbot.waitUntil(lambda: "<br>" in label.text() or "<b>" in label.text(), timeout=20000)
    press(qtbot, Qt.Key.Key_F2)
    where = heard[-1]
    assert where.startswith("Your turn.")
    assert "<b>" not in where and "<br>" not in where and "Play the" not in where, where


def test_an_item_renamed_in_place_is_told(qtbot, monkeypatch) -> None:
    """Commerce under AT-SPI: the focus came to "queen of hearts" where the list said "queen of
    hearts, playable, chosen": Qt tells nothing of an item's new text, so a screen reader keeps the
    name it read first. The list now sends a name change for each item whose words change."""
    from hoyle_desktop.ui.table import accessibility

    told: list[int] = []

    class Recorder:
        Event = QAccessible.Event

        @staticmethod
        def updateAccessibility(event) -> None:
            if event.type() == QAccessible.Event.NameChanged and event.object() is table.access.list:
                told.append(event.child())
            QAccessible.updateAccessibility(event)

    table = open_table(qtbot, "commerce", "commerce", 3, seed=3)
    monkeypatch.setattr(accessibility, "QAccessible", Recorder)
    press(qtbot, Qt.Key.Key_Right)
    table.access.refresh()
    assert table.chosen in told


# -- the leftovers of the check, fixed later the same day ---------------------------------------------
def menu_letters() -> set[str]:
    from hoyle_desktop.storage.settings import Settings
    from hoyle_desktop.ui.main_window import MainWindow
    from hoyle_desktop.ui.table.keys import mnemonic

    window = MainWindow(Settings.load())
    letters = {mnemonic(action.text()) for action in window.menuBar().actions()}
    window.deleteLater()
    return letters


@pytest.mark.parametrize("lang", ["en", "de", "fr"])
def test_crazy_eights_suit_buttons_have_letters_of_their_own(clean_translators, lang) -> None:  # noqa: F811
    """Crazy Eights' suit buttons ("Name clubs" ...) had no underlined letter. Each language has
    its own four: none the Hint's H or the review's R, none a letter of the menu bar."""
    from hoyle_desktop import app as app_module
    from hoyle_desktop.ui.crazy_eights.words import suit_button
    from hoyle_desktop.ui.table.keys import RESERVED, mnemonic

    app_module.install_translators(clean_translators, lang)
    letters = [mnemonic(suit_button(suit)) for suit in "CDHS"]
    assert all(letters) and len(set(letters)) == 4, letters
    shown = {  # the Hint and the review beside them, in this language (German: "&Tipp")
        mnemonic(QCoreApplication.translate("Coach", "&Hint")),
        mnemonic(QCoreApplication.translate("HandReview", "&Review the last hand")),
    }
    assert not set(letters) & (set(RESERVED) | shown | menu_letters()), letters


def test_crazy_eights_a_suit_is_named_by_its_letter(qtbot, heard) -> None:
    """After an eight the person names the suit with the button's letter (D for diamonds, though D
    alone draws a card at this table); the tooltip and the screen reader name each key."""
    from hoyle_desktop.engine.cards import Rank
    from hoyle_desktop.ui.table.keys import mnemonic

    table = open_table(qtbot, "crazy_eights", "crazy-eights", 2, seed=5)  # the person leads, with the 8C
    legal = table.game.legal_actions(table.human)
    eight = next(a.cards[0] for a in legal if a.kind == "play" and a.cards[0].rank == Rank.EIGHT)
    assert eight is not None, "the person holds a playable eight"
    table.access.refresh()
    table.on_card(eight)
    qtbot.waitUntil(
        lambda: len(table.panel.action_buttons) == 4 and table.panel.action_buttons[0].isVisible()
    )
    table.access.refresh()
    suits = table.panel.action_buttons
    assert len(suits) == 4
    for button in suits:
        letter = mnemonic(button.text())
        assert letter and f"Key: {letter}" in button.toolTip()
        assert f"{button.text().replace('&', '')}, key {letter}" in heard[-1], heard[-3:]
    assert mnemonic(next(b for b in suits if "diamonds" in b.text()).text()) == "D"
    table.access.list.setFocus()
    press(qtbot, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: any("and name diamonds" in text for text in heard), timeout=5000)
    assert eight not in table.game.view(table.human).hand


@pytest.mark.usefixtures("quick_loto")
def test_loto_pace_box_is_named_by_its_label(qtbot) -> None:
    """Loto: the pace box was heard only by its value ("Slow calls"): on Linux Qt names a combo box
    by its text and Orca takes its purpose from a label, which it had not."""
    from PySide6.QtWidgets import QLabel

    table = open_table(qtbot, "loto", "loto", 3, seed=1)
    face = QAccessible.queryAccessibleInterface(table.pace)
    labels = [rel[0].text(QAccessible.Text.Name) for rel in face.relations(QAccessible.RelationFlag.Label)]
    assert any(name.startswith("Pace of the calls") for name in labels), labels
    buddy = [w for w in table.findChildren(QLabel) if w.buddy() is table.pace]
    assert buddy and buddy[0].isVisible()
    assert face.text(QAccessible.Text.Description).startswith("Pace of the calls: ")


@pytest.mark.deal_end_pause
def test_my_bird_sings_f4_at_the_held_end_reads_the_hand_in_view(qtbot, heard) -> None:
    """My Bird Sings: F4 at the held end of a deal read the next deal's cards (the engine is a deal
    ahead while the table holds); it reads the cards in view until the person goes on."""

    table = open_table(qtbot, "my_bird_sings", "my-bird-sings", 3, seed=3)
    play_to_the_hold(qtbot, table, seed=3)
    assert table.deal_end.holding
    shown = list(table.my_row.shown[0])
    assert shown and shown != list(table.game.view(0).hand), "the engine is a deal ahead"
    table.access.list.setFocus()
    press(qtbot, Qt.Key.Key_F4)
    words = table.access.words
    assert heard[-1].endswith(", ".join(words.card_name(c) for c in shown)), heard[-1]
    table.access.refresh()
    assert [table.access.list.item(i).text() for i in range(len(shown))] == [
        words.card_name(c) for c in shown
    ]


def test_the_coach_names_a_knave_at_peel_s_tables() -> None:
    """The review coach (R) and the hint said "jack" at Peel's tables, which say "knave"."""
    from hoyle_desktop.ai.coach import Advice, Choice, Reason
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.table.coach import advice_lines, note_for

    jack, two = Action("play", (Card.parse("JH"),)), Action("play", (Card.parse("2H"),))
    choices = (Choice(jack, 1.0, Reason("only_one")), Choice(two, 0.0, Reason("only_one")))
    for game, word in (("pope_joan", "knave"), ("spoil_five", "knave"), ("cribbage", "jack")):
        advice = Advice(game, 0, "counters", choices)
        assert f"{word} of hearts" in advice_lines(advice)[0], (game, advice_lines(advice))
        note = note_for(advice, two)
        assert note is not None and f"{word} of hearts" in note.text, (game, note)


def test_commerce_names_a_knave_as_its_cards_do(qtbot, heard) -> None:
    """Commerce's cards say "knave of hearts" on screen; F4 and the history were heard "jack"."""
    table = open_table(qtbot, "commerce", "commerce", 3, seed=3)
    assert table.access.words.knave and table.access.announcer.knave


def test_the_review_names_its_cards_in_the_game_s_words(qtbot) -> None:
    """The review of the last hand wrote its lines and cards in signs ("J♥"), which a screen reader
    reads as "J, black heart suit": each is named in words, a knave at Peel's tables."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.engine.cards import Card
    from hoyle_desktop.ui.table.hand_review import HandReviewDialog

    events = [Event("play", seat=0, cards=(Card.parse("JH"),))]
    for game, word in (("pope_joan", "knave"), ("cribbage", "jack")):
        dialog = HandReviewDialog(
            events, ["You play J♥."], ["You", "Computer"], lambda e, n: [0] * n, "Score", game=game
        )
        qtbot.addWidget(dialog)
        line = dialog.story.item(0).data(Qt.ItemDataRole.AccessibleTextRole)
        assert line == f"You play {word} of hearts.", line
        cards = dialog.table.item(0, 1).data(Qt.ItemDataRole.AccessibleTextRole)
        assert cards == f"{word} of hearts", cards


@pytest.mark.deal_end_pause
def test_cribbage_list_is_not_named_by_the_last_deal_s_count(qtbot, heard) -> None:
    """Cribbage: at the held end of a deal (the hand gone to the show) and at the next deal, the
    focus came to "Your hand, one card", the last deal's count, before "Your hand, 6 cards"."""
    table = open_table(qtbot, "cribbage", "modern-six-card", 2, seed=3)
    play_a_cribbage_deal_by_keys(qtbot, table)
    qtbot.waitUntil(lambda: table.deal_end.holding, timeout=20000)
    table.access.refresh()
    lst = table.access.list
    assert not table.access.words.hand()
    assert lst.accessibleName() == "Your hand", lst.accessibleName()
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(table.access.words.hand()) == 6, timeout=10000)
    table.access.refresh()
    assert lst.accessibleName() == "Your hand, 6 cards"


def test_crazy_eights_the_eight_pressed_again_says_what_is_asked(qtbot, heard) -> None:
    """Played by keys as a blind player would: Space on the eight asked for a suit; Space on it
    again (and again) said nothing at all. Each press now says what is wanted."""
    from hoyle_desktop.engine.cards import Rank

    table = open_table(qtbot, "crazy_eights", "crazy-eights", 2, seed=5)  # the person leads, with the 8C
    lst = table.access.list
    hand = table.access.words.hand()
    row = next(i for i, card in enumerate(hand) if card.rank == Rank.EIGHT)
    for _ in range(60):  # wherever the turn put the frame (bounded: never hang the run)
        if lst.currentRow() == row and table.keyboard:
            break
        press(qtbot, Qt.Key.Key_Right)
    assert lst.currentRow() == row
    press(qtbot, Qt.Key.Key_Space)
    table.access.refresh()
    assert heard[-1].startswith("Buttons: Name clubs, key C"), heard[-2:]
    for _ in range(2):
        press(qtbot, Qt.Key.Key_Space)
        table.access.refresh()
        assert heard[-1] == "Name a suit for your eight.", heard[-2:]
        heard.append("(Space)")


def test_trading_space_acts_on_the_chosen_card(qtbot, heard) -> None:
    """Played by keys as a blind player would: at My Bird Sings the arrows choose the card to throw
    ("... Buttons: Throw to your left, key L."), but Space on it did nothing and said nothing.
    Space now does what Enter does: the one button asked for (throw), else says (as Enter, which
    was silent too) to press one."""
    table = open_table(qtbot, "my_bird_sings", "my-bird-sings", 3, seed=3)
    assert [b.text() for b in table.panel.action_buttons] == ["Throw to your &left"]
    press(qtbot, Qt.Key.Key_Right)
    card = table.access.words.hand()[table.chosen]
    moves = len(table.game.history)
    press(qtbot, Qt.Key.Key_Space)
    assert len(table.game.history) > moves and card not in table.game.view(0).hand
    commerce = open_table(qtbot, "commerce", "commerce", 3, seed=3)
    assert len(commerce.panel.action_buttons) > 1
    press(qtbot, Qt.Key.Key_Right)
    asked = "Press a button for what to do: its underlined letter, or Tab to it."
    said = len(heard)
    press(qtbot, Qt.Key.Key_Space)
    # The table's own "Buttons: …" may be announced after it (a timer): wait for the words, in order.
    qtbot.waitUntil(lambda: asked in heard[said:], timeout=5000)
    said = len(heard)
    press(qtbot, Qt.Key.Key_Return)  # Enter too (the AT-SPI check heard nothing), said again
    qtbot.waitUntil(lambda: asked in heard[said:], timeout=5000)


def test_a_computer_drawing_several_cards_is_heard_once(qtbot, heard) -> None:
    """Crazy Eights, drawing until one can play: a computer's five draws were heard five times
    ("Computer 2 draws a card." each, one history line a card); now once, counted."""
    import random

    from hoyle_desktop.ui.crazy_eights import words

    table = open_table(qtbot, "crazy_eights", "crazy-eights-penalty", 3, seed=4)
    rng = random.Random(4)
    most = 0
    for _ in range(200):  # the person plays on until a computer has drawn several cards in a row
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20000)
        table.access.refresh()
        lines = [table.history.item(i).text() for i in range(table.history.count())]
        runs = [
            n
            for line, n in _runs(lines)
            if n > 1 and any(line == words.draws(name, None) for name in table.names[1:])
        ]
        if runs:
            most = max(runs)
            break
        table.session.act(rng.choice(table.game.legal_actions(table.human)))
    assert most > 1, "no computer drew twice in a row"
    drawn_once = [t for t in heard if t.endswith("draws a card.")]
    counted = [t for t in heard if t.endswith(f"draws {most} cards.")]
    assert counted, heard[-8:]
    assert len(drawn_once) < sum(n for _line, n in _runs(lines) if _line.endswith("draws a card."))


def _runs(lines: list[str]) -> list[tuple[str, int]]:
    """Each run of equal lines in a row, with its length."""
    runs: list[tuple[str, int]] = []
    for line in lines:
        if runs and runs[-1][0] == line:
            runs[-1] = (line, runs[-1][1] + 1)
        else:
            runs.append((line, 1))
    return runs


def test_speculations_hand_words_count_the_cards_face_down(qtbot) -> None:
    """AT-SPI check of 29 November (c), Speculation in French: F4 said "Vous n’avez aucune carte."
    ("You hold no cards.") while the person held three cards face down, which nobody looks at. F4
    counts them, and names those turned up."""
    table = open_table(qtbot, "speculation", "speculation", 5, seed=5)
    view = table.game.view(table.human)
    down, up = view.down[table.human], view.rows[table.human]
    assert down
    text = table.access.words.hand_words()
    count = "one card" if down == 1 else f"{down} cards"
    assert "no cards" not in text and f"Face down: {count}." in text, text
    assert all(table.access.words.card_name(card) in text for card in up), text
    table.session.stop()


@pytest.mark.deal_end_pause
def test_speculations_hand_words_at_a_held_end_name_the_deal_in_view(qtbot) -> None:
    """At the held end F4 spoke of the next deal (the game has moved on): it names the cards the
    table still shows, the deal just ended."""
    table = open_table(qtbot, "speculation", "speculation", 5, seed=5)
    play_to_the_hold(qtbot, table, seed=2)
    shown = table.model.rows[table.human]
    assert shown, "the person turned up no card in the deal"
    text = table.access.words.hand_words()
    assert all(table.access.words.card_name(card) in text for card in shown), text
    assert "Face down" not in text or table.model.down[table.human], text
    table.session.stop()


def test_a_punters_cards_face_down_are_counted_beside_those_drawn(qtbot) -> None:
    """AT-SPI check of 29 November (c), Vingt-un in German: "Computer 1: Pik-Acht (genug, Einsatz
    2)" for a punter with two cards face down and the eight of spades drawn: the listener heard one
    card where the table shows three."""
    import random

    table = open_table(qtbot, "vingt_un", "vingt-un", 4, seed=3)
    rng = random.Random(1)
    for _ in range(20000):
        model = table.felt.model
        mixed = [
            (seat, box)
            for seat, boxes in enumerate(model.boxes)
            if seat != table.human
            for box in boxes
            if None in box.cards and any(c is not None for c in box.cards)
        ]
        if mixed and table.idle:
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(table.human)))
    else:
        pytest.fail("no punter drew a card face up over his cards face down")
    seat, box = mixed[0]
    hidden = sum(1 for c in box.cards if c is None)
    count = "one card" if hidden == 1 else f"{hidden} cards"
    assert f"{table.names[seat]}: {count} face down, " in table.access.words.table_words()
    table.session.stop()
