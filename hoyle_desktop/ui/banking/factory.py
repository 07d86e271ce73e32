"""Open a banking game's table for a new game, or a saved one being resumed (every banking game:
Vingt-un, Baccarat and Blind Hookey all play on :class:`.table.BankingTable`)."""

from __future__ import annotations

from typing import Any

from ..table.opening import TableFactory


def _table_class(key: str) -> Any:
    from .table import BankingTable

    return BankingTable


_tables = TableFactory(_table_class)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
