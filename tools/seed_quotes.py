"""Which rules tests quote their seed, and whether each quotation is really in the seed.

    .venv/bin/python tools/seed_quotes.py [--seeds /work/shared/seeds] [--list]

For every test function under tests/engine/, the docstring and the comments just above it are read;
each quoted span of three words or more ("...", “...”, '...') is split at its ellipses and every
piece of two words or more is looked for in the seed texts, letters and digits only (so the OCR's
"pa.s.sed", the line breaks and the page numbers do not matter). A test counts as quoting when one
span is found whole.
A span not found is listed: a misquotation, a paraphrase in quotation marks, or nested quotes the
simple reading cut short (look at it). Prints one row a game; --list adds the tests that quote
nothing and the spans not found.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Test files by game (the shared stops files test several games and are left out).
FILES: dict[str, list[str]] = {
    "cribbage": [
        "cribbage/test_cribbage_play_rules.py",
        "cribbage/test_play_scoring.py",
        "cribbage/test_show_scoring.py",
    ],
    "pope_joan": ["stops/test_pope_joan_rules.py", "stops/test_pope_joan_worked_hand.py"],
    "spin": ["stops/test_spin_rules.py"],
    "newmarket": ["stops/test_newmarket_rules.py"],
    "jig": ["stops/test_jig_rules.py"],
    "snip_snap_snorum": ["stops/test_snip_rules.py"],
    "loto": ["loto/test_loto_rules.py", "loto/test_loto_second_reading.py"],
    "vingt_un": ["vingt_un/test_vingt_un_rules.py"],
    "commerce": ["trading/test_commerce_rules.py", "trading/test_commerce_hands.py"],
    "speculation": ["speculation/test_speculation_rules.py"],
    "my_bird_sings": ["trading/test_bird_rules.py"],
    "spoil_five": ["tricks/test_spoil_five_rules.py", "tricks/test_spoil_five_second_reading.py"],
    "all_fours": ["tricks/test_all_fours_rules.py", "tricks/test_all_fours_second_reading.py"],
    "cassino": ["cassino/test_rules.py", "cassino/test_building.py"],
    "baccarat": ["baccarat/test_baccarat_rules.py"],
    "blind_hookey": ["blind_hookey/test_blind_hookey_rules.py"],
    "crazy_eights": ["crazy_eights/test_rules.py"],
}

SPAN = re.compile(r'"([^"]+)"|“([^”]+)”|(?<![A-Za-z])\'(.+?)\'(?![A-Za-z])')
PAGE = re.compile(r"\[\d+\]|\{\d+\}")  # the books' page numbers, inside sentences
ELLIPSIS = re.compile(r"\.\.\.|…|\[[^\]]*\]")


def squeeze(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


@dataclass
class Test:
    name: str
    spans: list[str] = field(default_factory=list)
    found: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


def words(text: str) -> int:
    return len(re.findall(r"[A-Za-z0-9]+", text))


def in_seed(span: str, seed: str) -> bool:
    pieces = [p for p in ELLIPSIS.split(span) if words(p) >= 2]
    return bool(pieces) and all(squeeze(p) in seed for p in pieces)


def comments_above(lines: list[str], lineno: int) -> str:
    out: list[str] = []
    i = lineno - 2
    while i >= 0 and (lines[i].lstrip().startswith(("#", "@")) or not lines[i].strip()):
        if lines[i].lstrip().startswith("#"):
            out.insert(0, lines[i].lstrip()[1:])
        i -= 1
    return " ".join(out)


def tests_of(path: Path, seed: str) -> list[Test]:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found: list[Test] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
            continue
        text = " ".join([comments_above(lines, node.lineno), ast.get_docstring(node) or ""])
        text = " ".join(text.split())
        if text.count('"') % 2:  # a quotation running to the docstring's end, its mark left out
            text += '"'
        test = Test(node.name)
        for match in SPAN.finditer(text):
            span = next(g for g in match.groups() if g is not None)
            if words(span) < 3:
                continue
            test.spans.append(span)
            (test.found if in_seed(span, seed) else test.missing).append(span)
        found.append(test)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=Path, default=Path("/work/shared/seeds"))
    parser.add_argument("--list", action="store_true")
    args = parser.parse_args(argv)
    texts = [p.read_text(encoding="utf-8") for p in sorted(args.seeds.glob("*.txt"))]
    seed = "".join(squeeze(PAGE.sub("", text)) for text in texts)
    if not seed:
        print(f"no seed texts in {args.seeds}", file=sys.stderr)
        return 2
    print(f"{'game':18} tests  quoting  spans-not-found")
    for game, files in FILES.items():
        tests = [t for f in files for t in tests_of(ROOT / "tests" / "engine" / f, seed)]
        quoting = [t for t in tests if t.found]
        missing = [(t.name, s) for t in tests for s in t.missing]
        print(f"{game:18} {len(tests):5}  {len(quoting):7}  {len(missing):5}")
        if args.list:
            for t in tests:
                if not t.found:
                    print(f"    quotes nothing found: {t.name}")
            for name, span in missing:
                print(f"    not found in {name}: {span[:110]!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
