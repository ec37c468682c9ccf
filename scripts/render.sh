#!/usr/bin/env bash
# Turns an SVG picture into a PNG with headless Chromium, to look at a board drawn by
# `--svg` (maze, hexgrid, tactics).
#
#   scripts/render.sh FILE.svg [OUT.png]
#
# OUT.png defaults to FILE.png; SCALE=2 draws it twice as large (default 1); the size
# printed is the PNG's. Needs Chromium (Debian: `apt-get install chromium`; set
# CHROMIUM to another binary). The window is the picture's own size, read from its
# width and height attributes.
set -euo pipefail

if [[ $# -lt 1 || $# -gt 2 || "$1" == -h || "$1" == --help ]]; then
  echo "usage: scripts/render.sh FILE.svg [OUT.png]" >&2
  exit 2
fi
svg=$1
out=${2:-${svg%.svg}.png}
[[ -r "$svg" ]] || { echo "render.sh: cannot read $svg" >&2; exit 1; }

browser=${CHROMIUM:-}
if [[ -z "$browser" ]]; then
  for name in chromium chromium-browser google-chrome; do
    if command -v "$name" > /dev/null; then browser=$name; break; fi
  done
fi
[[ -n "$browser" ]] || { echo "render.sh: no chromium found (apt-get install chromium)" >&2; exit 1; }

# The size from the root element: width="W" height="H" (numbers, maybe with decimals).
root=$(tr '\n' ' ' < "$svg" | grep -o '<svg [^>]*>' | head -n 1)
size() { sed -n "s/.* $1=\"\([0-9.]*\)\".*/\1/p" <<< "$root"; }
width=$(size width)
height=$(size height)
[[ -n "$width" && -n "$height" ]] || { echo "render.sh: $svg has no width and height" >&2; exit 1; }
width=$(printf '%.0f' "$width")
height=$(printf '%.0f' "$height")

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
# The file is opened by its absolute path; the page is the picture alone, at 1:1.
abs=$(cd "$(dirname "$svg")" && pwd)/$(basename "$svg")
case "$out" in /*) target=$out ;; *) target=$PWD/$out ;; esac
# The characters a file URL cannot hold as they are.
url=$(sed 's/%/%25/g; s/ /%20/g; s/#/%23/g; s/?/%3F/g' <<< "$abs")
rm -f "$target"
"$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
  --disable-background-networking --disable-component-update --disable-sync \
  --hide-scrollbars --force-device-scale-factor="${SCALE:-1}" --user-data-dir="$profile" --screenshot="$target" \
  --window-size="$width,$height" "file://$url" > /dev/null 2>&1 || true
[[ -s "$target" ]] || { echo "render.sh: chromium wrote no picture" >&2; exit 1; }
# The PNG's own size (SCALE multiplies the window's), from its header: width and
# height are the big-endian 32-bit numbers at bytes 16 to 23.
read -r pw ph < <(od -An -tu1 -j16 -N8 "$target" |
  awk '{ print ($1 * 16777216 + $2 * 65536 + $3 * 256 + $4), ($5 * 16777216 + $6 * 65536 + $7 * 256 + $8) }')
echo "$target (${pw}x${ph})"
