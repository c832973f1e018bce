"""Drawing the Znutar from the map data, in our own art.

:class:`ShipView` fits the map canvas into a screen rectangle (keeping its
proportions), keeps a cached background (ship_background.py: hull, rooms,
passageways, hatches, weapon pictures, the room names) and on top of it, every
frame, hover and highlight overlays, the room names and the pieces as
tokens.  It also hit-tests the mouse: :meth:`ShipView.area_at` (point in
polygon) and :meth:`ShipView.piece_at` (the tokens drawn last frame).
"""
from __future__ import annotations

import itertools
import math
from dataclasses import replace
from typing import Callable, Mapping, Sequence

import pygame

from greenthings.ui.draw import outside_geometry, spread_panel
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.clear_spot import KeepClear
from greenthings.ui.draw.name_tags import place_name_tag
from greenthings.ui.draw.place_marks import draw_marks
from greenthings.ui.draw.ship_background import Pt, nearest_edge, render_background
from greenthings.ui.draw.crew_labels import crew_label
from greenthings.ui.draw.tokens import (
    NAME_GRAZE, Token, circle_covers, draw_badge, draw_token, layout_tokens, point_in_polygon,
)
from greenthings.ui.game.species_text import ROLE_ORDER

#: Token diameter in map-canvas units (before scaling) and its limits in pixels.
TOKEN_CANVAS = 50
TOKEN_MIN_PX = 28
TOKEN_MAX_PX = 46
#: The smallest a token gets in a crowded room: a crewman's name still fits inside it.
TOKEN_CROWDED_PX = 24
#: Room around the areas' outlines kept in view (the hull plating is drawn there).
HULL_MARGIN = 22


def group_tokens(tokens: list[Token], weapon_ids: list[str] = ()) -> list[tuple[Token, tuple[str, ...]]]:
    """Crew one token each; monsters grouped by (stage, stunned); weapons by type.
    Returns (token, member ids) pairs: crew first, then monsters biggest stage
    first (by role), then weapons."""
    crew: list[tuple[Token, tuple[str, ...]]] = []
    monsters: dict[tuple, list[Token]] = {}
    for t in tokens:
        if t.side == "crew":
            crew.append((t, (t.piece,)))
        else:
            monsters.setdefault((t.stage, t.stunned, t.label), []).append(t)
    out = list(crew)

    def size_order(key_and_tokens):
        (_stage, stunned, _label), alike = key_and_tokens
        return ROLE_ORDER.index(alike[0].monster_look.role), stunned

    for _key, alike in sorted(monsters.items(), key=size_order):
        out.append((replace(alike[0], count=len(alike)), tuple(t.piece for t in alike)))
    by_type: dict[str, list[str]] = {}
    for w in weapon_ids:
        by_type.setdefault(w.rsplit("-", 1)[0], []).append(w)
    for wtype, ids in by_type.items():
        out.append((Token.for_weapon(ids[0], len(ids)), tuple(ids)))
    return out


