"""Fixk: at Spin the Hint marked "Play 7♦ with Spin", and the keyboard frame went to the ace of
diamonds (Spin, first in the hand) rather than the card that will be played in sequence. The frame
goes to the action's own first card: the one played, Spin beside it."""

from __future__ import annotations

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.hand_table import frame_hinted_card


class Item:
    def __init__(self, code: str) -> None:
        self.card = Card.parse(code)
        self.focused = False

    def set_marks(self, focused: bool) -> None:
        self.focused = focused


def test_the_frame_goes_to_the_card_played_with_spin_beside_it() -> None:
    hand = [Item(code) for code in ("AD", "3C", "7D", "KS")]
    with_spin = Action("play", (Card.parse("7D"), Card.parse("AD")))
    assert frame_hinted_card(hand, with_spin) == 2
    assert [item.focused for item in hand] == [False, False, True, False]
    # Spin led alone: the frame on Spin
    assert frame_hinted_card(hand, Action("spin", (Card.parse("AD"),))) == 0
    assert frame_hinted_card(hand, None) is None


def test_at_the_table_the_hint_frames_the_card_played_with_spin(qtbot) -> None:
    """The Spin table: the Hint marks "Play … with Spin" and the frame is on that card."""
    import random

    from table_windows import table_window

    from hoyle_desktop.engine import registry
    from hoyle_desktop.ui.dialogs.new_game import NewGameSetup

    spin = Card.parse("AD")
    window = table_window(qtbot, size=(1200, 800))
    rules = {**window.catalog.get("spin").rules, "players": 3}
    spec = registry.get("spin")
    seeds = (s for s in range(400) if spin in spec.new_game(rules, s).view(0).hand)
    for seed in seeds:
        table = window.open_table(NewGameSetup("spin", "spin", rules, 3, ["standard"] * 2, seed=seed))
        rng = random.Random(1)
        beside = None
        for _ in range(4000):
            qtbot.wait(2)
            if table.game.is_over() or spin not in table.game.view(0).hand:
                break
            if not (table.idle and table.session.human_may_act()):
                continue
            legal = table.game.legal_actions(0)
            beside = next((a for a in legal if a.kind == "play" and len(a.cards) == 2), None)
            shown = [item.card for item in table.scene.hands[0]]
            if beside is not None and shown.index(spin) < shown.index(beside.cards[0]):
                break  # Spin drawn before the card that follows on (as when this was seen)
            beside = None
            table.session.act(rng.choice([a for a in legal if spin not in a.cards] or legal))
        if beside is not None:
            break
    assert beside is not None
    table._mark_best(beside)  # as the Hint marks its choice
    assert table._focused_item().card == beside.cards[0] != spin
