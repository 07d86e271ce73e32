"""Open a Loto table: a new game, or a saved one being resumed."""

from __future__ import annotations

from ..table.opening import TableFactory
from .session import LotoSession
from .table import LotoTable

_tables = TableFactory(lambda key: LotoTable, LotoSession)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
