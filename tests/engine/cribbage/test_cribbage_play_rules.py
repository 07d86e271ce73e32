"""The play, the go, the order of scoring and the end of the game, against the seeds.

000 = Hoyle (five-card game), 001 = Britannica (the play after a go, order of scoring),
003 = today's book (six-card game, the worked pegging example, partnerships).
"""

from __future__ import annotations

import pytest
from cribbage_rig import play, rigged_play, scores_of

from hoyle_desktop.engine.actions import Action, IllegalAction
from hoyle_desktop.engine.cards import cards
from hoyle_desktop.engine.cribbage.state import COUNT, LAY_OUT, OVER, CribbageGame


def play_scores(events):
    """The points pegged in the play (not the show that follows it)."""
    return [
        (e.seat, e.reason, e.points) for e in events if e.kind == "score" and e.data["source"] == "pegging"
    ]


def test_modern_book_pegging_example() -> None:
    """003 'Rules', the worked example: "You lay down your 5♠ to make the running total fifteen, which
    scores you two points for fifteen ... He says, 'Go.' You score one point by saying 'One for the go,'
    and since you cannot play a card either, the running total starts again at zero and play returns to
    your opponent." 4C 6C 5S (fifteen two, run of three) 5D (pair) TH, go, one for the go; then 3S 7H 8H,
    one for the last card."""
    game = rigged_play(["4C 5S TH 7H", "5D 6C 8H 3S"], starter="KS", dealer=1)
    events = play(game, "4C", "6C", "5S", "5D", "TH", "go", "go", "3S", "7H", "8H")
    assert play_scores(events) == [
        (0, "fifteen", 2),
        (0, "run", 3),
        (1, "pair", 2),
        (0, "go", 1),
        (1, "last_card", 1),
    ]
    counts = [e.data["count"] for e in events if e.kind == "play"]
    assert counts == [4, 10, 15, 20, 30, 3, 10, 18]


def test_thirty_one_is_two_in_all_and_restarts_the_count() -> None:
    """001: "If thirty-one is reached exactly, it is a go of two instead of one.\""""
    game = rigged_play(["5H 6H 2C 3C", "TH TC 4D 9S"], starter="KS", dealer=1)
    events = play(game, "5H", "TH", "6H", "TC")
    assert play_scores(events) == [(1, "fifteen", 2), (1, "thirty_one", 2)]
    assert game.count == 0 and game.turn == 0  # the player after the one who made 31 leads


def test_six_card_player_must_play_while_able() -> None:
    """001: "at the six-card game he is bound to play as long as they can come in.\""""
    game = rigged_play(["TH TC 9D AS", "KH QD 2S 3C"], starter="5S", dealer=1)
    play(game, "TH", "KH", "9D")  # 29: seat 1 holds 2S (31) so may not say go
    with pytest.raises(IllegalAction) as err:
        game.apply(1, Action("go"))
    assert err.value.reason == "must_play"
    events = play(game, "2S")
    assert play_scores(events) == [(1, "thirty_one", 2)]


def test_after_a_go_the_other_plays_on_and_scores_the_go() -> None:
    """001: "If one player has a card or cards that will come in and the other has not, he is at liberty
    to play them"; "The go, end hole, or last card is scored by the player who approaches most nearly to
    thirty-one during the play, and entitles to a score of one.\""""
    game = rigged_play(["KH QH AS 2S", "TD 9D 3C 4C"], starter="5S", dealer=1)
    events = play(game, "KH", "TD", "AS")  # 21
    events += play(game, "9D")  # 30: seat 0 cannot come in with QH or 2S? 2S makes 32
    assert game.turn == 0
    events += play(game, "go")
    assert game.turn == 1  # seat 1 may still play? 3C makes 33: no, so seat 1 must also say go
    events += play(game, "go")
    assert play_scores(events)[-1] == (1, "go", 1)
    assert game.count == 0 and game.turn == 0  # the count starts again, led by seat 0


