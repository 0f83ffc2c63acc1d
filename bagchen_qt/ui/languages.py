"""The languages the program speaks, by code, each named in itself: a module of names only,
so that the settings can check a stored language without loading the translation machinery."""

from __future__ import annotations

# Each language named in itself, in the order the menu lists them.
LANGUAGES: dict[str, str] = {"en": "English", "uk": "Українська", "fa": "فارسی", "bo": "བོད་ཡིག", "zh_CN": "中文"}
DEFAULT_LANGUAGE = "en"
RIGHT_TO_LEFT = frozenset({"fa"})
LANGUAGE_KEY = "view/language"  # in the settings (settings.AppSettings.language)
LANGUAGE_VARIABLE = "BAGCHEN_LANG"  # ``bagchen --lang CODE`` sets it for this run only
