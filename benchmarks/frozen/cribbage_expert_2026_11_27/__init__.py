"""Today's (27 November 2026) cribbage Expert, frozen for the benchmarks: the opponent that issue 26's
stronger Expert is measured against. A copy of ``hoyle_desktop/ai/cribbage`` as it stood (the
modules the Expert uses, with absolute imports) and of its crib table; the app never imports it.
``tests/ai/test_cribbage_frozen.py`` checks it makes the decisions recorded from that Expert.

    from benchmarks.frozen.cribbage_expert_2026_11_27 import FrozenExpert
"""

from .expert import ExpertCribbageBot as FrozenExpert

__all__ = ["FrozenExpert"]
