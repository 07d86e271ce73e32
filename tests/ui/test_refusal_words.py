"""Every refusal the engine can give is said in words at its table (done-check of 28 November).

The codes are those ``why_illegal`` returned in random play of every built-in profile (actions legal
somewhere tried by every seat at every step) and the rarer ones its engine names; each table's
screen-reader words (``ui/<family>/access.py``, the table's own refusal words) must have a sentence
of their own for each, not the code nor the words a code unknown to the table gets.
"""

from __future__ import annotations

import pytest
from table_windows import open_default, table_window

from hoyle_desktop.engine import registry

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
