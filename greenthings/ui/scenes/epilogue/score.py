"""The final score screen: who won and why, each side's points and where
they came from (the engine's sums), each boat's fate, the last lines of the log."""
from __future__ import annotations

import pygame

from greenthings.engine import game_result, journeys, score, species_of
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.fonts import font, wrap_text
from greenthings.ui.draw.layout_record import blit_text
from greenthings.ui.draw.scale import UIScale
from greenthings.ui.game.session import piece_name
from greenthings.ui.scenes.epilogue.words import boat_name
from greenthings.ui.scenes.widgets import draw_title

CREW_BLUE = (150, 190, 255)


def headline(state) -> str:
    result = game_result(state)
    winner = result.winner if result else None
    return {"crew": "The crew wins!", "monsters": f"{species_of(state).the} win!", None: "A draw"}[winner]


def monster_colour(state) -> tuple[int, int, int]:
    """The monsters' species colour, lightened to read on the dark page."""
    colour = species_of(state).look.colour
    return tuple(round(c + (255 - c) * 0.35) for c in colour[:3])


def verdict(state, humans) -> str:
    """The score screen's first words: "You won!" or "You lost" to a player
    against the computer; which side won when two people share the screen."""
    result = game_result(state)
    if result is None or result.winner is None:
        return headline(state)
    if set(humans) >= {"crew", "monsters"}:
        return headline(state)
    return "You won!" if result.winner in humans else "You lost"


def why_it_ended(state) -> str:
    result = game_result(state)
    if result is None:
        return ""
    return {
        "ship-taken": "The monsters hold the Znutar.",
        "monsters-destroyed": "Every monster aboard was destroyed.",
        "self-destruct": "The Znutar blew itself up, monsters and all.",
        "survival": ("Crew Survival: anyone home on Snudl-1 wins it for the crew." if result.winner == "crew"
                     else "Crew Survival: nobody got home to Snudl-1."),
        "concession": f"The {result.conceded} gave up.",
    }.get(result.reason, "")


def survival(state) -> bool:
    result = game_result(state)
    return result is not None and result.reason == "survival"


def totals(state) -> list[tuple[str, str]]:
    """The score box's two columns (label, figure): each side's points; in
    Crew Survival, where no points are compared ("you win if you return any
    crew"), who got home and their points."""
    result = game_result(state)
    if result is None:
        return []
    if survival(state):
        return [("Crewmen home", str(len(score(state).crew_points))), ("Their points", f"{result.crew:g}")]
    return [("Crew", f"{result.crew:g}"), ("Monsters", f"{result.monsters:g}")]


def score_reasons(state) -> list[str]:
    """Where the points came from, in words (the engine did the sums)."""
    points = score(state)
    result = game_result(state)
    if survival(state):
        home = ", ".join(f"{piece_name(state, c)} {n:g}" for c, n in points.crew_points.items())
        return [f"Home on Snudl-1: {home}." if home else "Nobody reached Snudl-1: the monsters win.",
                "Crew Survival is won by bringing any crewman home; the points (each one's constitution) "
                "are kept for the record, not weighed against the monsters."]
    out = []
    if points.crew:
        names = ", ".join(f"{piece_name(state, c)} {n:g}" for c, n in points.crew_points.items())
        out.append(f"Crew: the constitution of every crewman who survived ({names}).")
    else:
        out.append("Crew: no crewman survived to score.")
    if points.monsters:
        blown_up = result is not None and result.reason == "self-destruct"
        why = "half the ship, blown up with them" if blown_up else "the Znutar is theirs"
        out.append(f"Monsters: {points.monsters:g} - {why}.")
    else:
        out.append("Monsters: nothing - they did not take the ship.")
    return out


def draw_score(surface: pygame.Surface, state, last_lines: list[str], humans, scale: UIScale = UIScale(),
               chart: bool = False) -> pygame.Rect:
    """``humans``: the sides played at this screen (both: hot-seat).  Returns
    the room left above the buttons: with ``chart``, kept for the win-chance
    chart; else the last lines of the log fill it."""
    w, h = surface.get_size()
    px, text = scale.px, scale.text
    result = game_result(state)
    draw_title(surface, "Final score", w // 2, px(24), text(30), P.TEXT)
    winner = result.winner if result else None
    big = verdict(state, humans)
    draw_title(surface, big, w // 2, px(72), text(44), monster_colour(state) if winner == "monsters" else CREW_BLUE)
    why = why_it_ended(state) if big == headline(state) else f"{headline(state)} {why_it_ended(state)}"
    t = font(text(18)).render(why, True, P.TEXT)
    blit_text(surface, t, t.get_rect(midtop=(w // 2, px(142))), "why")
    box = pygame.Rect(0, 0, px(700), px(120))
    box.midtop = (w // 2, px(184))
    pygame.draw.rect(surface, P.PANEL, box, border_radius=px(10))
    for i, (label, figure) in enumerate(totals(state)):
        x = box.x + box.w // 4 + i * box.w // 2
        img = font(text(18), bold=True).render(label, True, P.TEXT_DIM)
        blit_text(surface, img, img.get_rect(midtop=(x, box.y + px(12))), label, box)
        img = font(text(44), bold=True).render(figure, True, P.TEXT)
        blit_text(surface, img, img.get_rect(midtop=(x, box.y + px(40))), f"{label} figure", box)
    y = box.bottom + px(12)
    small = font(text(14))
    for reason in score_reasons(state):
        for line in wrap_text(reason, small, box.w):
            img = small.render(line, True, P.TEXT)
            blit_text(surface, img, img.get_rect(midtop=(w // 2, y)), line[:30])
            y += small.get_linesize() + px(2)
    y += px(10)
    journey_font = font(text(15))
    for j in journeys(state):
        crew = ", ".join(piece_name(state, c) for c in j.crew) or "nobody"
        img = journey_font.render(f"The {boat_name(state, j.boat)}: {j.result} - {crew}"[:110], True,
                                  P.GOOD if j.result == "home" else P.TEXT_DIM)
        blit_text(surface, img, img.get_rect(midtop=(w // 2, y)), f"journey {j.boat}")
        y += journey_font.get_linesize() + px(6)
    # The last things that happened, for the record (above the buttons), or the chart.
    y += px(16)
    left = pygame.Rect(px(40), y, w - px(80), max(0, h - px(84) - y))
    if chart:
        return left
    step = small.get_linesize() + px(3)
    room = max(0, (h - px(84) - y) // step)
    for line in last_lines[-room:] if room else []:
        img = small.render(line[:120], True, P.TEXT_DIM)
        blit_text(surface, img, img.get_rect(midtop=(w // 2, y)), line[:30])
        y += step
    return left
