// ===--- jit_hooks.h - torch.jit services implemented above the compiler --=== //
// `.code`, torch.jit.save and torch.jit.load live in the serialization
// layer, which depends on the compiler; the compiler reaches them through
// these hooks, which the driver installs once per run (ProgramShared).
#pragma once

#include <functional>
#include <string>

#include "runtime/ivalue.h"

namespace ts {

class Function;
class Program;

struct JitHooks {
  /// `.code` of a function (as_method: `def f(self, ...)` without self's type).
  std::function<std::string(Program& program, const Function& fn, bool as_method)> code;
  /// torch.jit.save(module, path, _extra_files): extra_files is None or a Dict[str, str].
  std::function<void(Program& program, const IValue& module, const std::string& path, const IValue& extra_files)>
      save;
  /// torch.jit.load(path, _extra_files): fills the values of extra_files
  /// (a dict) with the named files' contents; returns the module.
  std::function<IValue(Program& program, const std::string& path, const IValue& extra_files)> load;
};

}  // namespace ts
