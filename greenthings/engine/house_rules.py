"""Rulings this edition makes where the printed rules leave a gap.

Written in our own words. The in-game rules reference shows these marked as
house interpretations; docs and tests refer to them by key.
"""
from __future__ import annotations

HOUSE_RULES: tuple[tuple[str, str, str], ...] = (
    ("epilogue-14-15", "Epilogue steps 14 and 15",
     "Step 14, supplies run low: a boat already on short rations starves and is lost; otherwise it goes on "
     "short rations with two years of food and the crew choose to press on (step 2) or turn back to the last "
     "planet (step 3). On short rations step 2 eats one year and step 7 two; running out starves the crew; "
     "restocking (step 6) ends short rations. Step 15, Gravy Flu: four dice against each crewman's "
     "constitution, equal or more kills him; survivors roll a die, 1-3 to step 6, 4-6 to step 7. "
     "A boat still wandering after 200 steps is counted lost."),
    ("epilogue-battle", "Fighting natives (step 5)",
     "The Robot's and the Mascot's attack dice count for the crew, and the natives' victim is drawn at random "
     "from everyone aboard."),
    ("line-of-sight", "Line of sight",
     "A crewman sees his own area, every section of a straight corridor he stands in, and through each hatch "
     "of his area the area beyond (with its straight corridor). Sight never passes a second hatch or turns a "
     "corner. The map file holds the full table."),
    ("stun-timing", "When stunned pieces wake",
     "A monster stunned on the crew's turn misses its next turn and wakes at the end of it. A monster stunned "
     "by an Electric Fence during its own turn stays stunned through its next turn too. Gassed crew miss their "
     "next turn and wake at its end."),
    ("untried-together", "Several untried weapons",
     "Untried weapons share one temporary chit only when they hit the same monster (or the same group); "
     "untried weapons used on different monsters each draw their own chit and are learned."),
    ("battle-zone", "One battle at a time",
     "The crew resolve attacks one area at a time; a passageway counts together with the sections joined to it "
     "by open passageways, since a blast fills them all."),
    ("rocket-fuel-crew", "Several cans of Rocket Fuel",
     "Each can whose blast covers a crewman adds 5 dice to kill against him; gas stuns him once however many "
     "grenades go off."),
    ("used-weapons", "Where used weapons go",
     "A used Acid, Zgwortz, Rocket Fuel or Gas leaves its user's hand as it is used: it goes back to a start "
     "area even if the blast kills him. A Knife thrown into another area lands in its target's area; a Knife "
     "used in its holder's own area stays in his hand, whatever becomes of the monster."),
    ("grab-limits", "Handling weapons",
     "In one Grab Weapons phase each crewman may pick up once, put down once and hand over (or swap) once."),
    ("fence-setup", "Setting up the fence",
     "A crewman holding a fence who has not moved this turn may spend his attack setting it up; it is live at "
     "once and first acts on the monsters' next turn. Picking up a live fence dismantles it."),
    ("robot", "Leadfoot",
     "Every monster able to attack in the Robot's area must attack the Robot before the monsters may end "
     "their attacks."),
    ("escape", "Escaping",
     "Crew board a boat in its bay during their move (after moving is fine). Boats leave at the end of the move; "
     "a boat holding only the Robot and the Mascot cannot fly, and they climb out again."),
    ("self-destruct", "Self-destruct",
     "Declared in the attack phase by the Captain, the 1st Officer, the Engineering Officer or a Pilot who "
     "stands on a bridge, has not moved this turn and does not attack. It cannot be stopped: if every monster "
     "dies before the blast, the monsters score 0 but the countdown still runs, and crew still aboard at the "
     "end must have escaped to count; if the last crewmen aboard escape or die first, the ship blows up at "
     "once and the monsters score 55 1/2."),
    ("concession", "Conceding",
     "A crew that concedes leaves the monsters the ship (111 points); monsters that concede leave the crew "
     "aboard as survivors."),
    ("setup-boxed-in", "Placing the first monsters",
     "If no free area next to the monsters is left for the next starting monster, it may go in any free area "
     "without crew."),
    ("discovery", "Discovery",
     "A discovering crewman may pass through areas holding only Eggs or Fragments; he stops at the first "
     "area with a monster he chooses within his movement."),
    ("comm-beamer", "Comm Beamer frequencies (variant)",
     "Both settings may be chosen whenever the Beamer fires; each setting draws its own chit the first time "
     "it is used."),
    ("survival", "Crew Survival",
     "The survivors are drawn from all 22 counters. Four or fewer take the Cockboat; five or more are split "
     "between the Cockboat and the Saucer (four seats) as the player likes."),
)

# Outside the Znutar (the expansion): the spec's rulings (outside-the-znutar.md)
# and ours, shown with the expansion's rules.
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
     "away that round and back in the next crew move with him on its outside), or he is lost. The Mascot inside a boat dies when its hatch "
     "opens unless it wears the Soot."),
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
