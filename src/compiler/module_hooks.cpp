// ===--- module_hooks.cpp - forward hooks and pre-hooks of script modules -=== //
// Note [Module hooks]: a hook compiles as a method of the module type (self
// typed as the module), after the type's methods. Its declared signature is
// checked against forward's before its body compiles, as PyTorch's
// ClassType::checkForwardHookSchema / checkForwardPreHookSchema do: a
// pre-hook takes (self, Tuple[forward's inputs]) and returns None, the
// tuple, or (forward taking one argument) that argument; a hook takes
// (self, Tuple[forward's inputs], output of forward or of the previous hook).
#include "compiler/module_hooks.h"

#include <cstdio>
#include <map>
#include <set>

#include "compiler/codegen.h"
#include "compiler/node_kernels.h"

namespace ts {
namespace {

std::string shortName(const ClassType* t) {
  const std::string& q = t->name();
  size_t dot = q.rfind('.');
  return dot == std::string::npos ? q : q.substr(dot + 1);
}

/// PyTorch's build_schema: the hook's declared parameter and return types
/// (unannotated parameters are Tensor; no return annotation, no returns).
FunctionSchema declaredSchema(const HookDef& h, ClassType* self) {
  FunctionSchema s;
  s.name = h.def->name;
  Graph scratch;
  Emitter e(*h.owner, scratch, h.def->source_extent);
  for (size_t i = 0; i < h.def->params.size(); ++i) {
    const ast::Param& p = h.def->params[i];
    TypePtr t = i == 0 ? self : p.annotation ? e.parseTypeExpr(*p.annotation) : Type::tensor();
    SchemaArgument arg;
    arg.name = p.name;
    arg.type = t;
    s.arguments.push_back(arg);
  }
  if (h.def->returns) {
    SchemaArgument ret;
    ret.type = e.parseTypeExpr(*h.def->returns);
    s.returns.push_back(ret);
  }
  return s;
}

/// `T1, T2` of forward's non-self parameters (`()` when there are none).
std::string inputTypes(const FunctionSchema& forward) {
  std::string out;
  for (size_t i = 1; i < forward.arguments.size(); ++i)
    out += (i > 1 ? ", " : "") + forward.arguments[i].type->str();
  return forward.arguments.size() == 1 ? "()" : out;
}

[[noreturn]] void hookError(const std::string& msg) { throw Error(msg, ErrorKind::RuntimeError); }

/// checkForwardHookInputArguments: the input parameter is Tuple[forward's inputs].
void checkInputTuple(const FunctionSchema& forward, const FunctionSchema& hook, const std::string& id,
                     const std::string& help) {
  TypePtr input = hook.arguments[1].type;
  if (!input->is(TypeKind::Tuple))
    hookError(id + "expected the input argument to be typed as a Tuple but found type: '" + input->str() +
              "' instead.\n" + help);
  const auto& items = input->contained();
  if (forward.arguments.size() == 1) {
    if (!items.empty())
      hookError(id + "was expecting Tuple[()] as the input type. Received type: '" + input->str() + "'.\n" + help);
    return;
  }
  if (items.size() != forward.arguments.size() - 1)
    hookError(id + "has the wrong number of contained types for the input argument's Tuple. Received type: '" +
              input->str() + "'.\n" + help);
  for (size_t i = 1; i < forward.arguments.size(); ++i)
    if (forward.arguments[i].type != items[i - 1])
      hookError(id + "has the wrong inner types for the input tuple argument. Received type: '" + input->str() +
                "'.\n" + help);
}

void checkPreHook(const ClassType* t, const FunctionSchema& forward, const FunctionSchema& hook) {
  std::string inputs = inputTypes(forward), module = shortName(t);
  std::string id = "Pre-hook '" + hook.name + "' on module '" + module + "' ";
  const auto& fargs = forward.arguments;
  std::string single = fargs.size() == 2 && !fargs[1].type->is(TypeKind::Tuple)
                           ? ", '" + fargs[1].type->str() + "',"
                           : "";
  std::string help = "This error occured while scripting the forward pre-hook '" + hook.name + "' on module '" +
                     module + "'. If you did not want to script this pre-hook remove it from the original NN module "
                     "before scripting. Pre-hooks for module '" + module + "' are expected to have the following "
                     "signature: " + hook.name + "(self, input: Tuple[" + inputs + "]) with a return type of either "
                     "'None'" + single + " or 'Tuple[" + inputs + "]'.\n";
  if (hook.arguments.size() != 2)
    hookError(id + "was expected to only have exactly 2 inputs but it had " + std::to_string(hook.arguments.size()) +
              " inputs. " + help);
  checkInputTuple(forward, hook, id, help);
  if (hook.returns.empty())
    hookError(id + "is missing a return annotation. Return annotations are required, please add one.\n" + help);
  TypePtr ret = hook.returns[0].type;
  std::string wrong = id + "returned the wrong type of: '" + ret->str() + "'.";
  if (ret->is(TypeKind::None)) return;
  if (fargs.size() == 2 && fargs[1].type == ret) {
    if (ret->is(TypeKind::Tuple))
      hookError(wrong + " When forward has a single tuple input argument, the return needs to be 'None' or a nested "
                "tuple containing forward's input tuple argument as in: 'Tuple[" + fargs[1].type->str() + "]'.\n" +
                help);
    return;
  }
  if (!ret->is(TypeKind::Tuple)) hookError(wrong + help);
  const auto& items = ret->contained();
  if (fargs.size() == 1) {
    if (!items.empty())
      hookError(wrong + " Was expecting either 'None' or 'Tuple[()]' since forward had no arguments.\n" + help);
    return;
  }
  if (items.size() != fargs.size() - 1)
    hookError(wrong + " The returned tuple contains the wrong number of contained types.\n" + help);
  for (size_t i = 1; i < fargs.size(); ++i)
    if (fargs[i].type != items[i - 1]) hookError(wrong + " The returned tuple contains the wrong inner types.\n" + help);
}

void checkHook(const ClassType* t, const FunctionSchema& forward, TypePtr prev_output, const FunctionSchema& hook) {
  std::string module = shortName(t);
  std::string id = "Hook '" + hook.name + "' on module '" + module + "' ";
  std::string help = "This error occured while scripting the forward hook '" + hook.name + "' on module " + module +
                     ". If you did not want to script this hook remove it from the original NN module before "
                     "scripting. This hook was expected to have the following signature: " + hook.name +
                     "(self, input: Tuple[" + inputTypes(forward) + "], output: " + prev_output->str() +
                     "). The type of the output arg is the returned type from either the forward method or the "
                     "previous hook if it exists. Note that hooks can return anything, but if the hook is on a "
                     "submodule the outer module is expecting the same return type as the submodule's forward.\n";
  if (hook.arguments.size() != 3)
    hookError(id + "was expected to only have exactly 3 inputs but it had " + std::to_string(hook.arguments.size()) +
              " inputs. " + help);
  checkInputTuple(forward, hook, id, help);
  TypePtr output = hook.arguments[2].type;
  if (output != prev_output)
    hookError(id + "has the wrong type for the output argument. Received type: '" + output->str() +
              "'. Expected type: '" + prev_output->str() + "'.\n" + help);
}

Ref<Function> compileHook(const HookDef& h, ClassType* self) {
  Ref<Function> fn = makeRef<Function>();
  fn->qualified_name = self->name() + "." + h.def->name;
  fn->source_extent = h.def->source_extent;
  fn->graph = std::make_unique<Graph>();
  Program& p = *h.owner;
  Emitter e(p, *fn->graph, h.def->source_extent);
  e.emitFunction(*h.def, *fn, self);
  fn->code = generateCode(*fn->graph, [&p](const Node* n, BoundKernel& k) { return nodeKernel(p, n, k); });
  return fn;
}

/// A compiled method of `t` named `name` (hooks share the method namespace).
bool hasMethod(ProgramShared& shared, const ClassType* t, const std::string& name) {
  auto info = shared.class_by_type.find(t);
  return info != shared.class_by_type.end() && info->second->methods.count({t, name});
}

}  // namespace

void compileModuleHooks(ProgramShared& shared, ClassType* t, const std::vector<HookDef>& hooks,
                        const std::vector<HookDef>& pre_hooks) {
  if ((hooks.empty() && pre_hooks.empty()) || shared.module_hooks.count(t)) return;
  auto info = shared.class_by_type.find(t);
  Function* fwd = nullptr;
  if (info != shared.class_by_type.end())
    if (auto m = info->second->methods.find({t, "forward"}); m != info->second->methods.end()) fwd = m->second.get();
  if (!fwd) throw Error("Couldn't find method: 'forward' on class: '" + t->name() + "'", ErrorKind::RuntimeError);
  const FunctionSchema& forward = fwd->schema;
  ModuleHooks out;
  std::map<const ast::FunctionDef*, Ref<Function>> defined;
  std::set<std::string> names;
  // define_hooks: forward hooks first, then pre-hooks; a hook seen before
  // is called again, not compiled again.
  auto define = [&](const HookDef& h, std::vector<Ref<Function>>& list, bool pre) {
    if (auto d = defined.find(h.def); d != defined.end()) {
      list.push_back(d->second);
      return;
    }
    if (hasMethod(shared, t, h.def->name) || !names.insert(h.def->name).second)
      hookError("Can't define hook: " + h.def->name + " on class: " + classTypeRepr(t->name(), shared) +
                " because a method or hook with that name already exists.");
    FunctionSchema declared = declaredSchema(h, t);
    if (pre) {
      checkPreHook(t, forward, declared);
    } else {
      TypePtr prev = list.empty() ? forward.returns.at(0).type : list.back()->schema.returns.at(0).type;
      checkHook(t, forward, prev, declared);
    }
    list.push_back(compileHook(h, t));
    defined[h.def] = list.back();
  };
  for (const HookDef& h : hooks) define(h, out.hooks, false);
  for (const HookDef& h : pre_hooks) define(h, out.pre_hooks, true);
  shared.module_hooks[t] = std::move(out);
}

namespace {
Symbol hookAttribute() {
  static const Symbol s = Symbol::fromQualString("attr::hook");
  return s;
}
}  // namespace

void markHookCall(Value* call_output) {
  Node* n = call_output->node();
  if (n->kind() == prim::CallFunction) n->setAttribute(hookAttribute(), int64_t(1));
}

bool isHookCall(const Node* n) { return n->kind() == prim::CallFunction && n->hasAttribute(hookAttribute()); }

const ModuleHooks* moduleHooks(ProgramShared& shared, const Type* t) {
  auto it = shared.module_hooks.find(t);
  return it == shared.module_hooks.end() ? nullptr : &it->second;
}

Value* emitHookedModuleCall(Emitter& e, const ModuleHooks& h, Value* self, std::vector<NamedValue>& args,
                            const SourceRange& loc) {
  // Hooks see the positional arguments as one tuple, as eager hooks do.
  std::vector<Value*> items;
  for (const NamedValue& a : args) items.push_back(a.value);
  Value* input = e.emitTupleConstruct(items, loc);
  for (const Ref<Function>& fn : h.pre_hooks) {
    std::vector<NamedValue> call{{"", self, loc}, {"", input, loc}};
    Value* r = e.emitFunctionCall(fn.get(), call, loc);
    markHookCall(r);
    if (r->type()->is(TypeKind::None)) continue;
    input = r->type()->is(TypeKind::Tuple) ? r : e.emitTupleConstruct({r}, loc);
  }
  std::vector<NamedValue> forward_args = args;
  if (!h.pre_hooks.empty() && !args.empty()) {
    forward_args.clear();
    for (Value* v : e.unpackTuple(input, loc)) forward_args.push_back({"", v, loc});
  }
  Value* output = e.program().tryEmitMagic(e, "forward", self, forward_args, loc);
  if (!output) e.fail("'" + self->type()->str() + "' object is not callable", loc);
  for (const Ref<Function>& fn : h.hooks) {
    std::vector<NamedValue> call{{"", self, loc}, {"", input, loc}, {"", output, loc}};
    Value* r = e.emitFunctionCall(fn.get(), call, loc);
    markHookCall(r);
    if (!r->type()->is(TypeKind::None)) output = r;
  }
  return output;
}

}  // namespace ts
