// ===--- registry.h - operators: schemas bound to kernels ----------------=== //
// Every operator TorchScript code can call is a PyTorch schema string bound
// to a kernel. The compiler resolves a call site to one Operator at compile
// time (overload resolution); the interpreter then calls its kernel directly.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/symbol.h"
#include "runtime/ivalue.h"
#include "types/schema.h"

namespace ts {

/// A kernel pops its inputs (all schema arguments, in order, defaults already
/// filled in by the compiler) from the end of the stack and pushes its
/// outputs. Variadic (`...`) schemas receive the input count as the last
/// stack entry (an int) pushed by the interpreter.
using OpKernel = std::function<void(Stack&)>;

struct GradRule;

struct Operator {
  FunctionSchema schema;
  OpKernel kernel;
  Symbol symbol;  ///< interned schema.name
  /// How results join autograd (grad_rules.h); null: not differentiable.
  const GradRule* grad = nullptr;
};

class Registry {
 public:
  /// The process-wide registry, filled on first use by registerAllOps.
  static const Registry& global();

  /// Parses `schema` and adds the operator; throws on a malformed schema or
  /// a duplicate name+overload.
  void add(const std::string& schema, OpKernel kernel);
  /// The same for a schema already parsed.
  void add(FunctionSchema schema, OpKernel kernel);
  /// All overloads of `aten::add`, in registration order (empty if none).
  const std::vector<const Operator*>& lookup(Symbol name) const;
  /// The operator `aten::add.int` (name + "." + overload), or nullptr.
  const Operator* find(const std::string& name_and_overload) const;
  /// Sets the autograd rule of `aten::add.Tensor`; throws if it is not registered.
  void setGradRule(const std::string& name_and_overload, const GradRule* rule);
  size_t size() const { return ops_.size(); }
  /// Every operator, in registration order (for harnesses and listings).
  std::vector<const Operator*> all() const {
    std::vector<const Operator*> out;
    out.reserve(ops_.size());
    for (const auto& op : ops_) out.push_back(op.get());
    return out;
  }

 private:
  std::vector<std::unique_ptr<Operator>> ops_;
  std::unordered_map<uint32_t, std::vector<const Operator*>> by_name_;
  std::unordered_map<std::string, const Operator*> by_full_name_;
};

/// Registers every operator family (each family file has its own
/// registerXxxOps(Registry&) declared in ops/families.h).
void registerAllOps(Registry& r);

// ---- stack helpers for kernels ------------------------------------------ //

inline IValue pop(Stack& s) {
  IValue v = std::move(s.back());
  s.pop_back();
  return v;
}
/// The i-th of the last n entries (0-based), without popping.
inline IValue& peek(Stack& s, size_t i, size_t n) { return s[s.size() - n + i]; }
inline void drop(Stack& s, size_t n) { s.resize(s.size() - n); }
inline void push(Stack& s, IValue v) { s.push_back(std::move(v)); }

}  // namespace ts
