"""The skin areas' names, drawn small on the space just beyond the band
(the band itself is too narrow for words and is where the skin's tokens
gather).  Each name goes as near the middle of its piece of band as it can
while clear of the band, the hull, the boats' cards where they are now, the
space areas' own names, the place where a space area's tokens gather and
the names placed before it.  The names are painted with the boats, beneath
every token, and laid out again when a card moves.

The names come from the map data (an area's name less its "Skin: " prefix)."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.outside_shapes import CARD, OVERLAY, SAMPLES
from greenthings.ui.draw.tokens import point_in_polygon

SKIN_NAME = (20, 24, 34)             # dark words on a tag of the band's plating
SKIN_NAME_BACK = (150, 158, 176)
LEADER = (150, 158, 176)
PREFIX = "Skin: "
STEP = 3            # pixels between two tries, outwards and along the band
MARGIN = 2          # pixels kept clear round a name
REACH = 5           # how many token widths from the band a name may go


def space_name(bounds: pygame.Rect, view, aid: str, poly) -> tuple[pygame.Surface, pygame.Rect]:
    """A space area's name and where it goes (in the units of ``poly``,
    relative to the view's top left): above where the tokens gather, moved
    outwards until it lies wholly in its area; if a boat's card could lie
    there (a berth of this area, or a bay's), the nearest place clear of them."""
    k = max(1.0, view.ui_factor)
    name = render_text(view.ship.areas[aid].name, round(13 * k), (150, 170, 220), bold=True, condensed=True)
    x, y = view.to_screen(view.shapes.labels[aid])
    ox, oy = view.rect.topleft
    r = name.get_rect(midbottom=(x - ox, y - oy - view.token_diameter * 0.7))
    hx, hy = view.rect.w / 2, view.rect.h / 2
    d = math.hypot(r.centerx - hx, r.centery - hy) or 1.0
    ux, uy = (r.centerx - hx) / d, (r.centery - hy) / d
    for _ in range(40):
        if all(point_in_polygon(px, py, poly) for px, py in (r.topleft, r.topright, r.bottomleft, r.bottomright)):
            break
        r.move_ip(round(ux * 6), round(uy * 6))
    r.clamp_ip(bounds)
    cw, ch = CARD[0] * view.scale, CARD[1] * view.scale
    cards = []
    for (_boat, at), centre in view.shapes.art.berths.items():
        if at == aid or at in view.ship.boat_bays:
            cx, cy = view.to_screen(centre)
            cards.append(pygame.Rect(round(cx - ox - cw / 2), round(cy - oy - ch / 2), round(cw), round(ch)))
    tokens = pygame.Rect(0, 0, view.token_diameter * 2, view.token_diameter).move(x - ox - view.token_diameter,
                                                                                   y - oy - view.token_diameter / 2)
    if r.collidelist(cards) < 0:
        return name, r

    def fits(c: pygame.Rect) -> bool:
        return bounds.contains(c) and c.collidelist(cards) < 0 and not c.colliderect(tokens) and all(
            point_in_polygon(px, py, poly) for px, py in (c.topleft, c.topright, c.bottomleft, c.bottomright))
    for ring in range(1, 60):    # rings of 6 pixels round the first place, nearest first
        steps = sorted({(dx, dy) for dx in range(-ring, ring + 1) for dy in (-ring, ring)}
                       | {(dx, dy) for dy in range(-ring, ring + 1) for dx in (-ring, ring)},
                       key=lambda s: s[0] * s[0] + s[1] * s[1])
        for dx, dy in steps:
            c = r.move(dx * 6, dy * 6)
            if fits(c):
                return name, c
    return name, r


def skin_label(view, aid: str) -> str:
    name = view.ship.areas[aid].name
    return name[len(PREFIX):] if name.startswith(PREFIX) else name


def _fill_mask(size, shapes) -> pygame.mask.Mask:
    """A mask of everything a name must not cover: (polygon | rect | (centre, radius)) in surface units."""
    stencil = pygame.Surface(size, pygame.SRCALPHA)
    for shape in shapes:
        if isinstance(shape, pygame.Rect):
            pygame.draw.rect(stencil, (255, 255, 255, 255), shape)
        elif isinstance(shape[1], (int, float)):
            pygame.draw.circle(stencil, (255, 255, 255, 255), shape[0], shape[1])
        else:
            pygame.draw.polygon(stencil, (255, 255, 255, 255), shape)
    return pygame.mask.from_surface(stencil, 127)


def _pictures(text: str, size: int) -> list[list[pygame.Surface]]:
    """The name on one line, then on two, at ``size`` and a little smaller."""
    out = []
    for fsize in (size, max(8, size - 1), max(8, size - 2)):
        fnt = font(fsize, condensed=True)
        words = text.split()
        layouts = [[text]]
        if len(words) > 1:
            layouts.append(wrap_text(text, fnt, max(fnt.size(text)[0] // 2 + 8, max(fnt.size(w)[0] for w in words))))
        for lines in layouts:
            out.append([render_text(line, fsize, SKIN_NAME, condensed=True) for line in lines])
    return out


def skin_name_places(view) -> dict[str, tuple[pygame.Rect, list[pygame.Surface], tuple]]:
    """Skin area -> (where its name goes, its lines, the middle of its piece's
    outer edge), on the screen, with the boats' cards where they are now."""
    ox, oy = view.rect.topleft
    local = {aid: [(x - ox, y - oy) for x, y in view.polygon(aid)] for aid in view.shapes.polygons}
    size = view.rect.size
    bounds = pygame.Rect((0, 0), size)
    avoid = [space_name(bounds, view, aid, poly)[1] for aid, poly in local.items()
             if view.ship.areas[aid].kind == "space"]
    kinds = {aid: view.ship.areas[aid].kind for aid in local}
    skins = [aid for aid in local if kinds[aid] == "skin"]
    # The ship and its band, and each boat's card (both halves) where it is now.
    blocked = [poly for aid, poly in local.items() if kinds[aid] != "space"]
    d = view.token_diameter
    for aid, kind in kinds.items():
        if kind == "space":
            x, y = view.center(aid)
            blocked.append(((x - ox, y - oy), d * 1.6))
    blocked.extend(r.inflate(4, 4) for r in avoid)
    mask = _fill_mask(size, blocked)
    k = max(1.0, view.ui_factor)
    text_size = max(9, round(11 * k))
    out: dict[str, tuple[pygame.Rect, list[pygame.Surface], tuple]] = {}
    for aid in [a for a in view.ship.extras[OVERLAY]["skin_areas_in_perimeter_order"] if a in skins]:
        poly = local[aid]
        inner, outer = poly[SAMPLES // 2], poly[len(poly) - 1 - SAMPLES // 2]
        ux, uy = outer[0] - inner[0], outer[1] - inner[1]
        n = math.hypot(ux, uy) or 1.0
        ux, uy = ux / n, uy / n
        tx, ty = -uy, ux
        spot = _first_free(mask, bounds, outer, (ux, uy), (tx, ty), _pictures(skin_label(view, aid), text_size), d)
        if spot is None:
            continue
        rect, lines = spot
        out[aid] = (rect.move(ox, oy), lines, (outer[0] + ox, outer[1] + oy))
        mask.draw(pygame.mask.Mask(rect.inflate(6, 4).size, fill=True), rect.inflate(6, 4).topleft)
    return out


def _cards_key(view) -> tuple:
    return tuple(sorted(view.shapes.boat_at.items()))


@lru_cache(maxsize=8)
def _layer(view, rect: tuple, scale: float, ui_factor: float, cards: tuple) -> list:
    """The names as (picture, where, leader line or None), for one placing of
    the view and of the boats' cards."""
    d = view.token_diameter
    out = []
    for _aid, (rect_, lines, edge) in skin_name_places(view).items():
        near = (min(max(edge[0], rect_.left), rect_.right), min(max(edge[1], rect_.top), rect_.bottom))
        tag = pygame.Surface(rect_.size, pygame.SRCALPHA)
        pygame.draw.rect(tag, SKIN_NAME_BACK, tag.get_rect(), border_radius=3)
        y = 1
        for img in lines:
            tag.blit(img, img.get_rect(midtop=(rect_.w / 2, y)))
            y += img.get_height()
        out.append((tag, rect_, (edge, near) if math.dist(near, edge) > d else None))
    return out


def _first_free(mask, bounds: pygame.Rect, edge, out_dir, along, pictures, d: float):
    """The nearest free rectangle for one of ``pictures`` beyond ``edge`` (the
    band's outer edge): tried outwards and along the band, nearest first,
    the full-size single line first at each distance."""
    best = None
    limit = d * REACH
    for lines in pictures:
        w = max(img.get_width() for img in lines) + 6
        h = sum(img.get_height() for img in lines) + 2
        box = pygame.mask.Mask((w + 2 * MARGIN, h + 2 * MARGIN), fill=True)
        # The rectangle's reach towards the band along out_dir, so its nearest corner clears the edge.
        depth = (abs(out_dir[0]) * w + abs(out_dir[1]) * h) / 2
        steps = int(limit // STEP)
        for i in range(steps):
            dist = depth + 2 + i * STEP
            if best is not None and dist - depth >= best[0]:
                break
            for j in range(0, steps):
                shift = j * STEP
                cost = (dist - depth) + shift * 0.8
                if best is not None and cost >= best[0]:
                    break
                for sign in ((1,) if j == 0 else (1, -1)):
                    cx = edge[0] + out_dir[0] * dist + along[0] * shift * sign
                    cy = edge[1] + out_dir[1] * dist + along[1] * shift * sign
                    r = pygame.Rect(0, 0, w, h)
                    r.center = (round(cx), round(cy))
                    if bounds.contains(r) and not mask.overlap(box, (r.x - MARGIN, r.y - MARGIN)):
                        best = (cost, r, lines)
                        break
    return None if best is None else (best[1], best[2])


def paint_skin_names(surface: pygame.Surface, view) -> None:
    """Each skin area's name on a tag of plating beyond its piece of band,
    tied to it by a thin line when it had to go farther than a token's width;
    laid out again only when the view or a boat's card moves."""
    if not view.show_names or not view.shapes.outside:
        return
    for tag, where, leader in _layer(view, tuple(view.rect), view.scale, view.ui_factor, _cards_key(view)):
        if leader is not None:
            pygame.draw.line(surface, LEADER, *leader, 1)
        surface.blit(tag, where)
