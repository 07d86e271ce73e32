"""Help ▸ Rules of the Game for the stops family: the Pope Joan, Spin, Newmarket and Jig pages.

Each page is checked against the app where it can be: the built-in house-rule profiles and the
rules schemas (every profile and every option is described), the engine (the dressing and deal
tables, the worked examples, the stops, the Jigs), the table's buttons (from the wording module)
and the main window's shortcuts. Then the translation units: literal "RulesHelp" calls only,
short and whole, all the text translated, an installed translator used, lupdate finding them.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest
from help_pages import (
    built_with_marker,
    help_sources,
    lupdate_extracted,
    plain,
    strip_tags,
    tables,
    unit_is_short_and_whole,
    untranslated_words,
)
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence

from hoyle_desktop.engine import registry
from hoyle_desktop.engine.actions import Action
from hoyle_desktop.engine.cards import Card, Rank, stripped_pack
from hoyle_desktop.engine.stops.dealing import Layout
from hoyle_desktop.engine.stops.jig import JigGame
from hoyle_desktop.engine.stops.newmarket import PRECEDING, winning_card
from hoyle_desktop.engine.stops.pope_joan import PopeJoanGame
from hoyle_desktop.engine.stops.sequence import is_stop
from hoyle_desktop.engine.stops.spin import SpinGame
from hoyle_desktop.engine.stops.view import CALL, FOLLOW, LEAD
from hoyle_desktop.profiles import ProfileCatalog, rules_schema
from hoyle_desktop.ui import help as help_pages
from hoyle_desktop.ui.main_window import MainWindow
from hoyle_desktop.ui.rules_help import rules_text
from hoyle_desktop.ui.stops import wording

GAMES = {"pope_joan": "Pope Joan", "spin": "Spin", "newmarket": "Newmarket", "jig": "Jig"}
UI_DIR = Path(help_pages.__file__).parent.parent
C = Card.parse


def table_headed(html: str, *header: str) -> list[list[str]]:
    """The body rows of the table whose header row is ``header``."""
    return next(t[1:] for t in tables(html) if tuple(t[0]) == header)


@pytest.fixture(scope="module")
def pages(qapp) -> dict[str, str]:
    found = {game: rules_text(game) for game in GAMES}
    assert all(found.values())
    return found  # type: ignore[return-value]


@pytest.fixture(scope="module")
def texts(pages) -> dict[str, str]:
    return {game: plain(page).lower() for game, page in pages.items()}


# -- the pages --------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_an_html_page_with_its_title(pages, game):
    page = pages[game]
    assert page.lstrip().startswith("<")  # the main window treats a leading tag as HTML
    assert f"<h1>{GAMES[game]}</h1>" in page
    assert registry.get(game).title == GAMES[game]
    assert game in help_pages.page_keys()
    assert rules_text(game.replace("_", "-")) == page


@pytest.mark.parametrize("game", GAMES)
def test_every_link_points_to_a_section_that_exists(pages, game):
    page = pages[game]
    names = re.findall(r'<a name="([^"]+)">', page)
    assert len(names) == len(set(names)), [n for n, k in Counter(names).items() if k > 1]
    contents = re.findall(r'<a href="#([^"]+)">', page.split("</table>")[0])
    assert len(contents) >= 10
    assert set(re.findall(r'href="#([^"]+)"', page)) <= set(names)
    lead = re.search(r'<p class="lead">(.*?)</p>', page)
    assert lead is not None and '<a href="#app">' in lead.group(1)


STAGES = {
    "pope_joan": [
        "the object of the game", "players, cards and the board", "dressing the board",
        "the deal and the turn-up", "the play", "stops", "what wins what", "the end of the deal",
        "running out of counters", "the end of the game", "the games on offer", "winner takes game only",
        "house rules", "a few hints", "how to play in this app", "the pope in place of a stop", "keyboard",
        "where these rules come from",
    ],
    "spin": [
        "the object of the game", "players and cards", "staking", "the deal", "the play", "stops",
        "spin, the ace of diamonds", "what wins what", "the end of the deal", "the games on offer",
        "house rules", "how to play in this app", "spin and the declarations", "keyboard",
        "where these rules come from",
    ],
    "newmarket": [
        "the object of the game", "players, cards and the pool cards", "staking the pool cards",
        "the deal", "the play", "stops", "what wins what", "the end of the deal", "the games on offer",
        "newmarket as played today", "house rules", "how to play in this app", "keyboard",
        "where these rules come from",
    ],
    "jig": [
        "the object of the game", "players and cards", "the pool", "the deal", "the play: snip to jig",
        "stops", "what wins what", "the end of the deal", "the games on offer", "house rules",
        "a few hints", "how to play in this app", "keyboard", "where these rules come from",
    ],
}  # fmt: skip


@pytest.mark.parametrize("game", GAMES)
def test_describes_each_stage_in_order(pages, game):
    headings = [strip_tags(h).lower() for h in re.findall(r"<h[23]>(.*?)</h[23]>", pages[game])]
    stages = STAGES[game]
    assert all(stage in headings for stage in stages), set(stages) - set(headings)
    positions = [headings.index(stage) for stage in stages]
    assert positions == sorted(positions)
    app = re.search(r'<h2><a name="app">', pages[game])
    assert app is not None


# -- the rules ----------------------------------------------------------------------------------------
WORDS = {
    "pope_joan": [
        "pope", "nine of diamonds", "matrimony", "intrigue", "game", "ace, king, queen and knave of trumps",
        "trumps", "turn-up", "stop", "spare hand", "dressed", "compartments", "eight of diamonds",
        "seven of diamonds", "knave", "jack", "elder hand", "run", "counters", "purse",
        "until a knave turns up", "a stake for each card still in their hand", "pays nothing for their cards",
        "five-pool pope", "limited stops", "pope joan wins", "winner takes game only",
        "in place of the missing card", "a king led on its own never makes matrimony",
    ],
    "spin": [
        "spin", "ace of diamonds", "eight of diamonds", "two of hearts", "ace of hearts",
        "seven of diamonds", "kings", "matrimony", "intrigue", "declared", "queen and king of diamonds",
        "knave and queen of diamonds", "game", "no unseen stops", "pays double", "once a deal",
        "was dealt both", "winner of the last deal is let off", "elder hand", "until a knave turns up",
        "spin then counts as a stop", "as an ordinary ace", "you need another card left",
    ],
    "newmarket": [
        "pool cards", "an ace, a king, a queen and a knave", "different suit", "four sevens", "sixes",
        "the ace counts as above the king", "the king of its suit wins the ace", "card that holds fewest",
        "dead hand", "second pack", "twin", "no game to win", "stay on their pool card", "elder hand",
        "until a knave turns up",
    ],
    "jig": [
        "snip", "snap", "snorum", "hicockalorum", "jig", "snap-jig", "snorum-jig",
        "the fifth card of the run", "52 cards", "no fines", "pool", "elder hand", "until a knave turns up",
        "its player leads the next one",
    ],
}  # fmt: skip
SHARED = [
    "shared equally among the players still at the table", "from the last dealer's left", "buy in again",
    "leave the table", "fewer than three players", "one round, so that everyone deals once",
    "must play it at once", "nobody may hold back", "its player leads again", "every king is a stop",
]  # fmt: skip


@pytest.mark.parametrize(("game", "words"), [(g, w) for g in GAMES for w in [*WORDS[g], *SHARED]])
def test_names_every_part_of_the_game(texts, game, words):
    assert words in texts[game]


@pytest.mark.parametrize("game", GAMES)
def test_every_built_in_profile_is_described(pages, game):
    builtin = [p for p in ProfileCatalog().profiles(game) if p.builtin]
    assert builtin
    offered = table_headed(pages[game], "House rules", "What is different")
    titles = [row[0] for row in offered]
    for profile in builtin:
        assert profile.title in titles, f"{profile.id} is not in the table of games on offer"
    assert len(titles) == len(builtin)


OPTION_WORDS = {
    "pope_joan": {
        "board": "five of five-pool pope", "dresser": "or the dealer alone",
        "dress_total": "the least a dressing puts on the board", "dress_stake": "0 takes the smallest share",
        "winner_takes_game_only": "described under winner takes game only",
        "pope_cap": "four or six counters",
        "pope_joan_wins": "wins the whole deal for the dealer", "spare": "limited stops",
        "spare_cards": "how many cards are set aside", "dealer_sees_spare": "sits the deal out",
        "pope_in_lieu": "in place of the missing card", "divide_pairs": "each takes half the stake",
    },
    "spin": {
        "stake": "twice this on matrimony", "spin_stake": "pays the player of spin",
        "king_stake": "pays the player of a king", "dealer_pays_game": "stakes game as well",
        "winner_skips_game_stake": "does not stake the next game",
        "spin_penalty_double": "twice as much a card",
    },
    "newmarket": {
        "pool_winner": "from a second pack", "remove_sevens": "making the sixes stops",
        "spare_hand": "a hand that nobody plays", "pool_stakes": "stakes on every pool card",
        "stake": "each stake on the pool cards", "dealer_extra": "the dealer adds at each deal",
    },
    "jig": {"pool": "staked by the dealer alone", "pool_stake": "each staker puts in the pool"},
}  # fmt: skip
SHARED_OPTIONS = {
    "players": "three to eight", "purse": "starts with", "when_broke": "buy in again",
    "deals": "0 means one round", "card_stake": "for each card left in another player's hand",
}  # fmt: skip


@pytest.mark.parametrize("game", GAMES)
def test_every_house_rule_option_is_explained(pages, texts, game):
    props = rules_schema(game)["properties"]
    words = {**SHARED_OPTIONS, **OPTION_WORDS[game]}
    assert set(words) == set(props), "an option of the rules schema is not explained (or no longer exists)"
    for name, prop in props.items():
        assert f"<b>{prop['title']}</b> — " in pages[game], f"{name}: the House Rules name is not given"
        assert words[name] in texts[game], name


# -- the rules agree with the engine ------------------------------------------------------------------
@pytest.mark.parametrize("players", range(3, 9))
def test_the_dressing_table_is_the_engines(pages, players):
    rules = {**ProfileCatalog().get("pope-joan").rules, "players": players}
    game = registry.get("pope_joan").new_game(rules, 11)
    paid: Counter[int] = Counter()
    for e in game.opening_events:
        if e.kind == "pay" and e.reason == "dress":
            paid[e.data["from"]] += e.points
    dealer = game.view(0).dealer
    shares = {paid[s] for s in range(players) if s != dealer}
    assert len(shares) == 1
    row = [players, shares.pop(), paid[dealer], sum(paid.values())]
    dress = table_headed(pages["pope_joan"], "Players", "Each player", "The dealer", "On the board")
    assert [str(n) for n in row] in dress


@pytest.mark.parametrize("players", range(3, 9))
def test_the_deal_table_is_the_engines(pages, players):
    rules = {**ProfileCatalog().get("pope-joan").rules, "players": players}
    view = registry.get("pope_joan").new_game(rules, 5).view(0)
    assert len(set(view.hand_sizes)) == 1
    sizes = table_headed(pages["pope_joan"], "Players", "Cards to each", "Spare hand")
    assert [str(players), str(view.hand_sizes[0]), str(view.spare_size)] in sizes


def _pope_joan(stacked: Layout, **rules) -> PopeJoanGame:
    base = {**ProfileCatalog().get("pope-joan").rules, **rules}
    return PopeJoanGame(base, 1, stacked=[stacked], dealer=3)


def test_the_matrimony_and_intrigue_example_is_the_engines(texts):
    hands = {0: [C("JH"), C("QH"), C("KH"), C("2C")], 1: [C("3C")], 2: [C("4C")], 3: [C("5C")]}
    game = _pope_joan(Layout(hands=hands, spare=[C("9C")], turnup=C("5H")))
    won = []
    for code in ("JH", "QH", "KH"):
        assert game.seats_to_act() == (0,)
        won += [e.reason for e in game.apply(0, Action("play", (C(code),))) if e.kind == "pay"]
    assert won == ["knave", "queen", "intrigue", "king", "matrimony"]
    assert game.view(0).phase == LEAD and game.seats_to_act() == (0,)  # the king is a stop
    assert "hearts are trumps and you hold j♥ q♥ k♥" in texts["pope_joan"]


def test_the_pope_in_place_of_a_stop_example_is_the_engines(texts):
    hands = {0: [C("9S"), C("2C")], 1: [C("9D"), C("3C")], 2: [C("JS"), C("4C")], 3: [C("5C"), C("6C")]}
    game = _pope_joan(Layout(hands=hands, spare=[C("TS")], turnup=C("2H")), pope_in_lieu=True)
    game.apply(0, Action("play", (C("9S"),)))
    assert game.seats_to_act() == (1,) and game.d.phase == CALL  # the 10♠ is missing: a stop
    game.apply(1, Action("play", (C("9D"),), "in_lieu"))
    view = game.view(2)
    assert view.phase == FOLLOW and view.to_follow == C("JS")
    example = "if the 9♠ is a stop, the pope stands for the 10♠, and the holder of the j♠ plays next"
    assert example in texts["pope_joan"]


def test_spins_known_stops_are_the_engines(texts):
    pack = stripped_pack(without=SpinGame.REMOVED)
    gone = set(stripped_pack()) - set(pack)
    known = {c.code for c in pack if is_stop(c, gone)}
    assert known == {"KC", "KD", "KH", "KS", "7D", "AH"}
    assert "six are known from the start: the four kings, the seven of diamonds" in texts["spin"]


def test_the_newmarket_example_is_the_engines(texts):
    pool = [C(code) for code in ("JD", "QH", "KC", "AS")]
    assert [winning_card(c, PRECEDING).code for c in pool] == ["TD", "JH", "QC", "KS"]
    assert "for example j♦ q♥ k♣ a♠" in texts["newmarket"]
    assert "the winning cards are 10♦ j♥ q♣ k♠" in texts["newmarket"]


def test_the_table_of_jigs_is_the_engines(pages):
    names = ["ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "knave"]
    names += ["queen", "king"]
    rows = table_headed(pages["jig"], "Card led", "Jig")
    run = JigGame.RUN_LIMIT
    assert run == 5
    for lead, jig in rows[:-1]:
        assert names.index(jig) - names.index(lead) == run - 1
    assert len(rows) - 1 == int(Rank.KING) - (run - 1)  # every lead whose Jig is at most the king
    assert rows[-1][0] == "ten, knave, queen or king"


# -- how to play in this app ----------------------------------------------------------------------------
BUTTONS = {
    "pope_joan": [Action("play", (C("9D"),), "in_lieu"), Action("pass")],
    "spin": [
        Action("play", (C("7C"), C("AD"))),
        Action("spin", (C("AD"),)),
        Action("declare", (C("QD"), C("KD")), "matrimony"),
        Action("declare", (C("JD"), C("QD")), "intrigue"),
    ],
    "newmarket": [],
    "jig": [],
}


def _literal_texts(path: Path, function: str) -> list[str]:
    """The literal texts translated in ``function`` of the module at ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    body = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == function)
    return [
        n.args[1].value
        for n in ast.walk(body)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "translate"
    ]


