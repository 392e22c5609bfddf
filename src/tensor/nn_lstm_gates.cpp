// ===--- nn_lstm_gates.cpp - one LSTM step's gate arithmetic in one pass --=== //
// Note [Fused LSTM gates]: ATen's LSTMCell runs ten elementwise kernels per
// step on [batch, 4 * hidden] gates (add, three sigmoids, tanh, two muls,
// add, tanh, mul), each allocating its result. Here one pass does the same
// arithmetic in the same order, on buffers the layer owns, so every value
// rounds exactly as in the composed ops.
#include "tensor/nn_lstm_gates.h"

#include "support/error.h"
#include "tensor/vec_math.h"

namespace ts::nn {
namespace {

/// out = a * b + c * d with each product and the sum rounded separately:
/// ATen computes f * c and i * g as separate kernels, so no fused
/// multiply-add may join them (this file is built without FMA; the optimize
/// attribute keeps it so under any -march).
template <typename T>
__attribute__((optimize("fp-contract=off"))) void mulMulAdd(const T* a, const T* b, const T* c, const T* d, T* out,
                                                           int64_t n) {
  for (int64_t j = 0; j < n; ++j) {
    const T x = a[j] * b[j];
    const T y = c[j] * d[j];
    out[j] = x + y;
  }
}

template <typename T>
void gatesStep(T* gates, const T* ih, T* c, T* h, T* scratch, int64_t batch, int64_t hidden) {
  const int64_t width = 4 * hidden;
  for (int64_t b = 0; b < batch; ++b) {
    T* g = gates + b * width;
    const T* x = ih + b * width;
    for (int64_t j = 0; j < width; ++j) g[j] = g[j] + x[j];
    // sigmoid_/tanh_ on the chunk views run one row of `hidden` at a time
    // (the rows are not adjacent), so each row is its own run.
    mathRun(MathFn::Sigmoid, g, g, hidden);
    mathRun(MathFn::Sigmoid, g + hidden, g + hidden, hidden);
    mathRun(MathFn::Tanh, g + 2 * hidden, g + 2 * hidden, hidden);
    mathRun(MathFn::Sigmoid, g + 3 * hidden, g + 3 * hidden, hidden);
    // cy = forgetgate * cx + ingate * cellgate
    mulMulAdd(g + hidden, c + b * hidden, g, g + 2 * hidden, c + b * hidden, hidden);
  }
  // cy is contiguous: tanh runs over all of it at once, as cy.tanh() does.
  mathRun(MathFn::Tanh, c, scratch, batch * hidden);
  for (int64_t b = 0; b < batch; ++b) {
    const T* o = gates + b * width + 3 * hidden;
    for (int64_t j = 0; j < hidden; ++j) h[b * hidden + j] = o[j] * scratch[b * hidden + j];
  }
}

}  // namespace

bool lstmGatesSupported(const Tensor& hh, const Tensor& ih, const Tensor& c) {
  const ScalarType t = hh.dtype();
  if (t != ScalarType::Float && t != ScalarType::Double) return false;
  return ih.dtype() == t && c.dtype() == t && hh.dim() == 2 && ih.dim() == 2 && c.dim() == 2 &&
         ih.size(0) == hh.size(0) && ih.size(1) == hh.size(1) && c.size(0) == hh.size(0) &&
         c.size(1) * 4 == hh.size(1) && hh.is_contiguous() && ih.is_contiguous() && c.is_contiguous();
}

void lstmGatesStep(const Tensor& hh, const Tensor& ih, const Tensor& c, const Tensor& h) {
  TS_CHECK(lstmGatesSupported(hh, ih, c) && h.dim() == 2 && h.size(0) == c.size(0) && h.size(1) == c.size(1) && h.dtype() == c.dtype() && h.is_contiguous(),
           "lstmGatesStep: unsupported operands");
  const int64_t batch = c.size(0), hidden = c.size(1);
  Tensor scratch = emptyTensor({batch, hidden}, c.dtype());
  if (c.dtype() == ScalarType::Float) {
    gatesStep(hh.data_ptr<float>(), ih.data_ptr<float>(), c.data_ptr<float>(), h.data_ptr<float>(),
              scratch.data_ptr<float>(), batch, hidden);
  } else {
    gatesStep(hh.data_ptr<double>(), ih.data_ptr<double>(), c.data_ptr<double>(), h.data_ptr<double>(),
              scratch.data_ptr<double>(), batch, hidden);
  }
}

}  // namespace ts::nn
