// ===--- tensor_reuse_test.cpp - Note [Reusing dead temporaries] ----------=== //
#include <gtest/gtest.h>

#include "ops/registry.h"
#include "tensor/ops.h"

namespace ts::test {

Stack callTensorOp(const std::string& name, Stack args);

namespace {

Tensor floats(int64_t n) { return arange(Scalar(n), ScalarType::Float); }

TEST(TensorReuse, SoleReferenceIsWrittenInPlace) {
  Stack s;
  s.emplace_back(floats(4));  // the stack holds the only reference
  void* data = s[0].toTensor().data_ptr();
  s.emplace_back(floats(4));
  s.emplace_back(int64_t(1));
  Stack out = callTensorOp("aten::add.Tensor", std::move(s));
  Tensor r = out.at(0).toTensor();
  EXPECT_EQ(r.data_ptr(), data);
  EXPECT_EQ(r.repr(), "tensor([0., 2., 4., 6.])");
}

TEST(TensorReuse, SharedOrPromotedInputsAreNotReused) {
  Tensor a = floats(4);
  Tensor keep = a;  // a live variable still refers to it
  Stack out = callTensorOp("aten::mul.Scalar", {a, 2.0});
  EXPECT_NE(out.at(0).toTensor().data_ptr(), keep.data_ptr());
  EXPECT_EQ(keep.repr(), "tensor([0., 1., 2., 3.])");

  Stack s;
  s.emplace_back(arange(Scalar(int64_t(4))));
  void* idata = s[0].toTensor().data_ptr();
  s.emplace_back(2.5);  // int * float gives a float tensor: a new buffer
  Tensor r = callTensorOp("aten::mul.Scalar", std::move(s)).at(0).toTensor();
  EXPECT_NE(r.data_ptr(), idata);
  EXPECT_EQ(r.dtype(), ScalarType::Float);

  Stack b;
  b.emplace_back(floats(3));  // broadcasting grows the result: no reuse
  void* rdata = b[0].toTensor().data_ptr();
  b.emplace_back(floats(6).reshape({2, 3}));
  b.emplace_back(int64_t(1));
  Tensor g = callTensorOp("aten::add.Tensor", std::move(b)).at(0).toTensor();
  EXPECT_NE(g.data_ptr(), rdata);
  EXPECT_EQ(DimVector(g.sizes()), DimVector({2, 3}));
}

TEST(TensorReuse, IntegerTrueDivisionAllocatesFloats) {
  Stack s;
  s.emplace_back(arange(Scalar(int64_t(4))));  // a dead int64 temporary
  s.emplace_back(int64_t(2));
  Tensor r = callTensorOp("aten::div.Scalar", std::move(s)).at(0).toTensor();
  EXPECT_EQ(r.dtype(), ScalarType::Float);
  EXPECT_EQ(r.repr(), "tensor([0.0000, 0.5000, 1.0000, 1.5000])");
  Stack t;
  t.emplace_back(arange(Scalar(int64_t(4))));
  t.emplace_back(full({4}, Scalar(int64_t(3)), ScalarType::Long));
  EXPECT_EQ(callTensorOp("aten::div.Tensor", std::move(t)).at(0).toTensor().dtype(), ScalarType::Float);
}

}  // namespace
}  // namespace ts::test
