"""Cassino against Peel's chapter (seed 002, CASSINO): the deal, captures of ranks and sums all at
once, sweeps, the last take, the count and the scorings, and the 32-card pack."""

from __future__ import annotations

import random

import pytest

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import card, cards
from hoyle_desktop.engine.cassino import SPEC
from hoyle_desktop.engine.cassino.captures import captures
from hoyle_desktop.engine.cassino.count import count_items, deal_scores
from hoyle_desktop.engine.cassino.game import CassinoGame


def new(players: int = 2, seed: int = 1, **rules) -> CassinoGame:
    game = SPEC.new_game({"players": players, **rules}, seed)
    assert isinstance(game, CassinoGame)
    return game


def test_four_each_and_four_on_the_table_first_round_only() -> None:
    """ "the dealer distributes four cards to each of the players ... He also places four other cards
    face upwards in the middle of the table" and then "four fresh cards to each of the players, but
    does not expose any on the table as in the first round.\""""
    game = new(4)
    assert [len(h) for h in game.hands] == [4] * 4 and len(game.table) == 4
    assert len(game.stock) == 52 - 20
    assert game.seats_to_act() == ((game.dealer + 1) % 4,)
    rng = random.Random(0)
    for _ in range(16):
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert [len(h) for h in game.hands] == [4] * 4 and len(game.stock) == 52 - 36


def test_the_lowest_cut_deals() -> None:
    """ "The lowest of the four (ace counting as lowest) becomes the first dealer.\""""
    for seed in range(5):
        game = new(4, seed=seed)
        cut = [e for e in game.opening_events if e.kind == "cut"][-1]
        seats = cut.data["seats"]
        low = min(cut.cards, key=lambda c: int(c.rank))
        assert seats[list(cut.cards).index(low)] == game.dealer


def test_a_ten_takes_tens_and_every_set_adding_to_ten_at_once() -> None:
    """ "a ten not only takes every other ten, but also nine and ace, eight and two, seven and three,
    six and four, or two fives, two threes and a four\""""
    table = cards("TC 9H AD 8S 2C 5H 5D KS")
    (only,) = captures(table, card("TD"))
    assert only == frozenset(cards("TC 9H AD 8S 2C 5H 5D"))
    assert captures(cards("3C 3D 4H"), card("TD")) == (frozenset(cards("3C 3D 4H")),)


def test_where_the_sets_overlap_the_player_chooses() -> None:
    """Peel: a card "takes with it every card of the same denomination among those exposed on the
    table, as well as all that will combine and make the same number"; where two sets share a card (3 and
    7, 3 and the other 7, for a ten) both cannot be taken, and the player chooses which (rules note)."""
    options = captures(cards("3C 7H 7S"), card("TD"))
    assert set(options) == {frozenset(cards("3C 7H")), frozenset(cards("3C 7S"))}


def test_a_card_that_takes_nothing_is_laid_on_the_table() -> None:
    """ "if he is not able to pair or combine, he must add a card, face upwards, to those already
    exposed on the table.\""""
    game = new()
    game.table = cards("KC 9H")
    game.hands[game.actor] = cards("2D KD")
    legal = game.legal_actions(game.actor)
    assert Action("trail", (card("2D"),)) in legal
    assert Action("take", (card("KD"), card("KC"))) in legal
    assert Action("trail", (card("KD"),)) not in legal
    assert game.why_illegal(game.actor, Action("trail", (card("KD"),))) == "must_take"


def test_a_sweep_scores_a_point_and_the_next_player_lays_out() -> None:
    """ "If a player is able to sweep the board at any other time during the progress of the game, he
    also scores a point, and the following player has to commence a new board by laying out a card.\""""
    game = new()
    seat = game.actor
    game.table = cards("4C 6H")
    game.hands[seat] = cards("TD 2C 3C 5C")
    events = game.apply(seat, Action("take", tuple(cards("TD 4C 6H"))))
    assert [e.reason for e in events if e.kind == "sweep"] == ["sweep"]
    assert game.sweeps[seat] == 1
    assert all(a.kind == "trail" for a in game.legal_actions(game.actor))


