"""The board's quicker setup: one button plans the rest of the side's setup
the usual way (:mod:`greenthings.ui.game.setup_plan`); the plan shows on the
map before anything is played, a click on a planned piece lights its other
legal places and a click on one moves it there, Undo takes a change back,
and Enter (or the panel's button) plays the plan's actions through the game.

The scene asks it first for clicks, Undo and Enter while a plan is open,
and lets it dress the map's picture; it decides no rule.
"""
from __future__ import annotations

from typing import Callable

from greenthings.engine import piece as piece_view, species_of
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.tokens import Token
from greenthings.ui.game.session import area_label, piece_name
from greenthings.ui.game.setup_plan import SetupPlan, has_plan
from greenthings.ui.scenes.board.picture import MapPicture

#: The button that makes a plan, by the phase it starts in.
OFFERS = {
    "setup-weapons": "Split the weapons as usual",
    "setup-crew": "Station the crew at their usual posts",
    "setup-first-area": "Place the monsters as usual",
    "setup-monsters": "Place the monsters as usual",
}
#: What the plan's lines call it, and its button that plays it.
PLANS = {
    "setup-weapons": ("The spare weapons, split as usual (not placed yet).", "Place them (Enter)"),
    "setup-crew": ("The crew at their usual posts (not stationed yet).", "Station them (Enter)"),
    "setup-first-area": ("The monsters, placed as usual (not placed yet).", "Place them (Enter)"),
    "setup-monsters": ("The monsters, placed as usual (not placed yet).", "Place them (Enter)"),
}


class UsualSetup:
    def __init__(self, session, play: Callable[[list], None]) -> None:
        self.session = session
        self._play = play  # plays the plan's actions, one after another, as one gesture
        self.plan: SetupPlan | None = None
        self.picked: str | None = None  # the planned piece being moved
        self._made_at: tuple | None = None  # the position the plan was made in
        self._phase = ""

    @property
    def active(self) -> bool:
        return self.plan is not None

    def _position(self) -> tuple:
        return (len(self.session.game.actions), self.session.state.phase)

    def check(self) -> None:
        """Forget a plan made for another position (the game moved on, an undo)."""
        if self.plan is not None and self._made_at != self._position():
            self.forget()

    # -- the offer ---------------------------------------------------------------
    def offer(self, offer) -> str | None:
        """The button's words that make a plan now, or None."""
        phase = self.session.state.phase
        if self.plan is not None or not offer.human or not has_plan(phase, offer.legal):
            return None
        return OFFERS[phase]

    def start(self) -> None:
        state = self.session.state
        self._phase = state.phase
        self.plan = SetupPlan(state)
        self.picked = None
        self._made_at = self._position()

    def forget(self) -> None:
        self.plan = None
        self.picked = None

    def play(self) -> None:
        """Play the plan (the game checks each action as it comes)."""
        if self.plan is None:
            return
        actions = self.plan.actions()
        self.forget()
        if actions:
            self._play(actions)

    def undo(self) -> None:
        """Take back the last change; with none left, the plan itself."""
        if self.plan is not None and not self.plan.undo():
            self.forget()
        self.picked = None

    # -- clicks ---------------------------------------------------------------------
    def click(self, members: tuple, area: str | None) -> None:
        """A click on the map while the plan shows: pick a planned piece, or move
        the picked one to a lit area."""
        plan = self.plan
        planned = [m for m in members if m in plan.pieces()]
        if planned and self.picked not in planned:
            self.picked = planned[0]
            return
        if self.picked is not None and area is not None:
            move = next((a for a in plan.choices_for(self.picked) if a.to == area), None)
            if move is not None and area != plan.area_of(self.picked):
                picked = self.picked
                plan.change(move)
                self.picked = picked if picked in plan.pieces() else None
                return
        self.picked = None

    def lit(self) -> list[str]:
        """The areas the picked piece may go to instead."""
        if self.plan is None or self.picked is None:
            return []
        return [a.to for a in self.plan.choices_for(self.picked) if a.to]

    # -- on the map ------------------------------------------------------------------
    def dress(self, picture: MapPicture, state) -> MapPicture:
        """The map with the plan on it: its pieces where it puts them, ringed,
        the picked one's other places lit (the position's own lights are off)."""
        plan = self.plan
        if plan is None:
            return picture
        species = species_of(state)
        tokens = {area: list(toks) for area, toks in picture.tokens.items()}
        for p, area in plan.placed_pieces().items():
            tokens.setdefault(area, []).append(Token.from_view(piece_view(plan.end, p), species))
        weapons = {area: list(ws) for area, ws in picture.weapons.items()}
        for area, ws in plan.placed_weapons().items():
            weapons.setdefault(area, []).extend(ws)
        marked = {p: P.ACTOR_HINT for p in plan.pieces()}
        highlights = {area: P.LEGAL_MOVE for area in self.lit()}
        if self.picked is not None:
            marked[self.picked] = P.SELECT
            here = plan.area_of(self.picked)
            if here:
                highlights[here] = P.SELECT
        return picture._replace(tokens=tokens, weapons=weapons, marked=marked, highlights=highlights, walls=())

    # -- words -------------------------------------------------------------------------------
    def prompt(self) -> str | None:
        """The bar's words while the plan shows (None: the phase's own)."""
        if self.plan is None:
            return None
        if self.picked is None:
            return "Check the plan: click a ringed piece to move it. Enter plays the plan."
        return "Click a lit area to move it there (Esc: keep it where it is)."

    # -- the side panel ------------------------------------------------------------------
    def lines(self) -> list[tuple[str, tuple]]:
        if self.plan is None:
            return []
        title = PLANS[self._phase][0]
        out = [(title, P.SELECT)]
        if self.picked is None:
            out.append(("Click a ringed piece to put it somewhere else; Undo (U) takes a change back. "
                        "Enter plays the plan.", P.TEXT_DIM))
            return out
        name = piece_name(self.plan.end, self.picked)
        where = area_label(self.plan.end, self.plan.area_of(self.picked))
        if self.lit():
            out.append((f"{name} ({where}): click a lit area to put it there instead.", P.TEXT))
        else:
            out.append((f"{name} ({where}) has nowhere else to go.", P.TEXT))
        return out

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        """The panel's buttons while the plan shows."""
        if self.plan is None:
            return []
        return [(PLANS[self._phase][1], self.play, True), ("Do it by hand instead", self.forget, False)]
