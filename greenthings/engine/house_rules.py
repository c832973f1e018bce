"""Rulings this edition makes where the printed rules leave a gap.

Written in our own words. The in-game rules reference shows these marked as
house interpretations; docs and tests refer to them by key. An expansion's
rulings are its own (`Expansion.house_rules`).
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
