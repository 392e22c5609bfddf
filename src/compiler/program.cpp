// ===--- program.cpp - a file's names, definitions and compilation -------=== //
#include "compiler/program.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>
#include <mutex>

#include "compiler/codegen.h"
#include "compiler/node_kernels.h"
#include "frontend/parser.h"
#include "passes/passes.h"
#include "runtime/interpreter.h"
#include "stdlib/stdlib.h"

namespace ts {

using namespace ast;

Program::Program(std::unique_ptr<Module> module)
    : owned_shared_(std::make_unique<ProgramShared>()), module_(std::move(module)), shared_(owned_shared_.get()) {}
Program::Program(std::shared_ptr<const Module> module, std::string stdlib_module, ProgramShared* shared)
    : module_(std::move(module)), stdlib_module_(std::move(stdlib_module)), shared_(shared) {}
Program::~Program() {
  if (owned_shared_) owned_shared_->pending_forks.waitIdle();
}

// ---- the stdlib ---------------------------------------------------------------- //

std::string Program::qualifiedPrefix() const {
  // Imported code keeps the module path it was saved under; stdlib code
  // lives under its Python module, as PyTorch names it (`__torch__.torch.nn.functional.relu`).
  if (import_session_) return stdlib_module_.substr(stdlib_module_.find("> ") + 2);
  return stdlib_module_.empty() ? "__torch__" : "__torch__." + stdlib_module_;
}

// Note [Parsed stdlib]: the embedded stdlib files never change, and the
// compiler only reads syntax trees, so each file is parsed once per process
// and its tree shared by every Program that loads it (loading
// torch.nn.functional is then a lookup, not 56 KB of lexing and parsing, in
// every compile that uses it).
static std::shared_ptr<const Module> parsedStdlib(const StdlibFile& file) {
  static std::mutex mutex;
  static std::map<const StdlibFile*, std::shared_ptr<const Module>> parsed;
  std::lock_guard<std::mutex> lock(mutex);
  std::shared_ptr<const Module>& tree = parsed[&file];
  if (!tree) tree = parseFile(Source::make(stdlibDisplayName(file), file.text));
  return tree;
}

Program* Program::stdlibModule(const std::string& module) {
  if (module == stdlib_module_) return this;
  auto it = shared_->stdlib.find(module);
  if (it != shared_->stdlib.end()) return it->second.get();
  const StdlibFile* file = stdlibFileForModule(module);
  if (!file) return nullptr;
  auto p = std::make_unique<Program>(parsedStdlib(*file), module, shared_);
  Program* raw = p.get();
  shared_->stdlib[module] = std::move(p);
  // Its top level only imports and defines.
  raw->check();
  return raw;
}

SugaredPtr Program::stdlibAttribute(const std::string& module, const std::string& name, Emitter& e) {
  Program* p = stdlibModule(module);
  if (!p) return nullptr;
  auto d = p->defs_.find(name);
  if (d == p->defs_.end()) return nullptr;
  if (const FunctionDef* f = d->second->as<FunctionDef>()) {
    for (const ExprPtr& dec : f->decorators) {
      const Call* c = dec->as<Call>();
      const Name* n = c ? c->func->as<Name>() : nullptr;
      if (n && n->id == "_boolean_dispatch") return std::make_shared<BooleanDispatchValue>(f, c, p);
    }
    return std::make_shared<PythonFunctionValue>(f, p);
  }
  return std::make_shared<ClassValue>(p->compileClass(*d->second->as<ClassDef>()));
}

// Note [Builtin source functions]
// PyTorch defines a few operators by TorchScript source compiled into its
// own builtin unit (torch._assert is `aten::_assert`, with a bool and a
// Tensor overload). A call tries each definition in turn and inlines the
// first that fits, as PyTorch does: `.graph` and `.code` show the body, and
// a failure's traceback points into `<string>`, the builtin source, whose
// text (src/stdlib/builtin_source*.py) is PyTorch's line for line.
SugaredPtr Program::builtinSourceFunction(const std::string& name) {
  static const char* const kInlined[] = {"_assert"};
  if (std::find(std::begin(kInlined), std::end(kInlined), name) == std::end(kInlined)) return nullptr;
  return builtinSourceOverloads(name, {"torch._builtin_source", "torch._builtin_source_tensor"});
}

SugaredPtr Program::builtinSourceOverloads(const std::string& name, std::initializer_list<const char*> modules) {
  std::vector<std::pair<const FunctionDef*, Program*>> overloads;
  for (const char* module : modules) {
    Program* p = stdlibModule(module);
    if (!p || !p->defs_.count(name)) continue;
    if (const FunctionDef* f = p->defs_.at(name)->as<FunctionDef>()) overloads.emplace_back(f, p);
  }
  if (overloads.empty()) return nullptr;
  return std::make_shared<BuiltinSourceValue>(std::move(overloads));
}

// Note [Compile depth]: the limit is where PyTorch 1.13 under CPython 3.11
// fails. torch.jit.script compiles each called function through a few
// Python frames, so a chain of 328 script functions exhausts Python's
// recursion limit of 1000. It keeps our own recursion far from the C++
// stack's end.
constexpr int kMaxCompileDepth = 328;

void Program::enterCompile() {
  if (shared_->compile_depth >= kMaxCompileDepth)
    throw Error("maximum recursion depth exceeded while calling a Python object", ErrorKind::RecursionError);
  ++shared_->compile_depth;
}

void Program::leaveCompile() { --shared_->compile_depth; }

std::string classTypeRepr(const std::string& name, const ProgramShared& unit) {
  char address[32];
  std::snprintf(address, sizeof(address), "%p", static_cast<const void*>(&unit));
  return name + " (of Python compilation unit at: " + address + ")";
}

void Program::warn(const std::string& message, const std::string& context, const char* position,
                   const char* function) {
  static std::once_flag banner;  // glog's notice before its first line in a process
  std::fflush(stdout);
  std::call_once(banner, [] { std::fputs("WARNING: Logging before InitGoogleLogging() is written to STDERR\n", stderr); });
  timespec now{};
  clock_gettime(CLOCK_REALTIME, &now);
  tm t{};
  localtime_r(&now.tv_sec, &t);
  std::fprintf(stderr, "W%04d%02d%02d %02d:%02d:%02d.%06ld %ld %s] Warning: %s\n%s (function %s)\n", t.tm_year + 1900,
               t.tm_mon + 1, t.tm_mday, t.tm_hour, t.tm_min, t.tm_sec, now.tv_nsec / 1000,
               static_cast<long>(gettid()), position, message.c_str(), context.c_str(), function);
}

// ---- binding ------------------------------------------------------------------ //

void Program::check() {
  // Binding is idempotent, so once is enough: scriptFunction() calls this
  // on every lookup (Note [Program threading]).
  if (checked_) return;
  checked_ = true;
  for (const StmtPtr& s : module_->body) {
    current_ = s.get();
    if (s->is<Import>() || s->is<ImportFrom>()) import(*s);
    if (s->is<FunctionDef>() || s->is<ClassDef>()) define(*s);
    defineFunctionalNamedTuple(*s);
  }
  current_ = nullptr;
}

std::string Program::graphOf(const std::string& name, bool optimized) {
  const Graph& g = *scriptFunction(name)->graph;
  if (!optimized) return printGraph(g);
  std::unique_ptr<Graph> copy = cloneGraph(g);
  optimizeGraph(*copy);
  return printGraph(*copy);
}

Function* Program::scriptFunction(const std::string& name) {
  check();
  size_t dot = name.find('.');
  auto it = defs_.find(name.substr(0, dot));
  if (it != defs_.end() && dot == std::string::npos && it->second->is<FunctionDef>())
    return compileScript(*it->second->as<FunctionDef>());
  if (it != defs_.end() && dot != std::string::npos && it->second->is<ClassDef>()) {
    ClassInfo* c = compileClass(*it->second->as<ClassDef>());
    // A module's type comes from running its __init__ (DESIGN.md section 2).
    if (c && c->is_module)
      throw Error("'" + c->def->name + "' is an nn.Module: its methods are compiled when an instance is scripted");
    if (Function* f = c ? compileMethod(*c, name.substr(dot + 1)) : nullptr) return f;
  }
  throw Error("no function named '" + name + "'");
}

// ---- definitions ------------------------------------------------------------ //

static bool isScriptDecorator(const Expr& d) {
  // @torch.jit.script (also via `from torch import jit` / `import torch.jit`)
  const ast::Attribute* a = d.as<ast::Attribute>();
  return a && a->attr == "script";
}

static void bindName(std::unordered_map<std::string, const Stmt*>& defs,
                     std::unordered_map<std::string, std::string>& imports, const std::string& name) {
  defs.erase(name);
  imports.erase(name);
}

// Python evaluates a def's annotations when the def runs, so a name that is
// not defined there (a typing name that was never imported) is a NameError
// even for functions that are never compiled.
void Program::checkAnnotationNames(const Expr& e) {
  static const char* builtins[] = {"int", "float", "bool", "str", "complex", "None", "list", "dict", "tuple",
                                   "object", "type", "bytes", "set"};
  if (const Name* n = e.as<Name>()) {
    for (const char* b : builtins)
      if (n->id == b) return;
    if (imports_.count(n->id) || defs_.count(n->id) || functional_tuples_.count(n->id))
      return;
    if (n->id == "number" && isBuiltinSource()) return;  // `other : number` in PyTorch's builtin source
    throw Error("name '" + n->id + "' is not defined", ErrorKind::NameError);
  }
  if (const Subscript* sub = e.as<Subscript>()) {
    checkAnnotationNames(*sub->value);
    for (const ExprPtr& i : sub->indices) checkAnnotationNames(*i);
  } else if (const ast::Attribute* a = e.as<ast::Attribute>()) {
    checkAnnotationNames(*a->value);
  } else if (const TupleLiteral* t = e.as<TupleLiteral>()) {
    for (const ExprPtr& x : t->elts) checkAnnotationNames(*x);
  } else if (const ListLiteral* l = e.as<ListLiteral>()) {
    for (const ExprPtr& x : l->elts) checkAnnotationNames(*x);
  }
}

void Program::define(const Stmt& s) {
  if (const FunctionDef* f = s.as<FunctionDef>()) {
    for (const Param& p : f->params)
      if (p.annotation) checkAnnotationNames(*p.annotation);
    if (f->returns) checkAnnotationNames(*f->returns);
    bindName(defs_, imports_, f->name);
    defs_[f->name] = &s;
    bool script = std::any_of(f->decorators.begin(), f->decorators.end(),
                              [](const ExprPtr& d) { return isScriptDecorator(*d); });
    if (script) compileScript(*f);
    return;
  }
  const ClassDef* c = s.as<ClassDef>();
  bindName(defs_, imports_, c->name);
  defs_[c->name] = &s;
  bool script = std::any_of(c->decorators.begin(), c->decorators.end(),
                            [](const ExprPtr& d) { return isScriptDecorator(*d); });
  if (script) compileClass(*c);
}

void Program::import(const Stmt& s) {
  if (const Import* im = s.as<Import>()) {
    for (const Alias& a : im->names) {
      std::string local = a.asname.empty() ? a.name.substr(0, a.name.find('.')) : a.asname;
      std::string path = a.asname.empty() ? local : a.name;
      bindName(defs_, imports_, local);
      imports_[local] = path;
    }
    return;
  }
  const ImportFrom* im = s.as<ImportFrom>();
  for (const Alias& a : im->names) {
    std::string local = a.asname.empty() ? a.name : a.asname;
    bindName(defs_, imports_, local);
    imports_[local] = im->module + "." + a.name;
  }
}

// ---- compiling functions ------------------------------------------------------ //

Function* Program::compileOverload(const FunctionDef& impl, const FunctionDef& stub, size_t index) {
  auto it = script_functions_.find(&stub);
  if (it != script_functions_.end()) return it->second.get();
  Ref<Function> fn = makeRef<Function>();
  script_functions_[&stub] = fn;
  // As PyTorch: the first overload takes the function's name, later ones
  // (the same name again in one compilation unit) a mangled one.
  fn->qualified_name = qualifiedPrefix() + "." + impl.name;
  if (index > 0)
    fn->qualified_name = qualifiedPrefix() + ".___torch_mangle_" + std::to_string(shared_->mangle_counter++) + "." + impl.name;
  fn->source_extent = impl.source_extent;
  fn->graph = std::make_unique<Graph>();
  try {
    Emitter e(*this, *fn->graph, impl.source_extent);
    e.emitFunction(impl, *fn, nullptr, &stub);
    fn->code = generateCode(
        *fn->graph, [this](const Node* n, BoundKernel& k) { return nodeKernel(*this, n, k); });
  } catch (...) {
    script_functions_.erase(&stub);
    throw;
  }
  return fn.get();
}

Function* Program::compileScript(const FunctionDef& def) {
  auto it = script_functions_.find(&def);
  if (it != script_functions_.end()) {
    if (!it->second->code) {
      throw CompileError("function '" + def.name + "' is called recursively. Recursive calls are not supported",
                         def.name_range);
    }
    return it->second.get();
  }
  Ref<Function> fn = makeRef<Function>();
  script_functions_[&def] = fn;
  fn->qualified_name = qualifiedPrefix() + "." + def.name;
  fn->source_extent = def.source_extent;
  fn->graph = std::make_unique<Graph>();
  try {
    Emitter e(*this, *fn->graph, def.source_extent);
    e.emitFunction(def, *fn);
    fn->code = generateCode(
        *fn->graph, [this](const Node* n, BoundKernel& k) { return nodeKernel(*this, n, k); });
  } catch (...) {
    script_functions_.erase(&def);
    throw;
  }
  return fn.get();
}

// ---- names -------------------------------------------------------------------- //

static bool isPythonBuiltinName(const std::string& n) {
  static const char* names[] = {"print", "len", "range", "isinstance", "int", "float", "str", "bool", "complex",
                                "min", "max", "abs", "sum", "sorted", "enumerate", "zip", "list", "dict",
                                "tuple", "round", "divmod", "ord", "chr", "hash", "any", "all", "hex", "oct",
                                "bin", "pow", "getattr", "hasattr", "repr", "set", "iter", "next", "reversed",
                                "id", "type", "super", "open", "map", "filter", "frozenset", "vars", "format",
                                "ValueError", "RuntimeError", "AssertionError", "KeyError", "IndexError",
                                "TypeError", "Exception", "ZeroDivisionError", "NotImplementedError",
                                "AttributeError", "StopIteration", "OverflowError", "slice", "bytes", "bytearray", "object"};
  for (const char* x : names)
    if (n == x) return true;
  return false;
}

SugaredPtr Program::resolveGlobal(const std::string& name, Emitter& e, const SourceRange& loc) {
  if (resolver_) return resolveLive(name, e, loc);
  if (import_session_)
    if (SugaredPtr s = resolveImportedName(name, e, loc)) return s;
  if (auto d = defs_.find(name); d != defs_.end()) {
    if (const FunctionDef* f = d->second->as<FunctionDef>()) {
      bool script = std::any_of(f->decorators.begin(), f->decorators.end(),
                                [](const ExprPtr& x) { return isScriptDecorator(*x); });
      if (script) return std::make_shared<FunctionValue>(compileScript(*f));
      return std::make_shared<PythonFunctionValue>(f, this);
    }
    return std::make_shared<ClassValue>(compileClass(*d->second->as<ClassDef>()));
  }
  if (auto t = functional_tuples_.find(name); t != functional_tuples_.end())
    return std::make_shared<ClassValue>(t->second.get());
  if (auto i = imports_.find(name); i != imports_.end()) return resolveImport(i->second, e, loc);
  return resolveBuiltinName(name, e, loc);
}

SugaredPtr Program::resolveImport(const std::string& path, Emitter& e, const SourceRange& loc) {
  size_t dot = path.rfind('.');
  if (dot != std::string::npos) {
    std::string parent = path.substr(0, dot);
    if (parent == "typing" || parent == "typing_extensions" || parent == "math" || parent == "torch" ||
        parent == "collections" || parent == "enum" || parent == "torch.nn.functional" ||
        parent == "torch.jit" || parent == "torch.nn" || parent == "torch.nn.init" || parent == "copy" ||
        parent == "warnings" || parent == "torch.nn.modules.utils" || parent == "torch.autograd")
      return moduleAttribute(e, parent, path.substr(dot + 1), loc);
  }
  return std::make_shared<ModuleValue>(path);
}

SugaredPtr Program::resolveBuiltinName(const std::string& name, Emitter& e, const SourceRange& loc) {
  if (isPythonBuiltinName(name)) {
    if (name == "repr" || name == "iter" || name == "next" || name == "vars" || name == "open" || name == "format")
      e.fail("Python builtin <built-in function " + name + "> is currently not supported in Torchscript", loc);
    return std::make_shared<PythonBuiltin>(name);
  }
  e.fail("undefined value " + name, loc);
}

/// A signature type comment parsed from `start` to the end of `loc`. Type
/// comments go through PyTorch's own lexer, which names a character it
/// cannot start a token with (the whitespace before it included) where
/// Python's tokenizer reports the invalid character itself.
static SignatureTypeComment parseTypeCommentText(const SourceRange& loc, uint32_t start) {
  try {
    return parseSignatureTypeComment(loc.source, start, loc.end);
  } catch (const SyntaxError& e) {
    if (e.rawMessage().rfind("invalid character", 0) != 0) throw;
    uint32_t at = e.range().start;
    const std::string& text = loc.source->text();
    while (at > start && (text[at - 1] == ' ' || text[at - 1] == '\t')) --at;
    throw CompileError("expected a valid token but found '" + text.substr(at, at < e.range().start ? 1 : e.range().end - at) +
                           "' here",
                       SourceRange(loc.source, at, at + 1));
  }
}

std::pair<std::vector<TypePtr>, TypePtr> Program::parseTypeComment(const std::string& text, const SourceRange& loc,
                                                                   Emitter& e, size_t num_params, bool is_method) {
  std::string_view whole = loc.text();
  size_t at = whole.find("type:");
  uint32_t start = loc.start + static_cast<uint32_t>(at == std::string_view::npos ? 0 : at + 5);
  SignatureTypeComment sig = parseTypeCommentText(loc, start);
  size_t n = sig.param_types.size();
  if (n != num_params && n + 1 != num_params)
    e.fail("Number of type annotations (" + std::to_string(n) + ") did not match the number of " +
               (is_method ? "method" : "function") + " parameters (" + std::to_string(num_params - is_method) + ")",
           loc);
  // PyTorch evaluates type comments with typing's constructors and Tensor in
  // scope, imported or not.
  bool saved = in_type_comment_;
  in_type_comment_ = true;
  struct Restore {
    bool& flag;
    bool value;
    ~Restore() { flag = value; }
  } restore{in_type_comment_, saved};
  std::vector<TypePtr> params;
  for (const ExprPtr& p : sig.param_types) params.push_back(e.parseTypeExpr(*p));
  TypePtr ret = sig.return_type ? e.parseTypeExpr(*sig.return_type) : nullptr;
  (void)text;
  return {params, ret};
}

}  // namespace ts
