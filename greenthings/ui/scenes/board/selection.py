"""The player's pick on the board: the selected piece, the pieces acting
together with it, the actions waiting in the chooser (a click that could
mean several), the sub key chosen (which spare weapon, which stage) and the
computer's hint.  Plain data and the rules for keeping it sensible when the
position changes; the scene tells the rest of the board."""
from __future__ import annotations

from greenthings.engine import to_play
from greenthings.ui.scenes.board.offer import GROUP_TYPES, Offer, actor_of


class Selection:
    def __init__(self) -> None:
        self.piece: str | None = None
        self.group: list[str] = []  # pieces that act together with the selected one
        self.chooser: list = []  # actions a click could mean: the panel lists them
        self.chooser_whole = False  # the chooser's action is for the whole stack
        self.sub: str | None = None
        self.hint = None  # the computer's suggestion
        self.side: str | None = None  # whose turn it was at the last position seen

    def select(self, piece: str | None, group: list[str] | None = None) -> None:
        self.piece = piece
        self.group = [g for g in (group or []) if g != piece]
        self.chooser = []
        self.hint = None

    def choose_sub(self, key: str) -> None:
        self.sub = key
        self.piece = None
        self.group = []

    def choose_between(self, actions: list, whole_stack: bool) -> None:
        self.chooser = list(actions)
        self.chooser_whole = whole_stack

    def forget_choices(self) -> None:
        """An action is being played: the chooser and the hint are done with."""
        self.chooser = []
        self.hint = None

    def keep_group(self, pieces: list[str]) -> None:
        """After a group move: those who went stay together."""
        self.group = list(pieces)

    def show_hint(self, action) -> None:
        self.hint = action
        self.piece = actor_of(action) or None

    def let_go(self) -> bool:
        """The player's pick is over (the computer plays): True if there was one."""
        had = self.piece is not None or bool(self.group) or bool(self.chooser)
        self.piece, self.group, self.chooser = None, [], []
        return had

    # -- what it can do --------------------------------------------------
    def acts(self, offer: Offer) -> list:
        """The legal actions of the selected piece (none for a look-only selection)."""
        return offer.acts_of(self.piece)

    def candidates(self, offer: Offer) -> list:
        return offer.candidates(self.piece, self.chooser, self.sub)

    def together_with(self, action, offer: Offer, whole_stack: bool = False) -> list[str]:
        """The other pieces that should do what ``action`` does."""
        if action.type not in GROUP_TYPES or self.piece is None or actor_of(action) != self.piece:
            return []
        extra = list(self.group)
        if whole_stack:
            extra += [m for m in offer.stack_mates(self.piece) if m not in extra]
        return extra

    def in_hand(self, offer: Offer) -> int:
        """How many pieces go if the selected one is dragged: it, its group and its whole stack."""
        if self.piece is None:
            return 0
        return 1 + len(self.group) + len([m for m in offer.stack_mates(self.piece) if m not in self.group])

    # -- acting together -------------------------------------------------
    def set_group_size(self, n: int, mates: list[str]) -> None:
        """Act with ``n`` pieces of the selected one's stack (1 = just it)."""
        others = [g for g in self.group if g not in mates]
        self.group = others + mates[:max(0, n - 1)]

    def toggle(self, members, offer: Offer) -> bool:
        """Shift+click on a piece: add it (or its whole stack) to the pieces
        acting together, or take it out again.  True if it became the
        selection (nothing was selected that could act)."""
        movers = [m for m in members if m in offer.group_actors]
        if not movers:
            return False
        if self.piece is None or not self.acts(offer):
            self.select(movers[0], movers[1:])
            return True
        if self.piece in members:  # the selected stack: all of it, or back to one
            mates = offer.stack_mates(self.piece)
            rest = [g for g in self.group if g not in mates]
            self.group = rest if all(m in self.group for m in mates) else rest + mates
        elif all(m in self.group for m in movers):
            self.group = [g for g in self.group if g not in movers]
        else:
            self.group += [m for m in movers if m not in self.group]
        self.chooser = []
        return False

    # -- a new position ----------------------------------------------------
    def reconcile(self, offer: Offer) -> None:
        """Keep the pick sensible in a new position: a piece gone from the
        board is let go (a selection just to look stays), a monster that has
        done all it can hands over to the next of its stack, the only piece
        that can act is taken, a sub key that is no longer offered changes.
        When the turn has passed to the other side nothing of the last pick
        stays (in hot-seat, the monster player never sees the crew's)."""
        side = to_play(offer.state)
        if side != self.side:
            if self.side is not None:  # (a pick made before the first position, as a demo's, stays)
                self.piece, self.group, self.chooser, self.hint = None, [], [], None
            self.side = side
        if self.piece is not None and not offer.on_board(self.piece) and not self.acts(offer):
            self.piece = None
        if offer.human:
            following = offer.next_of_stack(self.piece)
            if following is not None:
                self.piece = following
                self.group = [g for g in self.group if g != following]
        if self.group:
            self.group = [g for g in self.group if g in offer.group_actors and g != self.piece] if self.piece else []
        if offer.human and not self.acts(offer):
            only = offer.sole_actor()
            if only is not None:
                self.piece = only
        if self.sub not in offer.subs:
            self.sub = offer.subs[0] if offer.subs else None
        self.chooser = [a for a in self.chooser if a in offer.legal]
