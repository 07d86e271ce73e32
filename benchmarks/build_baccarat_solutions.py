"""Write resources/ai/baccarat_solutions.json: the exact solution of Chemin de Fer for 0 (an
infinite shoe) to 8 packs, so that a first decision reads it rather than working it out.

    .venv/bin/python benchmarks/build_baccarat_solutions.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hoyle_desktop.engine.baccarat.solution import STORED, compute, to_json  # noqa: E402

PACKS = range(9)


def main() -> int:
    data = {str(packs): to_json(compute(packs)) for packs in PACKS}
    path = ROOT / "resources" / "ai" / STORED
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
