"""All-Fours against Hoyle's Games Modernized (seed 004, ALL-FOURS, METHOD OF PLAYING,
FOUR-HANDED ALL-FOURS). Each test quotes the passage it checks."""

from __future__ import annotations

import json

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, Suit, cards
from hoyle_desktop.engine.record import replay
from hoyle_desktop.engine.tricks.all_fours import BEG, GIVE, AllFoursGame
from hoyle_desktop.engine.tricks.ranking import ace_high


def new(players: int = 2, seed: int = 1, **rules) -> AllFoursGame:
    return AllFoursGame({"players": players, **rules}, seed)


def staged(hands: list[str], trump: Suit, dealer: int = 1, **rules) -> AllFoursGame:
    """A game in play with the hands given (elder hand to lead)."""
    game = new(len(hands), **rules)
    game.dealer = dealer
    game.fresh_hand()
    game.hands = [cards(h) for h in hands]
    game.trump, game.turnup = trump, Card.parse("2" + trump.value)
    game.points = [0] * game.teams
    game.start_play(game.elder)
    return game


def play(game: AllFoursGame, *codes: str) -> list:
    events = []
    for code in codes:
        events += game.apply(game.seats_to_act()[0], Action("play", (Card.parse(code),)))
    return events


def test_six_cards_each_in_threes_and_the_thirteenth_turned_up() -> None:
    """ "The dealer gives six cards to each, turning up the thirteenth as trump.\""""
    game = new(2, seed=3)
    if game.phase == BEG:
        assert [len(h) for h in game.hands] == [6, 6]
        assert len(game.stock) == 52 - 13
        assert game.trump == game.turnup.suit


def test_follow_suit_or_trump_even_holding_the_suit() -> None:
    """ "His antagonist must follow suit or trump, his right to do the latter not being affected by
    his holding cards of the suit led.\""""
    game = staged(["KS 3D", "4S 5H 9D"], Suit.HEARTS, dealer=1)
    play(game, "KS")
    legal = {a.cards[0].code for a in game.legal_actions(1)}
    assert legal == {"4S", "5H"}
    assert game.why_illegal(1, Action("play", (Card.parse("9D"),))) == "must_follow_or_trump"


def test_a_player_without_the_suit_plays_anything_and_shows_out() -> None:
    """Hoyle: "His antagonist must follow suit or trump"; without the suit he is bound to neither and
    plays any card, and the seat is known to be out of the suit led (for the searches)."""
    game = staged(["KS 3D", "5H 9D"], Suit.HEARTS, dealer=1)
    play(game, "KS")
    assert {a.cards[0].code for a in game.legal_actions(1)} == {"5H", "9D"}
    play(game, "9D")
    assert game.voids[1] == {Suit.SPADES}


def test_high_low_jack_and_game_scored_in_order() -> None:
    """ "In scoring, the order of precedence is (1) High, (2) Low, (3) Jack, (4) Game" and Game
    counts "each ten 10, each ace 4, each king 3, each queen 2, each knave 1"."""
    game = staged(["AH TS", "2H JH"], Suit.HEARTS, dealer=1)
    play(game, "AH", "2H")  # seat 0 takes the ace and the two of trumps
    points = game.hand_points()
    assert [(r, t) for r, t, _ in points][:2] == [("high", 0), ("low", 1)]
    events = play(game, "TS", "JH")  # seat 1 trumps the ten with the knave: Jack and the ten
    scores = [(e.reason, e.data["team"]) for e in events if e.kind == "score"]
    assert scores == [("high", 0), ("low", 1), ("jack", 1), ("game", 1)]
    assert next(e for e in events if e.kind == "hand_end").data["counts"] == [4, 11]


def test_game_ties_go_to_the_elder_hand() -> None:
    """ "In the case of the players being equal in this particular, or of neither party holding any
    card which counts towards Game, the elder hand scores the point.\""""
    game = staged(["3S 4S", "2S 5S"], Suit.HEARTS, dealer=0)  # seat 1 is the elder hand
    game.start_play(1)
    events = play(game, "2S", "3S", "4S", "5S")
    assert [(e.reason, e.data["team"]) for e in events if e.kind == "score"] == [("game", 1)]


