// ===--- real_models_test.cpp - .pt files of real models PyTorch wrote ----=== //
// Scripted, traced and frozen torchvision blocks, MobileNetV2, GRU/LSTM, a
// Transformer encoder and script classes (tests/data/pt/generate_models.py):
// each loads, runs forward on the recorded input, and every output tensor
// matches PyTorch's to float rounding.
#include <gtest/gtest.h>

#include <algorithm>

#include "module_calls.h"
#include "serialization/zip_archive.h"
#include "tensor/grad_mode.h"
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
  auto p = test::emptyProgram();
  IValue m = loadFile(*p, kModels + name + ".pt", IValue());
  IValue io = loadFile(*p, kModels + name + ".io.pt", IValue());
  IValue out;
  {
    GradModeGuard no_grad(false);
    out = test::callMethod(*p, m, "forward", {test::attribute(io, "input")});
  }
  std::vector<Tensor> got;
  flattenTensors(out, got);
  const auto& expected = test::attribute(io, "expected").toList()->items;
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

}  // namespace
}  // namespace ts
