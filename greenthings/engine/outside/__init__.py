"""The expansion "Outside the Znutar" (rulebook "OUTSIDE THE ZNUTAR"; the
spec's outside-the-znutar.md gives the layout and our rulings).

A game has it when `Options(outside=True)`: the map gains its overlay
(places.py), the state an `Outside` record (record.py). The phase modules
call the rules here only when `s.outside` is not None, so a game without
the option plays exactly as before:

============  ================================================================
module        rules
============  ================================================================
places        the skin ring, space areas, boats' places; the merged map
record        units (Jet Suits, Cargo Movers, the Ook Soot), closed locks, boats
checks        the record's invariants (loading and the fuzz tests)
airlocks      passing an airlock, override, bridge control, sealed locks, the skin
units         getting in and out, floating, the units' attacks and damage
fighting      line of sight and throwing outside, weapons useless outside
boats         boats in space, riders, jumping, rocket blasts, leaving for home
abandon       no endless games: abandoning ship, no hiding in space, marooned monsters
============  ================================================================
"""
from . import events as _events  # noqa: E402,F401  (registers the expansion's kinds of event before any is reported)