def test_five_card_game_ends_the_play_at_the_first_go() -> None:
    """001: "At the two-handed five-card game, when neither can come in the play is at an end"; 000: "This
    (at five-card cribbage) terminates the hand." The go (or thirty-one) ends the play; unplayed cards
    stay in hand."""
    rules = {"cards_dealt": 5, "target": 61, "play_ends_at_first_go": True, "bound_to_play": False}
    game = rigged_play(["TS 9S 2C", "KH QD 3H"], starter="5D", dealer=1, crib="AC AD 4C 4D", **rules)
    events = play(game, "TS", "KH", "9S", "go")
    # seat 0 may play on (2C makes 31) or stop: Hoyle's opponent 'plays any other card or cards'
    assert {a.kind for a in game.legal_actions(0)} == {"play", "go"}
    events += play(game, "2C")
    assert play_scores(events) == [(0, "thirty_one", 2)]
    assert any(e.kind == "show_begins" for e in events)
    assert cards("QD 3H")[0] not in {c for _, c in game.played}


def test_five_card_go_scores_one_for_last_card() -> None:
    """000 FIFTEEN or THIRTY-ONE: "he says, "Go." His opponent then plays any other card or cards up
    to that limit. If they make thirty-one exactly, he scores two; if not, he scores one for "last
    card," ... This (at five-card cribbage) terminates the hand.\""""
    rules = {"cards_dealt": 5, "target": 61, "play_ends_at_first_go": True, "bound_to_play": False}
    game = rigged_play(["TS 9S 2C", "KH QD 3H"], starter="5D", dealer=1, crib="AC AD 4C 4D", **rules)
    events = play(game, "TS", "KH", "9S", "go", "go")  # seat 0 chooses to stop at 29
    assert play_scores(events) == [(0, "last_card", 1)]


def test_three_players_go_passes_round_the_table() -> None:
    """001: "When more than two play, the player next in rotation is bound to play, and so on until no one
    can come in.\""""
    game = rigged_play(
        ["KH 9C 5S 3D", "QD 8C 3S 4H", "JS 7D AC 6H"], starter="2S", dealer=2, crib="AH 2C 3C 4C"
    )
    play(game, "KH", "QD", "JS")  # 30
    events = play(game, "go", "go")  # seats 0 and 1 cannot come in; seat 2 still can
    assert game.turn == 2
    events += play(game, "AC")
    assert play_scores(events) == [(2, "thirty_one", 2)]
    assert game.turn == 0 and game.count == 0


def test_three_players_rotation_with_an_ace() -> None:
    """001: "When more than two play, the player to the leader's left plays the second card, and so on
    round to the dealer": an ace that comes in at thirty must be played, and makes thirty-one."""
    game = rigged_play(
        ["KH 9C AS 2D", "QD 8C 3S 4H", "JS 7D 5C 6H"], starter="2S", dealer=2, crib="AC 2C 3C 4C"
    )
    play(game, "KH", "QD", "JS")  # 30
    with pytest.raises(IllegalAction):
        game.apply(0, Action("go"))  # AS comes in
    events = play(game, "AS")  # 31 for two
    assert play_scores(events) == [(0, "thirty_one", 2)]
    assert game.turn == 1


def test_partners_share_a_score() -> None:
    """003, 'Cribbage with Four Players': "Teams score points as above, and team members peg their points
    sharing the same pegs.\""""
    game = rigged_play(
        ["5H 9C AS 2D", "TD 8C 3S 4H", "5C 7D 3C 6H", "KS QS JH 9H"],
        starter="2S",
        dealer=3,
        crib="AC 2C AD 4C",
    )
    events = play(game, "5H", "TD")  # seat 1 makes fifteen for side 1
    assert play_scores(events) == [(1, "fifteen", 2)]
    events = play(game, "5C")  # seat 2: 20, pairs the 5? no: last card is TD
    assert game.scores == [0, 2]
    assert game.view(3).scores == (0, 2)


def test_heels_scores_two_for_the_dealer() -> None:
    """000: "This card is known as the 'start.' Should it chance to be a knave, the dealer is entitled to
    'two for his heels,' and scores two points.\""""
    game = CribbageGame({}, seed=3)
    game.stock = cards("JH JD JC JS") * 5
    dealer = game.dealer
    for seat in game.seats_to_act():
        events = game.apply(seat, game.legal_actions(seat)[0])
    assert (dealer, "his_heels", 2) in scores_of(events)


