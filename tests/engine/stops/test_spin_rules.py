"""Spin (Peel, Round Games with Cards): the stops, Spin itself, kings paid, Matrimony and Intrigue
declared after a stop, the stakes and the double penalty. Seat 0 deals, seat 1 leads."""

from __future__ import annotations

from stops_helpers import layout, pays, play, stacked

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import card, codes
from hoyle_desktop.engine.stops.spin import SpinGame

RULES = {"players": 3, "purse": 50, "deals": 3}


def game(*hands, **rules) -> SpinGame:
    g = stacked(SpinGame, {**RULES, **rules}, *(layout(h) for h in hands))
    assert isinstance(g, SpinGame)
    return g


def test_the_stakes():
    """Peel, SPIN: "The pool is made by each player, except the dealer, paying in a stake for Game,
    while the dealer has to contribute a double stake to make a pool for Matrimony, and a single stake
    for Intrigue. He is sometimes called upon to contribute to Game also" (``dealer_pays_game``)."""
    g = game({0: "2C", 1: "3C", 2: "4C"})
    assert pays(g.events, "stake_matrimony") == [(0, "matrimony", 2)]
    assert pays(g.events, "stake_intrigue") == [(0, "intrigue", 1)]
    assert pays(g.events, "stake_game") == [(1, "game", 1), (2, "game", 1)]
    g = game({0: "2C", 1: "3C", 2: "4C"}, dealer_pays_game=True, stake=2)
    assert pays(g.events, "stake_game") == [(1, "game", 2), (2, "game", 2), (0, "game", 2)]


def test_the_winner_skips_the_next_game_stake():
    """Peel, SPIN: "The winner of the game is also exempt from payment towards the next pool for
    Game. If, however, the winner is the next dealer, then he has to contribute to Matrimony and Intrigue
    in the ordinary course.\""""
    first = {0: "2S 3S", 1: "5C 9S", 2: "6C"}
    second = {2: "2C 3C", 0: "4C 5C", 1: "6C 7C"}
    g = game(first, second)
    events = play(g, 1, "5C") + play(g, 2, "6C")  # seat 2 goes out
    events = events[next(i for i, e in enumerate(events) if e.kind == "deal_start") :]
    assert pays(events, "stake_game") == [(0, "game", 1)]  # seat 1 deals, seat 2 won
    assert pays(events, "stake_matrimony") == [(1, "matrimony", 2)]


def test_the_six_stops():
    """Peel, SPIN: "the two of hearts is taken out of the pack, in addition to the eight of diamonds,
    but ... no spare hand is dealt, so that there are always six regular stops in the game" (the four
    kings, the seven of diamonds and the ace of hearts)."""
    g = game({0: "AH 6D 2C", 1: "KC 7D 3C", 2: "4C 5C"})
    assert codes(g.view(1).stops_in_hand) == ["KC", "7D"]  # the eight of diamonds is out
    assert codes(g.view(0).stops_in_hand) == ["AH"]  # so is the two of hearts


def test_kings_are_paid_as_they_are_played():
    """Peel, SPIN: "each king entitles its holder to one counter from every competitor when they
    are played out"."""
    g = game({0: "2C", 1: "QS KS 3C", 2: "4C"})
    events = play(g, 1, "QS") + play(g, 1, "KS")
    assert pays(events, "king_played") == [(2, 1, 1), (0, 1, 1)]


def test_spin_played_with_a_card_in_sequence_makes_a_stop():
    """Peel, SPIN: "The holder of Spin can play it at any time when either of his other cards comes
    in sequence ... the playing of Spin makes it a stop, but it must be played out with the card which
    follows on ... He plays the two cards together, and says, "seven and Spin." The other competitors
    then pay him the agreed stake for Spin"."""
    g = game({0: "6C 9S", 1: "5C 2S 3S", 2: "7C AD 4S"})
    play(g, 1, "5C"), play(g, 0, "6C")
    assert g.legal_actions(2) == [Action("play", (card("7C"),)), Action("play", (card("7C"), card("AD")))]
    events = play(g, 2, "7C", "AD")
    assert pays(events, "spin") == [(1, 2, 3), (0, 2, 3)]
    assert [e.reason for e in events if e.kind == "stop"] == ["spin"]
    assert g.seats_to_act() == (2,) and g.view(2).phase == "lead"


def test_spin_alone_only_after_a_stop():
    """Peel, SPIN: "The holder of Spin can play it at any time when either of his other cards comes
    in sequence in the progress of the game, or after a stop.\""""
    g = game({0: "2S 3S", 1: "AD KC 5C", 2: "6S 7S"})
    assert Action("spin", (card("AD"),)) not in g.legal_actions(1)  # the opening lead
    play(g, 1, "KC")  # a stop
    assert Action("spin", (card("AD"),)) in g.legal_actions(1)
    events = play(g, 1, "AD", kind="spin")
    assert pays(events, "spin") == [(2, 1, 3), (0, 1, 3)]
    assert g.seats_to_act() == (1,)


