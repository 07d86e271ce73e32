"""Snip-Snap-Snorum faults playtest A found (issue 24): a cleared speech bubble left its ends on
the felt for a whole deal, and the history told the payments but not who played what."""

from __future__ import annotations

import random

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene
from test_stops_table_games import fast_window, new_setup

from hoyle_desktop.ui.stops.seat_items import Caption


def test_a_cleared_bubble_has_the_scene_repaint_where_it_lay(qtbot) -> None:
    scene = QGraphicsScene(0, 0, 800, 600)
    caption = Caption()
    scene.addItem(caption)
    caption.setPos(400, 300)
    caption.say("Snorum!", 0, loud=True)
    QApplication.processEvents()
    lay = caption.sceneBoundingRect()
    repainted: list[QRectF] = []
    scene.changed.connect(lambda rects: repainted.extend(rects))
    caption.clear()
    QApplication.processEvents()
    covered = QRectF()
    for rect in repainted:
        covered = covered.united(rect)
    assert covered.contains(lay), (covered, lay)


def test_the_history_tells_who_played_what(qtbot) -> None:
    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "snip_snap_snorum", "snip-snap-snorum", 4, seed=3))
    rng = random.Random(3)
    for _ in range(20000):
        qtbot.wait(1)
        texts = table.panel.history_texts()
        if any("into the pool" in t for t in texts) and table.idle:
            break
        if table.idle and table.session.human_may_act():
            table.session.act(rng.choice(table.game.legal_actions(0)))
    plays = [e for e in table.game.events if e.kind == "play"]
    texts = table.panel.history_texts()
    assert any(" starts a new card: the " in t or t.startswith("You start a new card: the ") for t in texts)
    assert any("pairs it with the" in t or "You pair it with" in t for t in texts)
    assert sum(1 for t in texts if "new card" in t or "pair it" in t or "pairs it" in t) >= min(3, len(plays))


def test_the_lead_prompt_says_only_the_next_player_may_pair(qapp) -> None:
    """Peel: "it is only the player next in order of play who has the opportunity" to pair, and "If
    a player has a card similar to that played immediately before him, he must play it". The prompt
    said "Whoever holds its rank next must pair it", read (playtest A) as the next holder of the rank."""
    from hoyle_desktop.ui.stops.snip_words import lead_prompt

    text = lead_prompt()
    assert "Whoever" not in text
    assert text == "Your turn: play any card. Only the next player may pair it, and must if he can."


def test_a_resumed_table_keeps_no_old_calls_in_bubbles(qtbot) -> None:
    """The playtest of 28 November (b): after quitting and resuming, each seat's last call from the
    replayed game ("seven", "two", "king", "four", and the person's own from several plays back) stood
    in a bubble under every hand until that seat played again. The replay shows what happened, not
    the calls: the bubbles start empty."""
    from hoyle_desktop.ui.resume import offer_resume

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "snip_snap_snorum", "snip-snap-snorum", 4, seed=21))
    for _ in range(3):
        qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
        table._on_card_clicked(table.game.legal_actions(0)[0].cards[0])
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=20_000)
    window.close()

    again = fast_window(qtbot, animation_ms=40)  # bubbles that fade, as a player's do
    assert offer_resume(again, ask=False)
    assert [c.text for c in again.table.scene.captions] == [""] * 4


def test_the_person_leaving_with_cards_is_told_your_cards(qtbot) -> None:
    """Playtest 29 November (b), in French: "Les cartes de Vous vont face cachée sur le talon (2)"
    (English "You's cards go face down onto the stock"). Peel: a player out of stakes "if he has any
    cards left he must add them, face downwards and unexposed, to the top of the undealt portion"."""
    from hoyle_desktop.engine.actions import Event

    window = fast_window(qtbot)
    table = window.open_table(new_setup(window, "snip_snap_snorum", "snip-snap-snorum", 4, seed=3))
    table.display.show([Event("leave", seat=0, data={"to_stock": 2})])
    table.display.show([Event("leave", seat=2, data={"to_stock": 3})])
    texts = table.panel.history_texts()
    assert "Your cards go face down onto the stock (2)" in texts
    assert "Computer 2's cards go face down onto the stock (3)" in texts
    assert not any("You's" in t for t in texts)
