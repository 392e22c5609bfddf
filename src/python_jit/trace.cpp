// ===--- trace.cpp - torch.jit.trace at the Python level -----------------=== //
// Note [Tracing]: a Tracer is the bridge's OpObserver while the traced
// function runs; every op it sees is copied into a TraceGraph. The op's
// source location is the innermost Python frame's line (column 0, as
// PyTorch records it), and values are named lazily from that frame's locals
// (PyTorch's _create_interpreter_name_lookup_fn). Script functions called
// while tracing are recorded as calls by the boundary (traceScriptCall).
#include "python_jit/trace.h"

#include <memory>
#include <set>

#include "python/builtins.h"
#include "python/eval.h"
#include "python/scope.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_fn.h"
#include "python_jit/script_objects.h"
#include "python_jit/trace_source_map.h"
#include "python_jit/trace_internal.h"
#include "python_jit/trace_module.h"
#include "python_jit/trace_display.h"
#include "python_jit/trace_fork.h"
#include "python_jit/trace_function.h"
#include "python_jit/trace_graph.h"
#include "python_torch/dispatch.h"
#include "tensor/tensor.h"

namespace ts::py {
namespace {

const int kTraceStateKey = 0;

/// The statement line of the innermost Python frame, as a range at column 0.
SourceRange currentLine(Interp& in) {
  for (Frame* f = in.top; f; f = f->back) {
    if (!f->stmt || !f->stmt->valid()) continue;
    if (std::optional<SourceRange> r = tracedLocation(f->stmt->source, f->stmt->line())) return *r;
  }
  return SourceRange();
}

/// The name of a local of the innermost frame holding tensor `v` ("" for
/// none and for `self`).
std::string localName(Interp& in, const IValue& v) {
  Frame* f = in.top;
  // The torch module's own Python code stands for PyTorch's C++, which has
  // no Python frame: the locals are its caller's.
  while (f && f->stmt && f->stmt->valid() && f->stmt->source->filename() == "<frozen torch>") f = f->back;
  if (!f || !f->code || !f->code->scope || !f->slots || !v.isTensor()) return "";
  const Scope& s = *f->code->scope;
  for (size_t i = 0; i < s.slots.size() && i < static_cast<size_t>(f->code->nslots); ++i) {
    const IValue& x = f->slots[i];
    if (x.isTensor() && x.toTensor().is_same(v.toTensor())) return s.slots[i] == "self" ? "" : s.slots[i];
  }
  return "";
}

std::vector<IValue> exampleTuple(Interp& in, const IValue& v) {
  if (v.isTuple()) return v.toTuple()->items;
  if (v.isTensor() || asPyT<PyDict>(v)) return {v};
  std::vector<IValue> items;
  IValue it = getIter(in, v);
  IValue x;
  while (iterNext(in, it, x)) items.push_back(x);
  return items;
}

std::string functionName(Interp& in, const IValue& fn) {
  IValue name;
  // torch._jit_internal._qualified_name renames lambdas: `def _lambda(...)`.
  if (getAttrOpt(in, fn, "__name__", name) && name.isStr()) return name.toStr() == "<lambda>" ? "_lambda" : name.toStr();
  return "forward";
}

void warnListOutput(Interp& in, const IValue& result) {
  TraceState& st = traceState(in);
  bool has_list = result.isList();
  if (result.isTuple())
    for (const IValue& x : result.toTuple()->items) has_list = has_list || x.isList();
  if (!has_list || st.warned_list_output) return;
  st.warned_list_output = true;
  in.err << "/usr/lib/python3/dist-packages/torch/jit/_trace.py:804: TracerWarning: Encountering a list at the "
            "output of the tracer might cause the trace to be incorrect, this is only valid if the container "
            "structure does not change based on the module's inputs. Consider using a constant container instead "
            "(e.g. for `list`, use a `tuple` instead. for `dict`, use a `NamedTuple` instead). If you absolutely "
            "need this and know the side effects, pass strict=False to trace() to allow this behavior.\n"
            "  traced = torch._C._create_function_from_trace(\n";
}

}  // namespace

TraceState& traceState(Interp& in) {
  std::shared_ptr<void>& slot = in.extension(&kTraceStateKey);
  if (!slot) slot = std::make_shared<TraceState>();
  return *static_cast<TraceState*>(slot.get());
}

Tracer::Tracer(Interp& in) : in_(in), prev_(opObserver(in)) {
  graph.location = [&in] { return currentLine(in); };
  // Inside torch's own Python code (a wrapper like Tensor.__pow__) the
  // frame PyTorch looks in is the library's: no name.
  graph.name_lookup = [&in](const IValue& v) { return inLibraryCall(in) ? std::string() : localName(in, v); };
  setOpObserver(in, this);
  traceState(in).active.push_back(this);
}

Tracer::~Tracer() {
  traceState(in_).active.pop_back();
  setOpObserver(in_, prev_);
}

namespace {

/// The dtype torch.tensor infers for its data (PyTorch's infer_scalar_type).
ScalarType dataType(const IValue& v) {
  if (v.isBool()) return ScalarType::Bool;
  if (v.isInt()) return ScalarType::Long;
  if (v.isDouble()) return defaultFloatType();
  if (v.isComplex()) return defaultComplexType();
  if (v.isTensor()) return v.toTensor().dtype();
  const std::vector<IValue>* items = v.isList() ? &v.toList()->items : v.isTuple() ? &v.toTuple()->items : nullptr;
  if (!items || items->empty()) return defaultFloatType();
  ScalarType t = dataType((*items)[0]);
  for (const IValue& x : *items) t = promoteTypes(t, dataType(x));
  return t;
}

}  // namespace

void Tracer::onOp(const Graph& op, const std::vector<IValue>& inputs, const std::vector<IValue>& outputs) {
  bool item = false;
  for (const Node* n : *op.block()) item = item || n->kind().qualString() == "aten::item";
  if (item && !converting_) tracerWarnDataflow(in_, "Converting a tensor to a Python number");
  if (!item && converting_ && !in_list_) converting_ = false;
  // PyTorch records no node for a conversion to a Python number.
  if (item) return;
  const Node* only = nullptr;
  for (const Node* n : *op.block())
    if (n->kind() != prim::Constant) only = only ? nullptr : n;
  // torch.result_type, Tensor.device, dim(), stride(), dtype and the other
  // metadata queries answer from the TensorImpl in PyTorch: its tracer never
  // sees them, so they take no value numbers either.
  static const std::set<std::string> kUntraced = {
      "aten::result_type",   "prim::device",         "prim::dtype",  "aten::dim",
      "aten::stride",        "aten::is_contiguous",  "aten::element_size",
      "aten::is_floating_point", "aten::is_complex", "aten::storage_offset"};
  if (only && kUntraced.count(only->kind().qualString())) return;
  if (only && only->kind().qualString() == "aten::tensor" && !outputs.empty() && outputs[0].isTensor() &&
      !inputs.empty()) {
    tracerWarn(in_, "torch.tensor results are registered as constants in the trace. You can safely ignore this "
                    "warning if you use this function to create tensors out of constant variables that would be "
                    "the same every time you call this function. In any other case, this might cause the trace "
                    "to be incorrect.");
    // With an explicit dtype the data is made in it; else in the inferred one.
    const Node* dtype = only->inputs().size() > 1 ? only->input(1)->node() : nullptr;
    bool inferred = !dtype || (dtype->kind() == prim::Constant && !dtype->hasAttribute(attr::value));
    graph.recordTensorData(outputs[0], inferred ? dataType(inputs[0]) : outputs[0].toTensor().dtype());
    return;
  }
  if (only && recordConvolution(op, *only, inputs, outputs)) return;
  graph.recordOp(op, inputs, outputs);
}

void Tracer::onPythonValue(const char* what) {
  std::string w = what;
  if (w == "iterate" || w == "len") {
    tracerWarn(in_, w == "len" ? "Using len to get tensor shape might cause the trace to be incorrect. Recommended "
                                 "usage would be tensor.shape[0]. Passing a tensor of different shape might lead "
                                 "to errors or silently give incorrect results."
                               : "Iterating over a tensor might cause the trace to be incorrect. Passing a tensor "
                                 "of different shape won't change the number of iterations executed (and might "
                                 "lead to errors or silently give incorrect results).");
    return;
  }
  // The conversion runs aten::item itself: that one is not a `.item()`.
  converting_ = true;
  in_list_ = w == "list";
  // PyTorch's __index__ (range(n), seq[n], slicing) gives no warning.
  if (w != "index") tracerWarnDataflow(in_, "Converting a tensor to a Python " + w);
}

IValue Tracer::sizeValue(const IValue& tensor, int64_t dim, int64_t size) {
  if (!graph.isTraced(tensor)) return IValue(size);
  IValue out(scalarTensor(Scalar(size), ScalarType::Long));
  graph.recordSize(tensor, dim, out);
  return out;
}

IValue Tracer::numelValue(const IValue& tensor, int64_t numel) {
  if (!graph.isTraced(tensor)) return IValue(numel);
  IValue out(scalarTensor(Scalar(numel), ScalarType::Long));
  graph.recordNumel(tensor, out);
  return out;
}

namespace {

/// The traced result with Python dicts made script dicts (str or Tensor keys,
/// Tensor values), as PyTorch's tracer takes them: only with strict=False.
IValue scriptOutput(Interp& in, const IValue& v, bool strict) {
  if (auto* d = asPyT<PyDict>(v)) {
    if (strict)
      throw Error("Encountering a dict at the output of the tracer might cause the trace to be incorrect, this is only valid if the container structure "
                  "does not change based on the module's inputs. Consider using a constant container instead (e.g. "
                  "for `list`, use a `tuple` instead. for `dict`, use a `NamedTuple` instead). If you absolutely "
                  "need this and know the side effects, pass strict=False to trace() to allow this behavior.",
                  ErrorKind::RuntimeError);
    bool tensor_keys = false;
    d->forEach([&](const IValue& k, const IValue&) { tensor_keys = k.isTensor(); });
    IValue out;
    if (!toScript(in, v, Type::dict(tensor_keys ? Type::tensor() : Type::str_(), Type::tensor()), out))
      throw Error("output 0 (" + repr(in, v) + ") of traced region cannot be understood by the tracer, only "
                  "outputs matchingdict[Union[str, Tensor], Union[Tensor, Tuple[Tensor, ...]]] can be a dictionary "
                  "output of a traced function", ErrorKind::RuntimeError);
    return out;
  }
  // A namedtuple (a tuple subclass) is output as the plain tuple it holds,
  // as PyTorch's tracer flattens it.
  if (const IValue* nv = nativeValue(v); nv && nv->isTuple()) return scriptOutput(in, *nv, strict);
  if (!v.isTuple()) return v;
  std::vector<IValue> items;
  for (const IValue& x : v.toTuple()->items) items.push_back(scriptOutput(in, x, strict));
  return in.newTuple(items);
}

}  // namespace

Ref<Function> finishTrace(Interp& in, Tracer& tracer, const IValue& result, const std::string& name,
                          const std::string& qualified_name, bool strict) {
  if (strict) warnListOutput(in, result);
  tracer.graph.setOutput(scriptOutput(in, result, strict));
  if (tracer.before_dce) tracer.before_dce();
  tracer.graph.eliminateDeadCode();
  tracer.graph.pruneLiftedResults();
  if (tracer.self) tracer.graph.hoistAttributeReads(tracer.self);
  Ref<Function> out = makeTracedFunction(tracer.graph.take(), name, qualified_name);
  return out;
}

Ref<Function> traceFunction(Interp& in, const IValue& fn, const std::vector<IValue>& inputs, bool strict) {
  std::string name = functionName(in, fn);
  auto* pyfn = asPyT<PyFunction>(fn);
  Tracer tracer(in);
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::string arg = pyfn && i < pyfn->code->param_names.size() ? pyfn->code->param_names[i].toStr() : "";
    tracer.graph.addInput(tracedInput(in, inputs[i]), arg);
  }
  std::vector<IValue> pos(inputs);
  for (IValue& x : pos) x = plainTuple(x);
  Args args{pos.data(), pos.size(), nullptr, 0};
  IValue result = call(in, fn, args);
  return finishTrace(in, tracer, result, name, "__torch__." + name, strict);
}

