#!/usr/bin/env bash
# Side-by-side benchmark of Trellis's solver (trellis-bench) and kiwi, the reference C++
# Cassowary solver (the C++ core of PyPI's kiwisolver), on workload files in the Trellis text
# format. See Benchmarks/README.md, "Comparing with kiwi".
#
# Usage: Benchmarks/compare-kiwi.sh [--dir DIR] [--runs N] [--no-build] [--trellis-bench PATH] [FILE...]
#
# kiwi's source package is downloaded with pip at run time into Benchmarks/.kiwi/ (git-ignored,
# never committed) and our harness (Benchmarks/kiwi/harness.cpp) is compiled against its headers.
# Exit status: 0 when both sides ran on every workload; 1 when the trellis side is missing or
# failed; 2 on usage errors or when the kiwi side could not be set up.
set -uo pipefail

usage() {
    cat <<'EOF'
usage: Benchmarks/compare-kiwi.sh [options] [FILE...]

Runs trellis-bench and a kiwi harness on each workload FILE (Trellis constraint text format),
3 times each, interleaved, and prints a table of build and suggest times with their ratios.

  FILE...        workload files; without any, ../shared/workloads/enaml.txt (relative to the repo)
  --dir DIR      also every *.txt file in DIR
  --runs N       interleaved runs per side (default 3); the table shows the median of the medians
  --no-build     do not run `swift build`; use the trellis-bench already built (release)
  --trellis-bench PATH
                 use this trellis-bench executable (implies --no-build)
  -h, --help     this help

Environment: KIWI_VERSION (default 1.5.1, falling back to the newest on PyPI), CXX (default g++),
PIP (default: pip3, else pip, else python3 -m pip).
EOF
}

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/.." && pwd)"
cache="$here/.kiwi"
runs=3
do_build=1
trellis_exe=""
files=()
dirs=()

while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --dir) [ $# -ge 2 ] || { echo "compare-kiwi: --dir needs a directory" >&2; exit 2; }; dirs+=("$2"); shift 2 ;;
        --dir=*) dirs+=("${1#--dir=}"); shift ;;
        --runs) [ $# -ge 2 ] || { echo "compare-kiwi: --runs needs a number" >&2; exit 2; }; runs="$2"; shift 2 ;;
        --runs=*) runs="${1#--runs=}"; shift ;;
        --no-build) do_build=0; shift ;;
        --trellis-bench) [ $# -ge 2 ] || { echo "compare-kiwi: --trellis-bench needs a path" >&2; exit 2; }; trellis_exe="$2"; shift 2 ;;
        --trellis-bench=*) trellis_exe="${1#--trellis-bench=}"; shift ;;
        --) shift; files+=("$@"); break ;;
        -*) echo "compare-kiwi: unknown option $1" >&2; usage >&2; exit 2 ;;
        *) files+=("$1"); shift ;;
    esac
done
case "$runs" in ''|*[!0-9]*|0) echo "compare-kiwi: --runs must be a positive integer" >&2; exit 2 ;; esac

