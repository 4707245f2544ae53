#!/usr/bin/env bash
# The system font's fit (issue 13), for .ci/run (Debian, as root): Scripts/text/fit_system_font.py
# must recover known advances from synthetic label widths rounded up to the pixel grid, as Xcode
# rounds the frames it saves. It needs NumPy and SciPy; a failed install fails this check.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

if ! python3 -c 'import numpy, scipy' >/dev/null 2>&1; then
    echo "ci-sffit: installing python3-numpy python3-scipy"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-numpy python3-scipy >/dev/null
    python3 -c 'import numpy, scipy'
fi

echo "== system font: fit_system_font.py --self-test"
python3 "$root/Scripts/text/fit_system_font.py" --self-test
