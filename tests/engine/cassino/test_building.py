"""Today's building rules for Cassino, offered as house rules (not in Peel's chapter, seed 002
CASSINO): the readings are in docs/rules-notes/cassino.md, "Building", which these tests quote."""

from __future__ import annotations

import random

from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import card, cards
from hoyle_desktop.engine.cassino import SPEC
from hoyle_desktop.engine.cassino.game import CassinoGame

TODAY = {"building": True, "raising": True, "multiple_builds": True, "build_duty": "take_or_add"}


def setup(table: str, a_hand: str, b_hand: str, **rules) -> tuple[CassinoGame, int, int]:
    game = SPEC.new_game({"players": 2, **rules}, 3)
    assert isinstance(game, CassinoGame)
    a, b = game.actor, 1 - game.actor
    game.table = cards(table)
    game.hands[a], game.hands[b] = cards(a_hand), cards(b_hand)
    return game, a, b


def test_raising_a_single_build() -> None:
    """ "Raising: a card from the hand laid on a single build, anyone's, makes a new total of ten or
    less that the player can take with another card he holds; the build becomes his." """
    game, a, b = setup("4C KS", "5H 9D 2C", "2D 3D JC", raising=True, building=True)
    game.apply(a, Action("build", (card("5H"), card("4C")), 9))
    assert Action("raise", (card("2D"), card("5H"), card("4C")), 11) not in game.legal_actions(b)
    game, a, b = setup("4C KS", "3H 7D 2C", "2D 9S JC", raising=True, building=True)
    game.apply(a, Action("build", (card("3H"), card("4C")), 7))
    raise_ = Action("raise", (card("2D"), card("3H"), card("4C")), 9)
    assert raise_ in game.legal_actions(b)
    game.apply(b, raise_)
    assert game.builds == [[b, 9, cards("2D 3H 4C")]]
    # Without the house rule there is no raising.
    game, a, b = setup("4C KS", "3H 7D 2C", "2D 9S JC", building=True)
    game.apply(a, Action("build", (card("3H"), card("4C")), 7))
    assert not [x for x in game.legal_actions(b) if x.kind == "raise"]
    assert game.why_illegal(b, raise_) == "bad_build"


def test_multiple_builds_gather_every_card_and_set_of_the_total() -> None:
    """ "Multiple builds: a build gathers every loose card and set of its total and every build of
    that total, and a card of the total may be built on them (a five on a five, holding another
    five). A multiple build cannot be raised." """
    game, a, b = setup("3C 5D 6H 2S KS", "5H 8D AC", "8S 3D JC", **TODAY)
    build = Action("build", (card("5H"), card("3C"), card("2S"), card("6H")), 8)
    legal = game.legal_actions(a)
    assert build in legal  # 5+3, with 6+2 gathered in; the loose 5 stays (it is not 8)
    assert Action("build", (card("5H"), card("3C")), 8) not in legal  # the 6+2 must come too
    game.apply(a, build)
    assert game.builds == [[a, 8, cards("5H 3C 2S 6H")]]
    assert not [x for x in game.legal_actions(b) if x.kind == "raise"]  # multiple: no raising
    take = Action("take", (card("8S"), *sorted(cards("5H 3C 2S 6H"), key=lambda c: c.sort_key)))
    assert take in game.legal_actions(b)


def test_a_card_of_the_total_on_a_build_or_loose_card() -> None:
    """A five on a five, holding another five, builds five; another player holding a five adds his
    own to it and the build becomes his."""
    game, a, b = setup("5D KS", "5H 5C 9C", "5S AD JC", multiple_builds=True, building=True)
    natural = Action("build", (card("5H"), card("5D")), 5)
    assert natural in game.legal_actions(a)
    game.apply(a, natural)
    assert not [x for x in game.legal_actions(b) if x.kind == "build"]  # b holds only one five
    game.apply(b, Action("trail", (card("AD"),)))
    # a adds his other five? He needs a third five to take it later: he may not.
    assert Action("build", (card("5C"), card("5H"), card("5D")), 5) not in game.legal_actions(a)
    assert Action("take", (card("5C"), card("5D"), card("5H"))) in game.legal_actions(a)


def test_a_player_with_a_build_must_take_it_or_add_to_it() -> None:
    """ "The stricter duty: a player with a build of his own on the table must, when he can, take that
    build or add to it; he may never lay a card down while it stands." """
    game, a, b = setup("4C 6S KS", "5H 9D 2C AH TD KH", "QD 3D JC QC", **TODAY)
    game.apply(a, Action("build", (card("5H"), card("4C")), 9))
    game.apply(b, Action("trail", (card("3D"),)))
    legal = game.legal_actions(a)
    assert legal and all({card("5H"), card("4C")} <= set(x.cards) for x in legal)
    assert Action("take", (card("9D"), *cards("3D 4C 5H 6S"))) in legal  # with the 3 and 6
    raised = Action("raise", (card("AH"), card("5H"), card("4C")), 10)
    assert raised in legal
    # Taking the king, leaving the build, is refused with the duty as the reason.
    other = Action("take", (card("KH"), card("KS")))
    assert other not in legal and game.why_illegal(a, other) == "take_or_add"
    assert game.why_illegal(a, Action("trail", (card("2C"),))) == "take_or_add"
    # The usual duty only forbids laying a card down.
    game, a, b = setup("4C 6S KS", "5H 9D 2C AH TD KH", "QD 3D JC QC", building=True)
    game.apply(a, Action("build", (card("5H"), card("4C")), 9))
    game.apply(b, Action("trail", (card("3D"),)))
    assert Action("take", (card("KH"), card("KS"))) in game.legal_actions(a)
    assert game.why_illegal(a, Action("trail", (card("2C"),))) == "own_build"


def test_random_games_with_every_building_rule_end_with_every_card_counted() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        game = SPEC.new_game({"players": 2 + seed % 3, **TODAY, "target": 7}, seed)
        while not game.is_over():
            seat = game.seats_to_act()[0]
            game.apply(seat, rng.choice(game.legal_actions(seat)))
        assert game.result() is not None
