"""The translation catalogues: collect the strings, keep the plural sentences, compile.

``python -m bagchen_qt.ui.catalogues update`` collects every marked string of the
sources into ``resources/translations/bagchen_<language>.ts`` (Qt Linguist's format,
kept in the repository); ``check`` says which catalogue is stale against the sources;
``build`` compiles each ``.ts`` to the ``.qm`` that the program loads (the packaged
build runs it, and a checkout compiles a missing or older ``.qm`` when it starts).

Two things lupdate cannot know are settled here. The words module translates through a
helper ``tr`` in the "Words" context, which lupdate files under no context; and
lupdate's Python parser does not mark the counted sentences (``plurals.PLURALS``) as
having plural forms, so they are written into the "Words" context as numerus messages,
keeping whatever translation they already had. A game's own counted phrases ("%n
card(s)", in its own context) are made numerus messages where lupdate files them.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path

from bagchen_qt.ui.plurals import CONTEXT as WORDS_CONTEXT
from bagchen_qt.ui.plurals import PLURALS

PACKAGE = Path(__file__).resolve().parents[1]
LANGUAGES: tuple[str, ...] = ("uk", "fa", "bo", "zh_CN")
# How many plural forms Qt gives each language (Ukrainian: one, few, many).
PLURAL_FORMS: dict[str, int] = {"uk": 3, "fa": 1, "bo": 1, "zh_CN": 1}


class CatalogueError(RuntimeError):
    """A Qt Linguist tool is missing or failed; the message says which and why."""


def translations_dir() -> Path:
    from bagchen_qt.resources import resource_path

    return Path(resource_path("translations"))


def ts_path(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"bagchen_{language}.ts"


def qm_path(language: str, folder: Path | None = None) -> Path:
    return (folder or translations_dir()) / f"bagchen_{language}.qm"


def source_files() -> list[Path]:
    """Every Python source of the program, in a stable order."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def _tool(name: str) -> str:
    """The path of PySide6's own copy of a Linguist tool (lupdate, lrelease)."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    for candidate in (folder / name, folder / f"{name}.exe", folder / "Qt" / "libexec" / name):
        if candidate.exists():
            return str(candidate)
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    raise CatalogueError(f"Qt's {name} is not installed (it comes with PySide6-Essentials)")


def _run(args: list[str]) -> None:
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise CatalogueError(f"{Path(args[0]).name} failed: {done.stderr.strip() or done.stdout.strip()}")


def _plural_translations(root: ET.Element | None) -> dict[str, list[str]]:
    """The translated forms each counted sentence has in an existing catalogue."""
    found: dict[str, list[str]] = {}
    if root is None:
        return found
    for message in root.iter("message"):
        source = message.findtext("source")
        translation = message.find("translation")
        if translation is None or message.get("numerus") != "yes" or source is None:
            continue
        forms = [form.text or "" for form in translation.findall("numerusform")]
        if source in PLURALS:
            found[source] = forms
        elif (localised := source.replace("%n", "%Ln")) in PLURALS:
            # The counted sentences once wrote %n; their translations carry over to %Ln
            # (the count in the language's digits).
            found.setdefault(localised, [form.replace("%n", "%Ln") for form in forms])
    return found


def counts(source: str) -> bool:
    """A sentence written once for every count ("%n card(s)"), outside ``PLURALS``: a game's
    own counted phrases, which lupdate files as plain messages."""
    return "(s)" in source and ("%n" in source or "%Ln" in source) and source not in PLURALS


def _counted_translations(root: ET.Element | None) -> dict[tuple[str, str], list[str]]:
    """The translated forms each counted phrase has in an existing catalogue (a plain
    translation counts as its first form)."""
    found: dict[tuple[str, str], list[str]] = {}
    for context in [] if root is None else root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or not counts(source):
                continue
            if message.get("numerus") == "yes":
                found[(name, source)] = [form.text or "" for form in translation.findall("numerusform")]
            elif translation.get("type") is None and translation.text:
                found[(name, source)] = [translation.text]
    return found


def _context(root: ET.Element, name: str) -> ET.Element:
    for context in root.findall("context"):
        if (context.findtext("name") or "") == name:
            return context
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = name
    return context


# A module's own translating helper, ``def _t(text: str) -> str: return
# QCoreApplication.translate("Context", text)``: lupdate cannot see through it, so its
# calls with a literal (``_t("thinking…")``) are collected here.


def _helpers(tree: ast.Module) -> dict[str, str]:
    """The module's translating helpers: name -> context."""
    found = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.args.args or len(node.body) != 1:
            continue
        body, argument = node.body[0], node.args.args[0].arg
        call = body.value if isinstance(body, ast.Return) else None
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Attribute)
            and call.func.attr == "translate"
            and len(call.args) >= 2  # (context, text) and maybe (…, disambiguation, n)
            and isinstance(call.args[0], ast.Constant)
            and isinstance(call.args[0].value, str)
            and isinstance(call.args[1], ast.Name)
            and call.args[1].id == argument
        ):
            found[node.name] = call.args[0].value
    return found


