// ===--- schema_match.cpp - overload resolution against schemas ----------=== //
// PyTorch's rules: positional then keyword arguments, defaults filled in,
// type variables bound by the first argument that mentions them, a tuple
// literal accepted for a list, and overloads tried in registration order.
#include <algorithm>
#include <map>

#include "compiler/emitter.h"
#include "compiler/overload_order.h"
#include "compiler/program.h"

namespace ts {
namespace {

/// Substitutes bound type variables; nullptr if one is unbound.
TypePtr substitute(TypePtr t, const std::map<std::string, TypePtr>& env) {
  switch (t->kind()) {
    case TypeKind::Var: {
      auto it = env.find(t->name());
      return it == env.end() ? nullptr : it->second;
    }
    case TypeKind::List: {
      TypePtr e = substitute(t->elem(), env);
      return e ? Type::list(e) : nullptr;
    }
    case TypeKind::Optional: {
      TypePtr e = substitute(t->elem(), env);
      return e ? Type::optional(e) : nullptr;
    }
    case TypeKind::Dict: {
      TypePtr k = substitute(t->contained()[0], env), v = substitute(t->contained()[1], env);
      return k && v ? Type::dict(k, v) : nullptr;
    }
    case TypeKind::Tuple: {
      if (!t->name().empty()) return t;
      std::vector<TypePtr> items;
      for (TypePtr c : t->contained()) {
        TypePtr s = substitute(c, env);
        if (!s) return nullptr;
        items.push_back(s);
      }
      return Type::tuple(items);
    }
    case TypeKind::Future: {
      TypePtr e = substitute(t->elem(), env);
      return e ? Type::future(e) : nullptr;
    }
    default: return t;
  }
}

bool hasVars(TypePtr t) {
  if (t->is(TypeKind::Var)) return true;
  for (TypePtr c : t->contained())
    if (hasVars(c)) return true;
  return false;
}

/// Binds type variables in `formal` against `actual`. Returns why they
/// cannot match, in PyTorch's words, or "" when they can. A formal without
/// variables always binds: its shape is left to the subtype check (which
/// may still convert, e.g. an int for an `int[1]` argument).
std::string bindVars(TypePtr formal, TypePtr actual, std::map<std::string, TypePtr>& env) {
  if (!hasVars(formal)) return "";
  switch (formal->kind()) {
    case TypeKind::Var: {
      auto it = env.find(formal->name());
      if (it == env.end()) {
        env[formal->name()] = actual;
        return "";
      }
      if (actual->isSubtypeOf(it->second)) return "";
      // A Scalar (`x.item()`) against a variable already bound to int or
      // float keeps the binding: the argument then converts through
      // aten::Int/Float, as in PyTorch (`float_list.append(t.item())`).
      const bool number_to_concrete = actual->is(TypeKind::Number) &&
                                      (it->second->is(TypeKind::Float) || it->second->is(TypeKind::Int));
      if (number_to_concrete) return "";
      if (auto u = unifyTypes(it->second, actual)) {
        it->second = *u;
        return "";
      }
      return "Type variable '" + formal->name() + "' previously matched to type " + it->second->str() +
             " is matched to type " + actual->str();
    }
    case TypeKind::List:
      if (actual->is(TypeKind::List)) return bindVars(formal->elem(), actual->elem(), env);
      // As c10's matchTypeVariables: a tuple whose items unify binds like a
      // list of them (`(x,) * 2`, `sum(t)`); it converts to one afterwards.
      if (actual->is(TypeKind::Tuple) && !actual->contained().empty())
        if (auto unified = unifyTypeList(actual->contained()))
          return bindVars(formal->elem(), *unified, env);
      return "Cannot match " + formal->str() + " to " + actual->str();
    case TypeKind::Optional:
      if (actual->is(TypeKind::None)) return "";
      if (actual->is(TypeKind::Optional)) return bindVars(formal->elem(), actual->elem(), env);
      return bindVars(formal->elem(), actual, env);
    case TypeKind::Dict: {
      if (!actual->is(TypeKind::Dict)) return "Cannot match a dict to " + actual->str();
      std::string why = bindVars(formal->contained()[0], actual->contained()[0], env);
      return why.empty() ? bindVars(formal->contained()[1], actual->contained()[1], env) : why;
    }
    case TypeKind::Future:
      if (!actual->is(TypeKind::Future)) return "Cannot match a future to " + actual->str();
      return bindVars(formal->elem(), actual->elem(), env);
    case TypeKind::Tuple:
      // Not a tuple: left to the conversion that retypes an empty list
      // literal (`dict([])`).
      if (!actual->is(TypeKind::Tuple)) return "";
      if (actual->contained().size() != formal->contained().size()) return "Cannot match tuples of mismatched size";
      for (size_t i = 0; i < formal->contained().size(); ++i) {
        std::string why = bindVars(formal->contained()[i], actual->contained()[i], env);
        if (!why.empty()) return why;
      }
      return "";
    default: return "";
  }
}

/// PyTorch's convertibleToList: a list, or a tuple of the list's elements.
bool convertibleToList(TypePtr actual, TypePtr list_type) {
  if (actual->isSubtypeOf(list_type)) return true;
  if (!actual->is(TypeKind::Tuple)) return false;
  for (TypePtr item : actual->contained())
    if (!item->isSubtypeOf(list_type->elem())) return false;
  return true;
}

/// Note [Varargs as list]: `torch.ones(2, 3)`, `x.view(-1)`. As PyTorch's
/// tryMatchSchema (varargsCanBeUsedAsList), when the schema's last positional
/// argument is a plain list (not Optional, not `int[2]`, no type variable)
/// and the positional given there is neither a list nor a tuple of its
/// elements, every positional from there on packs into one list, each
/// converted to the element type as an argument named '<varargs>'. Returns
/// false with `failure` set when an element does not convert; leaves
/// `packed` empty when the rule does not apply.
bool packVarargs(Emitter& e, const FunctionSchema& schema, const std::vector<NamedValue>& args,
                 const SourceRange& loc, std::vector<NamedValue>& packed, std::string& failure) {
  size_t last_positional = 0;
  while (last_positional < schema.arguments.size() && !schema.arguments[last_positional].kwarg_only)
    ++last_positional;
  if (last_positional == 0) return true;
  const SchemaArgument& formal = schema.arguments[last_positional - 1];
  if (!formal.type->is(TypeKind::List) || formal.list_length || hasVars(formal.type)) return true;
  // A method's object binds the argument named `self` and never packs
  // (PyTorch passes it apart from the positionals).
  size_t self_index = 0;
  while (self_index < schema.arguments.size() && schema.arguments[self_index].name != "self") ++self_index;
  bool self_bound = !args.empty() && args[0].is_self && self_index < schema.arguments.size();
  if (self_bound && self_index == last_positional - 1) return true;
  size_t first = last_positional - 1 - (self_bound && self_index < last_positional - 1 ? 1 : 0), k = 0;
  auto positional = [&](const NamedValue& a) { return a.name.empty() && !(self_bound && &a == &args[0]); };
  Value* first_value = nullptr;
  for (const NamedValue& a : args)
    if (positional(a) && k++ == first) first_value = a.value;
  if (!first_value || first_value->type()->is(TypeKind::List) || convertibleToList(first_value->type(), formal.type))
    return true;
  // PyTorch matches the formals in order: an earlier positional that cannot
  // fit (not a subtype, and no number conversion could make it one) fails
  // first, under its own name, before any packing.
  auto numeric = [](const TypePtr& t) {
    return t->is(TypeKind::Int) || t->is(TypeKind::Float) || t->is(TypeKind::Bool) || t->is(TypeKind::Number) ||
           t->is(TypeKind::Complex) || t->is(TypeKind::Tensor);
  };
  k = 0;
  for (const NamedValue& a : args) {
    if (!positional(a) || k >= first) continue;
    const SchemaArgument& f = schema.arguments[k + (self_bound && self_index <= k ? 1 : 0)];
    ++k;
    TypePtr vt = a.value->type();
    if (!vt->isSubtypeOf(f.type) && !hasVars(f.type) && !(numeric(vt) && numeric(f.type))) return true;
  }
  TypePtr elem = formal.type->elem();
  std::vector<Value*> items;
  size_t at = 0;
  k = 0;
  for (const NamedValue& a : args) {
    if (!positional(a) || k++ < first) {
      packed.push_back(a);
      continue;
    }
    if (items.empty()) at = packed.size();
    Value* v = a.value;
    if (!v->type()->isSubtypeOf(elem)) {
      Value* converted = e.tryConvertImplicitly(v, elem, loc);
      if (!converted) {
        failure = "Expected a value of type '" + elem->str() + "' for argument '<varargs>' but instead found type '" +
                  e.typeRepr(v) + "'.";
        return false;
      }
      v = converted;
    }
    items.push_back(v);
  }
  packed.insert(packed.begin() + static_cast<long>(at), NamedValue{"", e.emitListConstruct(elem, items, loc), loc});
  return true;
}

}  // namespace

/// Tries to match `args` to `schema`; on success returns the inputs in
/// schema order and the bound return types, else a failure reason.
struct MatchResult {
  std::vector<Value*> inputs;
  std::vector<TypePtr> returns;
  std::string failure;
  bool ok = false;
};

MatchResult matchSchema(Emitter& e, const FunctionSchema& schema, std::vector<NamedValue>& args,
                        const SourceRange& loc, bool allow_conversions) {
  MatchResult r;
  std::map<std::string, TypePtr> env;
  std::vector<Value*> chosen(schema.arguments.size(), nullptr);
  size_t positional = 0;
  std::vector<NamedValue> packed_args;
  if (allow_conversions && !packVarargs(e, schema, args, loc, packed_args, r.failure)) return r;
  std::vector<NamedValue>& call_args = packed_args.empty() ? args : packed_args;
  // Note [Match order]: as PyTorch, parameters are checked in order
  // (missing, then type), and only then extra positionals and unused
  // keywords, so `g('s', 2)` for `g(int a)` reports the type of `a`.
  size_t extra_positional = 0;
  // PyTorch binds a method's object to the argument named `self`
  // (aten::where.self(Tensor condition, Tensor self, Tensor other)).
  size_t self_index = schema.arguments.size();
  if (!call_args.empty() && call_args[0].is_self) {
    size_t i = 0;
    while (i < schema.arguments.size() && schema.arguments[i].name != "self") ++i;
    if (i > 0 && i < schema.arguments.size() && !schema.arguments[i].kwarg_only) {
      self_index = i;
      chosen[i] = call_args[0].value;
    }
  }
  for (const NamedValue& a : call_args) {
    if (!a.name.empty() || (a.is_self && self_index < schema.arguments.size())) continue;
    if (positional == self_index && self_index < schema.arguments.size()) ++positional;
    if (positional < schema.arguments.size() && !schema.arguments[positional].kwarg_only)
      chosen[positional++] = a.value;
    else if (schema.is_vararg)
      r.inputs.push_back(a.value);
    else
      ++extra_positional;
  }
  std::string unused_keyword;
  for (const NamedValue& a : call_args) {
    if (a.name.empty()) continue;
    size_t i = 0;
    while (i < schema.arguments.size() && schema.arguments[i].name != a.name) ++i;
    // As PyTorch's findInputWithName: `input=` names an aten op's `self`.
    if (i == schema.arguments.size() && a.name == "input" && schema.name.rfind("aten::", 0) == 0) {
      i = 0;
      while (i < schema.arguments.size() && schema.arguments[i].name != "self") ++i;
    }
    if (i < schema.arguments.size() && !chosen[i])
      chosen[i] = a.value;
    else if (unused_keyword.empty())
      unused_keyword = "Keyword argument " + a.name + (i < schema.arguments.size() ? " specified twice." : " unknown.");
  }
  std::vector<Value*> inputs;
  for (size_t i = 0; i < schema.arguments.size(); ++i) {
    const SchemaArgument& formal = schema.arguments[i];
    Value* v = chosen[i];
    if (!v) {
      if (!formal.default_value) {
        r.failure = "Argument " + formal.name + " not provided.";
        return r;
      }
      // No source range, as PyTorch's: `.graph` prints no `# file:line`
      // comment on a constant the call did not spell out.
      v = e.program().defaultValue(e, *formal.default_value, formal.type, SourceRange());
    }
    TypePtr want = formal.type;
    std::string why = bindVars(want, v->type(), env);
    if (!why.empty()) {
      r.failure = "Could not match type " + v->type()->str() + " to " + want->str() + " in argument '" + formal.name +
                  "': " + why + ".";
      return r;
    }
    TypePtr concrete = substitute(want, env);
    // An empty list literal is left to the conversion that retypes it.
    bool empty_literal = v->node()->kind() == prim::ListConstruct && v->node()->inputs().empty();
    if (!concrete && empty_literal) concrete = want;
    if (!concrete) {
      r.failure = "Type variables in type " + want->str() + " could not be inferred from actual type " +
                  v->type()->str();
      return r;
    }
    if (!v->type()->isSubtypeOf(concrete)) {
      Value* converted = nullptr;
      // A list argument of fixed length (`int[2]`, BroadcastingList2[float])
      // accepts a single number of its element type.
      TypePtr list_formal = concrete->is(TypeKind::Optional) ? concrete->elem() : concrete;
      if (formal.list_length && list_formal->is(TypeKind::List) &&
          (v->type()->is(TypeKind::Int) || v->type()->is(TypeKind::Float)) &&
          list_formal->elem()->kind() == v->type()->kind())
        converted = e.emitListConstruct(v->type(), std::vector<Value*>(*formal.list_length, v), loc);
      if (!converted)
        converted = allow_conversions ? e.tryConvertImplicitly(v, concrete, loc) : e.tryConvert(v, concrete, false, loc);
      if (!converted) {
        // PyTorch names the formal type, type variables unbound
        // (Argument::formatTypeMismatchMsg): 'Dict[int, t]'.
        r.failure = "Expected a value of type '" + want->str() + (formal.inferred ? " (inferred)" : "") +
                    "' for argument '" + formal.name + "' but instead found type '" + e.typeRepr(v) + "'.";
        if (concrete->is(TypeKind::Interface)) {
          std::string why = interfaceMismatchReason(v->type(), static_cast<const InterfaceType*>(concrete),
                                                     v->type()->str());
          if (!why.empty()) r.failure += "\n" + why;
        }
        if (e.isInferred(v))
          r.failure += "\nInferred the value for argument '" + formal.name +
                       "' to be of type 'Tensor' because it was not annotated with an explicit type.";
        if (formal.inferred)
          r.failure += "\nInferred '" + formal.name +
                       "' to be of type 'Tensor' because it was not annotated with an explicit type.";
        if (v->type()->is(TypeKind::List) && v->type()->elem()->isSubtypeOf(Type::tensor()))
          r.failure += "\nEmpty lists default to List[Tensor]. Add a variable annotation to the assignment to create "
                       "an empty list of another type (torch.jit.annotate(List[T, []]) where T is the type of "
                       "elements in the list for Python 2)";
        return r;
      }
      v = converted;
    }
    inputs.push_back(v);
  }
  if (extra_positional) {
    // PyTorch binds `self` apart from the positionals it counts.
    size_t used = positional;
    if (!call_args.empty() && call_args[0].is_self && used > 0 &&
        (self_index < schema.arguments.size() || schema.arguments[0].name == "self"))
      --used;
    r.failure = "Expected at most " + std::to_string(used) + " arguments but found " +
                std::to_string(used + extra_positional) + " positional arguments.";
    return r;
  }
  if (!unused_keyword.empty()) {
    r.failure = unused_keyword;
    return r;
  }
  inputs.insert(inputs.end(), r.inputs.begin(), r.inputs.end());
  r.inputs = std::move(inputs);
  for (const SchemaArgument& ret : schema.returns) {
    TypePtr t = substitute(ret.type, env);
    r.returns.push_back(t ? t : Type::any());
  }
  r.ok = true;
  return r;
}

namespace {

/// Why `schema` did not match, as PyTorch words it: a blank line, the
/// schema as declared, then the reason (alone when it is the only candidate).
std::string candidateFailure(const std::string& schema, const std::string& why) {
  // PyTorch ends every reason with a newline but the type-variable one.
  return "\n" + schema + ":\n" + why + (why.rfind("Type variables", 0) == 0 ? "" : "\n");
}

/// Every line of `text` indented by two spaces, blank ones too (PyTorch
/// indents the candidate list line by line); no indent after a final newline.
std::string indentLines(const std::string& text) {
  std::string out = "  ";
  for (size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '\n' && i + 1 < text.size()) out += "  ";
  }
  return out;
}

/// Drops the conversion nodes a failed match inserted after `mark`.
void dropUnusedSince(Graph& g, Node* mark) {
  for (Node* n = g.insertionPoint()->prev(); n != mark;) {
    Node* prev = n->prev();
    bool unused = true;
    for (Value* o : n->outputs()) unused = unused && !o->hasUses();
    if (unused) n->destroy();
    n = prev;
  }
}

/// Script functions print without their qualifier: `f(int x) -> int`.
std::string unqualifiedSchema(const Function& fn) {
  size_t qualifier = fn.schema.name.find("::");
  return fn.schema.str().substr(qualifier == std::string::npos ? 0 : qualifier + 2);
}

/// Levenshtein distance of a and b, or more than `limit` once it must be.
size_t editDistance(const std::string& a, const std::string& b, size_t limit) {
  if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > limit) return limit + 1;
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

/// PyTorch's message for a name no operator has: the registered names
/// within edit distance 2 of it (findSimilarOperators), or that there are none.
std::string unknownBuiltinMessage(Symbol symbol) {
  const std::string name = symbol.qualString();
  std::vector<std::string> similar;
  for (const Operator* op : Registry::global().all()) {
    const std::string& other = op->schema.name;
    if (std::find(similar.begin(), similar.end(), other) != similar.end()) continue;
    if (editDistance(name, other, 2) <= 2) similar.push_back(other);
  }
  std::string out = "Unknown builtin op: " + name + ".\n";
  if (similar.empty())
    return out + "Could not find any similar ops to " + name +
           ". This op may not exist or may not be currently supported in TorchScript.\n";
  out += "Here are some suggestions: \n";
  for (const std::string& s : similar) out += "\t" + s + "\n";
  return out + "\nThe original call is";
}

}  // namespace

