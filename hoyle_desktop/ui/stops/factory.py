"""Open a table for Pope Joan, Spin, Newmarket or Jig: a new game, or a saved one being resumed."""

from __future__ import annotations

from ..table.opening import TableFactory
from .session import StopsSession
from .table import StopsTable

_tables = TableFactory(lambda key: StopsTable, StopsSession)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