def test_the_game_ends_the_moment_seven_is_reached() -> None:
    """ "The game is seven points" and High scores before Low: a side at six that wins High wins."""
    game = staged(["AH", "2H"], Suit.HEARTS, dealer=1)
    game.points = [6, 6]
    play(game, "AH", "2H")
    result = game.result()
    assert result is not None and result.winners == (0,)
    assert game.points == [7, 6]


def test_a_knave_turned_up_scores_one_to_the_dealer() -> None:
    """ "If the turn-up card be a knave, the dealer scores one, this taking precedence of any other
    score.\""""
    for seed in range(200):
        game = new(2, seed=seed)
        if game.turnup.rank == 11 and game.deal_no == 1:
            assert game.points[game.team(game.dealer)] == 1
            return
    raise AssertionError("no knave turned up in 200 deals")


def test_begging_give_one_or_run_the_cards_until_the_suit_changes() -> None:
    """ "If the elder hand is dissatisfied with his cards, he may say, 'I beg,' in which case the
    dealer is bound either to allow him ... to score one point, or to give each player three more
    cards from the pack ... until a new suit does actually turn up.\""""
    game = new(2, seed=5)
    elder, dealer = game.elder, game.dealer
    before = list(game.points)
    game.apply(elder, Action("beg"))
    assert game.phase == GIVE and game.seats_to_act() == (dealer,)
    gift = game.clone()
    gift.apply(dealer, Action("give"))
    assert gift.points[gift.team(elder)] == before[gift.team(elder)] + 1
    old = game.trump
    game.apply(dealer, Action("run"))
    if game.deal_no == 1:  # not dealt again for want of cards
        assert game.trump != old
        assert all(len(h) % 3 == 0 and len(h) >= 9 for h in game.hands)


def test_four_handed_only_dealer_and_elder_look_before_the_beg() -> None:
    """ "The dealer and the elder hand alone look at their cards in the first instance ... The
    other two players must not take up their cards till the dealer has decided.\""""
    game = new(4, seed=8)
    assert game.phase == BEG
    others = [s for s in range(4) if s not in (game.dealer, game.elder)]
    for seat in others:
        assert game.view(seat).hand == ()
        assert set(game.hands[seat]) <= game.hidden_cards(seat)
    assert game.view(game.elder).hand
    game.apply(game.elder, Action("stand"))
    assert all(game.view(s).hand for s in others)


def test_four_handed_the_cut_chooses_partners_seats_them_facing_and_gives_the_deal() -> None:
    """ "The players cut to decide who shall be partners; the two highest playing against the two
    lowest, and facing each other, as at Whist. The right to the first deal is decided by the cut,
    the highest dealing." """
    sides_seen = set()
    for seed in range(16):
        game = new(4, seed=seed)
        kinds = [e.kind for e in game.opening_events]
        last = len(kinds) - kinds[::-1].index("cut_again") if "cut_again" in kinds else 0
        cuts = {e.seat: e.cards[0] for e in game.opening_events[last:] if e.kind == "cut"}
        assert len(cuts) == 4
        ranked = sorted(cuts, key=lambda s: -ace_high(cuts[s]))
        high, low = ranked[:2], ranked[2:]
        assert game.team(high[0]) == game.team(high[1]) != game.team(low[0]) == game.team(low[1])
        assert game.dealer == ranked[0]
        order = list(game.view(0).seating)
        assert sorted(order) == [0, 1, 2, 3]
        for seat in range(4):  # partners opposite: the sides alternate round the table
            assert game.team(order[(order.index(seat) + 1) % 4]) != game.team(seat)
            assert game.team(order[(order.index(seat) + 2) % 4]) == game.team(seat)
        assert game.elder == order[(order.index(game.dealer) + 1) % 4]
        partners = next(e for e in game.opening_events if e.kind == "partners")
        assert sorted(partners.data["high"]) == sorted(high)
        sides_seen.add(tuple(game.team(s) == game.team(0) for s in range(4)))
        # The play goes round the table in that order, so each trick alternates the sides.
        game.apply(game.elder, Action("stand"))
        players = []
        while game.trick or not players:
            seat = game.seats_to_act()[0]
            players.append(seat)
            game.apply(seat, game.legal_actions(seat)[0])
        assert [game.team(s) for s in players[::2]] == [game.team(players[0])] * 2
        assert game.team(players[1]) != game.team(players[0])
        # A saved game comes back with the same partners and seats (the cut replays from the seed).
        again = replay(json.loads(json.dumps(game.record())))
        assert again.seating == game.seating and again.sides == game.sides
    assert len(sides_seen) == 3, "every pairing of partners comes out of the cut"


