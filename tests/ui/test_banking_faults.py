"""Banking-table faults playtest B found (issue 24): Vingt-un's over-drawn total showed the total
before the last card, the punters' shown hands had no total, and the undo's status line stayed."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from PySide6.QtWidgets import QMessageBox
from test_deal_end import play_to_the_hold
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.engine.vingt_un.points import hand_value
from hoyle_desktop.ui.banking.model import BoxModel, TableModel
from hoyle_desktop.ui.cards.renderer import CARD_ASPECT


def play_hands(qtbot, table, hands: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(20000):
        if table.game.is_over() or table.game.view(0).hand_no > hands:
            return
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))


def test_vingt_un_writes_every_shown_hands_total_as_each_card_comes(qtbot, monkeypatch) -> None:
    wrong: list[str] = []
    punters_totals: list[int] = []
    apply = TableModel.apply

    def checked(model: TableModel, e) -> None:
        apply(model, e)
        for seat, row in enumerate(model.boxes):
            for box in row:
                if box.cards and None not in box.cards:
                    # the total under a hand is always its cards' total, the last card's included
                    if box.total != hand_value(box.cards)[0]:
                        wrong.append(f"{e.kind}: {[c.code for c in box.cards]} shows {box.total}")
                    if seat not in (0, model.dealer):
                        punters_totals.append(seat)

    monkeypatch.setattr(TableModel, "apply", checked)
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 4, seed=3))
    play_hands(qtbot, table, 4)
    assert not wrong, wrong[:5]
    assert punters_totals, "another punter's hand was shown with its total"


def test_the_undo_line_goes_back_to_the_game_in_the_status_bar(qtbot, monkeypatch) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", 2, seed=5))
    summary = window._status.text()
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    table.session.act(table.game.legal_actions(0)[0])
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    window.undo()
    assert window.table is not table
    # said for a moment (a timed message), while the lasting line names the game again
    assert window.statusBar().currentMessage() == "Your last move was taken back."
    assert window._status.text() == summary


def baccarat_at_stakes(stakes: dict[int, int], bank: int, deal: str = ""):
    """A Chemin de Fer coup (seat 0 never the banker) with the bank put up and stakes made in turn
    until seat 0 is to act or the cards are dealt."""
    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.engine.baccarat import SPEC
    from hoyle_desktop.engine.baccarat.view import BANCO, STAKE

    for seed in range(40):
        game = SPEC.new_game({"players": 3}, seed)
        if game.banker != 0:
            break
    game.apply(game.banker, Action("bank", value=bank))
    while game.phase == BANCO:
        game.apply(game.seats_to_act()[0], Action("no_banco"))
    while game.phase == STAKE:
        seat = game.seats_to_act()[0]
        if seat == 0 and 0 not in stakes:
            return game
        if len(game.queue) == 1 and deal:
            game.shoe.extend(reversed([Card.parse(c) for c in deal.split()]))
        game.apply(seat, Action("stake", value=stakes.get(seat, 0)))
    return game


def test_baccarat_prompts_name_only_the_choices_offered(qtbot) -> None:
    from hoyle_desktop.engine.banking.view import banking_view
    from hoyle_desktop.ui.banking import wording as w

    # The other punter covers the whole bank before seat 0 is asked
    game = baccarat_at_stakes({s: 20 for s in (1, 2)}, bank=20)
    legal = game.legal_actions(0)
    assert [a.value for a in legal if a.kind == "stake"] == [0]
    text = w.prompt(banking_view(game, 0), None, legal)
    assert "already cover" in text and "Choose your stake" not in text
    # Seat 0 holds six for the punters: only Stand is offered, and the prompt says so
    game = baccarat_at_stakes({0: 20}, bank=50, deal="6H 2C QS QD")
    legal = game.legal_actions(0)
    assert {a.kind for a in legal} == {"stand"}
    text = w.prompt(banking_view(game, 0), None, legal)
    assert "must stand" in text and "a card or stand?" not in text


def test_the_number_keys_type_the_amount_and_a_new_question_starts_afresh(qtbot) -> None:
    """One meaning for the digits at every banking table: 5 then 0 is 50 at Baccarat, 3 is 3 at
    Vingt-un; a stake never starts from the packet size just cut (Blind Hookey)."""
    from hoyle_desktop.engine.baccarat.rules import amounts
    from hoyle_desktop.ui.banking.amount import AmountBox

    box = AmountBox()
    qtbot.addWidget(box)
    box.set_values(amounts(10, 200, least=0), "nothing", "stake")
    box.pick_digit(5)
    box.pick_digit(0)
    assert box.chosen() == 50
    box.set_values([1, 2, 3, 4, 5], "", "bet")
    box.pick_digit(3)
    assert box.chosen() == 3
    # Blind Hookey: a packet of 4 cut, then a stake of 1 to 9 asked
    box.set_values(list(range(4, 14)), "", "cut")
    box.pick_digit(4)
    assert box.chosen() == 4
    box.set_values(list(range(0, 10)), "nothing", "stake")
    assert box.chosen() != 4


def painted_texts(felt) -> list[tuple[object, str, object]]:
    """Every text the cloth paints: (rect, text, font)."""
    drawn = []
    original = felt._text

    def record(p, rect, text, bold=False, size=0.0, wrap=False):
        font = type(felt.font())(felt.font())
        font.setBold(bold)
        drawn.append((rect, text, font, wrap))
        original(p, rect, text, bold, size, **({"wrap": wrap} if wrap else {}))

    felt._text = record
    felt.grab()
    felt._text = original
    return drawn


def text_bounds(rect, text: str, font, wrap: bool):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFontMetricsF

    flags = int(Qt.AlignmentFlag.AlignCenter) | (int(Qt.TextFlag.TextWordWrap) if wrap else 0)
    return QFontMetricsF(font).boundingRect(rect, flags, text)


def three_packets_staked(qtbot):
    """Blind Hookey with three packets at 1100x760, played at random until three packets are staked."""
    window = fast_window(qtbot)
    window.resize(1100, 760)
    table = window.open_table(new_setup(window, "blind_hookey", "blind-hookey-three-packets", 4, seed=3))
    rng = random.Random(4)
    for _ in range(20000):
        qtbot.wait(1)
        if table.idle and sum(1 for row in table.felt.model.boxes for b in row if b.size) >= 3:
            break
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))
    table.session.stop()
    return table


def test_blind_hookey_packet_labels_do_not_overlap(qtbot) -> None:
    table = three_packets_staked(qtbot)
    dealer = table.felt.model.dealer
    for box, status in zip(
        table.felt.model.boxes[dealer], ("1:dealers", "2:company", "3:company"), strict=False
    ):
        box.status = status
    texts = painted_texts(table.felt)
    lines = [text_bounds(r, t, f, wr) for r, t, f, wr in texts if t]
    overlaps = [
        (texts[i][1], texts[j][1])
        for i in range(len(lines))
        for j in range(i + 1, len(lines))
        if lines[i].intersects(lines[j])
    ]
    assert not overlaps, overlaps


def test_a_long_call_fits_its_bubble_inside_the_cloth(qtbot) -> None:
    window = fast_window(qtbot)
    window.resize(1100, 760)
    table = window.open_table(new_setup(window, "baccarat", "baccarat-banque", 5, seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    table.session.stop()
    felt = table.felt
    call = "Computer 4: I pass the deal (the bank stands at 100 counters)."
    for seat in range(5):
        felt.flash(seat, None, call, 60)
    texts = [t for t in painted_texts(felt) if t[1] == call]
    assert len(texts) == 5
    for rect, text, font, wrap in texts:
        needed = text_bounds(rect, text, font, wrap)
        assert rect.contains(needed), (rect, needed)
        assert felt.rect().toRectF().contains(rect)


def test_a_covered_bank_leaves_only_stake_nothing_at_the_table(qtbot) -> None:
    """At the table: no amount box that can only say "nothing", one button that says what it does."""
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "baccarat", "baccarat", 3, seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    game = baccarat_at_stakes({s: 20 for s in (1, 2)}, bank=20)
    table.session.game = table.game = game  # the covered coup, on this table
    table._refresh_controls()
    qtbot.wait(10)  # new buttons are shown from the event loop
    assert not table.amount.isVisible()
    labels = [b.text() for b in table.panel.action_buttons if b.isVisible()]
    assert labels == ["&Stake nothing"], labels
    assert "already cover" in table.prompt.text()
    table.session.stop()


def test_three_packets_before_a_dealer_at_the_side_stay_on_the_cloth(qtbot) -> None:
    """The playtest of 28 November: the dealer seated at the left, his three packets with their
    words ("17 cards / Packet 1 / the company's") ran off the cloth's left edge at 1100x760 (the
    first packet and the dealer's button half gone). The row moves in to stay whole."""
    table = three_packets_staked(qtbot)
    model, felt = table.felt.model, table.felt
    packets = model.boxes[model.dealer]
    for box, status in zip(packets, ("1:company", "2:company", "3:dealers"), strict=False):
        box.status = status
    cards: list[float] = []
    drawn = felt._card
    felt._card = lambda p, x, y, element, *seat: (cards.append(x), drawn(p, x, y, element, *seat))
    for side in (1, 3):  # the seats at the left and at the right of the person
        model.boxes = [[] for _ in model.boxes]
        model.boxes[side], model.dealer = packets, side
        cards.clear()
        texts = painted_texts(felt)
        cloth = felt.rect().toRectF()
        off = [t for r, t, f, wr in texts if t and not cloth.contains(text_bounds(r, t, f, wr))]
        assert not off, (side, off)
        assert cards and min(cards) >= 0 and max(cards) + felt.card_w <= felt.width(), (side, cards)


