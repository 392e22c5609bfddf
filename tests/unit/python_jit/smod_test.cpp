// ===--- smod_test.cpp - module types and torch.jit.script of instances ---=== //
// Script module types shared by identical instance descriptions, and
// torch.jit.script of live nn.Module instances end to end: shared tensors,
// type reuse, failed attributes, constants, reuse of scripted submodules.
#include <gtest/gtest.h>

#include <sstream>

#include "compiler/module_types.h"
#include "compiler/script_compiler.h"
#include "python/interpreter.h"
#include "python/interp.h"
#include "python_jit/jit_module.h"
#include "python_torch/nn_install.h"
#include "runtime/printing.h"

namespace ts {
namespace {

ModuleTypeSpec specWith(int64_t constant) {
  ModuleTypeSpec spec;
  spec.name = "__torch__.M";
  spec.python_name = "M";
  spec.attrs.push_back({"training", Type::bool_(), AttributeKind::Plain});
  spec.attrs.push_back({"w", Type::tensor(), AttributeKind::Parameter});
  spec.constants.emplace_back("k", IValue(constant));
  return spec;
}

TEST(SmodModuleTypes, IdenticalDescriptionsShareOneType) {
  ScriptSession session;
  ProgramShared& shared = session.root().sharedState();
  ClassType* a = scriptModuleType(shared, specWith(1));
  ClassType* b = scriptModuleType(shared, specWith(1));
  EXPECT_EQ(a, b);
  EXPECT_EQ(a->name(), "__torch__.M");
  EXPECT_TRUE(a->scripted);
  EXPECT_EQ(a->attributeKind(a->attributeIndex("w")), AttributeKind::Parameter);
  EXPECT_EQ(pythonRepr(shared.module_constants.at({a, "k"})), "1");
}

TEST(SmodModuleTypes, OtherConstantsOrAttributesGetMangledTypes) {
  ScriptSession session;
  ProgramShared& shared = session.root().sharedState();
  ClassType* a = scriptModuleType(shared, specWith(1));
  ClassType* b = scriptModuleType(shared, specWith(2));
  ModuleTypeSpec failed = specWith(1);
  failed.unconvertible.emplace_back("x", "(hint)");
  ClassType* c = scriptModuleType(shared, failed);
  EXPECT_NE(a, b);
  EXPECT_NE(a, c);
  EXPECT_EQ(b->name(), "__torch__.___torch_mangle_0.M");
  EXPECT_EQ(c->name(), "__torch__.___torch_mangle_1.M");
  ASSERT_EQ(c->unconvertible.size(), 1u);
  EXPECT_EQ(c->unconvertible[0].second, "(hint)");
}

/// Runs a program with torch, torch.nn and torch.jit installed.
std::pair<int, std::string> runPy(const std::string& src, std::string* err = nullptr) {
  std::ostringstream o, e;
  int rc = py::runPythonModule(src, "t.py", o, e, [](py::Interp& in) {
    py::installJit(in);
    py::installNn(in);
  });
  if (err) *err = e.str();
  return {rc, o.str()};
}

const char* kModel =
    "import torch\nimport torch.nn as nn\n"
    "class Block(nn.Module):\n"
    "    def __init__(self, n: int):\n"
    "        super().__init__()\n"
    "        self.lin = nn.Linear(n, n)\n"
    "        self.n = n\n"
    "    def forward(self, x):\n"
    "        return self.lin(x) + self.n\n";

TEST(SmodScript, TensorsAreSharedWithThePythonModule) {
  std::string err;
  auto [rc, out] = runPy(std::string(kModel) +
                             "b = Block(2)\ns = torch.jit.script(b)\n"
                             "with torch.no_grad():\n    b.lin.weight.zero_()\n    b.lin.bias.fill_(1.0)\n"
                             "print(s(torch.ones(1, 2)).tolist(), s.lin.weight.sum().item())\n",
                         &err);
  ASSERT_EQ(rc, 0) << err;
  EXPECT_EQ(out, "[[3.0, 3.0]] 0.0\n");
}

TEST(SmodScript, InstancesWithTheSameAttributeTypesShareAType) {
  std::string err;
  auto [rc, out] = runPy(std::string(kModel) +
                             "a = torch.jit.script(Block(2))\nb = torch.jit.script(Block(3))\n"
                             "c = Block(2)\nc.n = 2.5\nc = torch.jit.script(c)\n"
                             "print(a._c._qualified_name(), b._c._qualified_name(), c._c._qualified_name())\n",
                         &err);
  ASSERT_EQ(rc, 0) << err;
  // PyTorch 1.13 prints the same: Linear(3, 3) has other constants
  // (in_features, out_features) than Linear(2, 2), so Block(3) gets a type of its own.
  EXPECT_EQ(out, "__torch__.Block __torch__.___torch_mangle_1.Block __torch__.___torch_mangle_2.Block\n");
}

TEST(SmodScript, FailedAttributeIsReportedOnlyWhenUsed) {
  std::string err;
  auto [rc, out] = runPy(
      "import torch\nimport torch.nn as nn\n"
      "class M(nn.Module):\n"
      "    def __init__(self, use):\n"
      "        super().__init__()\n"
      "        self.items = []\n"
      "        self.use = use\n"
      "    def forward(self, x):\n"
      "        return x\n"
      "class U(M):\n"
      "    def forward(self, x):\n"
      "        return x + len(self.items)\n"
      "print(torch.jit.script(M(False))(torch.ones(1)).item())\n"
      "try:\n    torch.jit.script(U(True))\n"
      "except RuntimeError as e:\n    print(str(e).strip().split('\\n')[0])\n",
      &err);
  ASSERT_EQ(rc, 0) << err;
  EXPECT_EQ(out,
            "1.0\nModule 'U' has no attribute 'items' (This attribute exists on the Python module, but we failed "
            "to convert Python type: 'list' to a TorchScript type. List trace inputs must have elements. Its type "
            "was inferred; try adding a type annotation for the attribute.):\n");
}

TEST(SmodScript, ConstantsAndScriptedSubmodulesAreReused) {
  std::string err;
  auto [rc, out] = runPy(std::string(kModel) +
                             "class Outer(nn.Module):\n"
                             "    __constants__ = ['k']\n"
                             "    def __init__(self):\n"
                             "        super().__init__()\n"
                             "        self.k = 4\n"
                             "        self.inner = torch.jit.script(Block(2))\n"
                             "    def forward(self, x):\n"
                             "        return self.inner(x) * self.k\n"
                             "o = Outer()\ns = torch.jit.script(o)\n"
                             "print(s.inner is o.inner, s.k, s(torch.zeros(1, 2)).shape)\n"
                             "try:\n    s.k = 5\nexcept RuntimeError as e:\n    print(e)\n",
                         &err);
  ASSERT_EQ(rc, 0) << err;
  EXPECT_EQ(out, "True 4 torch.Size([1, 2])\nCan't set constant 'k' which has value:4\n");
}

}  // namespace
}  // namespace ts
