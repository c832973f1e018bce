"""The mouse over the map: where it rests (a crowded room opens out beside
itself after a moment), a left button held down (a click, or a drag once it
travels a few pixels), the right button (let go of the pick), and the
tooltip's position.  What a click means is the scene's business: the
pointer calls back with the position."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

DRAG_PIXELS = 8  # the mouse must travel this far with the button down to drag
SPREAD_DELAY = 0.5  # seconds the mouse rests on a crowded room before it opens out...
SPREAD_GRACE = 0.25  # ...and may be off the room and its panel before it closes


@dataclass
class Press:
    pos: tuple[int, int]
    members: tuple  # the pieces of the token under it
    drag: bool = False
    deferred: bool = False  # on the selection: a click when let go, unless it becomes a drag


class Pointer:
    def __init__(self, view, *, on_map: Callable, click: Callable, drop: Callable, cancel: Callable,
                 busy: Callable[[], bool], skip: Callable[[], None], may_drag: Callable, defers: Callable) -> None:
        self.view = view  # the ship drawing: hit-testing and the opened-out room
        self._on_map = on_map  # (pos) -> over the map's part of the window
        self._click, self._drop, self._cancel = click, drop, cancel  # (pos, shift) / (pos) / ()
        self._busy, self._skip = busy, skip  # events playing / play them all at once
        self._may_drag = may_drag  # (members) -> the token pressed may be picked up
        self._defers = defers  # (members, shift) -> a press here waits: a click when let go, or a drag
        self.mouse = (0, 0)
        self.hover_area: str | None = None
        self.spread_area: str | None = None  # a crowded room opened out beside itself
        self.press: Press | None = None
        self.demo_hover: str | None = None  # demo pictures: "busiest" rests on the busiest room
        self._rest = 0.0  # how long the mouse has rested on the hovered area
        self._away = 0.0  # how long the mouse has been off an opened-out room

    @property
    def dragging(self) -> bool:
        return self.press is not None and self.press.drag

    def handle(self, event) -> bool | None:
        """One mouse event: True if used, None if it is not the pointer's."""
        if event.type == pygame.MOUSEMOTION:
            self._moved(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.press = None
            self._cancel()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._on_map(event.pos):
            if self._busy():
                self._skip()
            else:
                self._pressed(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, self.press = self.press, None
            if press is None:
                return False
            if press.drag:
                self._drop(event.pos)
            elif press.deferred:
                self._click(press.pos, False)
            return True
        return None

    def _moved(self, pos) -> None:
        self.mouse = pos
        area = self.view.area_at(pos) if self._on_map(pos) else None
        if area != self.hover_area:
            self._rest = 0.0
        self.hover_area = area
        press = self.press
        if press is not None and not press.drag:
            dx, dy = pos[0] - press.pos[0], pos[1] - press.pos[1]
            if dx * dx + dy * dy >= DRAG_PIXELS * DRAG_PIXELS and self._may_drag(press.members):
                press.drag = True

    def _pressed(self, pos) -> None:
        self._close_spread_under(pos)
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        members = self.view.group_at(pos)
        # A press on the selection: let go, it deselects; moved, it drags the stack.
        deferred = self._defers(members, shift)
        self.press = Press(pos, members, deferred=deferred)
        if not deferred:
            self._click(pos, shift)

    def _close_spread_under(self, pos) -> None:
        """A click on the opened-out panel but not on a token: the panel
        closes, and the click goes to the map beneath it."""
        spread = self.view.spread
        if spread is not None and spread[1].collidepoint(pos) and not self.view.group_at(pos):
            self.spread_area = None
            self.view.spread = None
            self.hover_area = self.view.area_at(pos)

    def _on_the_way(self) -> bool:
        """The mouse is between the opened-out room and its panel."""
        reach = self.view.spread_reach()
        return reach is not None and reach.collidepoint(self.mouse)

    def update(self, dt: float, tokens: dict) -> None:
        """Open a crowded room out when the mouse rests on it; close it when
        the mouse is on neither the room nor its panel."""
        if self.demo_hover == "busiest" and tokens:
            busiest = max(tokens, key=lambda k: len(tokens[k]))
            c = self.view.center(busiest)
            self.mouse, self.hover_area = (int(c[0]), int(c[1])), busiest
            self._rest = max(self._rest, SPREAD_DELAY)
        area = self.hover_area
        if self.spread_area is not None:
            if self.dragging:
                self.spread_area = None
            elif area != self.spread_area and not self._on_the_way():
                self._away += dt
                if self._away >= SPREAD_GRACE:
                    self.spread_area = None
            else:
                self._away = 0.0
            return
        if area is not None and not self.dragging and self.view.is_cramped(area):
            self._rest += dt
            if self._rest >= SPREAD_DELAY:
                self.spread_area = area
        else:
            self._rest = 0.0
