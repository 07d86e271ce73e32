"""The side panel keeps a row for each button that comes and goes: playtest (d), Loto's second method,
"when 'Review the last hand' appears the Hint button moves down a row (the panel keeps no room for
it)". The Review button is shown once a hand has ended; every table keeps its room from the start."""

from __future__ import annotations

import pytest
from table_windows import open_default, table_window

pytestmark = pytest.mark.usefixtures("quick_loto")


@pytest.mark.parametrize("key", ["loto", "pope_joan", "vingt_un", "commerce", "spoil_five", "cassino"])
def test_the_hint_button_stays_put_when_the_review_button_appears(qtbot, key: str) -> None:
    table = open_default(table_window(qtbot, show_hints=True), key)
    coach, review = table.coach, table.review
    assert review.open_button is not None
    qtbot.waitUntil(lambda: coach.button.isVisible(), timeout=20_000)
    qtbot.wait(50)  # laid out from the event loop
    hint = coach.button

    def place() -> tuple[int, int, int, int]:
        top = hint.mapTo(table, hint.rect().topLeft())
        return (top.x(), top.y(), hint.width(), hint.height())

    # The prompt keeps the height of its longest text so far (ui/table/side_panel.py SteadyLabel): at
    # its most from here, so only the Review button could move the Hint while the game plays on.
    table.panel.prompt.setText("A prompt as long as any. " * 20)
    review.available.emit(False)  # as before the first hand ends (a quick table may have ended one)
    qtbot.wait(50)
    before = place()
    review.available.emit(True)  # a hand has ended: "Review the last hand" appears above the Hint
    qtbot.wait(50)
    assert review.open_button.isVisible()
    assert place() == before, "the Hint button moved when 'Review the last hand' appeared"


def test_the_first_button_and_a_two_line_prompt_move_nothing_below(qtbot) -> None:
    """Before the person's first turn the panel showed no button and a one-line prompt; the first
    button (at the latest the deal's Continue) and the deal end's two-line prompt then pushed Review
    and the Hint down (Baccarat, Commerce, My Bird Sings at 1024x700)."""
    from PySide6.QtWidgets import QPushButton

    from hoyle_desktop.ui.table.side_panel import SidePanel

    panel = SidePanel("History", seed=1)
    below = QPushButton("&Hint")
    panel.extra.addWidget(below)
    panel.resize(260, 600)
    panel.show()
    panel.prompt.setText("Waiting.")
    qtbot.wait(50)
    top = below.y()
    panel.prompt.setText("The deal is over. Press Space or click the table to go on.")
    panel.set_actions([("&Continue", lambda: None)])
    qtbot.wait(50)
    assert below.y() == top


def _hint_place(table) -> tuple[int, int]:
    hint = table.coach.button
    top = hint.mapTo(table, hint.rect().topLeft())
    return (top.x(), top.y())


def test_all_fours_keeps_room_for_its_two_buttons_from_the_start(qtbot) -> None:
    """Playtest (f), All-Fours in German: the Hint stood at 213 px while the person dealt (no button),
    at 255 px from the next deal, when the pone's Stand and Beg came (the panel kept one row). The
    trick games show two buttons at most (Stand/Beg, Give one/Run the cards, Rob/Do not rob)."""
    table = open_default(table_window(qtbot, show_hints=True), "all_fours")
    qtbot.waitUntil(lambda: table.coach.button.isVisible(), timeout=20_000)
    table.panel.prompt.setText("A prompt as long as any. " * 20)
    table.panel.set_actions([])
    qtbot.wait(50)
    before = _hint_place(table)
    table.panel.set_actions([("&Stand", lambda: None), ("&Beg", lambda: None)])
    qtbot.wait(50)
    assert _hint_place(table) == before, "the Hint moved down when two buttons came"


