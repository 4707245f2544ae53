#!/usr/bin/env bash
# Builds textlayout-tool (the TextLayout sources plus Scripts/text/tool/main.swift) into $1,
# without SwiftPM, so it works while the rest of the package is being edited.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${1:-${TMPDIR:-/tmp}/textlayout-tool}"
mapfile -t sources < <(find "$root/Sources/TextLayout" -name '*.swift' | sort)
swiftc -Onone -module-name TextLayoutTool -o "$out" "${sources[@]}" "$root/Scripts/text/tool/main.swift"
echo "$out"
