"""The layout check: is every word and widget of a scene readable?

:func:`check_layout` draws the top scene once while recording the texts the
drawing helpers blit (``ui/draw/layout_record.py``) and reads the scene's
pygame-gui widgets, then asserts that each one

- lies inside the window (a text, inside the box it was drawn for);
- is not clipped: a button's or a label's words fit it, and none was cut
  short ("Go to Atmosphere Probe Lau..." for its tooltip's whole sentence);
- overlaps no other (a widget in a scrolling list is checked against the
  other rows of its list, and only where the list shows it);
- on a board: each room's name lies whole in its room and over no other
  name, so does each mark an expansion puts on its places, and no token is
  drawn under TOKEN_FLOOR pixels.

The scenes beneath an overlay are drawn first but not checked: the overlay
covers them on purpose.  Returns the problems found, as sentences.

:func:`check_hover` hovers what the player may click next and checks that
no hover panel covers another (``hover_check.py``).
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import (
    UIButton, UIHorizontalSlider, UILabel, UIScrollingContainer, UISelectionList, UITextBox, UITextEntryLine,
    UITooltip,
)

from greenthings.ui.draw.layout_record import recording
from greenthings.ui.draw.room_labels import Room, letters
from greenthings.ui.draw.shipdraw import ShipView

#: The smallest a token may be drawn on the map, in window pixels.
TOKEN_FLOOR = 20
#: A button whose words its scene draws, on more lines than pygame-gui can.
WRAPPED = "@wrapped_button"

WIDGETS = (UIButton, UILabel, UITextBox, UITextEntryLine, UIHorizontalSlider, UISelectionList,
           UIScrollingContainer)


@dataclass
class Item:
    name: str
    rect: pygame.Rect
    group: int = 0  # items of one scrolling list: checked against each other only
    box: pygame.Rect | None = None  # a text's box: the widget it is written on may lie under it


def check_layout(app) -> list[str]:
    """Draw the app's top scene and list what is wrong with its layout."""
    window = app.window
    scenes = app.stack.visible()
    if not scenes:
        return []
    for scene in scenes[:-1]:
        scene.draw(window)
    top = scenes[-1]
    with recording() as record:
        top.draw(window)
    bounds = window.get_rect()
    problems: list[str] = []
    items: list[Item] = []
    for placed in record.texts:
        box = bounds if placed.box is None else placed.box.clip(bounds)
        if not box.contains(placed.rect):
            where = "the window" if placed.box is None else f"its box {tuple(placed.box)}"
            problems.append(f"text {placed.name!r} at {tuple(placed.rect)} is outside {where}")
        # A rendered line is a pixel or so taller than the line spacing (the
        # glyphs' extremes), so lines set one under the other touch: allow it.
        items.append(Item(f"text {placed.name!r}", placed.rect.inflate(-2, -2), box=placed.box))
    if top.ui is not None:
        items.extend(_widgets(top.ui, bounds, problems))
    view = getattr(top, "view", None)
    if isinstance(view, ShipView):
        problems.extend(board_labels(view))
    for a, b in itertools.combinations(items, 2):
        if a.box is not None and a.box == b.rect or b.box is not None and b.box == a.rect:
            continue  # the words of a button whose lines its scene draws
        if a.group == b.group and a.rect.colliderect(b.rect):
            problems.append(f"{a.name} at {tuple(a.rect)} overlaps {b.name} at {tuple(b.rect)}")
    return [f"{top.name}: {p}" for p in problems]


def board_labels(view: ShipView) -> list[str]:
    """On a board: every letter of every room name drawn (or its tag) lies
    inside its room, and on no other name's letters; so does every place's
    mark; no token is under TOKEN_FLOOR pixels."""
    out = []
    ink = {}
    for aid, (rect, img) in view.drawn_names.items():
        ink[aid] = (rect, letters(img))
        if not Room(view.polygon(aid), margin=0).fits(ink[aid][1], rect.topleft):
            out.append(f"room name {view.ship.areas[aid].name!r} at {tuple(rect)} is not whole in its room")
    for (a, (ra, ma)), (b, (rb, mb)) in itertools.combinations(ink.items(), 2):
        if ra.colliderect(rb) and ma.overlap(mb, (rb.x - ra.x, rb.y - ra.y)) is not None:
            out.append(f"room name {view.ship.areas[a].name!r} at {tuple(ra)} overlaps "
                       f"{view.ship.areas[b].name!r} at {tuple(rb)}")
    for aid, rect in view.drawn_marks.items():      # an expansion's mark on its place
        where = f"the mark on {view.ship.areas[aid].name} at {tuple(rect)}"
        tag = pygame.mask.Mask(rect.size, fill=True)
        if not Room(view.polygon(aid), margin=0).fits(tag, rect.topleft):
            out.append(f"{where} is not whole in its room")
        out.extend(f"{where} overlaps the name {view.ship.areas[b].name!r}" for b, (rb, mb) in ink.items()
                   if rect.colliderect(rb) and mb.overlap(tag, (rect.x - rb.x, rect.y - rb.y)) is not None)
    for aid, size in view.token_sizes().items():
        if size < TOKEN_FLOOR:
            out.append(f"the tokens in {view.ship.areas[aid].name} are {size} pixels (under {TOKEN_FLOOR})")
    return out


