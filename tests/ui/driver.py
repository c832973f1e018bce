"""Drive the game through its own event handling: posted clicks and keys."""
from __future__ import annotations

import random

import pygame


def key_event(k, mod=0, text=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)


class Driver:
    def __init__(self, app, seed: int = 0) -> None:
        self.app = app
        self.rng = random.Random(seed)

    @property
    def top(self):
        return self.app.stack.top

    def frames(self, n: int = 1, events=None) -> None:
        for i in range(n):
            self.app.step(1 / 60, events=(events if i == 0 and events else []))

    def key(self, k, mod=0, text="") -> None:
        self.app.step(1 / 60, events=[key_event(k, mod, text)])
        self.frames(1)

    def click(self, pos, button: int = 1) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        self.app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
        self.app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])
        # pygame-gui posts UI_BUTTON_PRESSED to the queue: let the app read it.
        self.app.step(1 / 60)
        self.app.step(1 / 60)

    def click_button(self, button) -> None:
        self.click(button.rect.center)

    def pick(self, choice, entry_id: str) -> None:
        """Choose an entry of a scrolling list (ui/scenes/choice_list.py):
        scroll it into sight with the mouse wheel, then click it."""
        target, before = choice.ids.index(entry_id), pygame.mouse.get_pos()
        for _ in range(len(choice.ids)):
            shown = [i for i, e in enumerate(choice.ids)
                     if choice.row_button(e) is not None and choice.rect.contains(choice.row_button(e).rect)]
            if target in shown:
                pygame.mouse.set_pos(before)
                self.click_button(choice.row_button(entry_id))
                return
            wheel = -1 if not shown or target > max(shown) else 1   # a turn towards you scrolls down
            pygame.mouse.set_pos(choice.rect.center)    # pygame-gui scrolls what the mouse is over
            self.frames(1)
            self.frames(10, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False,
                                                       precise_x=0.0, precise_y=float(wheel))])
        raise AssertionError(f"{entry_id!r} never scrolled into sight in {choice.ids}")

    def click_variant(self, page, key: str) -> None:
        """Click an optional rule's row on the new game page (a rulebook
        variant's field or an expansion's option), scrolled into sight first."""
        button, box, before = page.variant_buttons[key], page.variants_box, pygame.mouse.get_pos()
        for _ in range(len(page.variant_buttons)):
            if box.rect.collidepoint(button.rect.center):   # where the click lands
                pygame.mouse.set_pos(before)
                self.click_button(button)
                return
            wheel = -1 if button.rect.y > box.rect.y else 1   # a turn towards you scrolls down
            # pygame-gui scrolls the box while one of its rows is under the mouse (not a gap between rows).
            pygame.mouse.set_pos(next(b.rect.center for b in page.variant_buttons.values()
                                      if box.rect.contains(b.rect)))
            self.frames(1)
            self.frames(10, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False,
                                                       precise_x=0.0, precise_y=float(wheel))])
        raise AssertionError(f"the {key!r} row never scrolled into sight")

    def settle(self, limit: int = 600) -> None:
        """Skip animations and let the computer move until a human must act."""
        for _ in range(limit):
            top = self.top
            if getattr(top, "busy", False):
                self.key(pygame.K_SPACE)
                continue
            session = getattr(top, "session", None)
            if session is not None and session.computer_turn() and not session.over:
                self.frames(1)
                continue
            return

    # -- the board ---------------------------------------------------
    def board_affordances(self, board) -> list[tuple[str, object]]:
        """Everything on the board a player could usefully click now."""
        from greenthings.ui.draw import palette as P

        out: list[tuple[str, object]] = []
        for b, _ in board.panel.buttons:
            if b.is_enabled and b.visible:
                out.append(("button", b))
        lit = (P.LEGAL_MOVE, P.LEGAL_TARGET)
        # Sorted, so that the seed alone picks the clicks (the picture's
        # dicts may be filled from sets, whose order changes with the hash seed).
        for area, col in sorted(board.picture.highlights.items(), key=lambda kv: str(kv[0])):
            if col in lit:
                # The middle of the area may be covered by a token: click a free point.
                pt = self._free_point(board, area)
                if pt is not None:
                    out.append(("area", pt))
        for rect, members in sorted(board.view.piece_rects, key=lambda rm: (rm[0].y, rm[0].x)):
            if any(board.picture.marked.get(m) in (P.LEGAL_MOVE, P.LEGAL_TARGET, P.ACTOR_HINT) for m in members):
                out.append(("piece", rect.center))
        return out

    def _free_point(self, board, area):
        poly = board.view.polygon(area)
        from greenthings.ui.draw.tokens import point_in_polygon

        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        for _ in range(60):
            x = self.rng.uniform(min(xs), max(xs))
            y = self.rng.uniform(min(ys), max(ys))
            if point_in_polygon(x, y, poly) and board.view.group_at((x, y)) == () and \
                    board.view.area_at((x, y)) == area:
                return (x, y)
        return None

    def board_turn(self, board, end_bias: float = 0.3) -> None:
        """One player decision on the board, made with the mouse or a key."""
        legal = board.session.legal_actions()
        if legal and all(a.type == "resolve" for a in legal):  # the attacks are declared: roll them
            self.key(pygame.K_RETURN)
            return
        if board.bar.end_button.is_enabled and self.rng.random() < end_bias:
            self.key(pygame.K_e, text="e")
            if self.top is not board:  # "roll them first?" confirmation
                self.key(pygame.K_RETURN)
            return
        options = self.board_affordances(board)
        if not options and board.selection.piece is not None:
            # A picked piece with nothing left to do hides the rest (such as
            # "Roll the attacks"): let go of it first.
            self.key(pygame.K_ESCAPE)
            options = self.board_affordances(board)
        if not options:
            if board.bar.end_button.is_enabled:
                self.click_button(board.bar.end_button)
                if self.top is not board and self.top.name == "message":  # "end anyway?"
                    self.key(pygame.K_RETURN)
            return
        kind, what = self.rng.choice(options)
        if kind == "button":
            self.click_button(what)
            if self.top is not board and self.top.name == "message":  # "Start the self-destruct?", "Board?"
                self.key(self.rng.choice((pygame.K_RETURN, pygame.K_ESCAPE)))
        else:
            self.click(what)


