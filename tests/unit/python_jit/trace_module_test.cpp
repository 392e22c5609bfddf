// ===--- trace_module_test.cpp - tracing nn.Module instances --------------=== //
// Runs Python-level programs that trace modules; a native `tracetest` module
// exposes the traced Object's forward (graph, code, running it) without the
// ScriptModule wrapper.
#include <gtest/gtest.h>

#include <sstream>

#include "python/builtins.h"
#include "python/interpreter.h"
#include "python_jit/jit_module.h"
#include "python_jit/jit_state.h"
#include "python_jit/trace_function.h"
#include "python_jit/trace_module.h"
#include "python_torch/nn_install.h"
#include "runtime/interpreter.h"

namespace ts::py {
namespace {

Function* methodOf(Interp& in, const IValue& obj, const std::string& name) {
  ClassInfo* c = JitState::of(in).session.root().classInfo(obj.toObject()->type);
  if (!c) return nullptr;
  auto it = c->methods.find({obj.toObject()->type, name});
  return it == c->methods.end() ? nullptr : it->second.get();
}

/// tracetest.trace(module, example) -> (graph, code, forward(example) via the trace)
IValue traceForTest(Interp& in, Args& a, PyObject*) {
  IValue obj = traceModuleObject(in, a[0], {{"forward", {a[1]}}}, true);
  Function* fn = methodOf(in, obj, "forward");
  Stack s{obj, a[1]};
  runFunction(*fn, s);
  return in.newTuple({IValue(printGraph(*fn->graph, false)), IValue(tracedCode(*fn, true)), s.back()});
}

void initTraceTest(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("trace"), in.native("trace", traceForTest));
}

std::string run(const std::string& src) {
  std::ostringstream out, err;
  int rc = runPythonModule(src, "m.py", out, err, [](Interp& in) {
    installJit(in);
    installNn(in);
    in.registerModule("tracetest", initTraceTest);
  });
  EXPECT_EQ(rc, 0) << err.str();
  return out.str();
}

TEST(TraceModule, SubmoduleCallsBecomeCallMethodAndParametersGetAttr) {
  std::string out = run(R"PY(
import torch
import torch.nn as nn
import tracetest

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(3, 2)
        self.scale = nn.Parameter(torch.full((2,), 2.0))
        with torch.no_grad():
            self.lin.weight.copy_(torch.arange(6.).reshape(2, 3) / 10)
            self.lin.bias.copy_(torch.tensor([1.0, -1.0]))

    def forward(self, x):
        return torch.relu(self.lin(x)) * self.scale

graph, code, y = tracetest.trace(Net(), torch.ones(1, 3))
print(graph)
print(code)
print(y)
)PY");
  EXPECT_NE(out.find("%lin : __torch__.torch.nn.modules.linear.Linear = prim::GetAttr[name=\"lin\"](%self.1)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("prim::CallMethod[name=\"forward\"](%lin, %x)"), std::string::npos) << out;
  EXPECT_NE(out.find("  lin = self.lin\n"), std::string::npos) << out;
  EXPECT_NE(out.find("torch.mul(torch.relu((lin).forward(x, )), scale)"), std::string::npos) << out;
  // relu(x @ w.T + b) * 2 with w rows [0, .1, .2] and [.3, .4, .5]
  EXPECT_NE(out.find("tensor([[2.6000, 0.4000]]"), std::string::npos) << out;
}

}  // namespace
}  // namespace ts::py
