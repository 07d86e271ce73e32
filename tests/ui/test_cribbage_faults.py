"""Cribbage faults playtest A found (issue 24): manual counting's history and claim box, the game's
end said before the last count is pegged, the crib in the review, and when manual counting starts."""

from __future__ import annotations

import random

from table_windows import table_window

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.dialogs.new_game import NewGameSetup
from hoyle_desktop.ui.dialogs.options import OptionsDialog
from hoyle_desktop.ui.table.card_words import card_label


def open_cribbage(window, seed: int):
    rules = dict(window.catalog.get("modern-six-card").rules)
    return window.open_table(NewGameSetup("cribbage", "modern-six-card", rules, 2, ["greedy"], seed=seed))


def step(table, rng: random.Random, claim: int = 0) -> None:
    """One action for the person, as a player would take it."""
    game, view = table.game, table.game.view(table.human)
    legal = game.legal_actions(table.human)
    if view.phase == "lay_out":
        for card in rng.choice(legal).cards:
            table._on_card_clicked(card)
        table.action_button("discard").click()
    elif view.phase == "count":
        table.claim_box.setValue(claim)
        table.action_button("claim").click()
    elif any(a.kind == "play" for a in legal):
        table._on_card_clicked(rng.choice([a for a in legal if a.kind == "play"]).cards[0])
    else:
        table._act(Action("go"))


def history(table) -> list[str]:
    return [table.history.item(i).text() for i in range(table.history.count())]


def test_counting_your_own_hand_no_total_before_the_claim_and_an_empty_claim_box(qtbot) -> None:
    window = table_window(qtbot, count_manually=True)
    table = open_cribbage(window, seed=3)
    rng = random.Random(1)
    counts_seen = []
    for _ in range(3000):
        qtbot.wait(1)
        if not (table.idle and table.session.human_may_act()):
            continue
        view = table.game.view(table.human)
        if view.phase == "count":
            # Before the person claims, the history gives no verdict on the hand or crib
            assert not [t for t in history(table) if t.startswith(("Your hand counts", "Your crib counts"))]
            assert history(table)[-1].endswith("count it and claim the total")
            assert table.claim_box.value() == 0  # not the last claim
            counts_seen.append(view.counting)
            if "crib" in counts_seen:
                return
        step(table, rng, claim=3)
    raise AssertionError(f"the person never counted a crib: {counts_seen}")


def test_the_game_is_over_only_once_the_last_points_are_pegged(qtbot) -> None:
    window = table_window(qtbot, animation_ms=40)
    table = open_cribbage(window, seed=5)
    qtbot.waitUntil(lambda: table.idle and table.session.human_may_act(), timeout=10_000)
    table.game.scores = [table.rules.target - 1] * 2  # the first point pegged wins
    rng = random.Random(2)
    early = []
    for _ in range(3000):
        qtbot.wait(2)
        if table.queue and table.prompt.text() == "The game is over.":
            early.append([e.kind for e in table.queue])
        if table.again_button.isVisible():
            break
        if table.idle and table.session.human_may_act():
            step(table, rng)
    assert table.game.is_over()
    assert not early, early


def test_the_review_of_the_last_hand_shows_the_crib(qtbot) -> None:
    window = table_window(qtbot)
    table = open_cribbage(window, seed=7)
    rng = random.Random(3)
    for _ in range(3000):
        qtbot.wait(1)
        if table.review.last:
            break
        if table.idle and table.session.human_may_act():
            step(table, rng)
    crib_show = next(e for e in table.review.last if e.kind == "show" and e.data.get("what") == "crib")
    buttons = [b for b in table.findChildren(type(table.again_button)) if b.text() == "&Review the last hand"]
    buttons[0].click()
    dialog = table.review.shown
    dealer_row = dialog.table.item(crib_show.seat, 1).text()
    assert "crib:" in dealer_row
    assert all(card_label(c) in dealer_row for c in crib_show.cards)
    dialog.close()


def test_the_options_say_manual_counting_starts_with_the_next_game(qtbot) -> None:
    from hoyle_desktop.storage.settings import Settings

    dialog = OptionsDialog(Settings.load(), card_backs=[("back", "Blue")], decks=[("builtin", "Built in")])
    qtbot.addWidget(dialog)
    dialog.show()
    assert "next game" in dialog.count_note.text()
    assert dialog.count_note.isVisible()
