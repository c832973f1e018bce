"""The Epilogue's chart, drawn from the engine's own (its steps, names, where
each leads, which steps are house interpretations), with the current boat's
way so far in gold."""
from __future__ import annotations

import math

import pygame

from greenthings.engine import epilogue_chart
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font

# Where each step is drawn: (column, row) on a 4.3 x 3.9 grid.  A step the
# chart gains later is put in the bottom row until it is given a place.
STEP_POS = {
    1: (0.0, 1.5), 3: (1.0, 0.4), 7: (1.0, 2.6), 4: (2.0, 0.0), 5: (3.0, 0.0), 6: (3.0, 1.0),
    12: (4.0, 0.5), 2: (2.0, 1.5), 13: (2.0, 2.6), 14: (1.2, 3.6), 15: (3.0, 2.3), 8: (2.4, 3.6),
    9: (3.4, 3.6), 10: (4.0, 2.8), 11: (4.3, 3.9),
}
GRID = (4.3, 3.9)
NODE = (112, 40)
EDGE, EDGE_HEAD = (60, 70, 92), (92, 104, 132)
NODE_FILL, NODE_PASSED, NODE_HERE = (40, 52, 76), (70, 90, 60), (150, 120, 30)


def _arrowhead(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], colour, at: float = 0.62) -> None:
    """A small arrowhead on the line a -> b, showing which way the step goes."""
    x = a[0] + (b[0] - a[0]) * at
    y = a[1] + (b[1] - a[1]) * at
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    pts = [(x + 9 * math.cos(ang), y + 9 * math.sin(ang)),
           (x + 7 * math.cos(ang + 2.5), y + 7 * math.sin(ang + 2.5)),
           (x + 7 * math.cos(ang - 2.5), y + 7 * math.sin(ang - 2.5))]
    pygame.draw.polygon(surface, colour, pts)


def _house_note(house: list[int]) -> str:
    """"Amber frame: steps 14-15 are a house interpretation (see Rules)."."""
    if house == list(range(house[0], house[-1] + 1)) and len(house) > 1:
        which = f"steps {house[0]}-{house[-1]} are"
    else:
        which = ("steps " + ", ".join(map(str, house)) + " are") if len(house) > 1 else f"step {house[0]} is"
    return f"Amber frame: {which} a house interpretation (see Rules)."


class JourneyChart:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def node_xy(self, step: int) -> tuple[int, int]:
        r = self.rect.inflate(-120, -60)
        cx, cy = STEP_POS.get(step, (0.5 * (step % 9), GRID[1]))
        return (int(r.x + cx / GRID[0] * r.w), int(r.y + cy / GRID[1] * r.h))

    def draw(self, surface: pygame.Surface, path: list[int]) -> None:
        """The chart, ``path`` (the steps the current boat went through) lit."""
        pygame.draw.rect(surface, P.PANEL, self.rect, border_radius=10)
        pygame.draw.rect(surface, P.PANEL_EDGE, self.rect, 1, border_radius=10)
        chart = epilogue_chart()
        for step in chart.values():
            for b in step.next:
                pa, pb = self.node_xy(step.step), self.node_xy(b)
                pygame.draw.line(surface, EDGE, pa, pb, 2)
                _arrowhead(surface, pa, pb, EDGE_HEAD)
        for a, b in zip(path, path[1:]):
            pygame.draw.line(surface, P.SELECT, self.node_xy(a), self.node_xy(b), 4)
            _arrowhead(surface, self.node_xy(a), self.node_xy(b), P.SELECT)
        current = path[-1] if path else None
        f = font(12, bold=True, condensed=True)
        for step, info in chart.items():
            r = pygame.Rect((0, 0), NODE)
            r.center = self.node_xy(step)
            col = NODE_HERE if step == current else NODE_PASSED if step in path else NODE_FILL
            pygame.draw.rect(surface, col, r, border_radius=8)
            pygame.draw.rect(surface, P.WARN if info.house else P.PANEL_EDGE, r, 2, border_radius=8)
            label = f.render(f"{step}. {info.name}", True, P.TEXT)
            if label.get_width() > r.w - 6:
                label = pygame.transform.smoothscale(label, (r.w - 6, label.get_height()))
            surface.blit(label, label.get_rect(center=r.center))
        house = [step for step, info in chart.items() if info.house]
        if house:
            note = font(12).render(_house_note(house), True, P.WARN)
            surface.blit(note, (self.rect.x + 10, self.rect.bottom - 20))
