#!/usr/bin/env bash
# Regenerates the picture README shows of a verify report: the page `trellis verify --report`
# writes for Scripts/report-picture.xib (a profile header written by hand, with four views saved
# off for four different causes), as headless Chromium draws it, at docs/verify-report.png (or
# the path given). Beside the picture it writes verify's JSON of the same file (OUTPUT with .json
# for .png), which is what the picture shows; Scripts/ci-report.sh regenerates both into a
# temporary folder and fails when the JSON differs from the committed docs/verify-report.json,
# so README never shows a stale report.
#
# Usage: Scripts/report-picture.sh [OUTPUT.png]
# Needs chromium (Debian: apt-get install chromium) and python3; it installs nothing.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-$root/docs/verify-report.png}"
case "$output" in /*) ;; *) output="$PWD/$output" ;; esac
json="${output%.png}.json"
for tool in chromium python3; do
    command -v "$tool" >/dev/null || { echo "report-picture: $tool is not installed" >&2; exit 2; }
done

cd "$root"
swift build -q --product trellis
trellis="$(swift build --show-bin-path)/trellis"
work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-report-picture.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# The page names the file as given: run beside a copy named as the screen it stands for.
cp Scripts/report-picture.xib "$work/ProfileHeader.xib"
(cd "$work" && "$trellis" verify ProfileHeader.xib --report report >/dev/null \
    && "$trellis" verify ProfileHeader.xib --format json -o verify.json)

timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$work/profile" --force-device-scale-factor=1 --window-size=1000,450 \
    --screenshot="$work/page.png" "file://$work/report/files/0001-ProfileHeader.xib.html" >/dev/null 2>"$work/chromium.log" \
    || { cat "$work/chromium.log" >&2; echo "report-picture: chromium failed" >&2; exit 1; }
python3 "$root/Scripts/ci-report-check.py" png "$work/page.png" --overlay
mkdir -p "$(dirname "$output")"
mv "$work/page.png" "$output"
mv "$work/verify.json" "$json"
echo "report-picture: wrote $output and $json"
