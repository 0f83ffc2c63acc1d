#!/usr/bin/env bash
# Regenerate docs/screenshots/ from the real program, in a real window under Xvfb
# (Debian: apt-get install xvfb). Run from anywhere; PYTHON picks the interpreter.
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
OUT=docs/screenshots
xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.games.bagchen.table.table_screenshots "$OUT"
# Learn to play: each game's first step of a lesson, and the New session dialog's first page.
lessons=$(mktemp -d)
xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.ui.lesson_screenshots "$lessons" --size 1600x1000
for shot in lesson_bagchen lesson_tien-gow lesson_bao-huang new_session_beginner new_session_options; do
    cp "$lessons/${shot}_1600x1000.png" "$OUT/$shot.png"
done
# The dialog's rules and options right to left, each choice with its line of plain words.
BAGCHEN_LANG=fa xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.ui.lesson_screenshots "$lessons/fa" --size 1600x1000
cp "$lessons/fa/new_session_options_1600x1000.png" "$OUT/languages/new_session_options_fa.png"
for size in 1024x700 2560x1440; do
    xvfb-run -a -s "-screen 0 ${size}x24" "$PY" -m bagchen_qt.ui.lesson_screenshots "$lessons" --size "$size"
    mkdir -p "$OUT/sizes" && cp "$lessons/lesson_bagchen_${size}.png" "$OUT/sizes/"
done
rm -rf "$lessons"
"$PY" -m bagchen_qt.games.bagchen.table.tile_sheet "$OUT/tiles.png"
"$PY" -c "from bagchen_qt.games.bagchen.table.dialog_screenshots import render_dialog_screenshots as r; r('$OUT')"
if "$PY" -c "import bagchen_qt.games.bagchen.table.replay_screenshots" 2>/dev/null; then
    xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.games.bagchen.table.replay_screenshots "$OUT"
fi

# The table at the small and large window sizes, and at twice the pixels (scale 2):
# the trick and the refused lead of each size go to sizes/.
SIZES="$OUT/sizes"
mkdir -p "$SIZES"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for size in 1024x700 1600x1000 2560x1440; do
    xvfb-run -a -s "-screen 0 ${size}x24" "$PY" -m bagchen_qt.games.bagchen.table.table_screenshots "$scratch" --size "$size"
done
QT_SCALE_FACTOR=2 xvfb-run -a -s "-screen 0 2560x1440x24" \
    "$PY" -m bagchen_qt.games.bagchen.table.table_screenshots "$scratch/scale2" --size 1280x720
for shot in "$scratch"/table_trick_*.png "$scratch"/table_passport_refusal_*.png; do
    cp "$shot" "$SIZES/"
done
cp "$scratch/scale2/table_trick_1280x720.png" "$SIZES/table_trick_1280x720_scale2.png"

# The other looks (View → Felt, Tile backs, High contrast): the trick at the usual size.
LOOKS="$OUT/looks"
mkdir -p "$LOOKS"
xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.games.bagchen.table.table_screenshots "$scratch/blue" --felt blue --back lotus
xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.games.bagchen.table.table_screenshots "$scratch/contrast" --high-contrast
cp "$scratch/blue/table_trick.png" "$LOOKS/table_trick_blue_lotus.png"
cp "$scratch/contrast/table_trick.png" "$LOOKS/table_trick_high_contrast.png"

# Each language (View → Language): the table during a trick and the replay window with
# its review, at the usual size, and the Persian and Tibetan tables at 1024×700 too.
LANGS="$OUT/languages"
mkdir -p "$LANGS"
for lang in uk fa bo zh_CN; do
    BAGCHEN_LANG=$lang xvfb-run -a -s "-screen 0 1600x1000x24" \
        "$PY" -m bagchen_qt.games.bagchen.table.table_screenshots "$scratch/$lang"
    BAGCHEN_LANG=$lang xvfb-run -a -s "-screen 0 1600x1000x24" \
        "$PY" -m bagchen_qt.games.bagchen.table.replay_screenshots "$scratch/$lang"
    cp "$scratch/$lang/table_trick.png" "$LANGS/table_trick_$lang.png"
    cp "$scratch/$lang/table_recap.png" "$LANGS/table_recap_$lang.png"
    cp "$scratch/$lang/replay_review.png" "$LANGS/replay_review_$lang.png"
