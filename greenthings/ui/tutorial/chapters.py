"""The tutorial's chapters in our own words (see :mod:`.script` for what the
fields mean).  {placeholders} come from :mod:`.words`.

This module does not import pygame.
"""
from __future__ import annotations

from typing import NamedTuple

MONSTERS_TURN = ("monster-grow", "monster-grow-select", "monster-move", "monster-attack")
CREW_TURN = ("crew-grab", "crew-move", "crew-attack")


class Step(NamedTuple):
    key: str
    title: str
    text: str                          # {placeholders} come from .words
    point: str                         # a finder of .targets
    phases: tuple[str, ...] | None     # where it applies (None: anywhere)
    until: str | None = None           # "next", an action type, or None (the game leaves the phases)
    button: str = "Next"               # the Next button's label
    otherwise: str | None = None       # said instead when there is nothing to point at on the map


class Chapter(NamedTuple):
    key: str
    title: str
    start: str | None                  # a position of .positions; None: a new game of the tutorial's seed
    steps: tuple[Step, ...]
    goes_on: bool = False              # come to from the chapter before, it plays on in that game


def _next(title: str) -> str:
    return f"Next: {title}"


SETTING_UP = Chapter("setting-up", "Setting up", None, (
    Step("welcome", "Welcome aboard the Znutar",
         "You are the crew; the computer plays the monsters. Nine short chapters walk through a whole "
         "game: setting up, the first fight, the monsters' turn, weapons, a battle, fences, the "
         "self-destruct, the boats and the trip home. 'Skip chapter' jumps ahead; 'Leave tutorial' "
         "(Esc) keeps this game as an ordinary one. The bar up here says whose turn it is and what to do.",
         "bar", ("setup-weapons",), until="next"),
    Step("spares", "Setting up: the weapons",
         "Every weapon starts on a picture of itself. Two kinds have a spare counter, and the crew "
         "choose which of their pictures it goes to. Click the lit button: the usual choice shows on "
         "the map first (click a spare to move it), and 'Place them' puts it there.",
         "usual", ("setup-weapons",)),
    Step("stations", "Setting up: the crew",
         "Each crewman starts at one of his posts. 'Station the crew at their usual posts' shows them "
         "there before anything is played: click a crewman to light his other posts and move him, "
         "Undo (U) takes a change back. Then 'Station them' (or Enter).",
         "usual", ("setup-crew",)),
    Step("hatching", "The monsters hatch",
         "Now the computer sets up the monsters: a die picks the room of the first, the others go next "
         "to it, never into a room with crew. {shapes}.",
         "monsters", ("setup-first-area", "setup-monsters")),
))

FIRST_FIGHT = Chapter("first-fight", "Discovery: the first fight", "discovery", (
    Step("discover", "Discovery",
         "The crew stumble on the monsters: one or two crewmen walk into rooms where monsters lurk. A "
         "crewman's token shows his attack dice, his constitution (a monster's roll must reach it to "
         "kill him) and how many rooms he moves. Click {who}, then the lit {where}. {reason}",
         "discover", ("discovery",), until="discover"),
    Step("discovered", "One is enough",
         "A second crewman could join in (attackers add their dice together), but one will do. "
         "Click End phase to fight.",
         "end", ("discovery",)),
    Step("declare", "The first fight",
         "{who} may fight hand-to-hand. Click {who}, then the red {target}. Nothing is rolled yet: the "
         "crew declare their attacks first and roll them together.",
         "attack", ("discovery-attack",), until="attack",
         otherwise="Nobody can fight here. Click End phase."),
    Step("odds", "The odds, before the roll",
         "{odds} The panel shows the same numbers. Click 'Roll the attacks' (or press Enter).",
         "resolve", ("discovery-attack",), until="resolve"),
    Step("rolled", "After the roll",
         "The dice have landed and the log tells what happened. Click End phase: the alarm sounds and "
         "the monsters take their first turn.",
         "end", ("discovery-attack",)),
), goes_on=True)

