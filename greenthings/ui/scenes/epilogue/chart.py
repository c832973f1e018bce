"""The Epilogue's chart, drawn from the engine's own (its steps, names, where
each leads, which steps are house interpretations), with the current boat's
way so far in gold.

The steps sit on a grid chosen so that no line runs through a box (checked by
tests/ui/test_epilogue_chart.py at every window size); a line ends at the edge
of the box it leads to, with its arrowhead there, and a step pair that leads
both ways is one line with a head at each end."""
from __future__ import annotations

import math
from typing import NamedTuple

import pygame

from greenthings.engine import epilogue_chart
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text

# Where each step sits: (column, row) on a COLS x ROWS grid.  A step the
# chart gains later goes to the first free cell of the bottom row.
STEP_POS = {
    1: (0, 1.5), 7: (2, 0), 15: (4, 0), 14: (2, 1), 13: (3, 1), 12: (5, 1), 3: (2, 2), 6: (4, 2),
    2: (0, 3), 4: (3, 3), 5: (4, 3), 9: (1, 4), 8: (3, 4), 10: (5, 4), 11: (0, 4),
}
COLS, ROWS = 6, 5
BOX = (0.8, 0.42)          # a box's share of its grid cell (width, height)
PAD = 12                   # inside the chart's frame, around the grid
NOTE_H = 22                # the house-rule note under the grid (at 1280x800)
EDGE, EDGE_HEAD = (78, 90, 116), (120, 134, 166)
NODE_FILL, NODE_PASSED, NODE_HERE = (40, 52, 76), (70, 90, 60), (150, 120, 30)


class Edge(NamedTuple):
    a: int                 # from step
    b: int                 # to step
    both_ways: bool        # b also leads back to a: one line, two heads


def chart_edges() -> list[Edge]:
    """Every line on the chart once; a pair of steps leading to each other is one line."""
    chart = epilogue_chart()
    pairs = {(s.step, b) for s in chart.values() for b in s.next}
    out = []
    for a, b in sorted(pairs):
        if (b, a) in pairs and b < a:
            continue
        out.append(Edge(a, b, (b, a) in pairs))
    return out


def clip_to_box(inside: tuple[float, float], outside: tuple[float, float], box: pygame.Rect) -> tuple[float, float]:
    """Where the line from the centre ``inside`` towards ``outside`` leaves ``box``."""
    dx, dy = outside[0] - inside[0], outside[1] - inside[1]
    ts = []
    if dx:
        ts.append((box.w / 2) / abs(dx))
    if dy:
        ts.append((box.h / 2) / abs(dy))
    t = min(ts) if ts else 0.0
    return inside[0] + dx * t, inside[1] + dy * t


def segment_hits_rect(p: tuple[float, float], q: tuple[float, float], r: pygame.Rect) -> bool:
    """Whether the segment p-q touches the rectangle ``r`` (Liang-Barsky clipping)."""
    x0, y0 = p
    dx, dy = q[0] - x0, q[1] - y0
    t0, t1 = 0.0, 1.0
    for pp, qq in ((-dx, x0 - r.left), (dx, r.right - x0), (-dy, y0 - r.top), (dy, r.bottom - y0)):
        if pp == 0:
            if qq < 0:
                return False
            continue
        t = qq / pp
        if pp < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


def _arrowhead(surface: pygame.Surface, tip: tuple[float, float], tail: tuple[float, float], colour,
               size: float) -> None:
    """A filled arrowhead with its point at ``tip``, pointing away from ``tail``."""
    ang = math.atan2(tip[1] - tail[1], tip[0] - tail[0])
    back = (tip[0] - size * math.cos(ang), tip[1] - size * math.sin(ang))
    side = size * 0.55
    pts = [tip, (back[0] + side * math.sin(ang), back[1] - side * math.cos(ang)),
           (back[0] - side * math.sin(ang), back[1] + side * math.cos(ang))]
    pygame.draw.polygon(surface, colour, pts)


def _house_note(house: list[int]) -> str:
    """"Amber frame: steps 14-15 are a house interpretation (see Rules)."."""
    if house == list(range(house[0], house[-1] + 1)) and len(house) > 1:
        which = f"steps {house[0]}-{house[-1]} are"
    else:
        which = ("steps " + ", ".join(map(str, house)) + " are") if len(house) > 1 else f"step {house[0]} is"
    return f"Amber frame: {which} a house interpretation (see Rules)."


def _grid_pos(step: int) -> tuple[float, float]:
    if step in STEP_POS:
        return STEP_POS[step]
    taken = set(STEP_POS.values())
    spare = [(c, ROWS - 1) for c in range(COLS) if (c, ROWS - 1) not in taken]
    return spare[step % len(spare)] if spare else (0, ROWS - 1)


