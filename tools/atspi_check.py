"""Check the app as a screen reader meets it: the AT-SPI tree and its focus and announcement events
while keys (xdotool, no mouse) open a table from the chooser and play there: where am I, my hand,
along the cards and buttons, a hint, refused and legal moves, the end of a deal (held for Space),
the review, the rules. ``GAMES`` holds each game's steps.

Runs with the system's Python, which has pyatspi (Debian's python3-pyatspi), under Xvfb and a
D-Bus session with the AT-SPI bus; the app itself runs from the project's virtualenv:

    Xvfb :61 -screen 0 1280x900x24 &
    DISPLAY=:61 dbus-run-session -- /usr/bin/python3 tools/atspi_check.py \\
        --python /work/main/.venv/bin/python --game cassino   # or --game all: each in a fresh app

``--language de`` (or ``fr``) writes that language into the app's settings (Options ▸ Language), so
the table is heard as a German or French listener hears it; the letters the steps press follow the
language's underlined letters (``LETTERS``: German Tipp is T, French Conseil is C, …).

It prints each focus change (role and name) and each announcement as Orca would receive them, and
after each step the names of the person's cards in the accessible tree.

``--flow outside`` plays everything away from the tables instead (``OUTSIDE``): the chooser, New Game,
the menus, House Rules (a rule changed, a profile saved, an invalid one refused), Statistics,
Options, About, the rules page (F1), a game to its summary and on to a new game, and Save and
Resume (the app quit and started again). A focus change then also prints the control's description
and value, and a window that opens prints its title and, for a message box, its text.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pyatspi
from gi.repository import GLib

ROOT = Path(__file__).resolve().parent.parent
STEP_MS = 1200  # between keys: the computer's pace and the animation are shortened in the settings below
START_MS = 12000  # the app starts and puts the chooser on screen
# The settings the app starts with: quicker computers and cards (the checker waits less), the end of a
# deal held for a key (the default) as a person meets it.
SETTINGS = {"computer_pace_ms": 300, "animation_ms": 100, "loto_pace": "slow"}

# The chooser's tiles in their order (engine/registry.py's GAMES): Right moves one tile on.
CHOOSER = [
    "cribbage", "pope_joan", "spin", "newmarket", "jig", "loto", "snip_snap_snorum", "vingt_un", "commerce",
    "speculation", "my_bird_sings", "spoil_five", "all_fours", "cassino", "baccarat", "blind_hookey",
    "crazy_eights",
]  # fmt: skip

Steps = list[tuple[str, list[str]]]


def opening(game: str) -> Steps:
    """From the chooser to the table: Right to the game's tile, Enter (New Game), Enter (deal)."""
    return [(f"open {game} from the chooser", ["Right"] * CHOOSER.index(game) + ["Return", "Return"])]


def looking(extra: list[str] | None = None) -> Steps:
    """Where am I, my hand, along the cards and to the buttons and back."""
    return [
        ("where am I, my hand", ["F2", "F4"]),
        ("along the cards", ["Right", "Right", "Left"]),
        ("to the buttons and back", ["Tab", "Tab", "shift+Tab", "shift+Tab"] + (extra or [])),
        ("a hint", ["h"]),
    ]


def playing(rounds: int, keys: list[str] | None = None) -> Steps:
    """Play on: each round moves to the next card and tries it (refused or played), and says where."""
    keys = keys or ["Right", "space", "Return"]
    return [(f"play on ({rounds} rounds)", keys * rounds + ["F2"])]


def ending() -> Steps:
    """The end of the deal (held until Space), the review, the rules, where am I once more."""
    return [
        ("where am I at the end of the deal, then go on", ["F2", "space"]),
        ("review the last hand, close it", ["r", "Escape"]),
        ("the rules, close them", ["F1", "Escape"]),
        ("where am I, my hand", ["F2", "F4"]),
    ]


# The banking tables answer with the side panel's buttons (a stake, banco, a card or content).
BANKING = ("stake, then the buttons", ["Tab", "space", "F2"] * 3)
# The trading tables: a button (trade, barter, stand), a card chosen with the arrows, a button again.
TRADING = ("trade and knock", ["Tab", "space", "F2", "Right", "space", "Return", "F2", "Tab", "space"])

