// ===--- nn_module_test.cpp - torch.nn at the Python level ----------------=== //
#include <gtest/gtest.h>

#include <sstream>

#include "python/interp.h"
#include "python/interpreter.h"
#include "python_torch/nn_install.h"
#include "python_torch/torch_module.h"

namespace ts::py {
namespace {

/// Runs `src` with torch and torch.nn installed; returns stdout + stderr.
std::string run(const std::string& src, int* rc = nullptr) {
  std::ostringstream o, e;
  int status = runPythonModule(src, "t.py", o, e, [](Interp& in) {
    installTorch(in);
    installNn(in);
  });
  if (rc) *rc = status;
  return o.str() + e.str();
}

TEST(NnModule, ParameterIsAMarkedTensorOfItsOwnType) {
  EXPECT_EQ(run("import torch\nfrom torch import nn\n"
                "p = nn.Parameter(torch.ones(2))\n"
                "print(type(p).__name__, isinstance(p, torch.Tensor), isinstance(p, nn.Parameter))\n"
                "print(type(p + 1).__name__, type(p.detach()).__name__, p.requires_grad)\n"
                "print(isinstance(torch.ones(1), nn.Parameter), type(p).__module__)\n"),
            "Parameter True True\nTensor Tensor True\nFalse torch.nn.parameter\n");
}

TEST(NnModule, ParameterOfIntegerTensorCannotRequireGrad) {
  int rc = 0;
  std::string out = run("import torch\ntorch.nn.Parameter(torch.tensor([1]))\n", &rc);
  EXPECT_EQ(rc, 1);
  EXPECT_NE(out.find("RuntimeError: Only Tensors of floating point and complex dtype can require gradients"),
            std::string::npos)
      << out;
  EXPECT_EQ(run("import torch\nprint(torch.nn.Parameter(torch.tensor([1]), requires_grad=False).requires_grad)\n"),
            "False\n");
}

// The script boundary reads live instances through exactly these names.
TEST(NnModule, InstancesKeepPyTorchsAttributeDicts) {
  EXPECT_EQ(run("import torch\nimport torch.nn as nn\n"
                "class M(nn.Module):\n"
                "    def __init__(self):\n"
                "        super().__init__()\n"
                "        self.w = nn.Parameter(torch.zeros(1))\n"
                "        self.register_buffer('b', torch.zeros(1))\n"
                "        self.sub = nn.ReLU()\n"
                "        self.k = 3\n"
                "m = M()\n"
                "print(list(m._parameters), list(m._buffers), list(m._modules), m.training)\n"
                "print(sorted(k for k in m.__dict__ if not k.startswith('_')))\n"),
            "['w'] ['b'] ['sub'] True\n['k', 'training']\n");
}

TEST(NnModule, SeededLinearMatchesPyTorch) {
  // torch.manual_seed(0); nn.Linear(3, 2).weight in PyTorch 1.13.1.
  EXPECT_EQ(run("import torch\ntorch.manual_seed(0)\nprint(torch.nn.Linear(3, 2).weight)\n"),
            "Parameter containing:\ntensor([[-0.0043,  0.3097, -0.4752],\n        [-0.4249, -0.2224,  0.1548]], "
            "requires_grad=True)\n");
}

TEST(NnModule, HooksRunAroundForwardAndRemove) {
  EXPECT_EQ(run("import torch\nimport torch.nn as nn\n"
                "m = nn.Identity()\n"
                "h = m.register_forward_pre_hook(lambda mod, inp: (inp[0] + 1,))\n"
                "g = m.register_forward_hook(lambda mod, inp, out: out * 10)\n"
                "print(m(torch.tensor(1.0)))\n"
                "h.remove()\n"
                "print(m(torch.tensor(1.0)))\n"
                "g.remove()\n"
                "print(m(torch.tensor(1.0)))\n"),
            "tensor(20.)\ntensor(10.)\ntensor(1.)\n");
}

TEST(NnModule, LoadStateDictReportsKeys) {
  EXPECT_EQ(run("import torch\nimport torch.nn as nn\n"
                "m = nn.Linear(2, 2)\n"
                "print(m.load_state_dict(m.state_dict()))\n"
                "r = m.load_state_dict({'weight': torch.zeros(2, 2), 'x': torch.ones(1)}, strict=False)\n"
                "print(r.missing_keys, r.unexpected_keys, m.weight.sum().item())\n"),
            "<All keys matched successfully>\n['bias'] ['x'] 0.0\n");
}

TEST(NnModule, ContainersIndexAndSliceAtRunTime) {
  EXPECT_EQ(run("import torch.nn as nn\n"
                "s = nn.Sequential(nn.ReLU(), nn.Tanh(), nn.Sigmoid())\n"
                "print(type(s[-1]).__name__, len(s[1:]), type(s[1:]).__name__)\n"
                "ml = nn.ModuleList([nn.ReLU()] * 2)\n"
                "ml.append(nn.Tanh())\n"
                "print(len(ml), [type(m).__name__ for m in ml][-1], list(ml._modules))\n"),
            "Sigmoid 2 Sequential\n3 Tanh ['0', '1', '2']\n");
}

TEST(NnModule, SubmodulesOfTorchNnImport) {
  EXPECT_EQ(run("import torch.nn.modules.linear as L\nimport torch.nn as nn\n"
                "print(L.Linear is nn.Linear, nn.Linear.__module__)\n"
                "from torch.nn.modules.module import Module\nprint(Module is nn.Module)\n"),
            "True torch.nn.modules.linear\nTrue\n");
  int rc = 0;
  std::string out = run("import torch.nn.nothere\n", &rc);
  EXPECT_EQ(rc, 1);
  EXPECT_NE(out.find("ModuleNotFoundError: No module named 'torch.nn.nothere'"), std::string::npos) << out;
}

TEST(NnModule, ReprNestsChildrenWithExtraRepr) {
  EXPECT_EQ(run("import torch.nn as nn\n"
                "print(nn.Sequential(nn.Linear(2, 3, bias=False), nn.Sequential(nn.ReLU(inplace=True))))\n"),
            "Sequential(\n  (0): Linear(in_features=2, out_features=3, bias=False)\n  (1): Sequential(\n"
            "    (0): ReLU(inplace=True)\n  )\n)\n");
}

}  // namespace
}  // namespace ts::py
