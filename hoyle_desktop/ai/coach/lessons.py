"""What to learn from a choice the Expert would have made otherwise: a rule of thumb a reason's kind
teaches, in one short sentence, drawn from what the Expert's reason weighs.

A reason's kind is its code (``Reason.code``) within the coach module that gives it (the family:
``stops``, ``banking``...); :func:`lesson` gives the sentence for the Expert's reason. The review of
the last hand says it ("To learn: ...") below a note where the person's choice cost something
(``ui/table/coach.py``): the review used to set the Expert's reason beside the person's and leave
the lesson to be drawn from their difference, which a newcomer to these games cannot.

A code with no lesson is one never given to the Expert's choice at a cost (the person's own
mistakes: a miscount, a false draw; the verdicts: only one, all equal): :data:`NO_LESSON` lists them
so a test can tell a forgotten kind from one that needs none.
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Reason, coach_module
from .words import translate

Lessons = dict[str, Callable[[], str]]


def _stops() -> Lessons:
    return {
        "goes_out": lambda: translate(
            "Coach", "Go out when you can: every other player pays you for the cards left in his hand."
        ),
        "run_money": lambda: translate(
            "Coach",
            "Lead your paying cards while you still hold the lead: each one pays only when it is played, "
            "and the lead may not come back.",
        ),
        "needs_lead": lambda: translate(
            "Coach",
            "Lead early a card that only your own lead can play: nobody else's run will play it for you.",
        ),
        "run": lambda: translate(
            "Coach",
            "Lead the card that plays the most of your hand: every card left when someone goes out costs "
            "you.",
        ),
        "keeps_stop": lambda: translate(
            "Coach", "Keep a stop in hand: it ends a run and wins the lead back for you."
        ),
        "hold_spin": lambda: translate(
            "Coach", "Keep Spin while your hand is long: played beside a card later, it stops a run."
        ),
        "spin_now": lambda: translate(
            "Coach", "Spin collects and gives you the lead again: play it when the lead is worth having."
        ),
        "spin_beside": lambda: translate(
            "Coach", "Play Spin beside a card where it stops the run: it collects, and the lead is yours."
        ),
        "follow_plain": lambda: translate(
            "Coach", "Do not spend Spin where it gains little: keep it for a run it can stop."
        ),
        "declare": lambda: translate(
            "Coach", "Declare whenever you may: it takes the stake on it, and you keep the lead."
        ),
        "pope_in_lieu": lambda: translate(
            "Coach",
            "Play the Pope in lieu when a run stops at a missing card: it collects and stops the run.",
        ),
        "pass_call": lambda: translate(
            "Coach", "Play the Pope in lieu only where it pays: here it is worth more kept in hand."
        ),
        # Snip-Snap-Snorum
        "pairs": lambda: translate(
            "Coach", "Pair a card whenever you can: the player before you pays into the pool for it."
        ),
        "duel": lambda: translate(
            "Coach",
            "Between two with every card known, play the card that leaves the other's purse to run dry "
            "first.",
        ),
        "snip_risk": lambda: translate(
            "Coach", "Play first the card the next player is least likely to pair: each pair costs you."
        ),
        "shed": lambda: translate(
            "Coach",
            "Play first a rank whose other cards you can see: the fewer unseen, the less often it is paired.",
        ),
        "keep_safe": lambda: translate(
            "Coach", "Keep a card nobody can pair for later: you can always play on with it."
        ),
        "safe": lambda: translate("Coach", "Play a card the next player cannot pair: it costs you nothing."),
        "two_of_a_kind": lambda: translate(
            "Coach",
            "Play a rank you hold two of (Peel's advice): if it comes round again, you may pair it yourself.",
        ),
        "most_played": lambda: translate(
            "Coach",
            "Play a rank that is mostly out already: the fewer left unseen, the less often the next player "
            "pairs it.",
        ),
    }


def _cribbage() -> Lessons:
    keeps = lambda: translate(  # noqa: E731 - three codes, one lesson
        "Coach",
        "Lay out for the hand and the crib together: keep what counts in your hand, give your own crib "
        "cards that help it and the other's crib cards that do not.",
    )
    pegs = lambda: translate(  # noqa: E731
        "Coach",
        "In the play, peg what you can and leave the next player as little as you can: no fifteen, no "
        "pair, no run to make.",
    )
    usual = lambda: translate(  # noqa: E731
        "Coach",
        "Where no card is clearly better, keep to the usual play rather than chase a gain too small to "
        "count on.",
    )
    return {
        "keeps": keeps,
        "keeps_for_score": lambda: translate(
            "Coach", "Near the end the score decides: keep what brings you home first, not the most points."
        ),
        "goes_out": lambda: translate(
            "Coach", "Near the end, keep the cards most likely to count you out this deal."
        ),
        "book_lead": lambda: translate(
            "Coach", "Lead a card under five: no card the other side plays to it can make fifteen."
        ),
        "within_margin": usual,
        "usual_four": usual,
        "wins_game": lambda: translate("Coach", "Look first for the play that wins the game."),
        "pegs_now": pegs,
        "pegging": pegs,
        "deal_from_here": lambda: translate(
            "Coach", "Weigh the whole deal, the play, the show and the crib, not only the points pegged now."
        ),
    }


def _banking() -> Lessons:
    edge = lambda: translate(  # noqa: E731
        "Coach",
        "A punter loses a little of every counter staked, on average: stake no more than you mean to.",
    )
    punter_rule = lambda: translate(  # noqa: E731
        "Coach", "A punter draws at 4 or less and stands at 6 or 7: the rule leaves no choice there."
    )
    banker = lambda: translate(  # noqa: E731
        "Coach",
        "As banker, draw or stand by your point and the card the punter drew: it tells how his point may "
        "stand against yours.",
    )
    banque = lambda: translate(  # noqa: E731
        "Coach", "At Banque, draw or stand for the stakes of both tableaux together, not for one."
    )
    return {
        # Vingt-un
        "stake": lambda: translate(
            "Coach",
            "Your first card decides what the hand is worth: stake most on a strong card, least on a weak "
            "one.",
        ),
        "double": lambda: translate(
            "Coach",
            "Holding the bank, double on a card that favours you: it doubles what every stake pays you.",
        ),
        "no_double": lambda: translate(
            "Coach", "Holding the bank, do not double on a weak card: doubling doubles the loss too."
        ),
        "stand": lambda: translate(
            "Coach",
            "Stand on a total a card would likely take over 21, and let the dealer run the risk of going "
            "over.",
        ),
        "draw": lambda: translate(
            "Coach",
            "Draw while the risk of going over 21 is worth taking: a low total rarely wins as it stands.",
        ),
        "divide": lambda: translate(
            "Coach", "Divide a pair where each new hand is worth more than the one hand they make together."
        ),
        "dealer_stand": lambda: translate(
            "Coach",
            "As dealer, stand once your total beats most hands that stand: a card more risks going over "
            "against them all.",
        ),
        "deal_worth": lambda: translate(
            "Coach", "The deal is worth having: keep it, or buy it for less than it is worth."
        ),
        "sell": lambda: translate("Coach", "Sell the deal only for more than it is worth to you."),
        "sell_dear": lambda: translate(
            "Coach", "Ask a price the others will pay: one too dear is refused, and you keep the deal."
        ),
        # Baccarat
        "bank_edge": lambda: translate(
            "Coach",
            "The bank wins a little of every counter staked against it: the more it holds, the more it wins.",
        ),
        "punter_edge": edge,
        "no_banco": edge,
        "banco": lambda: translate(
            "Coach", "Go banco only when it suits you: it stakes the whole bank on one coup."
        ),
        "punter_rule_draw": punter_rule,
        "punter_rule_stand": punter_rule,
        "punter_five": lambda: translate(
            "Coach",
            "At five, whether to draw depends on your two cards: play as does best against the banker's "
            "best play.",
        ),
        "banker_draw": banker,
        "banker_stand": banker,
        "banker_mix": banker,
        "banque_draw": banque,
        "banque_stand": banque,
        # Blind Hookey
        "hookey_edge": lambda: translate(
            "Coach", "The bank has the edge at Blind Hookey: the smaller your stake, the less you lose."
        ),
    }


def _loto() -> Lessons:
    return {
        "claim": lambda: translate("Coach", "Claim a prize as soon as your card has it."),
        "cover": lambda: translate(
            "Coach", "Cover every called number at once: one left uncovered can lose you the race."
        ),
        "ready": lambda: translate(
            "Coach", "Cover only the numbers called: when none of yours is, go on to the next number."
        ),
        "take_card": lambda: translate(
            "Coach", "Take a card when its share of the pool and table is worth more than it costs."
        ),
        "throw_card": lambda: translate(
            "Coach", "Give a card up when it costs more than its share of the pool and table."
        ),
        "spread": lambda: translate(
            "Coach",
            "Keep cards that carry many different numbers: more of the numbers called are then yours.",
        ),
        "loto_done": lambda: translate(
            "Coach", "Every card has the same chance: exchange only to carry more different numbers."
        ),
    }


def _matching() -> Lessons:
    take = lambda: translate(  # noqa: E731
        "Coach", "Take when you can: the most cards and the most spades score at the end."
    )
    return {
        # Cassino
        "take_sweep": lambda: translate("Coach", "Sweep the table when you can: a sweep is a point."),
        "take_cassino": lambda: translate(
            "Coach", "Take a cassino when you can: the Great Cassino is two points, the Little one a point."
        ),
        "take_aces": lambda: translate("Coach", "Take aces when you can: each ace is a point."),
        "take": take,
        "take_leaves_sweep": take,
        "build": lambda: translate(
            "Coach", "Build to a card you hold: it gathers cards for you to take on your next turn."
        ),
        "raise": lambda: translate(
            "Coach", "Raise a build to a card you hold: the build is then yours to take."
        ),
        "trail": lambda: translate(
            "Coach", "When you must lay a card down, lay one that counts nothing and gives no easy take."
        ),
        "trail_court": lambda: translate(
            "Coach", "Trail a court card: it makes no sum, so nobody can build on it or take it with a sum."
        ),
        "trail_pair_in_hand": lambda: translate(
            "Coach", "Trail a card whose pair you hold: you can take it back next turn."
        ),
        "trail_counting": lambda: translate(
            "Coach", "Trail a card that counts only when every other card would give away more."
        ),
        # Crazy Eights
        "eight_shuts_out": lambda: translate(
            "Coach", "With an eight, name a suit the next player lacks: he must draw."
        ),
        "eight_names": lambda: translate(
            "Coach", "With an eight, name the suit you are best placed to follow on in."
        ),
        "next_lacks_suit": lambda: translate("Coach", "Stay in a suit the next player lacks: he must draw."),
        "keeps_eight": lambda: translate(
            "Coach", "Keep your eights for the last: they play on anything when nothing else will."
        ),
        "sheds_points": lambda: translate(
            "Coach", "Shed the cards that cost most first: what is left in your hand scores against you."
        ),
        "plays_suit": lambda: translate(
            "Coach", "Play from the suit that leaves you best placed to follow on next time."
        ),
    }


def _speculation() -> Lessons:
    keep = lambda: translate(  # noqa: E731
        "Coach", "Keep a card worth more to you than the price: sell only above what it is worth."
    )
    dear = lambda: translate(  # noqa: E731
        "Coach",
        "Never pay more for a card than it is worth: its chance of ending the best trump, times the pool.",
    )
    ask = lambda: translate(  # noqa: E731
        "Coach", "Ask more than a card is worth to you: sold for less, you lose the difference."
    )
    turn = lambda: translate(  # noqa: E731
        "Coach",
        "A card is worth the pool times its chance of ending as the best trump: turn, keep or sell by that.",
    )
    return {
        "hold": keep,
        "refuse_sell": keep,
        "keep_best": lambda: translate(
            "Coach", "Keep the best trump unless you are paid more than it is worth to you."
        ),
        "turn": turn,
        "turn_top": turn,
        "turn_all": turn,
        "keep": turn,
        "offer": ask,
        "counter": ask,
        "offer_own_top": lambda: translate(
            "Coach", "While you hold the best trump your next card stays with you: sell it for what you can."
        ),
        "buy": lambda: translate("Coach", "Buy a card when its price is below what it is worth to you."),
        "bid": lambda: translate("Coach", "Bid below what a card is worth to you: then buying it gains."),
        "accept": lambda: translate("Coach", "Sell when the price is above what the card is worth to you."),
        "refuse_buy": dear,
        "refuse_even": dear,
    }


def _trading() -> Lessons:
    chances = lambda: translate(  # noqa: E731
        "Coach",
        "Choose the trade that leaves your hand the best most often, not the one that looks best now.",
    )
    bird = lambda: translate(  # noqa: E731
        "Coach", "Keep the cards nearest a bird and give up the one farthest from it."
    )
    return {
        "stand_best": lambda: translate(
            "Coach", "Stand when your hand is already likely the best: trading more only costs."
        ),
        "trade": chances,
        "chances": chances,
        "chances_pool": chances,
        "pass_later": lambda: translate(
            "Coach", "Stand early only with a hand good enough: the others may trade on and pass it."
        ),
        "play_on": lambda: translate(
            "Coach",
            "Let the turn pass when standing now is not yet worth it: you may stand or trade next time.",
        ),
        "horse": lambda: translate(
            "Coach", "Buy a horse only when the counter bought is worth more than its price."
        ),
        "bird_sings": lambda: translate("Coach", "Sing as soon as your bird sings: the hand is won."),
        "bird_keep": bird,
        "bird_exchange": bird,
        "bird_throw": bird,
    }


def _tricks() -> Lessons:
    take_jack = lambda: translate(  # noqa: E731
        "Coach", "Take a trick with the Jack of trumps in it whenever you can: the Jack is a point."
    )
    win = lambda: translate(  # noqa: E731
        "Coach", "Take a trick worth having when you can, with the card you can best spare."
    )
    return {
        "lead_jack": lambda: translate(
            "Coach", "Lead the Jack of trumps when no higher trump is left unseen: its point is then safe."
        ),
        "lead_trump": lambda: translate(
            "Coach", "Lead trumps to draw the others' trumps and make your good cards safe."
        ),
        "lead_counting": lambda: translate(
            "Coach", "Lead a card that counts for Game when it is likely to win the trick."
        ),
        "lead_strongest": lambda: translate(
            "Coach", "Lead your strongest card: you need three tricks to take the pool."
        ),
        "lead_nothing": lambda: translate(
            "Coach",
            "With nothing to win the trick, lead a card that counts nothing for Game: it gives the other "
            "side nothing.",
        ),
        "lead_plain": lambda: translate(
            "Coach", "Lead a plain card and keep your trumps to take tricks later."
        ),
        "feeds_partner": lambda: translate(
            "Coach", "When your partner is winning the trick, give him a card that counts for Game."
        ),
        "partner_winning": lambda: translate(
            "Coach", "Do not take a trick your partner is winning: keep your good cards for later."
        ),
        "wins_trick": win,
        "trumps_trick": win,
        "wins_trick_jack": take_jack,
        "trumps_trick_jack": take_jack,
        "wins_to_spoil": lambda: translate(
            "Coach", "When another player needs only one more trick, take the trick to spoil his hand."
        ),
        "cannot_win": lambda: translate(
            "Coach", "When you cannot win the trick, play your least card and keep the better ones."
        ),
        "stand": lambda: translate("Coach", "Stand on a hand strong in trumps; beg with a weak one."),
        "beg": lambda: translate(
            "Coach", "Beg with a hand weak in trumps: the dealer must give you a point or turn a new trump."
        ),
        "give": lambda: translate(
            "Coach", "As dealer, give the point when the trump turned suits your hand better than a new one."
        ),
        "run": lambda: translate(
            "Coach", "As dealer, run the cards when the trump turned favours the other side."
        ),
        "true_count": lambda: translate("Coach", "Say the true count: a miscount loses points."),
        "rob_must": lambda: translate("Coach", "The ace of trumps must rob: take the turn-up."),
        "rob": lambda: translate(
            "Coach", "Rob when you may: the turned trump strengthens your hand for a card you need less."
        ),
        "rob_decline": lambda: translate(
            "Coach", "Keep your cards as dealt where robbing would put out a card you need."
        ),
        "stop": lambda: translate(
            "Coach", "Take the pool once you have three tricks, unless you are sure of every trick."
        ),
        "jink": lambda: translate("Coach", "Play on for a jink only when you are sure of every trick."),
        "keep": lambda: translate("Coach", "Keep the trump when your hand is strong in it."),
        "five": lambda: translate("Coach", "Ask for a new trump when your hand is weak in this one."),
        "agree": lambda: translate("Coach", "Turn up a new trump when this one favours the other side."),
        "refuse": lambda: translate("Coach", "Keep this trump when it suits your hand."),
    }


FAMILIES: dict[str, Callable[[], Lessons]] = {
    "stops": _stops,
    "cribbage": _cribbage,
    "banking": _banking,
    "loto": _loto,
    "matching": _matching,
    "speculation": _speculation,
    "trading": _trading,
    "tricks": _tricks,
}

# Codes that need no lesson: the verdicts and unvalued choices, and the reasons only a choice worse
# than the Expert's is given (a miscount, a false draw, a take left on the table, a card sold cheap).
NO_LESSON = frozenset(
    {
        "only_one", "all_equal", "expert_choice", "not_valued", "counts", "loses_game",
        "same_risk", "all_come_back", "fined",
        "no_stake", "the_rule", "false_draw", "sell_cheap", "pure_chance",
        "ready_late", "spread_level", "cover_named",
        "trail_could_take", "trail_leaves_sweep", "trail_leaves_pairs",
        "look", "offer_cheap", "offer_unsold", "offer_refused", "refuse_bargain",
        "bird_blind",
        "loses_jack", "gives_counting", "miscount", "rob_decline_barred", "played_out",
    }
)  # fmt: skip


LEADS = ("run", "run_money", "needs_lead", "keeps_stop")  # the stops games' leads, by what they weigh


def _leads(best: Reason, mine: Reason) -> str | None:
    """Two leads: where the Expert's sheds fewer cards than the person's, or as many (or, neither
    counting what it sheds, for the same reason), what its forecast weighs besides: the lead's return,
    the stops kept. Else None, the kind's own lesson (a lead that sheds more: "Lead the card that plays
    the most of your hand"; one that wins counters on the way: "Lead your paying cards…")."""
    if mine.code not in LEADS:
        return None
    if "shed" in best.args and "shed" in mine.args:
        shed, theirs = float(best.args["shed"]), float(mine.args["shed"])
        if shed < theirs - 0.05:
            return translate(
                "Coach",
                "A lead that sheds fewer cards may still be the better one: lead where the lead comes back "
                "to you more often or you keep more stops, for holding the lead is how you shed your hand.",
            )
        alike = shed <= theirs + 0.05 and best.code != "run_money"
    else:
        alike = best.code == mine.code
    if not alike:
        return None
    return translate(
        "Coach",
        "Of two leads that do alike, lead the one whose lead comes back to you more often or that keeps "
        "more stops: holding the lead is how you shed your hand.",
    )