# Each game's steps: what is asked first differs (a stake, a bid, a lay-out, numbers to cover).
GAMES: dict[str, Steps] = {
    "cribbage": opening("cribbage")
    + looking()
    + [("lay out two cards", ["space", "Right", "space", "Return"])]
    + playing(12, ["Right", "space", "Return", "g"])
    + [("the show", ["F2", "space", "space", "space"])]
    + ending(),
    "pope_joan": opening("pope_joan")
    + looking()
    + [("the focused card, then Enter (plays a card that must follow on)", ["space", "Return"])]
    + playing(14)
    + ending(),
    "spin": opening("spin") + looking() + playing(14) + ending(),
    "newmarket": opening("newmarket") + looking() + playing(14) + ending(),
    "jig": opening("jig") + looking() + playing(14) + ending(),
    "snip_snap_snorum": opening("snip_snap_snorum") + looking() + playing(14) + ending(),
    "loto": opening("loto")
    + looking()
    + [("cover numbers as they are called", ["F2", "1", "2", "Return", "F2"] * 4 + ["space"] * 3)]
    + ending(),
    "all_fours": opening("all_fours") + looking() + [("beg or stand", ["s"])] + playing(8) + ending(),
    "spoil_five": opening("spoil_five") + looking() + playing(8) + ending(),
    "crazy_eights": opening("crazy_eights")
    + looking()
    + playing(10, ["Right", "space", "Return", "d"])
    + ending(),
    "cassino": opening("cassino")
    + looking()
    + playing(8, ["Right", "space", "Tab", "space", "shift+Tab"])
    + ending(),
    "vingt_un": opening("vingt_un") + looking() + [BANKING] + ending(),
    "baccarat": opening("baccarat") + looking() + [BANKING] + ending(),
    "blind_hookey": opening("blind_hookey") + looking() + [BANKING] + ending(),
    "commerce": opening("commerce") + looking() + [TRADING] + ending(),
    "my_bird_sings": opening("my_bird_sings") + looking() + [TRADING] + ending(),
    "speculation": opening("speculation")
    + looking()
    + [("turn, bid, sell", ["space", "F2", "Tab", "space", "F2", "Tab", "Tab", "space", "F2"] * 2)]
    + ending(),
}


# Away from the tables, keys alone. A step named "RESTART" quits the app and starts it again (the
# same home: its saved game and settings). A user profile with a mistake is there from the start.
BROKEN_PROFILE = "title: Broken\ngame: crazy_eights\nrules:\n  target: many\n"
OUTSIDE: Steps = [
    ("the chooser as the app starts (a message about the broken profile first)", ["Return"]),
    ("along the tiles", ["Right", "Right", "Home", "c", "c", "End"]),
    ("New Game for Crazy Eights, its form", ["Return"] + ["Tab"] * 7),
    ("change the players and the house rules", ["alt+p", "Down", "alt+h", "Down", "Up", "Escape"]),
    ("the Game menu", ["alt+a"] + ["Down"] * 5 + ["Escape", "Escape"]),
    ("House Rules", ["alt+a", "h"] + ["Tab"] * 6),
    ("copy a profile to one's own", ["shift+Tab"] * 6 + ["Down", "alt+c", "Return"]),
    ("a rule changed and saved", ["Tab"] * 5 + ["Up", "alt+s"]),
    ("an invalid profile: the title emptied, saved", ["alt+t", "ctrl+a", "BackSpace", "alt+s", "F2"]),
    ("closing with the change unsaved", ["Escape", "Escape", "alt+t", "M", "alt+s", "Escape"]),
    ("Statistics", ["alt+a", "s", "Tab", "Tab", "Tab", "Escape"]),
    ("Options, every field", ["ctrl+comma"] + ["Tab"] * 20),
    (
        "Options: large cards, the pace, the language",
        ["Tab", "space", "Tab"] + ["Tab"] * 4 + ["Up"] + ["Tab"] * 10 + ["Down", "Up", "Escape"],
    ),
    ("About", ["alt+e", "a", "Return"]),
    ("the rules page", ["F1", "Down", "Down", "Tab", "Return", "h", "h", "shift+h", "Down", "Escape"]),
    ("Crazy Eights from the chooser", ["End", "Return", "alt+p", "Home", "Return", "Return"]),
    ("play some moves, then the chooser (the game saved)", ["Return", "Right", "d", "c"] * 3 + ["ctrl+g"]),
    ("the saved game's tile, resume", ["Right", "Left", "End", "Return", "F2"]),
    ("a new game over the one in play: abandon it?", ["ctrl+n", "Return", "Escape", "F2"]),
    ("play to the game's end (until its end is said)", ["PLAY_TO_END", "F2", "Return"]),
    (
        "the game's summary: its buttons, the whole game",
        ["Right", "Right", "Left", "w", "Up", "Escape", "Tab"],
    ),
    ("a new game from the summary", ["n", "F2"]),
    ("quit and start again: resume?", ["ctrl+q", "RESTART", "Return", "F2"]),
]


