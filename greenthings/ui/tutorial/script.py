"""The guided first game, as data: each step is a few sentences in our own
words, what the coach points at, and what finishes it.

``point`` names a finder in :mod:`.targets` ("bar", "end", "discover"...);
``until`` is "next" (the player presses Next), an action type (the player
plays one such legal action), or None: the step lasts while the game is in
one of its ``phases``.  Whatever the player does, the coach never runs
behind the game: once the game leaves a step's phases it moves on to the
first later step that fits (:func:`step_for`).  ``auto`` steps offer to play
the rest of their phase for the player (placing the spares and the crew).

This module does not import pygame.
"""
from __future__ import annotations

from typing import NamedTuple

MONSTERS_TURN = ("monster-grow", "monster-grow-select", "monster-move", "monster-attack")

#: The tutorial's game: always the same ship and the same first rolls.
SEED = 1905
DIFFICULTY = "easy"


class Step(NamedTuple):
    key: str
    title: str
    text: str                          # {placeholders} come from .facts
    point: str                         # a finder of .targets
    phases: tuple[str, ...] | None     # where it applies (None: anywhere)
    until: str | None = None           # "next", an action type, or None (the game leaves the phases)
    button: str = "Next"               # the Next button's label
    auto: bool = False                 # Next plays the rest of the phase for the player
    otherwise: str | None = None       # said instead when there is nothing to point at on the map


STEPS: tuple[Step, ...] = (
    Step("welcome", "Welcome aboard the Znutar",
         "This tutorial plays the first round with you. You are the crew; the computer plays the monsters. "
         "I point at what to click and say why. The bar up here always tells whose turn it is, the phase, "
         "and what you can do now. You can leave at any time (Esc or 'Leave tutorial') and the game simply "
         "goes on.",
         "bar", ("setup-weapons",), until="next"),
    Step("spares", "Setting up: the weapons",
         "Every weapon starts on a picture of itself somewhere in the ship. Some kinds have more counters "
         "than pictures, and the crew chooses where those spares go. This display lists every kind: none "
         "of them has been tried yet, so nobody knows what they do to the monsters.",
         "weapons", ("setup-weapons",), until="next", button="Put the spares out for me", auto=True),
    Step("captain", "Setting up: the crew",
         "Each crewman starts at one of his posts. {who} comes first: click one of the lit rooms to station "
         "him there.",
         "place-crew", ("setup-crew",), until="place-crew"),
    Step("stations", "The crew's numbers",
         "Here he is. A crewman's token shows his attack dice, his constitution (a monster's roll must "
         "reach it to kill him) and how many rooms he moves. Stationing twenty crewmen takes a while, so "
         "let me station the others.",
         "placed-crewman", ("setup-crew",), until="next", button="Station the rest for me", auto=True),
    Step("hatching", "The monsters hatch",
         "Now the computer sets up the monsters: a die picks the room of the first, the others go next to "
         "it, never in a room with crew. {shapes}.",
         "dice", ("setup-first-area", "setup-monsters")),
    Step("discover", "Discovery: a move",
         "The crew stumble on the monsters: one or two crewmen walk into rooms where monsters lurk. "
         "Click {who} (a ringed piece can act), then the lit {where}. {reason}",
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
         "{odds} The panel shows the same numbers: the game works them out before a die is rolled. "
         "Click 'Roll the attacks' (or press Enter).",
         "resolve", ("discovery-attack",), until="resolve"),
    Step("rolled", "After the roll",
         "The dice have landed and the log tells what happened. Click End phase: the alarm sounds and "
         "the monsters take their first turn.",
         "end", ("discovery-attack",)),
    Step("monsters", "The monsters' turn",
         "Watch them: one kind grows a stage, then they ooze about (young ones one room, adults two) and "
         "attack crewmen in their rooms. Space skips to the end of their turn. When it ends, the tray here "
         "sums it up and the map marks their moves until you act.",
         "dice", MONSTERS_TURN),
    Step("grab", "An untried weapon",
         "Your turn starts with grabbing weapons. {who} stands by the {weapon}: click {who}, then the "
         "{weapon}.",
         "grab", ("crew-grab",), until="grab",
         otherwise="Nobody stands by a weapon just now. Click End phase to move on."),
    Step("untried", "What 'untried' means",
         "Nobody knows yet what {weapon_kind} does to these monsters. The first time a kind of weapon "
         "is used, its effect is drawn at random: it may kill, stun, shrink them, make them grow, or burst "
         "them into fragments. From then on this display shows the effect, for every weapon of that kind.",
         "weapons", ("crew-grab",), until="next"),
    Step("grabbed", "Moving on",
         "Other crewmen may grab weapons too. When you are done, click End phase to move.",
         "end", ("crew-grab",)),
    Step("move", "Moving",
         "Click {who}: the rooms he can enter light up blue, one room per step, as many steps as his "
         "last number. Crewmen stop when they walk into awake monsters. Click the lit {where}.",
         "move", ("crew-move",), until="move",
         otherwise="Nobody can move just now. Click End phase."),
    Step("moved", "Moving on",
         "Move anyone else you like (Shift+click adds crewmen to go together), then click End phase to "
         "attack.",
         "end", ("crew-move",)),
    Step("try", "Trying the weapon",
         "{who} can use the {weapon} on {target}: click {who}, then the red target. Attacks with a weapon "
         "are declared like any other.",
         "try-weapon", ("crew-attack",), until="attack",
         otherwise="No untried weapon can reach a monster just now. Attack hand-to-hand if you like, "
                   "then click End phase."),
    Step("draw", "Drawing the effect",
         "{odds} Click 'Roll the attacks': an untried weapon's effect is drawn first, then its dice roll.",
         "resolve", ("crew-attack",), until="resolve"),
    Step("learned", "Now we know",
         "{learned} Attack again if you can, or click End phase.",
         "end", ("crew-attack",)),
    Step("alone", "You're on your own",
         "That was a whole round. The game goes on as any other: the monsters move next. Hint (H) "
         "suggests a move, Undo (U) takes one back within a phase, F1 lists the keys and the Menu has "
         "the rules. Good luck!",
         "hint", None, until="next", button="Finish"),
)


def step_index(key: str) -> int:
    return next(i for i, s in enumerate(STEPS) if s.key == key)


def fits(step: Step, phase: str) -> bool:
    return step.phases is None or phase in step.phases


def step_for(current: int, phase: str) -> int:
    """The step to show in ``phase``: the current one while it fits, else the
    first later one that does (the last step fits everywhere)."""
    if fits(STEPS[current], phase):
        return current
    return next(i for i in range(current + 1, len(STEPS)) if fits(STEPS[i], phase))
