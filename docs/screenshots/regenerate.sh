#!/usr/bin/env bash
# Regenerate docs/screenshots/ from the real program, in a real window under Xvfb
# (Debian: apt-get install xvfb). Run from anywhere; PYTHON picks the interpreter.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
OUT=docs/screenshots
xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.ui.table_screenshots "$OUT"
"$PY" -m bagchen_qt.ui.screenshots "$OUT/tiles.png"
"$PY" -c "from bagchen_qt.ui.dialog_screenshots import render_dialog_screenshots as r; r('$OUT')"
if "$PY" -c "import bagchen_qt.ui.replay_screenshots" 2>/dev/null; then
    xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.ui.replay_screenshots "$OUT"
fi
