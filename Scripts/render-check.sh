#!/usr/bin/env bash
# Checks SVG renderings: each must be well-formed XML (`xmllint --noout`) and must draw
# (`rsvg-convert` to PNG, which must produce a PNG file). Fails if any file fails either check.
#
# Usage: Scripts/render-check.sh [PATH...]
#   PATH is an .svg file or a directory, searched recursively for .svg files (for example the
#   `trellis demo` output directory). With no PATH, checks the SVG goldens the renderer's tests
#   keep in Tests/RenderingTests/__Snapshots__.
#   Set RENDER_CHECK_PNG_DIR to keep the PNGs there (to look at them); otherwise they go to a
#   temporary directory that is removed at the end.
#
# Needs xmllint (Debian: libxml2-utils) and rsvg-convert (librsvg2-bin); it installs nothing.
# Exit status: 0 all files pass; 1 some file failed; 2 bad usage, a missing tool, or no SVG found.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

missing=()
command -v xmllint >/dev/null || missing+=("xmllint (libxml2-utils)")
command -v rsvg-convert >/dev/null || missing+=("rsvg-convert (librsvg2-bin)")
if [ ${#missing[@]} -gt 0 ]; then
    echo "render-check: missing ${missing[*]}" >&2
    exit 2
fi

if [ $# -eq 0 ]; then
    set -- "$root/Tests/RenderingTests/__Snapshots__"
fi

files=()
for path in "$@"; do
    if [ -d "$path" ]; then
        while IFS= read -r -d '' file; do files+=("$file"); done \
            < <(find "$path" -type f -name '*.svg' -print0 | sort -z)
    elif [ -f "$path" ]; then
        files+=("$path")
    else
        echo "render-check: no such file or directory: $path" >&2
        exit 2
    fi
done
if [ ${#files[@]} -eq 0 ]; then
    echo "render-check: no .svg files in $*" >&2
    exit 2
fi

if [ -n "${RENDER_CHECK_PNG_DIR:-}" ]; then
    out="$RENDER_CHECK_PNG_DIR"
    mkdir -p "$out"
else
    out="$(mktemp -d "${TMPDIR:-/tmp}/render-check.XXXXXX")"
    trap 'rm -rf "$out"' EXIT
fi

failed=0
index=0
for file in "${files[@]}"; do
    index=$((index + 1))
    png="$out/$(basename "${file%.svg}")-$index.png"
    if ! xmllint --noout "$file" 2>"$out/xmllint.err"; then
        echo "FAIL xml  $file"
        sed 's/^/    /' "$out/xmllint.err"
        failed=$((failed + 1))
        continue
    fi
    if ! rsvg-convert --format png --output "$png" "$file" 2>"$out/rsvg.err"; then
        echo "FAIL draw $file"
        sed 's/^/    /' "$out/rsvg.err"
        failed=$((failed + 1))
        continue
    fi
    # A PNG starts with \x89PNG; anything else (or nothing) means librsvg drew nothing usable.
    if [ "$(head -c 4 "$png" | od -An -tx1 | tr -d ' \n')" != "89504e47" ]; then
        echo "FAIL draw $file (no PNG written)"
        failed=$((failed + 1))
        continue
    fi
    echo "ok   $file"
done

echo "render-check: $((${#files[@]} - failed)) of ${#files[@]} SVG files are valid XML and draw"
[ "$failed" -eq 0 ] || exit 1