def test_blind_hookey_says_who_shuffles_and_cuts_as_hoyle_has_it(qapp) -> None:
    """Hoyle, Blind Hookey: "The pack is then shuffled by the player on the dealer's right hand ...
    after which it is cut by the right-hand player." The history said "Shuffled by Computer 2 and cut
    by the dealer."; both are the right-hand player's."""
    from hoyle_desktop.engine.actions import Event
    from hoyle_desktop.ui.banking.wording import event_text

    names = ["You", "Computer 1", "Computer 2", "Computer 3"]
    theirs = event_text(Event("shuffle", seat=2, reason="cut", data={"dealer": 3, "cards": 52}), names, 0)
    mine = event_text(Event("shuffle", seat=0, reason="cut", data={"dealer": 1, "cards": 52}), names, 0)
    assert theirs == "Computer 2, on the dealer's right, shuffles the pack and cuts it."
    assert mine == "You are on the dealer's right: you shuffle the pack and cut it."


def test_between_coups_a_stake_standing_over_says_nothing_of_the_last_result(qtbot) -> None:
    """The playtest of 28 November (and playtest B before it): once the person had gone on from the
    held end, "9 · won" stood under the seat that had just become the banker. The croupier now
    gathers the coup's cards (bacb); between coups a stake standing over says its amount alone.
    (Its cards were once left faded under a veil: bankl, 29 November, gathers them at every banking
    game, Blind Hookey's too: tests/ui/test_blind_hookey_last_hand_gathered.py.)"""
    from hoyle_desktop.ui.banking.model import BoxModel

    window = fast_window(qtbot)
    window.resize(1100, 760)
    table = window.open_table(new_setup(window, "baccarat", "baccarat", 4, seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    table.session.stop()
    felt, model = table.felt, table.felt.model
    model.boxes = [[] for _ in model.boxes]
    model.boxes[1] = [BoxModel([Card.parse("8H"), Card.parse("AH")], 30, "won", 9)]
    model.boxes[2] = [BoxModel([Card.parse("3S"), Card.parse("KC")], 0, "lost", 3)]
    fresh = [t for _r, t, _f, _w in painted_texts(felt)]
    assert any("won" in t for t in fresh) and any("lost" in t for t in fresh)
    model.extra["settled"] = True
    model.boxes[1] = [BoxModel([], 30, "won", None)]
    model.boxes[2] = [BoxModel([], 0, "lost", None)]
    old = [t for _r, t, _f, _w in painted_texts(felt)]
    assert not any("won" in t or "lost" in t for t in old), old
    assert "30 counters" in old


def test_blind_hookey_says_under_each_packet_whether_it_beat_the_dealers(qtbot, monkeypatch) -> None:
    """Hoyle: "Each player holding a higher card than that of the dealer receives the amount of his
    stake; all below or equal pay the dealer." The playtest of 28 November: at the end of a hand the
    table showed the bottom cards and the stakes but not which packets won; a tie (which loses) had
    to be read in the history. Each staked packet now says "won" or "lost" while the hand is in view."""
    seen: list[tuple[str, str]] = []
    apply = TableModel.apply

    def noted(model: TableModel, e) -> None:
        apply(model, e)
        if e.kind == "hand_end":
            for seat, row in enumerate(model.boxes):
                if seat != model.dealer and row and row[0].stake:
                    seen.append((row[0].status, row[0].cards[0].code if row[0].cards[0] else ""))

    monkeypatch.setattr(TableModel, "apply", noted)
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "blind_hookey", "blind-hookey", 4, seed=3))
    play_hands(qtbot, table, 3)
    assert seen and all(status in ("won", "lost") for status, _card in seen), seen
    assert {status for status, _card in seen} == {"won", "lost"}, seen
    # The words fit their place on the cloth (the playtest saw "12 cards · los" cut at 1024x700).
    table.session.stop()
    window.resize(1024, 700)
    qtbot.wait(50)
    felt = table.felt
    felt.model.extra["settled"] = False  # the hand just ended, in view (not yet the last one)
    for seat, row in enumerate(felt.model.boxes):
        if seat != felt.model.dealer and row:
            row[0].stake, row[0].size, row[0].status = 3, 12, "lost"
    texts = [t for t in painted_texts(felt) if "lost" in t[1]]
    assert texts
    for rect, text, font, wrap in texts:
        assert rect.contains(text_bounds(rect, text, font, wrap)), (text, rect)


