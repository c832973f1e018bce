"""A room's name, fitted whole inside its room.

The name is tried large to small (down to the smallest readable type), on
the fewest lines its room's width allows, upright and then along the walls
of a room drawn askew, then in a shorter wording ("Officers' Qtrs",
"Atmos. Probe Control", "Ward- room"); each picture goes where the
board usually puts it, else at the nearest place where every letter lies
inside the room's walls (a mask of the letters against a mask of the room:
exact to the pixel).  A shortened name is named in full on hover.
"""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text

Pt = tuple[float, float]

#: Shorter words, tried only when the whole name fits nowhere in its room.
SHORTER = {"Quarters": "Qtrs", "Atmosphere": "Atmos.", "Control": "Ctrl", "Computer": "Comp.",
           "Support": "Supp.", "Center": "Ctr", "Machine": "Mach.", "Hospital": "Hosp.", "Science": "Sci.",
           "Officers'": "Off.", "Damage": "Dmg.", "Captain's": "Capt.", "Engine": "Eng.",
           "(dorsal)": "(dors.)", "(ventral)": "(vent.)"}
MIN_SIZE = 9  # pixels: smaller type is not readable
HYPHEN = "- "  # a word broken over two lines (joined again if both halves share a line)
VOWELS = set("aeiouy")


def wordings(name: str) -> list[str]:
    """The name, then shorter: each long word shortened in turn, then all;
    last, the shortest with its long words broken over two lines."""
    out = [name]
    words = name.split()
    for i, w in enumerate(words):
        if w in SHORTER:
            out.append(" ".join(words[:i] + [SHORTER[w]] + words[i + 1:]))
    every = " ".join(SHORTER.get(w, w) for w in words)
    if every not in out:
        out.append(every)
    broken = " ".join(hyphenated(w) for w in every.split())
    if broken != every:
        out.append(broken)
    return out


def hyphenated(word: str) -> str:
    """A word of seven letters or more split near its middle, before a
    consonant that a vowel follows ("Ward- room", "Com- puter"); shorter
    words as they are."""
    if len(word) < 7 or not word.isalpha():
        return word
    low = word.lower()
    spots = [i for i in range(3, len(word) - 2) if low[i] not in VOWELS and low[i + 1] in VOWELS]
    if not spots:
        return word
    i = min(spots, key=lambda k: (abs(k - len(word) / 2), k))
    return word[:i] + HYPHEN + word[i:]


def _joined(lines: list[str]) -> list[str]:
    """Halves of a broken word that share a line are one word again."""
    return [line.replace(HYPHEN, "") for line in lines]


def name_picture(lines: Sequence[str], size: int) -> pygame.Surface:
    """The name's lines centred one under the other, in white with a dark outline."""
    fnt = font(size, bold=True, condensed=True)
    imgs = [_shadowed(fnt.render(line, True, P.ROOM_TEXT)) for line in lines]
    w = max(i.get_width() for i in imgs)
    h = sum(i.get_height() - 2 for i in imgs) + 2
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    y = 0
    for img in imgs:
        out.blit(img, img.get_rect(midtop=(w / 2, y)))
        y += img.get_height() - 2
    return out


def letters(img: pygame.Surface) -> pygame.mask.Mask:
    """The letters of a name's picture (its dark outline may touch a wall)."""
    bright = pygame.mask.from_threshold(img, (*P.ROOM_TEXT, 255), (90, 90, 90, 255))
    return bright.overlap_mask(pygame.mask.from_surface(img, 127), (0, 0))


def _shadowed(text: pygame.Surface) -> pygame.Surface:
    """``text`` with a 1-pixel dark outline so it reads on any fill."""
    w, h = text.get_size()
    out = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    dark = text.copy()
    dark.fill((*P.ROOM_TEXT_SHADOW, 255), special_flags=pygame.BLEND_RGBA_MIN)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (2, 2)):
        out.blit(dark, (dx, dy))
    out.blit(text, (1, 1))
    return out


