// ===--- trace_graph.h - records tensor operations into a graph ----------=== //
// The graph side of torch.jit.trace: values seen while a Python-level
// function runs on real tensors are mapped to graph Values (tensors by the
// identity of their TensorImpl), each observed op is copied into the trace,
// and everything that is not a traced tensor becomes a constant, as in
// PyTorch's tracer (torch/csrc/jit/frontend/tracer.cpp).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/ir.h"
#include "runtime/ivalue.h"
#include "runtime/value_constant.h"
#include "tensor/scalar_type.h"

namespace ts::py {

/// `Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu)`: the type a
/// trace gives a tensor it saw (requires_grad=0 for a result recorded below
/// autograd, `below_autograd`).
TypePtr tracedTensorType(const Tensor& t, bool below_autograd = false);

/// A chain of attribute reads: each step's name and the attribute's type.
using AttrPath = std::vector<std::pair<std::string, TypePtr>>;

/// The value names of one PyTorch graph. set() is PyTorch's setDebugName:
/// a name held by another value moves that value to `name.N` (the suffix
/// runs one past the last one used: x.1, x.3, x.5); a number is no name,
/// so `0` (a Sequential's item) becomes `_0`.
class NameTable {
 public:
  void set(Value* v, const std::string& name);

 private:
  std::map<std::string, Value*> names_;
  std::map<std::string, unsigned> suffix_;
};

/// Records one trace. Not thread-safe; one per torch.jit.trace call.
class TraceGraph {
 public:
  TraceGraph();

  Graph& graph() { return *graph_; }
  /// Adds a graph input standing for `v` (a tensor, or a tuple/list of
  /// them, unpacked in the graph as PyTorch does) named `name`.
  Value* addInput(const IValue& v, const std::string& name);
  /// Adds a graph input of module type `type` (the `self` of a method).
  Value* addSelfInput(TypePtr type);
  /// Makes reads of `t` inside the trace read the attribute at `path` from
  /// `self` (a parameter or buffer of self or of a submodule; each step's
  /// name and type): the prim::GetAttr chain is emitted at first use.
  void addAttribute(const IValue& t, Value* self, AttrPath path);
  /// The value of the submodule at `path` from `self` (GetAttr chain,
  /// shared by every read below it).
  Value* submodule(Value* self, const AttrPath& path);
  /// Names `v` (PyTorch's rules) unless it has a name.
  /// Whether `v` is the result of a traced submodule call (one marked by
  /// markLiftedCall), which PyTorch never names.
  bool keepsUnnamed(const Value* v) const;
  /// Marks `call` as a traced submodule call, traced inline and lifted.
  void markLiftedCall(const Node* call) { lifted_calls_.insert(call); }
  bool isLiftedCall(const Node* n) const { return lifted_calls_.count(n) > 0; }
  /// Lifted submodule calls return only the results their caller uses, as
  /// PyTorch's (the callee's method is cut down to them).
  void pruneLiftedResults();
  void nameIfUnnamed(Value* v, const std::string& name) {
    if (v->debugName().empty() && !keepsUnnamed(v)) setName(v, name);
  }
  /// Moves the GetAttr nodes reading `self` to the top of the graph, in
  /// reverse order of first use, as PyTorch's traced graphs show them.
  void hoistAttributeReads(Value* self);
  /// Records that `t` is the value `v` from now on (in-place ops,
  /// results of calls recorded by the caller).
  void setValue(const IValue& t, Value* v);
  /// `t` is `from`'s trace value from now on, named when first used (no
  /// effect when `from` is not traced).
  void shareValue(const IValue& t, const IValue& from);
  /// Binds the result of a recorded call (a method or script function)
  /// to the call's output `v`; a tuple is unpacked at once into values
  /// typed Tensor, as PyTorch's traces show them.
  void bindCallResult(const IValue& result, Value* v);

