"""Outside the Znutar on the board: every skin and space area has a place to
click inside the window, the band goes round the hull in the ring's order,
boats' cards follow the boats, equipment and crew in units are drawn where
the engine says, the new game page offers the option and the words name the
odds of a jump."""
from __future__ import annotations

import itertools
import math

import pygame

from greenthings.engine import Options, airlocks, boat_places, locations, outside_places, units
from greenthings.engine.game import Game
from greenthings.ui.draw.shipdraw import ShipView
from greenthings.ui.draw.tokens import point_in_polygon
from greenthings.ui.game.gameconfig import GameConfig


def _outside_state(seed=3):
    return Game.new(seed, Options(outside=True)).state


def _clickable_point(view, aid):
    """A point of ``aid`` that hit-testing gives back as ``aid``, or None."""
    poly = view.polygon(aid)
    xs, ys = [p[0] for p in poly], [p[1] for p in poly]
    for fy in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8):
        for fx in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9):
            pt = (min(xs) + (max(xs) - min(xs)) * fx, min(ys) + (max(ys) - min(ys)) * fy)
            if point_in_polygon(*pt, poly) and view.area_at(pt) == aid:
                return pt
    return None


def test_every_skin_and_space_area_can_be_clicked_inside_the_window():
    s = _outside_state()
    places = outside_places(s)
    for size in ((1024, 640), (1920, 1080)):
        view = ShipView(s.map)
        view.set_rect(pygame.Rect(0, 0, int(size[0] * 0.78), int(size[1] * 0.8)))
        for aid in (*places.ring, *places.skins_of):
            pt = _clickable_point(view, aid)
            assert pt is not None, f"{aid} has no clickable point at {size}"
            assert view.rect.collidepoint(pt)


def test_the_band_follows_the_ring_and_space_lies_beyond_it():
    s = _outside_state()
    places = outside_places(s)
    view = ShipView(s.map)
    view.set_rect(pygame.Rect(0, 0, 1000, 640))
    cx, cy = view.center("hall-44") if "hall-44" in s.map.areas else view.rect.center
    import math

    angles = [math.atan2(view.center(sk)[1] - cy, view.center(sk)[0] - cx) for sk in places.ring]
    turns = sum(math.remainder(angles[(i + 1) % len(angles)] - a, math.tau) for i, a in enumerate(angles))
    assert abs(abs(turns) - math.tau) < 0.5, "the skin areas go once round the hull in the ring's order"
    for skin in places.ring:
        assert view.area_at(view.center(skin)) == skin, "a skin area's tokens gather on its piece of band"
    for space, skins in places.skins_of.items():
        assert view.area_at(view.center(space)) == space
        # Each of its skin areas touches it: a point just beyond the band, outwards, is in it.
        for skin in skins:
            sx, sy = view.center(skin)
            d = math.hypot(sx - cx, sy - cy)
            out = (sx + (sx - cx) / d * 40, sy + (sy - cy) / d * 40)
            assert view.area_at(out) in (space, None) or view.area_at(out).startswith("boat:"), (skin, space)


def test_boat_cards_follow_the_boats():
    s = _outside_state()
    view = ShipView(s.map)
    view.set_rect(pygame.Rect(0, 0, 1000, 640))
    docked = {b.id: b.at for b in boat_places(s)}
    view.place_boats(docked)
    near_bay = view.center("boat:scout")
    view.place_boats({**docked, "scout": "space:dorsal"})
    assert view.area_at(view.center("boat:scout")) == "boat:scout"
    assert view.area_at(view.center("boat:scout:outside")) == "boat:scout:outside"
    assert view.center("boat:scout")[1] < near_bay[1], "the Scout's card went up to dorsal space"
    view.place_boats({**docked, "scout": "away"})
    assert "boat:scout" not in view.shapes.polygons