def rect_of(board, piece):
    return next((r for r, members in board.view.piece_rects if piece in members), None)


def click_action(d: Driver, board, action) -> bool:
    """Play ``action`` with the mouse: its piece, then its lit target (or the
    panel's button for it). True if it was played."""
    from greenthings.ui.game.session import describe_action
    from greenthings.ui.scenes.board.offer import actor_of, target_area, target_piece

    session = board.session
    before = len(session.game.actions)
    actor = actor_of(action)
    if actor is not None and board.selection.piece != actor:
        r = rect_of(board, actor)
        if r is None:
            return False
        d.click(r.center)
        if board.selection.piece != actor:
            return False
    areas = session.state.map.areas
    tp, ta = target_piece(action, areas), target_area(action, areas)
    spot = None
    if tp is not None and rect_of(board, tp) is not None:
        spot = rect_of(board, tp).center
    elif ta is not None:
        spot = d._free_point(board, ta)
    if spot is not None:
        d.click(spot)
    words = describe_action(session.state, action)
    if len(session.game.actions) == before:  # a button: its own, or the chooser's
        for b, _fn in board.panel.buttons:
            if b.tool_tip_text == words or words.endswith(b.tool_tip_text or "\0"):
                d.click_button(b)
                break
    return session.game.actions[before:before + 1] == [action]


def start_from_menu(d: Driver, *, hotseat: bool, survival: bool = False, side: str = "crew",
                    seed: str = "4242", species: str | None = None, expansions: tuple[str, ...] = ()) -> None:
    """From the main menu through the new game page, by keys and clicks
    (`expansions`: the options of those to turn on)."""
    from greenthings.ui.scenes.menu import MenuScene

    d.app.stack.push(MenuScene(d.app.context))
    d.frames(2)
    d.key(pygame.K_n, text="n")
    page = d.top
    assert page.name == "new_game"
    d.click_button(page.opp_buttons["hotseat" if hotseat else "computer"])
    d.click_button(page.side_buttons[side])
    if species is not None:
        d.pick(page.species_list, species)
    if survival:
        d.click_variant(page, "crew_survival")
    for option in expansions:
        d.click_variant(page, option)
    d.click(page.seed_entry.rect.center)
    for ch in seed:  # the entry reads typed text from TEXTINPUT, as a real keyboard sends it
        d.app.step(1 / 60, events=[key_event(getattr(pygame, f"K_{ch}"), text=ch),
                                   pygame.event.Event(pygame.TEXTINPUT, text=ch)])
    d.frames(1)
    assert page.seed_entry.get_text() == seed, f"the seed {seed!r} was not typed: {page.seed_entry.get_text()!r}"
    d.click_button(page.start_button)


class ScriptedComputer:
    """A stand-in for the computer's player: answers each request at once with
    `pick(state)`, the one thing a test's computer decides."""

    busy = False

    def pick(self, state):
        raise NotImplementedError

    def request(self, state, hint: bool = False) -> None:
        self._answer = self.pick(state)
        self.busy = True

    def poll(self):
        if not self.busy:
            return None
        self.busy = False
        return self._answer

    def cancel(self) -> None:
        self.busy = False

    def close(self) -> None:
        self.busy = False
