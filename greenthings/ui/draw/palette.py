"""The colours of our art, in one place.  Pieces are told apart by shape and
letter as well as colour; these only make it pleasant."""
from __future__ import annotations

SPACE = (9, 12, 22)
STAR = (170, 180, 210)
PANEL = (22, 28, 42)
PANEL_EDGE = (58, 70, 96)
PANEL_DARK = (14, 18, 30)
TEXT = (232, 234, 222)
TEXT_DIM = (150, 158, 176)
TEXT_DARK = (20, 22, 30)
TITLE_GREEN = (132, 214, 84)
WARN = (240, 170, 60)
BAD = (232, 90, 80)
GOOD = (120, 210, 120)

HULL = (44, 52, 70)
HULL_EDGE = (110, 124, 150)
ROOM = (76, 88, 110)
ROOM_ALT = (84, 94, 112)
ROOM_BAY = (70, 96, 112)
PASSAGE = (46, 54, 70)
PASSAGE_STRIPE = (56, 64, 82)
WALL = (18, 20, 28)
HATCH = (246, 196, 64)
HATCH_EDGE = (40, 30, 10)
OPENING = (190, 200, 220)
ROOM_TEXT = (238, 240, 246)
ROOM_TEXT_SHADOW = (16, 18, 26)

HOVER = (255, 255, 255)
SELECT = (255, 220, 90)
LEGAL_MOVE = (110, 220, 255)
LEGAL_TARGET = (255, 110, 90)
LOS = (180, 140, 255)
MONSTER_DEATH = (250, 230, 120)
PLACE_MARK = (196, 160, 255)  # an expansion's mark on its place: apart from the hatches and the lit areas

# The log's lines by kind (greenthings/ui/game/turn_summary.py): turn
# headings, summaries and deaths stand out.
LOG_COLOURS = {"heading": TITLE_GREEN, "summary": WARN, "crew-death": BAD, "monster-death": MONSTER_DEATH,
               "phase": TEXT_DIM, "note": TEXT_DIM, "plain": TEXT}

CREW_FILL = (238, 226, 196)
CREW_RING = (40, 70, 150)
CREW_TEXT = (24, 30, 60)
CREW_SPECIAL_RING = (150, 60, 40)  # Robot and Mascot
# A monster's fill is its species' colour mixed with a tint by the stage's
# role (colour, how much): adults darker, the young a little lighter,
# fragments yellower, eggs an eggshell white.
ROLE_TINT = {
    "adult": ((0, 0, 0), 0.22),
    "young": ((255, 255, 220), 0.1),
    "fragment": ((230, 220, 120), 0.45),
    "egg": ((240, 236, 200), 0.7),
}
MONSTER_EDGE_SHADE = 0.2   # the outline: the species' colour this bright
MONSTER_TEXT_SHADE = 0.12  # the letter on a light fill
MONSTER_TEXT_LIGHT = (244, 244, 236)  # the letter on a dark fill
STUNNED_FILL = (120, 124, 120)

# The program's icon (build_scripts/icons.py): a green thing's hide, its
# lighter spots and its dark rim.
ICON_BODY = (70, 150, 50)
ICON_SPOTS = (110, 190, 70)
ICON_EDGE = (14, 44, 12)

DIE_FACE = (246, 244, 236)
DIE_EDGE = (40, 44, 54)
DIE_PIP = (26, 30, 38)
DIE_GREEN = (96, 176, 70)  # the box's dice are green

# -- the colour-blind-safe palette (a setting) -----------------------------------------
# The colours that carry meaning, changed together: what lights up on the
# board (moves, targets, the pick, the ring of a piece that can act), good
# and bad news, warnings and the deaths in the log.  The safe set draws on
# Okabe and Ito's palette: blue against vermillion and yellow, never red
# against green, and each pair apart in lightness as well as in hue.  Code
# reads these as ``P.NAME`` when it draws, so a change shows at once.
MEANINGFUL = ("LEGAL_MOVE", "LEGAL_TARGET", "SELECT", "ACTOR_HINT", "LOS", "GOOD", "BAD", "WARN", "MONSTER_DEATH")
ACTOR_HINT = (150, 235, 120)  # the ring of a piece that can act
PALETTES: dict[str, dict[str, tuple[int, int, int]]] = {
    "standard": {name: globals()[name] for name in MEANINGFUL},
    "colour-blind": {
        "LEGAL_MOVE": (86, 180, 233),     # sky blue
        "LEGAL_TARGET": (230, 97, 0),     # vermillion
        "SELECT": (240, 228, 66),         # yellow
        "ACTOR_HINT": (120, 255, 200),    # mint: light, apart from the blue and the yellow
        "LOS": (150, 150, 255),           # light blue-violet
        "GOOD": (86, 180, 233),           # sky blue, never green
        "BAD": (230, 97, 0),              # vermillion
        "WARN": (255, 190, 60),           # amber
        "MONSTER_DEATH": (240, 228, 66),  # yellow
    },
}
PALETTE_NAMES = {"standard": "standard", "colour-blind": "colour-blind safe"}


def use(name: str) -> None:
    """Draw with the palette ``name`` (a key of :data:`PALETTES`) from now on."""
    colours = PALETTES[name]
    globals().update(colours)
    LOG_COLOURS.update({"summary": colours["WARN"], "crew-death": colours["BAD"],
                        "monster-death": colours["MONSTER_DEATH"]})
