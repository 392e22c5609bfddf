// ===--- resave_test.cpp - saving .pt files PyTorch wrote, again ----------=== //
// A module loaded from PyTorch's file saves again and reloads with the same
// outputs: its printed code must compile (long inlines around loops), its
// torch.classes constants keep their state tuples (and no code), and objects
// with __getstate__ pickle what it returns (Note [Loading __setstate__]).
#include <gtest/gtest.h>

#include <cstdio>

#include "module_calls.h"
#include "serialization/zip_archive.h"
#include "tensor/grad_mode.h"
#include "tensor/ops.h"

namespace ts {
namespace {

const std::string kZoo = std::string(TS_TEST_DATA_DIR) + "/pt/zoo/";

/// zoo_check.py's make_input: sin(0.618 * i) in `shape`.
Tensor zooInput(std::vector<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return sin(mul(arange(n, ScalarType::Float), Scalar(0.618))).reshape(shape);
}

std::vector<Tensor> tensorsOf(const IValue& v) {
  if (v.isTensor()) return {v.toTensor()};
  std::vector<Tensor> out;
  if (v.isTuple()) {
    for (const IValue& item : v.toTuple()->items)
      for (Tensor& t : tensorsOf(item)) out.push_back(t);
  }
  return out;
}

/// Loads zoo file `name`, saves it to `resaved`, loads that in a fresh
/// program; returns both modules' forward outputs on `inputs`.
struct Resaved {
  std::unique_ptr<Program> p1 = test::emptyProgram(), p2 = test::emptyProgram();
  IValue original, again;
};

Resaved resave(const std::string& name, const std::string& resaved) {
  Resaved r;
  r.original = loadFile(*r.p1, kZoo + name + ".pt", IValue());
  saveModuleFile(*r.p1, r.original, resaved, IValue());
  r.again = loadFile(*r.p2, resaved, IValue());
  return r;
}

void expectSameOutputs(const std::string& name, std::vector<IValue> inputs) {
  SCOPED_TRACE(name);
  const std::string path = ::testing::TempDir() + "resaved_" + name + ".pt";
  Resaved r = resave(name, path);
  GradModeGuard no_grad(false);
  std::vector<Tensor> a = tensorsOf(test::callMethod(*r.p1, r.original, "forward", inputs));
  std::vector<Tensor> b = tensorsOf(test::callMethod(*r.p2, r.again, "forward", inputs));
  ASSERT_FALSE(a.empty());
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) EXPECT_TRUE(allclose(a[i], b[i], 1e-6, 1e-6)) << "output " << i;
  std::remove(path.c_str());
}

// torchvision's convert_boxes_to_roi_format has `range(ops.prim.min(_9))`
// after a long list literal: printing it failed ("value used before it was
// printed").
TEST(Resave, TorchvisionRoiOpsCode) {
  expectSameOutputs("roi_pooling_script", {IValue(zooInput({2, 3, 12, 12})), IValue(zooInput({7, 4}))});
}

TEST(Resave, DeformableConvolution) { expectSameOutputs("deformable_frozen", {IValue(zooInput({2, 8, 10, 10}))}); }

// xnnpack contexts pickle as their state tuple; PyTorch failed reading our
// attribute dicts ("Expected Tuple but got GenericDict").
TEST(Resave, MobileOptimizedXnnpackContexts) {
  expectSameOutputs("mobile_blocks_mobile", {IValue(zooInput({2, 3, 16, 20}))});
  const std::string path = ::testing::TempDir() + "resaved_mobile.pt";
  Resaved r = resave("mobile_blocks_mobile", path);
  ZipReader zip = ZipReader::fromFile(path);
  // PyTorch writes no code for a torch.classes class: an empty file.
  EXPECT_EQ(zip.getRecord("code/__torch__/torch/classes/xnnpack.py"), "");
  std::remove(path.c_str());
}

// __getstate__ on save and __setstate__ on load: Stateful's __setstate__
// multiplies `scale` by 10, so each save-and-load round multiplies it.
TEST(Resave, GetStateAndSetStateRoundTrip) {
  const std::string path = ::testing::TempDir() + "resaved_stateful.pt";
  Resaved r = resave("stateful_script", path);
  EXPECT_EQ(test::attribute(r.original, "scale").toDouble(), 15.0);
  EXPECT_EQ(test::attribute(r.again, "scale").toDouble(), 150.0);
  // Its `k : Final[int] = 3` stays a class constant (PyTorch rejects a
  // plain attribute that __setstate__ leaves unset).
  ZipReader zip = ZipReader::fromFile(path);
  EXPECT_NE(zip.getRecord("code/__torch__.py").find("k : Final[int] = 3"), std::string::npos);
  std::remove(path.c_str());
}

}  // namespace
}  // namespace ts
