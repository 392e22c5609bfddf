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

/// Makes the kernel of an operator whose schema is parsed late, from the
/// parsed schema and the operators of the same name registered before it;
/// an empty kernel means the operator does not exist after all.
using OpKernelFactory = std::function<OpKernel(const FunctionSchema&, const std::vector<const Operator*>& earlier)>;

// Note [Lazy schemas]: parsing ~2,800 schemas (and wrapping their kernels)
// was a large part of a cold torch.jit.load, which resolves only the
// operators its code calls. The global registry files each operator under
// its name and overload (read from the schema's head) and parses the rest
// the first time the name is looked up (find, lookup, all). Everything a
// caller sees is as if parsed eagerly: lookup keeps registration order,
// find and all the same operators, and the Operator objects never move. A
// malformed schema of the global registry throws at its first lookup
// (Registry.SchemasMatchPyTorch parses all of them); a Registry built
// directly parses eagerly, as add documents.
class Registry {
 public:
  enum class Parsing { Eager, Lazy };
  explicit Registry(Parsing parsing = Parsing::Eager);
  ~Registry();
  Registry(const Registry&) = delete;
  Registry& operator=(const Registry&) = delete;

  /// The process-wide registry, filled on first use by registerAllOps.
  static const Registry& global();

  /// Parses `schema` and adds the operator; throws on a malformed schema or
  /// a duplicate name+overload (a lazy registry: on a duplicate or a
  /// malformed name; the rest is parsed at the first lookup).
  void add(const std::string& schema, OpKernel kernel);
  /// The same for a schema already parsed.
  void add(FunctionSchema schema, OpKernel kernel);
  /// An operator that exists only if `schema` parses and `make` gives a
  /// kernel for it (out= variants of functional operators). Skipped when
  /// its name+overload is already registered.
  void addConditional(const std::string& schema, OpKernelFactory make);
  /// All overloads of `aten::add`, in registration order (empty if none).
  const std::vector<const Operator*>& lookup(Symbol name) const;
  /// The operator `aten::add.int` (name + "." + overload), or nullptr.
  const Operator* find(const std::string& name_and_overload) const;
  /// Whether `aten::add.int` is registered (without parsing its schema).
  bool contains(const std::string& name_and_overload) const;
  /// Sets the autograd rule of `aten::add.Tensor`; throws if it is not registered.
  void setGradRule(const std::string& name_and_overload, const GradRule* rule);
  /// The number of operators (parses every schema of a lazy registry).
  size_t size() const { return all().size(); }
  /// Every operator, in registration order (for harnesses and listings;
  /// parses every schema of a lazy registry).
  std::vector<const Operator*> all() const;

 private:
  struct Entry;
  struct Group;
  Entry& file(const std::string& schema_text, FunctionSchema head);
  const Operator* materialize(Entry& e) const;
  void materializeGroup(Group& g) const;

  Parsing parsing_;
  struct State;
  std::unique_ptr<State> state_;
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
