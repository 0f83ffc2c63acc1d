"""The table's records database, when it cannot be used as it is.

A damaged Bagchen database is set aside only once the player has read so. A database
from a newer Bagchen, another program's database, or a file that is not a database at
all is never touched. The window says why, and offers to play without
recording or to choose another database file; the one chosen is then used for the
rest of the program (it becomes ``$BAGCHEN_DB``, as if given at the start).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QWidget

from bagchen_qt.records.store import ENV_VAR, RecordsError, Store, resolve_db_path
from bagchen_qt.ui import message_box

NOT_RECORDING = "you chose to play without recording"


def _tr(text: str) -> str:
    return QCoreApplication.translate("RecordsChoice", text)


def open_table_store(parent: QWidget | None = None) -> Store:
    """The records database for the table (``$BAGCHEN_DB``, else the user data folder),
    or, if it cannot be used, what the player chooses instead: another database file,
    or a store in memory that records nothing (the table then shows why)."""
    path: Path | None = None
    while True:
        try:
            store = Store.open(path, notify=lambda text: tell(parent or QApplication.activeWindow(), text))
        except RecordsError as error:
            if not choose_another(parent or QApplication.activeWindow(), str(error)):
                return Store.memory(NOT_RECORDING)
            chosen = choose_database_file(parent or QApplication.activeWindow(), path or resolve_db_path())
            if chosen is not None:
                path = chosen
            continue
        if path is not None:
            os.environ[ENV_VAR] = str(path)  # the replays and the next sessions use it too
        return store


def tell(parent: QWidget | None, text: str) -> None:
    """Say what is about to happen to the records database (a damaged one set aside)."""
    message_box.information(parent, _tr("Bagchen: the deal records"), text)


def choose_another(parent: QWidget | None, reason: str) -> bool:
    """Say why the records database cannot be used; True to choose another file, False
    to play without recording."""
    box = message_box.ThemedMessageBox(
        parent,
        QMessageBox.Icon.Warning,
        _tr("Bagchen: the deal records"),
        _tr("The records database cannot be used, so the deals would not be recorded."),
        reason,
    )
    play = box.addButton(_tr("Play without recording"), QMessageBox.ButtonRole.AcceptRole)
    choose = box.addButton(_tr("Choose another database…"), QMessageBox.ButtonRole.ActionRole)
    box.setDefaultButton(play)
    box.setEscapeButton(play)
    box.exec()
    return box.clickedButton() is choose


def choose_database_file(parent: QWidget | None, current: Path) -> Path | None:
    """A records database file to use (a new name makes a new database), or None."""
    path, _ = QFileDialog.getSaveFileName(
        parent,
        _tr("Choose a records database"),
        str(current.parent),
        _tr("Bagchen records (*.sqlite3 *.db);;All files (*)"),
        options=QFileDialog.Option.DontConfirmOverwrite,
    )
    return Path(path) if path else None
