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


def test_a_traded_card_is_named_where_it_was_turned_up_and_where_it_ended() -> None:
    """Playtest (i), 29 November (French): the king of hearts, sold three times, stood in four rows
    of "Cartes". It is named under the player who turned it up and, as bought, under the one who
    held it at the deal's end; the trades between are the history's."""
    from hoyle_desktop.ui.speculation.review_cards import speculation_cards

    king, five, ten, queen = (Card.parse(c) for c in ("KH", "5S", "TC", "QD"))
    events = [
        Event("deal", seat=0, data={"deal": 4}),
        Event("turn", seat=2, cards=(five,), data={"owner": 2, "superior": False}),
        Event("turn", seat=2, cards=(king,), data={"owner": 2, "superior": True}),
        Event("chief", seat=2, cards=(king,)),
        Event("offer", seat=2, cards=(king,), data={"item": "best", "price": 5, "count": 1}),
        Event("sale", seat=2, cards=(king,), data={"buyer": 3, "item": "best", "price": 5, "count": 1}),
        Event("chief", seat=3, cards=(king,)),
        Event("turn", seat=3, cards=(queen,), data={"owner": 3, "superior": False}),
        Event("offer", seat=3, cards=(king,), data={"item": "best", "price": 6, "count": 1}),
        Event("sale", seat=3, cards=(king,), data={"buyer": 4, "item": "best", "price": 6, "count": 1}),
        Event("chief", seat=4, cards=(king,)),
        Event("sale", seat=4, cards=(king,), data={"buyer": 1, "item": "best", "price": 6, "count": 1}),
        Event("chief", seat=1, cards=(king,)),
        Event("turn", seat=2, cards=(ten,), data={"owner": 2, "superior": False}),
        Event("win", seat=1, cards=(king,)),
    ]
    cards = speculation_cards()
    rows = {seat: cards(events, seat) for seat in range(5)}
    assert rows[2] == "turned up: 5♠ K♥ 10♣", rows
    assert rows[1] == "bought: K♥", rows
    assert rows[3] == "turned up: Q♦" and rows[4] == "" and rows[0] == "", rows
    assert sum("K♥" in row for row in rows.values()) == 2