def test_house_rule_a_point_when_the_adversary_neither_follows_nor_trumps() -> None:
    """ "Some players score a point whenever the adversary does not follow suit or trump.\""""
    game = staged(["KS 4S", "9D 5D"], Suit.HEARTS, dealer=1, point_for_discard=True)
    play(game, "KS", "9D")
    assert game.points[0] == 1


def test_house_rule_counting_without_looking_costs_a_point_when_wrong() -> None:
    """ "Each player must count his score without looking at his tricks, under penalty of losing
    one or more points ... in the event of a miscalculation.\""""
    game = staged(["AH TS", "2H 3S"], Suit.HEARTS, dealer=1, count_own=True)
    game.points = [2, 2]
    play(game, "AH", "2H", "TS", "3S")
    assert game.phase == "count"
    game.apply(game.seats_to_act()[0], Action("claim", value=3))  # seat 0 made High, Game: says 3
    game.apply(game.seats_to_act()[0], Action("claim", value=1))  # seat 1 made Low: right
    assert game.points == [2 + 2 - 1, 3]


def test_running_the_cards_keeps_every_card_dealt_and_plays_them_all() -> None:
    """ "... or to give each player three more cards from the pack, turning up that next following by
    way of fresh trump card. If this should be of the same suit as the original trump, the dealer is
    bound to give three more cards to each, again turning up the seventh, until a new suit does
    actually turn up." Hoyle says nothing of laying cards out again, and his "six tricks" is the hand
    not run: the engine keeps every card given and plays them all, a trick for each
    (docs/rules-notes/tricks.md, "Running the cards")."""
    for seed in range(200):
        game = new(2, seed=seed)
        if game.phase != BEG:
            continue
        game.apply(game.elder, Action("beg"))
        game.apply(game.dealer, Action("run"))
        held = [len(h) for h in game.hands]
        if game.deal_no != 1 or held[0] < 12:
            continue  # dealt again for want of cards, or run only once
        assert held[0] == held[1] and held[0] % 3 == 0  # six and three a run, nothing laid out
        dealt = set(game.hands[0]) | set(game.hands[1])
        tricks = 0
        while game.phase == "play":
            seat = game.seats_to_act()[0]
            card = game.playable(seat)[0]
            before = len(game.trick)
            game.apply(seat, Action("play", (card,)))
            tricks += before == 1
        assert tricks == held[0]  # every card given was played, one trick each
        assert dealt == {Card.parse(code) for _, code in game._log[-1]["played"]}
        return
    raise AssertionError("no deal run twice or more in 200 seeds")


def test_a_knave_of_the_old_suit_turned_up_while_running_scores_nothing_and_the_page_says_so() -> None:
    """ "If, by reason of the elder hand 'begging,' there is a further deal, and the dealer a second
    time turns up a knave, he again scores one": the knave that sets the new trump
    (docs/rules-notes/tricks.md). A newcomer of 29 November saw the knave of hearts turn up, hearts
    set aside, no point, and the rules page saying "A knave turned up this way scores one more"."""
    from pathlib import Path

    page = (Path(__file__).parents[3] / "resources" / "help" / "all_fours.md").read_text(encoding="utf-8")
    assert "a knave of the old suit, turned up on\nthe way and set aside, scores nothing" in page
    for seed in range(400):
        game = new(2, seed=seed)
        if game.phase != BEG:
            continue
        game.apply(game.elder, Action("beg"))
        events = game.apply(game.dealer, Action("run"))
        set_aside = [e for e in events if e.kind == "turnup" and e.data.get("same") and e.cards[0].rank == 11]
        if set_aside and game.deal_no == 1:
            scored = [e for e in events if e.kind == "score" and e.reason == "jack_turned"]
            assert game.turnup.rank != 11 or scored
            assert len(scored) == int(game.turnup.rank == 11)
            return
    raise AssertionError("no knave of the old suit turned up in 400 deals")
