#!/bin/bash
# ===--- run.sh - install torchscript, build an embedder against it ---------=== #
# Installs the package into a temporary prefix and builds an out-of-tree
# consumer (tests/package/consumer) against it twice: with
# find_package(torchscript) and with pkg-config; runs both and checks their
# output. Variants: static (reusing BUILD_DIR, default build/) and shared
# (-DBUILD_SHARED_LIBS=ON in BUILD_DIR-shared, whose exported symbols are
# checked too).
#   tests/package/run.sh [BUILD_DIR]        TS_PACKAGE_VARIANTS="static shared" (default)
set -euo pipefail

SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$(realpath -m "${1:-$SRC/build}")
VARIANTS=${TS_PACKAGE_VARIANTS:-static shared}
JOBS=${TS_PACKAGE_JOBS:-2}
MODEL=$SRC/tests/data/pt/small_cnn.pt
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# What the consumer must print (PyTorch's forward output, rounded).
EXPECTED="forward: -0.1603 -0.0969 0.2694 -0.3310
parameters: 4
twice(21) = 42
caught ts::Error (AttributeError)"

fail() { echo "FAIL: $*" >&2; exit 1; }

check_output() {  # NAME COMMAND...
  local name=$1; shift
  local out
  out=$("$@") || fail "$name exited with $?"
  [ "$out" = "$EXPECTED" ] || fail "$name printed:
$out
expected:
$EXPECTED"
  echo "ok: $name"
}

# The shared library exports the public API and nothing else: every
# defined dynamic symbol is in ts::api, ts::errorKindName or ts::Error's type
# info (Note [Exported symbols]).
check_exports() {  # LIB
  local defined leaked
  defined=$(nm -DC --defined-only "$1" | awk '{ $1 = ""; $2 = ""; print substr($0, 3) }')
  leaked=$(echo "$defined" | grep -v -E '^(ts::api::|ts::errorKindName\(|(typeinfo (name )?|vtable )for ts::(Error$|api::))' || true)
  [ -z "$leaked" ] || fail "libtorchscript.so exports non-API symbols:
$(echo "$leaked" | head -20)"
  echo "$defined" | grep -q '^ts::api::load(std::' || fail "ts::load is not exported"
  echo "$defined" | grep -q '^typeinfo for ts::Error$' || fail "ts::Error's type info is not exported"
  echo "$defined" | grep -q 'ts::detail\|ts::Program\|ts::Tensor' && fail "internal names are exported"
  echo "ok: libtorchscript.so exports $(echo "$defined" | wc -l) symbols, all public API"
}

build_variant() {  # VARIANT BUILD_DIR
  local variant=$1 dir=$2
  if [ ! -f "$dir/CMakeCache.txt" ]; then
    local shared=OFF tests=ON
    [ "$variant" = shared ] && shared=ON && tests=OFF
    cmake -S "$SRC" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=$shared \
      -DTS_BUILD_TESTS=$tests -DCMAKE_CXX_COMPILER_LAUNCHER=ccache >/dev/null
  fi
  cmake --build "$dir" -j "$JOBS" --target torchscript_lib torchscript >/dev/null
}

for variant in $VARIANTS; do
  dir=$BUILD
  [ "$variant" = shared ] && dir=$BUILD-shared
  echo "== $variant ($dir)"
  build_variant "$variant" "$dir"
  prefix=$WORK/prefix-$variant
  cmake --install "$dir" --prefix "$prefix" >/dev/null
  for f in include/torchscript/torchscript.h include/torchscript/module.h bin/torchscript \
           lib/cmake/torchscript/torchscriptConfig.cmake lib/pkgconfig/torchscript.pc; do
    [ -e "$prefix/$f" ] || fail "$variant install lacks $f"
  done
  lib=$prefix/lib/libtorchscript.a
  [ "$variant" = shared ] && lib=$prefix/lib/libtorchscript.so
  [ -e "$lib" ] || fail "$variant install lacks $lib"
  [ "$variant" = shared ] && check_exports "$lib"
  "$prefix/bin/torchscript" inspect "$MODEL" | grep -q '^parameters: 260 in 4 tensors' || fail "installed CLI"
  echo "ok: installed torchscript inspect"

  cmake -S "$SRC/tests/package/consumer" -B "$WORK/cmake-$variant" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
  cmake --build "$WORK/cmake-$variant" >/dev/null
  check_output "find_package consumer ($variant)" "$WORK/cmake-$variant/consumer" "$MODEL"

  pc="env PKG_CONFIG_PATH=$prefix/lib/pkgconfig pkg-config"
  [ "$variant" = static ] && pc="$pc --static"
  # shellcheck disable=SC2046
  g++ -std=c++17 -O1 "$SRC/tests/package/consumer/main.cpp" -o "$WORK/pc-$variant" \
    $($pc --cflags torchscript) $($pc --libs torchscript) -Wl,-rpath,"$prefix/lib"
  check_output "pkg-config consumer ($variant)" "$WORK/pc-$variant" "$MODEL"
done
echo "PASS: package tests ($VARIANTS)"