def test_lay_out_is_simultaneous_and_checked() -> None:
    """000: "Each player now "lays out" two of his cards (placed face downwards to the right hand of
    the dealer) to form what is called the "crib."" Both lay out at once; the wrong number is refused."""
    game = CribbageGame({}, seed=5)
    assert game.phase == LAY_OUT and game.seats_to_act() == (0, 1)
    hand = game.view(0).hand
    with pytest.raises(IllegalAction) as err:
        game.apply(0, Action("discard", cards=hand[:1]))
    assert err.value.reason == "wrong_discard_count"
    game.apply(1, game.legal_actions(1)[0])
    assert game.seats_to_act() == (0,)


def test_three_handed_deal_puts_one_card_from_the_pack_in_the_crib() -> None:
    """The three-handed game as docs/rules-notes/cribbage.md reads it (the Britannica passage is
    unreadable in the OCR): five cards each, one card from the pack to the crib, each lays out one."""
    game = CribbageGame({"players": 3, "target": 61}, seed=8)
    assert [len(h) for h in game.hands] == [5, 5, 5] and len(game.crib) == 1
    for seat in (0, 1, 2):
        game.apply(seat, game.legal_actions(seat)[0])
    assert len(game.crib) == 4 and all(len(h) == 4 for h in game.hands)


def test_cut_for_deal_lowest_deals() -> None:
    """000: "the players cut for deal, the lowest dealing"; 003: "The player with the lowest card
    becomes the first dealer"."""
    for seed in range(20):
        game = CribbageGame({}, seed)
        cuts = [e for e in game.opening_events if e.kind == "cut_for_deal"][-2:]
        low = min(cuts, key=lambda e: int(e.cards[0].rank))
        assert game.deals[0]["dealer"] == low.seat


def test_three_for_last_to_the_first_non_dealer() -> None:
    """000: "Meanwhile the non-dealer scores three holes, known as 'three for last,' and regarded as a
    set-off for the advantage of first deal" (once a game, to the first non-dealer: the note)."""
    game = CribbageGame({"cards_dealt": 5, "target": 61, "three_for_last": True}, seed=2)
    non_dealer = (game.dealer + 1) % 2
    assert game.scores[non_dealer] == 3 and game.scores[game.dealer] == 0


def test_game_ends_in_the_show_before_the_dealer_counts() -> None:
    """001: "The points accrue in the following order: two for his heels; points made in play as soon as
    declared; non-dealer's show; dealer's show (hand and crib)": the non-dealer can go out before the
    dealer counts."""
    game = rigged_play(["5H TC", "AS 2D"], starter="KS", dealer=1, crib="3C 7D 8C 9H")
    game.hands = [[], []]
    game.scores = [118, 119]
    events = game._start_show()
    assert game.phase == OVER and game.result().winners == (0,)
    shows = [e for e in events if e.kind == "show"]
    assert [e.seat for e in shows] == [0]


def test_manual_count_with_muggins_gives_missed_points_to_the_opponent() -> None:
    """003: "You can also receive points that your opponent forgot to claim by calling 'muggins' and
    declaring those points.\""""
    game = rigged_play(
        ["5H TC 5C QD", "AS 2D 3S 4D"],
        starter="9S",
        dealer=1,
        crib="6C 7D 8C KH",
        muggins=True,
        manual_counting_seats=[0],
    )
    game.hands = [[], []]
    events = game._start_show()
    assert game.phase == COUNT and game.seats_to_act() == (0,)
    assert game.view(0).counting == "hand"
    events = game.apply(0, Action("claim", value=4))
    claimed = next(e for e in events if e.kind == "claimed")
    true_total = claimed.data["total"]
    assert true_total > 4
    assert (1, "muggins", true_total - 4) in scores_of(events)
    assert (0, "claimed", 4) in scores_of(events)


def test_overclaim_is_corrected_to_the_true_total() -> None:
    """A claim over the true total is counted down to it, and gives the opponent nothing (the rules note's
    reading of 003's muggins, which speaks only of points "forgot to claim")."""
    game = rigged_play(
        ["5H TC 5C QD", "AS 2D 3S 4D"],
        starter="9S",
        dealer=1,
        crib="6C 7D 8C KH",
        muggins=True,
        manual_counting_seats=[0],
    )
    game.hands = [[], []]
    game._start_show()
    events = game.apply(0, Action("claim", value=40))
    total = next(e for e in events if e.kind == "claimed").data["total"]
    assert any(e.kind == "claim_corrected" for e in events)
    assert game.scores[0] >= total and not any(e.reason == "muggins" for e in events)


