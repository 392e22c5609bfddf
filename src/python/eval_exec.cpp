// ===--- eval_exec.cpp - eval(), exec() and locals() ----------------------=== //
// Source given at run time is parsed and compiled by this layer's own
// compiler and run as a module body over a namespace dict: the globals given
// (or the caller's), with the caller's locals visible as a snapshot, which
// is what CPython's exec inside a function amounts to as well.
#include "frontend/parser.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python/interpreter_impl.h"
#include "python/scope.h"

namespace ts::py {

Ref<PyDict> localsOf(Interp& in, Frame& f) {
  if (f.ns) return Ref<PyDict>(f.ns);
  const Scope* scope = f.code ? f.code->scope : nullptr;
  if (!scope || scope->kind == ScopeKind::Module) return Ref<PyDict>(f.globals);
  Ref<PyDict> d = in.newDict();
  for (size_t i = 0; i < scope->slots.size(); ++i) {
    const IValue& v = f.slots[i];
    if (isUnbound(v)) continue;
    if (auto* cell = asPyT<Cell>(v)) {
      if (cell->bound) d->set(in, in.intern(scope->slots[i]), cell->value);
      continue;
    }
    d->set(in, in.intern(scope->slots[i]), v);
  }
  return d;
}

namespace {

/// The namespace code runs in: `globals` (a dict) or the caller's globals,
/// with `locals` (a mapping) or the caller's function locals laid over a copy.
Ref<PyDict> namespaceFor(Interp& in, const Args& a, const char* fname) {
  Frame* f = in.top;
  if (a.n >= 2 && !a[1].isNone()) {
    auto* g = asPyT<PyDict>(a[1]);
    if (!g) in.raise(in.e.TypeError, std::string(fname) + "() globals must be a dict, not " + typeName(in, a[1]));
    if (a.n < 3 || a[2].isNone()) return Ref<PyDict>(g);
  }
  Ref<PyDict> globals(a.n >= 2 && !a[1].isNone() ? asPyT<PyDict>(a[1]) : (f ? f->globals : nullptr));
  if (!globals) in.raise(in.e.SystemError, std::string(fname) + "(): no globals");
  IValue locals = a.n >= 3 && !a[2].isNone() ? a[2] : (f ? box(localsOf(in, *f).get()) : IValue());
  if (locals.isNone() || asPyT<PyDict>(locals) == globals.get()) return globals;
  Ref<PyDict> merged = in.newDict();
  globals->forEach([&](const IValue& k, const IValue& v) { merged->set(in, k, v); });
  for (const IValue& k : toVector(in, locals)) merged->set(in, k, getItem(in, locals, k));
  return merged;
}

/// A field of a code object made by compile() (nullptr for other values).
const IValue* codeField(Interp& in, const IValue& v, const char* name) {
  auto* inst = asPyT<PyInstance>(v);
  if (!inst || !inst->dict || inst->type->name != "code") return nullptr;
  return inst->dict->findStr(in, in.intern(name), hashStr(name));
}

std::string sourceText(Interp& in, const IValue& v, const char* fname) {
  if (const IValue* src = codeField(in, v, "_source")) return src->toStr();
  if (!v.isStr()) in.raise(in.e.TypeError, std::string(fname) + "() arg 1 must be a string, bytes or code object");
  return v.toStr();
}

std::string sourceName(Interp& in, const IValue& v) {
  const IValue* name = codeField(in, v, "co_filename");
  return name ? name->toStr() : "<string>";
}

/// A frontend error as SyntaxError with CPython's fields: args are
/// (msg, (filename, lineno, offset, text, end_lineno, end_offset)), also
/// readable as attributes; offsets are 1-based columns.
[[noreturn]] void raiseSyntaxError(Interp& in, const Error& e) {
  // A nesting limit is not a syntax error: CPython raises RecursionError.
  if (e.kind() == ErrorKind::RecursionError) throw convertError(in, e);
  const auto* ce = dynamic_cast<const CompileError*>(&e);
  if (!ce || !ce->range().source) {
    std::string msg = e.what();
    in.raise(in.e.SyntaxError, msg.substr(0, msg.find('\n')));
  }
  const SourceRange& r = ce->range();
  const Source& src = *r.source;
  const uint32_t line = src.lineOf(r.start), end_line = src.lineOf(r.end);
  const uint32_t from = src.lineStart(line), to = src.lineStart(line + 1);
  const std::pair<const char*, IValue> fields[] = {
      {"msg", IValue(ce->rawMessage())},
      {"filename", IValue(src.filename())},
      {"lineno", IValue(int64_t{line})},
      {"offset", IValue(int64_t{src.columnOf(r.start)} + 1)},
      {"text", IValue(src.text().substr(from, to - from))},
      {"end_lineno", IValue(int64_t{end_line})},
      {"end_offset", IValue(int64_t{src.columnOf(r.end)} + 1)},
  };
  std::vector<IValue> location;
  for (size_t i = 1; i < std::size(fields); ++i) location.push_back(fields[i].second);
  const auto* se = dynamic_cast<const SyntaxError*>(ce);
  bool indentation = se && se->pythonClass() == SyntaxError::PythonClass::IndentationError;
  IValue exc = in.makeException(indentation ? in.e.IndentationError : in.e.SyntaxError,
                                {fields[0].second, in.newTuple(std::move(location))});
  for (const auto& [name, value] : fields) setAttr(in, exc, name, value);
  throw PyErr{exc};
}

void runIn(Interp& in, const std::string& filename, const std::string& text, PyDict& ns) {
  auto src = Source::make(filename, text);
  std::shared_ptr<const ast::Module> ast;
  try {
    ast = parseFile(src);
  } catch (const Error& e) {
    raiseSyntaxError(in, e);
  }
  std::shared_ptr<FuncCode> code;
  try {
    code = compileModule(in, ast);
  } catch (const SyntaxError& e) {  // the compile-time checks (starred targets)
    raiseSyntaxError(in, e);
  }
  in.keepAlive(code);
  if (ns.findStr(in, in.intern("__builtins__"), hashStr("__builtins__")) == nullptr)
    ns.set(in, in.intern("__builtins__"), box(in.builtins.get()));
  Frame f;
  f.globals = &ns;
  f.code = code.get();
  runBody(in, *code, f);
}

IValue bExec(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "exec", 1, 3);
  std::string text = sourceText(in, a[0], "exec");
  Ref<PyDict> ns = namespaceFor(in, a, "exec");
  runIn(in, sourceName(in, a[0]), text, *ns);
  return in.none;
}

/// compile(source, filename, mode): the source checked now and kept in a
/// code object that exec() and eval() run.
IValue bCompile(Interp& in, Args& a, PyObject* self) {
  checkArgs(in, a, "compile", 3, 6);
  std::string text = sourceText(in, a[0], "compile");
  if (!a[1].isStr()) in.raise(in.e.TypeError, "compile() argument 'filename' must be str, not " + typeName(in, a[1]));
  std::string mode = a[2].isStr() ? a[2].toStr() : "";
  if (mode != "exec" && mode != "eval" && mode != "single")
    in.raise(in.e.ValueError, "compile() mode must be 'exec', 'eval' or 'single'");
  try {
    if (mode == "eval") parseExpression(Source::make(a[1].toStr(), text));
    else parseFile(Source::make(a[1].toStr(), text));
  } catch (const Error& e) {
    raiseSyntaxError(in, e);
  }
  auto* code = new PyInstance(asPyT<PyType>(static_cast<NativeFunction*>(self)->data));
  IValue out = box(code);
  code->dict = in.newDict();
  const std::pair<const char*, IValue> fields[] = {
      {"co_filename", a[1]}, {"co_name", IValue(std::string("<module>"))}, {"_source", IValue(text)}, {"_mode", IValue(mode)}};
  for (const auto& [name, value] : fields) code->dict->set(in, in.intern(name), value);
  return out;
}

IValue bEval(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "eval", 1, 3);
  std::string text = sourceText(in, a[0], "eval");
  if (const IValue* mode = codeField(in, a[0], "_mode"); mode && mode->toStr() != "eval") {
    Ref<PyDict> ns = namespaceFor(in, a, "eval");
    runIn(in, sourceName(in, a[0]), text, *ns);
    return in.none;
  }
  size_t start = text.find_first_not_of(" \t\n");
  size_t end = text.find_last_not_of(" \t\n");
  text = start == std::string::npos ? "" : text.substr(start, end + 1 - start);
  // The text must be one expression (checked alone, so nesting limits are
  // CPython's); it then runs as the right side of an assignment.
  try {
    parseExpression(Source::make("<string>", text));
  } catch (const Error& e) {
    raiseSyntaxError(in, e);
  }
  Ref<PyDict> ns = namespaceFor(in, a, "eval");
  static const char* kResult = "__eval_result__";
  runIn(in, sourceName(in, a[0]), std::string(kResult) + " = " + text, *ns);
  IValue key = in.intern(kResult);
  IValue out = *ns->findStr(in, key, hashStr(kResult));
  ns->erase(in, key, hashStr(kResult));
  return out;
}

IValue bLocals(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "locals", 0, 0);
  Frame* f = in.top;
  if (!f) in.raise(in.e.SystemError, "locals(): no current frame");
  return box(localsOf(in, *f).get());
}

}  // namespace

void registerEvalBuiltins(Interp& in) {
  in.builtins->set(in, in.intern("exec"), in.native("exec", bExec));
  in.builtins->set(in, in.intern("eval"), in.native("eval", bEval));
  in.builtins->set(in, in.intern("locals"), in.native("locals", bLocals));
  PyType* code = in.newType("code", in.t.object, Layout::Instance);
  in.builtins->set(in, in.intern("compile"), in.native("compile", bCompile, box(code)));
}

}  // namespace ts::py
