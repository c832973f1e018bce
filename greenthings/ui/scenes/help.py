"""The keyboard shortcuts overlay (F1 or ?), drawn from intents.SHORTCUTS."""
from __future__ import annotations

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font
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
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((4, 6, 12, 205))
        surface.blit(shade, (0, 0))
        box = pygame.Rect(0, 0, min(860, w - 40), min(640, h - 40))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, P.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, P.TITLE_GREEN, box, 2, border_radius=12)
        draw_title(surface, "Keyboard shortcuts", box.centerx, box.y + 14, 26)
        key_font = font(15, bold=True)
        text_font = font(15)
        where_font = font(12, condensed=True)
        y = box.y + 64
        col_key = box.x + 28
        col_text = box.x + 170
        line = max(22, min(28, (box.h - 150) // (len(SHORTCUTS) + len(MOUSE_HELP) + 1)))
        for _, keys, what, where in SHORTCUTS:
            cap = key_font.render(keys, True, P.TEXT_DARK)
            cap_rect = pygame.Rect(col_key, y, cap.get_width() + 12, line - 4)
            pygame.draw.rect(surface, (226, 228, 216), cap_rect, border_radius=5)
            surface.blit(cap, cap.get_rect(center=cap_rect.center))
            surface.blit(text_font.render(what, True, P.TEXT), (col_text, y + 1))
            tag = where_font.render(where, True, P.TEXT_DIM)
            surface.blit(tag, (box.right - 24 - tag.get_width(), y + 3))
            y += line
        y += 6
        for keys, what in MOUSE_HELP:
            surface.blit(key_font.render(keys, True, P.TITLE_GREEN), (col_key, y))
            surface.blit(text_font.render(what, True, P.TEXT), (col_text, y + 1))
            y += line
        foot = font(13).render("Press any key or click to close.", True, P.TEXT_DIM)
        surface.blit(foot, foot.get_rect(midbottom=(box.centerx, box.bottom - 10)))