def log(text: str) -> None:
    print(text, flush=True)


def app_of(name: str):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and name.lower() in (app.name or "").lower():
            return app
    return None


def log_apps() -> None:
    desktop = pyatspi.Registry.getDesktop(0)
    names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
    log(f"  applications on the AT-SPI bus: {names}")


def hand_lists(node, found: list, depth: int = 0) -> None:
    if node is None or depth > 40:
        return
    try:
        role = node.getRoleName()
        names = ("your hand", "ihre hand", "votre main", "your loto", "ihre lotokarten", "vos cartons")
        if role == "list" and (node.name or "").lower().startswith(names):
            found.append(node)
        if role in ("list", "table", "tree table", "combo box"):
            return  # (not into the history's or a box's items: each is a round trip on the bus)
        for i in range(node.childCount):
            hand_lists(node.getChildAtIndex(i), found, depth + 1)
    except Exception:
        return


def show_tree(label: str) -> None:
    app = app_of("python") or app_of("hoyle")
    if app is None:
        log("  (the app is not on the AT-SPI bus)")
        return
    lists: list = []
    hand_lists(app, lists)
    for lst in lists:
        names = [lst.getChildAtIndex(i).name for i in range(lst.childCount)]
        log(f"  tree after {label!r}: {lst.name}: {names}")


PLAY_TO_END = ["Return", "Right", "d", "c"]  # a Crazy Eights turn: play, or draw, or name clubs
# The table says it as the game ends (held for a key), in each language.
OVERS = {"en": "to see how it ended", "de": "um das Ergebnis zu sehen", "fr": "pour voir le résultat"}
OVER = OVERS["en"]

# The keys the steps press are the English underlined letters; another language underlines others.
# LETTERS maps a key in any step; STEP_LETTERS only in the steps whose label holds the text (the
# rules page's H stays H, while French House Rules is "Règles &maison").
LETTERS: dict[str, dict[str, str]] = {
    "en": {},
    "de": {
        "h": "t",  # &Tipp
        "d": "k",  # &Karte ziehen (Crazy Eights); K names Kreuz while a suit is asked
        "c": "k",
        "w": "v",  # Spiel&verlauf (the summary's review)
        "alt+p": "alt+s",  # &Spieler
        "alt+a": "alt+l",  # Spie&l
        "alt+c": "alt+m",  # In &meine Hausregeln kopieren
        "alt+e": "alt+f",  # Hil&fe
        "a": "b",  # Ü&ber Hoyle Desktop
    },
    "fr": {
        "h": "c",  # &Conseil
        "d": "p",  # &Piocher une carte
        "c": "e",  # Annoncer trèfl&e
        "w": "v",  # Re&voir la partie
        "alt+p": "alt+j",  # &Joueurs
        "alt+h": "alt+r",  # &Règles maison
        "alt+a": "alt+t",  # Par&tie
        "alt+s": "alt+e",  # &Enregistrer
        "alt+e": "alt+d",  # Ai&de
        "a": "p",  # À &propos
    },
}
STEP_LETTERS: dict[str, dict[str, dict[str, str]]] = {
    "de": {"House Rules": {"h": "h"}, "the rules page": {"h": "h"}, "along the tiles": {"c": "c"}},
    "fr": {"House Rules": {"h": "m"}, "the rules page": {"h": "h"}, "along the tiles": {"c": "c"}},
}
LANGUAGE = "en"


def local_key(label: str, key: str) -> str:
    """The key a step presses in the language the app speaks (its underlined letters)."""
    for text, letters in STEP_LETTERS.get(LANGUAGE, {}).items():
        if text in label and key in letters:
            return letters[key]
    return LETTERS.get(LANGUAGE, {}).get(key, key)


