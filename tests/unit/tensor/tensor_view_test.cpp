// ===--- tensor_view_test.cpp - storage sharing, strides, view errors -----=== //
#include "test_util.h"

namespace ts::test {
namespace {

TEST(Views, WritesShowInBase) {
  Tensor x = zeros({3, 4});
  Tensor row = x.select(0, 1);
  fill_(row, Scalar(5.0));
  Tensor col = x.slice(1, 0, 4, 2);  // columns 0 and 2
  fill_(col, Scalar(int64_t(1)));
  Tensor tr = x.t();
  copy_(tr.select(0, 3), T({7, 8, 9}));
  EXPECT_EQ(vals(x), (std::vector<double>{1, 0, 1, 7, 1, 5, 1, 8, 1, 0, 1, 9}));
  EXPECT_EQ(x.storage().get(), tr.storage().get());
  EXPECT_FALSE(tr.is_contiguous());
  EXPECT_EQ(col.strides().vec(), (std::vector<int64_t>{4, 2}));
  EXPECT_EQ(col.storage_offset(), 0);
  EXPECT_EQ(row.storage_offset(), 4);
}

TEST(Views, ShapesAndStrides) {
  Tensor x = arange(24).reshape({2, 3, 4});
  EXPECT_EQ(x.strides().vec(), (std::vector<int64_t>{12, 4, 1}));
  Tensor p = x.permute({2, 0, 1});
  EXPECT_EQ(shape(p), (std::vector<int64_t>{4, 2, 3}));
  EXPECT_EQ(p.strides().vec(), (std::vector<int64_t>{1, 12, 4}));
  EXPECT_EQ(shape(x.unsqueeze(1)), (std::vector<int64_t>{2, 1, 3, 4}));
  EXPECT_EQ(shape(x.unsqueeze(-1)), (std::vector<int64_t>{2, 3, 4, 1}));
  EXPECT_EQ(shape(ones({1, 3, 1}).squeeze()), (std::vector<int64_t>{3}));
  EXPECT_EQ(shape(ones({1, 3, 1}).squeeze(0)), (std::vector<int64_t>{3, 1}));
  EXPECT_EQ(shape(x.flatten(1)), (std::vector<int64_t>{2, 12}));
  EXPECT_EQ(shape(x.view({-1, 6})), (std::vector<int64_t>{4, 6}));
  Tensor e = T({1, 2, 3}).expand({2, 3});
  EXPECT_EQ(e.strides().vec(), (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(vals(x.narrow(2, 1, 2).select(0, 1)), (std::vector<double>{13, 14, 17, 18, 21, 22}));
  EXPECT_EQ(vals(x.slice(1, -2, std::nullopt)).size(), 16u);
  // reshape of a non-viewable tensor copies.
  Tensor r = x.transpose(0, 2).reshape({-1});
  EXPECT_TRUE(r.is_contiguous());
  EXPECT_NE(r.storage().get(), x.storage().get());
  EXPECT_EQ(vals(r)[1], 12);
  // reshape that can view shares storage.
  EXPECT_EQ(x.reshape({6, 4}).storage().get(), x.storage().get());
  EXPECT_EQ(T({1, 2, 3}).slice(0, 0, 3, 2).numel(), 2);
}

TEST(Views, Errors) {
  Tensor x = arange(6.0).reshape({2, 3});
  EXPECT_EQ(errorOf([&] { x.view({4}); }), "shape '[4]' is invalid for input of size 6");
  EXPECT_EQ(errorOf([&] { x.t().view({6}); }),
            "view size is not compatible with input tensor's size and stride (at least one "
            "dimension spans across two contiguous subspaces). Use .reshape(...) instead.");
  EXPECT_EQ(errorOf([&] { x.view({-1, -1}); }), "only one dimension can be inferred");
  EXPECT_EQ(errorOf([&] { x.select(2, 0); }),
            "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
  EXPECT_EQ(errorOf([&] { x.select(0, 5); }),
            "select(): index 5 out of range for tensor of size [2, 3] at dimension 0");
  EXPECT_EQ(errorOf([&] { x.narrow(1, 2, 3); }), "start (2) + length (3) exceeds dimension size (3).");
  EXPECT_EQ(errorOf([&] { x.permute({0, 0}); }), "permute(): duplicate dims are not allowed.");
  EXPECT_EQ(errorOf([&] { x.expand({3, 3}); }),
            "The expanded size of the tensor (3) must match the existing size (2) at "
            "non-singleton dimension 0.  Target sizes: [3, 3].  Tensor sizes: [2, 3]");
  EXPECT_EQ(errorOf([&] { x.expand({3}); }),
            "expand(torch.FloatTensor{[2, 3]}, size=[3]): the number of sizes provided (1) must "
            "be greater or equal to the number of dimensions in the tensor (2)");
  EXPECT_EQ(errorOf([&] { x.flatten(1, 0); }),
            "flatten() has invalid args: start_dim cannot come after end_dim");
  EXPECT_EQ(errorOf([&] { x.reshape({2, 3, 1}).t(); }),
            "t() expects a tensor with <= 2 dimensions, but self is 3D");
  EXPECT_EQ(errorOf([&] { x.slice(1, 0, 3, 0); }), "slice step must be positive");
  EXPECT_EQ(errorOf([&] { ones({2, 2}).item(); }),
            "only one element tensors can be converted to Python scalars");
  try {
    x.select(0, 5);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::IndexError);
  }
}

TEST(Views, CopyAndConvert) {
  Tensor x = T({1.5, -2.5, 3.7});
  EXPECT_EQ(vals(x.to(ScalarType::Int)), (std::vector<double>{1, -2, 3}));
  EXPECT_EQ(vals(x.to(ScalarType::Bool)), (std::vector<double>{1, 1, 1}));
  Tensor y = zeros({2, 3}, ScalarType::Long);
  copy_(y, x);  // broadcast + convert
  EXPECT_EQ(vals(y), (std::vector<double>{1, -2, 3, 1, -2, 3}));
  Tensor same = x.to(ScalarType::Float);
  EXPECT_TRUE(same.is_same(x));
  Tensor c = x.clone();
  EXPECT_NE(c.storage().get(), x.storage().get());
  Tensor tr = arange(6).reshape({2, 3}).t();
  Tensor tc = tr.clone();
  EXPECT_EQ(tc.strides().vec(), tr.strides().vec());  // clone preserves layout
  EXPECT_TRUE(tr.contiguous().is_contiguous());
  EXPECT_EQ(T({2.5}).item().toDouble(), 2.5);
  EXPECT_EQ(L({7}).item().toLong(), 7);
  EXPECT_TRUE(B({true}).item().toBool());
}

TEST(Allocator, ReusesLargeBlocks) {
  void* p = nullptr;
  {
    Tensor big = empty({1 << 20});
    p = big.data_ptr();
  }
  Tensor again = empty({1 << 20});
  EXPECT_EQ(again.data_ptr(), p);
}

}  // namespace
}  // namespace ts::test
