// ===--- nn_im2col.h - im2col/col2im and the GEMM behind convolution ------=== //
// Convolution is lowered to im2col + GEMM (DESIGN.md section 4): the patches
// of one image become the columns of a matrix that the weights multiply.
// The raw forms work on contiguous buffers; unfold/fold expose them as the
// aten::im2col and aten::col2im operators.
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// Geometry of one 2-D sliding window pass (1-D convolutions use H = 1).
struct Window2d {
  int64_t channels = 1;
  int64_t height = 1, width = 1;          ///< image size
  int64_t kernel_h = 1, kernel_w = 1;
  int64_t stride_h = 1, stride_w = 1;
  int64_t pad_h = 0, pad_w = 0;
  int64_t dil_h = 1, dil_w = 1;
  int64_t out_h = 1, out_w = 1;           ///< number of window positions

  int64_t colRows() const { return channels * kernel_h * kernel_w; }
  int64_t colCols() const { return out_h * out_w; }
};

/// cols[colRows, colCols] = patches of img[channels, height, width].
template <typename T> void im2colRaw(const T* img, T* cols, const Window2d& g);
/// cols[colRows, (oh_end - oh_begin) * out_w] = the patches of output rows
/// [oh_begin, oh_end) only, so a convolution can work in cache-sized slices.
template <typename T>
void im2colRows(const T* img, T* cols, const Window2d& g, int64_t oh_begin, int64_t oh_end);
/// img[channels, height, width] += the patches in cols (img not cleared).
template <typename T> void col2imRaw(const T* cols, T* img, const Window2d& g);
/// C[M, N] (+)= A[M, K] * B[K, N], row-major; A is contiguous, B and C rows
/// are ldb and ldc elements apart. float and double only (OpenBLAS).
template <typename T>
void gemm(int64_t m, int64_t n, int64_t k, const T* a, const T* b, int64_t ldb, T* c, int64_t ldc, bool accumulate);

/// aten::im2col (F.unfold): [N, C, H, W] or [C, H, W] -> [N, C*kh*kw, L].
Tensor im2col(const Tensor& self, const std::vector<int64_t>& kernel_size, const std::vector<int64_t>& dilation,
              const std::vector<int64_t>& padding, const std::vector<int64_t>& stride);
/// aten::col2im (F.fold): [N, C*kh*kw, L] or [C*kh*kw, L] -> [N, C, oh, ow].
Tensor col2im(const Tensor& self, const std::vector<int64_t>& output_size, const std::vector<int64_t>& kernel_size,
              const std::vector<int64_t>& dilation, const std::vector<int64_t>& padding,
              const std::vector<int64_t>& stride);

}  // namespace ts::nn
