"""Where the board's parts go in the window: the phase bar on top, the ship
fitted to its hull, the side panel (actions, log, weapons display) at the
right, the dice tray (and the log, if there is room) under the ship -- or,
for a small ship short of height (the expansion's, with space all round, in
a small window), in the side panel above the log, the ship taking the whole
height: its rooms' names need the room.

Lengths are design pixels (``ui/draw/scale.py``): the parts keep their
proportions to the type at every window size."""
from __future__ import annotations

import pygame

from greenthings.ui.draw.scale import UIScale

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
TRAY_ASIDE_BELOW = 0.4  # a ship drawn smaller than this (screen pixels a map unit)...
TRAY_ASIDE_GAIN = 1.08  # ...that grows this much for it gets the dice tray's place under it...
TRAY_ASIDE_H = 92  # ...the tray going to the side panel, this tall (two rows of dice and their words)...
LOG_ASIDE_H = 96  # ...over a shorter log


def board_rects(size: tuple[int, int], ship_bounds, weapons_height,
                scale: UIScale = UIScale()) -> dict[str, pygame.Rect]:
    """The rectangles "bar", "map", "side", "bottom", "weapons", "info", "dice"
    and "log" for a window of ``size``; ``weapons_height(width, scale)`` is
    what the weapons display needs."""
    w, h = size
    px = scale.px
    bar_h, pad = px(BAR_H), px(6)
    side_w = min(px(SIDE_W), max(px(SIDE_MIN), int(w * 0.21)))
    # The ship gets the width; the dice tray takes the height it leaves (within limits).
    _bx, _by, bw, bh = ship_bounds
    map_w, full_h = w - side_w, h - bar_h
    ship_h = (map_w - px(8)) * bh / bw + px(8)
    bottom_h = int(max(px(BOTTOM_MIN), min(px(BOTTOM_H), full_h - ship_h)))
    fit = min((map_w - px(8)) / bw, (full_h - bottom_h - px(8)) / bh)
    if fit < TRAY_ASIDE_BELOW and min((map_w - px(8)) / bw, (full_h - px(8)) / bh) >= fit * TRAY_ASIDE_GAIN:
        bottom_h = 0  # a small ship short of height (the expansion's): the dice tray goes to the side panel
    r = {
        "bar": pygame.Rect(0, 0, w, bar_h),
        "map": pygame.Rect(0, bar_h, map_w, full_h - bottom_h),
        "side": pygame.Rect(map_w, bar_h, side_w, full_h),
        "bottom": pygame.Rect(0, h - bottom_h, map_w, bottom_h),
    }
    # The side panel, top to bottom: actions (what to do now), the log, the weapons display.
    side, bottom = r["side"], r["bottom"]
    weapons_h = weapons_height(side.w - 2 * pad, scale)
    r["weapons"] = pygame.Rect(side.x + pad, side.bottom - pad - weapons_h, side.w - 2 * pad, weapons_h)
    if bottom_h >= px(LOG_BELOW_MIN):  # a roomy strip under the ship takes the log too
        r["dice"] = pygame.Rect(bottom.x + pad, bottom.y + pad, int(bottom.w * 0.45), bottom.h - 2 * pad)
        r["log"] = pygame.Rect(r["dice"].right + pad, bottom.y + pad, bottom.right - r["dice"].right - 2 * pad,
                               bottom.h - 2 * pad)
        r["info"] = pygame.Rect(side.x + pad, side.y + pad, side.w - 2 * pad, r["weapons"].y - 2 * pad - side.y)
        return r
    log_h = int(max(px(LOG_MIN), min(px(LOG_MAX), (side.h - weapons_h) * LOG_SHARE)))
    if not bottom_h:
        log_h = px(LOG_ASIDE_H)
    r["log"] = pygame.Rect(side.x + pad, r["weapons"].y - pad - log_h, side.w - 2 * pad, log_h)
    if bottom_h:
        r["dice"] = pygame.Rect(bottom.x + pad, bottom.y + pad, bottom.w - 2 * pad, bottom.h - 2 * pad)
        r["info"] = pygame.Rect(side.x + pad, side.y + pad, side.w - 2 * pad, r["log"].y - 2 * pad - side.y)
    else:
        tray_h = px(TRAY_ASIDE_H)
        r["dice"] = pygame.Rect(side.x + pad, r["log"].y - pad - tray_h, side.w - 2 * pad, tray_h)
        r["info"] = pygame.Rect(side.x + pad, side.y + pad, side.w - 2 * pad, r["dice"].y - 2 * pad - side.y)
    return r


def bar_buttons(width: int, scale: UIScale = UIScale()) -> tuple[list[pygame.Rect], bool]:
    """The bar's buttons, left to right, and whether the prompt still fits
    in the bar (else it goes to the side panel)."""
    px = scale.px
    design_w = width / scale.factor
    bw = px(112 if design_w >= 1200 else 90)
    x = width - BAR_BUTTONS * (bw + px(6)) - px(4)
    by, bh = px(BAR_H - 40) // 2, px(40)
    rects = [pygame.Rect(x + i * (bw + px(6)), by, bw, bh) for i in range(BAR_BUTTONS)]
    return rects, x - px(440) >= px(PROMPT_ROOM)
