// ===--- fork_wait.cpp - torch.jit.fork and torch.jit.wait ----------------=== //
// fork(fn, *args) compiles the call `fn(*args)` into a function of its own
// (PyTorch's fork subgraph) and emits prim::fork of the values it captures;
// wait(fut) is aten::wait. See Note [Fork runs on the pool] in runtime/future.h.
#include "compiler/fork_wait.h"

#include <algorithm>

#include "compiler/codegen.h"
#include "compiler/emitter.h"
#include "compiler/node_kernels.h"
#include "compiler/program.h"
#include "ops/grad_hook.h"
#include "runtime/future.h"
#include "runtime/interop_pool.h"
#include "runtime/interpreter.h"
#include "runtime/script_traceback.h"
#include "tensor/grad_mode.h"

namespace ts {

namespace {

const Symbol kFork = Symbol::fromQualString("prim::fork");
const Symbol kWait = Symbol::fromQualString("aten::wait");

bool inside(const Node* n, const Block* b) {
  for (const Block* o = n->owningBlock(); o; o = o->owningNode() ? o->owningNode()->owningBlock() : nullptr) {
    if (o == b) return true;
  }
  return false;
}

/// The values that nodes of `b` (at any depth) use but `b` does not define,
/// in first-use order.
void collectCaptures(const Block* b, const Block* root, std::vector<Value*>& out) {
  for (const Node* n : *b) {
    for (Value* v : n->inputs()) {
      if (!inside(v->node(), root) && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
    }
    for (const Block* sub : n->blocks()) collectCaptures(sub, root, out);
  }
  for (Value* v : b->outputs()) {
    if (!inside(v->node(), root) && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
}

/// Moves the nodes of `body` into a new graph whose inputs are `captures`.
std::unique_ptr<Graph> extractGraph(const Block* body, const std::vector<Value*>& captures) {
  auto g = std::make_unique<Graph>();
  ValueMap map;
  for (Value* v : captures) {
    Value* in = g->addInput();
    in->setType(v->type());
    if (!v->debugName().empty()) in->setDebugName(v->debugName());
    map[v] = in;
  }
  for (const Node* n : *body) cloneNode(n, *g, map);
  for (Value* v : body->outputs()) g->registerOutput(map.count(v) ? map[v] : v);
  return g;
}

}  // namespace

std::unique_ptr<Graph> extractForkBody(const Block* body, std::vector<Value*>& captures) {
  collectCaptures(body, body, captures);
  return extractGraph(body, captures);
}

namespace {

/// Emits `callee(args)` into a scratch block and returns the forked
/// function with the values it captures.
Ref<Function> compileForkedCall(Emitter& e, SugaredPtr callee, std::vector<NamedValue>& args,
                                const SourceRange& loc, std::vector<Value*>& captures) {
  Graph& g = e.graph();
  Node* scratch = g.create(Symbol::fromQualString("prim::ForkBody"), {}, 0);
  g.insertNode(scratch);
  Block* body = scratch->addBlock();
  Node* resume = scratch->next();
  g.setInsertionPoint(body);
  Value* result = nullptr;
  try {
    result = callee->call(e, loc, args)->asValue(e, loc);
  } catch (...) {
    g.setInsertionPointBefore(resume);
    throw;
  }
  body->registerOutput(result);
  g.setInsertionPointBefore(resume);
  collectCaptures(body, body, captures);
  Ref<Function> fn = makeRef<Function>();
  fn->name = "<forked function>";
  fn->source_extent = e.extent();  // its frame shows the forking function's source
  fn->graph = extractGraph(body, captures);
  scratch->destroy();
  Program& p = e.program();
  fn->code = generateCode(
      *fn->graph, [&p](const Node* n, BoundKernel& k) { return nodeKernel(p, n, k); });
  return fn;
}

SugaredPtr emitFork(Emitter& e, const ast::Call& call) {
  const SourceRange& loc = call.range;
  if (call.args.empty()) e.fail("fork expects a callable as its first argument", loc);
  SugaredPtr callee = e.emitSugared(*call.args[0]);
  std::vector<NamedValue> args;
  for (size_t i = 1; i < call.args.size(); ++i) {
    if (call.args[i]->is<ast::Starred>()) e.fail("fork does not support *args", call.args[i]->range);
    args.push_back({"", e.emitExpr(*call.args[i]), call.args[i]->range});
  }
  for (const ast::Keyword& k : call.keywords) {
    if (k.name.empty()) e.failNotSupported("keyword-arg expansion is not supported", k.value->range);
    args.push_back({k.name, e.emitExpr(*k.value), k.range});
  }
  // PyTorch's fork node (and the call inside it) ends at its last argument,
  // before the `)`.
  SourceRange node_loc = e.treeRange(call);  // Note [Apply ranges]
  std::vector<Value*> captures;
  Ref<Function> fn = compileForkedCall(e, callee, args, node_loc, captures);
  Node* n = e.insert(kFork, captures, 1, node_loc);
  n->output()->setType(Type::future(fn->graph->outputs()[0]->type()));
  setValueConstant(n, IValue(fn));
  return std::make_shared<SimpleValue>(n->output());
}

SugaredPtr emitWait(Emitter& e, const ast::Call& call) {
  const SourceRange& loc = call.range;
  if (call.args.size() != 1 || !call.keywords.empty()) e.fail("wait expects exactly one argument", loc);
  Value* fut = e.emitExpr(*call.args[0]);
  if (!fut->type()->is(TypeKind::Future))
    e.fail("wait expects a Future, but found type '" + fut->type()->str() + "'", call.args[0]->range);
  // PyTorch's traceback highlights the callee `torch.jit.wait`, not the call.
  Node* n = e.insert(kWait, {fut}, 1, call.func->range);
  return std::make_shared<SimpleValue>(n->output()->setType(fut->type()->elem()));
}

struct FutureWaitMethod : SugaredValue {
  explicit FutureWaitMethod(Value* f) : fut(f) {}
  std::string kind() const override { return "builtin method"; }
  SugaredPtr call(Emitter& e, const SourceRange& loc, std::vector<NamedValue>& args) override {
    if (!args.empty()) e.fail("wait() takes no arguments", loc);
    Node* n = e.insert(kWait, {fut}, 1, loc);
    return std::make_shared<SimpleValue>(n->output()->setType(fut->type()->elem()));
  }
  Value* fut;
};

/// The message of a forked call's error as a wait re-raises it: PyTorch
/// wraps it in a RuntimeError that holds the fork's own traceback.
Error forkError(const ScriptError& e) {
  return Error(scriptTracebackText(e), ErrorKind::RuntimeError);
}

/// Leaves a PendingForks count however the forked call ends.
struct LeaveOnExit {
  PendingForks& pending;
  ~LeaveOnExit() { pending.leave(); }
};

/// Queues `fn(args)` on the inter-op pool with the forking thread's grad
/// mode and grad tape (PyTorch's fork carries its ThreadLocalState).
Ref<FutureObj> launchFork(const Ref<Function>& fn, Stack args, PendingForks& pending) {
  bool grad = isGradEnabled();
  GradTape* tape = activeGradTape();
  pending.enter();
  Ref<FutureObj> fut = makeRef<FutureObj>([fn, grad, tape, args = std::move(args), &pending]() mutable {
    LeaveOnExit leave{pending};
    GradModeGuard mode(grad);
    GradTapeScope taped(tape);
    ForkedTaskScope forked;
    try {
      runFunction(*fn, args);
    } catch (const ScriptError& e) {
      throw forkError(e);
    }
    return std::move(args.at(0));
  });
  launchInterop([fut] { fut->runIfPending(); });
  return fut;
}

}  // namespace

SugaredPtr emitForkWait(Emitter& e, const std::string& builtin, const ast::Call& call) {
  if (builtin == "torch.jit.fork" || builtin == "torch.jit._fork") return emitFork(e, call);
  if (builtin == "torch.jit.wait" || builtin == "torch.jit._wait") return emitWait(e, call);
  return nullptr;
}

SugaredPtr futureMethod(Value* fut, const std::string& name) {
  if (!fut->type()->is(TypeKind::Future) || name != "wait") return nullptr;
  return std::make_shared<FutureWaitMethod>(fut);
}

bool forkWaitNodeKernel(Program& program, const Node* n, BoundKernel& out) {
  if (n->kind() == kFork) {
    IValue fn_value = valueConstant(n);
    if (!fn_value.isFunction()) return false;
    Ref<Function> fn(fn_value.toFunction());
    size_t count = n->inputs().size();
    out.name = "prim::fork";
    PendingForks* pending = &program.pendingForks();
    out.fn = [fn, count, pending](Stack& s) {
      Stack args(std::make_move_iterator(s.end() - static_cast<std::ptrdiff_t>(count)),
                 std::make_move_iterator(s.end()));
      s.resize(s.size() - count);
      s.push_back(IValue(launchFork(fn, std::move(args), *pending)));
    };
    return true;
  }
  if (n->kind() == kWait) {
    out.name = "aten::wait";
    out.fn = [](Stack& s) {
      IValue v = std::move(s.back());
      s.back() = v.toFuture()->wait();
    };
    return true;
  }
  return false;
}

}  // namespace ts
