"""Drawing helpers for the board's side panels: the weapons display, the
battle odds, piece details, the dice tray frame.  Plain pygame drawing with
our fonts (the buttons are pygame-gui); sizes are design pixels turned into
window pixels by the :class:`~greenthings.ui.draw.scale.UIScale` given, and
every text is noted for the layout check."""
from __future__ import annotations

import pygame

from greenthings.engine import CHIT_NAMES, WEAPON_TABLE, learned_effect, weapon_spec
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, render_text, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.draw.weapon_icons import weapon_icon

ONE = UIScale()

EFFECT_COLOURS = {"kill": P.GOOD, "stun": (140, 190, 255), "fragments": P.WARN, "grow": P.BAD,
                  "shrink": (200, 170, 255), "none": P.TEXT_DIM}


def effect_colour(chit: str) -> tuple[int, int, int]:
    for key, col in EFFECT_COLOURS.items():
        if chit.startswith(key):
            return col
    return P.TEXT


def panel_box(surface: pygame.Surface, rect: pygame.Rect, title: str | None = None, scale: UIScale = ONE) -> int:
    """A panel frame; returns the y where content starts."""
    px = scale.px
    pygame.draw.rect(surface, P.PANEL, rect, border_radius=px(8))
    pygame.draw.rect(surface, P.PANEL_EDGE, rect, 1, border_radius=px(8))
    if title:
        t = render_text(title, scale.text(14), P.TITLE_GREEN, bold=True)
        blit_text(surface, t, (rect.x + px(10), rect.y + px(6)), f"panel {title}", rect)
        return rect.y + px(8) + t.get_height()
    return rect.y + px(6)


SHORT_CHITS = {"fragments": "Fragments", "grow": "Grows", "shrink": "Shrinks", "stun5": "Stun 5d",
               "none": "No effect", "kill5": "Kill 5d", "kill4": "Kill 4d", "kill3": "Kill 3d"}
GRID_CELL_MIN = 128  # a column of the two-column display needs this many pixels
WEAPONS_TITLE_H = 26


def weapons_display_height(width: int, scale: UIScale = ONE) -> int:
    """Height the weapons display needs at ``width``: two columns when they fit."""
    rows = len(WEAPON_TABLE)
    px = scale.px
    if (width - px(12)) // 2 >= px(GRID_CELL_MIN):
        return px(WEAPONS_TITLE_H) + (rows + 1) // 2 * px(19) + px(8)
    return px(WEAPONS_TITLE_H) + rows * px(17) + px(8)


def _weapon_status(state, wid: str, short: bool) -> tuple[str, tuple]:
    chit = learned_effect(state, wid)
    low = learned_effect(state, wid, "low")
    if chit is None and low is None:
        return ("?" if short else "untried"), P.TEXT_DIM
    names = SHORT_CHITS if short else CHIT_NAMES
    parts = []
    if chit is not None:
        parts.append(names.get(chit, chit))
    if low is not None:
        parts.append(f"low: {names.get(low, low)}")
    return " / ".join(parts), effect_colour(chit or low)


