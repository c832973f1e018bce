"""Outside the Znutar's boats played by posted clicks, as a player would:
a crewman rides out on the Scout's outside and the pilot boards it, the
Scout launches into space (a Baby rides out too), the crewman jumps from the
boat to the skin with the chance to miss shown first, the Scout flies to
the next space area and fires its rocket blast, its odds shown before the
roll. After each click the engine's state says the action was played and
the board draws the boat where the engine has it.

The position is a save-format state (built from a seeded game's state); the
computer plays the monsters with a player that only passes and lets a Baby
ride out, so that the crew's plan is not upset between the clicks."""
from __future__ import annotations

import pygame

from greenthings.engine import Action, Game, Options, boat_places, legal_actions, locations, outside_places
from greenthings.ui.draw import palette as P
from greenthings.ui.draw.tokens import point_in_polygon
from greenthings.ui.game.gameconfig import GameConfig
from greenthings.ui.game.session import GameSession, piece_name

from .driver import Driver, ScriptedComputer, rect_of

CREW_OUT = ("pilot-15", "cook")          # the Scout's pilot and the crewman who rides out on it
AFT_MONSTERS = {"adult-1": "skin:engine-room", "baby-1": "skin:engine-room", "baby-2": "skin:fuel-pod-1:aft"}
LIT = (P.LEGAL_MOVE, P.LEGAL_TARGET)


def boat_position() -> dict:
    """A save-format position (crew move, round 3): the pilot and the cook in
    the Scout's bay with a Baby, three monsters on the aft skin, the captain
    and first officer dead (so no airlock question comes up), Rocket Fuel's
    effect known (kill 5) so the blast's odds are exact."""
    g = Game.new(7, Options(outside=True))
    while g.state.phase != "crew-move":
        g.play(g.legal_actions()[0])
    d = g.state.to_json()
    pieces = d["pieces"]
    for c in ("captain", "first-officer"):
        pieces[c] = {"status": "dead", "area": None}
    for c in CREW_OUT:
        pieces[c] = {"status": "aboard", "area": "scout-bay"}
    for m in [p for p in pieces if p.split("-")[0] in ("adult", "baby", "egg", "fragment")]:
        del pieces[m]
    pieces.update({m: {"area": a} for m, a in AFT_MONSTERS.items()})
    pieces["baby-3"] = {"area": "scout-bay"}
    pieces["egg-1"] = {"area": "main-cargo-hold"}
    held = {f"@{c}" for c in ("captain", "first-officer", *CREW_OUT)}
    for w, where in d["weapons"].items():
        if where in held:
            d["weapons"][w] = "crew-quarters-1"
    d["round"] = 3
    d["turn"] = {k: ([] if isinstance(v, list) else {}) for k, v in d["turn"].items()}
    d["cup"].remove("kill5")
    d["known_effects"] = {"rocket-fuel": "kill5"}
    return d


class PassingMonsters(ScriptedComputer):
    """The computer's monsters: a Baby rides out on a boat leaving its bay;
    otherwise each phase is ended at once (or its first choice taken)."""

    def pick(self, state):
        acts = legal_actions(state)
        ride = [a for a in acts if a.type == "ride" and a.piece]
        ends = [a for a in acts if a.type == "end-phase" or (a.type == "ride" and a.piece is None)]
        return (ride or ends or acts)[0]


def _board(app):
    from greenthings.ui.scenes.board import BoardScene

    game = Game.from_json(boat_position())
    session = GameSession(game, GameConfig(side="crew", opponent="computer", expansions=("outside",)))
    scene = BoardScene(app.context, session, computer=PassingMonsters())
    app.stack.push(scene)
    d = Driver(app, seed=2)
    d.frames(3)
    return d, scene


def _card_in(board, boat: str, space: str) -> bool:
    """The board draws the boat's card in `space`."""
    view = board.view
    middle = view.center(f"boat:{boat}")
    return view.area_at(middle) == f"boat:{boat}" and point_in_polygon(*middle, view.polygon(space))


def _select(d: Driver, board, piece: str) -> None:
    r = rect_of(board, piece)
    assert r is not None, f"{piece} is not drawn"
    d.click(r.center)
    assert board.selection.piece == piece, f"clicking {piece} did not pick it"


def _click_lit_area(d: Driver, board, area: str) -> None:
    assert board.picture.highlights.get(area) in LIT, f"{area} is not lit"
    spot = d._free_point(board, area)
    assert spot is not None, f"no free point to click in {area}"
    d.click(spot)


def _click_panel_button(d: Driver, board, label: str) -> None:
    button = next((b for b, _fn in board.panel.buttons if b.tool_tip_text == label), None)
    assert button is not None and button.is_enabled, f"no button {label!r}"
    d.click_button(button)


def _end_phase_until(d: Driver, board, phase: str) -> None:
    """End the crew's phases (key E) and let the monsters pass, until `phase`."""
    s = board.session
    for _ in range(30):
        d.settle()
        if s.state.phase == phase and s.to_play == "crew":
            return
        d.key(pygame.K_e, text="e")
    raise AssertionError(f"never reached {phase}: {s.state.phase}")


