#!/usr/bin/env bash
# The font reader's check beyond `swift test`, for .ci/run (Debian bookworm, as root): Trellis's
# reader and fontTools (an independent reader, Debian's python3-fonttools) must agree on the
# advance of every glyph, every character's glyph, every 'kern' table pair and GPOS pair kerning
# of the free fonts Debian ships: fonts-dejavu-core, fonts-liberation2 and fonts-open-sans.
#
# A failed install of fonts-dejavu-core, fonts-liberation2 or python3-fonttools fails the script:
# without them nothing would be checked. fonts-open-sans is optional (it is in Debian main, but a
# mirror or a derivative may lack it): when it cannot be installed the script says so and checks
# the other two. Any disagreement fails the script. Builds fontdump with swiftc from
# Sources/TextLayout alone, so it does not depend on the rest of the package.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-fonts.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Debian's own python3, where apt puts fontTools (a pyenv or venv python3 first on PATH would not
# see it).
python=/usr/bin/python3
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

required=()
for package in fonts-dejavu-core fonts-liberation2 python3-fonttools; do
    installed "$package" || required+=("$package")
done
updated=no
if [ ${#required[@]} -gt 0 ]; then
    echo "ci-fonts: installing ${required[*]}"
    apt-get update -qq && updated=yes
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${required[@]}" >/dev/null \
        || { echo "FAILED: could not install ${required[*]}"; exit 1; }
fi
if ! installed fonts-open-sans; then
    echo "ci-fonts: installing fonts-open-sans (optional)"
    { [ $updated = yes ] || apt-get update -qq; } \
        && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-open-sans >/dev/null \
        || echo "warning: fonts-open-sans could not be installed; Open Sans is not checked"
fi

fonts=()
for directory in /usr/share/fonts/truetype/dejavu /usr/share/fonts/truetype/liberation2 /usr/share/fonts/truetype/open-sans; do
    if [ -d "$directory" ]; then
        mapfile -t -O "${#fonts[@]}" fonts < <(find "$directory" -name '*.ttf' | sort)
    fi
done
[ ${#fonts[@]} -gt 0 ] || { echo "FAILED: no fonts to check"; exit 1; }

echo "== Fonts: building fontdump"
bash "$root/Scripts/fonts/build_tool.sh" "$work/fontdump" >/dev/null
echo "== Fonts: ${#fonts[@]} files against fontTools $("$python" -c 'import fontTools; print(fontTools.version)')"
"$python" "$root/Scripts/fonts/compare_with_fonttools.py" --tool "$work/fontdump" "${fonts[@]}" > "$work/report.txt" 2>&1 \
    && status=0 || status=$?
grep -E "MISMATCH|mismatches|fonttools\.|^fonts:" "$work/report.txt" || true
if [ $status -ne 0 ]; then
    echo "FAILED: Trellis's font reader and fontTools disagree (see above)"
    exit 1
fi
