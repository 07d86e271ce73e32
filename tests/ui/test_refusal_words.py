"""Every refusal the engine can give is said in words at its table (done-check of 28 November).

The codes are those ``why_illegal`` returned in random play of every built-in profile (actions legal
somewhere tried by every seat at every step) and the rarer ones its engine names; each table's
screen-reader words (``ui/<family>/access.py``, the table's own refusal words) must have a sentence
of their own for each, not the code nor the words a code unknown to the table gets.
"""

from __future__ import annotations

import random

import pytest
from table_windows import open_default, table_window

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.ui.session import SeatSetup
from hoyle_desktop.ui.table import accessibility, opening

REFUSALS = {
    "cribbage": "lay_out_first must_play not_in_hand not_your_turn over_31 play_a_card wrong_discard_count",
    "pope_joan": "must_follow not_allowed not_your_turn",
    "spin": "must_follow not_allowed not_your_turn",
    "newmarket": "must_follow not_allowed not_your_turn",
    "jig": "must_follow not_allowed not_your_turn",
    "loto": "already_covered answer_offer card_not_covered card_not_free draw_now not_called not_on_card "
    "not_your_turn prize_taken row_not_covered two_rows_not_covered cover_first too_many_cards",
    "snip_snap_snorum": "must_pair not_allowed not_your_turn",
    "vingt_un": "no_pair not_allowed not_your_turn stake_limits",
    "commerce": "no_neighbour not_allowed not_in_hand not_your_turn one_trade_a_turn must_stand "
    "old_game_table_only",
    "speculation": "bad_price cannot_afford not_allowed not_your_turn nothing_to_sell",
    "my_bird_sings": "must_sing no_bird no_card_to_exchange not_allowed not_in_hand not_your_turn",
    "spoil_five": "answer_first must_follow_plain must_follow_trump must_rob_first not_allowed not_in_hand "
    "not_your_turn renege_too_low",
    "all_fours": "answer_first must_follow_or_trump not_allowed not_in_hand not_your_turn",
    "cassino": "bad_build must_take not_all_taken not_in_hand not_your_turn own_build take_or_add",
    "baccarat": "cannot_cover_bank false_draw_card false_draw_stand not_allowed not_your_turn over_purse "
    "over_the_bank",
    "blind_hookey": "not_allowed not_your_turn",
    "crazy_eights": "can_play must_match not_in_hand not_your_turn name_a_suit",
}


def test_every_game_is_here() -> None:
    assert set(REFUSALS) == {spec.key for spec in registry.playable()}


@pytest.mark.parametrize("key", sorted(REFUSALS))
def test_every_refusal_has_words_at_the_table(qtbot, key: str) -> None:
    window = table_window(qtbot)
    table = open_default(window, key)
    words = table.access.words
    unknown = words.refusal("no_such_refusal")
    missing = []
    for code in REFUSALS[key].split():
        text = words.refusal(code)
        general = code == "not_allowed"  # the engine's own catch-all: the general words are right
        if not text or text == code or "_" in text or (text == unknown and not general):
            missing.append((code, text))
    table.shutdown()
    assert not missing, missing


def refused_position(key: str, catalog) -> tuple:
    """A position of random play where the person's card list holds a card its action refuses."""
    for profile in catalog.profiles(key):
        for seed in range(3):
            game = registry.get(key).new_game(profile.rules, seed)
            rng = random.Random(seed)
            while not game.is_over():
                seat = game.seats_to_act()[0]
                legal = game.legal_actions(seat)
                kinds = [a.kind for a in legal if a.cards] if seat == 0 else []
                unplayable = [c for c in game.view(0).hand if not any(c in a.cards for a in legal)]
                if kinds and any(game.why_illegal(0, Action(kinds[0], (c,))) for c in unplayable):
                    return profile, seed, game
                game.apply(seat, rng.choice(legal))
    raise AssertionError(f"{key}: no refused card met in random games")


@pytest.mark.parametrize("key", ["my_bird_sings"])
def test_a_refused_card_is_heard_in_words_at_the_trading_tables(qtbot, key: str) -> None:
    """What a screen reader hears of the person's cards: at My Bird Sings, while the bird sings,
    the cards outside the song were heard as "not playable: must_sing"."""
    window = table_window(qtbot)
    cls = type(open_default(window, key))
    profile, seed, game = refused_position(key, window.catalog)
    setup = SeatSetup(key, profile.id, dict(profile.rules), seed, 0, [None] + ["easy"] * (game.players - 1))
    table = opening.open_session(setup, game, window.stack, cls, resumed=True)
    words = accessibility.attach(table).words  # as the main window gives it a shown table
    legal = game.legal_actions(0)
    said = [words.card_words(card, legal) for card in game.view(0).hand]
    refused = [text for text in said if "not playable" in text]
    assert refused, said
    assert not [text for text in refused if "_" in text], refused
    table.shutdown()
