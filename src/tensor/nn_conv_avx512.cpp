// ===--- nn_conv_avx512.cpp - float convolution GEMM without im2col -------=== //
// Note [Convolution GEMM]: im2col + sgemm spends a third of a ResNet's time
// outside the multiply: im2col writes the patch matrix (each input element
// kh * kw times), OpenBLAS packs it again, repacks the weights (44 MB per
// ResNet-18 forward) and zeroes C. Here nothing is packed:
//
//  * The input is copied once into zero-padded "phase planes": plane
//    (c, rp, cp) holds padded rows rp, rp + sh, ... and columns cp, cp + sw,
//    ... of channel c. In a plane of width Wq, output (oh, ow) and kernel tap
//    (c, ki, kj) read element off[k] + oh * Wq + ow, where off[k] depends on
//    the tap only. So with q = oh * Wq + ow the patch matrix is
//    X[k][q] = planes[off[k] + q]: every row is a contiguous run of the
//    planes. Columns with ow >= out_w are computed and dropped.
//  * The micro-kernel keeps an MR x NR tile of outputs (NR = 8 U
//    consecutive q: U / 2 zmm vectors and, for odd U, one ymm) in registers
//    for the whole reduction, loading the vectors at planes + off[k] + q0
//    and broadcasting MR weights, read in place (MR sequential streams).
//    Every output is one FMA chain over k = (channel, kernel row, kernel
//    column) in order, then + bias, whatever the tile shape (Note [Panel
//    widths]).
//  * Loop order: each block of MR weight rows runs over all q panels of a
//    chunk of output rows whose planes fit in L2, so deep layers read their
//    (megabyte) weights from memory once per chunk, usually once.
//
// PyTorch runs these convolutions in oneDNN with its own summation order;
// like the OpenBLAS path this matches it to rounding, not bit for bit.
#include "tensor/nn_conv_avx512.h"

#include <immintrin.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <utility>
#include <vector>

#include "tensor/nn_util.h"
#include "tensor/parallel.h"

namespace ts::nn {
namespace {

/// Bytes of phase planes per chunk of output rows: half of the 2 MB L2 of
/// the machines we tune on, leaving room for a weight block.
constexpr int64_t kChunkBytes = 1 << 20;

/// Output rows per micro-kernel for NV vectors of columns: MR * NV <= 28
/// accumulators plus NV column vectors and a broadcast fit the 32 zmm
/// registers.
constexpr int maxRows(int nv) { return nv == 1 ? 14 : nv == 2 ? 12 : nv == 3 ? 8 : 6; }
/// The same for a panel of `units` 8-column units (a half vector counts as a
/// whole register). A narrower tail panel keeps its block's rows: fewer
/// units never allow fewer rows.
constexpr int maxRowsForUnits(int units) { return maxRows((units + 1) / 2); }

/// The phase-plane layout of one convolution (see Note [Convolution GEMM]).
/// Only phases some kernel tap reads are stored (a strided 1x1 kernel reads
/// one of sh * sw), numbered in (rp, cp) order within each channel.
///
/// Note [Shared pad column]: with stride 1 across, a plane row holds the left
/// pad, the input row and the right pad only as far as width + pad_w (and at
/// least out_w columns): a tap reading past the row's end reads the next
/// row's left pad (or the zeroed slack after the last plane), which is zero
/// as the right pad would be. Padded column c <= width + 2 pad - 1 lands at
/// c - wq <= pad - 1 there. The products and their order are unchanged; a
/// 7x7 output takes 56 columns instead of 63 (one 56-wide panel, not 64).
struct Planes {
  int64_t hq = 0, wq = 0;         ///< plane size: padded size / stride, rounded up
  int64_t plane = 0;              ///< floats per plane
  int64_t q_total = 0;            ///< out_h * wq columns of the patch matrix
  int64_t nphase = 0;             ///< stored phases per channel
  std::vector<int64_t> phase_id;  ///< rp * sw + cp -> stored phase, or -1
  std::vector<int64_t> off;       ///< per tap k: where row k of X starts