HEARD: list[str] = []  # every announcement so far
VERBOSE = False  # --flow outside: focus changes with description and value, windows with their text


def value_of(source) -> str:
    """What a screen reader reads as a control's value: a number, or the text of a box."""
    try:
        value = source.queryValue()
        return f" value={value.currentValue:g}"
    except Exception:
        pass
    try:
        text = source.queryText()
        words = text.getText(0, min(text.characterCount, 120))
        return f" text={words!r}" if words else ""
    except Exception:
        return ""


def labels_of(node, found: list, depth: int = 0) -> None:
    """The texts of a window's labels (what Orca reads of a message box)."""
    if node is None or depth > 8 or len(found) > 20:
        return
    try:
        if node.getRoleName() == "label" and node.name:
            found.append(node.name)
        for i in range(node.childCount):
            labels_of(node.getChildAtIndex(i), found, depth + 1)
    except Exception:
        return


def on_event(event) -> None:
    source = event.source
    try:
        role, name = source.getRoleName(), source.name
    except Exception:
        role, name = "?", "?"
    if event.type.startswith("object:state-changed:focused") and event.detail1:
        if not VERBOSE:
            log(f"  focus: {role} {name!r}")
            return
        try:
            description = source.description
        except Exception:
            description = ""
        extra = f" ({description!r})" if description else ""
        log(f"  focus: {role} {name!r}{extra}{value_of(source)}")
    elif event.type.startswith("window:activate") and VERBOSE:
        texts: list = []
        if role in ("alert", "dialog", "file chooser"):
            labels_of(source, texts)
        log(f"  window: {role} {name!r}" + (f" labels={texts}" if texts else ""))
    elif event.type.startswith("object:property-change:accessible-name") and role == "list":
        log(f"  renamed: {role} {name!r}")
    elif event.type.startswith("object:property-change:accessible-name") and VERBOSE and role == "combo box":
        log(f"  renamed: {role} {name!r} (its value)")
    elif event.type.startswith("object:text-caret-moved") and VERBOSE:
        try:  # the line a screen reader reads where the caret lands (the rules page's arrows)
            text = source.queryText()
            line = text.getTextAtOffset(event.detail1, pyatspi.TEXT_BOUNDARY_LINE_START)[0]
        except Exception:
            line = "?"
        log(f"  caret: {role} {name!r} line={line.strip()!r}")
    elif event.type.startswith("object:property-change:accessible-value") and VERBOSE:
        log(f"  value: {role} {name!r}{value_of(source)}")
    elif event.type.startswith("object:state-changed:checked") and VERBOSE:
        log(f"  {'checked' if event.detail1 else 'not checked'}: {role} {name!r}")
    elif event.type.startswith("object:announcement"):
        HEARD.append(str(event.any_data))
        log(f"  announced: {event.any_data!r}")


APP_PIDS: list[int] = []  # the app's processes (the last one runs): its windows are found by them


def app_windows() -> list[str]:
    if APP_PIDS:
        command = ["xdotool", "search", "--onlyvisible", "--pid", str(APP_PIDS[-1])]
    else:
        command = ["xdotool", "search", "--onlyvisible", "--name", "Hoyle"]
    return subprocess.run(command, capture_output=True, text=True).stdout.split()


def keep_the_keys() -> None:
    """A window closed (a dialog, a message box): the desktop gives the keys to one of the app's
    windows still open; without a window manager the keys would go nowhere."""
    windows = app_windows()
    focused = subprocess.run(["xdotool", "getwindowfocus"], capture_output=True, text=True).stdout.strip()
    if windows and focused not in windows:
        subprocess.run(["xdotool", "windowfocus", windows[-1]], check=False)


def focus_windows() -> list[str]:
    """No window manager under Xvfb: give the app's windows the keyboard as a desktop would."""
    windows = app_windows()
    for window in windows:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False)
    return windows


