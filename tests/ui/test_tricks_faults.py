"""Spoil-Five and All-Fours faults playtest B found (issue 24): the rob's question did not say what
not robbing costs, a robbed turn-up stayed in the side panel into the next deal, and a hand of
twelve cards after running them covered the person's name and tricks."""

from __future__ import annotations

import itertools

from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import full_pack


def test_the_rob_prompt_says_what_declining_costs(qtbot) -> None:
    """Game number 10 (as in the playtest): the person holds the ace of trumps in the first deal."""
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "spoil_five", "spoil-five", 4, seed=10))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    assert table.game.view(0).phase == "rob"
    text = table.prompt.text()
    assert "cannot win the pool" in text, text


def test_a_robbed_turn_up_leaves_the_side_panel_with_its_deal(qtbot) -> None:
    """The side panel tells the deal on show: the next deal's first event takes the robbing away
    (the table had kept the line until the engine's view changed, which may come much later)."""
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "spoil_five", "spoil-five", 4, seed=10))
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    rob = next(a for a in table.game.legal_actions(0) if a.kind == "rob")
    table.session.act(rob)
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    assert "Robbed by You" in table.score_label.text()
    table.session.stop()
    table._show([Event("new_deal", seat=1, data={"deal": 2})])
    assert "Robbed by" not in table.score_label.text()


def test_twelve_cards_leave_the_persons_name_and_tricks_clear(qtbot) -> None:
    for size in ((1100, 760), (1024, 700)):
        window = fast_window(qtbot)
        window.resize(*size)
        table = window.open_table(new_setup(window, "all_fours", "all-fours", 2, seed=3))
        qtbot.waitUntil(lambda t=table: t.idle, timeout=20_000)
        table.session.stop()
        scene = table.scene
        scene.set_hand(table.human, full_pack()[:12])
        scene.set_info(table.human, "Tricks: 1 · Dealer")
        scene.relayout(0)
        cards = [item.sceneBoundingRect() for item in scene.hands[table.human]]
        for words in (scene.name_items[table.human], scene.info_items[table.human]):
            box = words.sceneBoundingRect()
            assert scene.sceneRect().contains(box), (size, words.text(), box)
            assert not any(box.intersects(card) for card in cards), (size, words.text())


def test_a_finished_trick_of_five_lies_as_cards_do_each_hiding_what_it_covers(qtbot) -> None:
    """Seen at Spoil-Five with five players (1024x700 and 1280x900): the finished trick, dimmed by
    drawing its cards half transparent, showed each card through the one lying on it (the jack's
    face through the six, the ace through the seven). A dimmed card is now faded yet opaque, and
    five cards of a trick lie farther out, covering less of one another."""

    from hoyle_desktop.engine.cards import Card

    window = fast_window(qtbot)
    window.resize(1280, 900)
    table = window.open_table(new_setup(window, "spoil_five", "spoil-five", 5, seed=3))
    qtbot.waitUntil(lambda: table.idle, timeout=20_000)
    scene = table.scene
    cards = [Card.parse(c) for c in ("JH", "AS", "7H", "QH", "6H")]
    seats = [(table.human + 2 + i) % 5 for i in range(5)]
    scene.set_trick(list(zip(seats, cards, strict=True)), dimmed=True)
    items = [item for _, item in scene.trick]
    for item in items:
        plain = item._pixmap.toImage()
        faded = item._dimmed_pixmap().toImage()
        middle = plain.rect().center()
        assert faded.pixelColor(middle).alpha() == plain.pixelColor(middle).alpha() == 255
        assert faded.pixelColor(middle) != plain.pixelColor(middle)  # faded toward the felt
    covered = []
    for a in items:
        for b in items:
            if a is not b:
                part = a.sceneBoundingRect().intersected(b.sceneBoundingRect())
                covered.append(part.width() * part.height() / (scene.card_w * scene.card_h))
    assert max(covered) < 0.25, covered  # a quarter of a card at most lies under another