Against = Callable[[Reason, Reason], str | None]


def _of_one_kind(said: Callable[[], str]) -> Against:
    """A difference's lesson said where both choices are of the Expert's kind (else the kind's own)."""
    return lambda best, mine: said() if mine.code == best.code else None


_put_out = _of_one_kind(  # two robs: which card to put out
    lambda: translate(
        "Coach", "When you rob, put out the card you need least: keep the cards that take tricks."
    )
)
_hold_it = _of_one_kind(  # two cards that both win the trick that spoils the hand
    lambda: translate(
        "Coach",
        "When the trick must be won to spoil the hand, win it with the card the players still to play are "
        "least likely to beat.",
    )
)
_margin = _of_one_kind(  # two Speculation prices both above the card's worth, the Expert's the higher
    lambda: translate(
        "Coach",
        "Ask enough above a card's worth to make the sale pay: sold at about its worth, it gains nothing.",
    )
)


def _counting_in(best: Reason, mine: Reason) -> str | None:
    """Two cards that both take the trick, the Expert's with more for Game in it (All-Fours' ten)."""
    if mine.code not in ("wins_trick", "trumps_trick"):
        return None
    if int(best.args.get("game", 0) or 0) <= int(mine.args.get("game", 0) or 0):
        return None
    return translate(
        "Coach", "Win a sure trick with a card that counts for Game: in a trick you take, it counts for you."
    )


