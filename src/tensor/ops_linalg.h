// ===--- ops_linalg.h - matrix products -----------------------------------=== //
// Blocked loop kernels for now (OpenBLAS glue can replace mmKernel later);
// matmul follows ATen's dispatch on the argument ranks.
#pragma once

#include "tensor/tensor.h"

namespace ts {

Tensor dot(const Tensor& self, const Tensor& tensor);
Tensor mv(const Tensor& self, const Tensor& vec);
Tensor mm(const Tensor& self, const Tensor& mat2);
Tensor bmm(const Tensor& self, const Tensor& mat2);
/// torch.matmul for 1-D, 2-D and batched (broadcast) operands.
Tensor matmul(const Tensor& self, const Tensor& other);

}  // namespace ts
