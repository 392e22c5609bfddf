// ===--- code_object.cpp - a function's __code__ --------------------------=== //
// f.__code__ as a `code` instance (the type compile() returns) with the
// co_* fields programs read: argument counts, names, flags, file and line.
// Nothing runs it: exec() takes only compile()'s code objects.
#include <algorithm>

#include "python/builtins.h"
#include "python/eval.h"
#include "python/scope.h"

namespace ts::py {

namespace {

PyType* codeType(Interp& in) {
  IValue* compile = in.builtins->findStr(in, in.intern("compile"), hashStr("compile"));
  auto* f = compile ? asPyT<NativeFunction>(*compile) : nullptr;
  PyType* t = f ? asPyT<PyType>(f->data) : nullptr;
  if (!t) in.raise(in.e.AttributeError, "'function' object has no attribute '__code__'");
  return t;
}

/// co_varnames: the parameters (positional, keyword-only, *args, **kwargs)
/// then the other locals; cells of non-parameters and free variables are
/// co_cellvars and co_freevars.
void addNames(Interp& in, const FuncCode& c, PyDict& d) {
  std::vector<IValue> varnames, cellvars, freevars;
  const Scope* s = c.scope;
  if (s) {
    // The scope's slots hold the parameters in source order (*args between
    // the positional and keyword-only ones); CPython lists *args and
    // **kwargs after the keyword-only parameters.
    size_t nparams = static_cast<size_t>(c.nargs + c.nkwonly) + (c.varargs >= 0) + (c.varkw >= 0);
    for (size_t i = 0; i < nparams && i < s->slots.size(); ++i)
      if (static_cast<int>(i) != c.varargs && static_cast<int>(i) != c.varkw) varnames.emplace_back(s->slots[i]);
    if (c.varargs >= 0) varnames.emplace_back(s->slots[static_cast<size_t>(c.varargs)]);
    if (c.varkw >= 0) varnames.emplace_back(s->slots[static_cast<size_t>(c.varkw)]);
    // A parameter an inner function captures is a cell too (copied into
    // its own slot on entry): CPython lists it in both tuples.
    for (const auto& pc : s->param_cells) cellvars.emplace_back(s->slots[static_cast<size_t>(pc.first)]);
    for (size_t i = nparams; i < s->slots.size(); ++i) {
      int slot = static_cast<int>(i);
      bool param_cell = std::any_of(s->param_cells.begin(), s->param_cells.end(),
                                    [slot](const std::pair<int, int>& pc) { return pc.second == slot; });
      if (param_cell) continue;
      bool free = std::find(s->free_slots.begin(), s->free_slots.end(), slot) != s->free_slots.end();
      bool cell = std::find(s->cell_slots.begin(), s->cell_slots.end(), slot) != s->cell_slots.end();
      (free ? freevars : cell ? cellvars : varnames).emplace_back(s->slots[i]);
    }
  }
  int flags = 0x3 | (c.varargs >= 0 ? 0x4 : 0) | (c.varkw >= 0 ? 0x8 : 0) | (c.is_generator ? 0x20 : 0) |
              (freevars.empty() ? 0 : 0x10);
  const std::pair<const char*, IValue> fields[] = {
      {"co_nlocals", IValue(static_cast<int64_t>(varnames.size()))},
      {"co_varnames", in.newTuple(std::move(varnames))},
      {"co_cellvars", in.newTuple(std::move(cellvars))},
      {"co_freevars", in.newTuple(std::move(freevars))},
      {"co_flags", IValue(static_cast<int64_t>(flags))}};
  for (const auto& [name, value] : fields) d.set(in, in.intern(name), value);
}

}  // namespace

IValue functionCode(Interp& in, const PyFunction& f) {
  const FuncCode& c = *f.code;
  auto* code = new PyInstance(codeType(in));
  IValue out = box(code);
  code->dict = in.newDict();
  std::string file = c.source ? c.source->filename() : (c.def_range.source ? c.def_range.source->filename() : "");
  const std::pair<const char*, IValue> fields[] = {
      {"co_name", IValue(c.name)},
      {"co_qualname", IValue(c.qualname)},
      {"co_argcount", IValue(static_cast<int64_t>(c.nargs))},
      {"co_posonlyargcount", IValue(static_cast<int64_t>(c.nposonly))},
      {"co_kwonlyargcount", IValue(static_cast<int64_t>(c.nkwonly))},
      {"co_filename", IValue(file)},
      {"co_firstlineno", IValue(static_cast<int64_t>(c.def_range.line()))}};
  for (const auto& [name, value] : fields) code->dict->set(in, in.intern(name), value);
  addNames(in, c, *code->dict);
  return out;
}

}  // namespace ts::py
