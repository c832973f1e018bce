"""The rest of a side's setup at once: "the usual" choices, shown before
they are played, changed piece by piece, taken back, then played.

A plan is the decisions one side still has to make in a row of setup
phases (the spare weapons; the crew's posts; the first monster's area and
the monsters' placements), each the heuristic bot's choice
(``greenthings.bots``), rolled out on a copy of the position: every planned
action was among the engine's legal actions at its turn.  Changing where one
piece goes rolls the rest out again, keeping each later choice while it is
still legal.  Nothing reaches the game until the board plays the plan's
actions, each one checked by the game as it is played.

This module does not import pygame.
"""
from __future__ import annotations

from typing import Callable, NamedTuple

from greenthings.engine import Action, apply, legal_actions, locations, to_play, weapons_lying

#: The setup phases a plan may run through, by the phase it starts in.
PLAN_PHASES: dict[str, tuple[str, ...]] = {
    "setup-weapons": ("setup-weapons",),
    "setup-crew": ("setup-crew",),
    "setup-first-area": ("setup-first-area", "setup-monsters"),
    "setup-monsters": ("setup-monsters",),
}


class PlanStep(NamedTuple):
    action: Action
    legal: tuple[Action, ...]  # the legal actions at its turn
    piece: str | None          # what it puts on the board (crewman, weapon counter, monster); None: an area pick


def usual_choice() -> Callable:
    """The heuristic bot's choice (no noise: the same position, the same choice)."""
    from greenthings.bots import HeuristicBot

    bot = HeuristicBot()
    return bot.choose


def has_plan(phase: str, legal: list) -> bool:
    """Worth a plan here: a setup phase that offers a choice."""
    return phase in PLAN_PHASES and len(legal) > 1


class SetupPlan:
    def __init__(self, state, choose: Callable | None = None) -> None:
        self.base = state.clone()
        self.side = to_play(state)
        self._choose = choose or usual_choice()
        self._phases = PLAN_PHASES[state.phase]
        self.steps: list[PlanStep] = []
        self.end = self.base  # the position after the plan (only for where its pieces are)
        self._history: list[list[Action]] = []  # earlier versions, for undo
        self._roll_out([])

    # -- what it holds --------------------------------------------------------
    def actions(self) -> list[Action]:
        return [st.action for st in self.steps]

    def pieces(self) -> list[str]:
        """What the plan puts on the board, in order (crewmen, monsters, weapon counters)."""
        return [st.piece for st in self.steps if st.piece is not None]

    def area_of(self, piece: str) -> str | None:
        """Where the plan puts ``piece``."""
        return next((st.action.to for st in self.steps if st.piece == piece), None)

    def placed_pieces(self) -> dict[str, str]:
        """Crewmen and monsters the plan puts on the board -> their areas."""
        loc = locations(self.end)
        return {p: loc[p] for p in self.pieces() if loc.get(p)}

    def placed_weapons(self) -> dict[str, list[str]]:
        """Area -> the weapon counters the plan puts there."""
        mine = set(self.pieces())
        out: dict[str, list[str]] = {}
        for area, ws in weapons_lying(self.end).items():
            for w in ws:
                if w in mine:
                    out.setdefault(area, []).append(w)
        return out

    def choices_for(self, piece: str) -> list[Action]:
        """The other legal actions that would put ``piece`` elsewhere; for the
        monsters' first piece, the first monster's area where the plan picks it."""
        i = self._index(piece)
        if i is None:
            return []
        step = self.steps[i]
        if i > 0 and self.steps[i - 1].action.type == "first-area" and len(self._same_kind(step)) <= 1:
            step = self.steps[i - 1]  # the first monster goes where the first area is
            return [a for a in step.legal if a != step.action]
        return [a for a in self._same_kind(step) if a != step.action]

    # -- changing it --------------------------------------------------------------
    def change(self, action: Action) -> bool:
        """Plan ``action`` instead of the step it replaces (the same piece, or the
        first area); the later steps are kept while they stay legal. False if
        ``action`` replaces nothing in the plan."""
        i = next((k for k, st in enumerate(self.steps) if action in st.legal and action != st.action
                  and self._replaces(st, action)), None)
        if i is None:
            return False
        before = self.actions()
        self._history.append(before)
        self._roll_out(before[:i] + [action] + before[i + 1:])
        return True

    def undo(self) -> bool:
        """Take back the last change; False if there was none."""
        if not self._history:
            return False
        self._roll_out(self._history.pop())
        return True

    @property
    def changed(self) -> bool:
        return bool(self._history)

    # -- inside ---------------------------------------------------------------------
    def _roll_out(self, wanted: list[Action]) -> None:
        """The steps from the base position: each of ``wanted`` that is legal
        at its turn, else the usual choice, until the side's setup ends."""
        work = self.base.clone()
        steps: list[PlanStep] = []
        while work.phase in self._phases and to_play(work) == self.side:
            legal = tuple(legal_actions(work))
            if not legal:
                break
            i = len(steps)
            action = wanted[i] if i < len(wanted) and wanted[i] in legal else self._choose(work)
            events = apply(work, action)
            steps.append(PlanStep(action, legal, _placed(action, events)))
        self.steps, self.end = steps, work

    def _index(self, piece: str) -> int | None:
        return next((k for k, st in enumerate(self.steps) if st.piece == piece), None)

    @staticmethod
    def _same_kind(step: PlanStep) -> list[Action]:
        """The legal actions of ``step`` that put the same thing somewhere."""
        a = step.action
        return [b for b in step.legal if b.type == a.type and b.piece == a.piece and b.weapon == a.weapon
                and b.choice == a.choice]

    def _replaces(self, step: PlanStep, action: Action) -> bool:
        return action.type == "first-area" or action in self._same_kind(step)


def _placed(action: Action, events: list[dict]) -> str | None:
    """The piece or counter ``action`` put on the board (its "placed" event's)."""
    for e in events:
        if e.get("type") == "placed":
            return e.get("piece") or e.get("weapon")
    return action.piece or action.weapon