def test_the_last_to_take_takes_what_remains_and_scores_a_sweep() -> None:
    """ "the player who is last able to pair or combine any of the exposed cards taking all the
    remaining cards off the table, and scoring one point for thus 'sweeping the board'\""""
    game = new()
    a, b = game.actor, 1 - game.actor
    game.stock = []
    game.table = cards("9C 4H")
    game.hands[a], game.hands[b] = cards("4S"), cards("2D")
    game.apply(a, Action("take", tuple(cards("4S 4H"))))
    events = game.apply(b, Action("trail", (card("2D"),)))
    last = next(e for e in events if e.kind == "last_take")
    assert last.seat == a and set(last.cards) == set(cards("9C 2D"))


def test_the_count() -> None:
    """ "Great Cassino (the ten of diamonds) ... 2 points. ... Little Cassino (the two of spades) ... 1
    point. ... each ace ... 1 ... the majority of the cards of the spade suit ... 1 ... the majority
    of the entire pack of cards ... 3 points.\""""
    piles = [cards("TD 2S AC AD 3S 4S 5S"), cards("AH 6C 7C")]
    items = count_items(piles, [1, 0])
    assert items == [
        (0, "great_cassino", 2),
        (0, "little_cassino", 1),
        (0, "aces", 2),
        (1, "aces", 1),
        (0, "spades", 1),
        (0, "cards", 3),
        (0, "sweeps", 1),
    ]


def test_scoring_difference_and_independents() -> None:
    """ "if one sides secures 6, and the other side 5, the former score 1 point and the latter score
    nothing" ... "suppose A made 1 point, B 2, C 3 and D 5; A would not score anything, while B would
    score 1, C 2, and D 4. Similarly, if A made 2 points, B 2, C 2 and D 5; D would be the only one
    to score, and he would count 3." ... three players: "if the two lower numbers together either
    amount to or exceed the higher, then neither party scores.\""""
    assert deal_scores([6, 5], "less_lowest") == [1, 0]
    assert deal_scores([1, 2, 3, 5], "less_lowest") == [0, 1, 2, 4]
    assert deal_scores([2, 2, 2, 5], "less_lowest") == [0, 0, 0, 3]
    assert deal_scores([1, 2, 3, 5], "own") == [1, 2, 3, 5]
    assert deal_scores([2, 3, 7], "two_lowest") == [0, 0, 2]
    assert deal_scores([3, 4, 7], "two_lowest") == [0, 0, 0]


def test_partners_pool_their_cards() -> None:
    """ "the partners combine their winnings\""""
    game = new(4)
    assert game.cfg.sides == 2 and [game.cfg.side(s) for s in range(4)] == [0, 1, 0, 1]
    assert new(4, partnerships=False).cfg.sides == 4


@pytest.mark.parametrize(("players", "pack"), [(2, 52), (3, 32), (4, 52), (4, 32), (5, 32), (6, 32)])
def test_random_games_end_with_every_card_counted(players: int, pack: int) -> None:
    rng = random.Random(players * pack)
    game = new(players, seed=rng.randrange(1000), pack=pack, target=11)
    while not game.is_over():
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
        if not any(game.hands) and not game.is_over():
            pytest.fail("a hand ran out with nobody to deal")
    assert sum(game.result().stakes) == 0
    assert max(game.scores) >= 11


