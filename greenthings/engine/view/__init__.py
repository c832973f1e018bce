"""The read API: what bots and the UI may know about a game, answered by the
engine so that no rule is worked out twice.

Bots and the UI import only `greenthings.engine`, which re-exports these
names; they never read `State`'s fields beyond `map`, `options`, `phase`,
`to_play` and `round` (a test holds them to it). Functions take a `State`.
Views are small immutable snapshots; the few mappings marked *live* are the
state's own, for the bots' inner loops: read them, never change them.

Nothing here shows the future: not the dice, not the order of the chits in
the cup.
"""
from __future__ import annotations

from .pieces import (  # noqa: F401
    PieceView, distances, stage_distances, walking_distances, steps_to, expected_laid, expected_fragments, is_crew,
    crew_spec, species_of, species_rules_text, monster_stage, piece_name, piece, pieces, locations, crew_status,
    stunned, holdings, moves_used, has_moved, has_acted, crew_aboard, monsters_on_board, free_counters,
    monster_stages,
)
from .weapons import (  # noqa: F401
    WeaponView, weapon_spec, weapon, weapons, weapons_lying, active_fences, effect_key, known_effect, known_effects,
    cup, chit_name, learned_effect,
)
from .battles import (  # noqa: F401
    HELD_WEAPON, attack_reach, sight_reach, BattleView, battle, targets_of, declared_effects, battle_preview,
    monster_threat, hand_dice, kill_total, crew_blast,
)
from .turn import (  # noqa: F401
    phase_info, ActionType, ACTION_TYPES, action_words, PendingView, pending, SetupView, setup_view, growth,
    self_destruct_round, has_escaped, BoatView, boats,
)
from .end import (  # noqa: F401
    Score, score, escape_concession, Result, game_result, Journey, journeys, epilogue_chart,
    step_odds, natives_battle_odds,
)
from .moves import move_paths  # noqa: F401
from .marks import place_marks  # noqa: F401
from .observe import NO_DICE, observe  # noqa: F401
from .outside import (  # noqa: F401
    OUTSIDE_HOUSE_RULES, OutsideEv, outside_on, OutsidePlaces, outside_places, AirlockView, airlocks,
    lock_controller, ship_abandoned, UnitView, units, unit_of, unit_reach, UnitRoutes, unit_routes, move_allowance,
    BoatPlace, boat_places, adrift, jump_miss_chance, blast_preview,
)
from ..ending import ChartStep  # noqa: F401
from ..phases import PHASES, Phase, PhaseInfo  # noqa: F401
from ..records import Declaration  # noqa: F401
from ..battle_sums import CrewBlast  # noqa: F401

__all__ = [
    "ACTION_TYPES",
    "ActionType",
    "BattleView",
    "BoatView",
    "ChartStep",
    "Declaration",
    "HELD_WEAPON",
    "Journey",
    "PHASES",
    "PendingView",
    "Phase",
    "PhaseInfo",
    "PieceView",
    "Result",
    "Score",
    "SetupView",
    "WeaponView",
    "active_fences",
    "attack_reach",
    "battle",
    "battle_preview",
    "boats",
    "chit_name",
    "crew_aboard",
    "crew_spec",
    "crew_status",
    "cup",
    "declared_effects",
    "hand_dice",
    "kill_total",
    "CrewBlast",
    "crew_blast",
    "distances",
    "stage_distances", "walking_distances", "steps_to", "move_paths",
    "place_marks",
    "expected_laid",
    "expected_fragments",
    "effect_key",
    "epilogue_chart",
    "step_odds",
    "natives_battle_odds",
    "escape_concession",
    "free_counters",
    "game_result",
    "growth",
    "has_acted",
    "has_escaped",
    "has_moved",
    "holdings",
    "is_crew",
    "journeys",
    "known_effect",
    "known_effects",
    "learned_effect",
    "locations",
    "monster_stage",
    "monster_stages",
    "monster_threat",
    "NO_DICE",
    "observe",
    "monsters_on_board",
    "moves_used",
    "pending",
    "phase_info",
    "action_words",
    "piece",
    "piece_name",
    "pieces",
    "score",
    "self_destruct_round",
    "setup_view",
    "sight_reach",
    "species_of",
    "species_rules_text",
    "stunned",
    "targets_of",
    "weapon",
    "weapon_spec",
    "weapons",
    "weapons_lying",
    # Outside the Znutar
    "OUTSIDE_HOUSE_RULES",
    "OutsideEv",
    "outside_on",
    "ship_abandoned",
    "OutsidePlaces",
    "outside_places",
    "AirlockView",
    "airlocks",
    "lock_controller",
    "UnitView",
    "units",
    "unit_of",
    "unit_reach",
    "UnitRoutes",
    "unit_routes",
    "move_allowance",
    "BoatPlace",
    "boat_places",
    "adrift",
    "jump_miss_chance",
    "blast_preview",
]
