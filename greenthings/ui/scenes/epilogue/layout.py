"""Where the Epilogue's parts go in a window of any supported size (1024x640
up to 3840x2160): the heading, the chart, the dice tray under it, and the
side column (the boats, the current step's rule and odds, the log, the
choice buttons at the bottom).  Everything scales with the window."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from greenthings.ui.draw.scale import UIScale

MAX_CHOICES = 3   # the most choices a step offers (course, fight/run, press on/turn back: two)


class EpilogueLayout(NamedTuple):
    scale: float
    heading_top: int
    heading_size: int
    chart: pygame.Rect
    dice: pygame.Rect
    side: pygame.Rect
    buttons: pygame.Rect       # the choice buttons stack here, top down
    button_h: int
    gap: int


def layout(w: int, h: int) -> EpilogueLayout:
    s = UIScale.for_window((w, h)).factor  # the window's scale, as every scene's
    margin = round(16 * s)
    gap = round(6 * s)
    heading_size = round(30 * s)
    heading_top = round(10 * s)
    top = heading_top + round(heading_size * 1.45) + gap
    side_w = max(330, round(w * 0.34))
    dice_h = max(100, round(h * 0.17))
    chart = pygame.Rect(margin, top, w - side_w - 3 * margin, h - top - dice_h - 2 * margin)
    dice = pygame.Rect(margin, chart.bottom + margin, chart.w, dice_h)
    side = pygame.Rect(chart.right + margin, top, side_w, h - top - margin)
    button_h = round(40 * s)
    stack = MAX_CHOICES * button_h + (MAX_CHOICES - 1) * gap
    buttons = pygame.Rect(side.x, side.bottom - stack, side.w, stack)
    return EpilogueLayout(s, heading_top, heading_size, chart, dice, side, buttons, button_h, gap)