def _widgets(ui, bounds: pygame.Rect, problems: list[str]) -> list[Item]:
    """The scene's widgets as items; their own problems (outside, clipped) go to ``problems``."""
    items: list[Item] = []
    lists = {}  # a scrolling list's inner container -> (its number, the part of the window it shows)
    elements = [el for el in ui.get_sprite_group().sprites() if el.visible and isinstance(el, WIDGETS)
                and not isinstance(el, UITooltip) and el.parent_element is None]
    for el in elements:
        if isinstance(el, UIScrollingContainer):
            lists[el.get_container()] = (len(lists) + 1, el.rect.clip(bounds))
    for el in elements:
        name = f"{type(el).__name__} {_words(el)!r}"
        group, shown = lists.get(el.ui_container, (0, bounds))
        rect = pygame.Rect(el.rect)
        if group:
            if not rect.colliderect(shown):
                continue  # scrolled out of sight
            if rect.x < shown.x or rect.right > shown.right:
                problems.append(f"{name} at {tuple(rect)} sticks out of its list {tuple(shown)}")
            rect = rect.clip(shown)
        elif not bounds.contains(rect):
            problems.append(f"{name} at {tuple(rect)} is outside the window {tuple(bounds)}")
        problem = _clipped(el)
        if problem:
            problems.append(f"{name}: {problem}")
        if isinstance(el, UISelectionList):
            for item in el.item_list:
                button = item.get("button_element")
                if button is not None and button.visible and button.font is not None:
                    problem = _clipped(button)
                    if problem:
                        problems.append(f"list item {button.text!r}: {problem}")
        items.append(Item(name, rect, group))
    return items


def _words(el) -> str:
    text = getattr(el, "text", None) or getattr(el, "html_text", None) or ""
    return str(text)[:40]


def _clipped(el) -> str | None:
    """Why the words of a button or a label do not fit it (or were cut), or None."""
    if not isinstance(el, (UIButton, UILabel)) or isinstance(el, UIContainer):
        return None
    if WRAPPED in (getattr(el, "object_ids", None) or []):
        return None  # its scene draws its lines (checked as texts in its box)
    fnt, text = el.font, el.text
    if fnt is None or not text.strip():
        return None
    whole = str(getattr(el, "tool_tip_text", None) or "")
    stem = text.rstrip(".\u2026 ")
    if len(stem) < len(text) and len(stem) < len(whole) and whole.startswith(stem):
        return f"its words are cut ({text!r} for {whole!r})"
    w, h = fnt.size(text)
    border = getattr(el, "border_width", 0) or 0
    if isinstance(border, dict):
        border = max(border.values(), default=0)
    shadow = getattr(el, "shadow_width", 0) or 0
    pad = 2 * (border + shadow) + (4 if isinstance(el, UIButton) else 0)
    room_w, room_h = el.rect.w - pad, el.rect.h - 2 * (border + shadow)
    if w > room_w or h > room_h:
        return f"its words need {w}x{h} pixels, it has {room_w}x{room_h}"
    return None


def check_hover(app) -> tuple[int, list[str]]:
    """Hover every lit target of a board (every pick) and every button with
    a tooltip of the top scene: (hovers checked, panels covering a target)."""
    from greenthings.devtools.hover_check import board_hover_check, tooltip_hover_check
    from greenthings.ui.scenes.board import BoardScene

    scenes = app.stack.visible()
    if not scenes:
        return 0, []
    top = scenes[-1]
    checked, problems = tooltip_hover_check(top.ui)
    if isinstance(top, BoardScene):
        n, more = board_hover_check(top, app.window)
        checked, problems = checked + n, problems + more
    return checked, [f"{top.name}: {p}" for p in problems]
