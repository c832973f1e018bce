"""Where the board's parts go in the window: the phase bar on top, the ship
fitted to its hull, the side panel (actions, log, weapons display) at the
right, the dice tray (and the log, if there is room) under the ship."""
from __future__ import annotations

import pygame

BAR_H = 56
SIDE_W = 340  # the side panel's widest; it takes about a fifth of the window, at least SIDE_MIN
SIDE_MIN = 240
BOTTOM_H = 176  # the dice tray under the ship at most...
BOTTOM_MIN = 96  # ...and at least: it takes what the ship leaves below it
LOG_SHARE = 0.34  # of the side panel's height below the actions, within LOG_MIN..LOG_MAX
LOG_MIN, LOG_MAX = 110, 300
LOG_BELOW_MIN = 124  # a strip under the ship at least this tall holds the log beside the dice
BAR_BUTTONS = 4  # Menu, Undo, Hint, End phase
PROMPT_ROOM = 260  # the bar needs this much between the title and its buttons for the prompt


def board_rects(size: tuple[int, int], ship_bounds, weapons_height) -> dict[str, pygame.Rect]:
    """The rectangles "bar", "map", "side", "bottom", "weapons", "info", "dice"
    and "log" for a window of ``size``; ``weapons_height(width)`` is what the
    weapons display needs."""
    w, h = size
    side_w = min(SIDE_W, max(SIDE_MIN, int(w * 0.21)))
    # The ship gets the width; the dice tray takes the height it leaves (within limits).
    _bx, _by, bw, bh = ship_bounds
    ship_h = (w - side_w - 8) * bh / bw + 8
    bottom_h = int(max(BOTTOM_MIN, min(BOTTOM_H, h - BAR_H - ship_h)))
    r = {
        "bar": pygame.Rect(0, 0, w, BAR_H),
        "map": pygame.Rect(0, BAR_H, w - side_w, h - BAR_H - bottom_h),
        "side": pygame.Rect(w - side_w, BAR_H, side_w, h - BAR_H),
        "bottom": pygame.Rect(0, h - bottom_h, w - side_w, bottom_h),
    }
    # The side panel, top to bottom: actions (what to do now), the log, the weapons display.
    side, bottom = r["side"], r["bottom"]
    weapons_h = weapons_height(side.w - 12)
    r["weapons"] = pygame.Rect(side.x + 6, side.bottom - 6 - weapons_h, side.w - 12, weapons_h)
    if bottom_h >= LOG_BELOW_MIN:  # a roomy strip under the ship takes the log too
        r["dice"] = pygame.Rect(bottom.x + 6, bottom.y + 6, int(bottom.w * 0.45), bottom.h - 12)
        r["log"] = pygame.Rect(r["dice"].right + 6, bottom.y + 6, bottom.right - r["dice"].right - 12,
                               bottom.h - 12)
        r["info"] = pygame.Rect(side.x + 6, side.y + 6, side.w - 12, r["weapons"].y - 6 - side.y - 6)
    else:
        log_h = int(max(LOG_MIN, min(LOG_MAX, (side.h - weapons_h) * LOG_SHARE)))
        r["log"] = pygame.Rect(side.x + 6, r["weapons"].y - 6 - log_h, side.w - 12, log_h)
        r["info"] = pygame.Rect(side.x + 6, side.y + 6, side.w - 12, r["log"].y - 6 - side.y - 6)
        r["dice"] = pygame.Rect(bottom.x + 6, bottom.y + 6, bottom.w - 12, bottom.h - 12)
    return r


def bar_buttons(width: int) -> tuple[list[pygame.Rect], bool]:
    """The bar's buttons, left to right, and whether the prompt still fits
    in the bar (else it goes to the side panel)."""
    bw = 112 if width >= 1200 else 86
    x = width - BAR_BUTTONS * (bw + 6) - 4
    by, bh = (BAR_H - 40) // 2, 40
    rects = [pygame.Rect(x + i * (bw + 6), by, bw, bh) for i in range(BAR_BUTTONS)]
    return rects, x - 440 >= PROMPT_ROOM
