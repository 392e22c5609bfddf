// ===--- nn_recurrent_linear.h - an RNN layer's h @ w_hh^T + b_hh per step === //
// The recurrent product of an RNN layer runs once per time step with the same
// weight; OpenBLAS repacks that weight on every call (Note [Recurrent GEMM]).
#pragma once

#include "tensor/tensor.h"

namespace ts::nn {

/// linear(h, w, b) for every step of one RNN layer: the weight is laid out
/// once (transposed) when the fast path applies, and each call then computes
/// exactly what OpenBLAS's sgemm computes for it. Other operands go through
/// linear().
class RecurrentLinear {
 public:
  /// w: [gates * hidden, hidden]; b: [gates * hidden] or undefined. With
  /// one step to run (a cell), laying out w costs more than it saves.
  RecurrentLinear(const Tensor& w, const Tensor& b, int64_t steps);

  /// h @ w.t() + b for h [batch, hidden].
  Tensor operator()(const Tensor& h) const;

 private:
  bool fastFor(const Tensor& h) const;

  Tensor w_, b_;
  Tensor prescott(const Tensor& h) const;
  bool prescott_ = false;  ///< products go through prescottGemm with wt_
  Tensor wt_;  ///< w transposed, contiguous [hidden, gates * hidden]; undefined: no fast path
};

/// out[r, n] = (bias[n] +) sum over k of h[r, k] * wt[k, n] for r < rows,
/// n < cols, each sum one FMA chain in k order (exposed for the unit test).
/// Needs AVX-512F (recurrentGemmAvailable()).
void recurrentGemm(const float* h, const float* wt, const float* bias, float* out, int64_t rows, int64_t kdim,
                   int64_t cols);
/// Whether recurrentGemm can run on this CPU.
bool recurrentGemmAvailable();

}  // namespace ts::nn
