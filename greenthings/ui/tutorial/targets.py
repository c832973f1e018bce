"""What the coach points at, found through the board's own geometry (the
pieces as drawn last frame, the areas' outlines, the bar's and the panel's
buttons, the board's rectangles), never at fixed pixels; and which legal
action a step suggests (the crewman with the best chance, an untried
weapon...), chosen from the engine's legal actions and read API.
"""
from __future__ import annotations

from typing import NamedTuple

import pygame

from greenthings.engine import (
    distances, is_crew, known_effect, locations, piece as piece_view, weapon as weapon_view,
)
from greenthings.ui.scenes.board.offer import actor_of, target_area, target_piece


class Target(NamedTuple):
    kind: str                 # "piece", "area", "button" or "panel"
    name: str                 # the piece or area id, the button's words, the board rectangle's name
    rect: pygame.Rect
    outline: tuple = ()       # an area's polygon (screen points)


# -- suggested actions ---------------------------------------------------------

#: The steps' pointers that name a kind of action to suggest (see suggest).
SUGGESTED = frozenset({"place-crew", "discover", "attack", "grab", "move", "try-weapon"})


def _monsters_in(s, area: str) -> list[str]:
    return [p for p, a in locations(s).items() if a == area and not is_crew(p)]


def _weakest_con(s, area: str) -> int:
    return min((piece_view(s, m).con for m in _monsters_in(s, area)), default=99)


def _untried(s, weapon: str | None) -> bool:
    return weapon is not None and known_effect(s, weapon) is None


def suggest(kind: str, s, legal: list):
    """The legal action a step suggests, or None if there is none."""
    if kind == "place-crew":
        return next((a for a in legal if a.type == "place-crew"), None)
    if kind == "discover":  # the strongest crewman into the room of the frailest monster
        found = [a for a in legal if a.type == "discover"]
        return min(found, key=lambda a: (_weakest_con(s, a.to), -piece_view(s, a.piece).dice), default=None)
    if kind == "attack":  # hand-to-hand on the frailest foe
        found = [a for a in legal if a.type == "attack" and a.weapon is None and a.target in locations(s)]
        return min(found, key=lambda a: (piece_view(s, a.target).con, -piece_view(s, a.piece).dice), default=None)
    if kind == "grab":  # an untried weapon, in the hands of a crewman near the monsters
        found = [a for a in legal if a.type == "grab" and _untried(s, a.weapon)]
        return min(found, key=lambda a: _monster_distance(s, locations(s)[a.piece]), default=None)
    if kind == "move":  # the armed crewman towards the monsters
        found = [a for a in legal if a.type == "move"]
        return min(found, key=lambda a: (not _untried(s, piece_view(s, a.piece).weapon),
                                         _monster_distance(s, a.to)), default=None)
    if kind == "try-weapon":
        found = [a for a in legal if a.type == "attack" and _untried(s, a.weapon)]
        return found[0] if found else None
    return None


def _monster_distance(s, area: str | None) -> int:
    if area is None:
        return 99
    steps = distances(s)[area]
    return min((steps.get(a, 99) for p, a in locations(s).items() if a and not is_crew(p)), default=99)


# -- on the screen ---------------------------------------------------------------

def piece_target(board, piece: str) -> Target | None:
    """The token of ``piece`` as drawn last frame (or, if it is hidden in a
    crowded room, the room)."""
    view = board.view
    spread = view.spread[2] if view.spread is not None else []
    for rect, members in list(spread) + list(view.piece_rects):
        if piece in members:
            return Target("piece", piece, pygame.Rect(rect))
    s = board.session.state
    area = locations(s).get(piece) if is_crew(piece) or piece in locations(s) else weapon_view(s, piece).area
    return area_target(board, area) if area else None


def area_target(board, area: str) -> Target:
    poly = board.view.polygon(area)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    rect = pygame.Rect(int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1)
    return Target("area", area, rect, tuple(poly))


def button_target(button, name: str) -> Target | None:
    if button is None or not button.visible:
        return None
    return Target("button", name, pygame.Rect(button.rect))


def panel_button(board, starts: str):
    """The side panel's button whose words start with ``starts``."""
    return next((b for b, _ in board.panel.buttons if b.text.startswith(starts)), None)


def action_target(board, action) -> Target | None:
    """Where to click next for ``action``: its piece until it is selected,
    then what it is aimed at."""
    s = board.session.state
    actor = actor_of(action)
    sel = board.selection
    if sel.chooser:  # one click meant several actions: the panel lists them, in order
        buttons = [b for b, _ in board.panel.buttons]
        i = sel.chooser.index(action) if action in sel.chooser else len(sel.chooser)  # else: Cancel
        return button_target(buttons[i], "choice") if i < len(buttons) else None
    if actor is not None and sel.piece != actor and locations(s).get(actor):
        return piece_target(board, actor)
    areas = s.map.areas
    piece = target_piece(action, areas)
    if piece is not None:
        return piece_target(board, piece)
    area = target_area(action, areas)
    return area_target(board, area) if area else None


def find(point: str, board, action=None) -> Target | None:
    """The target a step's ``point`` names now (None: nothing to point at)."""
    rects = board.rects
    if point in ("bar", "dice", "weapons"):
        return Target("panel", point, pygame.Rect(rects[point]))
    if point in ("end", "hint"):
        button = board.bar.buttons[point]
        return button_target(button, point) if button.is_enabled else None
    if point == "resolve":
        return button_target(panel_button(board, "Roll the attacks"), "resolve")
    if point == "placed-crewman":
        s = board.session.state
        placed = next((p for p, a in locations(s).items() if a and is_crew(p)), None)
        return piece_target(board, placed) if placed else None
    if action is not None:
        return action_target(board, action)
    return None