def test_equipment_and_occupants_are_drawn_where_the_engine_says(app):
    from greenthings.devtools.outside_demo import outside_session
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.scenes.board import BoardScene

    session = outside_session(seed=24, want_boat=True)
    s = session.state
    scene = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(scene)
    for _ in range(3):
        app.step(1 / 60, events=[])
    view = scene.view
    drawn = {m: r for r, members in view.piece_rects for m in members}
    loc = locations(s)
    for u in units(s):
        if u.area is None:
            continue
        who = u.occupant or u.id
        where = loc[who] if u.occupant else u.area
        if who not in drawn:  # a crowded area ends with a "+N" badge
            assert where in {a for _r, a in view.badge_rects}, f"{u.name} ({who}) is not drawn"
            continue
        poly = view.polygon(where)
        assert point_in_polygon(*drawn[who].center, poly), f"{u.name} is drawn out of {u.area}"
    for b in boat_places(s):
        on_map = b.at in s.map.boat_bays or b.at.startswith("space:")
        assert (view.shapes.boat_card(b.id) is not None) == on_map, b
        if on_map:  # its card lies in its bay's berth or in its space area
            card_middle = view.center(f"boat:{b.id}")
            assert view.area_at(card_middle) == f"boat:{b.id}"
            if b.at.startswith("space:"):
                assert point_in_polygon(*card_middle, view.polygon(b.at)), b
        badged = {a for _r, a in view.badge_rects}
        for p in (*b.inside, *b.riders):
            if p not in drawn:  # a full card ends with a "+N" badge
                assert badged & {f"boat:{b.id}", f"boat:{b.id}:outside"}, f"{p} in the {b.id} is not drawn"
                continue
            assert view.area_at(drawn[p].center) in (f"boat:{b.id}", f"boat:{b.id}:outside")
    assert len(airlocks(s)) == 8


def test_the_option_goes_to_the_engine_and_back_from_a_save():
    c = GameConfig(expansions=("outside",), crew_survival=True, species="obnoxious-orange-things")
    assert Options(**c.engine_options()).outside is True
    back = GameConfig.for_saved_game({"crew": "human", "monsters": "computer"}, "normal",
                                     {"start": {"options": {"outside": True}, "seed": 3}})
    assert back.expansions == ("outside",)
    assert GameConfig.for_saved_game({}, None, {"start": {"options": {}}}).expansions == ()


def test_a_jump_says_its_chance_to_miss():
    from greenthings.ui.game.session import describe_action
    from greenthings.engine.actions import Action

    s = _outside_state()
    text = describe_action(s, Action("jump", "cook", "boat:scout:outside"))
    assert "misses 50% of the time" in text
    assert "never misses" in describe_action(s, Action("jump", "robot", "boat:scout:outside"))


def test_the_rules_page_explains_the_expansion_with_the_rulings_marked():
    from greenthings.ui.game.rules_text import HOUSE, all_sections

    sec = next(s for s in all_sections() if s.title.startswith("Outside the Znutar"))
    assert sec.house and sec.body.count(HOUSE) >= 5
    for word in ("airlock", "Jet Suit", "Cargo Mover", "Ook Soot", "rocket blast", "Jumps"):
        assert word.lower() in sec.body.lower(), word


def test_the_bridge_is_asked_about_the_airlocks_at_the_start_of_the_monster_turn(app):
    """Hot-seat: the crew player answers in the monsters' turn, by a click on a lit lock's room."""
    from greenthings.engine import pending
    from greenthings.ui.game.botplayer import InlinePlayer
    from greenthings.ui.game.session import new_session
    from greenthings.ui.scenes.board import BoardScene

    session = new_session(GameConfig(seed=3, opponent="hotseat", expansions=("outside",)))
    bot = InlinePlayer(None, 3, end_bias=0.3)
    for _ in range(3000):
        p = pending(session.state)
        if p is not None and p.kind == "lock":
            break
        bot.request(session.state)
        session.play(bot.poll())
    p = pending(session.state)
    assert p is not None and p.kind == "lock", "no airlock question came up"
    assert session.state.phase.startswith("monster") and session.to_play == "crew"
    scene = BoardScene(app.context, session, computer=InlinePlayer(None, 1))
    app.stack.push(scene)
    for _ in range(3):
        app.step(1 / 60, events=[])
    labels = [b.tool_tip_text for b, _fn in scene.panel.buttons]
    assert "Leave the airlocks as they are" in labels
    lit = {a for a, c in scene.picture.highlights.items() if a in p.options}
    assert lit == set(p.options), "every airlock's room is lit"
    room = sorted(lit)[0]
    before = len(session.game.actions)
    from tests.ui.driver import Driver

    d = Driver(app, seed=1)
    d.click(d._free_point(scene, room))
    played = session.game.actions[before]
    assert played.type == "lock" and played.to == room