def steps(script: Steps, restart=None):
    """Each step is run by the AT-SPI main loop (so events are heard as they come), STEP_MS apart."""
    windows = focus_windows()
    log_apps()
    yield
    for label, keys in script:
        log(f"== {label}: {' '.join(keys)}")
        for key in keys:
            key = local_key(label, key)
            log(f" key {key}")
            if key == "PLAY_TO_END":  # the pattern again and again until the game's end is said
                for _ in range(120):
                    if any(OVER in text for text in HEARD):
                        break
                    for again in PLAY_TO_END:
                        again = local_key(label, again)
                        log(f" key {again}")
                        subprocess.run(["xdotool", "key", "--clearmodifiers", again], check=False)
                        yield
                continue
            if key == "RESTART" and restart is not None:
                restart()
                for _ in range(START_MS // STEP_MS):
                    yield
                windows = focus_windows()
                continue
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], check=False)
            yield
            if VERBOSE:
                keep_the_keys()
            elif key == "Escape" and windows:  # the desktop gives the main window the keys
                subprocess.run(["xdotool", "windowfocus", windows[-1]], check=False)
        yield
        show_tree(label)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable, help="the Python that runs the app")
    parser.add_argument("--flow", choices=["outside"], help="play everything away from the tables")
    parser.add_argument(
        "--only", help="with --flow: only the steps whose label holds one of these texts (a|b)"
    )
    parser.add_argument(
        "--language", choices=["en", "de", "fr"], default="en", help="the app's language (its setting)"
    )
    parser.add_argument(
        "--game",
        action="append",
        choices=[*GAMES, "all"],
        help="the game to open and play (again for several, 'all' for every one; each in a fresh app)",
    )
    args = parser.parse_args()
    if args.flow:
        if args.only:
            wanted = args.only.split("|")
            OUTSIDE[1:] = [step for step in OUTSIDE[1:] if any(text in step[0] for text in wanted)]
        return check("outside", args.python, args.language)
    games = list(GAMES) if not args.game or "all" in args.game else args.game
    if len(games) > 1:  # one app and one AT-SPI bus a game: run each alone, one after another
        for game in games:
            again = [sys.executable, __file__, "--python", args.python, "--language", args.language]
            subprocess.run([*again, "--game", game], check=False)
        return 0
    return check(games[0], args.python, args.language)


def check(game: str, python: str, language: str = "en") -> int:
    global LANGUAGE, OVER
    LANGUAGE, OVER = language, OVERS[language]
    log(f"=== {game} ({language})")
    home = tempfile.mkdtemp(prefix="hoyle-atspi-")
    config = Path(home) / "config"
    config.mkdir()
    chosen = {"language": language} if language != "en" else {}
    (config / "settings.json").write_text(json.dumps({"version": 1, **SETTINGS, **chosen}))
    global VERBOSE
    VERBOSE = game == "outside"
    if VERBOSE:
        (config / "profiles").mkdir()
        (config / "profiles" / "broken.yaml").write_text(BROKEN_PROFILE)
    env = dict(
        os.environ,
        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
        QT_ACCESSIBILITY="1",
        HOYLE_DESKTOP_HOME=home,
        PYTHONPATH=str(ROOT),
        LANG="en_GB.UTF-8",
    )
    bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"], env=env)
    time.sleep(1)
    apps = [subprocess.Popen([python, "-m", "hoyle_desktop.app"], env=env, cwd=ROOT)]
    APP_PIDS.append(apps[-1].pid)

    def restart() -> None:
        apps[-1].wait(20)  # it quit (the last key): start it again on the same home
        apps.append(subprocess.Popen([python, "-m", "hoyle_desktop.app"], env=env, cwd=ROOT))
        APP_PIDS.append(apps[-1].pid)

    for kind in (
        "object:state-changed:focused",
        "object:announcement",
        "object:property-change:accessible-name",
        "window:activate",
        "object:property-change:accessible-description",  # (as Orca: else a stale one is read)
        "object:property-change:accessible-value",
        "object:text-caret-moved",
        "object:state-changed:checked",
    ):
        pyatspi.Registry.registerEventListener(on_event, kind)
    todo = steps(OUTSIDE if game == "outside" else GAMES[game], restart)

    def next_step() -> bool:
        try:
            next(todo)
        except StopIteration:
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(START_MS, lambda: (GLib.timeout_add(STEP_MS, next_step), False)[1])  # the app starts
    try:
        pyatspi.Registry.start()
    finally:
        for app in apps:
            app.terminate()
            app.wait(10)
        bus.terminate()
    return 0


if __name__ == "__main__":
    sys.exit(main())