Value* Emitter::tryEmitBuiltinCall(Symbol symbol, std::vector<NamedValue>& args, const SourceRange& loc,
                                   std::string* failure) {
  const auto& ops = Registry::global().lookup(symbol);
  if (ops.empty()) {
    if (failure) *failure = unknownBuiltinMessage(symbol);
    return nullptr;
  }
  std::vector<std::pair<size_t, std::string>> failures;  // PyTorch's rank, text
  for (bool allow : {false, true}) {
    for (const Operator* op : ops) {
      // Matching may insert conversion nodes; insert them only for the winner
      // by matching into a scratch point first.
      Node* mark = graph_.insertionPoint()->prev();
      MatchResult m = matchSchema(*this, op->schema, args, loc, allow);
      if (!m.ok) {
        dropUnusedSince(graph_, mark);
        if (allow)  // PyTorch reports the converting pass
          failures.emplace_back(pytorchOverloadRank(op->schema.name, op->schema.overload),
                                candidateFailure(op->schema.str(), m.failure));
        continue;
      }
      Node* n = insert(op->symbol, m.inputs, op->schema.is_varret ? 1 : m.returns.size(), loc);
      n->op = op;
      n->schema_name = op->schema.overload;
      if (op->schema.is_varret) {
        n->output()->setType(Type::none());
      } else {
        for (size_t i = 0; i < m.returns.size(); ++i) n->output(i)->setType(m.returns[i]);
      }
      if (m.returns.size() == 1) return n->output();
      if (m.returns.empty()) return noneValue(loc);
      Value* tuple = emitTupleConstruct(n->outputs(), loc);
      // Named returns (`-> (Tensor values, Tensor indices)`) make a
      // NamedTuple, so `r.values` works.
      bool named = true;
      for (const SchemaArgument& ret : op->schema.returns) named = named && !ret.name.empty();
      if (named) tuple->setType(program_.returnTupleType(op->schema, m.returns, true));
      return tuple;
    }
  }
  if (failure) *failure = listFailures(symbol, failures, args, loc);
  return nullptr;
}

