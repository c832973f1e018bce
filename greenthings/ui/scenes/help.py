"""The keyboard shortcuts overlay (F1 or ?), drawn from intents.SHORTCUTS."""
from __future__ import annotations

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.intents import SHORTCUTS, Intent, intent_of
from greenthings.ui.scene import Scene
from greenthings.ui.scenes import routes
from greenthings.ui.scenes.widgets import draw_title

MOUSE_HELP = [
    ("Left click", "Select a piece; click a lit area or piece to act with it"),
    ("Drag", "Drag a piece or a stack to a lit area: the whole stack goes"),
    ("Shift+click", "Add pieces to the selection; on a lit area, the whole stack goes"),
    ("Right click", "Cancel the selection"),
    ("Hover", "Show what is in an area (names, numbers, weapons)"),
    ("Select", "A crewman with a ranged weapon shows what he can reach (violet)"),
]


class HelpOverlay(Scene):
    """Lists every shortcut; any key or click closes it."""

    transparent = True
    name = "help"

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            intent = intent_of(event)
            if intent is Intent.FULLSCREEN:
                return False  # let the app toggle full screen
            routes.back(self.context)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            routes.back(self.context)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        sc = self.scale
        px = sc.px
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((4, 6, 12, 205))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, px(880), px(680))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, P.PANEL, box, border_radius=px(12))
        pygame.draw.rect(surface, P.TITLE_GREEN, box, px(2), border_radius=px(12))
        title = draw_title(surface, "Keyboard shortcuts", box.centerx, box.y + px(14), sc.text(26), box=box)
        key_font = font(sc.text(15), bold=True)
        text_font = font(sc.text(15))
        where_font = font(sc.text(12), condensed=True)
        foot = font(sc.text(13)).render("Press any key or click to close.", True, P.TEXT_DIM)
        y = title.bottom + px(12)
        col_key = box.x + px(28)
        col_text = box.x + px(170)
        rows = len(SHORTCUTS) + len(MOUSE_HELP)
        room = box.bottom - px(10) - foot.get_height() - px(8) - y - px(6)
        line = max(key_font.get_linesize() + px(4), min(px(28), room // rows))
        for _, keys, what, where in SHORTCUTS:
            cap = key_font.render(keys, True, P.TEXT_DARK)
            cap_rect = pygame.Rect(col_key, y, cap.get_width() + px(12), line - px(4))
            pygame.draw.rect(surface, (226, 228, 216), cap_rect, border_radius=px(5))
            blit_text(surface, cap, cap.get_rect(center=cap_rect.center), f"key {keys}", box)
            blit_text(surface, text_font.render(what, True, P.TEXT), (col_text, y + px(1)), what[:30], box)
            tag = where_font.render(where, True, P.TEXT_DIM)
            blit_text(surface, tag, (box.right - px(24) - tag.get_width(), y + px(3)), f"where {where}", box)
            y += line
        y += px(6)
        for keys, what in MOUSE_HELP:
            blit_text(surface, key_font.render(keys, True, P.TITLE_GREEN), (col_key, y), f"mouse {keys}", box)
            blit_text(surface, text_font.render(what, True, P.TEXT), (col_text, y + px(1)), what[:30], box)
            y += line
        blit_text(surface, foot, foot.get_rect(midbottom=(box.centerx, box.bottom - px(10))), "close", box)
