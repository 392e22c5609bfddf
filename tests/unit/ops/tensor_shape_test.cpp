// ===--- tensor_shape_test.cpp - views, joins, indexing, linear algebra ---=== //
#include <gtest/gtest.h>

#include "ops/registry.h"
#include "tensor/ops.h"

namespace ts::test {

IValue callT(const std::string& name, Stack args);
std::string reprOf(const IValue& v);

namespace {

std::string errorOf(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e.message();
  }
  return "";
}
IValue ints(std::vector<int64_t> v) {
  std::vector<IValue> items(v.begin(), v.end());
  return makeList(Type::int_(), std::move(items));
}
IValue tensors(std::vector<IValue> v) { return makeList(Type::tensor(), std::move(v)); }
IValue optTensors(std::vector<IValue> v) { return makeList(Type::optional(Type::tensor()), std::move(v)); }
Tensor mat() { return reshape(arange(Scalar(6)), {2, 3}); }
const IValue kNone;

TEST(TensorShape, Views) {
  Tensor m = mat();
  EXPECT_EQ(reprOf(callT("aten::view", {m, ints({3, -1})})), "tensor([[0, 1],\n        [2, 3],\n        [4, 5]])");
  EXPECT_EQ(reprOf(callT("aten::t", {m})), "tensor([[0, 3],\n        [1, 4],\n        [2, 5]])");
  EXPECT_EQ(reprOf(callT("aten::slice.Tensor", {m, 1, 1, kNone, 1})), "tensor([[1, 2],\n        [4, 5]])");
  EXPECT_EQ(errorOf([&] { callT("aten::slice.Tensor", {m, 1, 1, kNone, 0}); }), "slice step must be positive");
  EXPECT_EQ(reprOf(callT("aten::select.int", {m, 0, -1})), "tensor([3, 4, 5])");
  EXPECT_EQ(reprOf(callT("aten::flatten.using_ints", {m, 0, -1})), "tensor([0, 1, 2, 3, 4, 5])");
  EXPECT_EQ(callT("aten::unsqueeze", {m, 0}).toTensor().dim(), 3);
  Tensor u = clone(m);
  callT("aten::unsqueeze_", {u, 0});
  EXPECT_EQ(shapeStr(u.sizes()), "[1, 2, 3]");
  EXPECT_EQ(reprOf(callT("aten::movedim.intlist", {zeros({2, 3, 4}), ints({0, 1}), ints({2, 0})})).substr(0, 7), "tensor(");
  EXPECT_EQ(shapeStr(callT("aten::movedim.intlist", {zeros({2, 3, 4}), ints({0, 1}), ints({2, 0})}).toTensor().sizes()), "[3, 4, 2]");
}

TEST(TensorShape, JoinsAndSplits) {
  Tensor a = arange(Scalar(2));
  EXPECT_EQ(reprOf(callT("aten::cat", {tensors({a, a}), 0})), "tensor([0, 1, 0, 1])");
  EXPECT_EQ(reprOf(callT("aten::stack", {tensors({a, a}), 1})), "tensor([[0, 0],\n        [1, 1]])");
  IValue parts = callT("aten::chunk", {arange(Scalar(5)), 4, 0});
  EXPECT_EQ(parts.toList()->items.size(), 3u);
  IValue sp = callT("aten::split", {arange(Scalar(5)), ints({2, 3}), 0});
  EXPECT_EQ(reprOf(sp.toList()->items[1]), "tensor([2, 3, 4])");
  EXPECT_EQ(errorOf([] { callT("aten::split", {arange(Scalar(5)), ints({2, 2}), 0}); }),
            "split_with_sizes expects split_sizes to sum exactly to 5 (input tensor's size at dimension 0), but got "
            "split_sizes=[2, 2]");
  EXPECT_EQ(reprOf(callT("aten::repeat", {a, ints({2, 2})})), "tensor([[0, 1, 0, 1],\n        [0, 1, 0, 1]])");
  EXPECT_EQ(reprOf(callT("aten::flip", {mat(), ints({1})})), "tensor([[2, 1, 0],\n        [5, 4, 3]])");
  EXPECT_EQ(reprOf(callT("aten::roll", {arange(Scalar(4)), ints({1}), ints({})})), "tensor([3, 0, 1, 2])");
  EXPECT_EQ(reprOf(callT("aten::tril", {ones({2, 2}), 0})), "tensor([[1., 0.],\n        [1., 1.]])");
  EXPECT_EQ(reprOf(callT("aten::diag", {a, 0})), "tensor([[0, 0],\n        [0, 1]])");
  EXPECT_EQ(reprOf(callT("aten::repeat_interleave.self_int", {a, 2, kNone, kNone})), "tensor([0, 0, 1, 1])");
}

TEST(TensorShape, Indexing) {
  Tensor m = mat();
  Tensor idx = tensorFromScalars({Scalar(1), Scalar(0)}, {2}, ScalarType::Long);
  EXPECT_EQ(reprOf(callT("aten::index.Tensor", {m, optTensors({kNone, idx})})), "tensor([[1, 0],\n        [4, 3]])");
  EXPECT_EQ(reprOf(callT("aten::index.Tensor", {m, optTensors({idx, idx})})), "tensor([4, 0])");
  Tensor mask = gt(m, Scalar(3));
  EXPECT_EQ(reprOf(callT("aten::index.Tensor", {m, optTensors({mask})})), "tensor([4, 5])");
  Tensor bad = tensorFromScalars({Scalar(5)}, {1}, ScalarType::Long);
  EXPECT_EQ(errorOf([&] { callT("aten::index.Tensor", {m, optTensors({bad})}); }),
            "index 5 is out of bounds for dimension 0 with size 2");
  Tensor w = clone(m);
  callT("aten::index_put_", {w, optTensors({mask}), scalarTensor(Scalar(0), ScalarType::Long), false});
  EXPECT_EQ(pythonRepr(w), "tensor([[0, 1, 2],\n        [3, 0, 0]])");
  EXPECT_EQ(errorOf([&] { callT("aten::index_put_", {w, optTensors({mask}), zeros({}), false}); }),
            "Index put requires the source and destination dtypes match, got Long for the destination and Float for the source.");
  EXPECT_EQ(reprOf(callT("aten::masked_fill.Scalar", {m, mask, -1})), "tensor([[ 0,  1,  2],\n        [ 3, -1, -1]])");
  EXPECT_EQ(reprOf(callT("aten::index_select", {m, 1, idx})), "tensor([[1, 0],\n        [4, 3]])");
  Tensor gi = tensorFromScalars({Scalar(2), Scalar(0)}, {2, 1}, ScalarType::Long);
  EXPECT_EQ(reprOf(callT("aten::gather", {m, 1, gi, false})), "tensor([[2],\n        [3]])");
  EXPECT_EQ(reprOf(callT("aten::scatter.value", {zeros({2, 3}), 1, gi, 1.5})),
            "tensor([[0.0000, 0.0000, 1.5000],\n        [1.5000, 0.0000, 0.0000]])");
  EXPECT_EQ(reprOf(callT("aten::nonzero", {mask})), "tensor([[1, 1],\n        [1, 2]])");
}

TEST(TensorShape, LinearAlgebra) {
  Tensor m = mat();
  EXPECT_EQ(reprOf(callT("aten::matmul", {m, t(m)})), "tensor([[ 5, 14],\n        [14, 50]])");
  EXPECT_EQ(reprOf(callT("aten::dot", {arange(Scalar(3)), arange(Scalar(3))})), "tensor(5)");
  EXPECT_EQ(reprOf(callT("aten::outer", {arange(Scalar(2)), arange(Scalar(2))})), "tensor([[0, 0],\n        [0, 1]])");
  EXPECT_NE(errorOf([&] { callT("aten::mm", {m, m}); }), "");
}

}  // namespace
}  // namespace ts::test

