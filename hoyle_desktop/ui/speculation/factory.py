"""Open a Speculation table: a new game, or a saved one being resumed."""

from __future__ import annotations

from ..table.opening import TableFactory
from .table import SpeculationTable

_tables = TableFactory(lambda key: SpeculationTable)
make_table, open_table, resume_table = _tables.make_table, _tables.open_table, _tables.resume_table