def test_the_panel_gives_the_odds_of_a_rocket_blast_and_a_jump_before_the_roll():
    from greenthings.engine import legal_actions
    from greenthings.ui.game.session import piece_name
    from greenthings.ui.scenes.board.offer import Offer
    from greenthings.ui.scenes.board.outside_layer import odds_lines
    from greenthings.ui.scenes.board.selection import Selection
    from tests.engine.test_outside_boats import launched

    s, _ids = launched({"pilot-15": "boat:cockboat", "cook": "galley"},
                       [("baby", "skin:sensor-2"), ("baby", "skin:saucer-bay")], phase="crew-attack",
                       boat="cockboat", dice=[6] * 40)
    s.known["rocket-fuel"] = "kill5"
    s.cup.remove("kill5")
    offer = Offer(s, legal_actions(s), human=True)
    lines = [text for text, _c in odds_lines(s, offer, Selection(), lambda t: piece_name(s, t))]
    assert any(text.startswith("Rocket blast from the Cockboat on Space, ventral") for text in lines), lines
    assert sum("to kill:" in text and "%" in text for text in lines) == 2, lines  # both Babies, with their chance


def test_the_phase_bar_says_how_to_fly_a_boat_and_answer_the_bridge():
    from greenthings.ui.game.prompts import prompt

    assert "with nobody picked" in prompt("crew-move", {"move", "boat-move", "end-phase"})
    assert "airlock" in prompt("monster-grow", {"lock"})
    assert "ride out" in prompt("crew-move", {"ride"})


def test_every_skin_area_has_its_name_beyond_the_band_clear_of_the_rest():
    """Each skin area's name (from the map, less "Skin: ") lies in the view,
    off the band and the hull, clear of the other names, of the boats' cards
    where they are and of where each space area's tokens gather."""
    from greenthings.ui.draw.outside_labels import skin_label, skin_name_places, space_name

    s = _outside_state()
    places = outside_places(s)
    docked = {b.id: b.at for b in boat_places(s)}
    for size, boats in (((1024, 640), docked), ((1920, 1080), docked),
                        ((1280, 800), {**docked, "scout": "space:ventral", "saucer": "space:fore"})):
        view = ShipView(s.map)
        view.set_rect(pygame.Rect(0, 0, int(size[0] * 0.78), int(size[1] * 0.8)))
        view.place_boats(boats)
        local = {aid: view.polygon(aid) for aid in view.shapes.polygons}  # the view's top left is (0, 0)
        names = skin_name_places(view)
        assert set(names) == set(places.ring), f"skin areas without a name at {size}: {set(places.ring) - set(names)}"
        assert skin_label(view, "skin:scout-bay") == "Scout Bay"
        rects = [r for r, _lines, _edge in names.values()]
        rects += [space_name(view.rect, view, sp, local[sp])[1] for sp in places.skins_of]
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b), (size, a, b)
        solid = [aid for aid in local if not aid.startswith("space:")]   # the ship, the band, the cards
        d = view.token_diameter
        for aid, (r, lines, edge) in names.items():
            assert view.rect.contains(r) and lines, (aid, r)
            pts = [r.topleft, r.topright, r.bottomleft, r.bottomright, r.center, r.midtop, r.midbottom]
            hit = [o for o in solid for p in pts if point_in_polygon(*p, local[o])]
            assert not hit, f"{aid}'s name lies on {hit[0]} at {size}"
            for sp in places.skins_of:
                cx, cy = view.center(sp)
                assert math.dist((cx, cy), (min(max(cx, r.left), r.right), min(max(cy, r.top), r.bottom))) >= d, \
                    f"{aid}'s name is where {sp}'s tokens gather"
            assert math.dist(edge, r.center) < d * 8, f"{aid}'s name is far from its piece of band"
