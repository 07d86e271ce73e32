"""An over-drawn punter's stake is paid to the dealer at once (Peel: "the player would have had to
pay the dealer the amount he staked ... At the same time he would throw up his cards"), so its chip
leaves his place with the payment; only the word "over" stays (playtest (f), 29 November: the chip
and "2 counters · over" stayed under his empty place)."""

from __future__ import annotations

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.banking.view import banking_view
from hoyle_desktop.engine.vingt_un.game import VingtUnGame
from hoyle_desktop.profiles import rules_defaults
from hoyle_desktop.ui.banking.model import TableModel


def test_an_over_drawn_punters_chip_goes_with_his_payment() -> None:
    game = VingtUnGame({**rules_defaults("vingt_un"), "players": 3}, 2)
    while Action("stake", value=2) in game.legal_actions(game.actor):
        game.apply(game.actor, Action("stake", value=2))
    game.apply(game.dealer, Action("no_double"))
    seat = game.actor
    model = TableModel.from_view(banking_view(game, 0))
    assert model.boxes[seat][0].stake >= 2
    for _ in range(12):  # a card until over
        if game.boxes[seat][0].status == "over":
            break
        for e in game.apply(seat, Action("card")):
            model.apply(e.for_seat(0))
    assert game.boxes[seat][0].status == "over"
    assert model.boxes[seat][0].stake == 0 and model.boxes[seat][0].status == "over"
    again = TableModel.from_view(banking_view(game, 0))  # the table taken afresh from the view
    assert again.boxes[seat][0].stake == 0 and again.boxes[seat][0].status == "over"