/// The script type of a traceable Python value: a tensor, or a (nested)
/// list, tuple or dict (str, int or Tensor keys) of them; nullptr otherwise.
static TypePtr traceableType(const IValue& v) {
  if (v.isTensor()) return Type::tensor();
  if (const IValue* nv = nativeValue(v)) return traceableType(*nv);  // a namedtuple
  if (v.isList() || v.isTuple()) {
    std::vector<TypePtr> types;
    for (const IValue& x : v.isList() ? v.toList()->items : v.toTuple()->items) {
      types.push_back(traceableType(x));
      if (!types.back()) return nullptr;
    }
    return v.isTuple() ? Type::tuple(types) : Type::list(Type::tensor());
  }
  auto* d = asPyT<PyDict>(v);
  if (!d) return nullptr;
  TypePtr key_type = nullptr, value_type = nullptr;
  bool ok = true;
  d->forEach([&](const IValue& k, const IValue& x) {
    TypePtr kt = k.isStr() ? Type::str_() : k.isInt() ? Type::int_() : k.isTensor() ? Type::tensor() : nullptr;
    TypePtr vt = traceableType(x);
    ok = ok && kt && vt && (!key_type || (key_type == kt && value_type == vt));
    key_type = kt, value_type = vt;
  });
  return ok && key_type ? Type::dict(key_type, value_type) : nullptr;
}