MONSTERS = Chapter("monsters-turn", "The monsters' turn", "monsters", (
    Step("monsters", "The monsters' turn",
         "Watch them. First one stage grows: Eggs hatch into Babies, Babies become Adults, or each "
         "Adult lays an Egg. Then Babies move one room and Adults two, stopping where crew are; then "
         "they attack the crewmen in their rooms, and a monster that kills one eats him and grows. "
         "Space skips to the end of their turn.",
         "dice", MONSTERS_TURN),
    Step("recap", "Their turn, summed up",
         "The tray sums up what the monsters did, and the map marks their moves until you act. That "
         "was round 1: a round is the monsters' turn, then the crew's (grab weapons, move, attack).",
         "dice", None, until="next", button=_next("Trying a weapon")),
), goes_on=True)

WEAPON = Chapter("weapon", "Trying a weapon", "weapon", (
    Step("grab", "An untried weapon",
         "The crew's turn starts with picking up weapons. {who} stands by the {weapon}, and he can use "
         "it on a monster this very turn: click {who}, then the {weapon}.",
         "grab-trial", ("crew-grab",), until="grab",
         otherwise="Nobody can pick up an untried weapon and use it this turn. Click End phase."),
    Step("untried", "What 'untried' means",
         "Nobody knows yet what {weapon_kind} does to these monsters. The first time a kind of weapon "
         "is used, its effect is drawn at random: it may kill, stun, shrink them, make them grow, or "
         "burst them into fragments. From then on this display shows the effect.",
         "weapons", ("crew-grab",), until="next"),
    Step("grabbed", "On to moving",
         "Others could pick up weapons too. Click End phase to move.",
         "end", ("crew-grab",)),
    Step("walk", "Into reach",
         "Click {who}: every room he can reach this turn lights up, one room a step, as many steps as "
         "his last number (crewmen stop where monsters move about). Click the lit {where}: from there "
         "the {weapon} reaches {target}.",
         "move-trial", ("crew-move",), until="move",
         otherwise="Move anyone you like, then click End phase."),
    Step("walked", "On to attacking",
         "Click End phase to attack.",
         "end", ("crew-move",)),
    Step("try", "Trying the weapon",
         "{who} can use the {weapon} on {target}: click {who}, then the red target. Attacks with a weapon "
         "are declared like any other.",
         "try-weapon", ("crew-attack",), until="attack",
         otherwise="No untried weapon can reach a monster just now. Click End phase."),
    Step("draw", "Drawing the effect",
         "{odds} Click 'Roll the attacks': an untried weapon's effect is drawn first, then its dice roll.",
         "resolve", ("crew-attack",), until="resolve"),
    Step("learned", "Now we know",
         "{learned} A weapon that turns out useless is best dropped for another; one that kills is "
         "worth carrying to the monsters.",
         "weapons", None, until="next", button=_next("A battle")),
))

BATTLE = Chapter("battle", "A battle", "battle", (
    Step("gang", "Ganging up",
         "Round {round}. Crewmen in the same room as a monster (or with a weapon that reaches it) can "
         "attack it together: all their dice are added into one roll. Click {who}, then {target}.",
         "gang", ("crew-attack",), until="attack",
         otherwise="Nobody else can reach that monster. Roll the attacks."),
    Step("gang2", "And another",
         "Now {who}: click him, then {target} too. Each crewman attacks once a turn.",
         "gang", ("crew-attack",), until="attack",
         otherwise="Nobody else can reach that monster. Roll the attacks."),
    Step("together", "One roll for all",
         "{odds} The total must reach the monster's constitution to kill it; short of that, nothing "
         "happens. Click 'Roll the attacks' (or press Enter).",
         "resolve", ("crew-attack",), until="resolve"),
    Step("battled", "Battles both ways",
         "The monsters fight the same way in their turn: all that attack a crewman roll together "
         "against his constitution, and one of them eats him and grows (an Adult lays an Egg instead).",
         "dice", None, until="next", button=_next("Fences")),
))