@pytest.mark.parametrize("game", GAMES)
def test_names_the_tables_buttons(texts, game):
    labels = [wording.action_text(a).replace("&", "").lower() for a in BUTTONS[game]]
    panel = (UI_DIR / "table" / "side_panel.py").read_text(encoding="utf-8")
    labels += [t.replace("&", "").lower() for t in re.findall(r'QPushButton\(self\.tr\("([^"]+)"\)\)', panel)]
    for label in labels:
        assert label in texts[game]
    for words in (
        "click",
        "drag it up onto the table",
        "history",
        "game number",
        "resume",
        "undo",
        "replay this game",
    ):
        assert words in texts[game]
    if game in ("pope_joan", "newmarket"):  # the games with a hand nobody plays
        assert wording.label_text("dead_hand").lower() in texts[game]


CALLS = {
    "pope_joan": [wording.win_call("pope"), wording.win_call("matrimony")],
    "spin": [wording.play_call("spin"), wording.win_call("matrimony"), wording.win_call("intrigue")],
    "newmarket": [wording.win_call("pool_card")],
    "jig": [wording.play_call("snip"), wording.play_call("jig"), wording.stop_call("", "snap_jig")],
}


@pytest.mark.parametrize("game", GAMES)
def test_names_the_calls_shown_in_the_bubbles(texts, game):
    stop = [] if game == "jig" else [wording.stop_call("king")]  # Jig's stops are called Snip-Jig…
    for call in [*CALLS[game], *stop, wording.out_call()]:
        assert call.lower() in texts[game], call


