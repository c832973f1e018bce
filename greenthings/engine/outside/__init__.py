"""The expansion "Outside the Znutar" (rulebook "OUTSIDE THE ZNUTAR"; the
spec's outside-the-znutar.md gives the layout and our rulings).

A game has it when `Options(outside=True)`: the map gains its overlay
(places.py), the state an `Outside` record (record.py). It plugs into the
core through the expansion seam (engine/expansion.py): expansion.py says
which hook plays which rule, and registers it; the core never calls the
modules here itself, so a game without the option plays exactly as before:

============  ================================================================
module        rules
============  ================================================================
expansion     the hooks: which rule plays where; the registration
places        the skin ring, space areas, boats' places; the merged map; links
record        units (Jet Suits, Cargo Movers, the Ook Soot), closed locks, boats;
              the decisions owed (the bridge's lock control, a boat's riders)
checks        the record's invariants and JSON shape, the decisions' checks
airlocks      passing an airlock, override, bridge control, sealed locks, the skin
doors         the monsters' moves through airlocks and boat hatches
units         getting in and out, floating, the units' attacks and damage
fighting      line of sight and throwing outside, weapons useless outside
boats         boats in space, riders, jumping, rocket blasts, leaving for home
holds         who still holds a part of the ship
abandon       no endless games: abandoning ship, no hiding in space, marooned monsters
rulings       our rulings, shown with the expansion's rules
events        the expansion's kinds of event
============  ================================================================
"""
from . import events as _events  # noqa: E402,F401  (registers the expansion's kinds of event before any is reported)
