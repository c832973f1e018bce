"""Outside the Znutar in our own art: the space areas round the ship (a faint
tint each, its name), the skin as a riveted band round the hull cut into its
skin areas, the airlocks as doors across the band, and -- every frame, as
they change -- each airlock's state (open, overridden by crewmen in the
room, closed from the bridge) and the boats as cards (inside above, riders
on the outside below) in their bay's berth or out in space.

The shapes come from the view (`ShipView.shapes`, worked out from the map
data); this module only paints."""
from __future__ import annotations

import math

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import render_text
from greenthings.ui.draw.outside_labels import space_name

SPACE_TINTS = {"space:fore": (20, 26, 52), "space:dorsal": (16, 30, 46), "space:aft": (26, 22, 48),
               "space:ventral": (18, 28, 40)}
SPACE_EDGE = (70, 90, 140)
SKIN_FILL = (104, 112, 128)
SKIN_EDGE = (46, 50, 62)
SKIN_JOINT = (200, 206, 220)
LOCK_OPEN = (120, 210, 120)
LOCK_OVERRIDDEN = (246, 190, 70)
LOCK_CLOSED = (226, 70, 60)
CARD_FILL = (44, 52, 70)
CARD_RIDERS = (60, 50, 44)
CARD_EDGE = (214, 220, 232)


def _kind(view, aid: str) -> str:
    return view.ship.areas[aid].kind


def paint_space(surf: pygame.Surface, view, local) -> None:
    """Each space area a faint tint, outlined, its name in its outer corner."""
    for aid, poly in local.items():
        if _kind(view, aid) != "space":
            continue
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(shade, (*SPACE_TINTS.get(aid, (20, 28, 48)), 120), poly)
        surf.blit(shade, (0, 0))
        pygame.draw.polygon(surf, SPACE_EDGE, poly, 1)
        name, r = space_name(surf.get_rect(), view, aid, poly)
        surf.blit(name, r)


def paint_skin(surf: pygame.Surface, view, local) -> None:
    """The band of skin areas: plating, the joints between skin areas, rivets
    (the airlocks' doors change: `paint_locks`, every frame; the skin areas'
    names move out of the boats' way: outside_labels.py)."""
    s = view.scale
    skins = [aid for aid in local if _kind(view, aid) == "skin"]
    for aid in skins:
        pygame.draw.polygon(surf, SKIN_FILL, local[aid])
    for aid in skins:
        pygame.draw.polygon(surf, SKIN_EDGE, local[aid], max(1, round(2 * s)))
        poly = local[aid]
        half = len(poly) // 2
        # The joint at the start of the piece (inner first point to outer last).
        pygame.draw.line(surf, SKIN_JOINT, poly[0], poly[-1], max(2, round(4 * s)))
        # A row of rivets along the middle.
        for i in range(1, half - 1, 2):
            a, b = poly[i], poly[len(poly) - 1 - i]
            pygame.draw.circle(surf, (150, 156, 170), ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), max(1, round(2 * s)))


def _door_ends(view, skin: str, room: str):
    """A short bar on the band's inner edge, the side facing the room."""
    poly = view.polygon(skin)
    half = len(poly) // 2
    inner = poly[:half]
    rx, ry = view.center(room)
    # The inner point nearest the room, and the bar along the inner edge there.
    i = min(range(len(inner)), key=lambda j: math.hypot(inner[j][0] - rx, inner[j][1] - ry))
    j = i + 1 if i + 1 < len(inner) else i - 1
    (x1, y1), (x2, y2) = inner[i], inner[j]
    ux, uy = x2 - x1, y2 - y1
    n = math.hypot(ux, uy) or 1.0
    half_len = 16 * view.scale + 4
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    return (mx - ux / n * half_len, my - uy / n * half_len), (mx + ux / n * half_len, my + uy / n * half_len)


def paint_locks(surface: pygame.Surface, view, locks) -> None:
    """Each airlock's state (the engine's `airlocks`): a green door open, an
    amber one overridden ("HELD"), a red one closed ("SHUT")."""
    k = max(1.0, view.ui_factor)
    for lock in locks:
        if lock.skin not in view.shapes.polygons:
            continue
        colour = LOCK_CLOSED if lock.closed else (LOCK_OVERRIDDEN if lock.overridden else LOCK_OPEN)
        a, b = _door_ends(view, lock.skin, lock.room)
        w = max(5, round(12 * view.scale))
        pygame.draw.line(surface, (20, 22, 30), a, b, w + 4)
        pygame.draw.line(surface, colour, a, b, w)
        if lock.closed or lock.overridden:
            word = "SHUT" if lock.closed else "HELD"
            tag = render_text(word, round(10 * k), (12, 14, 20), bold=True, condensed=True)
            box = tag.get_rect(center=((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)).inflate(6, 0)
            pygame.draw.rect(surface, colour, box, border_radius=3)
            surface.blit(tag, tag.get_rect(center=box.center))


def paint_boats(surface: pygame.Surface, view, boats, names) -> None:
    """Each boat on the map as a card: its name over the inside, "outside"
    over the riders' half; a boat in its bay is tied to the bay by a line."""
    k = max(1.0, view.ui_factor)
    for b in boats:
        card = view.shapes.boat_card(b.id)
        if card is None:
            continue
        inside = [view.to_screen(p) for p in card[0]]
        outside = [view.to_screen(p) for p in card[1]]
        pygame.draw.polygon(surface, CARD_FILL, inside)
        pygame.draw.polygon(surface, CARD_RIDERS, outside)
        box = pygame.Rect(inside[0], (inside[1][0] - inside[0][0], outside[2][1] - inside[0][1]))
        pygame.draw.rect(surface, CARD_EDGE, box, max(1, round(2 * view.scale)), border_radius=4)
        pygame.draw.line(surface, CARD_EDGE, outside[0], outside[1], 1)
        docked = b.at in view.ship.boat_bays
        if docked:  # a tether through the skin to its bay
            bay = view.center(b.at)
            pygame.draw.line(surface, (150, 160, 180), (box.centerx, box.top), bay, 1)
        size = round(11 * k)
        title = render_text(names[b.id], size, P.TITLE_GREEN, bold=True, condensed=True)
        surface.blit(title, (box.x + 4, box.y + 2))
        out = render_text("outside", round(9 * k), (220, 190, 160), condensed=True)
        if out.get_height() <= outside[2][1] - outside[0][1]:
            surface.blit(out, (box.x + 4, outside[0][1] + 1))