IValue plainTuple(const IValue& v) {
  const IValue* nv = nativeValue(v);
  return nv && nv->isTuple() ? *nv : v;
}

/// A traced input as the graph sees it: a Python dict (of tensors or
/// containers of them, str, int or Tensor keys) becomes a script dict and a
/// namedtuple its tuple, holding the same tensors.
IValue tracedInput(Interp& in, const IValue& v) {
  if (const IValue* nv = nativeValue(v); nv && nv->isTuple()) return tracedInput(in, *nv);
  if (!asPyT<PyDict>(v)) return v;
  TypePtr type = traceableType(v);
  IValue out;
  if (!type || !toScript(in, v, type, out)) return v;
  return out;
}

bool isTracing(Interp& in) { return !traceState(in).active.empty(); }

void traceScriptCall(Interp& in, const Function& fn, const std::vector<IValue>& inputs, const IValue& output) {
  TraceState& st = traceState(in);
  if (st.active.empty()) return;
  if (traceScriptMethodCall(in, fn, inputs, output)) return;
  TraceGraph& g = st.active.back()->graph;
  std::vector<Value*> values;
  for (size_t i = 0; i < inputs.size(); ++i)
    values.push_back(g.valueOf(inputs[i], i < fn.schema.arguments.size() ? fn.schema.arguments[i].type : nullptr));
  recordFunctionConstant(g.graph(), fn.name);
  Node* call = g.graph().create(prim::CallFunction, values);
  call->callee = &fn;
  call->setAttribute(attr::name, fn.name);
  call->output()->setType(fn.schema.returns.empty() ? Type::none() : fn.schema.returns[0].type);
  g.graph().insertNode(call);
  g.bindCallResult(output, call->output());
}

