"""The rules reference's section on the expansion Outside the Znutar, in our
own words; where the rulebook is silent or its picture is missing, our
rulings are marked as house interpretations.  No pygame here."""
from __future__ import annotations

from greenthings.ui.game.rules_section import HOUSE, Section

OUTSIDE_BODY = """
<b>An option of a new game.</b> Tick "Outside the Znutar" on the new game page; it goes with any species,
Crew Survival and the variants. Without it nothing changes. The rulebook says it helps both sides, the crew more.
<br><br>
<b>The places.</b> Round the hull runs the <b>skin</b>: one skin area outside each room on the edge of the
ship (each Fuel Pod has two), drawn as a band cut into pieces. Beyond it lie four <b>space areas</b>: fore,
dorsal, aft and ventral. Walking on the skin is ordinary movement, one skin area to the next.
<br><br>
<b>Airlocks</b> (drawn as doors on the band's inner edge): the Main Cargo Hold, the three boat bays, both
Sensors, the Atmosphere Probe Launch and the Engine Room. Going through takes the piece's whole move, and it
must start its move next to the lock. Crewmen wear the small pressure suits kept at every exit; the Robot needs
none; the Mascot goes out only in its Ook Soot.
<br>
<b>Holding a lock:</b> a crewman in the room keeps monsters from coming in (the door shows "HELD"), unless
the monsters already there could fight every crewman in the room.
<br>
<b>The bridge:</b> at the start of each monster turn, if the Captain or the 1st Officer is on a bridge and
awake, the crew player may open or close one lock ("SHUT" in red). A lock closed then stays shut through the
next crew turn. Monsters never work the controls.
<br><br>
<b>Equipment.</b> Get in or out during Grab Weapons.
<b>Jet Suits</b> (8; constitution 20): any crewman or the Robot; a weapon held is dropped. The suit moves one
area a turn, inside, through a lock or between space areas; its arms attack with 1 die instead of the
occupant's. <b>Cargo Movers</b> (2; constitution 40): only the Main Cargo Hold, the bays and space; the claws
hold only Rocket Fuel, strike with 3 dice inside, and from space throw one monster a turn off the skin of
their space area, or off a boat there, with no roll. <b>The Ook Soot</b>: the Mascot's own suit (constitution
16, moves 3, gas-proof); the Mascot keeps it on in a boat. Hits beyond a unit's constitution go on to the one
inside. Nothing on the skin can attack a unit in space.
<br><br>
<b>Outside, weapons</b> reach the area a piece stands in or a next one; Extinguishers and Gas Grenades do
nothing outside; Rocket Fuel that goes off outside hits everything in that space area except those inside boats.
A unit in space also sees the monsters riding a boat in its own space area or a next one: a held weapon
that sees or is thrown reaches them there, while a suit's arms, a hand weapon or a mover's claws reach them
only in the same space area.
<br><br>
<b>Boats.</b> A launched boat goes to the space area outside its bay. Each crew move it may fly to a next space
area, come back into its own bay, or leave for home (the Epilogue, as in the base game) if nobody is on its
outside. The Scout and the Saucer let those inside shoot at the skin; the Scout's and the Cockboat's
<b>rocket blast</b> sweeps the skin of their space area (or their bay, or another boat's outside), then the boat
zooms off and returns three crew turns later. To blast its own bay, a crew that has boarded keeps the boat
docked for the turn ("stay in the bay", on the right) and fires in the attack. <b>Riders:</b> as a boat
leaves its bay, monsters of the two biggest stages there may cling to its outside (the smaller ones stay).
<b>Jumps</b> between the skin and a boat's outside (or boat to boat), whatever space areas they are in, take
the whole move: to a boat a crewman
misses on 1-3, to the ship on a 1 (the button says the chance); the Robot never misses. One adrift is lost
unless a boat leaves the board to pick him up in the next crew move.
<br><br>
<b>The end.</b> The game goes on while either side holds any part of the ship, the skin included. When the
Znutar blows up, a boat in space with a crewman inside and no Green Thing in or on it gets away.
<br><br>
""" + HOUSE + """The lock the rulebook puts "in Probe Control" is in the Atmosphere Probe Launch room,
where the launch tubes are drawn.
<br>""" + HOUSE + """A crewman "not fighting" can hold a lock: monsters come in only when those already in the
room, able to attack, are at least as many as the crewmen there able to hold it.
<br>""" + HOUSE + """A Jet Suit that goes out through a lock floats in the space area of that skin.
<br>""" + HOUSE + """When a stage grows, the monster player makes one choice for the whole stage: those
outside grow too, or not.
<br>""" + HOUSE + """A boat may choose to leave for home only with nobody on its outside, crewman or monster:
a crewman there climbs in first (if there is room) or jumps off.
<br>""" + HOUSE + """At the self-destruct, a crewman on a boat's outside is not inside it: he dies with the
ship, and those inside get away all the same.
<br>""" + HOUSE + """Only Jet Suits and Cargo Movers are kept out of the boats: the Mascot boards in its Ook
Soot and keeps it on.
<br>""" + HOUSE + """A Green Thing riding a boat counts as a unit in the boat's space area for sight from space.
<br>""" + HOUSE + """A boat boarded in its bay may stay docked through the attack to blast the bay; those
aboard get out again at the end of the turn if it does not fire.
<br>""" + HOUSE + """<b>No endless games.</b> If a crew turn begins with no crewman aboard the Znutar (inside,
on its skin, in a Jet Suit or a Cargo Mover), the crew have abandoned ship: they still play that turn, and at its
end every boat in space leaves for home. A crewman on a boat's outside climbs in if there is room; otherwise
he is lost. A boat with monsters in or on it never gets home, and those inside are lost.
<br>""" + HOUSE + """If every airlock is shut while all the crew are on one side of the hull and all the
monsters on the other, the locks open again at the start of the monster turn.
<br>""" + HOUSE + """A crew turn that ends with no crewman inside the hull or on its skin, and no monster on
the skin or riding a boat in space, leaves the monsters holding the whole ship: anyone still floating in a suit
or a mover is lost.
<br>""" + HOUSE + """Monsters in or on a boat in space with no crewman inside can never bring it back; if
they are the last monsters and only the Mascot is left to face them, they drift off and are gone.
<br>""" + HOUSE + """The rulebook's drawing of the space areas is missing: which skin area lies in which
space area is this edition's own layout.
"""


def outside_section() -> Section:
    return Section("Outside the Znutar (optional)", OUTSIDE_BODY, house=True)
