"""Painting the board: the ship with its pieces, what flies over it
(arrows, flashes, banners, fences crackling, a stack in the player's hand),
the dice tray, the log and the hover tooltip.  It paints a
:class:`Frame` the scene puts together; nothing here changes the game."""
from __future__ import annotations

import math
from dataclasses import replace
from typing import NamedTuple

import pygame

from greenthings.engine import battle, locations, place_marks, species_of
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.dice import DiceRoll
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.draw.panels import LogView, panel_box
from greenthings.ui.draw.tokens import piece_token, render_token
from greenthings.ui.game.prompts import BATTLE_TINT
from greenthings.ui.game.session import area_label, piece_name
from greenthings.ui.game.turn_summary import grouped_log
from greenthings.ui.scenes.board import outside_layer
from greenthings.ui.scenes.board.events import FENCE_COLOUR, FLIGHT_END, FLIGHT_TIME, PHASE_TIME, Flash, Flight
from greenthings.ui.scenes.board.phasing import draw_through_wall, draw_wall_shimmer, wall_points
from greenthings.ui.scenes.board.picture import MapPicture
from greenthings.ui.scenes.board.token_names import equipment_line, token_caption, worn_by
from greenthings.ui.scenes.board.tooltip_place import place_tooltip

LOG_LINES = 200  # the log panel scrolls back this far (L shows the whole log)


class Frame(NamedTuple):
    """Everything one frame shows that is not read from the game itself."""
    picture: MapPicture
    selected: str | None
    hover: str | None  # the area under the mouse
    spread: str | None  # the crowded room opened out
    mouse: tuple[int, int]
    in_hand: int  # pieces dragged by the player (0: none)
    flights: list[Flight]
    flashes: list[Flash]
    banner: tuple[str, str, float] | None
    dice: DiceRoll | None
    clock: float  # seconds on this board (the fences crackle)
    shown_log: int  # lines of the log shown so far
    stack_hover: bool  # the hovered area has a stack the player could drag


