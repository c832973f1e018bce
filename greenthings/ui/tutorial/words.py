"""The words that fill a step's {placeholders}: names from the suggested
action, the odds of the open battle from the engine's battle preview (never
worked out here), and the effect a weapon turned out to have.

This module does not import pygame.
"""
from __future__ import annotations

from string import Formatter

from greenthings.engine import (
    battle, battle_preview, chit_name, learned_effect, locations, pending, piece as piece_view,
    self_destruct_round, species_of, weapon_spec,
)
from greenthings.ui.game.session import area_label, piece_name
from greenthings.ui.game.species_text import SHAPES


def _dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def odds_sentence(s) -> str:
    """One sentence per target of the open battle, from the engine's preview."""
    out = []
    for row in battle_preview(s):
        who = piece_name(s, row["target"])
        if row.get("kill_dice"):
            out.append(f"{_dice(row['kill_dice'])} against {who}, who dies on {row['need']} or more: "
                       f"a {row['p_kill'] * 100:.0f}% chance to kill.")
        if row.get("unknown"):
            kinds = ", ".join(weapon_spec(w).name for w in row["unknown"])
            out.append(f"What the {kinds} does to {who} is not known yet, so there are no odds for it.")
    return " ".join(out) or "The attacks are declared."


def shapes_sentence(s) -> str:
    """How the monsters' tokens are told apart, in the words of the game's species."""
    parts = [f"{st.plural} are {SHAPES[st.role]}s" for st in species_of(s).stages if st.role in SHAPES]
    return ", ".join(parts)[:1].upper() + ", ".join(parts)[1:]


def learned_sentence(s, weapon: str | None) -> str:
    if weapon is None:
        return "Every effect drawn stays on the weapons display for the rest of the game."
    chit = learned_effect(s, weapon)
    name = weapon_spec(weapon).name
    if chit is None:
        return f"The {name} is still untried."
    return f"The {name} turned out to be '{chit_name(chit)}': the weapons display shows it from now on."


def facts(s, action, weapon_used: str | None) -> dict[str, str]:
    """The placeholders' words for ``action`` (the step's suggestion, or None)."""
    out: dict[str, str] = {"who": "a crewman", "where": "room", "target": "a monster", "weapon": "weapon",
                           "weapon_kind": "a weapon", "reason": "", "odds": "", "learned": "", "boat": "boat",
                           "boom": str(self_destruct_round(s) or ""), "round": str(s.round)}
    if action is not None:
        if action.piece:
            out["who"] = piece_name(s, action.piece)
        if action.to:
            out["where"] = area_label(s, action.to)
        if action.target:
            out["target"] = piece_name(s, action.target) if action.target not in s.map.areas \
                else f"everything in {area_label(s, action.target)}"
        if action.weapon:
            out["weapon"] = weapon_spec(action.weapon).name
            out["weapon_kind"] = f"a {out['weapon']}"
        bay = s.map.boat_bays.get(locations(s).get(action.piece or "") or "")
        if action.type == "board" and bay is not None:
            out["boat"] = bay.name
        if action.type == "discover" and action.piece:
            out["reason"] = f"He rolls {_dice(piece_view(s, action.piece).dice)} hand-to-hand, and the " \
                            f"frailest monster anywhere in reach is there."
    if weapon_used is not None:
        out["weapon_kind"] = f"a {weapon_spec(weapon_used).name}"
    if battle(s) is not None:
        out["odds"] = odds_sentence(s)
    out["learned"] = learned_sentence(s, weapon_used)
    owed = pending(s)
    if owed is not None and owed.kind == "return" and owed.weapon:
        out["learned"] += f" The used {weapon_spec(owed.weapon).name} goes back to one of its pictures: " \
                          f"click a lit room."
    out["shapes"] = shapes_sentence(s)
    return out


def fill(text: str, words: dict[str, str]) -> str:
    """``text`` with its {placeholders} replaced (unknown ones left as they are)."""
    names = {name for _, name, _, _ in Formatter().parse(text) if name}
    return text.format(**{n: words.get(n, "{" + n + "}") for n in names})