def _play_out_four(game: CribbageGame) -> list:
    """Play every card (the first legal action each time) and return the events to the end."""
    events: list = []
    while game.phase != OVER and game.phase != LAY_OUT and game.seats_to_act():
        seat = game.seats_to_act()[0]
        events += game.apply(seat, game.legal_actions(seat)[0])
        if any(e.kind == "deal" for e in events):
            break
    return events


def test_four_handed_opponents_show_first() -> None:
    """003, 'Cribbage with Four Players': "When scoring a hand, the dealer's opponents count first,
    followed by the dealer and his partner." Dealer 0 (partner 2): seats 1 and 3 show, then 2, 0, the crib."""
    game = rigged_play(
        ["AC 2C 3C 4C", "AD 2D 3D 4D", "AH 2H 3H 4H", "AS 2S 3S 4S"],
        starter="KD",
        dealer=0,
        crib="9C 9D 9H 9S",
    )
    events = _play_out_four(game)
    shown = [("crib" if e.data["what"] == "crib" else e.seat) for e in events if e.kind == "show"]
    assert shown == [1, 3, 2, 0, "crib"]


def test_four_handed_opponents_reach_the_target_first() -> None:
    """003, 'Cribbage with Four Players': "When scoring a hand, the dealer's opponents count first,
    followed by the dealer and his partner." Here each side would go out on its second hand: seat 3's
    hand (the second opponent) wins for side 1 before the dealer's partner, seat 2, is shown."""
    hands = ["AC 2C 3C 4C", "KD QH 8D 2H", "5C 5S TC JC", "5D 5H TD JD"]  # the play pegs 1 and 9
    game = rigged_play(hands, starter="KH", dealer=0, crib="AD AH AS 2S")
    game.scores = [106, 98]  # seat 1 shows 2 (109), seat 3 then 14 (123); seat 2 would show 14 (121)
    events = _play_out_four(game)
    assert game.phase == OVER and game.winner_side == 1
    assert not any(e.kind == "show" and e.seat == 2 for e in events)
    # round the table from the dealer's left, the dealer's partner would have gone out first
    game = rigged_play(hands, starter="KH", dealer=0, crib="AD AH AS 2S", opponents_show_first=False)
    game.scores = [106, 98]
    _play_out_four(game)
    assert game.winner_side == 0


def test_four_handed_round_the_table_is_a_house_rule() -> None:
    """003: "the dealer's opponents count first, followed by the dealer and his partner" is the default;
    the order most tables use today, from the dealer's left round to the dealer, stays a house rule
    (`opponents_show_first: false`, the rules note)."""
    game = rigged_play(
        ["AC 2C 3C 4C", "AD 2D 3D 4D", "AH 2H 3H 4H", "AS 2S 3S 4S"],
        starter="KD",
        dealer=0,
        crib="9C 9D 9H 9S",
        opponents_show_first=False,
    )
    events = _play_out_four(game)
    shown = [("crib" if e.data["what"] == "crib" else e.seat) for e in events if e.kind == "show"]
    assert shown == [1, 2, 3, 0, "crib"]


def test_four_handed_the_player_who_said_go_leads_is_a_house_rule() -> None:
    """001: after a go "the remainder of the hands are played in rotation": the next count is led by the
    player after the one who played last (default). 003, four players: "The player who said, 'Go,' is
    the first to lead the next card after all players have played" (`lead_after_go: said_go`)."""
    hands = ["9C 8C AC 2C", "TD 9D 3D 4D", "KH QH 5H 6H", "KS 7S 6S 5S"]
    for rule, leader in (("rotation", 1), ("said_go", 3)):
        game = rigged_play(hands, starter="2H", dealer=3, crib="AD AH AS 2S", lead_after_go=rule)
        # 9C 9, TD 19, KH 29; seat 3 says go first; AC 30 (seat 0 plays last); seats 1, 2 and 0 say go
        play(game, "9C", "TD", "KH", "go", "AC", "go", "go", "go")
        assert game.count == 0 and game.turn == leader, rule
