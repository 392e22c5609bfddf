// ===--- code_printer.h - graphs back to TorchScript source (`.code`) -----=== //
// PyTorch's python_print: each function's graph is printed as Python source
// that the compiler can parse again. Single-use unnamed values are inlined
// into their use, long inlined expressions are split into `_N = ...`
// temporaries, calls omit trailing arguments equal to their defaults, and
// loop-carried values become assignments before and at the end of the loop.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "runtime/function.h"
#include "runtime/ivalue.h"

namespace ts {

class CodePrinterImpl;

/// Prints functions and classes; one printer per output file so temporaries
/// (`_0`, `_1`, ...) and the tensor constant table are shared as PyTorch shares them.
class CodePrinter {
 public:
  /// `shared_constants`, when given, is the `CONSTANTS.cN` table to use, so
  /// several printers (one per code file) number constants together.
  explicit CodePrinter(std::vector<IValue>* shared_constants = nullptr);
  ~CodePrinter();
  CodePrinter(const CodePrinter&) = delete;
  CodePrinter& operator=(const CodePrinter&) = delete;

  /// `def name(x: T, ...) -> R:` and its body. `.code` of a free function.
  void printFunction(const Function& fn);
  /// As a method: `self` without annotation. `.code` of a module method.
  void printMethod(const Function& fn);
  /// `class Name(Module):` with `__parameters__`/`__buffers__` lists (for
  /// modules), attribute annotations, `Final` constants and every method, as
  /// written into `code/__torch__/...py`.
  struct ClassInfo {
    const ClassType* type = nullptr;
    std::vector<std::string> parameters;  ///< attribute names that are parameters
    std::vector<std::string> buffers;
    std::vector<std::pair<std::string, IValue>> constants;  ///< `Final` class constants
    std::vector<const Function*> methods;
    /// Forward hooks and pre-hooks of a module class, in calling order.
    std::vector<const Function*> hooks, pre_hooks;
    /// Attributes the class has only for our own bookkeeping (never
    /// printed or saved).
    std::vector<std::string> hidden;
  };
  void printClass(const ClassInfo& cls);
  /// `class P(NamedTuple):` fields, `class E(Enum):` members, or
  /// `class I(Interface):` method stubs.
  void printNamedType(TypePtr type);

  /// The source printed so far.
  std::string str() const;
  /// Tensor (and other non-literal) constants referenced as `CONSTANTS.cN`.
  const std::vector<IValue>& constantTable() const;
  /// Note [File format version]: the lowest file format version whose
  /// readers run the printed code as written (3 when no operator printed
  /// changed meaning since).
  uint64_t minFileVersion() const;
  /// Named types (classes, NamedTuples, enums) and script functions the
  /// printed code refers to, in first-use order, so a writer can emit them too.
  const std::vector<TypePtr>& typeDependencies() const;
  const std::vector<const Function*>& functionDependencies() const;

 private:
  std::unique_ptr<CodePrinterImpl> impl_;
};

/// `.code` of a free function (`def f(...)`), as `fn.code` prints it.
std::string functionCode(const Function& fn);
/// `.code` of a method (`def forward(self, ...)`), as `m.code` prints it.
std::string methodCode(const Function& fn);

}  // namespace ts
