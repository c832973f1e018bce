"""The program's icon, drawn in code at build time: an Adult green thing (the
game's colours, greenthings/ui/draw/palette.py) grinning out of a dark
starfield tile.

    python build_scripts/icons.py OUT_DIR    # greenthings.png, .ico, .icns

pygame draws the picture large; Pillow (the "build" extra) scales it down and
writes the three formats each system wants: a PNG for Linux's .desktop entry,
an .ico for the Windows executable and an .icns for the macOS app.
"""
from __future__ import annotations

import os
import random
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CANVAS = 1024
PNG_SIZE = 256
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 128, 256)
NAME = "greenthings"


@dataclass(frozen=True)
class Icons:
    png: Path
    ico: Path
    icns: Path


def draw_icon(size: int = CANVAS):
    """The icon as a pygame Surface (``size`` x ``size``, with alpha)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    sys.path.insert(0, str(ROOT))
    from greenthings.ui.draw import palette as P

    k = size / CANVAS
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    tile = pygame.Rect(0, 0, size, size).inflate(-int(48 * k), -int(48 * k))
    pygame.draw.rect(surf, P.SPACE, tile, border_radius=int(190 * k))
    rng = random.Random(7)  # the same stars on every build
    for _ in range(40):
        x, y = rng.uniform(tile.left + 60 * k, tile.right - 60 * k), rng.uniform(tile.top + 60 * k, tile.top + 420 * k)
        pygame.draw.circle(surf, P.STAR, (x, y), rng.choice((3, 4, 6)) * k)
    pygame.draw.rect(surf, P.PANEL_EDGE, tile, max(1, int(14 * k)), border_radius=int(190 * k))

    body = P.ICON_BODY
    edge = P.ICON_EDGE
    outline = 22 * k
    # The body is a lumpy union of discs: every disc in the edge colour, a
    # little larger, then every disc in green, so only the outer rim stays dark.
    lumps = [(512, 600, 300), (330, 700, 170), (694, 700, 170), (512, 420, 200),
             (360, 470, 130), (664, 470, 130)]
    # Stubby legs along the bottom, cut off by the tile's edge.
    lumps += [(250 + i * 131, 868, 72) for i in range(5)]
    for cx, cy, r in lumps:
        pygame.draw.circle(surf, edge, (cx * k, cy * k), r * k + outline)
    for cx, cy, r in lumps:
        pygame.draw.circle(surf, body, (cx * k, cy * k), r * k)
    # Lighter spots on the hide (the baby's green).
    for cx, cy, r in ((300, 620, 34), (735, 640, 28), (600, 330, 24), (420, 800, 26), (650, 810, 22)):
        pygame.draw.circle(surf, P.ICON_SPOTS, (cx * k, cy * k), r * k)

    # Three eyes: two big ones and one on top, each looking down at the player.
    for cx, cy, r in ((405, 470, 96), (619, 470, 96), (512, 300, 70)):
        pygame.draw.circle(surf, edge, (cx * k, cy * k), r * k + outline * 0.8)
        pygame.draw.circle(surf, P.TEXT, (cx * k, cy * k), r * k)
        pygame.draw.circle(surf, P.TEXT_DARK, ((cx + r * 0.18) * k, (cy + r * 0.3) * k), r * 0.5 * k)
        pygame.draw.circle(surf, P.TEXT, ((cx + r * 0.32) * k, (cy + r * 0.12) * k), r * 0.14 * k)

    # A wide grin with a row of teeth.
    mouth = pygame.Rect(0, 0, int(460 * k), int(200 * k))
    mouth.center = (int(512 * k), int(660 * k))
    pygame.draw.ellipse(surf, edge, mouth.inflate(int(outline), int(outline)))
    pygame.draw.ellipse(surf, P.PANEL_DARK, mouth)
    pygame.draw.rect(surf, body, (mouth.left - outline, mouth.top - outline, mouth.width + 2 * outline,
                                  mouth.height * 0.42 + outline))
    pygame.draw.line(surf, edge, (mouth.left, mouth.top + mouth.height * 0.42),
                     (mouth.right, mouth.top + mouth.height * 0.42), max(1, int(outline * 0.8)))
    top = mouth.top + mouth.height * 0.42
    for i in range(6):
        x0 = mouth.left + mouth.width * (0.12 + i * 0.13)
        w = mouth.width * 0.11
        depth = mouth.height * (0.26 - 0.05 * abs(i - 2.5))
        pygame.draw.polygon(surf, P.TEXT, [(x0, top), (x0 + w, top), (x0 + w / 2, top + depth)])
    return surf


def to_pillow(surface):
    import pygame
    from PIL import Image

    w, h = surface.get_size()
    return Image.frombytes("RGBA", (w, h), pygame.image.tobytes(surface, "RGBA"))


def make_icons(out_dir: Path) -> Icons:
    """Write greenthings.png (256 px), .ico (16-256 px) and .icns (16-1024 px)."""
    from PIL import Image

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    big = to_pillow(draw_icon(CANVAS))
    icons = Icons(out_dir / f"{NAME}.png", out_dir / f"{NAME}.ico", out_dir / f"{NAME}.icns")
    big.resize((PNG_SIZE, PNG_SIZE), Image.LANCZOS).save(icons.png, optimize=True)
    big.save(icons.ico, sizes=[(s, s) for s in ICO_SIZES])
    big.save(icons.icns)
    return icons


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for path in vars(make_icons(Path(sys.argv[1]))).values():
        print(path)
