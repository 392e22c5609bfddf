// ===--- call.cpp - argument binding, frames, tracebacks ------------------=== //
// Binds positional/keyword arguments to a function's slots (defaults,
// *args, **kwargs, keyword-only), runs the body, and records traceback
// entries as exceptions leave frames.
#include <alloca.h>
#include <new>

#include "frontend/parser.h"
#include "python/builtins.h"
#include "runtime/interpreter.h"
#include "support/linalg_error.h"
#include "python/direct_call.h"
#include "runtime/fuzz_fuel.h"

namespace ts::py {

namespace {

[[noreturn]] void bindError(Interp& in, const PyFunction& fn, const std::string& msg) {
  in.raise(in.e.TypeError, fn.qualname + "() " + msg);
}

std::string quoteList(const std::vector<std::string>& names) {
  std::string s;
  for (size_t i = 0; i < names.size(); ++i) {
    if (i) s += names.size() == 2 ? " and " : (i + 1 == names.size() ? ", and " : ", ");
    s += "'" + names[i] + "'";
  }
  return s;
}

/// Fills slots[0..] from args; slots are pre-filled with unbound.
/// Note [Arguments are consumed]: the values are moved out of `args`; a
/// caller never reads an Args again after passing it to a call.
void bindArgs(Interp& in, const PyFunction& fn, Args& args, IValue* slots) {
  const FuncCode& c = *fn.code;
  size_t npos = args.n;
  if (npos == static_cast<size_t>(c.nargs) && args.nkw == 0 && c.varargs < 0 && c.varkw < 0 && c.nkwonly == 0) {
    // Exactly the positional parameters: nothing else to bind or check.
    for (size_t i = 0; i < npos; ++i) slots[i] = std::move(args.pos[i]);
    return;
  }
  size_t take = std::min<size_t>(npos, c.nargs);
  for (size_t i = 0; i < take; ++i) slots[i] = std::move(args.pos[i]);
  if (npos > static_cast<size_t>(c.nargs)) {
    if (c.varargs < 0) {
      size_t ndef = fn.defaults.size();
      std::string expect = ndef ? "from " + std::to_string(c.nargs - ndef) + " to " + std::to_string(c.nargs)
                                : std::to_string(c.nargs);
      bindError(in, fn, "takes " + expect + " positional argument" + (c.nargs == 1 && !ndef ? "" : "s") + " but " +
                            std::to_string(npos) + (npos == 1 ? " was" : " were") + " given");
    }
    slots[c.varargs] = in.newTuple(std::vector<IValue>(args.pos + c.nargs, args.pos + npos));
  } else if (c.varargs >= 0) {
    slots[c.varargs] = in.newTuple({});
  }
  Ref<PyDict> kw;
  if (c.varkw >= 0) {
    kw = in.newDict();
    slots[c.varkw] = box(kw.get());
  }
  int kwstart = c.nargs + (c.varargs >= 0 ? 1 : 0);
  for (size_t k = 0; k < args.nkw; ++k) {
    const IValue& name = args.kw[k].name;
    int found = -1;
    for (int i = c.nposonly; i < c.nargs && found < 0; ++i)
      if (c.param_names[i].toRefCounted() == name.toRefCounted() || c.param_names[i].toStr() == name.toStr()) found = i;
    for (int i = kwstart; i < kwstart + c.nkwonly && found < 0; ++i)
      if (c.param_names[i].toRefCounted() == name.toRefCounted() || c.param_names[i].toStr() == name.toStr()) found = i;
    if (found < 0) {
      // CPython names every positional-only parameter given by keyword, in
      // parameter order ('a, b'), whichever keyword failed first.
      std::string posonly;
      for (int i = 0; i < c.nposonly && !kw; ++i)
        for (size_t j = 0; j < args.nkw; ++j)
          if (c.param_names[i].toStr() == args.kw[j].name.toStr()) {
            posonly += (posonly.empty() ? "" : ", ") + args.kw[j].name.toStr();
            break;
          }
      if (!posonly.empty())
        bindError(in, fn, "got some positional-only arguments passed as keyword arguments: '" + posonly + "'");
      if (!kw) bindError(in, fn, "got an unexpected keyword argument '" + name.toStr() + "'");
      kw->set(in, name, args.kw[k].value);
      continue;
    }
    if (!isUnbound(slots[found])) bindError(in, fn, "got multiple values for argument '" + name.toStr() + "'");
    slots[found] = std::move(args.kw[k].value);
  }
  int first_default = c.nargs - static_cast<int>(fn.defaults.size());
  std::vector<std::string> missing;
  for (int i = static_cast<int>(take); i < c.nargs; ++i) {
    if (!isUnbound(slots[i])) continue;
    if (i >= first_default) slots[i] = fn.defaults[i - first_default];
    else missing.push_back(c.param_names[i].toStr());
  }
  if (!missing.empty())
    bindError(in, fn, "missing " + std::to_string(missing.size()) + " required positional argument" +
                          (missing.size() == 1 ? "" : "s") + ": " + quoteList(missing));
  for (int i = 0; i < c.nkwonly; ++i) {
    IValue& s = slots[kwstart + i];
    if (!isUnbound(s)) continue;
    if (i < static_cast<int>(fn.has_kwdefault.size()) && fn.has_kwdefault[i]) s = fn.kwdefaults[i];
    else missing.push_back(c.param_names[kwstart + i].toStr());
  }
  if (!missing.empty())
    bindError(in, fn, "missing " + std::to_string(missing.size()) + " required keyword-only argument" +
                          (missing.size() == 1 ? "" : "s") + ": " + quoteList(missing));
}

/// Cells of a new frame: captured params, fresh cells, the closure.
void setupCells(Interp& in, const PyFunction& fn, IValue* slots) {
  const Scope& s = *fn.code->scope;
  for (auto [param, cell] : s.param_cells) {
    auto* c = new Cell(in);
    c->value = slots[param];
    c->bound = true;
    slots[cell] = box(c);
  }
  for (int i : s.cell_slots) slots[i] = box(new Cell(in));
  for (size_t i = 0; i < s.free_slots.size(); ++i) slots[s.free_slots[i]] = fn.closure[i];
}


}  // namespace

void addTraceback(Interp& in, PyErr& e, Frame& f, const std::string& func) {
  auto* inst = static_cast<PyInstance*>(asPy(e.exc));
  if (!inst) return;
  if (!inst->traceback.empty() && inst->traceback.back().frame == &f) return;
  bool noted = f.err_exc == e.exc.toRefCounted() && f.err_range;
  const SourceRange* r = noted ? f.err_range : f.stmt;
  if (!r || !r->source) return;
  inst->traceback.push_back({r->source, r->start, r->end, func, noted ? f.err_left : 0, noted ? f.err_right : 0, &f});
}

namespace {

/// Runs a function-like code object in frame f (slots and globals set);
/// exceptions leave with this frame's traceback entry.
IValue runFrame(Interp& in, const FuncCode& c, Frame& f) {
  f.code = &c;
  FramePush push(in, f);
  try {
    // Until a statement runs, the frame's line is its code's: a lambda's
    // body, a comprehension's expression (warnings report it, as CPython).
    f.stmt = c.expr_body ? &c.expr_body->range : &c.def_range;
    if (c.expr_body) return c.expr_body->eval(in, f);
    for (const auto& s : bodyOf(in, c))
      if (s->exec(in, f) == Flow::Return) return std::move(f.retval);
    return IValue();
  } catch (PyErr& e) {
    addTraceback(in, e, f, c.name);
    throw;
  } catch (const Error& err) {
    PyErr e = convertError(in, err);
    addTraceback(in, e, f, c.name);
    throw e;
  } catch (const std::bad_alloc&) {
    PyErr e = memoryError(in);
    addTraceback(in, e, f, c.name);
    throw e;
  }
}

}  // namespace

IValue callFunction(Interp& in, PyFunction& fn, Args& args) {
  const FuncCode& c = *fn.code;
  if (c.is_generator) {
    std::vector<IValue> slots(c.nslots, unboundValue());
    bindArgs(in, fn, args, slots.data());
    setupCells(in, fn, slots.data());
    return makeGenerator(in, fn, std::move(slots));
  }
  SlotArray slots(alloca(sizeof(IValue) * c.nslots), c.nslots);
  bindArgs(in, fn, args, slots.s);
  return enterFunction(in, fn, slots.s);
}

IValue enterFunction(Interp& in, PyFunction& fn, IValue* slots) {
  const FuncCode& c = *fn.code;
  RecursionGuard guard(in);
  const Scope& s = *c.scope;
  if (!s.param_cells.empty() || !s.cell_slots.empty() || !s.free_slots.empty()) setupCells(in, fn, slots);
  Frame f;
  f.slots = slots;
  f.globals = fn.globals.get();
  return runFrame(in, c, f);
}

IValue callComprehension(Interp& in, const FuncCode& c, Frame& outer, const std::vector<int>& closure_slots, IValue iter) {
  RecursionGuard guard(in);
  SlotArray slots(alloca(sizeof(IValue) * c.nslots), c.nslots);
  slots.s[0] = std::move(iter);
  const Scope& s = *c.scope;
  for (int i : s.cell_slots) slots.s[i] = box(new Cell(in));
  for (size_t i = 0; i < s.free_slots.size(); ++i) slots.s[s.free_slots[i]] = outer.slots[closure_slots[i]];
  Frame f;
  f.slots = slots.s;
  f.globals = outer.globals;
  return runFrame(in, c, f);
}

void runBody(Interp& in, const FuncCode& code, Frame& f) {
  FramePush push(in, f);
  try {
    for (const auto& s : code.body) {
      Flow fl = s->exec(in, f);
      if (fl != Flow::Normal) break;
    }
  } catch (PyErr& e) {
    addTraceback(in, e, f, code.name);
    throw;
  } catch (const Error& err) {
    PyErr e = convertError(in, err);
    addTraceback(in, e, f, code.name);
    throw e;
  } catch (const std::bad_alloc&) {
    PyErr e = memoryError(in);
    addTraceback(in, e, f, code.name);
    throw e;
  }
}

/// torch.linalg.LinAlgError (the torch bridge defines it), else `fallback`.
static PyType* linalgErrorType(Interp& in, PyType* fallback) {
  IValue cls;
  if (!getAttrOpt(in, in.importModule("torch.linalg"), "LinAlgError", cls)) return fallback;
  PyType* t = pyCast<PyType>(asPy(cls));
  return t ? t : fallback;
}

PyErr convertError(Interp& in, const Error& e) {
  if (dynamic_cast<const ParserStackOverflow*>(&e)) return memoryError(in);  // CPython's bare MemoryError
  PyType* t = in.e.RuntimeError;
  switch (e.kind()) {
    case ErrorKind::ValueError: t = in.e.ValueError; break;
    case ErrorKind::TypeError: t = in.e.TypeError; break;
    case ErrorKind::IndexError: t = in.e.IndexError; break;
    case ErrorKind::KeyError: t = in.e.KeyError; break;
    case ErrorKind::ZeroDivisionError: t = in.e.ZeroDivisionError; break;
    case ErrorKind::AttributeError: t = in.e.AttributeError; break;
    case ErrorKind::AssertionError: t = in.e.AssertionError; break;
    case ErrorKind::NotImplementedError: t = in.e.NotImplementedError; break;
    case ErrorKind::OverflowError: t = in.e.OverflowError; break;
    case ErrorKind::RecursionError: t = in.e.RecursionError; break;
    case ErrorKind::NameError: t = in.e.NameError; break;
    case ErrorKind::StopIteration: t = in.e.StopIteration; break;
    default: break;
  }
  const auto* script = dynamic_cast<const ScriptError*>(&e);
  bool linalg = dynamic_cast<const LinAlgError*>(&e) || (script && script->linalg_error);
  if (linalg && in.hasModule("torch.linalg")) t = linalgErrorType(in, t);
  return PyErr{in.makeException(t, {IValue(std::string(e.what()))})};
}

void RecursionGuard::overflow(const char* what) {
  --in.depth;
  in.raise(in.e.RecursionError, std::string("maximum recursion depth exceeded") + what);
}

void nativeStackOverflow(Interp& in, const char* what) {
  in.raise(in.e.RecursionError, std::string("maximum recursion depth exceeded") + what);
}

PyErr memoryError(Interp& in) { return PyErr{in.makeException(in.e.MemoryError, {})}; }

}  // namespace ts::py