  /// Records an op: `op` is its one-op graph, `inputs`/`outputs` the values
  /// it ran on and produced. Its nodes are copied into the trace with graph
  /// inputs replaced by the traced values of `inputs`.
  void recordOp(const Graph& op, const std::vector<IValue>& inputs, const std::vector<IValue>& outputs);
  /// The trace value of `v` as an input of type `type` (constants for
  /// untraced values); throws ts::Error for values a trace cannot hold.
  Value* valueOf(const IValue& v, TypePtr type);
  /// Records `x.size(dim)` of traced tensor `t` as PyTorch does
  /// (aten::size, then prim::NumToTensor), bound to the 0-dim tensor `out`.
  void recordSize(const IValue& t, int64_t dim, const IValue& out);
  /// Records `x.numel()` likewise (aten::numel, then prim::NumToTensor).
  void recordNumel(const IValue& t, const IValue& out);
  /// Records `torch.tensor(data)` bound to `out` as PyTorch's
  /// internal_new_from_data traces it: the data as a constant tensor of
  /// the inferred dtype `data_dtype`, then aten::to and aten::detach.
  void recordTensorData(const IValue& out, ScalarType data_dtype);
  /// True when `v` is a tensor the trace has a value for.
  bool isTraced(const IValue& v) const;
  /// Registers the traced function's result as the graph output (tuples
  /// and lists of tensors become TupleConstruct/ListConstruct).
  void setOutput(const IValue& result);
  /// Types the value of tensor `t` as recorded below autograd
  /// (requires_grad=0; Note [Traced convolutions]).
  void setBelowAutograd(const IValue& t);
  /// Removes nodes whose results are unused (and have no side effect),
  /// as PyTorch does before handing the trace out.
  void eliminateDeadCode();
  /// Gives up the graph.
  std::unique_ptr<Graph> take() { return std::move(graph_); }

  /// Where the op being recorded comes from (the Python line, column 0).
  std::function<SourceRange()> location;
  /// The Python variable currently holding tensor `v`, or "" (PyTorch names
  /// trace values lazily, when they are used, from the caller's locals).
  std::function<std::string(const IValue& v)> name_lookup;
  /// Module traces: the value a name given to `v` belongs to (a submodule's
  /// input stands for its caller's value; a call's result for the value
  /// inside the callee), or null when it must stay unnamed.
  std::function<Value*(Value* v)> name_target;
  /// Module traces: names live in one table for the whole trace, as in
  /// PyTorch's single graph, and attribute reads are named afterwards.
  void useNames(NameTable* table) { shared_names_ = table; }
  /// The trace value of tensor `t` if it has one already (no node made).
  Value* peekValue(const IValue& t) const;

 private:
  struct Entry {
    IValue tensor;  ///< keeps the TensorImpl alive, so its address stays unique
    Value* value = nullptr;
    // For attributes read lazily: the module and the path from it.
    Value* self = nullptr;
    AttrPath path;
  };
  Value* constant(const IValue& v, TypePtr type);
  void bindOutput(const IValue& out, Value* v);
  /// Binds the parts of traced input `v` to `in`, unpacking tuples and
  /// lists (nested ones too) as PyTorch's graphs do.
  void unpackInput(Value* in, const IValue& v);
  Value* insert(Node* n, bool located);
  /// Records int-valued op `kind` and the prim::NumToTensor a tracer's
  /// Python ints are, bound to `out`.
  void recordIntAsTensor(const char* kind, const char* schema, const std::vector<Value*>& inputs, const IValue& out);
  Value* readAttribute(Value* owner, const std::string& name, TypePtr type);
  Value* mapped(Entry& e);
  void nameValue(Value* v, const IValue& t);
  /// Names a value as PyTorch's setDebugName does: an earlier holder of
  /// the name is renamed `name.N`.
  void setName(Value* v, const std::string& name);
  std::unordered_set<const Node*> lifted_calls_;
  Value* outputValue(const IValue& v);

  std::unique_ptr<Graph> graph_;
  std::unordered_map<const void*, Entry> tensors_;
  NameTable names_;
  NameTable* shared_names_ = nullptr;
  /// Submodule values by the joined path of names.
  std::map<std::pair<const Value*, std::string>, Value*> submodules_;
};

}  // namespace ts::py
