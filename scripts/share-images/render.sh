#!/usr/bin/env bash
# Draws the pictures social networks show for a shared page (they read PNG or JPEG, not SVG):
# the site's card (share.svg → web/public/images/share.png, 1200×630) and a PNG beside each
# seeded course picture (web/public/images/courses/*.svg, 1200×675). Run by hand after changing
# one of them; the PNGs are committed. Needs Debian's chromium.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
images="$here/../../web/public/images"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

draw() { # svg png width height
  sed 's/<svg /<svg preserveAspectRatio="xMidYMid slice" width="100%" height="100%" /' "$1" \
    >"$work/picture.svg"
  printf '<!doctype html><style>html,body{margin:0;overflow:hidden}</style><img src="picture.svg" style="display:block;width:%spx;height:%spx">' \
    "$3" "$4" >"$work/page.html"
  chromium --headless --no-sandbox --hide-scrollbars --force-device-scale-factor=1 \
    --window-size="$3,$4" --screenshot="$2" "file://$work/page.html" >/dev/null 2>&1
  echo "$2"
}

draw "$here/share.svg" "$images/share.png" 1200 630
for svg in "$images"/courses/*.svg; do
  [[ $(basename "$svg") == placeholder.svg ]] && continue
  draw "$svg" "${svg%.svg}.png" 1200 675
done
