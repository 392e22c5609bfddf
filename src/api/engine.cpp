// ===--- engine.cpp - compile a source, call its functions ---------------=== //
#include "api/engine.h"

#include "compiler/program.h"
#include "frontend/parser.h"
#include "runtime/interpreter.h"
#include "runtime/printing.h"
#include "runtime/script_traceback.h"
#include "serialization/jit_services.h"

namespace ts::detail {
namespace {

TypePtr stripOptional(TypePtr t) { return t->is(TypeKind::Optional) ? t->elem() : t; }

/// `v` as a value of type `t`, converting what Python's binding converts
/// (an int for a float, lists and tuples item by item); nullopt if it
/// cannot be.
std::optional<IValue> coerce(const IValue& v, TypePtr t) {
  if (valueMatchesType(v, t)) return v;
  TypePtr want = stripOptional(t);
  if (want->is(TypeKind::Float) && (v.isInt() || v.isBool())) return IValue(v.toNumber());
  if (want->is(TypeKind::List) && v.isList()) {
    std::vector<IValue> items;
    for (const IValue& item : v.toList()->items) {
      std::optional<IValue> c = coerce(item, want->elem());
      if (!c) return std::nullopt;
      items.push_back(*c);
    }
    return makeList(want->elem(), std::move(items));
  }
  if (want->is(TypeKind::Tuple) && v.isTuple() && v.toTuple()->items.size() == want->contained().size()) {
    std::vector<IValue> items;
    for (size_t i = 0; i < want->contained().size(); ++i) {
      std::optional<IValue> c = coerce(v.toTuple()->items[i], want->contained()[i]);
      if (!c) return std::nullopt;
      items.push_back(*c);
    }
    return IValue(Ref<TupleObj>(new TupleObj(std::move(items), want->name().empty() ? nullptr : want)));
  }
  if (want->is(TypeKind::Dict) && v.isDict()) {
    IValue d = makeDict(want->contained()[0], want->contained()[1]);
    for (const auto& [k, val] : v.toDict()->entries) {
      std::optional<IValue> ck = coerce(k, want->contained()[0]), cv = coerce(val, want->contained()[1]);
      if (!ck || !cv) return std::nullopt;
      d.toDict()->insert(*ck, *cv);
    }
    return d;
  }
  return std::nullopt;
}

IValue defaultValue(const SchemaDefault& d, TypePtr type) {
  struct Visitor {
    TypePtr type;
    IValue operator()(NoneDefault) const { return IValue(); }
    IValue operator()(const OpaqueDefault& d) const { return valueDefault(d); }
    IValue operator()(int64_t i) const {
      return stripOptional(type)->is(TypeKind::Float) ? IValue(static_cast<double>(i)) : IValue(i);
    }
    IValue operator()(double x) const { return IValue(x); }
    IValue operator()(bool b) const { return IValue(b); }
    IValue operator()(const std::string& s) const { return IValue(s); }
    IValue operator()(const std::vector<int64_t>& v) const {
      return makeList(Type::int_(), std::vector<IValue>(v.begin(), v.end()));
    }
    IValue operator()(const std::vector<double>& v) const {
      return makeList(Type::float_(), std::vector<IValue>(v.begin(), v.end()));
    }
    IValue operator()(const std::vector<bool>& v) const {
      std::vector<IValue> items;
      for (bool b : v) items.emplace_back(b);
      return makeList(Type::bool_(), std::move(items));
    }
  };
  return std::visit(Visitor{type}, d);
}

}  // namespace

Engine::Engine(const std::string& source, const std::string& filename) {
  std::unique_ptr<ast::Module> module = parseFile(Source::make(filename, source));
  for (const ast::StmtPtr& s : module->body)
    if (const auto* f = s->as<ast::FunctionDef>()) names_.push_back(f->name);
  program_ = std::make_unique<Program>(std::move(module));
  program_->check();
  // Compile everything now, so errors surface from ts::compile as they do
  // from torch.jit.CompilationUnit.
  for (const std::string& name : names_) program_->scriptFunction(name);
}

Engine::~Engine() = default;

const Function* Engine::function(const std::string& name) {
  // Looking up `Class.method` may compile it; the Program's tables are
  // single-threaded (Note [Program threading]).
  std::lock_guard<std::recursive_mutex> lock(program_->compileMutex());
  return program_->scriptFunction(name);
}

IValue Engine::call(const Function* fn, std::vector<IValue> args) const { return callFunction(fn, std::move(args)); }

IValue callFunction(const Function* fn, std::vector<IValue> args) {
  const FunctionSchema& s = fn->schema;
  const std::string decl = "Declaration: " + s.str();
  if (args.size() > s.arguments.size())
    throw Error(fn->name + "() expected at most " + std::to_string(s.arguments.size()) +
                " argument(s) but received " + std::to_string(args.size()) + " argument(s). " + decl);
  for (size_t i = 0; i < s.arguments.size(); ++i) {
    const SchemaArgument& a = s.arguments[i];
    if (i >= args.size()) {
      if (!a.default_value) throw Error(fn->name + "() is missing value for argument '" + a.name + "'. " + decl);
      args.push_back(defaultValue(*a.default_value, a.type));
      continue;
    }
    std::optional<IValue> v = coerce(args[i], a.type);
    if (!v)
      throw Error(fn->name + "() Expected a value of type '" + a.type->str() + "' for argument '" + a.name +
                  "' but instead found type '" + runtimeType(args[i])->str() + "'.\nPosition: " + std::to_string(i) +
                  "\nValue: " + pythonRepr(args[i]) + "\n" + decl);
    args[i] = std::move(*v);
  }
  Stack stack(std::move(args));
  try {
    runFunction(*fn, stack);
  } catch (const ScriptError& e) {
    throw Error(scriptTracebackText(e), e.kind());
  }
  if (stack.size() == 1) return std::move(stack[0]);
  return makeTuple(std::move(stack));
}

std::string Engine::schema(const Function* fn) const { return fn->schema.str(); }
std::string Engine::graph(const Function* fn) const { return printGraph(*fn->graph); }

}  // namespace ts::detail
