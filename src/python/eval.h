// ===--- eval.h - the evaluator's code tree, frames and calls -------------=== //
// The AST is compiled once into a tree of nodes whose names are already
// resolved to slots (scope.h); evaluating a node is one virtual call.
// return/break/continue travel as a Flow status, Python exceptions as PyErr.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "frontend/ast.h"
#include "python/interp.h"
#include "python/scope.h"
#include "runtime/fuzz_fuel.h"

namespace ts::py {

struct FuncCode;
struct Generator;

/// Note [Unbound slots]: an unassigned local holds a Device payload that no
/// Python value can be (Meta device, index -128), so frames are filled and
/// checked without touching refcounts.
inline IValue unboundValue() { return IValue(Device{Device::Type::Meta, -128}); }
inline bool isUnbound(const IValue& v) {
  return v.isDevice() && v.toDevice().index == -128 && v.toDevice().type == Device::Type::Meta;
}

/// One activation: slots (locals, cells, free vars) and the namespaces.
struct Frame {
  IValue* slots = nullptr;
  PyDict* globals = nullptr;
  PyDict* ns = nullptr;  ///< class body namespace
  const FuncCode* code = nullptr;
  const SourceRange* stmt = nullptr;  ///< statement being executed
  const SourceRange* err_range = nullptr;  ///< innermost failing expression
  const RefCounted* err_exc = nullptr;     ///< the exception err_range belongs to
  uint32_t err_left = 0, err_right = 0;    ///< caret anchors of err_range
  IValue retval;
  Generator* gen = nullptr;
  Frame* back = nullptr;  ///< the calling frame
};

/// Pushes a frame on Interp::top for its lifetime.
struct FramePush {
  Interp& in;
  Frame& f;
  FramePush(Interp& i, Frame& fr) : in(i), f(fr) {
    f.back = in.top;
    in.top = &f;
  }
  ~FramePush() { in.top = f.back; }
};

/// The __name__ of frame `f`'s globals (its module), or "__main__".
std::string frameModuleName(Interp& in, const Frame* f);

enum class Flow : uint8_t { Normal, Return, Break, Continue };

struct ENode {
  explicit ENode(SourceRange r) : range(std::move(r)) {}
  virtual ~ENode() = default;
  virtual IValue eval(Interp& in, Frame& f) const = 0;
  /// Note [Borrowed operands]: a node whose value already lives somewhere
  /// stable (a bound local slot, a constant) lets consumers that only read
  /// the operand use it in place, skipping a refcount round trip. Such nodes
  /// say where the value lives (local_slot, constant) so evalRef finds it
  /// without a virtual call.
  /// The node's value, borrowed when possible (tmp holds it otherwise).
  /// A borrowed local stays valid only while no walrus in a later operand
  /// can rebind it: callers pass borrow = false then (see mayRebind).
  [[gnu::always_inline]] const IValue& evalRef(Interp& in, Frame& f, IValue& tmp, bool borrow = true) const {
    if (borrow) {
      if (local_slot >= 0) {
        const IValue& v = f.slots[local_slot];
        if (!isUnbound(v)) return v;
      } else if (constant) {
        return *constant;
      }
    }
    tmp = eval(in, f);
    return tmp;
  }
  SourceRange range;
  /// The frame slot a local load reads, or -1 (Note [Borrowed operands]).
  int local_slot = -1;
  /// A constant's value, owned by the node, or null.
  const IValue* constant = nullptr;
};

struct SNode {
  explicit SNode(SourceRange r) : range(std::move(r)) {}
  virtual ~SNode() = default;
  virtual Flow exec(Interp& in, Frame& f) const = 0;
  SourceRange range;
};

using ENodePtr = std::unique_ptr<ENode>;

/// Whether evaluating `n` may rebind a local of the current frame (it
/// contains an assignment expression), which would invalidate a borrowed
/// operand evaluated before it.
inline bool mayRebind(const ENode& n) { return n.range.text().find(":=") != std::string_view::npos; }
using SNodePtr = std::unique_ptr<SNode>;
using SBlock = std::vector<SNodePtr>;

/// Runs statements in order; stops at the first non-Normal flow.
inline Flow execBlock(Interp& in, Frame& f, const SBlock& block) {
  for (const auto& s : block) {
    Flow fl = s->exec(in, f);
    if (fl != Flow::Normal) return fl;
  }
  return Flow::Normal;
}

/// A compiled function, lambda, comprehension, class body or module body.
struct FuncCode {
  std::string name, qualname;
  const Scope* scope = nullptr;
  std::shared_ptr<const Source> source;
  SourceRange def_range;
  int nslots = 0;
  int nargs = 0;        ///< positional parameters (incl. positional-only)
  int nposonly = 0;
  int nkwonly = 0;
  int varargs = -1;     ///< slot of *args or -1
  int varkw = -1;       ///< slot of **kwargs or -1
  std::vector<IValue> param_names;  ///< positional then keyword-only (interned)
  /// The statements; for a function of a frozen module, empty until its
  /// first call (bodyOf, Note [Deferred bodies]).
  mutable SBlock body;
  /// The body not compiled yet, or null.
  mutable const ast::StmtList* deferred_body = nullptr;
  ENodePtr expr_body;   ///< lambda body
  bool is_generator = false;
  IValue doc;  ///< the docstring (None if absent)
  /// The ast::FunctionDef or ast::ClassDef this code was compiled from
  /// (null for lambdas, comprehensions and module bodies): what
  /// torch.jit.script compiles.
  const ast::Stmt* def = nullptr;
  /// Keeps the AST (and so ranges' Source) alive as long as the code.
  std::shared_ptr<const ast::Module> module;
  /// The module's symbol tables (`scope` points into them).
  std::shared_ptr<const ScopeTable> tables;
};

/// Compiles a parsed module into its body code. Throws SyntaxError.
std::shared_ptr<FuncCode> compileModule(Interp& in, std::shared_ptr<const ast::Module> module);
/// compileModule for the Python sources built into the program (the
/// `torch` modules): function bodies compile on first call (Note [Deferred bodies]).
std::shared_ptr<FuncCode> compileFrozenModule(Interp& in, std::shared_ptr<const ast::Module> module);
/// Compiles a deferred function body (Note [Deferred bodies]); returns it.
const SBlock& compileDeferredBody(Interp& in, const FuncCode& code);
/// A function's statements, compiled now if they were deferred (inline:
/// every Python call reads it).
inline const SBlock& bodyOf(Interp& in, const FuncCode& code) {
  return code.deferred_body ? compileDeferredBody(in, code) : code.body;
}

/// Calls a PyFunction with bound arguments.
IValue callFunction(Interp& in, PyFunction& fn, Args& args);
/// Runs a list/set/dict comprehension's code with `iter` as its argument;
/// free variables come from `outer`'s slots.
IValue callComprehension(Interp& in, const FuncCode& code, Frame& outer, const std::vector<int>& closure_slots, IValue iter);
/// Runs a code object's body in a frame (module, class body).
void runBody(Interp& in, const FuncCode& code, Frame& f);
/// locals() of frame f: its bound slots by name (cells unwrapped), the class
/// namespace of a class body, the globals at module level (eval_exec.cpp).
Ref<PyDict> localsOf(Interp& in, Frame& f);
/// Appends a traceback entry for a frame the exception is leaving.
void addTraceback(Interp& in, PyErr& e, Frame& f, const std::string& func);
/// Converts a ts::Error thrown by shared code into a Python exception.
PyErr convertError(Interp& in, const Error& e);
/// One level of Python recursion (a call, a nested container's repr):
/// RecursionError, its message ending in `what`, at the recursion limit or
/// when the native stack runs low.
struct RecursionGuard {
  explicit RecursionGuard(Interp& i, const char* what = "") : in(i) {
    TS_BURN_FUZZ_FUEL();  // Note [Fuzz fuel]: every call and nested repr is a step
    // The module frame counts as one, as in CPython.
    // The frame address, not a local's: under ASan a local may live on a fake stack.
    if (++in.depth >= in.recursion_limit ||
        (in.stack_limit && static_cast<char*>(__builtin_frame_address(0)) < in.stack_limit)) [[unlikely]]
      overflow(what);
  }
  ~RecursionGuard() { --in.depth; }
  /// Undoes the count and raises RecursionError.
  [[noreturn]] void overflow(const char* what);
  RecursionGuard(const RecursionGuard&) = delete;
  RecursionGuard& operator=(const RecursionGuard&) = delete;
  Interp& in;
};
/// MemoryError(), for a std::bad_alloc (a list or string no memory can hold).
PyErr memoryError(Interp& in);

/// Generator objects (fiber-backed).
IValue makeGenerator(Interp& in, PyFunction& fn, std::vector<IValue> slots);
/// `yield value` inside the running generator: returns the sent value.
IValue generatorYield(Interp& in, Frame& f, IValue value);
void initGeneratorType(Interp& in);
/// The return value of `it` if it is a finished generator (taken: once), else None.
IValue takeGeneratorReturn(const IValue& it);
/// A generator's gi_running / gi_code / gi_frame / __name__ / __qualname__.
bool generatorGetAttr(Interp& in, PyObject* p, std::string_view name, IValue& out);

}  // namespace ts::py