def _long_hands(qtbot, window, size, large: bool, players: int, held: int):
    """An All-Fours table at ``size`` with every player holding ``held`` cards, as after the cards
    were run (playtest (d): three runs, fifteen cards each, at 1024x700 with large cards). Each
    case is a new game in ``window`` (as New Game opens one), not a new window: sixteen windows
    took a third of the test's time."""
    from hoyle_desktop.engine.cards import Card

    window.settings.set("large_cards", large)
    window.resize(*size)
    profile = "all-fours-partners" if players == 4 else "all-fours"
    table = window.open_table(new_setup(window, "all_fours", profile, players, seed=3))
    qtbot.waitUntil(lambda t=table: t.idle, timeout=20_000)
    table.session.stop()
    table.view.fit_cards(force=True)
    scene = table.scene
    pack = full_pack()
    for seat in range(players):
        if seat == table.human:
            scene.set_hand(seat, pack[:held])
        else:
            scene.set_hand(seat, [None] * held)
    scene.set_turnup(Card.parse("6D"), "Turn-up", "Trumps: ♦ diamonds")
    scene.set_info(table.human, "Tricks: 0 · Dealer")
    scene.relayout(0)
    return table, scene


# The most a hand can hold: two players 6 + 5 runs of three (the pack then holds too few for a
# sixth run and a turn-up: docs/rules-notes/tricks.md); three players 6 + 3 x 3; four 6 + 2 x 3.
MOST = {2: 21, 3: 15, 4: 12}


def test_long_hands_after_running_the_cards_keep_the_trump_whole_and_the_hand_on_the_felt(qtbot) -> None:
    """Playtest (d): after the cards were run three times (fifteen cards each) at 1024x700 with large
    cards the person's hand ran to the felt's edge and the opponent's fanned backs covered
    "Trumps: ♦ diamonds". Every card item now keeps clear of the trump's words, the turn-up and its
    caption, and every hand lies within the felt, up to the most cards the rules allow."""
    cases = [(2, 15), (2, MOST[2]), (3, MOST[3]), (4, MOST[4])]
    window = fast_window(qtbot)
    for size in ((1024, 700), (1280, 900)):
        for large in (False, True):
            for players, held in cases:
                table, scene = _long_hands(qtbot, window, size, large, players, held)
                felt = scene.sceneRect()
                words = [scene.trump_item.sceneBoundingRect(), scene.turnup_caption.sceneBoundingRect()]
                where = (size, large, players, held)
                assert scene.trump_item.text() == "Trumps: ♦ diamonds"
                assert felt.contains(words[0]), where
                for seat, hand in enumerate(scene.hands):
                    assert len(hand) == held
                    for item in hand:
                        box = item.sceneBoundingRect()
                        assert felt.contains(box), (where, seat, box, felt)
                        assert not any(box.intersects(w) for w in words), (where, seat, box, words)
                        assert not box.intersects(scene.turnup.sceneBoundingRect()), (where, seat)
                mine = [item.sceneBoundingRect() for item in scene.hands[table.human]]
                assert felt.right() - max(b.right() for b in mine) >= scene.card_w * 0.15, where
                steps = [b.left() - a.left() for a, b in itertools.pairwise(mine)]
                assert min(steps) >= scene.card_w * 0.2, where  # each card's corner index still shows
                for words_item in (scene.name_items[table.human], scene.info_items[table.human]):
                    assert not any(words_item.sceneBoundingRect().intersects(b) for b in mine), where


def test_the_rob_in_a_game_for_points_threatens_no_pool(qapp) -> None:
    """Playtest (d), 29 November, Twenty-Five in French: the rob's question said "if you do not
    rob, you cannot win the pool this hand", where Peel's Twenty-Five has "no spoils" and no pool."""
    from hoyle_desktop.ui.tricks.words import _rob_prompt

    assert "pool" in _rob_prompt({"robbing": "required", "target": 0}, False)
    for target in (25, 45):
        said = _rob_prompt({"robbing": "required", "target": target}, False)
        assert "pool" not in said and "costs nothing" in said
