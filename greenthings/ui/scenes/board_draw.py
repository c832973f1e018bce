"""Painting the board scene: the ship, the overlays (arrows, flashes,
banners), the phase bar, the side panels, the dice tray, the log and the
hover tooltip.  A mixin of :class:`~greenthings.ui.scenes.board.BoardScene`;
nothing here changes the game."""
from __future__ import annotations

import math

import pygame

from greenthings.engine import (
    PieceView, battle, locations, piece as piece_view, self_destruct_round, species_of,
)
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text
from greenthings.ui.draw.panels import draw_lines, draw_weapons_display, panel_box
from greenthings.ui.game.prompts import phase_title, prompt
from greenthings.ui.game.session import area_label, piece_name
from greenthings.ui.draw.shipdraw import wrap_text
from greenthings.ui.draw.tokens import Token, render_token

LOG_LINES = 200  # the log panel scrolls back this far (L shows the whole log)
FLIGHT_END = 0.25  # a moving token flies while its arrow has more than this left (of 0.6)


def token_for(view: PieceView) -> Token:
    """The token that shows a piece (its letter from its species)."""
    return Token.from_info({"id": view.id, "side": view.side, "name": view.name, "letter": view.letter,
                            "stage": view.stage.id if view.stage else None, "dice": view.dice, "con": view.con,
                            "move": view.move, "stunned": view.stunned, "weapon": view.weapon})