/// Whether the innermost Python frame runs code of a torch module other
/// than torch.jit: PyTorch ignores TracerWarnings from its own library
/// (TracerWarning.ignore_lib_warnings), e.g. nn.LSTM's input check.
bool inTorchLibrary(Interp& in) {
  if (inLibraryCall(in)) return true;
  if (!in.top || !in.top->globals) return false;
  IValue* name = in.top->globals->findStr(in, in.n.name_, hashStr("__name__"));
  if (!name || !name->isStr()) return false;
  const std::string& n = name->toStr();
  return n.rfind("torch.", 0) == 0 && n.rfind("torch.jit", 0) != 0;
}

void tracerWarn(Interp& in, const std::string& message) {
  TraceState& st = traceState(in);
  if (st.active.empty() || inTorchLibrary(in)) return;
  callAttr(in, in.importModule("warnings"), "warn", {IValue(message), box(st.tracer_warning)});
}

void tracerWarnDataflow(Interp& in, const std::string& what) {
  tracerWarn(in, what + " might cause the trace to be incorrect. We can't record the data flow of Python values, "
                        "so this value will be treated as a constant in the future. This means that the trace "
                        "might not generalize to other inputs!");
}

PyType* tracerWarningType(Interp& in) { return traceState(in).tracer_warning; }
PyType* tracingCheckErrorType(Interp& in) { return traceState(in).check_error; }

