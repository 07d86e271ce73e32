"""Open a trading table (Commerce, My Bird Sings): a new game, or a saved one being resumed."""

from __future__ import annotations

from ..table.opening import TableFactory
from .table import TradingTable

_tables = TableFactory(lambda key: TradingTable)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