def test_the_prompt_keeps_room_for_the_deal_ends_words_in_every_language(qtbot, monkeypatch) -> None:
    """Playtest (f): in German the deal's end ("Die Runde ist zu Ende. Drücken Sie die Leertaste oder
    klicken Sie auf den Tisch, um weiterzumachen.") takes three lines where two were kept: the
    scores, Review and the Hint moved 14 px down at the first deal's end. A long end text stands
    for the German here."""
    from hoyle_desktop.ui.table import deal_end

    long_end = "The deal is over, and this sentence is as long as the German one is. Press Space to go on."
    monkeypatch.setattr(deal_end.DealEndHold, "_deal_text", staticmethod(lambda: long_end))
    table = open_default(table_window(qtbot, show_hints=True), "all_fours")
    qtbot.waitUntil(lambda: table.coach.button.isVisible(), timeout=20_000)
    qtbot.wait(50)
    before = _hint_place(table)
    table.panel.prompt.setText(long_end)
    qtbot.wait(50)
    assert _hint_place(table) == before, "the Hint moved down when the deal's end was said"


def test_speculation_keeps_room_for_its_three_buttons_from_the_start(qtbot) -> None:
    """Playtest: the first offer brought three buttons (Buy, Bid my price, Keep the card; or Turn up,
    Offer, Offer all) where the panel kept room for fewer: the market and the Hint below moved down."""
    from PySide6.QtWidgets import QPushButton

    table = open_default(table_window(qtbot, show_hints=True), "speculation")
    three = [("&Buy for 5", lambda: None), ("B&id my price", lambda: None), ("&Keep the card", print)]
    # The room kept from the start, before any turn of the person's has shown its buttons.
    spacing = max(0, table.panel.actions_box.layout().spacing())
    assert table.panel.actions_box.minimumHeight() >= 3 * QPushButton("X").sizeHint().height() + 2 * spacing
    qtbot.waitUntil(lambda: table.coach.button.isVisible(), timeout=20_000)
    table.panel.prompt.setText("A prompt as long as any. " * 20)
    table.panel.set_actions([])
    qtbot.wait(50)
    before = (_hint_place(table), table.offer.mapTo(table, table.offer.rect().topLeft()))
    table.panel.set_actions(three)
    qtbot.wait(50)
    after = (_hint_place(table), table.offer.mapTo(table, table.offer.rect().topLeft()))
    assert after == before, "the market and the Hint moved down when three buttons came"


def test_speculation_with_a_fee_to_look_fits_every_button_and_moves_nothing(qtbot) -> None:
    """The house rule of looking for a fee ("Speculation, for the pool": look_penalty 2): at a turn the
    person may turn up, offer and look at each of three cards, five buttons where the panel kept
    room for three; the market and the Hint moved down and the history shrank. Every choice has a
    button that fits, and the market and the Hint stay where they were while the person waits."""
    from PySide6.QtWidgets import QPushButton
    from test_table_overlaps import problems

    from hoyle_desktop.engine.actions import Action
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    window = table_window(qtbot, size=(1024, 700), show_hints=True)
    rules = {**window.catalog.get("speculation-pool-games").rules, "players": 5}
    table = window.open_table(
        NewGameSetup("speculation", "speculation-pool-games", rules, 5, ["random"] * 4, seed=5)
    )
    table.panel.prompt.setText("A prompt as long as any. " * 20)  # its tallest from the start
    places: set[tuple] = set()
    own = {table.coach.button, table.review.open_button, table.panel.again_button}

    def place() -> None:
        qtbot.wait(30)  # laid out from the event loop
        hint, offer = table.coach.button, table.offer
        places.add((hint.mapTo(table, hint.rect().topLeft()), offer.mapTo(table, offer.rect().topLeft())))

    for _ in range(5000):
        qtbot.wait(2)
        if not table.idle:
            continue
        place()
        if not table.session.human_may_act():
            continue
        legal = table.game.legal_actions(0)
        if any(a.kind == "look" for a in legal):
            break
        table.session.act(next((a for a in legal if a.kind in ("turn", "keep", "refuse")), legal[0]))
    qtbot.waitUntil(lambda: bool(table.panel.action_buttons), timeout=5_000)
    place()
    looks = {a for a in legal if a.kind == "look"}
    assert len(looks) == 3 and len(legal) > 3
    assert len(places) == 1, f"the market or the Hint moved: {places}"
    assert not problems(table)
    pressed: list[Action] = []
    table._act = pressed.append  # what each button would do
    table.session.act = pressed.append
    buttons = [b for b in table.panel.findChildren(QPushButton) if b.isVisible() and b not in own]
    for button in buttons:
        button.click()
    assert looks <= set(pressed) and {"turn", "offer"} <= {a.kind for a in pressed}, pressed
