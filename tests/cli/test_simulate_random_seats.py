"""`hoyle simulate GAME --seats random` for every game (issue 24: Loto, Commerce and My Bird Sings
had no random seat): any legal action, uniformly, is what a soak test or a fuzz wants."""

from __future__ import annotations

import pytest

from hoyle_desktop.ai.base import RandomBot
from hoyle_desktop.ai.registry import make_bot, strengths
from hoyle_desktop.cli.main import main
from hoyle_desktop.engine import registry

GAMES = [spec.key for spec in registry.playable()]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_seats_a_random_player(capsys, game) -> None:
    assert strengths(game)[0] == "random"
    bot = make_bot(game, "random", 1)
    assert isinstance(bot, RandomBot) or bot.name == "random"  # a game's own (cribbage's, the stops')
    code = main(["simulate", game.replace("_", "-"), "--seats", "random", "--games", "1", "--seed", "2"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "random" in out