class BoardDrawing:
    """The drawing half of the board scene."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(P.PANEL_DARK)
        pieces = self.pieces
        flying = {a[3] for a in self.arrows if a[2] > FLIGHT_END and a[3]}
        press = self._press
        if press is not None and press["drag"] and self.selected:
            flying.add(self.selected)  # it is in the player's hand
        if flying:  # a moving piece is drawn in flight, not yet at its destination
            pieces = {area: [t for t in toks if t.piece not in flying] for area, toks in pieces.items()}
        self.view.draw(surface, pieces=pieces, weapons=self.weapons, hover=self.hover_area,
                       highlights=self.highlights, selected=self.selected, marked=self.marked,
                       names_on_top=self.context.settings.names_on_top, spread=self.spread_area)
        self._draw_map_overlays(surface)
        if press is not None and press["drag"] and self.selected:
            self._draw_dragged(surface)
        self._draw_bar(surface)
        self._draw_side(surface)
        self._draw_bottom(surface)
        self._draw_log(surface)
        self.ui.draw_ui(surface)
        self._draw_tooltip(surface)

    def _draw_fences(self, surface: pygame.Surface) -> None:
        """An Electric Fence switched on: its area's outline crackles (a moving
        zigzag) and a small "FENCE" tag says so."""
        from greenthings.ui.scenes.board import FENCE_COLOUR

        v = self.view
        for area in self.fence_areas:
            poly = v.polygon(area)
            n = len(poly)
            phase = int(self.clock * 12)
            for i in range(n):
                a, b = poly[i], poly[(i + 1) % n]
                length = math.hypot(b[0] - a[0], b[1] - a[1])
                steps = max(2, int(length / 7))
                pts = []
                for k in range(steps + 1):
                    t = k / steps
                    x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
                    nx, ny = -(b[1] - a[1]) / (length or 1), (b[0] - a[0]) / (length or 1)
                    off = 3 if (k + phase) % 2 else -3
                    pts.append((x + nx * off, y + ny * off))
                pygame.draw.lines(surface, FENCE_COLOUR, False, pts, 2)
            c = v.center(area)
            tag = render_text("\u26a1 FENCE", 11, (10, 20, 30), bold=True, condensed=True)
            box = tag.get_rect(midbottom=(c[0], max(v.rect.y + tag.get_height(), min(p[1] for p in poly) + 14)))
            pygame.draw.rect(surface, FENCE_COLOUR, box.inflate(6, 2), border_radius=4)
            surface.blit(tag, box)

    def _draw_map_overlays(self, surface: pygame.Surface) -> None:
        v = self.view
        if self.fence_areas:
            self._draw_fences(surface)
        for frm, to, left, piece, *rest in self.arrows:
            a, b = v.center(frm), v.center(to)
            k = rest[0] if rest else 0  # pieces flying together fan out
            if k:
                off = v.token_diameter * 0.55 * ((k + 1) // 2) * (1 if k % 2 else -1)
                a, b = (a[0] + off, a[1]), (b[0] + off, b[1])
            t = min(1.0, (0.6 - left) / (0.6 - FLIGHT_END))
            end = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            pygame.draw.line(surface, P.SELECT, a, end, 3)
            ang = math.atan2(end[1] - a[1], end[0] - a[0])
            for d in (2.6, -2.6):
                pygame.draw.line(surface, P.SELECT, end, (end[0] + 12 * math.cos(ang + d), end[1] + 12 * math.sin(ang + d)), 3)
            if piece and left > FLIGHT_END and piece in locations(self.session.state):
                lift = math.sin(t * math.pi) * 10  # a little hop
                tok = token_for(piece_view(self.session.state, piece))
                img = render_token(tok, v.token_diameter)
                surface.blit(img, img.get_rect(center=(round(end[0]), round(end[1] - lift))))
        for area, col, left in self.flashes:
            if int(left * 10) % 2 == 0:
                pygame.draw.polygon(surface, col, v.polygon(area), 5)
        if self.banner is not None:
            text, sub, left = self.banner
            r = self.rects["map"]
            fnt = font(26, bold=True)
            lines = wrap_text(text, fnt, r.w - 60)
            if len(lines) > 2:
                fnt = font(20, bold=True)
                lines = wrap_text(text, fnt, r.w - 60)[:3]
            imgs = [fnt.render(line, True, P.TEXT) for line in lines]
            img = pygame.Surface((max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs)),
                                 pygame.SRCALPHA)
            yy = 0
            for i in imgs:
                img.blit(i, i.get_rect(midtop=(img.get_width() // 2, yy)))
                yy += i.get_height()
            box = img.get_rect(midtop=(r.centerx, r.y + 60 - imgs[0].get_height() // 2)).inflate(30, 34)
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            shade.fill((10, 14, 24, 220))
            surface.blit(shade, box)
            pygame.draw.rect(surface, P.TITLE_GREEN, box, 2, border_radius=8)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 8)))
            if sub and sub != text:
                si = font(13).render(sub[:110], True, P.TEXT_DIM)
                surface.blit(si, si.get_rect(midbottom=(box.centerx, box.bottom - 3)))

    def _draw_dragged(self, surface: pygame.Surface) -> None:
        """The stack in the player's hand follows the mouse, with how many go."""
        s = self.session.state
        if self.selected not in locations(s):
            return
        n = 1 + len(self.group) + len([m for m in self.stack_mates(self.selected) if m not in self.group])
        tok = token_for(piece_view(s, self.selected))
        if n > 1:
            tok = Token(tok.piece, tok.side, tok.label, stage=tok.stage, numbers=tok.numbers,
                        stunned=tok.stunned, weapon=tok.weapon, count=n)
        d = int(self.view.token_diameter * 1.15)
        img = render_token(tok, d).copy()
        img.set_alpha(215)
        x, y = self.mouse
        pygame.draw.circle(surface, P.SELECT, (x, y - 6), d // 2 + 4, 3)
        surface.blit(img, img.get_rect(center=(x, y - 6)))

    def _draw_bar(self, surface: pygame.Surface) -> None:
        r = self.rects["bar"]
        pygame.draw.rect(surface, P.PANEL, r)
        pygame.draw.line(surface, P.PANEL_EDGE, r.bottomleft, r.bottomright, 2)
        s = self.session.state
        side = self.session.to_play
        if side is not None:
            if side == "crew":
                tok = Token("captain", "crew", "CREW")
            else:  # the species' biggest stage stands for its side
                species = species_of(s)
                stage = species.by_role("adult") or species.stages[0]
                tok = Token(f"{stage.id}-0", "monsters", "M", stage=stage.id)
            surface.blit(render_token(tok, 44), (8, (r.h - 44) // 2))
        if self.session.over:
            who = "Game over"
        elif self.session.hotseat:
            who = f"{'Crew' if side == 'crew' else 'Monster'} player's turn"
        elif self.session.human_turn():
            who = "Your turn"
        else:
            dots = "." * (1 + int(self.thinking * 3) % 3)
            who = f"Computer thinking{dots}" if self.computer is not None and self.computer.busy else "Computer's turn"
        side_name = {"crew": "CREW", "monsters": "MONSTERS"}.get(side or "", "")
        surface.blit(render_text(f"{side_name}  {who}", 18,
                                 P.TITLE_GREEN if side == "monsters" else (140, 180, 255), bold=True), (62, 5))
        round_text = f"Round {s.round}  -  {phase_title(s.phase)}" if s.round else phase_title(s.phase)
        round_img = render_text(round_text, 15, P.TEXT, bold=True)
        surface.blit(round_img, (62, 30))
        types = {a.type for a in self.legal}
        if self.session.over:
            text = prompt("over", types)
        elif self.session.human_turn():
            text = prompt(s.phase, types, battle(s) is not None)
        else:
            text = "Watch the computer's moves (Space skips them, + speeds them up)."
        prompt_x = 420
        boom_round = self_destruct_round(s)
        if boom_round is not None:  # beside the round, never at the cost of the prompt
            boom = render_text(f"SELF-DESTRUCT at the end of round {boom_round}!", 14, P.WARN,
                               bold=True, condensed=True)
            surface.blit(boom, (62 + round_img.get_width() + 14, 31))
            prompt_x = max(prompt_x, 62 + round_img.get_width() + 14 + boom.get_width() + 14)
        if self.prompt_in_panel:
            return
        max_w = self.menu_button.relative_rect.x - prompt_x - 20
        f = font(14, condensed=True)
        lines = wrap_text(text, f, max(160, max_w))
        if len(lines) > 2:  # squeeze rather than cut the sentence
            f = font(13, condensed=True)
            lines = wrap_text(text, f, max(160, max_w))[:2]
            size = 13
        else:
            size = 14
        for i, line in enumerate(lines):
            surface.blit(render_text(line, size, P.TEXT_DIM, condensed=True), (prompt_x, 8 + i * 20))

    def _draw_side(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, P.PANEL_DARK, self.rects["side"])
        draw_weapons_display(surface, self.rects["weapons"], self.session.state)
        r = self.rects["info"]
        y = panel_box(surface, r, "Actions" if self.session.human_turn() else "Information")
        draw_lines(surface, r, self._info_lines(), y)

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        r = self.rects["dice"]
        y = panel_box(surface, r, "Dice" if r.h >= 130 else None)
        if self.dice is not None:
            n = len(self.dice.values)
            room = r.bottom - y - 4 - 18  # the label goes under the dice
            size = 34 if n <= 8 else 26
            if n * (size + 7) > r.w - 12 - 90:  # two rows
                size = min(size, room // 2 - 7)
            size = max(16, min(size, room - 8))
            self.dice.draw(surface, pygame.Rect(r.x + 6, y, r.w - 12, r.bottom - y - 4), die_size=size)
        else:
            t = render_text("Every roll tumbles here.", 13, P.TEXT_DIM)
            surface.blit(t, (r.x + 10, y + 6))

    def _draw_log(self, surface: pygame.Surface) -> None:
        log = self.session.log
        shown = len(log) - self.hidden_log
        self.log_view.draw(surface, log[max(0, shown - LOG_LINES):shown], "Log (L: all)")

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        area = self.hover_area
        if area is None or not self.rects["map"].collidepoint(self.mouse):
            return
        if self._press is not None and self._press["drag"]:
            return  # the dragged stack is what the player looks at
        if self.view.spread is not None:
            return  # the opened-out room shows its pieces big enough
        s = self.session.state
        lines = [area_label(s, area)]
        here = [piece_view(s, tok.piece) for tok in self.pieces.get(area, ())]
        crew = [v for v in here if v.stage is None]
        mons = [v for v in here if v.stage is not None]
        for c in crew[:8]:
            w = f" [{piece_name(s, c.weapon)}]" if c.weapon else ""
            lines.append(f"{c.name} {c.dice}-{c.con}-{c.move}{w}" + (" (stunned)" if c.stunned else ""))
        if len(crew) > 8:
            lines.append(f"... and {len(crew) - 8} more crew")
        counts: dict[str, int] = {}
        for m in mons:
            key = m.stage.name + (" (stunned)" if m.stunned else "")
            counts[key] = counts.get(key, 0) + 1
        for k, n in counts.items():
            lines.append(f"{n} x {k}")
        if self.session.human_turn() and not self.busy:
            movers = [m.id for m in mons if m.id in self.group_actors]
            if movers and len(self.stack_mates(movers[0])) >= 1:
                verb = "move" if s.phase.endswith("move") else "attack with"
                lines.append(f"Drag the stack (or Shift+click) to {verb} them all")
        ws = self.weapons.get(area, [])
        if ws:
            wc: dict[str, int] = {}
            for w in ws:
                wc[piece_name(s, w)] = wc.get(piece_name(s, w), 0) + 1
            lines.append("Weapons: " + ", ".join(f"{n} {k}" if n > 1 else k for k, n in wc.items()))
        if area in self.fence_areas:
            lines.append("Electric Fence ON: monsters and crew stop here; it strikes monsters after they move")
        if len(lines) == 1 and area in s.map.areas and not s.map.areas[area].is_passage:
            return  # the name is on the map already
        imgs = [render_text(lines[0], 14, P.TITLE_GREEN, bold=True, condensed=True)]
        imgs += [render_text(x, 13, P.TEXT, condensed=True) for x in lines[1:]]
        w = max(i.get_width() for i in imgs) + 16
        h = sum(i.get_height() for i in imgs) + 10
        x, y = self.mouse[0] + 18, self.mouse[1] + 18
        r = pygame.Rect(x, y, w, h)
        r.clamp_ip(self.rects["map"])
        if r.collidepoint(self.mouse):
            r.bottomright = (self.mouse[0] - 12, self.mouse[1] - 12)
            r.clamp_ip(self.rects["map"])
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((8, 10, 18, 230))
        surface.blit(shade, r)
        pygame.draw.rect(surface, P.PANEL_EDGE, r, 1, border_radius=4)
        yy = r.y + 5
        for img in imgs:
            surface.blit(img, (r.x + 8, yy))
            yy += img.get_height()