def test_building_house_rule() -> None:
    """Today's Cassino, not Peel's (docs/rules-notes/cassino.md): a card laid on table cards makes
    a build its player can take later with another card of its total; the build is taken whole;
    its owner may not lay a card down while it stands."""
    game = new(building=True)
    a, b = game.actor, 1 - game.actor
    game.table = cards("4C KS")
    game.hands[a], game.hands[b] = cards("5H 9D 2C"), cards("9S 3D 6C")
    build = Action("build", (card("5H"), card("4C")), 9)
    assert build in game.legal_actions(a)
    assert Action("build", (card("2C"), card("4C")), 6) not in game.legal_actions(a)  # no six to take it
    game.apply(a, build)
    assert game.builds == [[a, 9, cards("5H 4C")]] and game.table == cards("KS")
    assert Action("take", (card("9S"), card("4C"), card("5H"))) in game.legal_actions(b)
    game.apply(b, Action("trail", (card("3D"),)))
    assert game.why_illegal(a, Action("trail", (card("2C"),))) == "own_build"
    game.apply(a, Action("take", (card("9D"), card("4C"), card("5H"))))
    assert game.builds == [] and card("5H") in game.piles[game.cfg.side(a)]


def test_five_and_six_players() -> None:
    """ "This game ... is available for two, three, four, or more persons": six take the 52 cards in
    two rounds exactly (four each, and four to the table first); five have a short last round."""
    game = new(6)
    assert [len(h) for h in game.hands] == [4] * 6 and len(game.table) == 4 and len(game.stock) == 24
    assert game.cfg.sides == 6
    rng = random.Random(2)
    for _ in range(24):
        seat = game.seats_to_act()[0]
        game.apply(seat, rng.choice(game.legal_actions(seat)))
    assert [len(h) for h in game.hands] == [4] * 6 and not game.stock
    for players in (5, 6):
        game = new(players, seed=3)
        while not game.is_over():
            seat = game.seats_to_act()[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert len(game.result().scores) == players and sum(game.result().stakes) == 0


def test_each_player_scores_his_own_points_unless_agreed_otherwise() -> None:
    """ "equally available for four players acting independently, in which case each scores his
    individual points ... With three players it is also necessary to score independently, although
    in all these independent scorings it is sometimes decided that the lowest scorer shall not reckon
    anything"."""
    from hoyle_desktop.profiles import ProfileCatalog

    assert new(3).cfg.independent == "own" and new(4, partnerships=False).cfg.independent == "own"
    catalog = ProfileCatalog()
    for profile in ("cassino-three-handed", "cassino"):
        rules = catalog.get(profile).rules
        assert rules["independent"] == "own", profile
    assert new(3, independent="less_lowest").cfg.independent == "less_lowest"  # kept as a house rule


def test_the_scoring_options_apply_only_where_they_do_something() -> None:
    """The house-rules form offers the scoring of independent players only where players play each
    for himself (three, five, six, or four without partners), partners only at four, and the builds'
    options only with building."""
    from hoyle_desktop.profiles import rules_schema
    from hoyle_desktop.profiles.schemas import applies

    props = rules_schema("cassino")["properties"]
    for players, partners, independent in [(2, False, False), (3, False, True), (4, True, False)]:
        values = {"players": players, "partnerships": partners}
        assert applies(props["independent"], values) is independent
    assert applies(props["independent"], {"players": 4, "partnerships": False})
    assert all(applies(props["independent"], {"players": n, "partnerships": True}) for n in (5, 6))
    assert applies(props["partnerships"], {"players": 4})
    assert not applies(props["partnerships"], {"players": 6})
    assert not applies(props["raising"], {"building": False})
    assert applies(props["raising"], {"building": True})


def test_the_page_says_how_the_four_are_paired_as_the_engine_pairs_them() -> None:
    """ "those who draw the two lowest cards have to play against the drawers of the two highest ...
    The partners sit opposite to each other": Peel draws for partners; the app seats them, the
    person (seat 0) with the player opposite (seat 2, Computer 2). The page said neither (playtest of
    29 November)."""
    from pathlib import Path

    page = (Path(__file__).parents[3] / "resources" / "help" / "cassino.md").read_text(encoding="utf-8")
    cards_section = page.split("{#cards}")[1].split("\n## ")[0]
    said = " ".join(cards_section.split())
    assert "the two lowest play against the two highest" in said
    assert "you play with the player opposite you, Computer 2, against Computer 1 and Computer 3" in said
    view = new(4).view(0)
    assert view.side_of[0] == view.side_of[2] != view.side_of[1] == view.side_of[3]
