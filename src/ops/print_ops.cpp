// ===--- print_ops.cpp - print() and warnings.warn in script code --------=== //
// prim::Print is `print` inside script code (c10 format). It writes the
// values joined by " " plus "\n" to stdout through stdio's buffer; the CLI
// flushes stdout before it writes an error. aten::warn (`warnings.warn` in
// script code) writes Python's `UserWarning: ...` line to stderr.
#include <cstdio>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "runtime/printing.h"

namespace ts {
namespace {

template <std::string (*Fmt)(const IValue&)>
void printKernel(Stack& s) {
  size_t n = static_cast<size_t>(pop(s).toInt());
  std::string line;
  for (size_t i = 0; i < n; ++i) {
    if (i) line += ' ';
    line += Fmt(peek(s, i, n));
  }
  line += '\n';
  drop(s, n);
  std::fwrite(line.data(), 1, line.size(), stdout);
}

}  // namespace

void registerPrintOps(Registry& r) {
  r.add("prim::Print(...) -> ()", printKernel<scriptStr>);
  r.add("aten::warn(str message, int stacklevel=2) -> ()", [](Stack& s) {
    drop(s, 1);
    std::string line = "UserWarning: " + pop(s).toStr() + "\n";
    std::fflush(stdout);
    std::fwrite(line.data(), 1, line.size(), stderr);
  });
}

}  // namespace ts
