#!/usr/bin/env bash
# Regenerates the picture README shows: MiniCookpad's recipe detail screen on an iPhone 11 Pro,
# rendered to SVG by Trellis itself in a device frame, at docs/recipe-detail.svg (or the path
# given as the first argument). It runs the renderer's own test for that picture
# (RenderingTests' ReadmePictureTests), which without this script checks the committed picture is
# up to date. Then it checks the result with Scripts/render-check.sh when xmllint and
# rsvg-convert are installed.
#
# Usage: Scripts/render-readme-picture.sh [OUTPUT.svg]
# Uses its own build directory (.build-readme-picture) unless SWIFT_BUILD_PATH is set.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-$root/docs/recipe-detail.svg}"
case "$output" in /*) ;; *) output="$PWD/$output" ;; esac
build="${SWIFT_BUILD_PATH:-$root/.build-readme-picture}"

cd "$root"
rm -f "$output.tmp"
TRELLIS_README_PICTURE="$output.tmp" swift test --build-path "$build" --filter ReadmePictureTests >/dev/null
if [ ! -s "$output.tmp" ]; then
    echo "render-readme-picture: the test wrote no picture" >&2
    exit 1
fi
mv "$output.tmp" "$output"
echo "render-readme-picture: wrote $output"
if command -v xmllint >/dev/null && command -v rsvg-convert >/dev/null; then
    bash "$root/Scripts/render-check.sh" "$output"
fi
