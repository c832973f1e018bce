"""What the New Game page decides, as one small record.

This module does not import pygame.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

from greenthings.engine import EXPANSIONS, SPECIES, Options, map_names

SIDES = ("crew", "monsters")
OPPONENTS = ("computer", "hotseat")
DIFFICULTIES = ("easy", "normal", "hard")
#: What each difficulty means to a player (the New Game page's tool tips; the levels: bots/mcts.py)
DIFFICULTY_TIPS = {
    "easy": "Thinks briefly, and plays most of its turns by rule of thumb",
    "normal": "Thinks ahead on about half of its turns",
    "hard": "Thinks ahead on every turn, up to {cap:g} seconds a turn",
}


def difficulty_tip(difficulty: str) -> str:
    """The tool tip for a difficulty, with its level's thinking cap a turn."""
    from greenthings.bots.mcts import turn_cap  # the bots only once the page asks (not at start-up)
    return DIFFICULTY_TIPS[difficulty].format(cap=turn_cap(f"mcts:{difficulty}"))
SEED_LIMIT = 2**63  # seeds are whole numbers from 0 up to this (the new game page draws them below 10**9)
#: The rulebook's optional rules. They and the expansions are the choices that change the rules
#: (the new game page starts each game without them).
RULE_VARIANTS = ("comm_beamer_frequencies", "extra_adult", "crew_survival")


@dataclass
class GameConfig:
    side: str = "crew"  # the human's side (hot-seat: who sits first; both play)
    opponent: str = "computer"
    difficulty: str = "normal"
    comm_beamer_frequencies: bool = False
    extra_adult: bool = False
    crew_survival: bool = False
    expansions: tuple[str, ...] = ()  # the expansions on, by option name (the engine's EXPANSIONS)
    species: str = field(default_factory=lambda: Options().species)  # the monsters' species id
    map: str = field(default_factory=lambda: Options().map)  # the ship: a map of maps/, by name
    seed: int | None = None

    def to_dict(self) -> dict[str, Any]:
        """As the settings keep it: each registered expansion as `"<option>": true/false`."""
        data = asdict(self)
        on = data.pop("expansions")
        data.update((option, option in on) for option in EXPANSIONS)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "GameConfig":
        """The choices in ``data`` (the settings' last options, or what a save
        says); never raises: a value of the wrong type or out of range gets
        its default, so a game started from it always loads back."""
        data = data if isinstance(data, dict) else {}
        default = cls()

        def pick(name: str, ok) -> Any:
            value = data.get(name, getattr(default, name))
            return value if ok(value) else getattr(default, name)

        def flag(name: str) -> bool:
            return pick(name, lambda v: type(v) is bool)

        return cls(side=pick("side", lambda v: isinstance(v, str) and v in SIDES),
                   opponent=pick("opponent", lambda v: isinstance(v, str) and v in OPPONENTS),
                   difficulty=pick("difficulty", lambda v: isinstance(v, str) and v in DIFFICULTIES),
                   comm_beamer_frequencies=flag("comm_beamer_frequencies"), extra_adult=flag("extra_adult"),
                   crew_survival=flag("crew_survival"),
                   expansions=tuple(option for option in EXPANSIONS if data.get(option) is True),
                   species=pick("species", lambda v: isinstance(v, str) and v in SPECIES),
                   map=pick("map", lambda v: isinstance(v, str) and v in map_names()),
                   seed=pick("seed", lambda v: type(v) is int and 0 <= v < SEED_LIMIT))

    def engine_options(self) -> dict[str, Any]:
        """The engine's Options fields this config sets."""
        return {
            "mode": "survival" if self.crew_survival else "full",
            "comm_beamer_frequencies": self.comm_beamer_frequencies,
            "extra_adult": self.extra_adult,
            "species": self.species,
            "map": self.map,
            "expansions": frozenset(self.expansions),
        }

    @classmethod
    def for_saved_game(cls, players: dict[str, str], difficulty: str | None, game_record: dict) -> "GameConfig":
        """The choices behind a saved game: who plays (a save's envelope) and
        the engine's options and seed (its game record)."""
        players = players if isinstance(players, dict) else {}
        game_record = game_record if isinstance(game_record, dict) else {}
        humans = [side for side in SIDES if players.get(side) == "human"]
        start = game_record.get("start") if isinstance(game_record.get("start"), dict) else {}
        options = start.get("options") if isinstance(start.get("options"), dict) else {}
        return cls.from_dict({
            "side": humans[0] if humans else "crew",
            "opponent": "hotseat" if len(humans) == len(SIDES) else "computer",
            "difficulty": difficulty,
            "crew_survival": options.get("mode") == "survival",
            "comm_beamer_frequencies": options.get("comm_beamer_frequencies") is True,
            "extra_adult": options.get("extra_adult") is True,
            **{option: options.get(option) is True for option in EXPANSIONS},
            "species": options.get("species"),
            "map": options.get("map"),
            "seed": start.get("seed"),
        })

    def players(self) -> dict[str, str]:
        """side -> "human" or "computer"."""
        return {side: "human" if self.opponent == "hotseat" or side == self.side else "computer"
                for side in SIDES}

    def species_name(self) -> str:
        return SPECIES[self.species].name

    def map_name(self) -> str:
        return map_title(self.map)

    def variants(self) -> list[str]:
        """The optional rules this game plays with, in words (an expansion by its title)."""
        adult = SPECIES[self.species].by_role("adult")
        rulebook = (("Comm Beamer frequencies", self.comm_beamer_frequencies),
                    (f"extra {adult.name if adult else 'monster'}", self.extra_adult),
                    ("Crew Survival", self.crew_survival))
        return [n for n, on in rulebook if on] + [EXPANSIONS[option].title or option for option in self.expansions]

    def is_on(self, key: str) -> bool:
        """Whether a rulebook variant (by field) or an expansion (by option) is on."""
        return key in self.expansions if key in EXPANSIONS else getattr(self, key)

    def toggle(self, key: str) -> None:
        """Turn a rulebook variant or an expansion on or off (the expansions stay in registration order)."""
        if key in EXPANSIONS:
            self.expansions = tuple(x for x in EXPANSIONS if (x in self.expansions) != (x == key))
        else:
            setattr(self, key, not getattr(self, key))

    def with_rulebook_rules(self) -> "GameConfig":
        """The same players, monsters and ship with none of the optional rules (and a new seed)."""
        return replace(self, seed=None, expansions=(), **dict.fromkeys(RULE_VARIANTS, False))

    def describe(self) -> str:
        who = "Crew" if self.side == "crew" else "Monsters"
        vs = "hot-seat" if self.opponent == "hotseat" else f"vs computer ({self.difficulty})"
        default = Options()
        variants = [*([self.species_name()] if self.species != default.species else []),
                    *([f"on the {self.map_name()}"] if self.map != default.map else []), *self.variants()]
        tail = f"; {', '.join(variants)}" if variants else ""
        return f"{who}, {vs}{tail}"


def map_title(name: str) -> str:
    """A map's name for the player: "Znutar" for maps/znutar.json."""
    return name.replace("-", " ").replace("_", " ").title()
