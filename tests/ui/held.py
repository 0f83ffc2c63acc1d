"""Everything a window holds, walked object by object, as plain facts to compare.

``facts(roots, skip)`` follows every reference from ``roots``: Python attributes (an
object's ``__dict__``, slots and dataclass fields), the items of containers, the cells
of closures, and on the Qt side every ``QObject`` child, every item of a graphics scene
and what a player can read or a screen reader is told (texts, tooltips, accessible names
and descriptions, positions, faces shown). Each value met is written down under the path
that first reached it, so two windows that hold the same things give the same facts, and
a difference names where they differ. ``skip(obj, name)`` leaves an attribute out.
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import functools
import random
import types
from collections import deque
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF
from PySide6.QtGui import QAccessible, QAction
from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QGraphicsScene, QLabel, QMenu, QMenuBar, QWidget

LEAVES = (type(None), bool, int, float, complex, str, bytes, enum.Enum)
OPAQUE = (types.ModuleType, type, types.BuiltinFunctionType, types.CodeType, random.Random)
# The clocks of paint and motion (when an item last held still, a plate's pulse): they
# follow the moment a frame was painted, and name nothing.
CLOCKS = frozenset({"_steadiness", "_pulse", "Steadiness"})


def _children(obj: QObject) -> Iterator[tuple[str, QObject]]:
    """An object's children by type and name, leaving out Qt's own helpers (``qt_…``, and
    a menu bar's menu without a title), which Qt makes when it needs them: the button and
    the menu a menu bar shows its menus in when they do not fit."""
    count: dict[str, int] = {}
    for child in obj.children():
        name = child.objectName()
        if name.startswith("qt_") or (isinstance(obj, QMenuBar) and isinstance(child, QMenu) and not child.title()):
            continue
        if isinstance(child, QAbstractAnimation):  # a motion under way, or just ended: a clock
            continue
        key = f"{type(child).__name__}:{name}"
        count[key] = count.get(key, 0) + 1
        yield f"<{key}#{count[key]}>", child


def _round(value: float) -> float:
    return round(value, 2)


def _qt_facts(obj: Any) -> dict[str, Any]:
    """What Qt keeps of ``obj`` outside Python: its texts, accessible names, place and look."""
    out: dict[str, Any] = {}
    if isinstance(obj, QWidget):
        out.update(
            tooltip=obj.toolTip(),
            accessible_name=obj.accessibleName(),
            accessible_description=obj.accessibleDescription(),
            status_tip=obj.statusTip(),
            title=obj.windowTitle(),
            enabled=obj.isEnabled(),
        )
        if isinstance(obj, QLabel | QAbstractButton):
            out["text"] = obj.text()
        face = QAccessible.queryAccessibleInterface(obj)
        if face is not None and face.isValid():
            for role in (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value):
                out[f"accessible_{role.name}"] = face.text(role)
    if isinstance(obj, QAction):
        out.update(text=obj.text(), tooltip=obj.toolTip(), enabled=obj.isEnabled(), checked=obj.isChecked())
    if isinstance(obj, QGraphicsItem):
        pos = obj.pos()
        out.update(
            pos=(_round(pos.x()), _round(pos.y())),
            rotation=_round(obj.rotation()),
            scale=_round(obj.scale()),
            z=_round(obj.zValue()),
            visible=obj.isVisible(),
            opacity=_round(obj.opacity()),
            tooltip=obj.toolTip(),
        )
    return out


def _attributes(obj: Any) -> Iterator[tuple[str, Any]]:
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for field in dataclasses.fields(obj):
            yield field.name, getattr(obj, field.name, None)
    else:
        for cls in type(obj).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if name not in ("__dict__", "__weakref__") and hasattr(obj, name):
                    yield name, getattr(obj, name)
    yield from sorted((getattr(obj, "__dict__", None) or {}).items())


def walk(roots: dict[str, Any], skip: Callable[[Any, str], bool]) -> Iterator[tuple[str, Any]]:
    """(path, object) for every object reached from ``roots``, each once, breadth first."""
    seen: set[int] = set()
    kept: list[Any] = []  # every object met, alive until the walk ends: no id is used twice
    queue: deque[tuple[str, Any]] = deque(roots.items())
    items: list[tuple[str, QGraphicsItem]] = []  # a scene's items, once all else is walked
    while queue or items:
        if not queue:  # the items no attribute holds, in an order of their own
            items.sort(key=lambda pair: repr(sorted(_qt_facts(pair[1]).items())))
            queue.extend((f"{path}{{{i}}}", item) for i, (path, item) in enumerate(items))
            items = []
        path, obj = queue.popleft()
        if not isinstance(obj, LEAVES):
            if id(obj) in seen:
                continue
            seen.add(id(obj))
            kept.append(obj)
        yield path, obj
        if isinstance(obj, LEAVES + OPAQUE) or type(obj).__name__ in CLOCKS:
            continue
        if isinstance(obj, tuple | list | deque):
            queue.extend((f"{path}[{i}]", x) for i, x in enumerate(obj))
        elif isinstance(obj, dict):
            for key, value in sorted(obj.items(), key=lambda kv: repr(kv[0])):
                queue.append((f"{path}[{key!r}]", key))
                queue.append((f"{path}[{key!r}]=", value))
        elif isinstance(obj, set | frozenset):
            queue.extend((f"{path}{{{i}}}", x) for i, x in enumerate(sorted(obj, key=repr)))
        elif isinstance(obj, types.FunctionType):
            for i, cell in enumerate(obj.__closure__ or ()):
                with contextlib.suppress(ValueError):  # an empty cell
                    queue.append((f"{path}.<closure {i}>", cell.cell_contents))
            queue.append((f"{path}.<defaults>", obj.__defaults__))
        elif isinstance(obj, types.MethodType):
            queue.append((f"{path}.__self__", obj.__self__))
        elif isinstance(obj, functools.partial):
            queue.extend(((f"{path}.func", obj.func), (f"{path}.args", obj.args), (f"{path}.kw", obj.keywords)))
        else:
            for name, value in _attributes(obj):
                if name not in CLOCKS and not skip(obj, name):
                    queue.append((f"{path}.{name}", value))
            qt = _qt_facts(obj)
            if qt:
                queue.append((f"{path}.<qt>", qt))
            if isinstance(obj, QObject):
                queue.extend((f"{path}.{key}", child) for key, child in _children(obj))
            if isinstance(obj, QGraphicsScene):
                items += [(f"{path}.<item>", item) for item in obj.items()]
            if isinstance(obj, QGraphicsItem):
                queue.extend((f"{path}.<item child {i}>", c) for i, c in enumerate(obj.childItems()))


def _leaf(obj: Any) -> str:
    if isinstance(obj, float):
        return repr(_round(obj))
    if isinstance(obj, QPointF):
        return repr((_round(obj.x()), _round(obj.y())))
    if isinstance(obj, LEAVES):
        return repr(obj)
    return f"<{type(obj).__module__}.{type(obj).__qualname__}>"


def facts(roots: dict[str, Any], skip: Callable[[Any, str], bool]) -> dict[str, str]:
    """Every path reached from ``roots`` with what lies there (a value, or an object's type)."""
    return {path: _leaf(obj) for path, obj in walk(roots, skip)}


def differences(first: dict[str, str], second: dict[str, str], most: int = 12) -> list[str]:
    """Where two sets of facts differ, a line each (the first ``most``)."""
    paths = sorted(set(first) | set(second), key=lambda p: (len(p), p))
    lines = [
        f"{path}: {first.get(path, '(absent)')} / {second.get(path, '(absent)')}"
        for path in paths
        if first.get(path) != second.get(path)
    ]
    return lines[:most] + ([f"… and {len(lines) - most} more"] if len(lines) > most else [])
