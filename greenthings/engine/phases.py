"""The phases of the game, in one registry: whose phase it is, its title and
what happens in it (rulebook "Sequence of Play", "Preparation for Play",
"Crew Survival", "Epilogue").

`Phase` values are the strings saved in files ("crew-move"); a `Phase` is a
`str`, so it compares equal to them.
"""
from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from .tables import CREW, MONSTERS

if TYPE_CHECKING:
    from .state import State


class Phase(StrEnum):
    SETUP_WEAPONS = "setup-weapons"
    SETUP_CREW = "setup-crew"
    SETUP_FIRST_AREA = "setup-first-area"
    SETUP_MONSTERS = "setup-monsters"
    DISCOVERY = "discovery"
    DISCOVERY_ATTACK = "discovery-attack"
    MONSTER_GROW = "monster-grow"
    MONSTER_GROW_SELECT = "monster-grow-select"
    MONSTER_MOVE = "monster-move"
    MONSTER_ATTACK = "monster-attack"
    CREW_GRAB = "crew-grab"
    CREW_MOVE = "crew-move"
    CREW_ATTACK = "crew-attack"
    SURVIVAL_BOATS = "survival-boats"
    EPILOGUE = "epilogue"
    OVER = "over"


class PhaseInfo(NamedTuple):
    id: str
    side: str | None        # whose phase (a pending decision may belong to the other side)
    title: str              # "2. Move"
    setup: bool             # part of the preparation for play
    description: str


PHASES: dict[str, PhaseInfo] = {p.id: p for p in (
    PhaseInfo(Phase.SETUP_WEAPONS, CREW, "Setup: spare weapons", True,
              "The crew put each spare weapon on one of its pictures."),
    PhaseInfo(Phase.SETUP_CREW, CREW, "Setup: crew stations", True,
              "The crew station each crewman at one of his posts."),
    PhaseInfo(Phase.SETUP_FIRST_AREA, MONSTERS, "Setup: the first monster", True,
              "The monsters choose where the first monster hatches."),
    PhaseInfo(Phase.SETUP_MONSTERS, MONSTERS, "Setup: the monsters", True,
              "The monsters place the starting population, each next to another."),
    PhaseInfo(Phase.DISCOVERY, CREW, "Discovery", True, "One or two crewmen walk into monster areas."),
    PhaseInfo(Phase.DISCOVERY_ATTACK, CREW, "Discovery: the first fight", True,
              "The discoverers may fight hand-to-hand."),
    PhaseInfo(Phase.MONSTER_GROW, MONSTERS, "1. Grow", False, "The monsters choose one stage to grow."),
    PhaseInfo(Phase.MONSTER_GROW_SELECT, MONSTERS, "1. Grow (choose who)", False,
              "Too few counters (or one lays for all): the monsters pick who grows."),
    PhaseInfo(Phase.MONSTER_MOVE, MONSTERS, "2. Move", False, "The monsters move."),
    PhaseInfo(Phase.MONSTER_ATTACK, MONSTERS, "3. Attack", False, "The monsters attack area by area."),
    PhaseInfo(Phase.CREW_GRAB, CREW, "1. Grab weapons", False,
              "The crew pick up, hand over and put down weapons."),
    PhaseInfo(Phase.CREW_MOVE, CREW, "2. Move", False, "The crew move, and may board the boats."),
    PhaseInfo(Phase.CREW_ATTACK, CREW, "3. Attack", False,
              "The crew attack area by area, set fences, or start the self-destruct."),
    PhaseInfo(Phase.SURVIVAL_BOATS, CREW, "Crew Survival: boats", True,
              "The survivors take their seats in the boats."),
    PhaseInfo(Phase.EPILOGUE, CREW, "Epilogue", False, "Each escaped boat's journey home."),
    PhaseInfo(Phase.OVER, None, "Game over", False, "The game is over."),
)}
SETUP_PHASES = (Phase.SETUP_WEAPONS, Phase.SETUP_CREW, Phase.SETUP_FIRST_AREA, Phase.SETUP_MONSTERS,
                Phase.DISCOVERY)


def to_play(s: State) -> str | None:
    """Whose decision it is now (a pending decision may belong to the side
    not in its turn: the monsters pick who eats, the crew where a used
    weapon goes back)."""
    if s.phase == Phase.OVER:
        return None
    if s.pending:
        side: str = s.pending[0].side
        return side
    return PHASES[s.phase].side
