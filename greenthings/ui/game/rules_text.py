"""The in-game rules reference, written in our own words (not the rulebook's).

Each :class:`Section` has a title, a body in the small HTML subset that
pygame-gui text boxes understand, and ``house=True`` when it is (or contains)
one of this edition's own interpretations where the printed rules are silent.
Inside a body, :data:`HOUSE` marks a house-interpretation paragraph.

This module does not import pygame.
"""
from __future__ import annotations

import html

from greenthings.engine import HOUSE_RULES, Species, counted, joined
from greenthings.ui.game.outside_rules import outside_section
from greenthings.ui.game.rules_section import HOUSE, Section
from greenthings.ui.game.species_rules import species_sections
from greenthings.ui.game.species_text import SHAPES, default_species, stage_facts

#: The sections, with [[...]] where the game's species fills in its own words
#: (see :func:`all_sections`).
SECTIONS: list[Section] = [
    Section("The game in brief", """
Something hatched aboard the exploration ship <i>Znutar</i>. One player commands the crew; the other
plays the [[monsters]], which [[grow]] and eat people.<br><br>
The monsters want the ship. The crew wants the monsters gone, and if that fails, some of them may
run for the boats and try to get home.<br><br>
Play alternates: the monsters take a turn, then the crew, until one side is wiped out, the crew has
left, or a player gives up. How points are scored is under <b>Escape, self-destruct and score</b>.
"""),
    Section("Pieces and numbers", """
Every crewman shows three numbers: <b>attack dice - constitution - moves</b>. Attack dice are rolled
in a hand-to-hand fight; constitution is the total an attacker must reach to kill him; moves is how
many areas he may enter in a turn.<br><br>
[[stages]] The monsters can never have more than that (see <b>Running out of counters</b>).
"""),
    Section("Setting up", """
<b>1. Weapons.</b> The crew puts every weapon counter on a matching picture on the map. Where there
are more counters than pictures, the crew chooses how to split them, at least one per picture.<br><br>
<b>2. Crew.</b> Each crewman starts in one of the places his job allows (the game lights them up).<br><br>
<b>3. How many monsters.</b> The monster player rolls one die:<br>
[[population]]<br><br>
<b>4. Where they start.</b> Another die places the first monster: 1 Main Cargo Hold, 2 Science Lab,
3 Scout Bay, 4 Cockboat Bay, 5 Saucer Bay, 6 the monster player picks one of those five. Every other
monster goes, one per area, next to an area that already holds a monster, and never where a crewman
stands.<br><br>
<b>5. Discovery.</b> The crew then sends one or two crewmen into monster areas (normal movement,
no weapons grabbed yet) and may fight them bare-handed. Then the monsters take the first real turn.
"""),
    Section("Turn order", """
<b>Monster turn:</b> 1. Grow &nbsp; 2. Move &nbsp; 3. Attack &nbsp; 4. Wake up<br>
<b>Crew turn:</b> 1. Grab weapons &nbsp; 2. Move &nbsp; 3. Attack &nbsp; 4. Wake up<br><br>
<b>Grow.</b> The monster player picks one stage. Fragments or Eggs chosen: they all become Babies.
Babies chosen: they all become Adults. Adults chosen: each Adult lays an Egg in its area. Stunned
monsters do not grow or lay.<br><br>
<b>Grab weapons.</b> A crewman in an area with a free weapon may pick it up; each carries one at
most; the Robot carries one like any crewman. Crewmen who begin the turn together may hand weapons
over or swap. The Mascot and the monsters never use weapons. A weapon can be carried and not used.
"""),
    Section("Moving", """
A piece may enter as many areas as its moves number, stepping from area to area through a hatch or
along an open passageway. Moves cannot be saved or shared.<br><br>
A piece must <b>stop</b> when it enters an area holding an enemy that can fight back (for the crew:
an Adult or a Baby; for the monsters: a crewman who is not stunned), or an area with an active
Electric Fence. Leaving such an area is always allowed.<br><br>
There is no limit to how many pieces share an area. Pieces never leave the ship except to escape in
the boats.
"""),
    Section("Fighting hand to hand", """
Fights happen after movement, one area at a time, in the order the attacker chooses. In each area,
<b>every attack is declared before any dice are rolled</b>.<br><br>
Each piece may attack once per turn, one enemy in its own area. Several attackers may gang up on
one target: all their dice are added into one total. If the total <b>equals or beats</b> the
target's constitution, the target dies. Otherwise nothing happens.<br><br>
<b>Eating.</b> When monsters kill a crewman, one of the attackers (the monster player's choice) eats
him and grows a stage at once; an Adult that eats lays an Egg instead.<br><br>
<b>The Robot.</b> Monsters in the Robot's area may attack nobody but the Robot. If they kill it, one
of them tries to eat it: an effect chit is drawn and applied to that monster, then goes back in
the cup.<br><br>
The board shows the combined dice and the exact chance to kill before you roll.
"""),
    Section("Weapons", """
<b>Held in the hand, same area, one monster:</b> Hypodermic, Pool Stick, Welding Torch, Knife (in
the hand).<br>
<b>Thrown, own or next area, one monster:</b> Bottle of Acid, Cannister of Zgwortz (both go back to
their starting rooms after use).<br>
<b>Fired, any area the holder can see, one monster:</b> Stun Pistol; a Knife can also be thrown
that far (it lands there).<br>
<b>Every monster in one area:</b> Fire Extinguisher (own or next area), Communications Beamer (any
area in sight).<br>
<b>Blasts, own or next area:</b> Gas Grenade and Can of Rocket Fuel fill the area and, in a
passageway, every section joined by open passageways; only hatches stop them. They hit the crew
too: gas rolls 5 dice to stun each crewman (not the Robot), rocket fuel 5 dice to kill. Both go
back to their starting rooms after use.<br>
<b>Electric Fence:</b> a crewman sets it up by spending a whole turn in one area without moving or
attacking. It then works on the monster turn against every monster that enters or stays there
(after movement, before attacks), and stops everyone who walks in. The crew may switch it off from
afar during Grab Weapons, and a crewman starting in its area can take it down and carry it.<br><br>
A crewman who walked into an area with an Adult or Baby may attack only in that area. One who
started there may stay and shoot elsewhere.
"""),
    Section("Line of sight", """
Hatches open at a touch, so a crewman can look (and shoot) through any hatch of the area he stands
in, into the area beyond, but never through a second hatch. Sight runs along straight passageways
but not round corners. Pieces in between never block it.<br><br>
""" + HOUSE + """The printed rule needs the board's drawing; this edition fixes it as a table. Straight
runs of passageway sections are joined by open passageways with no corner. From an area you see: the
area itself; if it is a passageway, every section of each straight run it belongs to; and through
each hatch of your area, the area beyond (or the straight run(s) of the passageway section beyond).
Two corners are special: looking into the long aft section through a hatch shows only its straight
run, not the branch round the corner; and looking from the branch into the passage beyond shows
only that one section. The full table for every area is at the end of this page.
""", house=True),
    Section("Weapon effects (chits)", """
Nobody knows what a weapon does to the monsters until it is tried. The first time a weapon is used,
an effect chit is drawn from the cup and stays with that weapon for the rest of the game; the
weapons display shows every effect found. The 15 chits:<br>
4 x <b>1 Die Fragments</b>: each monster hit is blown apart into one die's worth of Fragments.<br>
1 x <b>Grow</b>: the monsters hit grow a stage (Adults do not lay).<br>
1 x <b>Shrink</b>: Adults become Babies, Babies and Fragments become Eggs, Eggs vanish.<br>
2 x <b>5 Dice to Stun</b>: 5 dice per monster; reach its constitution and it is stunned.<br>
2 x <b>No Effect</b>: the weapon is useless and its counters leave the board.<br>
1 x <b>5 Dice to Kill</b>, 2 x <b>4 Dice to Kill</b>, 2 x <b>3 Dice to Kill</b>:
dice per monster, as in a fight.<br><br>
<b>Several weapons at once.</b> All attacks in an area are declared first. Effects then apply in this
order: Grow, Shrink, Dice to Kill (hand-to-hand dice add in), Fragments (living monsters only), Stun.
Known kill dice add together, and so do stun dice.<br><br>
<b>Several untried weapons on the same monsters</b> share one chit drawn for that attack only; it
goes back to the cup and none of them is learned.
"""),
    Section("Stunned pieces", """
A stunned monster cannot grow, move or attack, but can still be attacked. A stunned crewman (gassed)
misses a turn.<br><br>
""" + HOUSE + """Timing: a monster stunned during the crew's turn misses its next monster turn
completely and wakes at the end of it. A monster stunned by an Electric Fence during its own turn
stays stunned through its next monster turn as well, and wakes at the end of that one, so a fence
really does pin what it stuns. A crewman stunned by gas misses his next crew turn and wakes at its
end.
""", house=True),
    Section("Running out of counters", """
The monsters only have the counters in the box. With no Adults left, nothing can grow into an Adult
(Grow results are ignored). With no Babies left, Eggs and Fragments cannot grow, and a shrunk Adult
is removed. With no Fragments left, a Fragments result removes the monster and leaves nothing. With
no Eggs left, Adults cannot lay, and shrunk Babies and Fragments are removed.
"""),
    Section("Escape, self-destruct and score", """
<b>Escape.</b> Crewmen standing in a boat bay during the crew's move may leave in that bay's boat:
the Scout holds 2, the Saucer 4, the Cockboat any number. Monsters in the bay do not stop them.
Each escaping boat then goes through the Epilogue. Boats need not leave together.<br><br>
""" + HOUSE + """The Robot and the Mascot ride free (they do not count against a boat's room) but
cannot fly one: a boat needs at least one other crewman aboard. Each boat leaves at most once.<br><br>
<b>Self-destruct.</b> The Captain, 1st Officer, Engineering Officer or a Pilot spends a crew turn on
a bridge without attacking and starts it. At the end of the third crew turn after that, the ship
explodes: every monster dies, and so does every crewman still aboard. It cannot be stopped.<br><br>
<b>Score.</b> If the monsters take the ship they score 111 points; the first boat to escape
concedes those 111 (only 55&#189; if the ship then self-destructs). The crew scores the constitution
of every crewman who reaches home, or who survives when every monster is dead. The Robot and the
Mascot never count. Higher score wins.
""", house=True),
    Section("The Epilogue: the trip home", """
Each boat that escaped travels home step by step; a death means a random crewman aboard dies.<br>
<b>1.</b> Choose: straight for home (go to 7) or to the last planet visited (go to 3).<br>
<b>2.</b> A year in space. Die 1-3: go to 7; 4-6: go to 8.<br>
<b>3.</b> Land on a known world. Die 1-4: go to 4; 5-6: go to 6.<br>
<b>4.</b> Hostile natives! Run (go to 8) or fight (go to 5).<br>
<b>5.</b> Battle: one die for the number of natives, who roll one die each; the crew rolls all its attack
dice. Crew higher: go to 6. Otherwise one crewman dies and the rest go back to 4.<br>
<b>6.</b> Food and fuel found. Die 1-4: go to 2; 5-6: go to 12.<br>
<b>7.</b> Two years in space. Die 1-3: go to 13; 4-6: go to 14.<br>
<b>8.</b> Lost in space. Die 1-3: go to 9; 4-6: go to 10.<br>
<b>9.</b> A black hole looms. Die 1-3: go to 2; 4-6: go to 11.<br>
<b>10.</b> A cosmic cloud. Die 1-3: go to 8; 4-6: go to 15.<br>
<b>11.</b> The boat vanishes with everyone aboard.<br>
<b>12.</b> Home! The survivors reach Snudl-1.<br>
<b>13.</b> A strange planetoid. Die 1-3: go to 6; 4-6: go to 15.<br><br>
""" + HOUSE + """Steps 14 and 15 are missing from the rules text we have; these are reconstructed
from fan implementations.<br>
<b>14. Supplies run low.</b> A boat already on short rations starves and is lost. Otherwise it goes on
short rations with 2 years of food, and the crew chooses: press on (go to 2) or turn back (go to 3).
On short rations, step 2 eats 1 year and step 7 eats 2; at 0 years the crew starves. Reaching step 6
ends short rations.<br>
<b>15. Gravy Flu.</b> Roll 4 dice for each crewman aboard; a total at or above his constitution kills
him. If anyone is left, roll a die: 1-3 go to 6, 4-6 go to 7.<br><br>
""" + HOUSE + """In the natives' battle (step 5) the Robot's and the Mascot's attack dice count for
the crew, and the natives' victim is picked at random from everyone aboard.
""", house=True),
    Section("Variants", """
<b>Comm Beamer frequencies</b> (helps the crew): the Comm Beamer has a high and a low setting. If the
first effect found is disappointing, the crew may switch frequency on a later turn and draw a second
chit; from then on the crew picks either effect each time it fires.<br><br>
<b>Extra Adult</b> (helps the monsters): one more Adult than the setup roll gives.<br><br>
<b>Crew Survival</b> (a very short game): a random handful of crew (one die; roll again on a 1 and add)
escapes at once, in one boat if four or fewer, otherwise in up to two boats, and goes straight to
the Epilogue. Any crewman reaching home is a win for the crew, nobody home a win for the monsters:
no points are weighed (the crew's are kept for the record).
"""),
    Section("Other house interpretations", """
""" + HOUSE + """<b>First monster on a 6:</b> the monster player chooses among the five listed
areas.<br><br>
""" + HOUSE + """<b>Fragments fight:</b> a Fragment has one attack die and attacks hand-to-hand like any
monster; it just never moves. Eggs never attack.<br><br>
""" + HOUSE + """<b>Blasts:</b> a gas or rocket-fuel blast covers the area it goes off in and, in a
passageway, every section joined to it by open passageways. Thrown weapons reach the thrower's own
area or one next to it.<br><br>
""" + HOUSE + """<b>Escape</b> is declared during the crew's move for crewmen standing in a boat bay;
monsters in the bay are ignored.
""", house=True),
]


