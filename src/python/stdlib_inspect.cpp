// ===--- stdlib_inspect.cpp - the native part of inspect ------------------=== //
// `_inspect.params(f)` describes a def's parameters in source order, which
// inspect.signature (Python source, stdlib_inspect_py.cpp) turns into
// Parameter objects: [(name, kind, has_default, default), ...] with
// CPython's kind numbers (0 positional-only, 1 positional-or-keyword,
// 2 *args, 3 keyword-only, 4 **kwargs).
#include "python/builtins.h"
#include "python/eval.h"
#include "python/interpreter_impl.h"

namespace ts::py {

const char* generatorStateName(Interp& in, const IValue& gen);  // generator.cpp

namespace {

int paramKind(const FuncCode& code, int i, int& positional_seen) {
  if (i == code.varargs) return 2;
  if (i == code.varkw) return 4;
  if (positional_seen < code.nargs) return positional_seen++ < code.nposonly ? 0 : 1;
  return 3;
}

IValue inspectParams(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "params", 1, 1);
  auto* f = asPyT<PyFunction>(a[0]);
  if (!f) in.raise(in.e.TypeError, "params(): expected a Python function");
  const FuncCode& code = *f->code;
  std::vector<IValue> out;
  int positional_seen = 0, kwonly_seen = 0;
  int first_default = code.nargs - static_cast<int>(f->defaults.size());
  for (int i = 0; i < static_cast<int>(code.param_names.size()); ++i) {
    int kind = paramKind(code, i, positional_seen);
    bool has_default = false;
    IValue def;
    if (kind <= 1 && positional_seen - 1 >= first_default) {
      has_default = true;
      def = f->defaults[positional_seen - 1 - first_default];
    } else if (kind == 3) {
      size_t k = static_cast<size_t>(kwonly_seen++);
      if (k < f->has_kwdefault.size() && f->has_kwdefault[k]) has_default = true, def = f->kwdefaults[k];
    }
    out.push_back(in.newTuple({code.param_names[i], IValue(int64_t{kind}), IValue(has_default), def}));
  }
  return in.newList(std::move(out));
}

IValue inspectIsGenerator(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "isgeneratorfunction", 1, 1);
  auto* f = asPyT<PyFunction>(a[0]);
  return IValue(f != nullptr && f->code->is_generator);
}

IValue inspectGeneratorState(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "getgeneratorstate", 1, 1);
  return IValue(generatorStateName(in, a[0]));
}

void initInspectNative(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("params", inspectParams);
  fn("is_generator", inspectIsGenerator);
  fn("generator_state", inspectGeneratorState);
}

}  // namespace

void registerInspectModule(Interp& in) { in.registerModule("_inspect", initInspectNative); }

}  // namespace ts::py