class JourneyChart:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0   # the window's type scale (1 at 1280x800)

    def place(self, rect: pygame.Rect, scale: float = 1.0) -> None:
        self.rect, self.scale = rect, scale

    @property
    def note_h(self) -> int:
        return round(NOTE_H * self.scale)

    @property
    def grid(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + PAD, self.rect.y + PAD, self.rect.w - 2 * PAD,
                           self.rect.h - 2 * PAD - self.note_h)

    def node_xy(self, step: int) -> tuple[int, int]:
        g = self.grid
        cx, cy = _grid_pos(step)
        return (round(g.x + (cx + 0.5) * g.w / COLS), round(g.y + (cy + 0.5) * g.h / ROWS))

    def node_rect(self, step: int) -> pygame.Rect:
        g = self.grid
        r = pygame.Rect(0, 0, int(g.w / COLS * BOX[0]), int(g.h / ROWS * BOX[1]))
        r.center = self.node_xy(step)
        return r

    def node_rects(self) -> dict[int, pygame.Rect]:
        return {step: self.node_rect(step) for step in epilogue_chart()}

    def edge_segment(self, edge: Edge) -> tuple[tuple[float, float], tuple[float, float]]:
        """The drawn line of ``edge``: from the border of one box to the other's."""
        pa, pb = self.node_xy(edge.a), self.node_xy(edge.b)
        return clip_to_box(pa, pb, self.node_rect(edge.a)), clip_to_box(pb, pa, self.node_rect(edge.b))

    def arrow_size(self) -> int:
        """An arrowhead's length: 14 px at 1280x800, growing with the window, at most a quarter of a box's height."""
        return max(10, min(self.node_rect(1).h // 4, round(14 * self.scale)))

    def label_font_size(self) -> int:
        """The biggest type (at most 18 px at 1280x800) at which every step's label fits its box in two lines."""
        box = self.node_rect(1)
        size = max(9, min(round(18 * self.scale), box.h * 2 // 5))
        while size > 9:
            f = font(size, bold=True, condensed=True)
            if all(self._fits(f, info.step, info.name, box) for info in epilogue_chart().values()):
                break
            size -= 1
        return size

    @staticmethod
    def _fits(f: pygame.font.Font, step: int, name: str, box: pygame.Rect) -> bool:
        lines = wrap_text(f"{step}. {name}", f, box.w - 8)
        return len(lines) <= 2 and all(f.size(t)[0] <= box.w - 8 for t in lines) \
            and len(lines) * f.get_linesize() <= box.h - 2

    def draw(self, surface: pygame.Surface, path: list[int]) -> None:
        """The chart, ``path`` (the steps the current boat went through) lit."""
        pygame.draw.rect(surface, P.PANEL, self.rect, border_radius=10)
        pygame.draw.rect(surface, P.PANEL_EDGE, self.rect, 1, border_radius=10)
        chart = epilogue_chart()
        head = self.arrow_size()
        walked = set(zip(path, path[1:]))
        for edge in chart_edges():
            lit = (edge.a, edge.b) in walked or (edge.b, edge.a) in walked
            p, q = self.edge_segment(edge)
            colour, tip_colour = (P.SELECT, P.SELECT) if lit else (EDGE, EDGE_HEAD)
            width = max(2, round(2 * self.scale))
            pygame.draw.line(surface, colour, p, q, 2 * width if lit else width)
            _arrowhead(surface, q, p, tip_colour, head)
            if edge.both_ways:
                _arrowhead(surface, p, q, tip_colour, head)
        current = path[-1] if path else None
        f = font(self.label_font_size(), bold=True, condensed=True)
        for step, info in chart.items():
            r = self.node_rect(step)
            col = NODE_HERE if step == current else NODE_PASSED if step in path else NODE_FILL
            pygame.draw.rect(surface, col, r, border_radius=8)
            pygame.draw.rect(surface, P.WARN if info.house else P.PANEL_EDGE, r, max(2, round(2 * self.scale)),
                             border_radius=8)
            lines = wrap_text(f"{step}. {info.name}", f, r.w - 8)[:2]
            y = r.centery - len(lines) * f.get_linesize() / 2
            for text in lines:
                img = f.render(text, True, P.TEXT)
                surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
                y += f.get_linesize()
        house = [step for step, info in chart.items() if info.house]
        if house:
            note = font(round(12 * self.scale)).render(_house_note(house), True, P.WARN)
            surface.blit(note, (self.rect.x + 10, self.rect.bottom - self.note_h + 2))
