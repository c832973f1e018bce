"""A crewman's token label: his short name, and his numbers (attack dice -
constitution - moves) where they can be read, laid out to lie wholly inside
the round token at any size (never cut by the circle or hidden under the
plate of a held weapon).  :func:`crew_label` gives the lines, placed."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, Protocol

import pygame

from greenthings.engine import CREW_BY_ID, CREW_TABLE
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import render_text


class CrewToken(Protocol):
    """What a crew token's label reads of the token (tokens.Token has it)."""
    label: str
    numbers: tuple[int, int, int] | None
    weapon: str | None


MIN_LABEL_PX = 8  # the smallest lettering on a token that still reads

#: Each crewman's token label.  The two Marines and the two Pilots are told
#: apart by the number in their names ("Marine (19)": M19).
SHORT_NAMES = {
    "captain": "Cpt", "first-officer": "1st", "comm-officer": "Com", "ops-officer": "Ops",
    "eng-officer": "EnO", "supply-officer": "Sup", "doc": "Doc", "medic": "Med",
    "sparks": "Spk", "sergeant": "Sgt", "marine-19": "M19", "marine-18": "M18",
    "cook": "Ck", "yeoman": "Yeo", "technician": "Tec", "engineer": "Eng",
    "machinist": "Mch", "coxswain": "Cox", "pilot-15": "P15", "pilot-12": "P12",
    "robot": "Rob", "mascot": "Ook",
}


def crew_short_name(crew_id: str) -> str:
    """What a crewman's token says: a short name, different for each of the crew."""
    return SHORT_NAMES.get(crew_id) or CREW_BY_ID[crew_id].name[:3]


def weapon_plate(d: int) -> tuple[tuple[float, float], int]:
    """The held weapon's round plate on a crew token of diameter ``d``: its
    centre (in the token's box, off the lower right) and radius."""
    return (float(d), float(d)), max(5, int(d * 0.46)) // 2


def crew_label_room(d: int, weapon: bool) -> Callable[[pygame.Rect], bool]:
    """Whether a line of text at a rectangle (in the token's box) is inside
    a crew token of diameter ``d``: within the circle (the text may lie on
    the inner half of the ring, it is drawn over it) and clear of the plate of
    a held weapon."""
    c = d / 2
    r = c - max(2, d // 14) / 2 - 1
    (px, py), pr = weapon_plate(d)

    def fits(rect: pygame.Rect) -> bool:
        corners = (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright)
        if any((x - c) ** 2 + (y - c) ** 2 > r * r for x, y in corners):
            return False
        if weapon and d >= 18:  # the plate's nearest point to the rectangle
            nx, ny = min(max(px, rect.left), rect.right), min(max(py, rect.top), rect.bottom)
            if (nx - px) ** 2 + (ny - py) ** 2 < (pr + 1) ** 2:
                return False
        return True
    return fits


def _tight(text: str, px: int) -> pygame.Surface:
    """``text`` in the crew's lettering, cropped to its inked pixels."""
    img = render_text(text, px, P.CREW_TEXT, bold=True, condensed=True)
    return img.subsurface(img.get_bounding_rect())


def _two_lines(name: pygame.Surface, num: pygame.Surface, c: float, gap: int,
               fits: Callable[[pygame.Rect], bool]) -> tuple | None:
    """The name over the numbers, centred (or a little higher or lower; the
    numbers a little left, clear of a weapon plate), if some such place fits."""
    height = name.get_height() + gap + num.get_height()
    reach = max(1, round(c * 0.3))
    for down in sorted(range(-reach, reach + 1), key=abs):
        name_at = name.get_rect(top=round(c - height / 2) + down, centerx=round(c))
        if not fits(name_at):
            continue
        for left in range(0, max(1, round(c * 0.3))):
            num_at = num.get_rect(top=name_at.bottom + gap, centerx=round(c) - left)
            if fits(num_at):
                return ((name, name_at.topleft), (num, num_at.topleft))
    return None


def _one_line(name: pygame.Surface, c: float, fits: Callable[[pygame.Rect], bool]) -> tuple | None:
    """The name alone, centred (or a little up and left, clear of a weapon plate), if it fits."""
    for shift in range(0, max(1, round(c * 0.2))):
        at = name.get_rect(center=(round(c) - shift, round(c) - shift))
        if fits(at):
            return ((name, at.topleft),)
    return None


def _numbers(token: CrewToken) -> str:
    return "-".join(str(n) for n in token.numbers) if token.numbers else ""


@lru_cache(maxsize=64)
def crew_numbers_px(d: int) -> int | None:
    """The size of the numbers on every crew token of diameter ``d``: the
    largest at which every crewman's numbers fit under his name (at the
    smallest lettering, holding a weapon: the tightest case); None where they
    cannot be read inside the token.  One size for all keeps a room's tokens alike."""
    c, gap = d / 2, max(1, d // 18)
    fits = crew_label_room(d, True)
    labels = [(_tight(crew_short_name(spec.id), MIN_LABEL_PX), f"{spec.dice}-{spec.con}-{spec.move}")
              for spec in CREW_TABLE]
    for num_px in range(max(MIN_LABEL_PX, round(d * 0.3)), MIN_LABEL_PX - 1, -1):
        if all(_two_lines(name, _tight(nums, num_px), c, gap, fits) for name, nums in labels):
            return num_px
    return None


@lru_cache(maxsize=1024)
def crew_label(token: CrewToken, d: int) -> tuple[tuple[pygame.Surface, tuple[int, int]], ...]:
    """The lines of a crew token's label, each (picture, top-left in the
    token's box): the short name, as big as fits, and under it the numbers
    (dice - constitution - moves) where every crewman's fit at a readable
    size; else the name alone.  Every line lies wholly inside the token (never
    cut by its circle or under the weapon plate); the hover tooltip has the
    numbers too."""
    fits = crew_label_room(d, bool(token.weapon))
    c, gap = d / 2, max(1, d // 18)
    num_px = crew_numbers_px(d) if token.numbers else None
    nums = _tight(_numbers(token), num_px) if num_px is not None else None
    for px in range(max(MIN_LABEL_PX, round(d * (0.4 if nums else 0.46))), MIN_LABEL_PX - 1, -1):
        name = _tight(token.label, px)
        placed = _two_lines(name, nums, c, gap, fits) if nums is not None else _one_line(name, c, fits)
        if placed is not None:
            return placed
    name = _tight(token.label, MIN_LABEL_PX)  # too small a token for any label: the name, centred
    return ((name, name.get_rect(center=(round(c), round(c))).topleft),)
