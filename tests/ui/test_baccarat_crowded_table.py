"""Left open by fixn (29 November), Baccarat at ten players, 1024x700: "the bank's hand" met
Computer 8's name and purse. bankl's sweep found the same at nine, at both forms and at full HD too:
round the oval four seats a side stood closer than a seat's name, cards and words take, so a stake's
"30 counters" lay over the next seat's name and a hand's words over its purse. At nine and ten the
seats now sit in three rows, as at seven and eight (the top row's seats each in an equal share of the
width). Whoever banks, with a punters' hand (or at Banque two) beside him and every other punter's
stake down, no two lines of words meet (a space apart side by side), no word lies on a card, and no
seat's card on another's."""

from __future__ import annotations

import copy
import itertools

import pytest
from painted_words import words_meeting
from table_windows import still_table

from hoyle_desktop.engine.baccarat.points import point
from hoyle_desktop.engine.cards import Card
from hoyle_desktop.ui.banking.model import BoxModel

pytestmark = pytest.mark.slow


def _hand(cards: str, status: str, stake: int = 0) -> BoxModel:
    known = [Card.parse(c) for c in cards.split()]
    return BoxModel(known, stake, status, point(known))


def _clashes(felt) -> list[str]:
    found = words_meeting(felt, 3, -1)
    calls = {id(e) for e in felt.painted_calls}
    for entry in felt.painted_words:
        box, text = entry
        if (
            text
            and id(entry) not in calls
            and any(box.adjusted(1, 1, -1, -1).intersects(c) for _, c in felt.painted_cards)
        ):
            found.append(f"{text!r} on a card")
    for (sa, a), (sb, b) in itertools.combinations(felt.painted_cards, 2):
        if sa != sb and a.adjusted(1, 1, -1, -1).intersects(b):
            found.append(f"a card of seat {sa} on one of seat {sb}")
    return found


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("players", [9, 10])
@pytest.mark.parametrize("profile", ["baccarat", "baccarat-banque"])
def test_every_seats_words_and_cards_keep_apart_round_a_crowded_table(qtbot, profile, players, size) -> None:
    table = still_table(qtbot, size, "baccarat", profile, players, seed=3)
    felt = table.felt
    banque = profile == "baccarat-banque"
    report = []
    for banker in range(players):
        model = copy.deepcopy(felt.model)
        model.dealer = banker
        model.boxes = [[BoxModel(stake=30)] for _ in range(players)]
        model.purses = [530 if s % 2 else 470 for s in range(players)]
        model.nets = [30 if s % 2 else -30 for s in range(players)]
        model.boxes[banker] = [_hand("6H 10C KD", "bank")]
        right = (banker + 1) % players
        model.boxes[right] = [_hand("9S 10D KC", "right" if banque else "punters", 30)]
        if banque:
            model.boxes[(banker - 1) % players] = [_hand("2S 3D 4C", "left", 30)]
        felt.set_model(model)
        report += [f"banker {banker}: {c}" for c in _clashes(felt)]
    assert not report, "\n".join(report[:12])