def test_baccarat_says_who_won_under_the_hands_as_the_coup_ends(qtbot, monkeypatch) -> None:
    """The playtest of 28 November: at the held end of a coup the hands said "6 · the bank's hand"
    and "7 · the punters' hand"; who won was only in the history ("The punters win against 6.").
    From the coup's outcome (the engine's), each hand now says "won", "lost" or "a tie"."""
    seen: list[set[str]] = []
    apply = TableModel.apply

    def noted(model: TableModel, e) -> None:
        apply(model, e)
        if e.kind == "hand_end":
            seen.append({row[0].status for row in model.boxes if row and row[0].cards})

    monkeypatch.setattr(TableModel, "apply", noted)
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "baccarat", "baccarat", 4, seed=3))
    rng = random.Random(3)
    for _ in range(20000):
        if len(seen) >= 4 or table.game.is_over():
            break
        qtbot.wait(1)
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))
    assert seen, "no coup ended"
    for statuses in seen:
        assert statuses <= {"won", "lost", "tie"} and statuses, statuses


def test_three_packets_each_stake_says_whether_its_packet_won(qtbot, monkeypatch) -> None:
    """Hoyle's second method: each punter stakes on the two company packets, each settled against
    the dealer's packet. At the end of a hand each stake place now says "on packet 1 · won" or
    "on packet 2 · lost" (it said only "on packet 1")."""
    from hoyle_desktop.ui.banking.model import BoxModel

    seen: list[str] = []
    apply = TableModel.apply

    def noted(model: TableModel, e) -> None:
        apply(model, e)
        if e.kind == "hand_end":
            for seat, row in enumerate(model.boxes):
                seen.extend(b.status for b in row if b.stake and seat != model.dealer)

    monkeypatch.setattr(TableModel, "apply", noted)
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "blind_hookey", "blind-hookey-three-packets", 4, seed=3))
    play_hands(qtbot, table, 3)
    assert seen and all(s.endswith((":on:won", ":on:lost")) for s in seen), seen
    # The words of two places side by side stay apart and whole, at 1024x700 too.
    table.session.stop()
    felt = table.felt
    for size in ((1100, 760), (1024, 700)):
        window.resize(*size)
        qtbot.wait(50)
        felt.model.extra["settled"] = False  # the hand just ended, in view
        for seat in range(len(felt.model.boxes)):
            if seat != felt.model.dealer:
                felt.model.boxes[seat] = [BoxModel(stake=3, status=f"{k}:on:lost") for k in (1, 2)]
        texts = [(text_bounds(r, t, f, wr), t, r) for r, t, f, wr in painted_texts(felt) if "packet" in t]
        assert texts
        for i, (a, text, rect) in enumerate(texts):
            assert rect.contains(a), (size, text)
            for b, other, _rect in texts[i + 1 :]:
                assert not a.intersects(b), (size, text, other)
    from hoyle_desktop.ui.banking.wording import status_text

    assert status_text("1:on:won") == "on packet 1 · won"
    assert status_text("2:on:lost") == "on packet 2 · lost"