class ShipView:
    """The ship fitted into a rectangle of the window."""

    def __init__(self, ship, *, show_names: bool = True, show_pictures: bool = True) -> None:
        self.ship = ship
        self.show_names = show_names
        self.show_pictures = show_pictures
        self.canvas = tuple(ship.canvas)
        #: Each area's outline and token anchor in canvas units: the map's, or
        #: for Outside the Znutar's places the shapes worked out round the hull.
        self.shapes = outside_geometry.AreaShapes(ship)
        xs = [p[0] for poly in self.shapes.polygons.values() for p in poly]
        ys = [p[1] for poly in self.shapes.polygons.values() for p in poly]
        #: The part of the canvas the ship covers (hull included): what is fitted to the screen.
        self.bounds = (min(xs) - HULL_MARGIN, min(ys) - HULL_MARGIN,
                       max(xs) - min(xs) + 2 * HULL_MARGIN, max(ys) - min(ys) + 2 * HULL_MARGIN)
        self.rect = pygame.Rect(0, 0, *self.canvas)
        self.scale = 1.0
        #: The interface's scale (ui/draw/scale.py): big windows get bigger tokens and names.
        self.ui_factor = 1.0
        self.offset = (0.0, 0.0)
        self._bg: pygame.Surface | None = None
        self._polys: dict[str, list[Pt]] = {}
        self._name_only: dict[str, tuple[pygame.Rect, pygame.Surface]] = {}  # each room name: rect, picture
        self.shortened: set[str] = set()  # rooms whose name is drawn in a shorter wording
        self._layout_cache: dict = {}
        self._tags: dict = {}  # (room, the tokens near it) -> its name's tag, or None
        self._overlay: tuple[pygame.Surface, tuple[int, int]] | None = None
        self._overlay_key: tuple | None = None
        self.piece_rects: list[tuple[pygame.Rect, tuple[str, ...]]] = []
        #: A crowded area opened out beside itself: (area, panel rect, [(token rect, members)]).
        self.spread: tuple[str, pygame.Rect, list] | None = None
        self._plans: dict[str, tuple] = {}  # area -> (groups, placement) drawn last frame
        self.badge_rects: list[tuple[pygame.Rect, str]] = []
        #: The rooms whose tokens took their name's place, and where the name's tag went (last frame).
        self.name_tags: dict[str, pygame.Rect] = {}
        #: Every room name drawn last frame: (where, its picture), in its place or on its tag.
        self.drawn_names: dict[str, tuple[pygame.Rect, pygame.Surface]] = {}
        #: Where each marked place's mark went last frame (an expansion's places: place_marks.py).
        self.drawn_marks: dict[str, pygame.Rect] = {}
        #: The lit areas and ringed pieces of the last frame, and what hover panels must leave uncovered.
        self._keeps: dict[str | None, KeepClear] = {}
        #: Where a tooltip may go (the board's map and the strip under it); the ship's rect if None.
        self.panel_bounds: pygame.Rect | None = None
        self._keep_key: tuple | None = None
        self.spread_place: tuple | None = None  # (key, rect): an opened-out room's panel stays where it opened
        #: (members, full) -> a token's name: short under it in an opened-out room, full in its title.
        self.caption: Callable[..., str] = lambda members, full=False: ""
        self.set_rect(self.rect)

    # -- geometry --------------------------------------------------------
    def set_rect(self, rect: pygame.Rect, ui_factor: float = 1.0) -> None:
        """Fit the ship (its hull, not the whole canvas) into ``rect``, centred,
        proportions kept; ``ui_factor``: the interface's scale."""
        rect = pygame.Rect(rect)
        bx, by, bw, bh = self.bounds
        scale = min(rect.w / bw, rect.h / bh)
        if rect == self.rect and self._bg is not None and abs(scale - self.scale) < 1e-9 \
                and ui_factor == self.ui_factor:
            return
        self.rect = rect
        self.scale = scale
        self.ui_factor = ui_factor
        self.offset = (rect.x + (rect.w - bw * scale) / 2 - bx * scale,
                       rect.y + (rect.h - bh * scale) / 2 - by * scale)
        self._polys = {aid: [self.to_screen(p) for p in poly] for aid, poly in self.shapes.polygons.items()}
        self._bg = None
        self._overlay = None
        self._layout_cache.clear()
        self._tags.clear()
        self._name_only = {}

    def to_screen(self, pt: Pt) -> Pt:
        return (self.offset[0] + pt[0] * self.scale, self.offset[1] + pt[1] * self.scale)

    def polygon(self, area: str) -> list[Pt]:
        return self._polys[area]

    def center(self, area: str) -> Pt:
        """Where an area's tokens gather (a boat away from the map: where the map file puts it)."""
        at = self.shapes.labels.get(area)
        return self.to_screen(at if at is not None else self.ship.areas[area].label_at)

    def place_boats(self, at) -> None:
        """Outside the Znutar: boat id -> where it is (its bay, a space area;
        elsewhere: not on the map); its inside and outside follow it."""
        if self.shapes.place_boats(at):  # every outline again: the hit-testing order with it
            self._polys = {aid: [self.to_screen(p) for p in poly] for aid, poly in self.shapes.polygons.items()}
            self._layout_cache.clear()
            self._overlay = None

    @property
    def token_diameter(self) -> int:
        k = max(1.0, self.ui_factor)  # smaller windows keep the floor: tokens stay legible
        floor = TOKEN_MIN_PX if self.scale >= 0.5 else TOKEN_MIN_PX - 4  # small windows
        return int(max(floor * k, min(TOKEN_MAX_PX * k, TOKEN_CANVAS * self.scale)))

    def area_at(self, pos: Pt, slack: float = 6.0) -> str | None:
        """The area under a screen point; a point on a wall goes to the nearest
        area within ``slack`` pixels."""
        if not self.rect.collidepoint(pos):
            return None
        if self.spread is not None and self.spread[1].collidepoint(pos):
            return self.spread[0]  # the opened-out room stands for its room
        for aid, poly in self._polys.items():
            if point_in_polygon(pos[0], pos[1], poly):
                return aid
        best, best_d = None, slack
        for aid, poly in self._polys.items():
            d = nearest_edge(poly, pos)[2]
            if d < best_d:
                best, best_d = aid, d
        return best

    def piece_at(self, pos: Pt) -> str | None:
        """The piece whose token (as drawn last frame) is under ``pos``; for a
        grouped token, its first member."""
        members = self.group_at(pos)
        return members[0] if members else None

    def group_at(self, pos: Pt) -> tuple[str, ...]:
        """Every piece (or weapon) behind the token under ``pos``."""
        if self.spread is not None and self.spread[1].collidepoint(pos):
            for rect, members in reversed(self.spread[2]):
                if rect.collidepoint(pos):
                    return members
            return ()
        # Tokens of a pile overlap: the one whose middle is nearest the click
        # (a token's middle is never covered by its neighbours).
        best, best_d = (), None
        for rect, members in self.piece_rects:
            if rect.collidepoint(pos):
                d = (rect.centerx - pos[0]) ** 2 + (rect.centery - pos[1]) ** 2
                if best_d is None or d < best_d:
                    best, best_d = members, d
        return best

    def is_cramped(self, aid: str | None) -> bool:
        """Were the area's tokens drawn small, piled or partly hidden last frame?"""
        plan = self._plans.get(aid) if aid else None
        if plan is None:
            return False
        _groups, (centres, size, overflow, _hides) = plan
        return overflow > 0 or size < self.token_diameter * 0.8 or (size < 30 and len(centres) > 1)

    # -- background ------------------------------------------------------
    def background(self) -> pygame.Surface:
        """The ship without its pieces (cached); also lays out the room names."""
        if self._bg is None:
            self._bg, self._name_only, self.shortened = render_background(self)
        return self._bg

    # -- per frame -------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        *,
        pieces: Mapping[str, Sequence[Token]] | None = None,
        hover: str | None = None,
        highlights: Mapping[str, tuple] | None = None,
        selected: str | None = None,
        marked: Mapping[str, tuple] | None = None,
        weapons: Mapping[str, Sequence[str]] | None = None,
        names_on_top: bool = False,
        spread: str | None = None,
        under=None,
        mouse: Pt | None = None,
        marks: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        """Paint the ship and its pieces.

        ``pieces`` maps area -> tokens; ``highlights`` maps area -> colour
        (legal destinations, targets, line of sight); ``marked`` maps piece ->
        ring colour; ``weapons`` maps area -> weapon ids lying there.
        Identical monsters and weapons share one token with a count.
        A room whose tokens need the place of its name shows the name on a
        tag where the tokens leave room; ``names_on_top`` lays every such
        name over its tokens instead.  ``spread`` opens out a crowded area:
        its tokens at full size on a panel beside it, clickable there.
        ``under(surface)`` paints what changes with the game beneath the
        pieces (Outside the Znutar: the boats, the airlocks' state).
        ``mouse``: where the mouse is (the opened-out room names the token under it).
        ``marks``: area -> short labels the expansions put on their places, over the pieces.
        """
        surface.blit(self.background(), self.rect.topleft)
        if under is not None:
            under(surface)
        if highlights:
            key = tuple(sorted((a, tuple(c)) for a, c in highlights.items()))
            if self._overlay is None or self._overlay_key != key:
                self._overlay = self._render_overlay(highlights)
                self._overlay_key = key
            surface.blit(self._overlay[0], self._overlay[1])
        if hover and hover in self._polys:
            pygame.draw.polygon(surface, P.HOVER, self._polys[hover], 2)
        self.piece_rects = []
        self.badge_rects = []
        d = self.token_diameter
        self.background()  # the name rectangles the layout avoids come with it
        areas = set(pieces or ()) | set(weapons or ())
        plans = []
        covered: set[str] = set()
        for aid in areas:
            if aid not in self._polys:
                continue
            groups = group_tokens(list((pieces or {}).get(aid, ())), list((weapons or {}).get(aid, ())))
            if groups:
                placed = self._placed(aid, len(groups), d)
                plans.append((aid, groups, placed))
                if placed[3]:
                    covered.add(aid)
        # Room names, except where tokens had to take their place: those get a
        # one-line tag in a free corner of the room, after the tokens.
        self.drawn_names = {}
        for aid, (rect, img) in self._name_only.items():
            if aid not in covered:
                surface.blit(img, rect)
                self.drawn_names[aid] = (rect, img)
        for aid, groups, placed in plans:
            self._draw_area_tokens(surface, aid, groups, placed, selected, marked or {})
        self._plans = {aid: (groups, placed) for aid, groups, placed in plans}
        self._update_keep_clear(highlights or {}, marked or {}, selected)
        self.name_tags = {}
        for aid in covered:
            if aid == spread:
                continue
            if names_on_top:
                rect, img = self._name_only[aid]
                surface.blit(img, rect)
                self.drawn_names[aid] = (rect, img)
                continue
            hit = self._name_tag(aid)
            if hit is None:  # a pile leaves no room for a tag: the name lies over it, in its place
                rect, img = self._name_only[aid]
                surface.blit(img, rect)
                self.drawn_names[aid] = (rect, img)
                continue
            surface.blit(hit[0], hit[1])
            self.name_tags[aid] = hit[1]
            self.drawn_names[aid] = (hit[1], hit[0])
        self.drawn_marks = draw_marks(surface, self, marks or {})
        self.draw_spread(surface, spread, selected, marked or {}, mouse)  # on top of everything on the map

    def draw_spread(self, surface, spread: str | None, selected: str | None, marked: Mapping[str, tuple],
                    mouse: Pt | None) -> None:
        """The crowded room ``spread`` opened out on its panel (as the last
        frame laid out its tokens), or none."""
        if spread not in self._plans:
            self.spread = None
            return
        under = None  # the token under the mouse in the panel as it was: its name is the title
        if self.spread is not None and self.spread[0] == spread and mouse is not None:
            under = next((m for r, m in self.spread[2] if r.collidepoint(mouse)), None)
        groups, _placed = self._plans[spread]
        box, rects = spread_panel.draw(self, surface, spread, groups, selected, marked, under)
        self.spread = (spread, box, rects)

    def _update_keep_clear(self, highlights: Mapping[str, tuple], marked: Mapping[str, tuple],
                           selected: str | None) -> None:
        """Note the lit areas and the ringed (or selected) pieces' tokens, which
        hover panels must leave uncovered (:meth:`keep_clear`)."""
        lit = tuple(sorted(a for a in highlights if a in self._polys))
        ringed = tuple((tuple(r), members) for r, members in self.piece_rects
                       if selected in members or any(m in marked for m in members))
        key = (lit, ringed, tuple(self.panel_bounds or self.rect))
        if key != self._keep_key:
            self._keep_key, self._keeps = key, {}

    def keep_clear(self, hovered: str | None = None) -> KeepClear:
        """What a hover panel must leave uncovered: the lit areas' outlines
        (but the ``hovered`` one, where the mouse is) and the ringed pieces;
        made once for each lit set and hovered area."""
        if hovered in self._keeps:
            return self._keeps[hovered]
        lit, ringed, bounds = self._keep_key or ((), (), tuple(self.panel_bounds or self.rect))
        keep = KeepClear(pygame.Rect(bounds), max(3, round(5 * self.ui_factor)))
        keep.add_polygons(self._polys[a] for a in lit if a != hovered and a in self._polys)
        for r, _members in ringed:
            keep.add_rect(pygame.Rect(r).inflate(8, 8))  # with its ring
        if len(self._keeps) > 8:
            self._keeps.clear()
        self._keeps[hovered] = keep
        return keep

    def keep_key(self) -> tuple | None:
        """What the lit areas and ringed pieces were last frame (changes when they do)."""
        return self._keep_key

    def lit_targets(self) -> tuple[list[str], list[tuple[pygame.Rect, tuple[str, ...]]]]:
        """What the last frame lit: the areas, and the ringed pieces' tokens (rect, members)."""
        if self._keep_key is None:
            return [], []
        lit, ringed, _bounds = self._keep_key
        return list(lit), [(pygame.Rect(r), members) for r, members in ringed]

    def _render_overlay(self, highlights) -> tuple[pygame.Surface, tuple[int, int]]:
        """Translucent fills and outlines for lit areas, cropped to their bounds."""
        highlights = {aid: c for aid, c in highlights.items() if aid in self._polys}  # a boat away: not drawn
        if not highlights:
            return pygame.Surface((1, 1), pygame.SRCALPHA), self.rect.topleft
        pts = [p for aid in highlights for p in self._polys[aid]]
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        box = pygame.Rect(int(min(xs)) - 4, int(min(ys)) - 4, int(max(xs) - min(xs)) + 9, int(max(ys) - min(ys)) + 9)
        ov = pygame.Surface(box.size, pygame.SRCALPHA)
        for aid, color in highlights.items():
            poly = [(x - box.x, y - box.y) for x, y in self._polys[aid]]
            pygame.draw.polygon(ov, (*color[:3], 70), poly)
            pygame.draw.polygon(ov, (*color[:3], 230), poly, max(2, round(4 * self.scale)))
        return ov, box.topleft

    def _placed(self, aid: str, count: int, d: int) -> tuple:
        """Where ``count`` tokens go in an area: (centres, size, overflow,
        whether they hide the name); cached."""
        key = (aid, count, d)
        placed = self._layout_cache.get(key)
        if placed is None:
            anchor = self.center(aid)
            named = self._name_only.get(aid)
            avoid = named[0].inflate(2, 0) if named else None
            if avoid is not None:
                anchor = (anchor[0], max(anchor[1], avoid.bottom + d * 0.6))
            smallest = min(d, round(TOKEN_CROWDED_PX * max(1.0, self.ui_factor)))

            def name_tag(centres, size) -> bool:  # the room's name finds a tag clear of these tokens
                return place_name_tag(self.ship.areas[aid].name, self._polys[aid], named[0].center,
                                      [(c, size / 2 + 3) for c in centres], [], self.rect,
                                      self._tag_sizes()) is not None

            centres, size, overflow = layout_tokens(self._polys[aid], count, d, anchor, avoid, min_diameter=smallest,
                                                    name_tag=name_tag)
            hides_name = avoid is not None and \
                sum(circle_covers(p, size / 2, avoid) for p in centres) > NAME_GRAZE
            placed = (centres, size, overflow, hides_name)
            self._layout_cache[key] = placed
        return placed

    def _draw_area_tokens(self, surface, aid: str, groups: list[tuple[Token, tuple[str, ...]]], placed: tuple,
                          selected: str | None, marked: Mapping[str, tuple]) -> None:
        centres, size, overflow, _hides = placed
        shown = len(centres) - (1 if overflow else 0)

        def mark_of(members):
            for m in members:
                if m in marked:
                    return marked[m]
            return None

        # Each token keeps its place when a piece is picked or rings change (the
        # next click must land on the piece it landed on before); only when some
        # are hidden under "+N" do the selected and marked ones take the places shown.
        order = groups
        if overflow:
            first = sorted(range(len(groups)), key=lambda i: (selected not in groups[i][1],
                                                              mark_of(groups[i][1]) is None))[:shown]
            order = [groups[i] for i in sorted(first)]
        drawn = []
        for (tok, members), c in zip(order[:shown], centres[:shown]):
            r = draw_token(surface, tok, c, size, selected=selected in members, marked=mark_of(members))
            self.piece_rects.append((r, members))
            drawn.append((tok, r))
        if any(math.dist(a, b) < size + 8 for a, b in itertools.combinations(centres[:shown], 2)):
            # A pile: each token's neighbours (and their rings) cover its rim; its
            # name and numbers go on top again so that none is hidden.
            for tok, r in drawn:
                if tok.side == "crew":
                    d = max(10, int(size))
                    x0, y0 = r.x + (r.w - d) // 2, r.y + (r.h - d) // 2
                    for img, (x, y) in crew_label(tok, d):
                        surface.blit(img, (x0 + x, y0 + y))
        if overflow:
            r = draw_badge(surface, f"+{overflow}", centres[-1], size)
            self.badge_rects.append((r, aid))

    def spread_reach(self) -> pygame.Rect | None:
        """The opened-out room and its panel together (the mouse crosses it
        on its way from one to the other), or None."""
        if self.spread is None or self.spread[0] not in self._polys:
            return None
        return spread_panel.room_box(self._polys[self.spread[0]]).union(self.spread[1])

    def name_rects(self) -> list[pygame.Rect]:
        """Where the rooms' names are (last frame): in their place, or on their tags."""
        return [img.get_bounding_rect().move(r.topleft) for r, img in self.drawn_names.values()]

    def token_sizes(self) -> dict[str, int]:
        """Each area's token diameter last frame (the opened-out room's panel aside)."""
        return {aid: int(placed[1]) for aid, (_groups, placed) in self._plans.items()}

    def _tag_sizes(self) -> list[int]:
        """The type sizes a crowded room's name tag tries, largest first."""
        k = max(1.0, self.ui_factor)
        return [round(n * k) for n in ((12, 11, 10, 9) if self.scale >= 0.65 else (11, 10, 9))]

    def _name_tag(self, aid: str) -> tuple[pygame.Surface, pygame.Rect] | None:
        """A crowded room's name on a dark tag where it hides no token
        (name_tags.place_name_tag); None if there is no room for it (hovering
        still names the room).  Call after the tokens are drawn; cached."""
        poly = self._polys[aid]
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        room = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        near = room.inflate(120, 80)
        tokens = tuple((r.center, r.w / 2 + 3) for r, _m in self.piece_rects if near.colliderect(r))  # + a ring
        key = (aid, tokens)
        if key in self._tags:
            return self._tags[key]
        if len(self._tags) > 400:  # positions of long ago
            self._tags.clear()
        names = [r for other, (r, _img) in self._name_only.items() if other != aid and near.colliderect(r)]
        hit = place_name_tag(self.ship.areas[aid].name, poly, self._name_only[aid][0].center, tokens, names,
                             self.rect, self._tag_sizes())
        self._tags[key] = hit
        return hit

