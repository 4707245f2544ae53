#!/usr/bin/env bash
# TextLayout's checks beyond `swift test`, for .ci/run (Debian bookworm, as root):
#   1. the generated Unicode tables match what the generator makes from unicode-data;
#   2. Unicode's LineBreakTest.txt, and agreement with uniseg (line breaks) and wcwidth
#      (terminal widths) from PyPI, against recorded baselines;
#   3. calibration of the proportional metrics against the Interface Builder corpus in
#      ../shared (skipped when it is absent).
# Prints the figures; exits non-zero only on a regression. Builds textlayout-tool with swiftc
# from Sources/TextLayout alone, so it does not depend on the rest of the package.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-text.XXXXXX")"
trap 'rm -rf "$work"' EXIT

missing=()
[ -f /usr/share/unicode/LineBreak.txt ] || missing+=(unicode-data)
command -v python3 >/dev/null || missing+=(python3)
command -v python3 >/dev/null && python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
if [ ${#missing[@]} -gt 0 ]; then
    echo "ci-text: installing ${missing[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# Pinned, so the agreement baselines in compare_with_pypi.py stay meaningful.
PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore \
    --target "$work/python" uniseg==0.10.1 wcwidth==0.7.0
export PYTHONPATH="$work/python${PYTHONPATH:+:$PYTHONPATH}"

status=0
echo "== TextLayout: generated tables"
if python3 "$root/Scripts/text/generate_unicode_tables.py" --stdout \
    | diff -q - <(cat "$root/Sources/TextLayout/Unicode/UnicodeTables.generated.swift" \
                      "$root/Sources/TextLayout/Unicode/LineBreakTable.generated.swift") >/dev/null; then
    echo "text.tables_up_to_date=yes"
else
    echo "REGRESSION: UnicodeTables.generated.swift or LineBreakTable.generated.swift differs from Scripts/text/generate_unicode_tables.py's output"
    status=1
fi

echo "== TextLayout: building textlayout-tool"
bash "$root/Scripts/text/build_tool.sh" "$work/textlayout-tool" >/dev/null

echo "== TextLayout: LineBreakTest.txt and PyPI implementations"
python3 "$root/Scripts/text/compare_with_pypi.py" --tool "$work/textlayout-tool" || status=1

echo "== TextLayout: calibration against the Interface Builder corpus"
python3 "$root/Scripts/text/calibrate.py" --tool "$work/textlayout-tool" \
    --max-median-width 1.5 --max-median-height 0.5 || status=1

exit $status
