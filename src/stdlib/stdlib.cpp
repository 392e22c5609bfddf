// ===--- stdlib.cpp - which Python module each stdlib file implements -----=== //
#include "stdlib/stdlib.h"

#include <cstring>

namespace ts {

namespace {

struct ModuleFile {
  const char* module;
  const char* stem;
  const char* display;
};

// The Python modules that have TorchScript source here.
constexpr ModuleFile kModules[] = {
    {"torch.nn.functional", "nn_functional", "torch/nn/functional.py"},
    {"torch.nn", "nn_modules", "torch/nn/modules.py"},
    {"torch.nn.init", "nn_init", "torch/nn/init.py"},
};

}  // namespace

const StdlibFile* stdlibFileForModule(const std::string& module) {
  for (const ModuleFile& m : kModules) {
    if (module != m.module) continue;
    size_t n = 0;
    const StdlibFile* files = stdlibFiles(&n);
    for (size_t i = 0; i < n; ++i)
      if (std::strcmp(files[i].stem, m.stem) == 0) return &files[i];
  }
  return nullptr;
}

std::string stdlibDisplayName(const StdlibFile& f) {
  for (const ModuleFile& m : kModules)
    if (std::strcmp(f.stem, m.stem) == 0) return m.display;
  return std::string(f.stem) + ".py";
}

}  // namespace ts
