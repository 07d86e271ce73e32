"""Open a table for All-Fours or Spoil-Five: a new game, or a saved one being resumed."""

from __future__ import annotations

from ..table.opening import TableFactory
from .table import TrickTable

_tables = TableFactory(lambda key: TrickTable)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
