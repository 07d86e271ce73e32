"""Tables for the matching games, Crazy Eights and Cassino: one scene and one table shell.

The scene (:mod:`.scene`) lays the hands round the table as the stops table does (its
:class:`~hoyle_desktop.ui.stops.layout.TableLayout`), and in the middle either a stock and a
discard pile (Crazy Eights) or the table cards spread in a row (Cassino), with each side's
captured pile by its seat. Each game's display turns its events into scene changes and words.
"""
