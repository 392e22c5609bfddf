// ===--- dispatch_test.cpp - the torch bridge's op dispatch and observer --=== //
#include <gtest/gtest.h>

#include <sstream>

#include "python/interp.h"
#include "python/interpreter.h"
#include "python_torch/dispatch.h"
#include "python_torch/torch_module.h"

namespace ts::py {
namespace {

/// Records what the bridge reports.
struct Recorder : OpObserver {
  Interp* in = nullptr;
  std::vector<std::string> ops;
  size_t signatures = 0;
  bool inputs_match = true;
  void onOp(const Graph& graph, const std::vector<IValue>& inputs, const std::vector<IValue>& outputs) override {
    inputs_match = inputs_match && graph.inputs().size() == inputs.size() && outputs.size() == 1;
    for (const Node* n : *graph.block())
      if (n->kind().qualString().rfind("aten::", 0) == 0) ops.push_back(n->kind().qualString());
    signatures = compiledSignatures(*in);
  }
};

int run(const std::string& src, Recorder& rec, std::string& out) {
  std::ostringstream o, e;
  int rc = runPythonModule(src, "t.py", o, e, [&](Interp& in) {
    installTorch(in);
    rec.in = &in;
    setOpObserver(in, &rec);
  });
  out = o.str() + e.str();
  return rc;
}

TEST(TorchDispatch, ObserverSeesEveryTensorOperation) {
  Recorder rec;
  std::string out;
  ASSERT_EQ(run("import torch\nx = torch.ones(2)\ny = x + 1\nz = y[0]\ny.add_(x)\nprint(z.item())\n", rec, out), 0) << out;
  EXPECT_EQ(out, "3.0\n");  // z views y, which add_ changed
  // ones, add, select, add_, item
  ASSERT_GE(rec.ops.size(), 5u);
  EXPECT_EQ(rec.ops[0], "aten::ones");
  EXPECT_EQ(rec.ops[1], "aten::add");
  EXPECT_EQ(rec.ops[2], "aten::select");
  EXPECT_TRUE(rec.inputs_match);
}

TEST(TorchDispatch, OneCompilationPerSignature) {
  Recorder rec;
  std::string out;
  ASSERT_EQ(run("import torch\nx = torch.ones(2)\nfor i in range(50):\n    x = x + 1\n    x = x * 2.0\nprint(x)\n", rec,
                out),
            0)
      << out;
  // ones, + int, * float: three signatures however many iterations ran.
  EXPECT_EQ(rec.signatures, 3u);
  EXPECT_EQ(rec.ops.size(), 101u);
}

TEST(TorchDispatch, NoMatchingOverloadIsTypeError) {
  Recorder rec;
  std::string out;
  EXPECT_EQ(run("import torch\ntry:\n    torch.add(torch.ones(1), 'a')\nexcept TypeError:\n    print('TypeError')\n", rec, out),
            0);
  EXPECT_EQ(out, "TypeError\n");
}

TEST(TorchDispatch, BigIntArgumentRaises) {
  Recorder rec;
  std::string out;
  EXPECT_EQ(run("import torch\ntry:\n    torch.ones(2) + 2 ** 70\nexcept RuntimeError as e:\n    print(e)\n", rec, out), 0);
  EXPECT_EQ(out, "Overflow when unpacking long\n");
}

}  // namespace
}  // namespace ts::py