def los_table_html(ship) -> str:
    """The line-of-sight table from the map data, one line per area."""
    names = {aid: a.name for aid, a in ship.areas.items()}

    def label(aid: str) -> str:
        return names[aid]

    lines = []
    for aid in ship.area_ids:
        seen = sorted((x for x in ship.los.get(aid, ()) if x != aid), key=label)
        lines.append(f"<b>{label(aid)}</b>: " + (", ".join(label(x) for x in seen) or "nothing beyond"))
    return "<br>".join(lines)


def engine_rulings_section() -> Section:
    """The rules engine's own list of rulings, each marked as a house interpretation."""
    parts = [f"{HOUSE}<b>{html.escape(title)}.</b> {html.escape(text)}" for _key, title, text in HOUSE_RULES]
    return Section("Rulings for the gaps", "The rules engine follows these rulings where the "
                   "printed rules leave room.<br><br>" + "<br><br>".join(parts), house=True)


NUMBERS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _stages_html(species: Species) -> str:
    n = len(species.stages)
    lines = [f"<b>{html.escape(st.name)}</b> ({SHAPES[st.role]}, {html.escape(st.letter)}): {stage_facts(st)}."
             for st in species.stages]
    box = joined([counted(st, st.counters) for st in species.stages])
    return (f"The {html.escape(species.name)} come in {NUMBERS.get(n, n)} stages:<br>" + "<br>".join(lines)
            + f"<br><br>The box holds {html.escape(box)}.")


