// ===--- save_for_pytorch_test.cpp - what torch.jit.save writes ----------=== //
// What we save is what PyTorch's importer expects: torch.nn classes under
// their own module paths (mangled when one class has two types), methods a
// class inherits (GRU's from RNNBase) included, op results with named
// fields typed as plain tuples.
#include <gtest/gtest.h>

#include <sstream>

#include "python/interpreter.h"
#include "python_jit/jit_module.h"
#include "serialization/zip_archive.h"

namespace ts {
namespace {

TEST(SaveForPyTorch, QualifiedNamesInheritedMethodsPlainTuples) {
  std::string path = ::testing::TempDir() + "/qualified.pt";
  std::string src =
      "import torch\n"
      "import torch.nn as nn\n"
      "class Net(nn.Module):\n"
      "    def __init__(self):\n"
      "        super().__init__()\n"
      "        self.fc = nn.Linear(2, 2)\n"
      "        self.other = nn.Linear(2, 3, bias=False)\n"
      "        self.gru = nn.GRU(3, 3)\n"
      "    def forward(self, x):\n"
      "        v, i = torch.max(self.other(self.fc(x)), 1)\n"
      "        r = torch.sort(x)\n"
      "        return self.gru(r.values.unsqueeze(0))[0] + v.sum()\n"
      "torch.jit.script(Net()).save('" + path + "')\n";
  std::ostringstream out, err;
  ASSERT_EQ(py::runPythonModule(src, "t.py", out, err, py::installJit), 0) << err.str();
  ZipReader zip = ZipReader::fromFile(path);
  std::string root = zip.getRecord("code/__torch__.py");
  EXPECT_NE(root.find("fc : __torch__.torch.nn.modules.linear.Linear"), std::string::npos) << root;
  EXPECT_NE(root.find("other : __torch__.torch.nn.modules.linear.___torch_mangle_0.Linear"), std::string::npos) << root;
  // sort's (values, indices) is a plain tuple, unpacked where it is built.
  EXPECT_NE(root.find(" = torch.sort(x)"), std::string::npos) << root;
  EXPECT_EQ(root.find("return_types"), std::string::npos) << root;
  EXPECT_NE(zip.getRecord("code/__torch__/torch/nn/modules/rnn.py").find("def _forward_single_state"), std::string::npos);
  EXPECT_FALSE(zip.hasRecord("code/torch/return_types.py"));
}

}  // namespace
}  // namespace ts
