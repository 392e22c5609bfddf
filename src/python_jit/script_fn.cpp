// ===--- script_fn.cpp - torch.jit.ScriptFunction at the Python level -----=== //
#include "python_jit/script_fn.h"

#include "ir/ir.h"
#include "passes/display_graph.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_objects.h"
#include "python_jit/trace_display.h"
#include "serialization/code_printer.h"
#include "serialization/jit_services.h"

namespace ts::py {
std::string graphText(const Function& fn) {
  return fn.traced ? printTracedGraph(*fn.graph) : printScriptGraph(*fn.graph);
}

namespace {

Function& self(Interp& in, Args& a, const char* what) {
  Function* fn = a.n ? scriptFunctionOf(in, a[0]) : nullptr;
  if (!fn) in.raise(in.e.TypeError, std::string("descriptor '") + what + "' requires a 'ScriptFunction' object");
  return *fn;
}

IValue sfCall(Interp& in, Args& a, PyObject*) { return callScript(in, self(in, a, "__call__"), a, 1); }

IValue sfGraph(Interp& in, Args& a, PyObject*) { return graphObject(in, graphText(self(in, a, "graph"))); }

IValue sfGraphFor(Interp& in, Args& a, PyObject*) { return sfGraph(in, a, nullptr); }

IValue sfCode(Interp& in, Args& a, PyObject*) {
  return IValue(functionCode(self(in, a, "code")));
}

IValue sfSchema(Interp& in, Args& a, PyObject*) {
  Function& fn = self(in, a, "schema");
  FunctionSchema s = fn.schema;
  s.name = fn.name;
  return schemaObject(in, s);
}

IValue sfName(Interp& in, Args& a, PyObject*) { return IValue(self(in, a, "name").name); }

IValue sfQualifiedName(Interp& in, Args& a, PyObject*) { return IValue(self(in, a, "qualified_name").qualified_name); }

IValue sfSave(Interp& in, Args& a, PyObject*) {
  Function& fn = self(in, a, "save");
  if (a.n < 2) in.raise(in.e.TypeError, "save() missing required argument: 'filename'");
  IValue extra = saveExtraFiles(in, a);
  try {
    saveFunctionFile(JitState::of(in).session.root(), fn, toStr(in, a[1]), extra);
  } catch (const Error& e) {
    throw convertError(in, e);
  }
  return in.none;
}

/// f.save_to_buffer(_extra_files=None): the archive save() writes, as bytes.
IValue sfSaveToBuffer(Interp& in, Args& a, PyObject*) {
  Function& fn = self(in, a, "save_to_buffer");
  IValue extra = saveExtraFiles(in, a);
  try {
    return makeBytes(saveFunctionBytes(JitState::of(in).session.root(), fn, extra));
  } catch (const Error& e) {
    throw convertError(in, e);
  }
}

void addProperty(Interp& in, PyType* t, const char* name, NativeFn fn) {
  auto* p = new PyWrapper(in.t.property, in.native(name, fn));
  t->dict->set(in, in.intern(name), box(p));
}

}  // namespace

PyType* makeScriptFunctionType(Interp& in) {
  PyType* t = in.newType("ScriptFunction", in.t.object, Layout::Instance);
  t->module = "torch.jit";
  t->native = false;  // reprs as `<torch.jit.ScriptFunction object at 0x...>`
  t->has_data_descr = true;
  in.addMethod(t, "__call__", sfCall);
  in.addMethod(t, "graph_for", sfGraphFor);
  in.addMethod(t, "save", sfSave);
  in.addMethod(t, "save_to_buffer", sfSaveToBuffer);
  addProperty(in, t, "graph", sfGraph);
  addProperty(in, t, "inlined_graph", sfGraph);
  addProperty(in, t, "code", sfCode);
  addProperty(in, t, "schema", sfSchema);
  addProperty(in, t, "name", sfName);
  addProperty(in, t, "qualified_name", sfQualifiedName);
  return t;
}

IValue makeScriptFunction(Interp& in, Function* fn) {
  auto* o = new PyInstance(JitState::of(in).script_function);
  IValue v = box(o);
  o->dict = in.newDict();
  o->native_value = IValue(Ref<Function>(fn));
  return v;
}

Function* scriptFunctionOf(Interp& in, const IValue& v) {
  auto* o = asPyT<PyInstance>(v);
  if (!o || o->type != JitState::of(in).script_function || !o->native_value.isFunction()) return nullptr;
  return o->native_value.toFunction();
}

}  // namespace ts::py
