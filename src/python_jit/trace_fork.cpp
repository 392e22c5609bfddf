// ===--- trace_fork.cpp - torch.jit.fork / wait while tracing -------------=== //
// Note [Traced forks]: PyTorch's tracer records `torch.jit.fork(fn, *args)`
// as a prim::fork node whose body is the trace of `fn(*args)` (run on the
// spot, nested in the fork's block), and `torch.jit.wait(fut)` as
// aten::wait of the fork's Future. Our trace keeps the body as the fork
// node's block while tracing (the tensors it made keep their values); the
// executable copy lifts it into a function the fork runs (liftTracedForks).
#include "python_jit/trace_fork.h"

#include "compiler/fork_wait.h"
#include "python/builtins.h"
#include "python_jit/trace_internal.h"
#include "runtime/future.h"
#include "runtime/interpreter.h"
#include "runtime/value_constant.h"

namespace ts::py {
namespace {

const Symbol kFork = Symbol::fromQualString("prim::fork");
const Symbol kWait = Symbol::fromQualString("aten::wait");

Tracer& activeTracer(Interp& in, const char* what) {
  TraceState& st = traceState(in);
  if (st.active.empty()) in.raise(in.e.RuntimeError, std::string(what) + "() needs a trace in progress");
  return *st.active.back();
}

/// _trace_fork_begin(): opens a prim::fork whose block records what runs.
IValue traceForkBegin(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_trace_fork_begin", 0, 0);
  Tracer& t = activeTracer(in, "_trace_fork_begin");
  Graph& g = t.graph.graph();
  Node* n = g.create(kFork, {}, 1);
  if (t.graph.location) n->setSourceRange(t.graph.location());
  g.insertNode(n);
  g.setInsertionPoint(n->addBlock());
  t.open_forks.push_back(n);
  return in.none;
}

/// Closes the innermost open fork: later ops record after it again.
Node* closeFork(Tracer& t) {
  Node* n = t.open_forks.back();
  t.open_forks.pop_back();
  t.graph.graph().setInsertionPointBefore(n->next());
  return n;
}

/// _trace_fork_abort(): the forked call raised; drops its fork node.
IValue traceForkAbort(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_trace_fork_abort", 0, 0);
  Tracer& t = activeTracer(in, "_trace_fork_abort");
  if (!t.open_forks.empty()) closeFork(t);
  return in.none;
}

/// _trace_fork_end(future): the forked call returned what `future` holds;
/// the fork's output is `future`'s graph value.
IValue traceForkEnd(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_trace_fork_end", 1, 1);
  Tracer& t = activeTracer(in, "_trace_fork_end");
  if (t.open_forks.empty()) in.raise(in.e.RuntimeError, "_trace_fork_end() without a fork");
  Node* n = t.open_forks.back();
  Value* out = t.graph.valueOf(callAttr(in, a[0], "wait", {}), nullptr);
  n->blocks()[0]->registerOutput(out);
  closeFork(t);
  n->output()->setType(Type::future(out->type()));
  t.futures[static_cast<const void*>(asPy(a[0]))] = {a[0], n->output()};
  return in.none;
}

/// _trace_wait(future, value): records aten::wait of a traced fork's
/// Future; `value` (what it holds) is the wait's result from now on.
IValue traceWait(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_trace_wait", 2, 2);
  Tracer& t = activeTracer(in, "_trace_wait");
  auto it = t.futures.find(static_cast<const void*>(asPy(a[0])));
  if (it == t.futures.end()) return in.none;  // a Future from before the trace: a constant result
  Graph& g = t.graph.graph();
  Node* n = g.create(kWait, {it->second.second}, 1);
  if (t.graph.location) n->setSourceRange(t.graph.location());
  n->output()->setType(it->second.second->type()->elem());
  g.insertNode(n);
  t.graph.bindCallResult(a[1], n->output());
  return in.none;
}

void setFn(Interp& in, PyModule& m, const char* name, NativeFn fn) {
  m.dict->set(in, in.intern(name), in.native(name, fn));
}

}  // namespace

void installTraceFork(Interp& in, PyModule& jit) {
  setFn(in, jit, "_trace_fork_begin", traceForkBegin);
  setFn(in, jit, "_trace_fork_abort", traceForkAbort);
  setFn(in, jit, "_trace_fork_end", traceForkEnd);
  setFn(in, jit, "_trace_wait", traceWait);
}

void liftTracedForks(Block* b, const std::function<Ref<Function>(std::unique_ptr<Graph>)>& compile) {
  for (Node* n = *b->begin(); n != b->returnNode(); n = n->next()) {
    for (Block* inner : n->blocks()) liftTracedForks(inner, compile);
    if (n->kind() != kFork || n->blocks().size() != 1) continue;
    std::vector<Value*> captures;
    Ref<Function> fn = compile(extractForkBody(n->blocks()[0], captures));
    Graph& g = *n->owningGraph();
    Node* lifted = g.create(kFork, captures, 1);
    lifted->output()->setType(n->output()->type());
    lifted->setSourceRange(n->sourceRange());
    setValueConstant(lifted, IValue(fn));
    lifted->insertBefore(n);
    n->output()->replaceAllUsesWith(lifted->output());
    n->destroy();
    n = lifted;
  }
}

bool tracedForkKernel(const Node* n, BoundKernel& out) {
  if (n->kind() == kFork) {
    IValue fn_value = valueConstant(n);
    if (!fn_value.isFunction()) return false;
    Ref<Function> fn(fn_value.toFunction());
    size_t count = n->inputs().size();
    out.name = "prim::fork";
    // A traced function runs its forks at once (their results are the same).
    out.fn = [fn, count](Stack& s) {
      Stack args(std::make_move_iterator(s.end() - static_cast<std::ptrdiff_t>(count)),
                 std::make_move_iterator(s.end()));
      s.resize(s.size() - count);
      runFunction(*fn, args);
      IValue result = std::move(args.at(0));
      auto fut = makeRef<FutureObj>([result] { return result; });
      fut->runIfPending();
      s.push_back(IValue(fut));
    };
    return true;
  }
  if (n->kind() == kWait) {
    out.name = "aten::wait";
    out.fn = [](Stack& s) { s.back() = s.back().toFuture()->wait(); };
    return true;
  }
  return false;
}

}  // namespace ts::py
