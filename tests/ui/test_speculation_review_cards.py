"""The review of a Speculation hand names each card a player held once.

Playtest (i): the Cards column read "K♥ K♥ K♥ K♥ A♠ J♦" for the player who turned up the king of
hearts, because every event about the best trump (chief, offer, keep, sale) carries the card."""

from hoyle_desktop.engine.actions import Event
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.table.hand_review import cards_used


def test_each_card_a_speculation_player_held_is_named_once() -> None:
    king, ace, knave = (Card.parse(c) for c in ("KH", "AS", "JD"))
    events = [
        Event("deal", seat=4, data={"deal": 1}),
        Event("turn", seat=1, cards=(king,), data={"owner": 1, "superior": True}),
        Event("chief", seat=1, cards=(king,)),
        Event("keep", seat=1, cards=(king,)),
        Event("turn", seat=1, cards=(ace,), data={"owner": 1, "superior": False}),
        Event("keep", seat=1, cards=(king,)),
        Event("turn", seat=1, cards=(knave,), data={"owner": 1, "superior": False}),
        Event("chief", seat=0, cards=(king,)),
        Event("keep", seat=0, cards=(king,)),
    ]
    assert cards_used(events, 1) == "K♥ A♠ J♦"
    assert cards_used(events, 0) == "K♥"
