// ===--- trace_module.cpp - torch.jit.trace of nn.Module instances -------=== //
// Note [Traced submodule calls]: while a module trace runs, every submodule
// instance in the tree has `forward` set in its instance dict to a native
// that traces the real forward into the submodule's own graph (a nested
// Tracer with the submodule's `self`) and records `prim::CallMethod` in the
// caller's graph; hooks still run around it, as `__call__` looks `forward`
// up on the instance. The entries are removed when the trace ends.
#include "python_jit/trace_module.h"

#include <algorithm>
#include <map>

#include "python/builtins.h"
#include "python/eval.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_objects.h"
#include "python_jit/trace_function.h"
#include "python_jit/trace_internal.h"
#include "python_jit/trace_numbering.h"

namespace ts::py {
namespace {

/// One nn.Module instance of the traced tree.
struct ModuleNode {
  IValue py;
  IValue forward;  ///< the instance's own bound forward
  ClassType* type = nullptr;
  Ref<Object> obj;
  AttrPath path;  ///< from the root module
  ClassInfo* info = nullptr;
  std::vector<ModuleNode*> children;
  int forward_calls = 0;  ///< traced calls so far: forward, forward1, forward2 ...
};

struct ModuleTrace {
  std::vector<std::unique_ptr<ModuleNode>> nodes;
  bool strict = true;
  /// Submodules that are script modules: kept as they are (their own type
  /// and Object), by the path from the root (Note [Script submodules]).
  std::map<const Object*, AttrPath> script_children;
  TraceNumbering numbering;
  /// The names of the whole trace (PyTorch's one graph).
  NameTable names;
  /// A submodule graph's input -> the caller's value it stands for.
  std::unordered_map<const Value*, Value*> links;
  /// Each submodule graph input: its method and argument index, for the
  /// names they get once the trace is done.
  struct LinkedArg {
    Function* fn;
    size_t index;
    Value* input;
  };
  std::vector<LinkedArg> linked_args;

  /// Where a name given to `v` goes (TraceGraph::name_target): through
  /// submodule inputs to the caller's values, through call results to the
  /// callee's result value.
  /// The traced submodule call whose result `v` is (or an item of), else null.
  const Node* liftedCall(const Value* v) const {
    const Node* n = v->node();
    const Node* call = n->kind() == prim::TupleUnpack ? n->input(0)->node() : n;
    return call->kind() == prim::CallMethod && numbering.calls.count(call->callee) ? call : nullptr;
  }

  Value* nameTarget(Value* v) const {
    for (int depth = 0; depth < 256 && v; ++depth) {
      if (auto it = links.find(v); it != links.end()) {
        v = it->second;
        continue;
      }
      const Node* call = liftedCall(v);
      if (!call) return v;
      const Node* n = v->node();
      const Graph& g = *static_cast<const Function*>(call->callee)->graph;
      if (g.outputs().empty()) return nullptr;
      Value* out = g.outputs()[0];
      if (n != call) {
        if (out->node()->kind() != prim::TupleConstruct || v->offset() >= out->node()->inputs().size()) return nullptr;
        out = out->node()->input(v->offset());
      }
      v = out;
    }
    return nullptr;
  }

