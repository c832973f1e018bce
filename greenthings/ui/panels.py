"""Drawing helpers for the board's side panels: the weapons display, the
battle odds, piece details, the dice tray frame.  Plain pygame drawing with
our fonts (the buttons are pygame-gui)."""
from __future__ import annotations

import pygame

from greenthings.engine import WEAPON_BY_ID
from greenthings.engine.tables import CHIT_NAMES, WEAPON_TABLE
from greenthings.ui import palette as P
from greenthings.ui.fonts import font, render_text
from greenthings.ui.shipdraw import wrap_text
from greenthings.ui.weapon_icons import weapon_icon

EFFECT_COLOURS = {"kill": P.GOOD, "stun": (140, 190, 255), "fragments": P.WARN, "grow": P.BAD,
                  "shrink": (200, 170, 255), "none": P.TEXT_DIM}


def effect_colour(chit: str) -> tuple[int, int, int]:
    for key, col in EFFECT_COLOURS.items():
        if chit.startswith(key):
            return col
    return P.TEXT


def panel_box(surface: pygame.Surface, rect: pygame.Rect, title: str | None = None) -> int:
    """A panel frame; returns the y where content starts."""
    pygame.draw.rect(surface, P.PANEL, rect, border_radius=8)
    pygame.draw.rect(surface, P.PANEL_EDGE, rect, 1, border_radius=8)
    if title:
        t = render_text(title, 14, P.TITLE_GREEN, bold=True)
        surface.blit(t, (rect.x + 10, rect.y + 6))
        return rect.y + 8 + t.get_height()
    return rect.y + 6


def draw_weapons_display(surface: pygame.Surface, rect: pygame.Rect, state) -> None:
    """Every weapon with the effect found so far ("untried" until then)."""
    y = panel_box(surface, rect, "Weapons display")
    rows = len(WEAPON_TABLE)
    row_h = max(16, min(24, (rect.bottom - y - 4) // rows))
    known = getattr(state, "known", {}) or {}
    for spec in WEAPON_TABLE:
        icon = weapon_icon(spec.id, row_h - 2)
        surface.blit(icon, (rect.x + 8, y + 1))
        surface.blit(render_text(spec.name, max(11, row_h - 9), P.TEXT, condensed=True), (rect.x + 12 + row_h, y + 2))
        chit = known.get(spec.id)
        low = known.get(f"{spec.id}:low")
        if chit is None and low is None:
            text, col = "untried", P.TEXT_DIM
        else:
            parts = []
            if chit is not None:
                parts.append(CHIT_NAMES.get(chit, chit))
            if low is not None:
                parts.append(f"low: {CHIT_NAMES.get(low, low)}")
            text, col = " / ".join(parts), effect_colour(chit or low)
        t = render_text(text, max(11, row_h - 9), col, bold=True, condensed=True)
        if t.get_width() > rect.w * 0.45:
            t = pygame.transform.smoothscale(t, (int(rect.w * 0.45), t.get_height()))
        surface.blit(t, (rect.right - 8 - t.get_width(), y + 2))
        y += row_h


def draw_lines(surface: pygame.Surface, rect: pygame.Rect, lines: list[tuple[str, tuple]], y: int,
               size: int = 13, bold_first: bool = False) -> int:
    """Wrapped coloured lines inside ``rect`` from ``y``; returns the next y."""
    for i, (text, col) in enumerate(lines):
        f = font(size, bold=bold_first and i == 0, condensed=True)
        for line in wrap_text(text, f, rect.w - 20):
            if y + f.get_linesize() > rect.bottom - 4:
                return y
            surface.blit(render_text(line, size, tuple(col), bold=bold_first and i == 0, condensed=True),
                         (rect.x + 10, y))
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
            bits.append("untried: " + ", ".join(WEAPON_BY_ID[w.rsplit('-', 1)[0]].name for w in row["unknown"]))
        if row.get("other"):
            bits.append(", ".join(CHIT_NAMES.get(c, c) for c in row["other"]))
        p = row.get("p_kill", 0.0)
        col = P.GOOD if p >= 0.66 else P.WARN if p >= 0.33 else P.TEXT
        out.append((f"{who} (needs {row['need']}): " + "; ".join(bits or ["no attack"]), col))
    return out