namespace ts::test {
namespace {

// repeat forms target sizes as ATen does (wrapping products), so each
// overflow gives PyTorch 1.13's message; none allocates a wrapped size.
TEST(TensorShapeOps, RepeatOverflowsRaisePyTorchsErrors) {
  const int64_t k62 = int64_t{1} << 62;
  EXPECT_EQ(reprOf(callT("aten::repeat", {arange(Scalar(2)), ints({2})})), "tensor([0, 1, 0, 1])");
  EXPECT_EQ(errorOf([&] { callT("aten::repeat", {ones({2}), ints({k62})}); }),
            "IntArrayRef contains an int that cannot be represented as a SymInt: -9223372036854775808");
  EXPECT_EQ(errorOf([&] { callT("aten::repeat", {ones({3}), ints({k62})}); }),
            "Trying to create tensor with negative dimension -4611686018427387904: [-4611686018427387904]");
  EXPECT_EQ(errorOf([&] { callT("aten::repeat", {ones({2}), ints({-1})}); }),
            "Trying to create tensor with negative dimension -2: [-2]");
  EXPECT_EQ(errorOf([&] { callT("aten::repeat", {ones({4}), ints({k62})}); }),
            "maximum size for tensor at dimension 0 is 0 but size is 4");
  EXPECT_EQ(errorOf([&] { callT("aten::repeat", {ones({2}), ints({k62 / 2})}); }),
            "Storage size calculation overflowed with sizes=[4611686018427387904]");
  // 3 * ((2**64 + 5) / 3) wraps to 5: ATen would leave 2 elements unset.
  EXPECT_EQ(errorOf([&] { callT("aten::repeat", {ones({3}), ints({6148914691236517207})}); }),
            "repeat: integer multiplication overflow");
  EXPECT_EQ(errorOf([&] { callT("aten::repeat_interleave.self_int", {arange(Scalar(2)), k62, kNone, kNone}); }),
            "IntArrayRef contains an int that cannot be represented as a SymInt: -9223372036854775808");
  EXPECT_EQ(errorOf([&] { callT("aten::repeat_interleave.self_int", {arange(Scalar(2)), k62 / 2, kNone, kNone}); }),
            "Storage size calculation overflowed with sizes=[4611686018427387904]");
  EXPECT_EQ(reprOf(callT("aten::repeat_interleave.self_int", {arange(Scalar(2)), 2, kNone, kNone})),
            "tensor([0, 0, 1, 1])");
  EXPECT_EQ(callT("aten::repeat", {ones({2, 3}), ints({0, k62 / 4})}).toTensor().sizes().vec(),
            (std::vector<int64_t>{0, 3 * (k62 / 4)}));
}

}  // namespace
}  // namespace ts::test
