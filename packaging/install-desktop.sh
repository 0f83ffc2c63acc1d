#!/bin/sh
# Add Bagchen to the application menu of your Linux desktop, for you alone (no root):
# the menu entry goes to ~/.local/share/applications/bagchen.desktop and the icons to
# ~/.local/share/icons/hicolor (or under $XDG_DATA_HOME). Run it from the unpacked
# Bagchen folder, which holds this script; run it again if you move the folder.
#
#   ./install-desktop.sh              install
#   ./install-desktop.sh --uninstall  remove the menu entry and the icons again
set -eu

here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps=$data/applications
icons=$data/icons/hicolor
sizes="16 22 24 32 48 64 128 256 512"

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q "$apps" || true; fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then gtk-update-icon-cache -q -t "$icons" || true; fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$apps/bagchen.desktop" "$icons/scalable/apps/bagchen.svg"
    for size in $sizes; do rm -f "$icons/${size}x${size}/apps/bagchen.png"; done
    refresh
    echo "Bagchen removed from the application menu."
    exit 0
fi

case $here in
    *[\"\`\$\\%]*) echo "install-desktop.sh: move the Bagchen folder to a path without \" \` \$ \\ or % first" >&2; exit 1;;
esac
if [ ! -x "$here/Bagchen" ]; then
    echo "install-desktop.sh: no Bagchen program beside this script ($here)" >&2
    exit 1
fi

art=$here/_internal/resources/icons
for size in $sizes; do
    mkdir -p "$icons/${size}x${size}/apps"
    cp "$art/bagchen-$size.png" "$icons/${size}x${size}/apps/bagchen.png"
done
mkdir -p "$icons/scalable/apps" "$apps"
cp "$art/bagchen.svg" "$icons/scalable/apps/bagchen.svg"
sed -e "s|^Exec=.*|Exec=\"$here/Bagchen\"|" -e "s|^TryExec=.*|TryExec=$here/Bagchen|" \
    "$here/bagchen.desktop" > "$apps/bagchen.desktop"
refresh
echo "Bagchen added to the application menu ($apps/bagchen.desktop)."