namespace {

IValue jitIsTracing(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "is_tracing", 0, 0);
  return IValue(isTracing(in));
}

IValue kwOr(Args& a, size_t pos, const char* name, IValue dflt) {
  if (a.n > pos) return a[pos];
  if (IValue* v = a.kwarg(name)) return *v;
  return dflt;
}

IValue jitTrace(Interp& in, Args& a, PyObject*) {
  if (a.n < 1) in.raise(in.e.TypeError, "trace() missing 1 required positional argument: 'func'");
  IValue fn = a[0];
  IValue example = kwOr(a, 1, "example_inputs", IValue());
  bool check_trace = truthy(in, kwOr(a, 3, "check_trace", IValue(true)));
  IValue check_inputs = kwOr(a, 4, "check_inputs", IValue());
  double tolerance = kwOr(a, 5, "check_tolerance", IValue(1e-5)).toNumber();
  bool strict = truthy(in, kwOr(a, 6, "strict", IValue(true)));
  std::vector<IValue> inputs = exampleTuple(in, example);
  // trace(m.forward, ...) traces the module, as PyTorch does.
  if (auto* bm = asPyT<BoundMethod>(fn); bm && isModuleInstance(in, bm->self) && functionName(in, fn) == "forward")
    fn = bm->self;
  if (auto* bm = asPyT<BoundMethod>(fn); bm && isModuleInstance(in, bm->self))
    in.raise(in.e.AttributeError, "trace doesn't support compiling individual module's functions.\nPlease use trace_module");
  std::vector<std::vector<IValue>> checks;
  if (check_inputs.isNone()) checks.push_back(inputs);
  else for (const IValue& c : exampleTuple(in, check_inputs)) checks.push_back(exampleTuple(in, c));
  if (isModuleInstance(in, fn)) {
    IValue result = traceModule(in, fn, {{"forward", inputs}}, strict);
    Retrace retrace = [&](const std::vector<IValue>& fresh, IValue& self) {
      self = traceModuleObject(in, fn, {{"forward", fresh}}, strict);
      return tracedMethod(in, self, "forward");
    };
    if (check_trace) {
      Ref<Function> forward = tracedMethod(in, scriptModuleObject(in, result), "forward");
      checkTrace(in, fn, *forward, result, checks, tolerance, retrace, !check_inputs.isNone());
    }
    return result;
  }
  Ref<Function> traced = traceFunction(in, fn, inputs, strict);
  IValue result = makeScriptFunction(in, traced.get());
  Retrace retrace = [&](const std::vector<IValue>& fresh, IValue&) { return traceFunction(in, fn, fresh, strict); };
  if (check_trace) checkTrace(in, fn, *traced, result, checks, tolerance, retrace, !check_inputs.isNone());
  return result;
}