class Room:
    """A room's inside as a mask (its walls' line and ``margin`` pixels in
    from it count as outside), for fitting pictures into it."""

    def __init__(self, poly: Sequence[Pt], margin: int = 1) -> None:
        xs, ys = [p[0] for p in poly], [p[1] for p in poly]
        self.box = pygame.Rect(math.floor(min(xs)), math.floor(min(ys)), 1, 1)
        self.box.size = (math.ceil(max(xs)) - self.box.x + 1, math.ceil(max(ys)) - self.box.y + 1)
        sheet = pygame.Surface(self.box.size)
        sheet.fill((255, 255, 255))
        local = [(x - self.box.x, y - self.box.y) for x, y in poly]
        pygame.draw.polygon(sheet, (0, 0, 0), local)
        if margin:
            pygame.draw.polygon(sheet, (255, 255, 255), local, 2 * margin)
        self.outside = pygame.mask.from_threshold(sheet, (255, 255, 255), (1, 1, 1, 255))

    def block(self, bounds: pygame.Rect, rects: Sequence[pygame.Rect], circles: Sequence[tuple[Pt, float]]) -> None:
        """Count as outside: beyond ``bounds``, the ``rects`` and the ``circles`` (centre, radius)."""
        sheet = pygame.Surface(self.box.size)
        white = (255, 255, 255)
        inside = bounds.move(-self.box.x, -self.box.y)
        sheet.fill(white)
        sheet.fill((0, 0, 0), inside)
        for r in rects:
            pygame.draw.rect(sheet, white, r.move(-self.box.x, -self.box.y))
        for (x, y), radius in circles:
            pygame.draw.circle(sheet, white, (x - self.box.x, y - self.box.y), radius + 1)
        self.outside.draw(pygame.mask.from_threshold(sheet, white, (1, 1, 1, 255)), (0, 0))

    def fits(self, ink: pygame.mask.Mask, topleft: tuple[int, int]) -> bool:
        x, y = topleft[0] - self.box.x, topleft[1] - self.box.y
        w, h = ink.get_size()
        if x < 0 or y < 0 or x + w > self.box.w or y + h > self.box.h:
            return False
        return self.outside.overlap(ink, (x, y)) is None

    def place(self, ink: pygame.mask.Mask, want: tuple[int, int]) -> tuple[int, int] | None:
        """``want`` if the picture fits there, else the nearest top left where it does (or None)."""
        if self.fits(ink, want):
            return want
        w, h = ink.get_size()
        if w > self.box.w or h > self.box.h:
            return None
        # Bit (x + w - 1, y + h - 1) of the convolution is set where the ink at (x, y) meets the outside.
        free = self.outside.convolve(ink)
        free.invert()
        inside = pygame.mask.Mask(free.get_size())
        inside.draw(pygame.mask.Mask((self.box.w - w + 1, self.box.h - h + 1), fill=True), (w - 1, h - 1))
        free = free.overlap_mask(inside, (0, 0))
        if free.count() == 0:
            return None
        tx, ty = want[0] - self.box.x + w - 1, want[1] - self.box.y + h - 1
        best = min(_bits(free), key=lambda p: (p[0] - tx) ** 2 + 2 * (p[1] - ty) ** 2)
        return best[0] - w + 1 + self.box.x, best[1] - h + 1 + self.box.y


def _bits(mask: pygame.mask.Mask) -> list[tuple[int, int]]:
    """Points on the outline of each piece of a mask (the nearest point of a
    piece to anything outside it is on its outline)."""
    out = []
    for part in mask.connected_components():
        out.extend(part.outline(2) or [part.centroid()])
    return out


def tilts(poly: Sequence[Pt]) -> list[float]:
    """Angles (degrees, counter-clockwise) a name may lie at besides upright:
    along the longest wall of a room drawn askew, folded to read left to
    right; up the room, in a tall narrow one."""
    n = len(poly)
    a, b = max(((poly[i], poly[(i + 1) % n]) for i in range(n)), key=lambda e: math.dist(*e))
    angle = -math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))
    angle = (angle + 45) % 90 - 45  # the wall's direction or across it, whichever reads better
    out = [round(angle, 1)] if abs(angle) > 6 else []
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    if max(ys) - min(ys) > 1.6 * (max(xs) - min(xs)):
        out.append(90.0)  # a tall narrow room: read from below
    return out


def fit_name(name: str, poly: Sequence[Pt], want_centre_top: Pt, width: float, sizes: Sequence[int],
             margin: int = 1) -> tuple[pygame.Surface, tuple[int, int], str] | None:
    """The name's picture, its top left and its wording, fitted whole in the
    room ``poly``: ``sizes`` largest first, wrapped to ``width`` (or to its
    longest word), upright or along the room's walls (:func:`tilts`), the
    whole name before shorter wordings, each as near ``want_centre_top``
    (the middle of the picture's top) as it fits."""
    room = Room(poly, margin)
    angles = [0.0] + tilts(poly)
    for text in wordings(name):
        for size in sizes:
            fnt = font(size, bold=True, condensed=True)
            layouts = [wrap_text(text, fnt, int(width))]
            if len(layouts[0]) > 1:
                longest = max(fnt.size(w)[0] for w in text.split())
                layouts.append(wrap_text(text, fnt, longest))  # the narrowest it gets
            for angle in angles:
                for lines in map(_joined, layouts):
                    img = name_picture(lines, size)
                    if angle:
                        img = pygame.transform.rotozoom(img, angle, 1.0)
                    want = (round(want_centre_top[0] - img.get_width() / 2), round(want_centre_top[1]))
                    at = room.place(letters(img), want)
                    if at is not None:
                        return img, at, text
    return None
