// ===--- autograd_meta_test.cpp - grad mode and autograd metadata ---------=== //
// Note [Autograd metadata] in tensor/tensor.h: the flags and names PyTorch
// shows, and the repr suffix they give (captured from PyTorch 1.13.1).
#include <thread>

#include "tensor/grad_mode.h"
#include "test_util.h"

namespace ts::test {
namespace {

TEST(GradMode, GuardRestoresEvenOnThrow) {
  EXPECT_TRUE(isGradEnabled());
  {
    GradModeGuard off(false);
    EXPECT_FALSE(isGradEnabled());
    {
      GradModeGuard on(true);
      EXPECT_TRUE(isGradEnabled());
    }
    EXPECT_FALSE(isGradEnabled());
  }
  EXPECT_TRUE(isGradEnabled());
  try {
    GradModeGuard off(false);
    throw Error("boom");
  } catch (const Error&) {
  }
  EXPECT_TRUE(isGradEnabled());
}

TEST(GradMode, IsPerThread) {
  GradModeGuard off(false);
  bool other = false;
  std::thread t([&] { other = isGradEnabled(); });
  t.join();
  EXPECT_TRUE(other);
  EXPECT_FALSE(isGradEnabled());
}

TEST(AutogradMeta, LeavesAndNodes) {
  Tensor x = T({1, 2});
  EXPECT_TRUE(x.is_leaf());
  EXPECT_EQ(x.grad_fn(), nullptr);
  x.impl()->setGradFn("MulBackward0");
  EXPECT_FALSE(x.is_leaf());
  EXPECT_STREQ(x.grad_fn(), "MulBackward0");
  EXPECT_EQ(x.impl()->viewBase(), nullptr);
  Tensor v = x.select(0, 1);
  v.impl()->setViewBase(x.implRef());
  EXPECT_EQ(v.impl()->viewBase(), x.impl());
  // detach() shares data but never records a base or a node.
  Tensor d = x.detach();
  EXPECT_TRUE(d.is_leaf());
  EXPECT_EQ(d.impl()->viewBase(), nullptr);
  EXPECT_FALSE(d.requires_grad());
}

TEST(AutogradMeta, ReprSuffix) {
  Tensor x = T({2, 4});
  x.set_requires_grad(true);
  EXPECT_EQ(pythonRepr(x), "tensor([2., 4.], requires_grad=True)");
  x.impl()->setGradFn("MulBackward0");
  EXPECT_EQ(pythonRepr(x), "tensor([2., 4.], grad_fn=<MulBackward0>)");
  Tensor s = S(3.0, ScalarType::Float);
  s.set_requires_grad(true);
  s.impl()->setGradFn("SumBackward0");
  EXPECT_EQ(pythonRepr(s), "tensor(3., grad_fn=<SumBackward0>)");
  Tensor d = T({1, 2}).to(ScalarType::Double);
  d.set_requires_grad(true);
  d.impl()->setGradFn("ToCopyBackward0");
  EXPECT_EQ(pythonRepr(d), "tensor([1., 2.], dtype=torch.float64, grad_fn=<ToCopyBackward0>)");
  // The suffix wraps like any other (_add_suffixes).
  Tensor m = T({1, 2, 3, 4}, {2, 2});
  m.set_requires_grad(true);
  m.impl()->setGradFn("MmBackward0");
  EXPECT_EQ(pythonRepr(m), "tensor([[1., 2.],\n        [3., 4.]], grad_fn=<MmBackward0>)");
}

}  // namespace
}  // namespace ts::test