  explicit Planes(const Window2d& g) {
    hq = (g.height + 2 * g.pad_h + g.stride_h - 1) / g.stride_h;
    wq = g.stride_w == 1 ? std::max(g.out_w, g.width + g.pad_w)
                         : (g.width + 2 * g.pad_w + g.stride_w - 1) / g.stride_w;
    plane = hq * wq;
    q_total = g.out_h * wq;
    phase_id.assign(static_cast<size_t>(g.stride_h * g.stride_w), -1);
    for (int64_t ki = 0; ki < g.kernel_h; ++ki)
      for (int64_t kj = 0; kj < g.kernel_w; ++kj)
        phase_id[static_cast<size_t>((ki * g.dil_h % g.stride_h) * g.stride_w + kj * g.dil_w % g.stride_w)] = 0;
    for (int64_t& id : phase_id)
      if (id == 0) id = nphase++;
    for (int64_t c = 0; c < g.channels; ++c) {
      for (int64_t ki = 0; ki < g.kernel_h; ++ki) {
        for (int64_t kj = 0; kj < g.kernel_w; ++kj) {
          const int64_t r = ki * g.dil_h, x = kj * g.dil_w;
          const int64_t phase = phase_id[static_cast<size_t>((r % g.stride_h) * g.stride_w + x % g.stride_w)];
          off.push_back((c * nphase + phase) * plane + (r / g.stride_h) * wq + x / g.stride_w);
        }
      }
    }
  }
  int64_t floats(const Window2d& g) const { return g.channels * nphase * plane; }
};

/// out[j] = src[2 j] for j < n: two vectors of input give 16 outputs through
/// one permute; the last vector's odd lane is never read past src[2 n - 2].
__attribute__((target("avx512f"))) void copyEven(const float* src, float* out, int64_t n) {
  const __m512i even = _mm512_set_epi32(30, 28, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8, 6, 4, 2, 0);
  int64_t j = 0;
  for (; j + 16 < n; j += 16) {
    const __m512 a = _mm512_loadu_ps(src + 2 * j), b = _mm512_loadu_ps(src + 2 * j + 16);
    _mm512_storeu_ps(out + j, _mm512_permutex2var_ps(a, even, b));
  }
  for (; j < n; ++j) out[j] = src[2 * j];
}

/// Copies channel c of img[channels, height, width] into its zero-padded phase planes.
void fillPlanes(const float* img, const Window2d& g, const Planes& pl, int64_t c, float* dst) {
  const int64_t sh = g.stride_h, sw = g.stride_w;
  for (int64_t r = 0; r < pl.hq * sh; ++r) {
    const int64_t ih = r - g.pad_h, rp = r % sh;
    for (int64_t cp = 0; cp < sw; ++cp) {
      const int64_t id = pl.phase_id[static_cast<size_t>(rp * sw + cp)];
      if (id < 0) continue;
      float* out = dst + (c * pl.nphase + id) * pl.plane + (r / sh) * pl.wq;
      if (ih < 0 || ih >= g.height) {
        std::fill(out, out + pl.wq, 0.0f);
        continue;
      }
      // Plane column j holds input column j * sw + cp - pad_w.
      const auto [first, last] = nn_detail::windowRange(pl.wq, sw, g.pad_w, cp, g.width);
      const float* src = img + (c * g.height + ih) * g.width + cp - g.pad_w;
      std::fill(out, out + first, 0.0f);
      if (sw == 1) {
        std::memcpy(out + first, src + first, static_cast<size_t>(last - first) * sizeof(float));
      } else if (sw == 2) {
        copyEven(src + 2 * first, out + first, last - first);
      } else {
        for (int64_t j = first; j < last; ++j) out[j] = src[j * sw];
      }
      std::fill(out + last, out + pl.wq, 0.0f);
    }
  }
}

/// Where a panel's vectors go when stored straight into the output (Note
/// [Direct tile stores]): lanes `first[v][s]` to `last[v][s]` of vector v
/// go to out + dst[v][s] onward, for s < n[v].
struct PanelStores {
  int n[4] = {0, 0, 0, 0};
  int first[4][3], last[4][3];
  int64_t dst[4][3];
};

// Note [Direct tile stores]: panel column q is output (q / wq, q % wq),
// valid when q % wq < out_w; a 16-column vector spans at most three output
// rows when wq >= 8, each taking one contiguous run of its lanes. The
// kernel stores those runs straight to the output, so no scratch tile is
// written and copied back; narrower planes keep the tile (storeTile). A run
// is compressed in a register, then written with a masked store: Zen 4
// microcodes vcompressps to memory (~20% of ResNet's conv time there, 40%
// of a 1x1 conv's), while the register form is one fast instruction.
constexpr int64_t kMinDirectWq = 8;

PanelStores panelStores(int64_t q0, int64_t ncols, int nv, const Window2d& g, int64_t wq) {
  PanelStores st;
  for (int v = 0; v < nv; ++v) {
    const int64_t qs = q0 + 16 * v, qe = q0 + std::min<int64_t>(ncols, 16 * (v + 1));
    for (int64_t r = qs / wq; r * wq < qe; ++r) {
      const int64_t lo = std::max(qs, r * wq), hi = std::min(qe, r * wq + g.out_w);
      if (lo >= hi) continue;
      const int s = st.n[v]++;
      st.first[v][s] = static_cast<int>(lo - qs);
      st.last[v][s] = static_cast<int>(hi - qs);
      st.dst[v][s] = lo + r * (g.out_w - wq);
    }
  }
  return st;
}

using Kernel = void (*)(int64_t kdim, const float* w, const int64_t* off, const float* x, const float* bias,
                        float* out, int64_t ncols, const PanelStores* st, int64_t plane);

/// Stores the lane runs of panel vector v that panelStores found valid:
/// each run is compressed in a register, then written with a masked store
/// (Note [Direct tile stores]).
__attribute__((target("avx512f"))) inline void storeRuns(__m512 y, const PanelStores& st, int v, float* row) {
  for (int s = 0; s < st.n[v]; ++s) {
    const auto mask = static_cast<__mmask16>((1u << st.last[v][s]) - (1u << st.first[v][s]));
    const auto head = static_cast<__mmask16>((1u << (st.last[v][s] - st.first[v][s])) - 1);
    _mm512_mask_storeu_ps(row + st.dst[v][s], head, _mm512_maskz_compress_ps(mask, y));
  }
}
/// storeRuns for the 8-lane half vector of an odd-unit panel.
__attribute__((target("avx512f,avx512vl"))) inline void storeRuns(__m256 y, const PanelStores& st, int v,
                                                                  float* row) {
  for (int s = 0; s < st.n[v]; ++s) {
    const auto mask = static_cast<__mmask8>((1u << st.last[v][s]) - (1u << st.first[v][s]));
    const auto head = static_cast<__mmask8>((1u << (st.last[v][s] - st.first[v][s])) - 1);
    _mm256_mask_storeu_ps(row + st.dst[v][s], head, _mm256_maskz_compress_ps(mask, y));
  }
}

/// One MR x 8 U output tile: y[r][j] = sum_k w[r * kdim + k] * x[off[k] +
/// j] (+ bias[r]) for r < MR, in U / 2 zmm and (odd U) one ymm accumulator
/// per row. Without st it goes to a row-major scratch tile out[r * 8 U + j]
/// (vectors wholly past ncols <= 8 U are not stored); with st, row r goes
/// straight to the output plane out + r * plane.
template <int MR, int U>
__attribute__((target("avx512f,avx512vl,fma"))) void microKernel(int64_t kdim, const float* w, const int64_t* off,
                                                                 const float* x, const float* bias, float* out,
                                                                 int64_t ncols, const PanelStores* st,
                                                                 int64_t plane) {
  constexpr int NV = U / 2, NA = NV > 0 ? NV : 1;
  constexpr bool kHalf = U % 2 == 1;
  __m512 acc[MR][NA];
  __m256 acch[MR];
  for (int r = 0; r < MR; ++r) {
    for (int v = 0; v < NA; ++v) acc[r][v] = _mm512_setzero_ps();
    acch[r] = _mm256_setzero_ps();
  }
  for (int64_t k = 0; k < kdim; ++k) {
    const float* xk = x + off[k];
    __m512 xv[NA];
    for (int v = 0; v < NV; ++v) xv[v] = _mm512_loadu_ps(xk + 16 * v);
    const __m256 xh = kHalf ? _mm256_loadu_ps(xk + 16 * NV) : _mm256_setzero_ps();
    for (int r = 0; r < MR; ++r) {
      const float wk = w[r * kdim + k];
      const __m512 b = _mm512_set1_ps(wk);
      for (int v = 0; v < NV; ++v) acc[r][v] = _mm512_fmadd_ps(b, xv[v], acc[r][v]);
      if constexpr (kHalf) acch[r] = _mm256_fmadd_ps(_mm256_set1_ps(wk), xh, acch[r]);
    }
  }
  for (int r = 0; r < MR; ++r) {
    float* row = st ? out + r * plane : out + r * 8 * U;
    for (int v = 0; v < NV; ++v) {
      const __m512 y = bias ? _mm512_add_ps(acc[r][v], _mm512_set1_ps(bias[r])) : acc[r][v];
      if (st) {
        storeRuns(y, *st, v, row);
      } else if (16 * v < ncols) {
        _mm512_storeu_ps(row + 16 * v, y);
      }
    }
    if constexpr (kHalf) {
      const __m256 y = bias ? _mm256_add_ps(acch[r], _mm256_set1_ps(bias[r])) : acch[r];
      if (st) {
        storeRuns(y, *st, NV, row);
      } else {
        _mm256_storeu_ps(row + 16 * NV, y);
      }
    }
  }
}

/// kernels<U>()[mr - 1] is microKernel<mr, U>.
template <int U, int... Rs>
constexpr std::array<Kernel, sizeof...(Rs)> kernelTable(std::integer_sequence<int, Rs...>) {
  return {&microKernel<Rs + 1, U>...};
}
template <int U>
const Kernel* kernels() {
  static constexpr auto table = kernelTable<U>(std::make_integer_sequence<int, maxRowsForUnits(U)>());
  return table.data();
}
/// The kernels of panels `units` * 8 columns wide, indexed by rows - 1.
const Kernel* kernelsForUnits(int units) {
  switch (units) {
    case 1: return kernels<1>();
    case 2: return kernels<2>();
    case 3: return kernels<3>();
    case 4: return kernels<4>();
    case 5: return kernels<5>();
    case 6: return kernels<6>();
    case 7: return kernels<7>();
    default: return kernels<8>();
  }
}

// Note [Panel widths]: a panel is 8 U columns (U / 2 zmm vectors, plus a
// ymm for odd U). On Zen 4 a 512-bit FMA issues as two 256-bit halves, so
// a ymm costs half a zmm: the columns past the last valid output that a
// panel still computes are the only waste, and 8-column steps cut them
// (a 7x7 output, 56 columns with Note [Shared pad column], took a 64-wide
// panel). Elsewhere a ymm FMA costs what a zmm does and nothing is lost.
/// 8-column units per panel for `positions` columns: one panel for small
/// images (up to 64), else 48 (8 rows x 3 vectors per tile). The last
/// panel of a chunk takes the fewest units that cover it, so no width
/// computes more than 7 dropped columns past the last position (the 32-wide
/// panels once chosen for that ran slower: 12 broadcasts per 24 FMAs).
int unitsPerPanel(int64_t positions) {
  if (positions <= 64) return static_cast<int>((positions + 7) / 8);
  return 6;
}

/// Copies the valid columns (ow < out_w) of a [mr][nr] tile covering
/// q in [q0, q0 + ncols) to out rows of out_h * out_w floats.
/// Compiled for AVX-512 (this path runs only there): the row copies vectorize wider.
__attribute__((target("avx512f"))) void storeTile(const float* tile, int64_t mr, int64_t nr, int64_t q0,
                                                  int64_t ncols, const Window2d& g, int64_t wq, float* out) {
  const int64_t plane = g.out_h * g.out_w;
  for (int64_t q = q0; q < q0 + ncols;) {
    const int64_t oh = q / wq, ow = q % wq, run_end = std::min(q0 + ncols, (oh + 1) * wq);
    const int64_t valid = std::max<int64_t>(0, std::min(g.out_w, ow + (run_end - q)) - ow);
    for (int64_t r = 0; r < mr; ++r) {
      const float* src = tile + r * nr + (q - q0);
      float* dst = out + r * plane + oh * g.out_w + ow;
      for (int64_t j = 0; j < valid; ++j) dst[j] = src[j];
    }
    q = run_end;
  }
}

}  // namespace

bool convGemmAvx512Available() {
  static const bool ok = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl");
  return ok;
}

void convGemmAvx512(const float* w, int64_t rows, const float* img, const Window2d& g, const float* bias,
                    float* out) {
  if (g.out_h <= 0 || g.out_w <= 0) return;
  const Planes pl(g);
  const int64_t kdim = g.colRows();
  // Columns up to the last valid output; the last row's dropped ones are not computed.
  const int64_t q_needed = (g.out_h - 1) * pl.wq + g.out_w;
  const int units = unitsPerPanel(q_needed);
  const int64_t nr = 8 * units, max_rows = maxRowsForUnits(units);
  // Slack after the last plane: a panel's columns past q_total (and past a
  // row's valid outputs) still load, up to nr + wq floats beyond.
  const int64_t planes_floats = pl.floats(g) + nr + pl.wq;
  // Both buffers come from the tensor allocator's block cache.
  Tensor planes_buf = emptyTensor({planes_floats}, ScalarType::Float);
  float* planes = static_cast<float*>(planes_buf.data_ptr());
  parallelForBalanced(0, g.channels, grainFor(pl.nphase * pl.plane), [&](int64_t c0, int64_t c1) {
    for (int64_t c = c0; c < c1; ++c) fillPlanes(img, g, pl, c, planes);
  });
  std::fill(planes + planes_floats - nr - pl.wq, planes + planes_floats, 0.0f);
  // Output rows per chunk: the planes a chunk reads fit in kChunkBytes.
  const int64_t row_bytes = g.channels * pl.nphase * pl.wq * 4;
  const int64_t chunk_rows = std::clamp<int64_t>(kChunkBytes / std::max<int64_t>(row_bytes, 1), 1, g.out_h);
  // Note [Parallel convolution]: threads split the blocks of max_rows weight
  // rows (output channels). Every block keeps its rows and every output its
  // FMA chain, so the result does not depend on the thread count; each thread
  // streams its own share of the weights and reads the shared planes.
  const int64_t blocks = (rows + max_rows - 1) / max_rows, plane = g.out_h * g.out_w;
  parallelForBalanced(0, blocks, grainFor(max_rows * pl.q_total * kdim), [&](int64_t b0, int64_t b1) {
    float tile[14 * 64];
    for (int64_t oh0 = 0; oh0 < g.out_h; oh0 += chunk_rows) {
      const int64_t q_begin = oh0 * pl.wq;
      const int64_t q_end = oh0 + chunk_rows >= g.out_h ? q_needed : (oh0 + chunk_rows) * pl.wq;
      for (int64_t m0 = b0 * max_rows; m0 < std::min(rows, b1 * max_rows); m0 += max_rows) {
        const int64_t mr = std::min(max_rows, rows - m0);
        float* out_rows = out + m0 * plane;
        for (int64_t q0 = q_begin; q0 < q_end; q0 += nr) {
          const int64_t ncols = std::min(nr, q_end - q0);
          const int panel_units = static_cast<int>((ncols + 7) / 8);
          const Kernel kernel = kernelsForUnits(panel_units)[mr - 1];
          const float* b = bias ? bias + m0 : nullptr;
          if (pl.wq >= kMinDirectWq) {
            const PanelStores st = panelStores(q0, ncols, (panel_units + 1) / 2, g, pl.wq);
            kernel(kdim, w + m0 * kdim, pl.off.data(), planes + q0, b, out_rows, ncols, &st, plane);
          } else {
            kernel(kdim, w + m0 * kdim, pl.off.data(), planes + q0, b, tile, ncols, nullptr, 0);
            storeTile(tile, mr, 8 * panel_units, q0, ncols, g, pl.wq, out_rows);
          }
        }
      }
    }
  });
}

}  // namespace ts::nn
