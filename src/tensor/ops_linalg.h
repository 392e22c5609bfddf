// ===--- ops_linalg.h - matrix products -----------------------------------=== //
// Float and double products call OpenBLAS as PyTorch does (Note [BLAS
// products]); other dtypes use a loop kernel. matmul follows ATen's dispatch
// on the argument ranks.
#pragma once

#include "tensor/tensor.h"

namespace ts {

Tensor dot(const Tensor& self, const Tensor& tensor);
Tensor mv(const Tensor& self, const Tensor& vec);
Tensor mm(const Tensor& self, const Tensor& mat2);
Tensor bmm(const Tensor& self, const Tensor& mat2);
/// beta * self + alpha * (mat1 @ mat2), self broadcast to the product's shape.
Tensor addmm(const Tensor& self, const Tensor& mat1, const Tensor& mat2, const Scalar& beta = 1, const Scalar& alpha = 1);
/// beta * self + alpha * (mat @ vec).
Tensor addmv(const Tensor& self, const Tensor& mat, const Tensor& vec, const Scalar& beta = 1, const Scalar& alpha = 1);
/// F.linear: input @ weight.t() + bias, as addmm for 2-D and contiguous 3-D
/// float inputs with a bias (Note [Linear is addmm]); bias may be undefined.
Tensor linear(const Tensor& input, const Tensor& weight, const Tensor& bias);
/// torch.matmul for 1-D, 2-D and batched (broadcast) operands.
Tensor matmul(const Tensor& self, const Tensor& other);

}  // namespace ts
