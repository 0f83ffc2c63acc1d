"""A game's glossary: each term its table shows, said plainly, and where the rules explain it.

Each game gives its terms through the catalogue's ``glossary`` face (a tuple of
``Term``); ``glossary_of`` and ``explain`` find them for any game, so the tables can
give a term a tooltip and a link to its section of Help → Rules. The words are English
source text, translated by the window in the context ``TRANSLATION_CONTEXT``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bagchen_qt.core.family import game_named

TRANSLATION_CONTEXT = "Glossary"


@dataclass(frozen=True)
class Term:
    term: str  # as the table shows it, in lower case unless a name
    meaning: str  # one or two plain sentences
    section: str  # the anchor of its section in the game's page of Help → Rules


def glossary_of(game: str) -> Mapping[str, Term]:
    """A game's terms by their lower-case spelling (empty when it gives none)."""
    from bagchen_qt.games import face, has_face

    if not has_face(game, "glossary"):
        return {}
    game_named(game)  # every game's rules registered in the catalogue's order before this one's terms
    terms: tuple[Term, ...] = tuple(face(game, "glossary"))
    return {term.term.lower(): term for term in terms}


def explain(game: str, term: str) -> Term | None:
    """The entry for ``term`` (any case, spaces trimmed), or None when the game has none."""
    return glossary_of(game).get(" ".join(term.lower().split()))
