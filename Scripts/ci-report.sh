#!/usr/bin/env bash
# `trellis verify --report` in a real browser, and the CI formats through xmllint, for .ci/run
# (Debian, as root, on a clean clone with ../shared beside it):
#   1. installs Debian's chromium and xmllint (libxml2-utils) when missing; a failed install fails;
#   2. writes the report of corpus A, and verify's JSON and JUnit of the same files;
#   3. checks the report's structure against the JSON (every page: an <svg> per root, one
#      mismatch entry per mismatched view, nothing that runs) with Scripts/ci-report-check.py;
#   4. opens index.html and a few file pages in headless Chromium: a screenshot that is not blank
#      (the file page's must show the overlay's colours), and the same DOM checks on what
#      Chromium built (--dump-dom);
#   5. passes verify's and check's JUnit through `xmllint --noout`;
#   6. regenerates README's report picture into a temporary folder (Scripts/report-picture.sh) and
#      fails when what it shows (its verify JSON) is not what docs/verify-report.json says.
#
# Usage: Scripts/ci-report.sh [CORPUS_DIR]   (default ../shared/corpus/interface-builder)
# Set CI_REPORT_KEEP=DIR to keep the report, screenshots and outputs there.
# Exit status: 0 when every check passes; non-zero otherwise, a missing corpus included.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
started=$SECONDS
corpus="${1:-../shared/corpus/interface-builder}"
if [ ! -d "$corpus" ]; then
    echo "ci-report: no corpus at $corpus" >&2
    exit 1
fi

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v python3 >/dev/null || missing+=(python3)
if [ ${#missing[@]} -gt 0 ]; then
    echo "ci-report: installing ${missing[*]}"
    if ! (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null); then
        echo "ci-report: FAILED to install ${missing[*]}; the report cannot be checked in a browser" >&2
        exit 1
    fi
fi
chromium --version 2>/dev/null

if [ -n "${CI_REPORT_KEEP:-}" ]; then
    work="$CI_REPORT_KEEP"
    mkdir -p "$work"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/trellis-report.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
fi
check() { python3 "$root/Scripts/ci-report-check.py" "$@"; }

# A headless Chromium run, bounded in time, its own profile, its chatter kept apart.
browse() {
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --user-data-dir="$work/chromium-profile" "$@" 2>>"$work/chromium.log"
}

swift build -q --product trellis
trellis="$(swift build --show-bin-path)/trellis"

echo "== ci-report: trellis verify $corpus --report"
rm -rf "$work/report"
"$trellis" verify "$corpus" --report "$work/report" | tail -2
"$trellis" verify "$corpus" --format json -o "$work/verify.json"
"$trellis" verify "$corpus" --format junit -o "$work/verify.xml"
check structure "$work/report" "$work/verify.json"

echo "== ci-report: the report in headless Chromium"
browse --dump-dom "file://$work/report/index.html" > "$work/index.dom.html"
check dom "$work/index.dom.html" "$work/verify.json"
browse --screenshot="$work/index.png" --window-size=1280,1000 "file://$work/report/index.html" >/dev/null
check png "$work/index.png"
pages=$(check pick "$work/verify.json")
[ -n "$pages" ] || { echo "ci-report: no file with views to open" >&2; exit 1; }
shot=""
for number in $pages; do
    page=$(cd "$work/report" && ls files/"$(printf '%04d' $((number + 1)))"-*.html)
    browse --dump-dom "file://$work/report/$page" > "$work/page-$number.dom.html"
    check dom "$work/page-$number.dom.html" "$work/verify.json" "$number"
    [ -n "$shot" ] || shot="$page"
done
# The first page picked is the file with the most mismatches: its overlay has the most to show
# (the worst rate can be a small file with little drawn). The page is shot whole, not its first
# screen: a storyboard's first scene can match everywhere and fill the first 1,400 pixels.
browse --screenshot="$work/page.png" --window-size=1280,8000 "file://$work/report/$shot" >/dev/null
check png "$work/page.png" --overlay

echo "== ci-report: JUnit through xmllint"
xmllint --noout "$work/verify.xml"
cases=$(grep -c '<testcase ' "$work/verify.xml")
failures=$(grep -c '<failure ' "$work/verify.xml" || true)
expected=$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1]))["results"]; print(len(r), sum(1 for f in r if f["mismatches"]))' "$work/verify.json")
if [ "$cases $failures" != "$expected" ]; then
    echo "ci-report: verify's JUnit has $cases cases and $failures failures; its JSON says $expected" >&2
    exit 1
fi
echo "verify: $cases test cases, $failures failing, as verify's JSON has"
# check exits 1 on problems; only 2 (bad input) or a crash is a failure here.
check_junit() {
    local status=0
    "$trellis" check "$@" --format junit -o "$work/check.xml" 2>/dev/null || status=$?
    if [ "$status" -gt 1 ]; then
        echo "ci-report: trellis check $* exited $status" >&2
        exit 1
    fi
    xmllint --noout "$work/check.xml"
    echo "check $(basename "$1"): $(grep -c '<testcase ' "$work/check.xml") test cases, exit $status"
}
check_junit recipes-cell --height 44 --required-image-bottom
check_junit "$(find "$corpus" -name '*.storyboard' | sort | head -1)"

echo "== ci-report: README's report picture"
bash "$root/Scripts/report-picture.sh" "$work/report-picture.png"
if ! cmp -s "$work/report-picture.json" docs/verify-report.json; then
    diff docs/verify-report.json "$work/report-picture.json" >&2 || true
    echo "ci-report: README's report picture is stale: run Scripts/report-picture.sh and commit docs/verify-report.*" >&2
    exit 1
fi
echo "docs/verify-report.json is what verify says of Scripts/report-picture.xib today"

echo "== ci-report: done in $((SECONDS - started)) s"