def _cheaper(best: Reason, mine: Reason) -> str | None:
    if mine.code != best.code or int(best.args.get("cost", 0) or 0) >= int(mine.args.get("cost", 0) or 0):
        return None
    return translate("Coach", "Where two trades do as well, take the cheaper: ready money costs a counter.")


# Where the kind's own lesson may miss the difference between the Expert's choice and the person's:
# (family, the Expert's code) -> the lesson against the person's reason, or None to keep the kind's.
AGAINST: dict[tuple[str, str], Against] = {
    **{("stops", code): _leads for code in LEADS},
    ("tricks", "rob"): _put_out,
    ("tricks", "rob_must"): _put_out,
    ("tricks", "wins_to_spoil"): _hold_it,
    ("tricks", "wins_trick"): _counting_in,
    ("tricks", "trumps_trick"): _counting_in,
    ("speculation", "offer"): _margin,
    ("trading", "trade"): _cheaper,
}


def family(game: str) -> str:
    """The coach module's name for ``game`` ("stops" for Pope Joan and Snip-Snap-Snorum)."""
    return str(coach_module(game).__name__).rsplit(".", 1)[-1]


def lesson(game: str, best: Reason, mine: Reason | None = None) -> str | None:
    """The lesson of the Expert's reason ``best`` at ``game`` against the person's ``mine`` (the lesson
    of their difference where the kind's own would miss it, :data:`AGAINST`), or None where the kind
    has none."""
    kin = family(game)
    against = AGAINST.get((kin, best.code)) if mine is not None else None
    said = against(best, mine) if against is not None and mine is not None else None
    if said is not None:
        return said
    lessons = FAMILIES.get(kin)
    told = lessons().get(best.code) if lessons is not None else None
    return told() if told is not None else None
