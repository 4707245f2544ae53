#!/usr/bin/env bash
# Builds fontdump (the TextLayout sources plus Scripts/fonts/tool/main.swift) into $1, without
# SwiftPM, so it works while the rest of the package is being edited.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-${TMPDIR:-/tmp}/fontdump}"
mapfile -t sources < <(find "$root/Sources/TextLayout" -name '*.swift' | sort)
swiftc -O -module-name FontDump -o "$out" "${sources[@]}" "$root/Scripts/fonts/tool/main.swift"
echo "$out"
