#!/bin/sh
# Times each benchmark under `torchscript py` and CPython (user seconds) and checks outputs match.
# Usage: tests/bench_python/run.sh [build/torchscript] [filter]
TS=${1:-build/torchscript}
DIR=$(dirname "$0")
for f in "$DIR"/*.py; do
  case "$f" in *"$2"*) ;; *) continue ;; esac
  a=$( { /usr/bin/time -f %U "$TS" py "$f" > /tmp/bp_ours.out; } 2>&1 | tail -1)
  b=$( { /usr/bin/time -f %U python3 "$f" > /tmp/bp_cpy.out; } 2>&1 | tail -1)
  same=ok; cmp -s /tmp/bp_ours.out /tmp/bp_cpy.out || same=DIFF
  echo "$(basename "$f" .py) ours=$a cpython=$b ratio=$(echo "scale=2; $b / $a" | bc) $same"
done