/// The failure text of a builtin call: the candidates in PyTorch's order,
/// then PyTorch's builtin functions of the same name (Note in
/// overload_order.h); a single candidate's reason alone.
std::string Emitter::listFailures(Symbol symbol, std::vector<std::pair<size_t, std::string>>& failures,
                                  std::vector<NamedValue>& args, const SourceRange& loc) {
  std::stable_sort(failures.begin(), failures.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string text;
  for (const auto& f : failures) text += f.second;
  size_t count = failures.size() + pytorchBlockListedOverloads(symbol.qualString());
  for (const FunctionSchema& schema : builtinFunctionSchemas(symbol.qualString())) {
    Node* mark = graph_.insertionPoint()->prev();
    MatchResult m = matchSchema(*this, schema, args, loc, true);
    dropUnusedSince(graph_, mark);
    if (m.ok) continue;
    text += candidateFailure(schema.str(), m.failure);
    ++count;
  }
  if (count == 1) return text;
  return "Arguments for call are not valid.\nThe following variants are available:\n" + indentLines(text) +
         "\nThe original call is";
}

Value* Emitter::emitBuiltinCall(Symbol symbol, std::vector<NamedValue> args, const SourceRange& loc) {
  std::string failure;
  if (Value* v = tryEmitBuiltinCall(symbol, args, loc, &failure)) return v;
  fail(failure, loc);
}

std::vector<Value*> Emitter::matchArguments(const FunctionSchema& schema, std::vector<NamedValue>& args,
                                            const SourceRange& loc) {
  // PyTorch's matchSchema, which NamedTuple constructors and interface
  // methods use, allows the implicit conversions (a `number` to float).
  MatchResult m = matchSchema(*this, schema, args, loc, true);
  if (!m.ok) fail(candidateFailure(schema.str(), m.failure), loc);
  return m.inputs;
}

/// The prim::CallFunction of fn on a successful match's inputs.
static Value* insertFunctionCall(Emitter& e, Function* fn, const MatchResult& m, const SourceRange& loc) {
  Node* n = e.insert(prim::CallFunction, m.inputs, 1, loc);
  n->callee = fn;
  n->setAttribute(attr::name, fn->name);
  n->output()->setType(m.returns.empty() ? Type::none() : m.returns[0]);
  return n->output();
}

Value* Emitter::emitOverloadedFunctionCall(const std::vector<Function*>& overloads,
                                           std::vector<NamedValue>& args, const SourceRange& loc) {
  // As PyTorch's matchSchemas: exact matches first, then with conversions
  // (a single overload goes straight to the converting pass); the failures
  // are the converting pass's.
  std::string failures;
  for (bool allow : {overloads.size() == 1, true}) {
    failures.clear();
    for (Function* fn : overloads) {
      Node* mark = graph_.insertionPoint()->prev();
      MatchResult m = matchSchema(*this, fn->schema, args, loc, allow);
      if (m.ok) return insertFunctionCall(*this, fn, m, loc);
      dropUnusedSince(graph_, mark);
      failures += candidateFailure(unqualifiedSchema(*fn), m.failure);
    }
  }
  fail(overloads.size() == 1 ? failures
                             : "Arguments for call are not valid.\nThe following variants are available:\n" +
                                   indentLines(failures) + "\nThe original call is",
       loc);
}

Value* Emitter::tryEmitFunctionCall(Function* fn, std::vector<NamedValue>& args, const SourceRange& loc,
                                    bool allow_conversions) {
  Node* mark = graph_.insertionPoint()->prev();
  MatchResult m = matchSchema(*this, fn->schema, args, loc, allow_conversions);
  if (m.ok) return insertFunctionCall(*this, fn, m, loc);
  dropUnusedSince(graph_, mark);
  return nullptr;
}

Value* Emitter::emitFunctionCall(Function* fn, std::vector<NamedValue>& args, const SourceRange& loc) {
  MatchResult m = matchSchema(*this, fn->schema, args, loc, true);
  if (!m.ok) {
    fail(candidateFailure(unqualifiedSchema(*fn), m.failure), loc);
  }
  return insertFunctionCall(*this, fn, m, loc);
}

namespace {

Value* mapped(const ValueMap& map, Value* v) { return map.count(v) ? map.at(v) : v; }

/// Copies `b`'s nodes to g's insertion point. An `if` on a constant (an
/// inlined `assert condition` given `True`) keeps only the branch taken, as
/// PyTorch's cleanup after inlining does.
void cloneFolding(const Block& b, Graph& g, ValueMap& map) {
  for (const Node* n : b) {
    Value* cond = n->kind() == prim::If ? mapped(map, n->input(0)) : nullptr;
    if (!cond || cond->node()->kind() != prim::Constant || !cond->type()->is(TypeKind::Bool)) {
      cloneNode(n, g, map);
      continue;
    }
    const Block& taken = *n->blocks()[cond->node()->i(attr::value) ? 0 : 1];
    cloneFolding(taken, g, map);
    for (size_t i = 0; i < n->outputs().size(); ++i) map[n->output(i)] = mapped(map, taken.outputs()[i]);
  }
}

}  // namespace

Value* Emitter::inlineFunctionCall(Node* call) {
  const Graph& body = *static_cast<const Function*>(call->callee)->graph;
  ValueMap map;
  for (size_t i = 0; i < body.inputs().size(); ++i) map[body.inputs()[i]] = call->input(i);
  // The call was inserted just before the insertion point: the copies follow it.
  cloneFolding(*body.block(), graph_, map);
  Value* result = mapped(map, body.outputs().at(0));
  call->output()->replaceAllUsesWith(result);
  call->destroy();
  return result;
}

}  // namespace ts