done
for lang in fa bo; do
    BAGCHEN_LANG=$lang xvfb-run -a -s "-screen 0 1024x700x24" \
        "$PY" -m bagchen_qt.games.bagchen.table.table_screenshots "$scratch/$lang-small" --size 1024x700
    cp "$scratch/$lang-small/table_trick_1024x700.png" "$LANGS/table_trick_${lang}_1024x700.png"
done

# Tien Gow (bagchen --game tien-gow): the classic game, a three-player folk game with a
# resting seat, Moving Mice and Nau Tin Kau when their rules are there; the woodpile
# deal, a trick, a refused lead and the recap (for Nau Tin Kau: the woodpile, the human's
# turn to turn a tile, a draw's two tiles compared and the recap), at the three sizes.
TIENGOW="$OUT/tiengow"
mkdir -p "$TIENGOW"
for size in 1024x700 1600x1000 2560x1440; do
    xvfb-run -a -s "-screen 0 ${size}x24" "$PY" -m bagchen_qt.games.tiengow.table.screenshots "$TIENGOW" --size "$size"
done

# The Tien Gow table, its rules and its replay in Persian (right to left), Tibetan and Chinese.
for lang in fa bo zh_CN; do
    BAGCHEN_LANG=$lang xvfb-run -a -s "-screen 0 1600x1000x24" \
        "$PY" -m bagchen_qt.games.tiengow.table.screenshots "$TIENGOW/$lang" --size 1600x1000 --preset classic
done

# Bao Huang's cards drawn by code: every kind and the back at three heights, and a hand
# of 34 cards held in columns at three widths (bao-huang-cards.png, bao-huang-cards-hand.png).
xvfb-run -a -s "-screen 0 1600x1000x24" "$PY" -m bagchen_qt.games.baohuang.table.card_sheet "$OUT/bao-huang-cards.png"

# Bao Huang at the shared card table: the human's turn, a refused play, the replay at
# three sizes and twice the pixels, the recap, the deal being dealt and the session
# panel (bao-huang-turn_WxH.png …; the end of a deal is not kept).
BAOHUANG_SHOTS=$(mktemp -d)
for size in 1024x700 1600x1000 2560x1440; do
    xvfb-run -a -s "-screen 0 2560x1440x24" "$PY" -m bagchen_qt.ui.card_table.screenshots "$BAOHUANG_SHOTS" --game bao-huang --size "$size"
done
QT_SCALE_FACTOR=2 xvfb-run -a -s "-screen 0 2560x1440x24" \
    "$PY" -m bagchen_qt.ui.card_table.screenshots "$BAOHUANG_SHOTS/scale2" --game bao-huang --size 1280x720
for shot in "$BAOHUANG_SHOTS"/card-table-bao-huang-{turn,refused,replay}_*.png "$BAOHUANG_SHOTS"/card-table-bao-huang-recap_1024x700.png \
    "$BAOHUANG_SHOTS"/card-table-bao-huang-{deal,session}_1600x1000.png; do
    mv "$shot" "$OUT/${shot##*/card-table-}"
done
cp "$BAOHUANG_SHOTS/scale2/card-table-bao-huang-turn_1280x720.png" "$OUT/sizes/bao-huang-turn_1280x720_scale2.png"
# In each language, the human's turn at 1024x700 (Persian right to left, Tibetan stacked).
for lang in uk fa bo zh_CN; do
    BAGCHEN_LANG=$lang xvfb-run -a -s "-screen 0 2560x1440x24" \
        "$PY" -m bagchen_qt.ui.card_table.screenshots "$BAOHUANG_SHOTS/$lang" --game bao-huang --size 1024x700
    cp "$BAOHUANG_SHOTS/$lang/card-table-bao-huang-turn_1024x700.png" "$LANGS/bao-huang-turn_${lang}_1024x700.png"
done
rm -rf "$BAOHUANG_SHOTS"
