// ===--- trace_function.cpp - a finished trace as a script Function ------=== //
// Note [Trace types]: `.graph` of a trace shows what the trace saw
// (`Float(2, 3, strides=[3, 1], ...)`), but the schema, `.code` and the
// compiled code only know Tensor, as in PyTorch (a traced function accepts
// other shapes). The bytecode is generated from a copy with plain types.
#include "python_jit/trace_function.h"

#include "compiler/codegen.h"
#include "ops/registry.h"
#include "runtime/interpreter.h"
#include "python_jit/trace_fork.h"
#include "python_jit/trace_graph.h"

namespace ts::py {

TypePtr unrefinedType(TypePtr t) {
  switch (t->kind()) {
    case TypeKind::Tensor: return Type::tensor();
    case TypeKind::List: return Type::list(unrefinedType(t->elem()));
    case TypeKind::Optional: return Type::optional(unrefinedType(t->elem()));
    case TypeKind::Tuple: {
      if (!t->name().empty()) return t;
      std::vector<TypePtr> items;
      for (TypePtr i : t->contained()) items.push_back(unrefinedType(i));
      return Type::tuple(items);
    }
    default: return t;
  }
}

static void popInto(Stack& s, size_t n, std::vector<IValue>& items) {
  items.assign(std::make_move_iterator(s.end() - n), std::make_move_iterator(s.end()));
  s.resize(s.size() - n);
}

/// Kernels of the nodes a trace creates itself (registry operators carry
/// their own); false for anything else.
static bool traceNodeKernel(const Node* n, BoundKernel& out) {
  Symbol k = n->kind();
  size_t count = n->inputs().size();
  out.name = k.qualString();
  if (k == prim::Constant) {
    IValue v = valueConstant(n);
    out.fn = [v](Stack& s) { s.push_back(v); };
  } else if (k == prim::ListConstruct) {
    TypePtr elem = unrefinedType(n->output()->type()->elem());
    out.fn = [elem, count](Stack& s) {
      std::vector<IValue> items;
      popInto(s, count, items);
      s.push_back(makeList(elem, std::move(items)));
    };
  } else if (k == prim::TupleConstruct) {
    out.fn = [count](Stack& s) {
      std::vector<IValue> items;
      popInto(s, count, items);
      s.push_back(IValue(makeRef<TupleObj>(std::move(items))));
    };
  } else if (k == prim::DictConstruct) {
    // A dict output (trace(..., strict=False)): key, value, key, value, ...
    TypePtr t = n->output()->type();
    out.fn = [t, count](Stack& s) {
      auto d = makeRef<DictObj>(t->contained()[0], t->contained()[1]);
      for (size_t i = s.size() - count; i < s.size(); i += 2) d->insert(s[i], s[i + 1]);
      s.resize(s.size() - count);
      s.push_back(IValue(d));
    };
  } else if (k == prim::ListUnpack || k == prim::TupleUnpack) {
    size_t outs = n->outputs().size();
    out.fn = [outs](Stack& s) {
      IValue v = pop(s);
      const std::vector<IValue>& items = v.isList() ? v.toList()->items : v.toTuple()->items;
      if (items.size() != outs)
        throw Error("Expected " + std::to_string(outs) + " elements in a list but found " + std::to_string(items.size()));
      for (const IValue& i : items) s.push_back(i);
    };
  } else if (k == prim::GetAttr) {
    std::string name = n->s(attr::name);
    out.fn = [name](Stack& s) {
      IValue obj = pop(s);
      int slot = obj.isObject() ? obj.toObject()->type->attributeIndex(name) : -1;
      if (slot < 0) throw Error("Module has no attribute '" + name + "'", ErrorKind::AttributeError);
      s.push_back(obj.toObject()->slot(static_cast<size_t>(slot)));
    };
  } else if (k == prim::CallMethod && n->callee) {
    // A traced submodule's forward (trace_module.cpp).
    const Function* fn = static_cast<const Function*>(n->callee);
    out.fn = [fn, count](Stack& s) {
      Stack call(std::make_move_iterator(s.end() - static_cast<long>(count)), std::make_move_iterator(s.end()));
      s.resize(s.size() - count);
      runFunction(*fn, call);
      s.push_back(call.empty() ? IValue() : call.back());
    };
  } else {
    return tracedForkKernel(n, out);
  }
  return true;
}

static FunctionSchema tracedSchema(const Graph& g, const std::string& name) {
  FunctionSchema schema;
  schema.name = name;
  for (const Value* in : g.inputs()) {
    std::string arg = in->debugName().empty() ? "x" + std::to_string(in->unique()) : in->debugName();
    if (arg.size() > 2 && arg.compare(arg.size() - 2, 2, ".1") == 0) arg.resize(arg.size() - 2);
    schema.arguments.push_back({arg, unrefinedType(in->type()), std::nullopt, std::nullopt, false, false});
  }
  for (const Value* out : g.outputs()) schema.returns.push_back({"", unrefinedType(out->type()), std::nullopt, std::nullopt, false, false});
  return schema;
}

static void liftForks(Graph& g);

/// The graph the bytecode is made from: types without trace refinements,
/// traced forks lifted into functions of their own (Note [Traced forks]).
static std::unique_ptr<Graph> executableCopy(const Graph& g) {
  std::unique_ptr<Graph> copy = cloneGraph(g);
  for (Value* in : copy->inputs()) in->setType(unrefinedType(in->type()));
  for (Node* n : *copy->block())
    for (Value* out : n->outputs()) out->setType(unrefinedType(out->type()));
  liftForks(*copy);
  return copy;
}

/// Lifts the traced forks of `g` into functions of their own, which keep
/// the traced types for `.graph` (Note [Traced forks]).
static void liftForks(Graph& g) {
  liftTracedForks(g.block(), [](std::unique_ptr<Graph> body) {
    auto fn = makeRef<Function>();
    fn->name = "<forked function>";
    fn->code = generateCode(*executableCopy(*body), traceNodeKernel);
    fn->graph = std::move(body);
    fn->traced = true;
    return fn;
  });
}

Ref<Function> makeTracedFunction(std::unique_ptr<Graph> graph, const std::string& name,
                                 const std::string& qualified_name) {
  auto fn = makeRef<Function>();
  fn->name = name;
  fn->qualified_name = qualified_name;
  liftForks(*graph);
  fn->schema = tracedSchema(*graph, name);
  std::unique_ptr<Graph> exec = executableCopy(*graph);
  fn->code = generateCode(*exec, traceNodeKernel);
  fn->graph = std::move(graph);
  fn->traced = true;
  return fn;
}

void refreshTracedFunction(Function& fn) {
  fn.schema = tracedSchema(*fn.graph, fn.name);
  fn.code = generateCode(*executableCopy(*fn.graph), traceNodeKernel);
}

std::string tracedCode(const Function& fn, bool as_method) {
  return as_method ? methodCode(fn) : functionCode(fn);
}

}  // namespace ts::py
