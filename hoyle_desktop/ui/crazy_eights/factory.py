"""Open a Crazy Eights or Cassino table: a new game, or a saved one being resumed."""

from __future__ import annotations

from typing import Any

from ..table.opening import TableFactory


def _table_class(key: str) -> Any:
    if key == "cassino":
        from ..cassino.table import CassinoTable

        return CassinoTable
    from .table import CrazyEightsTable

    return CrazyEightsTable


_tables = TableFactory(_table_class)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