FENCES = Chapter("fences", "Fences", "fence", (
    Step("fence", "The Electric Fence",
         "Round {round}: {who} carries an Electric Fence. It works only once set up, and that takes a "
         "crewman's whole turn in one room: no moving, no attacking. Click {who}, then 'Set up the "
         "Electric Fence here'.",
         "fence-setup", ("crew-attack",), until="fence-setup",
         otherwise="Nobody can set up a fence just now. Click End phase."),
    Step("fence-on", "The fence is on",
         "An active fence fills its room. Anything that enters must stop there, crew too (they come to "
         "no harm); in the monsters' turn it strikes every monster in its room, after they move. Its "
         "effect is drawn like any untried weapon's. Click End phase and watch.",
         "end", ("crew-attack",)),
    Step("fence-watch", "The monsters meet the fence",
         "Monsters that come into the fenced room stop, and the fence strikes them once they have all "
         "moved. Space skips to the end of their turn.",
         "dice", MONSTERS_TURN),
    Step("fence-off", "Off and on",
         "If its effect is no help, the crew may switch a fence off by remote in the grab phase; a "
         "crewman who starts his turn in its room may pick it up and carry it elsewhere.",
         "weapons", None, until="next", button=_next("The self-destruct")),
))

SELF_DESTRUCT = Chapter("self-destruct", "The self-destruct", "self-destruct", (
    Step("overload", "When all else fails",
         "Round {round}, and the monsters are winning. The Captain, the 1st Officer, the Engineering "
         "Officer or a Pilot on either bridge can set the engines to overload, if he neither moves nor "
         "attacks this turn. Click {who}, then 'Start the self-destruct!' (the game asks once more: it "
         "cannot be undone).",
         "self-destruct", ("crew-attack",), until="self-destruct",
         otherwise="Nobody can start the self-destruct just now. Click End phase."),
    Step("countdown", "Three turns to get away",
         "The bar counts down: the Znutar explodes at the end of the crew's turn in round {boom}, "
         "with every piece still aboard. The monsters then score half the ship's 111 points (55.5). "
         "Click End phase.",
         "end", ("crew-attack",)),
    Step("countdown-on", "Run for the boats",
         "Crewmen who get away in the boats may still live, and score, if they make it home.",
         "bar", None, until="next", button=_next("The boats")),
))

BOATS = Chapter("boats", "The boats", "boats", (
    Step("to-bay", "To the boats",
         "Round {round}, the countdown on. Three boats wait in their bays: the Scout takes two crewmen, "
         "the Saucer four, the Cockboat any number (the Robot and the Mascot ride free). Click {who}, "
         "then the lit {where}.",
         "to-bay", ("crew-move",), until="move",
         otherwise="Nobody can reach a bay just now; move toward one, then click End phase."),
    Step("board", "All aboard",
         "A crewman in a bay can climb into its boat. Click {who}, then 'Board the {boat}'. Leaving "
         "gives up the ship: the monsters score it (55.5 with the self-destruct on, 111 without).",
         "board", ("crew-move",), until="board",
         otherwise="Nobody in a bay can board just now. Click End phase."),
    Step("launch", "Away",
         "A boat with a crewman who can fly it leaves at the end of the move phase. Board anyone else "
         "standing in a bay, then click End phase.",
         "end", ("crew-move",)),
    Step("away", "Gone",
         "The boat is out in space. It cannot come back; when the game ends it takes the trip home.",
         "bar", None, until="next", button=_next("The trip home")),
))

TRIP_HOME = Chapter("trip-home", "The trip home", "trip-home", (
    Step("boom", "The end of the Znutar",
         "Round {round}: this turn the ship explodes. Then each boat that got away finds its way home one "
         "step of the Epilogue chart at a time: a course to choose, long years in space, worlds and their "
         "natives. Its page gives each step's rule and the odds of each choice. Crewmen who get home score "
         "their constitution. Click End phase: the tutorial ends here, and the trip is yours to make.",
         "end", CREW_TURN),
))

CHAPTERS: tuple[Chapter, ...] = (SETTING_UP, FIRST_FIGHT, MONSTERS, WEAPON, BATTLE, FENCES, SELF_DESTRUCT,
                                 BOATS, TRIP_HOME)