def draw_weapons_display(surface: pygame.Surface, rect: pygame.Rect, state, scale: UIScale = ONE) -> None:
    """Every weapon with the effect found so far ("untried" / "?" until then):
    two columns with short names when the panel is wide enough, else a list."""
    from greenthings.ui.game.session import SHORT_WEAPONS

    px = scale.px
    y = panel_box(surface, rect, "Weapons display", scale)
    rows = len(WEAPON_TABLE)
    grid = (rect.w - px(12)) // 2 >= px(GRID_CELL_MIN)
    if grid:
        col_w = (rect.w - px(12)) // 2
        row_h = max(px(15), min(px(19), (rect.bottom - y - px(4)) // ((rows + 1) // 2)))
        size = scale.text(12)
        for i, spec in enumerate(WEAPON_TABLE):
            col, row = divmod(i, (rows + 1) // 2)
            x, yy = rect.x + px(6) + col * col_w, y + row * row_h
            surface.blit(weapon_icon(spec.id, row_h - px(3)), (x + px(2), yy + px(1)))
            name = SHORT_WEAPONS.get(spec.name, spec.name).replace("Communications ", "Comm ")
            status, col_ = _weapon_status(state, spec.id, short=True)
            st = render_text(status, size, col_, bold=True, condensed=True)
            if st.get_width() > col_w * 0.5:
                st = pygame.transform.smoothscale(st, (int(col_w * 0.5), st.get_height()))
            nm = render_text(name, size, P.TEXT, condensed=True)
            room = col_w - row_h - px(10) - st.get_width()
            if nm.get_width() > room:
                nm = pygame.transform.smoothscale(nm, (max(px(10), room), nm.get_height()))
            blit_text(surface, nm, (x + row_h + px(2), yy + px(1)), f"weapon {name}", rect)
            blit_text(surface, st, (x + col_w - px(6) - st.get_width(), yy + px(1)), f"{name}: {status}", rect)
        return
    row_h = max(px(14), min(px(24), (rect.bottom - y - px(4)) // rows))
    fsize = max(scale.text(11), min(scale.text(13), row_h - px(5)))
    for spec in WEAPON_TABLE:
        icon = weapon_icon(spec.id, row_h - px(2))
        surface.blit(icon, (rect.x + px(8), y + px(1)))
        name = spec.name if rect.w >= px(300) else SHORT_WEAPONS.get(spec.name, spec.name)
        text, col = _weapon_status(state, spec.id, short=False)
        t = render_text(text, fsize, col, bold=True, condensed=True)
        if t.get_width() > rect.w * 0.45:
            text, col = _weapon_status(state, spec.id, short=True)
            t = render_text(text, fsize, col, bold=True, condensed=True)
        if t.get_width() > rect.w * 0.45:
            t = pygame.transform.smoothscale(t, (int(rect.w * 0.45), t.get_height()))
        nm = render_text(name, fsize, P.TEXT, condensed=True)
        room = rect.right - px(14) - t.get_width() - (rect.x + px(12) + row_h)
        if nm.get_width() > room:
            nm = pygame.transform.smoothscale(nm, (max(px(10), room), nm.get_height()))
        blit_text(surface, nm, (rect.x + px(12) + row_h, y + px(1)), f"weapon {name}", rect)
        blit_text(surface, t, (rect.right - px(8) - t.get_width(), y + px(1)), f"{name}: {text}", rect)
        y += row_h


def draw_lines(surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, tuple]], y: int,
               size: int = 13, bold_first: bool = False, scale: UIScale = ONE) -> int:
    """Wrapped coloured lines inside ``rect`` from ``y`` (``size`` in design
    pixels); returns the next y."""
    px = scale.px
    size = scale.text(size)
    for i, (text, col) in enumerate(lines):
        f = font(size, bold=bold_first and i == 0, condensed=True)
        for line in wrap_text(text, f, rect.w - px(20)):
            if y + f.get_linesize() > rect.bottom - px(4):
                return y
            blit_text(surface, render_text(line, size, tuple(col), bold=bold_first and i == 0, condensed=True),
                      (rect.x + px(10), y), line[:30], rect)
            y += f.get_linesize()
    return y


def battle_lines(state, preview: list[dict], names) -> list[tuple[str, tuple]]:
    """The open battle's targets with combined dice and exact chances."""
    out: list[tuple[str, tuple]] = []
    for row in preview:
        who = names(row["target"])
        bits = []
        def dice(n):
            return f"{n} {'die' if n == 1 else 'dice'}"

        if row.get("kill_dice"):
            bits.append(f"{dice(row['kill_dice'])} to kill: {row['p_kill'] * 100:.0f}%")
        if row.get("stun_dice"):
            bits.append(f"{dice(row['stun_dice'])} to stun: {row['p_stun'] * 100:.0f}%")
        if row.get("unknown"):
            bits.append("untried: " + ", ".join(weapon_spec(w).name for w in row["unknown"]))
        if row.get("other"):
            bits.append(", ".join(CHIT_NAMES.get(c, c) for c in row["other"]))
        p = row.get("p_kill", 0.0)
        col = P.GOOD if p >= 0.66 else P.WARN if p >= 0.33 else P.TEXT
        out.append((f"{who} (needs {row['need']}): " + "; ".join(bits or ["no attack"]), col))
    return out


class LogView:
    """The game log drawn with our fonts: wrapped, newest at the bottom, the
    mouse wheel scrolls back.  Far cheaper than a pygame-gui text box (which
    parses and lays out all its HTML whenever a line is added)."""

    SIZE = 13  # design pixels

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.scale = ONE
        self.size = self.SIZE
        self.scroll = 0  # wrapped lines scrolled back from the newest
        self._wrapped: dict[tuple[str, int], list[str]] = {}
        self._count = 0

    def set_rect(self, rect: pygame.Rect, scale: UIScale = ONE) -> None:
        if rect.w != self.rect.w or scale != self.scale:
            self._wrapped.clear()
        self.rect = pygame.Rect(rect)
        self.scale = scale
        self.size = scale.text(self.SIZE)

    def wheel(self, dy: int) -> None:
        self.scroll = max(0, self.scroll + 3 * dy)

    def _wrap(self, line: str, width: int) -> list[str]:
        key = (line, width)
        hit = self._wrapped.get(key)
        if hit is None:
            hit = wrap_text(line, font(self.size, condensed=True), width) or [""]
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
            self._wrapped[key] = hit
        return hit

    @staticmethod
    def colour(line: str) -> tuple:
        if line.startswith("Round ") or line.startswith("New game"):
            return P.TITLE_GREEN
        if line.startswith("("):
            return P.TEXT_DIM
        return P.TEXT

    def draw(self, surface: pygame.Surface, lines: list[str], title: str = "Log",
             colours: list[tuple] | None = None) -> None:
        """``colours``: one per line (else each line's colour comes from its words)."""
        r = self.rect
        px = self.scale.px
        pygame.draw.rect(surface, (18, 24, 38), r, border_radius=px(6))
        pygame.draw.rect(surface, P.PANEL_EDGE, r, 1, border_radius=px(6))
        if len(lines) != self._count:  # a new line: back to the newest
            self._count = len(lines)
            self.scroll = 0
        step = font(self.size, condensed=True).get_linesize()
        head = render_text(title, self.scale.text(12), P.TEXT_DIM, condensed=True)
        blit_text(surface, head, (r.right - head.get_width() - px(8), r.y + px(3)), f"log {title}", r)
        top = r.y + px(4) + head.get_height()
        rows = max(1, (r.bottom - px(4) - top) // step)
        width = r.w - px(16)
        # Walk back from the newest line until the window (plus the scroll) is full.
        out: list[tuple[str, tuple]] = []
        need = rows + self.scroll
        for i in range(len(lines) - 1, -1, -1):
            line = lines[i]
            col = colours[i] if colours is not None else self.colour(line)
            for w in reversed(self._wrap(line, width)):
                out.append((w, col))
            if len(out) >= need:
                break
        self.scroll = min(self.scroll, max(0, len(out) - rows))
        shown = out[self.scroll:self.scroll + rows]
        y = top + (rows - len(shown)) * step if len(out) < rows else top
        for text, col in reversed(shown):
            blit_text(surface, render_text(text, self.size, col, condensed=True), (r.x + px(8), y), text[:30], r)
            y += step
        if self.scroll:  # over the last line, on purpose: not noted
            more = render_text(f"\u25bc {self.scroll} newer", self.scale.text(11), P.WARN, condensed=True)
            surface.blit(more, (r.right - more.get_width() - px(8), r.bottom - more.get_height() - px(2)))
