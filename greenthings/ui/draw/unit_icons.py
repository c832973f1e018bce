"""Pictures of Outside the Znutar's equipment, drawn like the weapon
pictures (our own art, in the weapon pictures' unit box) and registered with
them, so an empty Jet Suit, Cargo Mover or Ook Soot lies in its area like a
weapon counter."""
from __future__ import annotations

from greenthings.ui.draw import weapon_icons as W


def _jet_suit(pen) -> None:
    pen.rect(-0.75, -0.35, -0.45, 0.55, W.STEEL_DARK)       # the thruster pack
    pen.rect(-0.45, -0.45, 0.45, 0.55, (236, 236, 240))      # the body
    pen.circle(0.0, -0.6, 0.32, W.GLASS)                     # the helmet
    pen.rect(-0.35, 0.55, -0.08, 0.9, W.STEEL)               # legs
    pen.rect(0.08, 0.55, 0.35, 0.9, W.STEEL)
    pen.poly([(-0.75, 0.55), (-0.45, 0.55), (-0.6, 0.9)], W.ORANGE)  # a jet


def _cargo_mover(pen) -> None:
    pen.rect(-0.7, -0.5, 0.5, 0.45, W.YELLOW)                # the cab
    pen.rect(-0.45, -0.35, 0.1, 0.05, W.GLASS)               # its window
    pen.line([(0.5, -0.2), (0.9, -0.2), (0.9, 0.35)], W.STEEL_DARK, 0.14)  # the claw arm
    pen.line([(0.75, 0.35), (0.95, 0.6)], W.STEEL_DARK, 0.1)
    pen.circle(-0.45, 0.65, 0.2, W.STEEL_DARK)               # grav pods
    pen.circle(0.25, 0.65, 0.2, W.STEEL_DARK)


def _ook_soot(pen) -> None:
    pen.ellipse(-0.6, -0.55, 0.6, 0.85, (210, 120, 200))     # the soot, the Ook's shape
    pen.circle(0.0, -0.55, 0.38, W.GLASS)                    # its bubble
    pen.circle(-0.22, 0.15, 0.08, W.OUTLINE, outline=False)  # buttons
    pen.circle(0.22, 0.15, 0.08, W.OUTLINE, outline=False)


W.DRAWERS.update({"jet-suit": _jet_suit, "cargo-mover": _cargo_mover, "ook-soot": _ook_soot})
