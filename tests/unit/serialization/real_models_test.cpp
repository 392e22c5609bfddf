// ===--- real_models_test.cpp - .pt files of real models PyTorch wrote ----=== //
// Scripted, traced and frozen torchvision blocks, MobileNetV2, GRU/LSTM, a
// Transformer encoder and script classes (tests/data/pt/generate_models.py):
// each loads, runs forward on the recorded input, and every output tensor
// matches PyTorch's to float rounding.
#include <gtest/gtest.h>

#include <algorithm>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "serialization/jit_services.h"
#include "serialization/zip_archive.h"
#include "tensor/ops_binary.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

const std::string kModels = std::string(TS_TEST_DATA_DIR) + "/pt/models/";

/// The output's tensors in generate_models.py's order: tuple and list items
/// in order, dict values by sorted key, everything else skipped.
void flattenTensors(const IValue& v, std::vector<Tensor>& out) {
  if (v.isTensor()) {
    out.push_back(v.toTensor());
  } else if (v.isTuple()) {
    for (const IValue& item : v.toTuple()->items) flattenTensors(item, out);
  } else if (v.isList()) {
    for (const IValue& item : v.toList()->items) flattenTensors(item, out);
  } else if (v.isDict()) {
    auto entries = v.toDict()->entries;
    std::sort(entries.begin(), entries.end(),
              [](const auto& a, const auto& b) { return a.first.toStr() < b.first.toStr(); });
    for (const auto& [key, value] : entries) flattenTensors(value, out);
  }
}

void expectMatchesPyTorch(const std::string& name) {
  SCOPED_TRACE(name);
  auto p = std::make_unique<Program>(parseFile(Source::make(
      "t.py", "import torch\n"
              "m = torch.jit.load('" + kModels + name + ".pt')\n"
              "io = torch.jit.load('" + kModels + name + ".io.pt')\n"
              "with torch.no_grad():\n"
              "    out = m(io.input)\n"
              "expected = io.expected\n")));
  p->jitHooks() = serializationJitHooks();
  p->run();
  std::vector<Tensor> got;
  flattenTensors(p->globals.at("out"), got);
  const auto& expected = p->globals.at("expected").toList()->items;
  ASSERT_FALSE(got.empty());
  ASSERT_EQ(got.size(), expected.size());
  for (size_t i = 0; i < got.size(); ++i) {
    Tensor want = expected[i].toTensor();
    ASSERT_EQ(got[i].sizes().vec(), want.sizes().vec()) << "output " << i;
    EXPECT_TRUE(allclose(got[i], want, 1e-4, 1e-5)) << "output " << i;
  }
}

TEST(RealModels, ScriptedTorchvisionBlocks) { expectMatchesPyTorch("blocks_script"); }
TEST(RealModels, TracedTorchvisionBlocks) { expectMatchesPyTorch("blocks_trace"); }
TEST(RealModels, FrozenTorchvisionBlocks) { expectMatchesPyTorch("blocks_frozen"); }
TEST(RealModels, ScriptedMobileNetV2) { expectMatchesPyTorch("mobilenet_v2_script"); }
TEST(RealModels, TracedMobileNetV2) { expectMatchesPyTorch("mobilenet_v2_trace"); }
TEST(RealModels, ScriptedGruAndLstm) { expectMatchesPyTorch("rnn_script"); }
TEST(RealModels, TracedGruAndLstm) { expectMatchesPyTorch("rnn_trace"); }
TEST(RealModels, PackedSequencesThroughLstmAndGru) { expectMatchesPyTorch("packed_rnn_script"); }
TEST(RealModels, ScriptedTransformerEncoderFastPath) { expectMatchesPyTorch("transformer_script"); }
TEST(RealModels, ScriptClassesNamedTupleAndDictOutput) { expectMatchesPyTorch("classes_script"); }

// What we save is what PyTorch's importer expects: torch.nn classes under
// their own module paths (mangled when one class has two types), methods a
// class inherits (GRU's from RNNBase) included, op results with named
// fields typed as plain tuples.
TEST(SaveForPyTorch, QualifiedNamesInheritedMethodsPlainTuples) {
  std::string path = ::testing::TempDir() + "/qualified.pt";
  auto p = std::make_unique<Program>(parseFile(Source::make(
      "t.py", "import torch\n"
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
              "torch.jit.script(Net()).save('" + path + "')\n")));
  p->jitHooks() = serializationJitHooks();
  p->run();
  ZipReader zip = ZipReader::fromFile(path);
  std::string root = zip.getRecord("code/__torch__.py");
  EXPECT_NE(root.find("fc : __torch__.torch.nn.modules.linear.Linear"), std::string::npos) << root;
  EXPECT_NE(root.find("other : __torch__.torch.nn.modules.linear.___torch_mangle_0.Linear"), std::string::npos) << root;
  EXPECT_NE(root.find("r = (_"), std::string::npos) << root;
  EXPECT_EQ(root.find("return_types"), std::string::npos) << root;
  EXPECT_NE(zip.getRecord("code/__torch__/torch/nn/modules/rnn.py").find("def _forward_single_state"), std::string::npos);
  EXPECT_FALSE(zip.hasRecord("code/torch/return_types.py"));
}

}  // namespace
}  // namespace ts