def helper_messages(paths: Iterable[Path]) -> dict[str, set[str]]:
    """The literal texts passed to each module's translating helper, by context."""
    found: dict[str, set[str]] = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        helpers = _helpers(tree)
        if not helpers:
            continue
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in helpers
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.setdefault(helpers[node.func.id], set()).add(node.args[0].value)
    return found


def _translations(root: ET.Element | None, contexts: Iterable[str]) -> dict[tuple[str, str], ET.Element]:
    """The translations ``contexts`` have in an existing catalogue, by (context, source)."""
    wanted, found = set(contexts), {}
    for context in root.findall("context") if root is not None else ():
        name = context.findtext("name") or ""
        if name in wanted:
            for message in context.findall("message"):
                translation = message.find("translation")
                if translation is not None and message.findtext("source"):
                    found[(name, message.findtext("source") or "")] = translation
    return found


def _add_helper_messages(path: Path, helpers: dict[str, set[str]], before: dict[tuple[str, str], ET.Element]) -> None:
    """The helpers' texts, with the translations they had ``before`` lupdate (which
    drops them, not seeing them in the sources)."""
    tree = ET.parse(path)
    root = tree.getroot()
    for context_name, texts in helpers.items():
        context = _context(root, context_name)
        known = {m.findtext("source") for m in context.findall("message")}
        for text in sorted(texts - known):
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = text
            kept = before.get((context_name, text))
            if kept is not None and kept.get("type") not in ("obsolete", "vanished"):
                message.append(kept)
            else:
                ET.SubElement(message, "translation", type="unfinished")
    tree.write(path, encoding="utf-8")