@pytest.mark.deal_end_pause
def test_a_settled_coup_leaves_no_empty_place_for_a_stake(qtbot) -> None:
    """Seen at Baccarat with five players at a coup's held end (1024x700): a punter whose stake had
    been paid back kept an empty dashed place, like a hand gone missing. A place for a stake alone
    is drawn while it holds a stake, waits for one or has words under it."""
    window = fast_window(qtbot)
    window.resize(1024, 700)
    table = window.open_table(new_setup(window, "baccarat", "baccarat", 5, seed=31))
    play_to_the_hold(qtbot, table, random.Random(3))
    assert table.deal_end.holding
    table.felt.repaint()
    boxes = [box for row in table.felt.model.boxes for box in row]
    assert any(not box.cards for box in boxes)  # a punter who staked and holds no hand
    assert not [box for box in boxes if box.stake]  # the coup is settled: every stake paid or taken
    assert table.felt.painted_places == []


# The most cards a Vingt-un hand holds: four aces, four twos and three threes make 21.
ELEVEN = [Card.parse(c) for c in ("AS", "AH", "AD", "AC", "2S", "2H", "2D", "2C", "3S", "3H", "3D")]


@pytest.mark.parametrize("size", [(1280, 900), (1024, 700)])
@pytest.mark.parametrize("players", [4, 5, 6])
def test_every_card_of_the_longest_vingt_un_hand_shows_its_index_and_no_seats_collide(
    qtbot, size, players
) -> None:
    """The playtest of 28 November: a Vingt-un hand's cards overlapped so far (each showed 0.3 of
    its width) that the rank and suit in their corners were hard to read. Whichever seat holds
    eleven cards (four aces, four twos and three threes: 21), each shows at least 0.42 of its width,
    or the hand goes on in a second row lower by 0.42 of a card's height (the first row's corners
    show); and no seat's cards or words run into another's, the stock or the pile."""
    from test_table_overlaps import problems

    window = fast_window(qtbot)
    window.resize(*size)
    table = window.open_table(new_setup(window, "vingt_un", "vingt-un", players, seed=3))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    table.session.stop()
    felt, report = table.felt, []
    for long in range(players):
        model = felt.model
        for seat in range(players):
            cards = ELEVEN if seat == long else [Card.parse(c) for c in ("KS", "9H", "2C")]
            model.boxes[seat] = [BoxModel(cards=list(cards), stake=2, status="content", total=21)]
        felt.repaint()
        cw, ch = felt.card_w, felt.card_w * CARD_ASPECT
        spots = sorted((r.y(), r.x()) for seat, r in felt.painted_cards if seat == long)
        assert len(spots) == 11
        for (y0, x0), (y1, x1) in pairwise(spots):
            if y1 == y0 and x1 - x0 < 0.42 * cw - 0.5:
                report.append(f"seat {long}: a card shows {(x1 - x0) / cw:.2f} of its width")
            if y1 != y0 and y1 - y0 < 0.42 * ch - 0.5:
                report.append(f"seat {long}: the second row hides the first's corners")
        report += [f"seat {long} long: {p}" for p in problems(table)]
    assert not report, "\n".join(report)