# ---- the workload list: FILEs (default enaml.txt), then every *.txt in each --dir.
if [ ${#files[@]} -eq 0 ]; then
    files=("$repo/../shared/workloads/enaml.txt")
fi
for d in ${dirs[@]+"${dirs[@]}"}; do
    [ -d "$d" ] || { echo "compare-kiwi: not a directory: $d" >&2; exit 2; }
    while IFS= read -r f; do files+=("$f"); done < <(find "$d" -maxdepth 1 -type f -name '*.txt' | LC_ALL=C sort)
done
workloads=()
for f in "${files[@]}"; do
    [ -f "$f" ] || { echo "compare-kiwi: no such workload file: $f" >&2; exit 2; }
    abs="$(cd "$(dirname "$f")" && pwd)/$(basename "$f")"
    dup=0
    for w in ${workloads[@]+"${workloads[@]}"}; do [ "$w" = "$abs" ] && dup=1; done
    [ $dup -eq 0 ] && workloads+=("$abs")
done

mkdir -p "$cache"

# ---- kiwi: download the kiwisolver source package (once) and compile the harness.
pip_cmd=()
if [ -n "${PIP:-}" ]; then read -r -a pip_cmd <<<"$PIP"
elif command -v pip3 >/dev/null 2>&1; then pip_cmd=(pip3)
elif command -v pip >/dev/null 2>&1; then pip_cmd=(pip)
else pip_cmd=(python3 -m pip)
fi

want="${KIWI_VERSION:-1.5.1}"
find_sdist() {  # newest matching sdist in the cache, optionally of one version
    local pattern="kiwisolver-${1:-*}.tar.gz"
    find "$cache/downloads" -maxdepth 1 -name "$pattern" 2>/dev/null | LC_ALL=C sort -V | tail -n 1
}
sdist="$(find_sdist "$want")"
if [ -z "$sdist" ]; then
    echo "compare-kiwi: downloading kiwisolver $want source package with pip into $cache/downloads ..." >&2
    mkdir -p "$cache/downloads"
    if ! "${pip_cmd[@]}" download --no-deps --no-binary :all: "kiwisolver==$want" -d "$cache/downloads" >"$cache/pip.log" 2>&1; then
        echo "compare-kiwi: kiwisolver==$want is not available; trying the newest release" >&2
        if ! "${pip_cmd[@]}" download --no-deps --no-binary :all: kiwisolver -d "$cache/downloads" >>"$cache/pip.log" 2>&1; then
            tail -n 20 "$cache/pip.log" >&2
            echo "compare-kiwi: could not download kiwisolver's source package (log: $cache/pip.log)" >&2
            exit 2
        fi
    fi
    sdist="$(find_sdist "$want")"
    [ -n "$sdist" ] || sdist="$(find_sdist)"
fi
[ -n "$sdist" ] || { echo "compare-kiwi: no kiwisolver source package in $cache/downloads" >&2; exit 2; }
kiwi_version="$(basename "$sdist" .tar.gz)"
kiwi_version="${kiwi_version#kiwisolver-}"
kiwi_src="$cache/src/kiwisolver-$kiwi_version"
if [ ! -f "$kiwi_src/kiwi/kiwi.h" ]; then
    mkdir -p "$cache/src"
    tar -xzf "$sdist" -C "$cache/src" || { echo "compare-kiwi: cannot extract $sdist" >&2; exit 2; }
    [ -f "$kiwi_src/kiwi/kiwi.h" ] || { echo "compare-kiwi: $sdist has no kiwi/kiwi.h" >&2; exit 2; }
fi

harness="$cache/kiwi-harness-$kiwi_version"
if [ ! -x "$harness" ] || [ "$here/kiwi/harness.cpp" -nt "$harness" ]; then
    echo "compare-kiwi: compiling the kiwi harness (kiwisolver $kiwi_version, ${CXX:-g++} -O2) ..." >&2
    if ! "${CXX:-g++}" -std=c++17 -O2 -isystem "$kiwi_src" "$here/kiwi/harness.cpp" -o "$harness.tmp"; then
        rm -f "$harness.tmp"
        echo "compare-kiwi: the kiwi harness did not compile" >&2
        exit 2
    fi
    mv "$harness.tmp" "$harness"
fi

# ---- trellis: build trellis-bench (release) when Package.swift declares it.
trellis=""
trellis_why=""
if [ -n "$trellis_exe" ]; then
    if [ -x "$trellis_exe" ]; then trellis="$(cd "$(dirname "$trellis_exe")" && pwd)/$(basename "$trellis_exe")"
    else trellis_why="$trellis_exe is not an executable"; fi
elif ! grep -q '"trellis-bench"' "$repo/Package.swift" 2>/dev/null; then
    trellis_why="Package.swift declares no trellis-bench product"
elif ! command -v swift >/dev/null 2>&1; then
    trellis_why="swift is not on PATH"
else
    build_ok=1
    if [ $do_build -eq 1 ]; then
        echo "compare-kiwi: swift build -c release --product trellis-bench ..." >&2
        if ! (cd "$repo" && swift build -c release --product trellis-bench) >"$cache/swift-build.log" 2>&1; then
            build_ok=0
            tail -n 15 "$cache/swift-build.log" >&2
            trellis_why="swift build failed (log: $cache/swift-build.log)"
        fi
    fi
    if [ $build_ok -eq 1 ]; then
        bin_path="$(cd "$repo" && swift build -c release --show-bin-path 2>/dev/null)"
        if [ -n "$bin_path" ] && [ -x "$bin_path/trellis-bench" ]; then
            trellis="$bin_path/trellis-bench"
        else
            trellis_why="no trellis-bench executable in ${bin_path:-the release bin path}"
        fi
    fi
fi
if [ -z "$trellis" ]; then
    echo "compare-kiwi: TRELLIS SIDE MISSING: $trellis_why; running the kiwi side only." >&2
fi

# ---- runs: each side $runs times, interleaved (which side goes first alternates per run).
out="$cache/runs"
rm -rf "$out"
mkdir -p "$out"
run_side() {  # side workload-index run file
    local side="$1" i="$2" r="$3" f="$4" exe
    if [ "$side" = trellis ]; then exe="$trellis"; else exe="$harness"; fi
    local o="$out/$i.$side.$r.out" e="$out/$i.$side.$r.err"
    if [ -z "$exe" ]; then return 0; fi
    if ! "$exe" "$f" >"$o" 2>"$e"; then
        echo "compare-kiwi: $side failed on $(basename "$f") (run $r):" >&2
        head -n 5 "$e" >&2
        : >"$o"
        failures=$((failures + 1))
    fi
}
failures=0
echo "compare-kiwi: kiwisolver $kiwi_version; ${#workloads[@]} workload(s), $runs run(s) per side ..." >&2
for ((r = 1; r <= runs; r++)); do
    i=0
    for f in "${workloads[@]}"; do
        i=$((i + 1))
        if [ $((r % 2)) -eq 1 ]; then
            run_side trellis $i $r "$f"; run_side kiwi $i $r "$f"
        else
            run_side kiwi $i $r "$f"; run_side trellis $i $r "$f"
        fi
    done
done

echo "kiwi: kiwisolver $kiwi_version (harness compiled with ${CXX:-g++} -O2); trellis: ${trellis:-MISSING}"
python3 "$here/kiwi/compare.py" "$out" "${workloads[@]}"
status=$?
if [ -z "$trellis" ]; then
    echo "The trellis side is missing: $trellis_why." >&2
    exit 1
fi
if [ $failures -gt 0 ]; then
    echo "compare-kiwi: $failures run(s) failed (errors in $out/*.err)." >&2
    exit 1
fi
[ $status -eq 0 ] || exit 1
exit 0
