# Bagchen's run-time hook for PySide6, in place of PyInstaller's own (pyi_rth_pyside6):
# the same environment for Qt, without importing PySide6.QtCore at start-up.
#
# PyInstaller's hook imports QtCore in every run, only to check that an embedded qt.conf
# points Qt at the bundle; PySide6's wheels register that qt.conf themselves when QtCore
# is imported. Importing it eagerly loads Qt and ICU into the command-line subcommands
# (conformance, records...) and into every AI worker process, none of which use Qt:
# about 100 ms each. Nothing about QML or OpenSSL is set up: the build has neither.
#
# bagchen.spec points PyInstaller at this folder (hookspath); a run-time hook defined
# there for PySide6 takes the place of the built-in one (PyInstaller logs that it skips it).


def _pyi_rthook():
    import os
    import sys

    if sys.platform.startswith("win"):
        qt_path = os.path.join(sys._MEIPASS, "PySide6")
        # Qt's DLLs sit in the bundle's top folder and in PySide6/.
        os.environ["PATH"] = os.pathsep.join([sys._MEIPASS, os.environ.get("PATH", "")])
    else:
        qt_path = os.path.join(sys._MEIPASS, "PySide6", "Qt")
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_path, "plugins")


_pyi_rthook()
del _pyi_rthook