def test_every_button_the_table_can_show_is_covered():
    templates = _literal_texts(UI_DIR / "stops" / "wording.py", "action_text")
    labels = [wording.action_text(a) for actions in BUTTONS.values() for a in actions]
    assert len(templates) >= 6
    for template in templates:
        pattern = re.escape(template).replace("%1", ".+")
        assert any(re.fullmatch(pattern, label) for label in labels), template


@pytest.mark.parametrize("game", GAMES)
def test_names_the_keys(qtbot, pages, game):
    native = QKeySequence.SequenceFormat.NativeText
    keys = set(re.findall(r"<kbd>(.*?)</kbd>", pages[game]))
    for name in ("Left", "Right", "Space", "Enter"):
        assert QKeySequence(name).toString(native) in keys
    window = MainWindow()
    qtbot.addWidget(window)
    actions = (window.new_action, window.restart_action, window.chooser_action, window.options_action)
    for action in (*actions, window.rules_action):
        assert action.shortcut().toString(native) in keys, action.text()


# -- translation ----------------------------------------------------------------------------------------
@pytest.fixture
def recorded(qapp, monkeypatch):
    """Each page built with a fake translate that marks each unit ⟦like this⟧, and the calls."""
    calls: list[tuple[str, str, str | None]] = []

    def fake(context, source, disambiguation=None, n=-1):
        calls.append((context, source, disambiguation))
        return f"⟦{source}⟧"

    monkeypatch.setattr(QCoreApplication, "translate", staticmethod(fake))
    return {game: rules_text(game) for game in GAMES}, calls


