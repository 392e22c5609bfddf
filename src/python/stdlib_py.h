// ===--- stdlib_py.h - standard-library modules written in Python ---------=== //
// collections, functools, itertools, copy, enum, dataclasses, typing,
// warnings, ... as Python source the evaluator runs on first import.
#pragma once

#include <string>
#include <vector>

namespace ts::py {

struct StdSource {
  std::string name;
  const char* text;
};

/// Every Python-source module, by import name.
const std::vector<StdSource>& stdSources();

}  // namespace ts::py