def _population_html(species: Species) -> str:
    if not species.population:
        from greenthings.ui.game.species_rules import section_title

        return (f"(No roll for the {html.escape(species.name)}: their start is always the same, see "
                f"<b>{html.escape(section_title(species))}</b>.)")
    rows = []
    for roll, counts in sorted(species.population.items()):
        words = ", ".join(counted(species.stage(st), k) for st, k in counts.items())
        rows.append(f"{roll}: {html.escape(words)}")
    return "<br>".join(" &nbsp; ".join(rows[i:i + 2]) for i in range(0, len(rows), 2))


def species_words(species: Species) -> dict[str, str]:
    """What fills the [[...]] marks for a species."""
    lays = any(st.lays for st in species.stages)
    return {"monsters": html.escape(species.name), "grow": "grow, lay eggs" if lays else "grow",
            "stages": _stages_html(species), "population": _population_html(species)}


def all_sections(species: Species | None = None) -> list[Section]:
    """Every section, in the words of ``species`` (default: the rulebook's),
    then one on each species the game ships."""
    words = species_words(species or default_species())
    out = []
    for sec in SECTIONS:
        body = sec.body
        for key, text in words.items():
            body = body.replace(f"[[{key}]]", text)
        out.append(Section(sec.title, body, sec.house))
    return out + species_sections() + [outside_section(), engine_rulings_section()]