def test_an_amount_typed_in_the_box_outside_the_range_is_refused_not_dropped(qtbot):
    """Playtest 2026-11-28 g: a packet of 2 typed into the box (four cards at least) and Cut
    pressed cut the 5 shown before, without a word. Snapped to the nearest allowed, it was still
    changed without a word (playtest (f), 29 November): the move is now refused for it, and the
    amount shown stays."""
    from hoyle_desktop.ui.banking.amount import AmountBox

    box = AmountBox()
    qtbot.addWidget(box)
    box.set_values(list(range(4, 14)), "", "cut")
    box.setValue(5)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "2")
    assert box.text() == "2"
    assert box.refusal() == 2
    assert box.text() == "5" and box.chosen() == 5
    assert box.refusal() is None  # refused once: the amount shown may now be cut


def test_a_decision_key_of_another_moment_says_which_keys_work_now(qtbot) -> None:
    """Playtest (j): asked to cut a packet, the newcomer pressed U and read only "That is not
    allowed now.": U stands for a decision at another moment of a banking game. The refusal now
    names the keys that work at this moment, with their buttons."""
    from PySide6.QtCore import Qt

    from hoyle_desktop.ui.banking import wording as w

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "blind_hookey", "blind-hookey", 4, seed=3))
    for _ in range(20000):
        qtbot.wait(1)
        if table.idle and table.session.human_may_act() and "C" in table.keys:
            break
        if table.idle and table.session.human_may_act():
            table.session.act(table.game.legal_actions(0)[0])
    assert table.keys and "U" not in table.keys and "U" in w.decision_keys()
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_U)
    said = (
        "That key does nothing now. Press C (Cut), R (Review the last hand), H (Hint)."
        " The number keys type the amount."
    )  # every key that works (playtest (i): the Hint was left out)
    assert table.prompt.text() == said, table.prompt.text()
    table.session.stop()