/// torch.jit.trace_module(mod, {"forward": inputs, "other": inputs}).
IValue jitTraceModule(Interp& in, Args& a, PyObject*) {
  if (a.n < 1) in.raise(in.e.TypeError, "trace_module() missing 1 required positional argument: 'mod'");
  IValue inputs = kwOr(a, 1, "inputs", IValue());
  bool strict = truthy(in, kwOr(a, 6, "strict", IValue(true)));
  if (!isModuleInstance(in, a[0])) in.raise(in.e.AttributeError, "expected torch.nn.Module as the first argument");
  if (!asPyT<PyDict>(inputs)) in.raise(in.e.AttributeError, "expected a dictionary of (method_name, input) pairs");
  std::vector<std::pair<std::string, std::vector<IValue>>> methods;
  std::vector<std::pair<IValue, IValue>> items;
  asPyT<PyDict>(inputs)->forEach([&](const IValue& k, const IValue& v) { items.emplace_back(k, v); });
  for (const auto& [k, v] : items)
    if (k.isStr()) methods.emplace_back(k.toStr(), exampleTuple(in, v));
  return traceModule(in, a[0], methods, strict);
}

/// A script_if_tracing wrapper: data = [fn, scripted-or-None].
IValue scriptIfTracingCall(Interp& in, Args& a, PyObject* data) {
  IValue state = static_cast<NativeFunction*>(data)->data;
  std::vector<IValue>& slots = state.toList()->items;
  if (!isTracing(in)) return call(in, slots[0], a);
  if (slots[1].isNone()) {
    IValue jit = in.importModule("torch.jit");
    slots[1] = callAttr(in, jit, "script", {slots[0]});
  }
  return call(in, slots[1], a);
}

IValue jitScriptIfTracing(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "script_if_tracing", 1, 1);
  IValue state = in.newList({a[0], IValue()});
  IValue wrapper = in.native("script_if_tracing", scriptIfTracingCall, state);
  // functools.wraps: the wrapper reports the function's name.
  static_cast<NativeFunction*>(asPy(wrapper))->name = functionName(in, a[0]);
  return wrapper;
}

void setFn(Interp& in, PyModule& m, const char* name, NativeFn fn) {
  m.dict->set(in, in.intern(name), in.native(name, fn));
}

/// torch.jit._trace, where PyTorch defines the tracer's classes.
/// `_take_value_trace(t, o)`: from now on tensor `t` is the trace value of
/// `o`. Our Python code that hands back an input where ATen returns it
/// unchanged (torch.broadcast_tensors of a full-shape tensor) calls this, so
/// the trace reads it from the op's result as PyTorch's does.
IValue takeValueTrace(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_take_value_trace", 2, 2);
  TraceState& st = traceState(in);
  if (!st.active.empty() && a[0].isTensor() && a[1].isTensor()) st.active.back()->graph.shareValue(a[0], a[1]);
  return IValue();
}

void initTraceModule(Interp& in, PyModule& m) {
  TraceState& st = traceState(in);
  m.dict->set(in, in.intern("TracerWarning"), box(st.tracer_warning));
  m.dict->set(in, in.intern("TracingCheckError"), box(st.check_error));
  setFn(in, m, "_take_value_trace", takeValueTrace);
}

}  // namespace

void installTrace(Interp& in, PyModule& jit) {
  TraceState& st = traceState(in);
  st.tracer_warning = in.newType("TracerWarning", in.e.Warning, Layout::Instance);
  st.tracer_warning->module = "torch.jit._trace";
  st.check_error = in.newType("TracingCheckError", in.e.Exception, Layout::Instance);
  st.check_error->module = "torch.jit._trace";
  st.wrap_module = [](Interp& i, IValue object) { return wrapScriptModule(i, std::move(object)); };
  in.registerModule("torch.jit._trace", initTraceModule);
  jit.dict->set(in, in.intern("_trace"), in.importModule("torch.jit._trace"));
  setFn(in, jit, "trace", jitTrace);
  setFn(in, jit, "trace_module", jitTraceModule);
  setFn(in, jit, "is_tracing", jitIsTracing);
  installTraceFork(in, jit);
  setFn(in, jit, "script_if_tracing", jitScriptIfTracing);
  setFn(in, jit, "_script_if_tracing", jitScriptIfTracing);
  jit.dict->set(in, in.intern("TracerWarning"), box(st.tracer_warning));
  jit.dict->set(in, in.intern("TracingCheckError"), box(st.check_error));
}

}  // namespace ts::py
