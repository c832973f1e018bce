"""The scene stack's lifecycle contract, checked with mocks (no window)."""
from __future__ import annotations

from unittest.mock import Mock

from greenthings.ui.scene import Scene, SceneStack


def scene(transparent=False):
    s = Mock(spec=Scene)
    s.transparent = transparent
    return s


def test_push_pauses_the_old_top_and_enters_the_new():
    stack = SceneStack()
    a, b = scene(), scene()
    stack.push(a)
    a.enter.assert_called_once()
    stack.push(b)
    a.pause.assert_called_once()
    b.enter.assert_called_once()
    assert stack.top is b


def test_pop_exits_and_resumes_in_pairs():
    stack = SceneStack()
    a, b = scene(), scene()
    stack.push(a)
    stack.push(b)
    stack.pop()
    b.exit.assert_called_once()
    a.resume.assert_called_once()
    assert a.pause.call_count == a.resume.call_count == 1
    assert stack.top is a


def test_replace_does_not_resume_the_scene_beneath():
    stack = SceneStack()
    a, b, c = scene(), scene(), scene()
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    b.exit.assert_called_once()
    c.enter.assert_called_once()
    a.resume.assert_not_called()
    assert stack.scenes == [a, c]


def test_reset_exits_every_scene_top_first():
    stack = SceneStack()
    order = []
    a, b = scene(), scene()
    a.exit.side_effect = lambda: order.append("a")
    b.exit.side_effect = lambda: order.append("b")
    stack.push(a)
    stack.push(b)
    c = scene()
    stack.reset(c)
    assert order == ["b", "a"]
    assert stack.scenes == [c]


def test_visible_starts_at_the_topmost_opaque_scene():
    stack = SceneStack()
    a, b, c = scene(), scene(), scene(transparent=True)
    for s in (a, b, c):
        stack.push(s)
    assert stack.visible() == [b, c]


def test_pop_on_empty_stack_is_harmless():
    assert SceneStack().pop() is None
