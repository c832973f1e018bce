"""Words for the phase bar: the phase's title (the engine's) and what the
player can do now.

Built only from the phase name and the legal actions' types, so the text
always matches what the board offers.  This module does not import pygame.
"""
from __future__ import annotations

from greenthings.engine import PHASES


def phase_title(phase: str) -> str:
    """"2. Move": the engine's title of the phase."""
    info = PHASES.get(phase)
    return info.title if info is not None else phase.replace("-", " ").capitalize()


def is_setup(phase: str) -> bool:
    """Part of the preparation for play (the board shows the setup layout)."""
    info = PHASES.get(phase)
    return info is not None and info.setup


#: What the red tint of an open battle's areas means (the board's tooltip over them says it).
BATTLE_TINT = ("Red: the battle being declared.", "Attacks join it only here until Enter rolls them all.")


def prompt(phase: str, types: set[str], battle_open: bool = False) -> str:
    """One sentence telling the player to act what they can do now."""
    if "return-weapon" in types:
        return "Choose where the used weapon goes back: click a lit area."
    if "lock" in types:
        return "The bridge may open or close one airlock: click a lit room, or leave them (right)."
    if "ride" in types:
        return "The boat leaves its bay: click the monsters that ride out on it, then the button when done."
    if "eater" in types:
        return "A crewman was killed: click the monster that eats him."
    if phase == "setup-weapons":
        return "Put each spare weapon on one of its pictures: click a lit area."
    if phase == "setup-crew":
        return "Station the crewman named on the right: click one of his lit posts (or its button)."
    if phase == "setup-first-area":
        return "The die lets you choose: click the area for the first monster."
    if phase == "setup-monsters":
        return "Choose a stage on the right, then click a lit area next to the monsters."
    if phase == "discovery":
        return "Send one or two crewmen into monster areas: click a crewman, then a lit area. Then End phase."
    if phase == "discovery-attack":
        if battle_open:
            return "Declare more attacks in the red battle area, or roll the declared ones (Enter)."
        return "You may fight: click a crewman, then a monster. End phase (E) when done."
    if phase == "monster-grow":
        skip = ", or skip with End phase" if "end-phase" in types else ""
        return f"Choose which stage grows this turn (buttons on the right){skip}."
    if phase == "monster-grow-select":
        return "Pick who grows (the log says why): click a lit monster."
    if phase == "crew-move" and types & {"boat-move", "boat-home", "rescue"}:
        return ("Click a crewman, then a lit area. A boat: with nobody picked (Esc), click a lit space area or "
                "its bay; leaving for home is on the right. E: end phase.")
    if phase in ("monster-move", "crew-move"):
        if "board" in types:
            return "Click a piece, then a lit area. Crew in a boat bay can board the boat (right). E: end phase."
        return "Click a piece, then a lit area to move it; drag a stack (or Shift+click) to move it all. E: end phase."
    if phase == "monster-attack":
        if battle_open:
            return "Declare more attacks in the red battle area, then roll them (Enter)."
        return "Click a monster, then a crewman in its area (Shift+click: the whole stack attacks). E: end phase."
    if phase == "crew-grab":
        return "Click a crewman to pick up, hand over or put down a weapon. End phase (E) when done."
    if phase == "crew-attack":
        if battle_open:
            return "Declare more attacks in the red battle area (odds on the right), then roll them (Enter)."
        return "Click a crewman, then a red target. Fences and self-destruct are on the right. End phase (E) when done."
    if phase == "survival-boats":
        return "Give each survivor a seat: the buttons on the right."
    if phase == "epilogue":
        return "Guide the boat home: choose on the right."
    if phase == "over":
        return "The game is over: Enter shows the score again."
    return "Choose an action."
