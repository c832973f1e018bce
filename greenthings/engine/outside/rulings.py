"""Our rulings for Outside the Znutar where its rules are silent: the
spec's (outside-the-znutar.md) and ours, shown with the expansion's rules
(`Expansion.house_rules`; the read API's OUTSIDE_HOUSE_RULES)."""
from __future__ import annotations

OUTSIDE_HOUSE_RULES: tuple[tuple[str, str, str], ...] = (
    ("outside-probe-lock", "The Probe Launch airlock",
     "The rulebook puts the launch tubes in Probe Control; they are drawn in the Atmosphere Probe Launch room, "
     "so that is where the airlock is."),
    ("outside-override", "Holding an airlock",
     "Crewmen in an airlock's room (not the Mascot, not stunned) keep monsters from coming in, unless the "
     "monsters already in the room that can attack are at least as many as those crewmen. Monsters walking "
     "into the room during their move count at once."),
    ("outside-bridge", "Working the locks from the bridge",
     "At the start of each monster turn the crew may open or close one airlock if the Captain or the 1st "
     "Officer is on a bridge and not stunned. A closed lock lets nobody through, either way, until the crew "
     "open it at the start of a later monster turn; suits, movers and boats cannot pass it either."),
    ("outside-growth", "Growing outside",
     "When a stage grows, the monster player chooses once whether those of it outside the hull grow too."),
    ("outside-setup", "Monsters set up outside",
     "At setup a skin area counts as next to its airlock's room, so the chain of starting monsters may run "
     "out onto the skin."),
    ("outside-units", "Getting into units",
     "Getting into or out of a Jet Suit, a Cargo Mover or the Ook Soot is the crewman's one handling of the "
     "Grab Weapons phase. Nobody gets out of a unit outside the hull, and the Soot comes off only inside."),
    ("outside-suits-float", "Jet Suits outside",
     "A Jet Suit that goes out through an airlock floats in the space area of that skin; suits never walk "
     "the skin. From space its arms, and hand weapons held in them, reach the skin of its space area and the "
     "riders of the boats there."),
    ("outside-riders-in-sight", "Riders seen from space",
     "A Green Thing clinging to a boat's outside counts as a unit in the boat's space area: a unit in that space "
     "area or a next one sees it, and may shoot or throw at it."),
    ("outside-unit-damage", "Hits on units",
     "Monsters in a unit's area attack the unit, not the crewman inside. A roll equal to or over the unit's "
     "constitution wrecks it; what passes its constitution is then compared with the occupant's, who dies if "
     "it reaches his. A unit wrecked in space loses its occupant. Rocket Fuel on a crewman in a suit or mover "
     "hits the unit the same way."),
    ("outside-mover-claws", "Cargo Mover claws",
     "The claws throw one monster a turn off the skin of the mover's space area or off a boat there (no roll), "
     "or inside fight "
     "with 3 dice in the mover's area or through a hatch of it. The pilot grabs and is handed only Rocket Fuel."),
    ("outside-boats", "Boats outside",
     "A boat that launches goes to the space area of its bay's skin. In each crew move it may move one space "
     "area, come back into its own bay (everyone in and on it gets off there), or leave for home with those "
     "inside, only with nobody on its outside and no monster aboard. A closed bay lock keeps boats in and out."),
    ("outside-riders", "Riders",
     "As a boat leaves its bay, the monster player picks which Adults and Babies there ride out on it; crewmen "
     "in the bay may get on its outside during their move."),
    ("outside-rocket-blast", "Rocket blasts",
     "A blast has the Rocket Fuel's effect (its chit, drawn if still untried), one can for the Scout and two "
     "for the Cockboat, on every creature on the skin of the boat's space area, in its bay, or on the outside "
     "of another boat in its space area. The boat comes back in the crew move of the third round after, in a "
     "space area of the crew's choice (its bay's, if they do not choose). To blast its own bay, a boat boarded "
     "in the crew's move stays docked for the turn; its crew blast in the attack, or get out again at the end "
     "of the turn. Monsters left in the bay may ride out on it as it zooms off."),
    ("outside-soot-boats", "The Ook Soot in a boat",
     "Only Jet Suits and Cargo Movers are kept out of the boats: the Mascot keeps its Soot on aboard, and the "
     "Soot goes where the boat goes."),
    ("outside-jumps", "Jumps and rescue",
     "From a boat's outside a crewman jumps to any skin area, whatever space area the boat is in. One who "
     "misses drifts in the space area he jumped for; a boat may pick him up in the next crew move (it is "
     "away that round and back in the next crew move with him on its outside), or he is lost. The Mascot "
     "inside a boat dies when its hatch opens unless it wears the Soot."),
    ("outside-end", "The end of the game",
     "Crewmen in boats, in units or adrift still hold on, except those in or on a boat nobody aboard can fly. "
     "When the Znutar blows up, a boat in space with a crewman inside to fly it and no monster in or on it "
     "leaves for home at once; a crewman on its outside is not inside and dies with the ship, as does "
     "everyone else outside."),
    ("outside-no-endless", "No endless games",
     "If a crew turn starts with no crewman aboard the Znutar (inside, on its skin, in a Jet Suit or a Cargo "
     "Mover), the crew have abandoned ship: they play the turn, then every boat in space leaves for home. A "
     "crewman on a boat's outside climbs in if there is room, or is lost. A boat with Green Things in it or "
     "on it never gets home: those inside are lost."),
    ("outside-sealed", "Locks that shut the sides apart",
     "If every airlock is shut while all the crew are on one side of the hull and all the monsters on the "
     "other, the locks open again at the start of the monster turn, before the bridge's choice."),
    ("outside-space-stall", "No hiding in space",
     "A crew turn that ends with no crewman inside the hull or on its skin, and no Green Thing on the skin or "
     "riding a boat in space, leaves the monsters holding the whole ship: everyone still floating in a suit "
     "or a mover is lost."),
    ("outside-marooned", "Marooned Green Things",
     "Green Things in or on a boat in space with no crewman inside can never bring it back. If they are the "
     "last monsters and only the Mascot is left to face them, they drift off at the end of the crew turn and "
     "are gone, like monsters thrown into space."),
)