class BoardPainter:
    def __init__(self, session, shown, view, names_on_top) -> None:
        self.session = session  # its log
        self.shown = shown  # the game as the board shows it (never ahead of the dice)
        self.view = view  # the ship drawing
        self._names_on_top = names_on_top
        self.log_view = LogView()
        self.rects: dict[str, pygame.Rect] = {}
        self.scale = UIScale()
        self._log_cache: tuple[tuple, list[str], list[tuple]] | None = None
        self.tooltip_rect: pygame.Rect | None = None  # where the tooltip was last drawn (None: not shown)
        view.caption = lambda members, full=False: token_caption(self.shown.state, members, full)

    def place(self, rects: dict[str, pygame.Rect], scale: UIScale) -> None:
        self.rects, self.scale = rects, scale
        self.log_view.set_rect(rects["log"], scale)
        self.view.panel_bounds = rects["map"].union(rects["bottom"])  # a tooltip may lie over the dice tray

    def scroll_log(self, dy: int) -> None:
        self.log_view.wheel(dy)

    # -- the map -------------------------------------------------------------
    def draw_map(self, surface: pygame.Surface, f: Frame) -> None:
        surface.fill(P.PANEL_DARK)
        tokens = f.picture.tokens
        flying = {fl.piece for fl in f.flights if fl.left > FLIGHT_END and fl.piece}
        if f.in_hand and f.selected:
            flying.add(f.selected)  # it is in the player's hand
        if flying:  # a moving piece is drawn in flight, not yet at its destination
            tokens = {area: [t for t in toks if t.piece not in flying] for area, toks in tokens.items()}
        state = self.shown.state
        outside_layer.prepare(self.view, state)
        weapons = f.picture.weapons
        lying = outside_layer.empty_units(state)
        if lying:
            weapons = {a: [*weapons.get(a, ()), *lying.get(a, ())] for a in {*weapons, *lying}}
        self.view.draw(surface, pieces=tokens, weapons=weapons, hover=f.hover,
                       highlights=f.picture.highlights, selected=f.selected, marked=f.picture.marked,
                       names_on_top=self._names_on_top(), spread=f.spread,
                       under=outside_layer.underlay(self.view, state), mouse=f.mouse, marks=place_marks(state))
        outside_layer.paint_occupants(surface, self.view, state)
        if f.picture.fences:
            self._draw_fences(surface, f.picture.fences, f.clock)
        colour = species_of(self.shown.state).look.colour
        for a, b in f.picture.walls:  # the picked monster may go through these walls
            draw_wall_shimmer(surface, wall_points(self.view, a, b), colour, f.clock, width=3)
        self._draw_flights(surface, f.flights)
        for flash in f.flashes:
            if int(flash.left * 10) % 2 == 0 and flash.area in self.view.shapes.polygons:  # a boat away: no flash
                pygame.draw.polygon(surface, flash.colour, self.view.polygon(flash.area), 5)
        if f.banner is not None:
            self._draw_banner(surface, f.banner)
        if f.in_hand and f.selected:
            self._draw_in_hand(surface, f.selected, f.in_hand, f.mouse)

    def _draw_fences(self, surface: pygame.Surface, areas: list[str], clock: float) -> None:
        """An Electric Fence switched on: its area's outline crackles (a moving
        zigzag) and a small "FENCE" tag says so."""
        v = self.view
        phase = int(clock * 12)
        for area in areas:
            poly = v.polygon(area)
            n = len(poly)
            for i in range(n):
                a, b = poly[i], poly[(i + 1) % n]
                length = math.hypot(b[0] - a[0], b[1] - a[1])
                steps = max(2, int(length / 7))
                nx, ny = -(b[1] - a[1]) / (length or 1), (b[0] - a[0]) / (length or 1)
                pts = []
                for k in range(steps + 1):
                    t = k / steps
                    off = 3 if (k + phase) % 2 else -3
                    pts.append((a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off))
                pygame.draw.lines(surface, FENCE_COLOUR, False, pts, 2)
            c = v.center(area)
            tag = render_text("\u26a1 FENCE", self.scale.text(11), (10, 20, 30), bold=True, condensed=True)
            box = tag.get_rect(midbottom=(c[0], max(v.rect.y + tag.get_height(), min(p[1] for p in poly) + 14)))
            pygame.draw.rect(surface, FENCE_COLOUR, box.inflate(6, 2), border_radius=4)
            surface.blit(tag, box)

    def _draw_flights(self, surface: pygame.Surface, flights: list[Flight]) -> None:
        """Arrows from area to area; while in the air the token hops along them."""
        v = self.view
        loc = locations(self.session.state)
        for fl in flights:
            a, b = v.center(fl.frm), v.center(fl.to)
            off = v.token_diameter * 0.55 * ((fl.k + 1) // 2) * (1 if fl.k % 2 else -1) if fl.k else 0.0
            if off:  # pieces flying together fan out
                a, b = (a[0] + off, a[1]), (b[0] + off, b[1])
            life = PHASE_TIME if fl.through_wall else FLIGHT_TIME
            t = min(1.0, (life - fl.left) / (life - FLIGHT_END))
            if fl.through_wall:
                flying = fl.piece and fl.left > FLIGHT_END and fl.piece in loc
                img = render_token(piece_token(self.session.state, fl.piece), v.token_diameter) if flying else None
                draw_through_wall(surface, v, fl.frm, fl.to, t, species_of(self.shown.state).look.colour,
                                  img, off)
                continue
            end = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            px = self.scale.px
            pygame.draw.line(surface, P.SELECT, a, end, px(3))
            ang = math.atan2(end[1] - a[1], end[0] - a[0])
            head = px(12)
            for d in (2.6, -2.6):
                pygame.draw.line(surface, P.SELECT, end, (end[0] + head * math.cos(ang + d),
                                                          end[1] + head * math.sin(ang + d)), px(3))
            if fl.piece and fl.left > FLIGHT_END and fl.piece in loc:
                lift = math.sin(t * math.pi) * px(10)  # a little hop
                img = render_token(piece_token(self.session.state, fl.piece), v.token_diameter)
                surface.blit(img, img.get_rect(center=(round(end[0]), round(end[1] - lift))))

    def _draw_banner(self, surface: pygame.Surface, banner: tuple[str, str, float]) -> None:
        text, sub, _left = banner
        r = self.rects["map"]
        sc = self.scale
        px = sc.px
        fnt = font(sc.text(26), bold=True)
        lines = wrap_text(text, fnt, r.w - px(60))
        if len(lines) > 2:
            fnt = font(sc.text(20), bold=True)
            lines = wrap_text(text, fnt, r.w - px(60))[:3]
        imgs = [fnt.render(line, True, P.TEXT) for line in lines]
        img = pygame.Surface((max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)), pygame.SRCALPHA)
        yy = 0
        for i in imgs:
            img.blit(i, i.get_rect(midtop=(img.get_width() // 2, yy)))
            yy += i.get_height()
        box = img.get_rect(midtop=(r.centerx, r.y + px(60) - imgs[0].get_height() // 2)).inflate(px(30), px(34))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((10, 14, 24, 220))
        surface.blit(shade, box)
        pygame.draw.rect(surface, P.TITLE_GREEN, box, px(2), border_radius=px(8))
        blit_text(surface, img, img.get_rect(midtop=(box.centerx, box.y + px(8))), "banner", r)
        if sub and sub != text:
            si = font(sc.text(13)).render(sub[:110], True, P.TEXT_DIM)
            blit_text(surface, si, si.get_rect(midbottom=(box.centerx, box.bottom - px(3))), "banner line", r)

    def _draw_in_hand(self, surface: pygame.Surface, piece: str, count: int, mouse) -> None:
        """The stack in the player's hand follows the mouse, with how many go."""
        s = self.shown.state
        if piece not in locations(s):
            return
        tok = replace(piece_token(s, piece), count=count)
        d = int(self.view.token_diameter * 1.15)
        img = render_token(tok, d).copy()
        img.set_alpha(215)
        x, y = mouse
        pygame.draw.circle(surface, P.SELECT, (x, y - 6), d // 2 + 4, 3)
        surface.blit(img, img.get_rect(center=(x, y - 6)))

    # -- the dice tray and the log ------------------------------------------------
    def draw_trays(self, surface: pygame.Surface, f: Frame, dice_covered: bool = False) -> None:
        """The dice tray (its inside left out when ``dice_covered``: the last
        turn's summary lies over it) and the log."""
        r = self.rects["dice"]
        sc = self.scale
        px = sc.px
        y = panel_box(surface, r, "Dice" if r.h >= px(130) else None, sc)
        if f.dice is not None and not dice_covered:
            n = len(f.dice.values)
            room = r.bottom - y - px(4) - px(18)  # the label goes under the dice
            size = px(34 if n <= 8 else 26)
            if n * (size + px(7)) > r.w - px(12) - px(90):  # two rows
                size = min(size, room // 2 - px(7))
            size = max(px(16), min(size, room - px(8)))
            f.dice.draw(surface, pygame.Rect(r.x + px(6), y, r.w - px(12), r.bottom - y - px(4)), die_size=size,
                        text_size=sc.text(13))
        elif not dice_covered:
            blit_text(surface, render_text("Every roll tumbles here.", sc.text(13), P.TEXT_DIM),
                      (r.x + px(10), y + px(6)), "dice tray", r)
        texts, colours = self._log_lines(f.shown_log)
        self.log_view.draw(surface, texts, "Log (L: all)", colours)

    def _log_lines(self, shown: int) -> tuple[list[str], list[tuple]]:
        """The log's newest lines grouped by turn (worked out again only when the log grows)."""
        s = self.session
        key = (shown, len(s.log), len(s.record))
        if self._log_cache is None or self._log_cache[0] != key:
            lines = grouped_log(s.state, s.log, s.record, upto=shown, start=max(0, shown - LOG_LINES))
            self._log_cache = (key, [x.text for x in lines], [P.LOG_COLOURS.get(x.kind, P.TEXT) for x in lines])
        return self._log_cache[1], self._log_cache[2]

    # -- the tooltip ------------------------------------------------------------------
    def draw_hover(self, surface: pygame.Surface, f: Frame) -> None:
        """Only what hovering shows, over the map drawn last (the hover check)."""
        self.view.draw_spread(surface, f.spread, f.selected, f.picture.marked, f.mouse)
        self.draw_tooltip(surface, f)

    def draw_tooltip(self, surface: pygame.Surface, f: Frame) -> None:
        self.tooltip_rect = None
        area = f.hover
        if area is None or not self.rects["map"].collidepoint(f.mouse):
            return
        if f.in_hand or self.view.spread is not None:
            return  # the dragged stack, or the opened-out room, is what the player looks at
        lines = self._tooltip_lines(area, f)
        areas = self.shown.state.map.areas
        if len(lines) == 1 and area in areas and areas[area].inside_hull and not areas[area].is_passage \
                and area not in self.view.shortened:
            return  # the name is on the map already (in full)
        sc = self.scale
        px = sc.px
        imgs = [render_text(lines[0], sc.text(14), P.TITLE_GREEN, bold=True, condensed=True)]
        imgs += [render_text(x, sc.text(13), P.TEXT, condensed=True) for x in lines[1:]]
        w = max(i.get_width() for i in imgs) + px(16)
        h = sum(i.get_height() for i in imgs) + px(10)
        keep = self.view.keep_clear(area)
        under = self.view.group_at(f.mouse)
        hovered = next((r.inflate(8, 8) for r, members in self.view.piece_rects if members == under), None)
        r = self.tooltip_rect = place_tooltip((w, h), f.mouse, keep, hovered)
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((8, 10, 18, 230))
        surface.blit(shade, r)
        pygame.draw.rect(surface, P.PANEL_EDGE, r, 1, border_radius=px(4))
        yy = r.y + px(5)
        for img, line in zip(imgs, lines):
            blit_text(surface, img, (r.x + px(8), yy), f"tooltip {line[:20]}", r)
            yy += img.get_height()

    def _tooltip_lines(self, area: str, f: Frame) -> list[str]:
        s = self.shown.state
        lines = [area_label(s, area)]
        here = [v for v in map(self.shown.piece, (tok.piece for tok in f.picture.tokens.get(area, ()))) if v]
        crew = [v for v in here if v.stage is None]
        suits = worn_by(s)
        for c in crew[:8]:
            w = f" [{piece_name(s, c.weapon)}]" if c.weapon else ""
            unit = f" in {suits[c.id]}" if c.id in suits else ""
            lines.append(f"{c.name} {c.dice}-{c.con}-{c.move}{w}{unit}" + (" (stunned)" if c.stunned else ""))
        if len(crew) > 8:
            lines.append(f"... and {len(crew) - 8} more crew")
        counts: dict[str, int] = {}
        for m in here:
            if m.stage is not None:
                key = m.stage.name + (" (stunned)" if m.stunned else "")
                counts[key] = counts.get(key, 0) + 1
        lines.extend(f"{n} x {k}" for k, n in counts.items())
        if f.stack_hover:
            verb = "move" if s.phase.endswith("move") else "attack with"
            lines.append(f"Drag the stack (or Shift+click) to {verb} them all")
        ws = f.picture.weapons.get(area, [])
        if ws:
            wc: dict[str, int] = {}
            for w in ws:
                wc[piece_name(s, w)] = wc.get(piece_name(s, w), 0) + 1
            lines.append("Weapons: " + ", ".join(f"{n} {k}" if n > 1 else k for k, n in wc.items()))
        lines.extend(place_marks(s).get(area, ()))      # an expansion's mark on its place
        equipment = equipment_line(s, area)
        if equipment:
            lines.append(equipment)
        if area in f.picture.fences:
            lines.append("Electric Fence ON: monsters and crew stop here; it strikes monsters after they move")
        fight = battle(s)
        if fight is not None and area in fight.zone:  # why the area is tinted red
            lines.extend(BATTLE_TINT)
        return lines