  /// A submodule graph's input is a copy of the value its block used: the
  /// caller's value by name, unnamed when that was another call's result;
  /// the schema argument takes the name without its `.N`, else argument_N.
  void nameLinkedArgs() {
    for (const LinkedArg& a : linked_args) {
      Value* v = a.input;
      for (auto it = links.find(v); it != links.end(); it = links.find(v)) v = it->second;
      std::string name = liftedCall(v) ? "" : v->debugName();
      a.input->setDisplayName(name);
      size_t dot = name.rfind('.');
      bool suffixed = dot != std::string::npos && name.find_first_not_of("0123456789", dot + 1) == std::string::npos;
      std::string base = suffixed ? name.substr(0, dot) : name;
      if (a.index < a.fn->schema.arguments.size())
        a.fn->schema.arguments[a.index].name = base.empty() ? "argument_" + std::to_string(a.index) : base;
    }
  }
};

std::vector<std::pair<std::string, IValue>> dictItems(Interp& in, const IValue& d) {
  std::vector<std::pair<std::string, IValue>> out;
  IValue it = getIter(in, callAttr(in, d, "items", {}));
  IValue kv;
  while (iterNext(in, it, kv)) {
    const auto& pair = kv.toTuple()->items;
    if (pair[0].isStr()) out.emplace_back(pair[0].toStr(), pair[1]);
  }
  return out;
}

/// Sets the type of step `depth` of the paths in `node`'s subtree (its
/// ancestors' types are made after it).
void fixPaths(ModuleNode& node, size_t depth, ClassType* type) {
  node.path[depth].second = type;
  for (ModuleNode* c : node.children) fixPaths(*c, depth, type);
}

/// `__torch__.M`, `__torch__.torch.nn.modules.linear.Linear`, and
/// `...___torch_mangle_N.Linear` for later types of the same name.
std::string scriptTypeName(Interp& in, const IValue& module) {
  PyType* t = typeOf(in, module);
  IValue mod, qual;
  std::string prefix = "__torch__.";
  if (getAttrOpt(in, box(t), "__module__", mod) && mod.isStr() && mod.toStr() != "__main__")
    prefix += mod.toStr() + ".";
  std::string name = getAttrOpt(in, box(t), "__qualname__", qual) && qual.isStr() ? qual.toStr() : t->name;
  TraceState& st = traceState(in);
  if (st.type_names[prefix + name]++ == 0) return prefix + name;
  return prefix + "___torch_mangle_" + std::to_string(st.next_mangle++) + "." + name;
}

ModuleNode* buildNode(Interp& in, ModuleTrace& mt, const IValue& py, AttrPath path) {
  auto node = std::make_unique<ModuleNode>();
  ModuleNode* n = node.get();
  mt.nodes.push_back(std::move(node));
  n->py = py;
  n->path = std::move(path);
  n->forward = getAttr(in, py, "forward");
  // The attributes in slot order; submodules are built (and so named, as
  // PyTorch names types: children before their parent) before this type.
  struct Pending {
    std::string name;
    TypePtr type;
    AttributeKind kind;
    IValue value;
  };
  std::vector<Pending> pending;
  pending.push_back({"training", Type::bool_(), AttributeKind::Plain, IValue(truthy(in, getAttr(in, py, "training")))});
  for (const auto& [name, p] : dictItems(in, getAttr(in, py, "_parameters")))
    if (p.isTensor()) pending.push_back({name, Type::tensor(), AttributeKind::Parameter, p});
  for (const auto& [name, b] : dictItems(in, getAttr(in, py, "_buffers")))
    if (b.isTensor()) pending.push_back({name, Type::tensor(), AttributeKind::Buffer, b});
  for (const auto& [name, sub] : dictItems(in, getAttr(in, py, "_modules"))) {
    if (sub.isNone()) continue;
    AttrPath sub_path = n->path;
    // Note [Script submodules]: a scripted submodule stays script code; the
    // trace calls its methods on the attribute (prim::CallMethod).
    if (IValue script = scriptModuleObject(in, sub); script.isObject()) {
      ClassType* type = script.toObject()->type;
      pending.push_back({name, type, AttributeKind::Plain, script});
      sub_path.emplace_back(name, type);
      mt.script_children[script.toObject()] = sub_path;
      continue;
    }
    sub_path.emplace_back(name, nullptr);
    ModuleNode* child = buildNode(in, mt, sub, sub_path);
    n->children.push_back(child);
    pending.push_back({name, child->type, AttributeKind::Plain, IValue(child->obj)});
  }
  n->type = ClassType::create(scriptTypeName(in, py), true);
  n->type->scripted = true;
  n->type->python_name = typeOf(in, py)->name;
  if (!n->path.empty()) {
    size_t depth = n->path.size() - 1;
    n->path.back().second = n->type;
    for (ModuleNode* c : n->children) fixPaths(*c, depth, n->type);
    for (auto& [obj, p] : mt.script_children)
      if (p.size() > depth && !p[depth].second &&
          std::equal(n->path.begin(), n->path.end(), p.begin(), [](const auto& a, const auto& b) { return a.first == b.first; }))
        p[depth].second = n->type;
  }
  std::vector<std::pair<int, IValue>> slots;
  for (const Pending& p : pending) slots.emplace_back(n->type->addAttribute(p.name, p.type, p.kind), p.value);
  n->obj = makeRef<Object>(n->type);
  for (auto& [slot, v] : slots) n->obj->slot(static_cast<size_t>(slot)) = v;
  // The class the compiler, `.code` and save see: its methods are traces.
  TraceState& st = traceState(in);
  st.classes.push_back(std::make_unique<ClassInfo>());
  n->info = st.classes.back().get();
  Program& root = JitState::of(in).session.root();
  n->info->owner = &root;
  n->info->type = n->type;
  n->info->is_module = true;
  root.sharedState().class_by_type[n->type] = n->info;
  return n;
}

/// Registers every parameter and buffer of `node`'s subtree as an
/// attribute read of the tracer's `self` (paths relative to `node`).
void addAttributes(Tracer& tr, const ModuleNode& node, const ModuleNode& at) {
  AttrPath rel(at.path.begin() + static_cast<long>(node.path.size()), at.path.end());
  const auto& attrs = at.type->attributes();
  for (size_t i = 0; i < attrs.size(); ++i) {
    if (at.type->attributeKind(static_cast<int>(i)) == AttributeKind::Plain) continue;
    AttrPath p = rel;
    p.emplace_back(attrs[i].name, attrs[i].type);
    tr.graph.addAttribute(at.obj->slot(i), tr.self, p);
  }
  for (const ModuleNode* c : at.children) addAttributes(tr, node, *c);
}

std::vector<std::string> paramNames(Interp& in, const IValue& method) {
  std::vector<std::string> out;
  IValue fn = method;
  if (auto* bm = asPyT<BoundMethod>(method)) fn = bm->func;
  if (auto* f = asPyT<PyFunction>(fn))
    for (size_t i = 1; i < f->code->param_names.size(); ++i) out.push_back(f->code->param_names[i].toStr());
  return out;
}

void flattenInto(const IValue& v, std::vector<IValue>& out) {
  if (!v.isTuple()) {
    out.push_back(v);
    return;
  }
  for (const IValue& x : v.toTuple()->items) flattenInto(x, out);
}

/// A submodule's traced result as PyTorch's lifted call returns it: nested
/// tuples flattened (`out, (h, c)` of an LSTM is three tensors).
IValue flatResult(Interp& in, const IValue& v) {
  if (!v.isTuple()) return v;
  std::vector<IValue> items;
  flattenInto(v, items);
  return in.newTuple(std::move(items));
}

/// The attributes of a script module object's type, its submodules' too
/// (a traced module's type has no `_is_full_backward_hook`; PyTorch's has).
unsigned objectAttributes(Interp& in, Object& obj) {
  const auto& attrs = obj.type->attributes();
  const auto& traced = traceState(in).classes;
  bool is_traced = std::any_of(traced.begin(), traced.end(), [&](const auto& c) { return c->type == obj.type; });
  unsigned n = static_cast<unsigned>(attrs.size()) + (is_traced ? 1 : 0);
  for (size_t i = 0; i < attrs.size(); ++i) {
    const IValue& v = obj.slot(i);
    if (v.isObject() && v.toObject()->type->isModule()) n += objectAttributes(in, *v.toObject());
  }
  return n;
}

/// PyTorch's TracedAttr count for a module trace: one per attribute of each
/// module's script type (training, _is_full_backward_hook, the tensor
/// parameters and buffers, the submodules); a traced module's type keeps
/// no other Python attributes. Script submodules count their own type's.
unsigned traceAttributes(Interp& in, const ModuleTrace& mt) {
  unsigned n = 0;
  for (const auto& node : mt.nodes) n += static_cast<unsigned>(node->type->attributes().size()) + 1;
  for (const auto& [obj, path] : mt.script_children) n += objectAttributes(in, *const_cast<Object*>(obj));
  return n;
}

/// The nodes a submodule's block recorded get its scope, the chain of
/// `__module.<path>` names from the root (not the GetAttrs and calls the
/// fix-up passes made, nor the block's result tuple).
void setScopes(Graph& g, const LiftedCall& lifted, const AttrPath& path) {
  std::string scope, qualified = "__module";
  for (const auto& step : path) {
    qualified += "." + step.first;
    scope += (scope.empty() ? "" : "/") + qualified;
  }
  const Node* result = g.outputs().empty() ? nullptr : g.outputs()[0]->node();
  for (Node* n : *g.block()) {
    bool fixup = n->kind() == prim::GetAttr || lifted(n) ||
                 (n->kind() == prim::TupleUnpack && lifted(n->input(0)->node())) ||
                 (n == result && n->kind() == prim::TupleConstruct);
    if (!fixup) n->scope = scope;
  }
}

/// Traces `callee(*args)` as method `name` of `node` and registers it; a
/// submodule's method returns its tuples flat.
Ref<Function> traceMethod(Interp& in, ModuleNode& node, const std::string& name, const IValue& callee,
                          std::vector<IValue> args, bool strict, IValue& result, bool submodule = false,
                          const std::vector<Value*>& outer = {}, bool nested = false) {
  Tracer tr(in);
  tr.module = &node;
  tr.self = tr.graph.addSelfInput(node.type);
  auto* mt = static_cast<ModuleTrace*>(traceState(in).module_trace);
  TraceCallStats stats;
  if (mt) {
    if (submodule) {
      mt->numbering.block_selves.push_back(tr.self);
    } else {
      // Each traced method is a graph (and a namespace) of its own.
      mt->numbering.block_selves.clear();
      mt->names = NameTable();
      mt->links.clear();
      mt->linked_args.clear();
    }
    tr.graph.useNames(&mt->names);
    tr.graph.name_target = [mt](Value* v) { return mt->nameTarget(v); };
    tr.before_dce = [&] {
      LiftedCall lifted = [&](const Node* n) { return tr.graph.isLiftedCall(n); };
      if (submodule) {
        stats = numberCallTrace(tr.graph.graph(), lifted, mt->numbering, nested);
        setScopes(tr.graph.graph(), lifted, node.path);
      } else {
        numberRootTrace(tr.graph.graph(), lifted, mt->numbering, mt->names);
        mt->nameLinkedArgs();
      }
    };
  }
  addAttributes(tr, node, node);
  std::vector<std::string> names = paramNames(in, node.forward);
  if (name != "forward" && !isSame(callee, node.forward)) names = paramNames(in, callee);
  std::vector<Value*> inputs;
  for (size_t i = 0; i < args.size(); ++i) {
    // A submodule's inputs are its caller's values (PyTorch records the
    // call inline): unnamed here, named after them when the trace is done.
    inputs.push_back(tr.graph.addInput(tracedInput(in, args[i]), submodule && mt ? "" : i < names.size() ? names[i] : ""));
    if (submodule && mt && i < outer.size() && outer[i]) mt->links[inputs.back()] = outer[i];
  }
  for (IValue& x : args) x = plainTuple(x);
  Args a{args.data(), args.size(), nullptr, 0};
  result = call(in, callee, a);
  Ref<Function> fn = finishTrace(in, tr, submodule ? flatResult(in, result) : result, name,
                                 node.type->name() + "." + name, strict);
  if (mt && submodule) {
    mt->numbering.calls[fn.get()] = stats;
    for (size_t i = 0; i < inputs.size(); ++i)
      if (mt->links.count(inputs[i])) mt->linked_args.push_back({fn.get(), i + 1, inputs[i]});
  }
  auto key = std::make_pair(static_cast<const Type*>(node.type), name);
  if (!node.info->methods.count(key)) node.info->methods[key] = fn;
  return node.info->methods[key];
}

/// Whether `v` can be a traced method's input: a tensor, or a tuple or list
/// (nested) of them; dicts are checked as inputs (tracedInput).
bool traceableArg(const IValue& v) {
  if (v.isTensor() || asPyT<PyDict>(v)) return true;
  if (const IValue* nv = nativeValue(v); nv && nv->isTuple()) return traceableArg(*nv);
  if (!v.isTuple() && !v.isList()) return false;
  const std::vector<IValue>& items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
  return std::all_of(items.begin(), items.end(),
                     [&](const IValue& x) { return v.isList() ? x.isTensor() : traceableArg(x); });
}

/// The intercepted `forward` of a submodule (Note [Traced submodule calls]).
IValue tracedSubmoduleCall(Interp& in, Args& a, PyObject* data) {
  TraceState& st = traceState(in);
  auto* mt = static_cast<ModuleTrace*>(st.module_trace);
  ModuleNode& node = *mt->nodes.at(static_cast<size_t>(static_cast<NativeFunction*>(data)->data.toInt()));
  // Only a call of the module (Module.__call__) is a submodule call, as
  // PyTorch's tracer hooks _slow_forward; `self.forward(x)` called directly
  // runs inline, its ops traced into the caller's graph.
  if (!in.top || !in.top->code || in.top->code->name != "_call_impl") return py::call(in, node.forward, a);
  // A call with keyword arguments or inputs that are not traceable values
  // (None, bools: MultiheadAttention(query=x, ..., need_weights=False))
  // cannot be a method of tensor inputs here; it is traced inline into the
  // caller's graph, with the same values (PyTorch makes a method of the
  // tensors the call uses).
  if (a.nkw || !std::all_of(a.pos, a.pos + a.n, [](const IValue& v) { return traceableArg(v); }))
    return py::call(in, node.forward, a);
  Tracer* caller = st.active.empty() ? nullptr : st.active.back();
  std::vector<IValue> args(a.pos, a.pos + a.n);
  IValue result;
  // PyTorch traces every call of a submodule as a method of its own.
  int call_index = node.forward_calls++;
  std::string method = call_index ? "forward" + std::to_string(call_index) : "forward";
  std::vector<Value*> outer;
  for (const IValue& x : args) outer.push_back(caller ? caller->graph.peekValue(x) : nullptr);
  bool nested = caller && caller->module != mt->nodes.front().get();
  Ref<Function> fn = traceMethod(in, node, method, node.forward, args, mt->strict, result, true, outer, nested);
  if (!caller || !caller->module) return result;
  const auto& from = static_cast<const ModuleNode*>(caller->module)->path;
  if (from.size() > node.path.size() || !std::equal(from.begin(), from.end(), node.path.begin()))
    return result;  // not below the caller's module: its ops stay untraced
  TraceGraph& g = caller->graph;
  Value* sub = g.submodule(caller->self, AttrPath(node.path.begin() + static_cast<long>(from.size()), node.path.end()));
  std::vector<Value*> inputs{sub};
  for (size_t i = 0; i < args.size(); ++i) inputs.push_back(g.valueOf(args[i], Type::tensor()));
  Node* call = g.graph().create(prim::CallMethod, inputs);
  call->setAttribute(attr::name, method);
  g.markLiftedCall(call);
  call->callee = fn.get();
  call->output()->setType(fn->schema.returns.empty() ? Type::none() : fn->schema.returns[0].type);
  g.graph().insertNode(call);
  g.bindCallResult(flatResult(in, result), call->output());
  return result;
}

/// Sets and removes the instance-dict `forward` of every submodule.
struct Interception {
  Interp& in;
  ModuleTrace& mt;
  void* saved;
  Interception(Interp& i, ModuleTrace& m) : in(i), mt(m), saved(traceState(i).module_trace) {
    traceState(in).module_trace = &mt;
    for (size_t i = 1; i < mt.nodes.size(); ++i) {
      auto* inst = asPyT<PyInstance>(mt.nodes[i]->py);
      if (inst && inst->dict) inst->dict->set(in, in.intern("forward"), in.native("forward", tracedSubmoduleCall, IValue(int64_t(i))));
    }
  }
  ~Interception() {
    for (size_t i = 1; i < mt.nodes.size(); ++i) {
      auto* inst = asPyT<PyInstance>(mt.nodes[i]->py);
      if (inst && inst->dict) inst->dict->erase(in, in.intern("forward"), hashStr("forward"));
    }
    traceState(in).module_trace = saved;
  }
};

}  // namespace

bool traceScriptMethodCall(Interp& in, const Function& fn, const std::vector<IValue>& inputs, const IValue& output) {
  TraceState& st = traceState(in);
  auto* mt = static_cast<ModuleTrace*>(st.module_trace);
  if (!mt || st.active.empty() || inputs.empty() || !inputs[0].isObject()) return false;
  auto child = mt->script_children.find(inputs[0].toObject());
  Tracer* caller = st.active.back();
  if (child == mt->script_children.end() || !caller->module || !caller->self) return false;
  const AttrPath& from = static_cast<const ModuleNode*>(caller->module)->path;
  const AttrPath& path = child->second;
  if (from.size() >= path.size() || !std::equal(from.begin(), from.end(), path.begin(),
                                                [](const auto& a, const auto& b) { return a.first == b.first; }))
    return false;
  TraceGraph& g = caller->graph;
  std::vector<Value*> values{g.submodule(caller->self, AttrPath(path.begin() + static_cast<long>(from.size()), path.end()))};
  for (size_t i = 1; i < inputs.size(); ++i)
    values.push_back(g.valueOf(inputs[i], i < fn.schema.arguments.size() ? fn.schema.arguments[i].type : nullptr));
  Node* call = g.graph().create(prim::CallMethod, values);
  call->setAttribute(attr::name, fn.name);
  call->callee = &fn;
  call->output()->setType(fn.schema.returns.empty() ? Type::none() : fn.schema.returns[0].type);
  g.graph().insertNode(call);
  g.bindCallResult(output, call->output());
  return true;
}

Ref<Function> tracedMethod(Interp& in, const IValue& object, const std::string& name) {
  ClassInfo* c = JitState::of(in).session.root().classInfo(object.toObject()->type);
  auto it = c ? c->methods.find({object.toObject()->type, name}) : decltype(c->methods.end()){};
  if (!c || it == c->methods.end()) throw Error("traced module has no method '" + name + "'");
  return it->second;
}

bool isModuleInstance(Interp& in, const IValue& v) {
  IValue x;
  return asPyT<PyInstance>(v) && getAttrOpt(in, v, "_modules", x) && getAttrOpt(in, v, "forward", x);
}

void setTracedModuleWrapper(Interp& in, TracedModuleWrapper wrap) { traceState(in).wrap_module = std::move(wrap); }

IValue traceModuleObject(Interp& in, const IValue& module,
                         const std::vector<std::pair<std::string, std::vector<IValue>>>& methods, bool strict) {
  ModuleTrace mt;
  mt.strict = strict;
  ModuleNode* root = buildNode(in, mt, module, {});
  mt.numbering.attributes = traceAttributes(in, mt);
  {
    Interception intercept(in, mt);
    for (const auto& [name, inputs] : methods) {
      IValue callee = name == "forward" ? module : getAttr(in, module, name);
      IValue result;
      traceMethod(in, *root, name, callee, inputs, strict, result);
    }
  }
  return IValue(root->obj);
}

namespace {

IValue originalName(Interp&, Args&, PyObject* data) { return static_cast<NativeFunction*>(data)->data; }

/// The result of torch.jit.trace is a TopLevelTracedModule, its submodules
/// TracedModules; each prints with its original class name
/// (`Linear(original_name=Linear)`).
void nameAsTraced(Interp& in, const IValue& wrapped, bool top) {
  IValue script = in.importModule("torch.jit._script");
  setInstanceClass(in, wrapped, getAttr(in, script, top ? "TopLevelTracedModule" : "TracedModule"));
  IValue name = getAttr(in, wrapped, "original_name");
  setAttr(in, wrapped, "_get_name", in.native("_get_name", originalName, name));
  IValue subs = getAttr(in, wrapped, "_modules");
  const auto& classes = traceState(in).classes;
  for (const auto& [key, sub] : dictItems(in, subs)) {
    // Script submodules keep their RecursiveScriptModule class.
    IValue obj = scriptModuleObject(in, sub);
    bool traced = obj.isObject() && std::any_of(classes.begin(), classes.end(), [&](const auto& c) {
                    return c->type == obj.toObject()->type;
                  });
    if (traced) nameAsTraced(in, sub, false);
  }
}

}  // namespace

IValue traceModule(Interp& in, const IValue& module,
                   const std::vector<std::pair<std::string, std::vector<IValue>>>& methods, bool strict) {
  IValue obj = traceModuleObject(in, module, methods, strict);
  TraceState& st = traceState(in);
  if (!st.wrap_module) in.raise(in.e.NotImplementedError, "torch.jit.trace of a module needs ScriptModule objects");
  IValue wrapped = st.wrap_module(in, obj);
  nameAsTraced(in, wrapped, true);
  return wrapped;
}

}  // namespace ts::py