def _unhover(d: Driver) -> None:
    """The pointer off the map (no hover tooltip in the picture)."""
    d.frames(2, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))])


def _panel_text(d: Driver, board) -> list[str]:
    d.frames(1)
    return [text for text, _c in board.panel.lines]


def test_a_boat_launched_flown_jumped_from_and_blasting_by_clicks(app, shots):
    app.settings.animation_speed = 8.0
    app.settings.confirm_end_phase = False
    d, board = _board(app)
    s = board.session
    played = lambda: s.game.actions  # noqa: E731

    # The cook rides out on the Scout's outside: picked, then the lit outside of the Scout's card.
    _select(d, board, "cook")
    _click_lit_area(d, board, "boat:scout:outside")
    assert played()[-1] == Action("ride", piece="cook", to="boat:scout:outside")
    assert locations(s.state)["cook"] == "boat:scout:outside"
    # The pilot boards (the panel's button for him), then the crew's move ends and the Scout launches.
    _select(d, board, "pilot-15")
    _click_panel_button(d, board, "Board the Scout")
    assert d.top.name == "message", "boarding asks first"
    d.key(pygame.K_RETURN)
    assert played()[-1] == Action("board", piece="pilot-15")
    _end_phase_until(d, board, "crew-attack")
    scout = next(b for b in boat_places(s.state) if b.id == "scout")
    assert scout.at == "space:ventral" and scout.inside == ("pilot-15",)
    assert "cook" in scout.riders and "baby-3" in scout.riders, scout
    assert _card_in(board, "scout", "space:ventral"), "the Scout is drawn in ventral space"
    drawn = {m: board.view.area_at(r.center) for r, members in board.view.piece_rects for m in members}
    assert drawn.get("pilot-15") == "boat:scout", "the pilot is drawn inside the Scout's card"
    assert drawn.get("cook") == "boat:scout:outside", "the cook is drawn on the Scout's outside"
    badged = {a for _r, a in board.view.badge_rects}
    assert drawn.get("baby-3") == "boat:scout:outside" or "boat:scout:outside" in badged, \
        "the Baby riding out is drawn on the Scout's outside (or counted in its +N badge)"
    _unhover(d)
    pygame.image.save(app.window, str(shots / "outside_boat_space.png"))

    # Next crew move: the cook jumps from the boat to the skin, his chance to miss shown first.
    _end_phase_until(d, board, "crew-move")
    _select(d, board, "cook")
    text = _panel_text(d, board)
    assert any("misses 17% of the time" in t for t in text), text
    _click_lit_area(d, board, "skin:sensor-2")
    jump = played()[-1]
    assert jump == Action("jump", piece="cook", to="skin:sensor-2")
    roll = next(e for e in s.record[::-1] if e.event.get("purpose") == "jump").event
    landed = locations(s.state)["cook"]
    assert landed == ("skin:sensor-2" if roll["success"] else "space:ventral"), (roll, landed)

    # The Scout flies aft: with nobody picked, the lit aft space area.
    d.settle()  # the jump's die has rolled
    if board.selection.piece:
        d.key(pygame.K_ESCAPE)
    _click_lit_area(d, board, "space:aft")
    assert played()[-1] == Action("boat-move", to="space:aft", target="scout")
    assert next(b for b in boat_places(s.state) if b.id == "scout").at == "space:aft"
    d.frames(1)
    assert _card_in(board, "scout", "space:aft"), "the Scout's card followed it aft"

    # The crew's attacks: the rocket blast's odds are in the panel before the roll.
    _end_phase_until(d, board, "crew-attack")
    text = _panel_text(d, board)
    title = next((i for i, t in enumerate(text) if t.startswith("Rocket blast from the Scout on")), None)
    assert title is not None, text
    aft_skin = set(outside_places(s.state).skins_of["space:aft"])
    on_aft = sorted(m for m, a in locations(s.state).items() if a in aft_skin)
    assert set(AFT_MONSTERS) <= set(on_aft), on_aft
    for m in on_aft[:4]:  # the panel lists four of them
        name = piece_name(s.state, m)
        assert any(t.startswith(f"{name} (needs") and "to kill:" in t and t.endswith("%") for t in text), (m, text)
    _unhover(d)
    pygame.image.save(app.window, str(shots / "outside_blast.png"))
    rolls_before = sum(1 for st in s.record if st.event.get("type") == "roll")
    _click_lit_area(d, board, "space:aft")
    assert played()[-1] == Action("rocket-blast", to="space:aft", target="scout")
    assert sum(1 for st in s.record if st.event.get("type") == "roll") > rolls_before, "the blast rolled"
    after = locations(s.state)
    assert all(after.get(m) in (None, *aft_skin) for m in on_aft)
    assert any(after.get(m) is None for m in on_aft), "kill 5 on five dice: something on the aft skin died"
    assert next(b for b in boat_places(s.state) if b.id == "scout").at == "away"
    d.settle()  # the blast's dice have rolled and shown
    d.frames(1)
    assert board.view.shapes.boat_card("scout") is None, "the Scout zoomed off the board"


