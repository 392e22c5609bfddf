// ===--- trace_graph.cpp - records tensor operations into a graph --------=== //
// Note [Trace values]: a tensor's trace value is looked up by the address
// of its TensorImpl; the entry holds the tensor so the address cannot be
// reused by another tensor while the trace runs. An op that writes a tensor
// in place (`x.add_(1)`) rebinds the tensor to the op's output, so later
// reads see the mutated value, as PyTorch's tracer does.
#include "python_jit/trace_graph.h"

#include "python_jit/trace_display.h"

#include "python_jit/trace_function.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <sstream>

#include "ops/registry.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_creation.h"
#include "tensor/tensor.h"

namespace ts::py {

TypePtr tracedTensorType(const Tensor& t, bool below_autograd) {
  std::string s = scalarTypeName(t.dtype());
  s += "(";
  for (int64_t d = 0; d < t.dim(); ++d) s += std::to_string(t.sizes()[d]) + ", ";
  if (t.dim() > 0) {
    s += "strides=[";
    for (int64_t d = 0; d < t.dim(); ++d) s += (d ? ", " : "") + std::to_string(t.strides()[d]);
    s += "], ";
  }
  s += std::string("requires_grad=") + (t.requires_grad() && !below_autograd ? "1" : "0") + ", device=cpu)";
  return Type::refinedTensor(s);
}

TraceGraph::TraceGraph() : graph_(std::make_unique<Graph>()) {}

static const void* tensorKey(const IValue& v) { return v.toTensor().impl(); }

void NameTable::set(Value* v, const std::string& given) {
  if (given.empty()) return;
  bool numeric = given.find_first_not_of("0123456789") == std::string::npos;
  const std::string name = numeric ? "_" + given : given;
  auto it = names_.find(name);
  if (it != names_.end() && it->second != v) {
    unsigned& last = suffix_[name];
    unsigned suffix = last ? last + 1 : 1;
    std::string renamed;
    do {
      renamed = name + "." + std::to_string(suffix++);
    } while (names_.count(renamed));
    last = suffix;
    it->second->setDisplayName(renamed);
    names_[renamed] = it->second;
  }
  names_[name] = v;
  v->setDisplayName(name);
}

void TraceGraph::setName(Value* v, const std::string& given) { (shared_names_ ? *shared_names_ : names_).set(v, given); }

Value* TraceGraph::peekValue(const IValue& t) const {
  if (!t.isTensor()) return nullptr;
  auto it = tensors_.find(tensorKey(t));
  return it == tensors_.end() ? nullptr : it->second.value;
}

namespace {

/// The graph type of a traced input: tensors with their traced types,
/// tuples of them (nested) with their elements' types, lists as Tensor[].
TypePtr tracedInputType(const IValue& v, bool top) {
  if (v.isTensor()) return tracedTensorType(v.toTensor());
  if (v.isDict()) return Type::dict(v.toDict()->key_type, v.toDict()->value_type);
  if (!v.isTuple() && !v.isList()) {
    if (top) throw Error("Type '" + runtimeType(v)->str() + "' cannot be traced. Only Tensors and (possibly nested) Lists, Dicts, and Tuples of Tensors can be traced", ErrorKind::RuntimeError);
    throw Error("Only tensors or (possibly nested) lists or tuples of tensors can be traced inputs", ErrorKind::RuntimeError);
  }
  const std::vector<IValue>& items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
  std::vector<TypePtr> types;
  for (const IValue& item : items) {
    if (v.isList() && !item.isTensor()) throw Error("Only tensors or (possibly nested) lists or tuples of tensors can be traced inputs", ErrorKind::RuntimeError);
    types.push_back(tracedInputType(item, false));
  }
  return v.isTuple() ? Type::tuple(types) : Type::list(Type::tensor());
}

}  // namespace

Value* TraceGraph::addInput(const IValue& v, const std::string& name) {
  Value* in = graph_->addInput();
  in->setType(tracedInputType(v, true));
  setName(in, name);
  unpackInput(in, v);
  return in;
}

void TraceGraph::unpackInput(Value* in, const IValue& v) {
  if (v.isTensor()) {
    setValue(v, in);
    return;
  }
  if (v.isDict()) {
    // A dict of tensors (or of containers of them): each value is read
    // once, up front, and unpacked in turn, as PyTorch does.
    const DictObj& d = *v.toDict();
    const Operator* get = Registry::global().find("aten::__getitem__.Dict_" + d.key_type->str());
    for (const auto& [key, value] : d.entries) {
      Node* n = graph_->create(Symbol::fromQualString("aten::__getitem__"), {in, constant(key, d.key_type)});
      n->op = get;
      n->output()->setType(d.value_type);
      insert(n, false);
      unpackInput(n->output(), value);
    }
    return;
  }
  const std::vector<IValue>& items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
  Node* unpack = graph_->create(v.isTuple() ? prim::TupleUnpack : prim::ListUnpack, {in}, items.size());
  graph_->insertNode(unpack);
  // A list input's type is Tensor[]: its items carry no shapes (PyTorch
  // prints `%1 : Tensor, %2 : Tensor = prim::ListUnpack(%xs)`).
  for (size_t i = 0; i < items.size(); ++i)
    unpack->output(i)->setType(v.isTuple() ? tracedInputType(items[i], false) : Type::tensor());
  for (size_t i = 0; i < items.size(); ++i) unpackInput(unpack->output(i), items[i]);
}

Value* TraceGraph::addSelfInput(TypePtr type) {
  Value* in = graph_->addInput();
  in->setType(type);
  in->setDisplayName("self.1");
  return in;
}

void TraceGraph::addAttribute(const IValue& t, Value* self, AttrPath path) {
  Entry& e = tensors_[tensorKey(t)];
  e.tensor = t;
  e.value = nullptr;
  e.self = self;
  e.path = std::move(path);
}

Value* TraceGraph::readAttribute(Value* owner, const std::string& name, TypePtr type) {
  Node* get = graph_->create(prim::GetAttr, {owner});
  get->setAttribute(attr::name, name);
  get->output()->setType(type ? type : Type::tensor());
  return insert(get, false);
}

Value* TraceGraph::submodule(Value* self, const AttrPath& path) {
  Value* v = self;
  std::string key;
  for (const auto& [name, type] : path) {
    key += "." + name;
    Value*& cached = submodules_[{self, key}];
    if (!cached) {
      cached = readAttribute(v, name, type);
      if (!shared_names_) setName(cached, name);
    }
    v = cached;
  }
  return v;
}

void TraceGraph::hoistAttributeReads(Value* self) {
  std::vector<Node*> reads;
  for (Node* n : *graph_->block())
    if (n->kind() == prim::GetAttr && n->input(0) == self) reads.push_back(n);
  for (Node* n : reads) {
    Node* first = *graph_->block()->begin();
    if (first == n) continue;
    n->removeFromList();
    n->insertBefore(first);
  }
}

void TraceGraph::setValue(const IValue& t, Value* v) {
  Entry& e = tensors_[tensorKey(t)];
  e.tensor = t;
  e.value = v;
}

bool TraceGraph::isTraced(const IValue& v) const { return v.isTensor() && tensors_.count(tensorKey(v)); }

Value* TraceGraph::insert(Node* n, bool located) {
  if (located && location) n->setSourceRange(location());
  graph_->insertNode(n);
  return n->outputs().empty() ? nullptr : n->output();
}

Value* TraceGraph::mapped(Entry& e) {
  if (!e.value) {
    // A parameter read for the first time: `%w = prim::GetAttr[name="w"](%self)`.
    AttrPath owner_path(e.path.begin(), e.path.end() - 1);
    Value* owner = submodule(e.self, owner_path);
    e.value = readAttribute(owner, e.path.back().first, e.path.back().second);
    // PyTorch's traced graphs show parameter reads as `%weight.1` (module
    // traces name them at the end, as FixupTraceScopeBlocks does).
    if (!shared_names_) setName(e.value, e.path.back().first + ".1");
  }
  return e.value;
}

// PyTorch traces a submodule call inline and then lifts it into a
// prim::CallMethod: names given while it ran belonged to the inlined values,
// so the call's result stays unnamed.
bool TraceGraph::keepsUnnamed(const Value* v) const {
  const Node* n = v->node();
  if (n->kind() == prim::TupleUnpack && !n->inputs().empty()) n = n->input(0)->node();
  return lifted_calls_.count(n) > 0;
}

void TraceGraph::pruneLiftedResults() {
  for (Node* n : *graph_->block()) {
    if (!lifted_calls_.count(n) || n->output()->uses().size() != 1) continue;
    Node* unpack = n->output()->uses()[0].user;
    if (unpack->kind() != prim::TupleUnpack) continue;
    std::vector<size_t> keep;
    for (size_t i = 0; i < unpack->outputs().size(); ++i)
      if (!unpack->output(i)->uses().empty()) keep.push_back(i);
    auto* fn = const_cast<Function*>(static_cast<const Function*>(n->callee));
    Graph& g = *fn->graph;
    Node* tuple = g.outputs().empty() ? nullptr : g.outputs()[0]->node();
    if (keep.empty() || keep.size() == unpack->outputs().size() || !tuple || tuple->kind() != prim::TupleConstruct)
      continue;
    std::vector<Value*> items;
    std::vector<TypePtr> types;
    for (size_t i : keep) {
      items.push_back(tuple->input(i));
      types.push_back(tuple->input(i)->type());
    }
    Value* result = items[0];
    if (keep.size() > 1) {
      Node* t = g.create(prim::TupleConstruct, items);
      t->output()->setType(Type::tuple(types));
      t->insertBefore(g.block()->returnNode());
      result = t->output();
    }
    g.block()->returnNode()->replaceInput(0, result);
    tuple->destroy();
    refreshTracedFunction(*fn);
    if (keep.size() == 1) {
      unpack->output(keep[0])->replaceAllUsesWith(n->output());
      n->output()->setType(Type::tensor());
      unpack->destroy();
      continue;
    }
    for (size_t i = unpack->outputs().size(); i-- > 0;)
      if (std::find(keep.begin(), keep.end(), i) == keep.end()) unpack->eraseOutput(i);
    n->output()->setType(Type::tuple(std::vector<TypePtr>(keep.size(), Type::tensor())));
  }
}

void TraceGraph::nameValue(Value* v, const IValue& t) {
  if (!name_lookup) return;
  Value* target = name_target ? name_target(v) : keepsUnnamed(v) ? nullptr : v;
  if (!target || !target->debugName().empty()) return;
  setName(target, name_lookup(t));
}

Value* TraceGraph::constant(const IValue& v, TypePtr type) {
  Node* n = graph_->create(prim::Constant);
  bool located = true;
  if (v.isNone()) {
    n->output()->setType(Type::none());
    located = false;
  } else if (v.isBool()) {
    n->setAttribute(attr::value, int64_t(v.toBool()));
    n->output()->setType(Type::bool_());
  } else if (v.isInt() || v.tag() == IValue::Tag::Dtype) {
    n->setAttribute(attr::value, v.toInt());
    n->output()->setType(Type::int_());
  } else if (v.isDouble()) {
    n->setAttribute(attr::value, v.toDouble());
    n->output()->setType(Type::float_());
  } else if (v.isStr()) {
    n->setAttribute(attr::value, v.toStr());
    n->output()->setType(Type::str_());
  } else if (v.isDevice()) {
    n->setAttribute(attr::value, v.toDevice().str());
    n->output()->setType(Type::device());
  } else if (v.isTensor()) {
    if (v.toTensor().requires_grad())
      throw Error("Cannot insert a Tensor that requires grad as a constant. Consider making it a parameter or input, or detaching the gradient", ErrorKind::RuntimeError);
    setValueConstant(n, v);
    n->output()->setType(tracedTensorType(v.toTensor()));
  } else {
    setValueConstant(n, v);
    n->output()->setType(type && type->kind() != TypeKind::Any ? type : runtimeType(v));
  }
  return insert(n, located);
}

static TypePtr elementType(TypePtr t, size_t i) {
  if (!t) return nullptr;
  if (t->kind() == TypeKind::Optional) t = t->elem();
  if (t->kind() == TypeKind::List) return t->elem();
  if (t->kind() == TypeKind::Tuple && i < t->contained().size()) return t->contained()[i];
  return nullptr;
}

void TraceGraph::shareValue(const IValue& t, const IValue& from) {
  auto it = tensors_.find(tensorKey(from));
  if (it != tensors_.end()) setValue(t, mapped(it->second));
}

Value* TraceGraph::valueOf(const IValue& v, TypePtr type) {
  if (v.isTensor()) {
    auto it = tensors_.find(tensorKey(v));
    if (it == tensors_.end()) {
      // Later reads of the same tensor share the constant, as in PyTorch.
      Value* c = constant(v, type);
      setValue(v, c);
      return c;
    }
    Value* out = mapped(it->second);
    nameValue(out, v);
    return out;
  }
  if (v.isList() || v.isTuple()) {
    const std::vector<IValue>& items = v.isList() ? v.toList()->items : v.toTuple()->items;
    std::vector<Value*> values;
    for (size_t i = 0; i < items.size(); ++i) values.push_back(valueOf(items[i], elementType(type, i)));
    if (v.isTuple()) {
      std::vector<TypePtr> types;
      for (Value* x : values) types.push_back(x->type());
      Node* n = graph_->create(prim::TupleConstruct, values);
      n->output()->setType(Type::tuple(types));
      return insert(n, false);
    }
    TypePtr elem = elementType(type, 0);
    if (!elem || elem->kind() == TypeKind::Any || elem->kind() == TypeKind::Var)
      elem = values.empty() ? Type::tensor() : values[0]->type()->unrefined();
    Node* n = graph_->create(prim::ListConstruct, values);
    n->output()->setType(Type::list(elem->unrefined()));
    return insert(n, false);
  }
  if (v.isDict()) {
    // A dict handed to a script call: rebuilt from its traced values.
    const DictObj& d = *v.toDict();
    std::vector<Value*> values;
    for (const auto& [key, value] : d.entries) {
      values.push_back(constant(key, d.key_type));
      values.push_back(valueOf(value, d.value_type));
    }
    Node* n = graph_->create(prim::DictConstruct, values);
    n->output()->setType(Type::dict(d.key_type, d.value_type));
    return insert(n, false);
  }
  return constant(v, type);
}

void TraceGraph::bindOutput(const IValue& out, Value* v) {
  if (out.isTensor()) {
    v->setType(tracedTensorType(out.toTensor()));
    setValue(out, v);
    return;
  }
  if (out.isList() && !out.toList()->items.empty() && out.toList()->items[0].isTensor()) {
    // Tensor[] results (split, chunk, unbind): PyTorch unpacks them at once.
    const auto& items = out.toList()->items;
    Node* unpack = graph_->create(prim::ListUnpack, {v}, items.size());
    insert(unpack, false);
    for (size_t i = 0; i < items.size(); ++i) bindOutput(items[i], unpack->output(i));
    return;
  }
  if (out.isTuple()) {
    // Multi-result ops (max.dim, sort, lstm): the one-op graph packs the
    // node's results in a tuple; each item is that node's own output.
    const auto& items = out.toTuple()->items;
    Node* pack = v->node();
    if (pack->kind() != prim::TupleConstruct || pack->inputs().size() != items.size()) {
      pack = graph_->create(prim::TupleUnpack, {v}, items.size());
      insert(pack, false);
      for (size_t i = 0; i < items.size(); ++i) bindOutput(items[i], pack->output(i));
      return;
    }
    for (size_t i = 0; i < items.size(); ++i) bindOutput(items[i], pack->input(i));
  }
}

void TraceGraph::recordSize(const IValue& t, int64_t dim, const IValue& out) {
  Value* self = valueOf(t, Type::tensor());
  Value* d = constant(IValue(dim), Type::int_());
  d->node()->setSourceRange(location ? location() : SourceRange());
  recordIntAsTensor("aten::size", "aten::size.int", {self, d}, out);
}

void TraceGraph::recordNumel(const IValue& t, const IValue& out) {
  recordIntAsTensor("aten::numel", "aten::numel", {valueOf(t, Type::tensor())}, out);
}

void TraceGraph::recordIntAsTensor(const char* kind, const char* schema, const std::vector<Value*>& inputs,
                                   const IValue& out) {
  const Registry& ops = Registry::global();
  Node* op = graph_->create(Symbol::fromQualString(kind), inputs);
  op->op = ops.find(schema);
  op->output()->setType(Type::int_());
  insert(op, true);
  Node* num = graph_->create(prim::NumToTensor, {op->output()});
  num->op = ops.find("prim::NumToTensor.Scalar");
  num->output()->setType(Type::refinedTensor("Long(device=cpu)"));
  insert(num, false);
  setValue(out, num->output());
}

void TraceGraph::recordTensorData(const IValue& out, ScalarType data_dtype) {
  const Registry& ops = Registry::global();
  const Tensor& t = out.toTensor();
  Tensor data = to(t, data_dtype, false, true);
  data.set_requires_grad(false);
  Value* c = constant(IValue(data), nullptr);
  Node* conv = graph_->create(Symbol::fromQualString("aten::to"),
                              {c, constant(IValue(Device()), nullptr), constant(IValue(int64_t(t.dtype())), nullptr),
                               constant(IValue(false), nullptr), constant(IValue(false), nullptr),
                               constant(IValue(), nullptr)});
  conv->op = ops.find("aten::to.device");
  conv->output()->setType(tracedTensorType(t));
  insert(conv, true);
  Node* detach = graph_->create(Symbol::fromQualString("aten::detach"), {conv->output()});
  detach->op = ops.find("aten::detach");
  detach->output()->setType(tracedTensorType(t));
  insert(detach, true);
  setValue(out, detach->output());
}

/// Tensor, or a tuple of such types: what a call result's parts are typed
/// in a trace (PyTorch refines no call results).
static TypePtr callResultType(const IValue& v) {
  if (!v.isTuple()) return Type::tensor();
  std::vector<TypePtr> items;
  for (const IValue& x : v.toTuple()->items) items.push_back(callResultType(x));
  return Type::tuple(items);
}

void TraceGraph::bindCallResult(const IValue& result, Value* v) {
  if (result.isTensor()) {
    setValue(result, v);
  } else if (result.isTuple()) {
    // `output, (h, c) = self.lstm(x)`: nested tuples are unpacked level by level.
    const auto& items = result.toTuple()->items;
    Node* unpack = graph_->create(prim::TupleUnpack, {v}, items.size());
    graph_->insertNode(unpack);
    for (size_t i = 0; i < items.size(); ++i) {
      unpack->output(i)->setType(callResultType(items[i]));
      bindCallResult(items[i], unpack->output(i));
    }
  } else if (result.isDict()) {
    // A dict result: each value is read back at once, as for dict inputs.
    unpackInput(v, result);
  }
}

static bool writesInputs(const Node* n) {
  if (!n->op) return false;
  const Operator* op = static_cast<const Operator*>(n->op);
  return std::any_of(op->schema.arguments.begin(), op->schema.arguments.end(),
                     [](const SchemaArgument& a) { return a.is_write; });
}

// Note [Wrapped scalars]: Python's `x * 2`, `x.add_(1)`, `x / 2.5` reach
// aten::mul.Tensor & co. with the number wrapped in a 0-dim tensor (the
// Scalar overloads are C++-only in PyTorch), so a trace records a tensor
// constant `{2}` there. The compiled one-op graph uses the Scalar overload;
// the trace records the Tensor overload with the wrapped constant.
static const Operator* tensorOverloadOf(const Node* n) {
  if (!n->op) return nullptr;
  const FunctionSchema& s = static_cast<const Operator*>(n->op)->schema;
  if (s.overload != "Scalar" && s.overload != "Scalar_mode") return nullptr;
  // PyTorch's Python binding accepts a number as the Tensor `other` of
  // these ops only (its should_allow_numbers_as_tensors).
  static const char* const kWrapped[] = {"aten::add", "aten::sub", "aten::mul", "aten::div", "aten::add_",
                                         "aten::sub_", "aten::mul_", "aten::div_", "aten::true_divide",
                                         "aten::floor_divide", "aten::floor_divide_"};
  for (const char* name : kWrapped) {
    if (s.name != name) continue;
    if (const Operator* t = Registry::global().find(s.name + (s.overload == "Scalar" ? ".Tensor" : ".Tensor_mode")))
      return t;
    return s.overload == "Scalar" ? Registry::global().find(s.name) : nullptr;  // floor_divide(Tensor, Tensor)
  }
  return nullptr;
}

static IValue wrappedScalar(const IValue& v) {
  // A wrapped number, as PyTorch's scalar_to_tensor makes it: the traced
  // graph's op then records the Scalar overload's autograd node (Note
  // [Wrapped-number operands]).
  Tensor t = v.isDouble() ? full({}, Scalar(v.toDouble()), ScalarType::Double)
             : v.isBool() ? full({}, Scalar(v.toBool()), ScalarType::Bool)
                          : full({}, Scalar(v.toInt()), ScalarType::Long);
  t.impl()->setWrappedNumber(true);
  return IValue(t);
}

// PyTorch's ArgumentStash makes a traced size's int() conversion just after
// the node that defines the tensor (WithInsertPoint(value->node()->next())),
// not at the op that reads it: `x[n - 2:], x[1:n]` records int(n) first.
static void placeAfterDefinition(Node* conversion) {
  Node* def = conversion->input(0)->node();
  if (def->kind() == prim::Param || def->owningBlock() != conversion->owningBlock() || def == conversion->prev()) return;
  conversion->removeFromList();
  conversion->insertAfter(def);
}

void TraceGraph::recordOp(const Graph& op, const std::vector<IValue>& inputs, const std::vector<IValue>& outputs) {
  if (op.inputs().size() != inputs.size() || op.outputs().size() != outputs.size())
    throw Error("internal: traced op arity does not match its values");
  std::unordered_map<const Value*, const Operator*> wrapped;  // op-graph input -> Tensor overload
  for (const Node* n : *op.block())
    if (const Operator* t = tensorOverloadOf(n); t && n->inputs().size() > 1) wrapped[n->input(1)] = t;
  // Note [Trace value order]: PyTorch creates an op's constants in
  // argument order, just before the op; op-graph inputs and the op graph's
  // own constants are therefore mapped when first used by a node.
  std::unordered_map<const Value*, size_t> input_index;
  for (size_t i = 0; i < inputs.size(); ++i) input_index[op.inputs()[i]] = i;
  ValueMap map;
  SourceRange loc = location ? location() : SourceRange();
  auto mapInput = [&](const Value* v, const std::string& arg) {
    if (map.count(v)) return;
    // Python's factories pass device=cpu and pin_memory=False explicitly.
    bool none = v->type()->kind() == TypeKind::None;
    if (none && (arg == "device" || arg == "pin_memory")) {
      map[v] = constant(arg == "device" ? IValue(Device{}) : IValue(false), nullptr);
      return;
    }
    if (auto it = input_index.find(v); it != input_index.end()) {
      const IValue& x = inputs[it->second];
      bool wrap = wrapped.count(v) && (x.isInt() || x.isDouble() || x.isBool());
      map[v] = wrap ? constant(wrappedScalar(x), nullptr) : valueOf(x, v->type());
    } else if (v->node()->kind() == prim::Constant && v->node()->owningGraph() == &op) {
      Node* c = cloneNode(v->node(), *graph_, map);
      c->output()->setDisplayName("");
      c->setSourceRange(c->output()->type()->kind() == TypeKind::None ? SourceRange() : loc);
    }
  };
  // `a[mask] = v` runs index_put_ on the op graph's input: its result is
  // the tensor's value from then on, as in PyTorch's trace.
  std::unordered_map<const Value*, Value*> written;
  for (const Node* n : *op.block()) {
    if (n->kind() == prim::Constant) continue;
    if (n->kind() == prim::unchecked_cast) {  // an Optional refinement: no node in a trace
      mapInput(n->input(0), "");
      if (map.count(n->input(0))) map[n->output()] = map[n->input(0)];
      continue;
    }
    const Operator* op_of_n = static_cast<const Operator*>(n->op);
    // `stride=1` for an int[2] is [1, 1]: PyTorch records a constant per item.
    std::vector<Value*> fresh;
    bool slice = n->kind().qualString() == "aten::slice";
    for (size_t i = 0; i < n->inputs().size(); ++i) {
      const auto& args = op_of_n ? op_of_n->schema.arguments : std::vector<SchemaArgument>{};
      // (Results of the op graph's own nodes, e.g. aten::Int, keep theirs.)
      const Value* item = n->input(i);
      if (n->kind() == prim::ListConstruct && (input_index.count(item) || item->node()->kind() == prim::Constant))
        map.erase(item);
      std::string arg = i < args.size() ? args[i].name : "";
      // Python's indexing passes a slice's missing bounds as 0 and INT64_MAX
      // (the constant is the node's own: the None may be shared).
      if (slice && item->type()->kind() == TypeKind::None && (arg == "start" || arg == "end")) {
        fresh.push_back(constant(IValue(arg == "start" ? int64_t{0} : std::numeric_limits<int64_t>::max()), nullptr));
        fresh.back()->node()->setSourceRange(loc);
        continue;
      }
      mapInput(n->input(i), arg);
      auto found = map.find(n->input(i));
      if (found == map.end())  // an operand the one-op graph makes in a way the tracer does not copy
        throw Error("the tracer cannot record " + n->kind().qualString() + " here yet",
                    ErrorKind::RuntimeError);
      fresh.push_back(found->second);
    }
    std::vector<const Value*> stand_ins;  // slice bounds mapped only for this clone
    for (size_t i = 0; slice && i < fresh.size(); ++i)
      if (map.emplace(n->input(i), fresh[i]).second) stand_ins.push_back(n->input(i));
    Node* copy = cloneNode(n, *graph_, map);
    for (const Value* v : stand_ins) map.erase(v);
    if (n->kind() == prim::ListConstruct || slice)
      for (size_t i = 0; i < fresh.size(); ++i) copy->replaceInput(i, fresh[i]);
    const Operator* t = tensorOverloadOf(n);
    if (t && copy->inputs().size() > 1 && copy->input(1)->type()->kind() == TypeKind::Tensor) {
      copy->op = t;
      copy->schema_name = t->schema.overload;
    }
    bool literal = copy->kind() == prim::ListConstruct || copy->kind() == prim::TupleConstruct;
    if (literal) copy->removeAttribute(attr::types);
    // The tracer's own conversions (a traced size used as an int) carry no
    // source location in PyTorch, as list literals do not.
    bool conversion = copy->kind().qualString() == "aten::Int";
    copy->setSourceRange(literal || conversion ? SourceRange() : loc);
    if (conversion) placeAfterDefinition(copy);
    for (Value* out : copy->outputs()) out->setDisplayName("");
    const std::string& kind = n->kind().qualString();
    if (!n->inputs().empty() && input_index.count(n->input(0)) && copy->outputs().size() == 1 && kind.back() == '_')
      written[n->input(0)] = copy->output();
  }
  for (const Value* v : op.outputs()) mapInput(v, "");
  for (size_t i = 0; i < outputs.size(); ++i) {
    auto it = map.find(op.outputs()[i]);
    Value* v = it == map.end() ? op.outputs()[i] : it->second;
    if (auto w = written.find(op.outputs()[i]); w != written.end()) v = w->second;
    bindOutput(outputs[i], v);
  }
}

Value* TraceGraph::outputValue(const IValue& v) {
  if (v.isTensor()) return valueOf(v, Type::tensor());
  if (v.isTuple()) {
    std::vector<Value*> values;
    std::vector<TypePtr> types;
    for (const IValue& item : v.toTuple()->items) {
      values.push_back(outputValue(item));
      types.push_back(values.back()->type());
    }
    Node* n = graph_->create(prim::TupleConstruct, values);
    n->output()->setType(Type::tuple(types));
    return insert(n, false);
  }
  if (v.isList()) {
    std::vector<Value*> values;
    for (const IValue& item : v.toList()->items) values.push_back(outputValue(item));
    Node* n = graph_->create(prim::ListConstruct, values);
    n->output()->setType(Type::list(Type::tensor()));
    return insert(n, false);
  }
  if (v.isDict()) {
    const DictObj& d = *v.toDict();
    std::vector<Value*> values;
    for (const auto& [key, value] : d.entries) {
      values.push_back(key.isTensor() ? valueOf(key, Type::tensor()) : constant(key, d.key_type));
      values.push_back(outputValue(value));
    }
    Node* n = graph_->create(prim::DictConstruct, values);
    n->output()->setType(Type::dict(d.key_type, Type::tensor()));
    return insert(n, false);
  }
  throw Error("Only tensors, lists, tuples of tensors, or dictionary of tensors can be output from traced functions",
              ErrorKind::RuntimeError);
}

void TraceGraph::setOutput(const IValue& result) { graph_->registerOutput(outputValue(result)); }

void TraceGraph::setBelowAutograd(const IValue& t) {
  valueOf(t, Type::tensor())->setType(tracedTensorType(t.toTensor(), /*below_autograd=*/true));
}

/// A node whose result is a new tensor: an operator that writes nothing and
/// whose schema gives its result no alias annotation (`-> Tensor`, not
/// `-> Tensor(a)`).
static bool makesFreshTensor(const Node* n) {
  if (!n->op || writesInputs(n)) return false;
  const std::string& declared = static_cast<const Operator*>(n->op)->schema.declared;
  size_t arrow = declared.rfind("->");
  return arrow != std::string::npos && declared.compare(arrow, std::string::npos, "-> Tensor") == 0;
}

/// Note [Dead local writes]: PyTorch's dead-code elimination also removes an
/// in-place op whose result nothing uses when the tensor it writes is local
/// to the graph: made by prim::NumToTensor (Python ints of `x.size()` doing
/// arithmetic, as F.batch_norm's batch-size check does) or by an operator
/// that returns a new tensor (F.group_norm's `size(0) * size(1) // groups`),
/// possibly through a chain of such writes, and read by nothing else. A
/// write to anything that may alias an input or a module attribute stays.
static bool writesOnlyLocalTensor(const Node* n) {
  if (!writesInputs(n) || n->inputs().empty()) return false;
  const Value* target = n->input(0);
  const Node* maker = target->node();
  return target->uses().size() == 1 &&
         (maker->kind() == prim::NumToTensor || makesFreshTensor(maker) || writesOnlyLocalTensor(maker));
}

void TraceGraph::eliminateDeadCode() {
  std::vector<Node*> nodes;
  for (Node* n : *graph_->block()) nodes.push_back(n);
  for (auto it = nodes.rbegin(); it != nodes.rend(); ++it) {
    Node* n = *it;
    if (!n->blocks().empty() || n->kind() == prim::CallMethod || n->kind() == prim::CallFunction) continue;
    if (isFunctionConstant(n)) continue;  // Note [Traced function calls]
    if (writesInputs(n) && !writesOnlyLocalTensor(n)) continue;
    bool used = std::any_of(n->outputs().begin(), n->outputs().end(), [](Value* v) { return v->hasUses(); });
    if (!used) n->destroy();
  }
}

}  // namespace ts::py