@pytest.mark.parametrize(("game", "profile"), [("vingt_un", "vingt-un"), ("blind_hookey", "blind-hookey")])
def test_the_stake_box_names_the_least_and_the_most_stake(qtbot, game, profile) -> None:
    """Playtest 29 November (c), Vingt-un in German: "Betrag (Zahl eintippen): 2", nothing said of
    the limits; 9 typed became 5 without a word. The packet's box said "5 (4 to 13 cards)"; the stake
    box now says its limits the same way."""
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, game, profile, 4, seed=3))
    for _ in range(20000):
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        legal = table.game.legal_actions(0)
        stakes = [int(a.value) for a in legal if a.kind == "stake" and a.value]
        if stakes:
            break
        table.session.act(legal[0])
    else:
        pytest.fail("never asked for a stake")
    assert table.amount.suffix() == f" ({min(stakes)} to {max(stakes)} counters)", table.amount.suffix()
    shown = table.amount.value()
    table.amount.pick_digit(9)  # refused in words where it is above the most (playtest (f))
    assert table.amount.text() == f"{9 if 9 in stakes else shown} ({min(stakes)} to {max(stakes)} counters)"
    table.session.stop()


def test_vingt_uns_prompt_names_the_divide_it_offers_and_the_hand_it_asks_about(qapp) -> None:
    """Playtest 29 November (c), Vingt-un in German with two tens: "Sie haben 20. Eine Karte, oder
    genug?" above three buttons, the third "Teilen"; divided, the same words for each hand, with
    nothing to say which. The prompt names the divide it offers, and a divided hand by its place."""
    from hoyle_desktop.engine.vingt_un.game import VingtUnGame
    from hoyle_desktop.profiles import rules_defaults
    from hoyle_desktop.ui.banking import wording as w

    pair = divided = None
    for seed in range(400):
        game = VingtUnGame({**rules_defaults("vingt_un"), "players": 4}, seed)
        rng = random.Random(seed)
        while not game.is_over() and game.view(0).hand_no < 6 and (pair is None or divided is None):
            seat = game.seats_to_act()[0]
            legal = game.legal_actions(seat)
            view = game.view(0)
            if seat == 0 and view.phase == "play" and view.active_box is not None:
                total = view.boxes[0][view.active_box].total
                if any(a.kind == "divide" for a in legal) and pair is None:
                    pair = w.prompt(view, total, legal)
                    game.apply(0, next(a for a in legal if a.kind == "divide"))
                    continue
                if len(view.boxes[0]) > 1 and divided is None:
                    divided = (w.prompt(view, total, legal), view.active_box, len(view.boxes[0]))
            game.apply(seat, rng.choice(legal))
        if pair is not None and divided is not None:
            break
    assert pair is not None and divided is not None
    assert "divide" in pair, pair
    text, box, boxes = divided
    assert text.startswith(f"Hand {box + 1} of {boxes}: "), text
