"""Left open by fixn (29 November), Blind Hookey with three packets at eight players, 1024x700: the
dealer's row of three packets, pushed in from the cloth's edge, left its "D" button over the edge
of the neighbour's empty stake place. Whoever deals, the button lies on no card, no place for a
stake and no line of words, at the window's least size and at full HD."""

from __future__ import annotations

import copy

import pytest
from table_windows import still_table

from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.banking.model import BoxModel

pytestmark = pytest.mark.slow


def _clashes(felt) -> list[str]:
    felt.repaint()
    button = felt.painted_button
    assert button is not None
    found = [f"a place at {r}" for r in felt.painted_places if button.intersects(r)]
    found += [f"a card of seat {s}" for s, r in felt.painted_cards if button.intersects(r)]
    found += [f"the words {t!r}" for r, t in felt.painted_words if t and button.intersects(r)]
    return found


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_dealers_button_lies_clear_whoever_deals_three_packets_at_eight(qtbot, size) -> None:
    table = still_table(qtbot, size, "blind_hookey", "blind-hookey-three-packets", 8)
    report = []
    for dealer in range(8):
        model = copy.deepcopy(table.felt.model)
        model.dealer = dealer
        model.boxes = [[BoxModel(stake=0, status=f"{k}:on") for k in (2, 3)] for _ in range(8)]
        model.boxes[dealer] = [
            BoxModel([Card.parse(c)], 0, f"{k + 1}:{whose}", None, size)
            for k, (c, whose, size) in enumerate(
                [("QS", "dealers", 9), ("4H", "company", 5), ("AS", "company", 38)]
            )
        ]
        table.felt.set_model(model)
        report += [f"dealer {dealer}: the button on {c}" for c in _clashes(table.felt)]
    assert not report, "\n".join(report)


def test_the_ring_of_a_seat_to_act_without_cards_is_not_filled_with_the_buttons_white(qtbot) -> None:
    """Seen under Xvfb at Blind Hookey (three packets): "Computer 2 is thinking..." and a white disc
    at his place, as the ring round a seat with nothing before it took the brush of the dealer's
    button painted before it. The ring is a ring: the cloth shows inside it."""
    table = still_table(qtbot, (1024, 700), "blind_hookey", "blind-hookey-three-packets", 4)
    felt = table.felt
    model = copy.deepcopy(felt.model)
    model.boxes = [[] for _ in range(4)]
    model.dealer, model.to_act = 1, 2
    felt.set_model(model)
    at = felt.seat_point(2)
    colour = felt.grab().toImage().pixelColor(int(at.x()), int(at.y()))
    assert colour.lightness() < 150, colour.name()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_dealers_button_keeps_off_the_middles_cards_at_vingt_un(qtbot, size) -> None:
    """Seen in bankl's sweep at Vingt-un for four at 1024x700: the dealer at the side with two
    hands, his row pushed in toward the middle, had his button on the pone's pile."""
    from hoyle_desktop.engine.vingt_un.points import hand_value

    def box(cards: str, stake: int) -> BoxModel:
        known = [Card.parse(c) for c in cards.split()]
        return BoxModel(known, stake, "content", hand_value(known)[0])

    table = still_table(qtbot, size, "vingt_un", "vingt-un", 4)
    report = []
    for dealer in range(4):
        for hands in (["AS 9C", "AD JC"], ["2S 3C 2D 4H 5C"]):
            model = copy.deepcopy(table.felt.model)
            model.dealer, model.stock, model.pile = dealer, 15, 29
            model.boxes = [[box("KS 3D", 2)] for _ in range(4)]
            model.boxes[dealer] = [box(cards, 0) for cards in hands]
            table.felt.set_model(model)
            report += [f"dealer {dealer} {hands}: the button on {c}" for c in _clashes(table.felt)]
    assert not report, "\n".join(report)
