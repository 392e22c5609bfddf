#!/usr/bin/env bash
# Runs the libFuzzer targets of a TS_FUZZ build (tests/fuzz/README.md).
#
#   scripts/fuzz_run.sh BUILD_DIR SECONDS [TARGET...]    (default: all six)
#
# Each target fuzzes for SECONDS from BUILD_DIR/fuzz/seeds/TARGET (made by
# scripts/fuzz_seeds.py) and tests/fuzz/regressions/TARGET into the growing
# corpus BUILD_DIR/fuzz/corpus/TARGET.
# A crash, sanitizer report, timeout or out-of-memory leaves the input in
# BUILD_DIR/fuzz/artifacts/TARGET/ and makes the script exit 1 after all
# targets ran. Extra libFuzzer flags come from $FUZZ_FLAGS (e.g. -jobs=2).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$(cd "$1" && pwd)"
seconds="$2"
shift 2
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(compile run load unpickle ir py)

# Memory bounds: one allocation over 1 GiB, or any while the process holds
# over 2 GiB, fails (std::bad_alloc) instead of aborting, so a script that
# asks for a huge tensor gets a RuntimeError; libFuzzer's own RSS limit
# (3 GiB) catches what still grows past that. Leak checking follows
# $FUZZ_DETECT_LEAKS (1 by default).
export ASAN_OPTIONS="allocator_may_return_null=1:max_allocation_size_mb=1024:soft_rss_limit_mb=2048:detect_leaks=${FUZZ_DETECT_LEAKS:-1}:${ASAN_OPTIONS:-}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:${UBSAN_OPTIONS:-}"

failed=()
for t in "${targets[@]}"; do
  case "$t" in
    compile | run | py) dict=source.dict max_len=16384 ;;
    load) dict=load.dict max_len=65536 ;;
    unpickle) dict=pickle.dict max_len=16384 ;;
    ir) dict=ir.dict max_len=16384 ;;
    *) echo "fuzz_run: unknown target '$t'" >&2; exit 2 ;;
  esac
  corpus="$build/fuzz/corpus/$t"
  artifacts="$build/fuzz/artifacts/$t"
  mkdir -p "$corpus" "$artifacts" "$build/fuzz/seeds/$t"
  echo "== fuzz_$t for ${seconds}s"
  # -entropic=0: with the ~100k coverage features of the compiler,
  # libFuzzer's entropic scheduler spent 61% of fuzz_compile's time updating
  # feature frequencies (perf); the plain scheduler runs 3x the inputs per
  # second and reached the same coverage on the same budget.
  # shellcheck disable=SC2086
  "$build/fuzz/fuzz_$t" -entropic=0 -max_total_time="$seconds" -timeout=30 -rss_limit_mb=3072 -malloc_limit_mb=3072 \
    -max_len="$max_len" -dict="$root/tests/fuzz/dict/$dict" -artifact_prefix="$artifacts/" \
    -detect_leaks="${FUZZ_DETECT_LEAKS:-1}" -print_final_stats=1 ${FUZZ_FLAGS:-} \
    "$corpus" "$build/fuzz/seeds/$t" "$root/tests/fuzz/regressions/$t" > "$build/fuzz/$t.log" 2>&1
  rc=$?
  grep -E "^stat::number_of_executed_units|^#[0-9]+ +DONE" "$build/fuzz/$t.log" | tail -2
  if [ $rc -ne 0 ]; then
    failed+=("$t")
    echo "fuzz_$t FAILED (exit $rc); log: $build/fuzz/$t.log; input in $artifacts/"
    grep -E "ERROR|SUMMARY|#[0-9]+ in " "$build/fuzz/$t.log" | head -25
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}"
  exit 1
fi