def test_spin_led_as_an_ordinary_ace_is_followed():
    """Peel, SPIN: the holder of Spin "receives a stake (usually three counters) from the other
    competitors, provided the card is played out in the ordinary course of the game" (led as the ace of
    diamonds, the two follows)."""
    g = game({0: "2D 3S", 1: "AD 5C", 2: "6S 7S"})
    events = play(g, 1, "AD")
    assert pays(events, "spin") == [(2, 1, 3), (0, 1, 3)]
    assert g.seats_to_act() == (0,) and g.view(0).to_follow == card("2D")


def test_matrimony_is_declared_after_a_stop():
    """Peel, SPIN: "The holder of Matrimony or Intrigue can declare them at any time after he plays a
    stop, and he then takes the stake for those chances in the pool. He need not play the cards, but
    simply shows them, and may then follow on ... with any card he chooses.\""""
    g = game({0: "2S 3S", 1: "QD KD KC 5C", 2: "6S 7S JD"})
    assert not [a for a in g.legal_actions(1) if a.kind == "declare"]  # not at the opening lead
    play(g, 1, "KC")
    declare = Action("declare", (card("QD"), card("KD")), "matrimony")
    assert declare in g.legal_actions(1)
    events = play(g, 1, "QD", "KD", kind="declare", value="matrimony")
    assert pays(events, "matrimony") == [("matrimony", 1, 2)]
    assert codes(c for s, c in g.view(2).shown if s == 1) == ["QD", "KD"]
    assert card("QD") not in g.hidden_cards(2) and card("5C") in g.hidden_cards(2)
    assert declare not in g.legal_actions(1)  # once a deal
    assert g.seats_to_act() == (1,)


def test_intrigue_needs_both_cards():
    """Peel, SPIN: "Intrigue (queen and knave of diamonds)": the holder of one of them has nothing
    to declare."""
    g = game({0: "2S 3S", 1: "QD KC 5C", 2: "6S 7S JD"})
    play(g, 1, "KC")
    assert not [a for a in g.legal_actions(1) if a.kind == "declare"]


def test_an_unplayed_spin_pays_double():
    """Peel, SPIN: "If the holder of Spin does not succeed in playing it he has to pay double to the
    winner of the game for every card remaining in his hand." "When one of the players has played all his
    cards ... the others pay him a stake for each card remaining in their hands. In addition he takes the
    amount of the pool set apart for first out.\""""
    g = game({0: "AD 2S 3S", 1: "5C", 2: "6S 7S"})
    events = play(g, 1, "5C")
    events = events[: next(i for i, e in enumerate(events) if e.kind == "deal_end")]
    assert pays(events, "cards_left_spin") == [(0, 1, 6)]
    assert pays(events, "cards_left") == [(2, 1, 2)]
    assert pays(events, "game") == [("game", 1, 2)]


def test_only_cards_still_in_hand_can_be_declared():
    """Peel: "The holder of Matrimony or Intrigue can declare them at any time after he plays a
    stop ... He need not play the cards, but simply shows them": a queen already played cannot be
    shown, so Matrimony and Intrigue are gone with it."""
    g = game({0: "2S 3S", 1: "QD JD KD KC 5C 9C", 2: "6S 7S"})
    play(g, 1, "JD"), play(g, 1, "QD"), play(g, 1, "KD")  # the king is a stop
    assert not [a for a in g.legal_actions(1) if a.kind == "declare"]
    play(g, 1, "KC")
    assert not [a for a in g.legal_actions(1) if a.kind == "declare"]


def test_the_expert_declares_only_cards_in_hand():
    """Whole games of Spin between the computer players: every declaration shows cards still held."""
    from hoyle_desktop.ai.stops_bots import StopsBot

    for seed in range(6):
        g = SpinGame({"players": 4, "deals": 4}, seed)
        bots = [StopsBot(name, seed) for name in ("expert", "standard", "easy", "expert")]
        while not g.is_over():
            seat = g.seats_to_act()[0]
            held = set(g.d.hands[seat])
            action = bots[seat].choose(g.view(seat), g.legal_actions(seat))
            if action.kind == "declare":
                assert set(action.cards) <= held
            g.apply(seat, action)


def test_clicking_spin_plays_it_as_spin():
    """Peel: "The holder of Spin can play it at any time when either of his other cards comes in
    sequence ... or after a stop". A click on the ace of diamonds means Spin wherever Spin can be
    played; its ordinary lead stays offered as a button."""
    from hoyle_desktop.engine.stops.clicks import action_for_card, button_actions

    g = game({0: "2S 3S", 1: "AD KC 5C", 2: "6S 7S"})
    play(g, 1, "KC")
    legal = g.legal_actions(1)
    assert action_for_card(legal, card("AD")) == Action("spin", (card("AD"),))
    assert action_for_card(legal, card("5C")) == Action("play", (card("5C"),))
    assert Action("play", (card("AD"),)) in button_actions(legal)
    assert Action("play", (card("5C"),)) not in button_actions(legal)
    g = game({0: "6C 9S", 1: "5C 2S 3S", 2: "7C AD 4S"})
    play(g, 1, "5C"), play(g, 0, "6C")
    legal = g.legal_actions(2)
    assert action_for_card(legal, card("AD")) == Action("play", (card("7C"), card("AD")))
    assert action_for_card(legal, card("7C")) == Action("play", (card("7C"),))
    assert action_for_card(legal, card("4S")) is None
