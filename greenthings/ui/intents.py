"""Keys become intents in one place, so scenes and the help overlay agree.

Each entry of :data:`SHORTCUTS` is (intent, keys as the player reads them,
what it does); the help overlay prints exactly this table.
"""
from __future__ import annotations

import enum

import pygame


class Intent(enum.Enum):
    CONFIRM = "confirm"
    BACK = "back"
    HELP = "help"
    FULLSCREEN = "fullscreen"
    UNDO = "undo"
    END_PHASE = "end_phase"
    HINT = "hint"
    SKIP = "skip"
    MUTE = "mute"
    SPEED_UP = "speed_up"
    SPEED_DOWN = "speed_down"
    SAVE = "save"
    NEXT_PIECE = "next_piece"
    LOG = "log"
    NAMES = "names"
    STEP_BACK = "step_back"
    STEP_FORWARD = "step_forward"
    TO_START = "to_start"
    TO_END = "to_end"


# (intent, key label, description, where) -- printed by the help overlay.
SHORTCUTS: list[tuple[Intent, str, str, str]] = [
    (Intent.HELP, "F1 or ?", "Show or hide this list of shortcuts", "everywhere"),
    (Intent.FULLSCREEN, "F11", "Full screen on or off", "everywhere"),
    (Intent.MUTE, "M", "Sound on or off", "everywhere"),
    (Intent.BACK, "Esc", "Back / cancel the selection / close a page", "everywhere"),
    (Intent.CONFIRM, "Enter", "Confirm the highlighted choice / roll the declared attacks", "everywhere"),
    (Intent.END_PHASE, "E", "End the current phase", "board"),
    (Intent.UNDO, "Ctrl+Z or U", "Undo (within the phase, not past a roll or a chit)", "board"),
    (Intent.HINT, "H", "Ask the computer for a hint", "board"),
    (Intent.NEXT_PIECE, "Tab", "Select the next piece that can act", "board"),
    (Intent.SKIP, "Space", "Skip the animation / the computer's moves; play or pause a replay", "board, replay"),
    (Intent.SPEED_UP, "+", "Faster animations or replay", "board, replay"),
    (Intent.SPEED_DOWN, "-", "Slower animations or replay", "board, replay"),
    (Intent.SAVE, "Ctrl+S", "Save the game", "board"),
    (Intent.LOG, "L", "Show the full game log", "board, replay"),
    (Intent.NAMES, "N", "Room names over the pieces on or off", "board"),
    (Intent.STEP_BACK, "Left", "One step back", "replay"),
    (Intent.STEP_FORWARD, "Right", "One step forward", "replay"),
    (Intent.TO_START, "Home", "Back to the start", "replay"),
    (Intent.TO_END, "End", "On to the end", "replay"),
]


def intent_of(event: pygame.event.Event) -> Intent | None:
    """The intent a KEYDOWN event stands for, or None."""
    if event.type != pygame.KEYDOWN:
        return None
    key = event.key
    mods = getattr(event, "mod", 0)
    ctrl = bool(mods & pygame.KMOD_CTRL)
    text = getattr(event, "unicode", "")
    if key == pygame.K_F1 or text == "?":
        return Intent.HELP
    if key == pygame.K_F11:
        return Intent.FULLSCREEN
    if key == pygame.K_ESCAPE:
        return Intent.BACK
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        return Intent.CONFIRM
    if ctrl and key == pygame.K_z:
        return Intent.UNDO
    if ctrl and key == pygame.K_s:
        return Intent.SAVE
    if ctrl:
        return None
    if key == pygame.K_u:
        return Intent.UNDO
    if key == pygame.K_e:
        return Intent.END_PHASE
    if key == pygame.K_h:
        return Intent.HINT
    if key == pygame.K_m:
        return Intent.MUTE
    if key == pygame.K_l:
        return Intent.LOG
    if key == pygame.K_n:
        return Intent.NAMES
    if key == pygame.K_TAB:
        return Intent.NEXT_PIECE
    if key == pygame.K_SPACE:
        return Intent.SKIP
    if key == pygame.K_LEFT:
        return Intent.STEP_BACK
    if key == pygame.K_RIGHT:
        return Intent.STEP_FORWARD
    if key == pygame.K_HOME:
        return Intent.TO_START
    if key == pygame.K_END:
        return Intent.TO_END
    if key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS) or text == "+":
        return Intent.SPEED_UP
    if key in (pygame.K_MINUS, pygame.K_KP_MINUS) or text == "-":
        return Intent.SPEED_DOWN
    return None
