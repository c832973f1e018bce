"""What the board asks before ending a phase: to roll the attacks declared
and not rolled, and (unless the player said not to) whether to leave pieces
that could still act.  The scene shows the question and does what was
chosen; nothing here plays."""
from __future__ import annotations

from typing import Callable, NamedTuple

from greenthings.engine import battle


class Question(NamedTuple):
    title: str
    text: str
    buttons: dict  # ok, cancel, on_ok, and maybe check, on_check: routes.message's words


def before_ending(session, offer, settings, *, roll: Callable, end_now: Callable) -> Question | None:
    """The question to ask before the phase ends (None: end it now);
    ``roll(resolve)`` rolls the declared attacks, ``end_now()`` ends the phase."""
    s = session.state
    resolve = offer.first("resolve")
    if battle(s) is not None and resolve is not None:
        return Question("Attacks not rolled", "You declared attacks but did not roll them. Roll them first?",
                        dict(ok="Roll them", cancel="Keep deciding", on_ok=lambda: roll(resolve)))
    if not (settings.confirm_end_phase and session.confirm_end_phase):
        return None
    from greenthings.ui.game.confirm import end_title, unfinished_business

    left = unfinished_business(s, offer.legal)
    if not left:
        return None

    def stop_asking(ticked: bool) -> None:
        if ticked:
            session.confirm_end_phase = False

    return Question(end_title(s.phase), f"{left}\n\nEnd the phase anyway?",
                    dict(ok="End phase", cancel="Keep playing", on_ok=end_now, check="Don't ask again this game",
                         on_check=stop_asking))