def _settle(
    path: Path,
    language: str,
    plurals: dict[str, list[str]],
    words_before: dict[str, ET.Element] | None = None,
    counted: dict[tuple[str, str], list[str]] | None = None,
) -> None:
    """Files the words' strings under their context and writes the counted sentences."""
    tree = ET.parse(path)
    root = tree.getroot()
    words = _context(root, WORDS_CONTEXT)
    seen = {m.findtext("source") for m in words.findall("message")}
    for context in list(root.findall("context")):
        for message in list(context.findall("message")):
            source = message.findtext("source")
            if source in PLURALS:
                context.remove(message)
            elif (context.findtext("name") or "") == "" and context is not words:
                context.remove(message)
                if source not in seen:
                    translation = message.find("translation")
                    before = (words_before or {}).get(source or "")
                    if before is not None and translation is not None and translation.get("type") is not None:
                        message.remove(translation)
                        message.append(before)
                    words.append(message)
                    seen.add(source)
        if not context.findall("message"):
            root.remove(context)
    words = _context(root, WORDS_CONTEXT)
    forms = PLURAL_FORMS.get(language, 2)
    for source in PLURALS:
        message = ET.SubElement(words, "message")
        ET.SubElement(message, "source").text = source
        _as_counted(message, plurals.get(source, []), forms)
    for context in root.findall("context"):  # a game's counted phrases get their plural forms too
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            if counts(source):
                _as_counted(message, (counted or {}).get((context.findtext("name") or "", source), []), forms)
    for context in root.findall("context"):  # a stable order, whatever the sources' order
        messages = context.findall("message")
        for message in messages:
            context.remove(message)
        for message in sorted(messages, key=lambda m: m.findtext("source") or ""):
            context.append(message)
    contexts = sorted(root.findall("context"), key=lambda c: c.findtext("name") or "")
    for context in contexts:
        root.remove(context)
        root.append(context)
    ET.indent(tree, space="    ")
    with path.open("w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        out.write(ET.tostring(root, encoding="unicode"))
        out.write("\n")


def _as_counted(message: ET.Element, texts: list[str], forms: int) -> None:
    """``message`` as a numerus message with ``forms`` forms, filled from ``texts``."""
    message.set("numerus", "yes")
    for old in message.findall("translation"):
        message.remove(old)
    translation = ET.SubElement(message, "translation")
    if len(texts) != forms or not all(texts):
        translation.set("type", "unfinished")
    for index in range(forms):
        ET.SubElement(translation, "numerusform").text = texts[index] if index < len(texts) else ""


EXAMPLES_CONTEXT = "Examples"  # the texts of the example deals (Help → Examples)


def example_messages() -> set[str]:
    """The texts of the example deals a reader sees: each session's title and every note."""
    from bagchen_qt.records.examples import example_files

    found: set[str] = set()
    for path in example_files():
        document = json.loads(path.read_text(encoding="utf-8"))
        found |= {s["title"] for s in document.get("sessions", []) if s.get("title")}
        for deal in document.get("deals", []):
            found |= {note["text"] for note in deal.get("annotations", []) if note.get("text")}
    return found


def lesson_messages() -> set[str]:
    """What the coach says in every game's lessons: titles, steps, answers, buttons."""
    from bagchen_qt.core.lessons import NEXT, PLAY_A_REAL_DEAL, lessons_of
    from bagchen_qt.games import listings
    from bagchen_qt.ui.coach import TRY_AGAIN

    found = {NEXT, PLAY_A_REAL_DEAL, TRY_AGAIN}
    for listing in listings():
        for lesson in lessons_of(listing.name):
            found.add(lesson.title)
            for step in lesson.steps:
                found |= {step.say, step.button}
                if step.expect is not None:
                    found |= {step.expect.why_not, step.expect.well_done}
    return {text for text in found if text}


def glossary_messages() -> set[str]:
    """Every game's glossary: each term and its plain meaning."""
    from bagchen_qt.core.glossary import glossary_of
    from bagchen_qt.games import listings

    found: set[str] = set()
    for listing in listings():
        for term in glossary_of(listing.name).values():
            found |= {term.term, term.meaning}
    return {text for text in found if text}


def data_messages() -> dict[str, set[str]]:
    """The texts the program says from data rather than from a call in its sources, by
    context: the example deals', the lessons' and the glossaries'."""
    from bagchen_qt.core.glossary import TRANSLATION_CONTEXT as GLOSSARY_CONTEXT
    from bagchen_qt.core.lessons import TRANSLATION_CONTEXT as LESSONS_CONTEXT

    found = {EXAMPLES_CONTEXT: example_messages(), LESSONS_CONTEXT: lesson_messages()}
    found[GLOSSARY_CONTEXT] = glossary_messages()
    return {context: texts for context, texts in found.items() if texts}


def update(folder: Path | None = None, languages: Iterable[str] = LANGUAGES) -> list[Path]:
    """Brings each language's catalogue in ``folder`` up to date with the sources."""
    folder = folder or translations_dir()
    written = []
    lupdate = _tool("lupdate")
    sources = [str(p) for p in source_files()]
    helpers = helper_messages(source_files())
    for context, texts in data_messages().items():
        helpers.setdefault(context, set()).update(texts)
    for language in languages:
        path = ts_path(language, folder)
        previous = ET.parse(path).getroot() if path.exists() else None
        plurals = _plural_translations(previous)
        counted = _counted_translations(previous)
        # lupdate files the words' helper strings under no context, and would drop their
        # translations from the words' context: the finished ones are put back (``_settle``).
        words_before = {
            source: translation
            for (_, source), translation in _translations(previous, [WORDS_CONTEXT]).items()
            if translation.get("type") is None
        }
        helpers_before = _translations(previous, helpers)
        _run(
            [lupdate, *sources, "-locations", "none", "-no-obsolete", "-silent"]
            + ["-source-language", "en", "-target-language", language, "-ts", str(path)]
        )
        _add_helper_messages(path, helpers, helpers_before)
        _settle(path, language, plurals, words_before, counted)
        written.append(path)
    return written


def stale(folder: Path | None = None, languages: Iterable[str] = LANGUAGES) -> list[str]:
    """The languages whose catalogue in ``folder`` differs from what ``update`` writes."""
    folder = folder or translations_dir()
    out = []
    with tempfile.TemporaryDirectory() as scratch:
        for language in languages:
            original = ts_path(language, folder)
            copy = ts_path(language, Path(scratch))
            if original.exists():
                shutil.copy(original, copy)
            update(Path(scratch), [language])
            if not original.exists() or original.read_bytes() != copy.read_bytes():
                out.append(language)
    return out


def unfinished(path: Path) -> list[str]:
    """The sources of the messages of a catalogue that still lack a translation."""
    root = ET.parse(path).getroot()
    return [
        message.findtext("source") or ""
        for message in root.iter("message")
        if (translation := message.find("translation")) is not None
        and translation.get("type") in ("unfinished", "obsolete", "vanished")
    ]


def build(folder: Path | None = None, out: Path | None = None, languages: Iterable[str] = LANGUAGES) -> list[Path]:
    """Compiles each catalogue to the ``.qm`` file the program loads."""
    folder = folder or translations_dir()
    out = out or folder
    lrelease = _tool("lrelease")
    written = []
    for language in languages:
        source = ts_path(language, folder)
        if not source.exists():
            continue
        target = qm_path(language, out)
        _run([lrelease, "-silent", str(source), "-qm", str(target)])
        written.append(target)
    return written


def ensure_built(language: str) -> Path | None:
    """The compiled catalogue of ``language``, compiled first when a checkout has a newer
    source; None when there is neither a ``.qm`` nor a way to make one."""
    source, target = ts_path(language), qm_path(language)
    fresh = target.exists() and (not source.exists() or target.stat().st_mtime >= source.stat().st_mtime)
    if fresh:
        return target
    if source.exists() and os.access(target.parent, os.W_OK):
        with contextlib.suppress(CatalogueError):
            build(languages=[language])
    return target if target.exists() else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bagchen_qt.ui.catalogues", description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("update", "check", "build"))
    args = parser.parse_args(argv)
    try:
        if args.command == "update":
            for path in update():
                left = len(unfinished(path))
                print(f"{path.name}: {left} message(s) to translate")
        elif args.command == "check":
            late = stale()
            if late:
                print("stale catalogues: " + ", ".join(late) + " (run: python -m bagchen_qt.ui.catalogues update)")
                return 1
            print("catalogues up to date")
        else:
            for path in build():
                print(path)
    except CatalogueError as error:
        print(f"bagchen catalogues: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
