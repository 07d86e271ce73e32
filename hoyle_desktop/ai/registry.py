"""Which computer players each game has, by strength name; the CLI and the GUI ask here."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, RandomBot

BotFactory = Callable[[int], Bot]


def _cribbage() -> dict[str, BotFactory]:
    from .cribbage.basic import GreedyCribbageBot, RandomCribbageBot
    from .cribbage.easy import EasyCribbageBot
    from .cribbage.expert import ExpertCribbageBot
    from .cribbage.standard import StandardCribbageBot

    return {
        "random": RandomCribbageBot,
        "easy": EasyCribbageBot,  # greedy beats easy three games in four
        "greedy": GreedyCribbageBot,
        "standard": StandardCribbageBot,
        "expert": ExpertCribbageBot,
    }


def _stops() -> dict[str, BotFactory]:
    from .stops_bots import FACTORIES

    return dict(FACTORIES)


def _snip() -> dict[str, BotFactory]:
    from .snip_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}


def _crazy_eights() -> dict[str, BotFactory]:
    from .crazy_eights_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}  # type: ignore[dict-item]


def _cassino() -> dict[str, BotFactory]:
    from .cassino_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}  # type: ignore[dict-item]


def _loto() -> dict[str, BotFactory]:
    from .loto_bots import FACTORIES

    return dict(FACTORIES)


def _tricks() -> dict[str, BotFactory]:
    from .tricks_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}  # type: ignore[dict-item]


def _baccarat() -> dict[str, BotFactory]:
    from .baccarat_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}


def _speculation() -> dict[str, BotFactory]:
    from .speculation_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}


def _blind_hookey() -> dict[str, BotFactory]:
    from .blind_hookey_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}


def _vingt_un() -> dict[str, BotFactory]:
    from .vingt_un_bots import FACTORIES

    return {"random": RandomBot, **FACTORIES}


def _commerce() -> dict[str, BotFactory]:
    from .commerce_bots import FACTORIES

    return dict(FACTORIES)


def _bird() -> dict[str, BotFactory]:
    from .bird_bots import FACTORIES

    return dict(FACTORIES)


_GAMES: dict[str, Callable[[], dict[str, BotFactory]]] = {
    "cribbage": _cribbage,
    "pope_joan": _stops,
    "spin": _stops,
    "newmarket": _stops,
    "jig": _stops,
    "snip_snap_snorum": _snip,
    "loto": _loto,
    "all_fours": _tricks,
    "spoil_five": _tricks,
    "crazy_eights": _crazy_eights,
    "cassino": _cassino,
    "baccarat": _baccarat,
    "blind_hookey": _blind_hookey,
    "vingt_un": _vingt_un,
    "commerce": _commerce,
    "my_bird_sings": _bird,
    "speculation": _speculation,
}


def _bots(game: str) -> dict[str, BotFactory]:
    """A game's computer players, weakest first; every game has ``random`` (any legal action,
    uniformly: what a soak test or a fuzz wants), its own if it has one."""
    loader = _GAMES.get(game)
    bots = loader() if loader else {}
    return bots if "random" in bots else {"random": RandomBot, **bots}


def strengths(game: str) -> list[str]:
    """The bot names a game offers, weakest first."""
    return list(_bots(game))


def default_seats(game: str) -> list[str]:
    """The computer players a simulation seats when none are named: cribbage's random against
    greedy, as ever; any other game each of its strengths above random in turn."""
    if game == "cribbage":
        return ["random", "greedy"]
    if game in ("all_fours", "spoil_five"):  # two seats at least: the standard against the expert
        return ["standard", "expert"]
    named = [s for s in strengths(game) if s != "random"]
    return named or ["random"]


def make_bot(game: str, strength: str, seed: int = 0) -> Bot:
    bots = _bots(game)
    if strength not in bots:
        raise KeyError(f"{game} has no computer player called {strength!r}; choose from {', '.join(bots)}")
    return bots[strength](seed)