def test_every_piece_of_text_goes_through_translate(recorded):
    pages, calls = recorded
    contexts = {context for context, _, _ in calls}
    # card index letters: "Cards"; the house rules' names as the House Rules dialog gives them: "Rules"
    assert "RulesHelp" in contexts and contexts <= {"RulesHelp", "Cards", "Rules"}
    for game, page in pages.items():
        assert untranslated_words(page) == "", game


def test_units_are_short_and_whole(recorded):
    _, calls = recorded
    assert all(unit_is_short_and_whole(source) for _, source, _ in calls)


def test_an_installed_translator_is_used(qapp, pages):
    translated = built_with_marker(lambda: {game: rules_text(game) for game in GAMES})
    for game, title in GAMES.items():
        assert f"<h1>[de] {title}</h1>" in translated[game]
        assert "[de] The object of the game" in translated[game]
        assert "[de] How to play in this app" in translated[game]
        assert "[de] " not in pages[game]
        assert rules_text(game) == pages[game]


def test_lupdate_extracts_every_unit(recorded, tmp_path):
    """The calls are written so that pyside6-lupdate finds them with the right context."""
    _, calls = recorded
    ours = {call for call in calls if call[0] == "RulesHelp"}
    missed = ours - lupdate_extracted(help_sources(), tmp_path)
    assert not missed, sorted(missed)[:5]
