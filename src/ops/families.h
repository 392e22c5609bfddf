// ===--- families.h - one registration function per operator family ------=== //
// registerAllOps (registry.cpp) calls each of these once, in this order, when
// the global registry is first built. Each lives in src/ops/<family>_ops.cpp.
#pragma once

namespace ts {

class Registry;

/// int/float/bool/complex/Scalar arithmetic, comparisons, bit ops, and the
/// int()/float()/bool()/complex() conversions (number_ops.cpp, compare_ops.cpp).
void registerNumberOps(Registry& r);
void registerCompareOps(Registry& r);
/// The math module (math_ops.cpp).
void registerMathOps(Registry& r);
/// Python builtins that are operators: min/max, abs, sum, any/all, divmod,
/// ord/chr, hex/oct/bin, str, hash, format (builtin_ops.cpp).
void registerBuiltinOps(Registry& r);
/// str methods (str_ops.cpp).
void registerStrOps(Registry& r);
/// list methods and list operators (list_ops.cpp, list_sort_ops.cpp).
void registerListOps(Registry& r);
void registerListSortOps(Registry& r);
/// dict methods for every key type PyTorch registers (dict_ops.cpp).
void registerDictOps(Registry& r);
/// prim helpers: is/is not/not, optional unwrapping, enums, devices,
/// range helpers (prim_ops.cpp).
void registerPrimOps(Registry& r);
/// prim::Print (TorchScript format) and aten::warn (print_ops.cpp).
void registerPrintOps(Registry& r);
/// Tensor operators (written separately; wired by the compiler owner).
void registerTensorOps(Registry& r);
/// torch.nn operators: activations, convolution, pooling, normalization,
/// losses, padding, resampling, embeddings (nn_*_ops.cpp).
void registerNnOps(Registry& r);
/// Quantized-tensor paths of aten shape and copy operators, added once
/// every family has registered them (quantized_layer_ops.cpp).
void registerQuantizedPaths(Registry& r);
/// Sparse COO operators and the sparse paths of dense ones (sparse_ops.cpp).
void registerSparseOps(Registry& r);
/// The Python-level RNG API: torch.Generator objects and their methods,
/// torch.initial_seed/seed/get_rng_state/set_rng_state (generator_ops.cpp).
void registerGeneratorOps(Registry& r);
/// Grad mode, Tensor.is_leaf/.grad/.grad_fn and the Python-level
/// requires_grad bindings (autograd_ops.cpp).
void registerAutogradOps(Registry& r);
/// torch.special, the gamma family and the orthogonal polynomials (special_ops.cpp).
void registerSpecialOps(Registry& r);
/// copysign, nextafter, logaddexp, gcd/lcm, float_power, frexp, ... (elementwise_extra_ops.cpp).
void registerElementwiseExtraOps(Registry& r);
/// hann/hamming/bartlett/blackman/kaiser windows (window_ops.cpp).
void registerWindowOps(Registry& r);
/// The Dimname overloads (`x.sum('N')`), names=None factories, rename/align_to (named_dim_ops.cpp).
void registerNamedDimOps(Registry& r);
/// slow_conv*/thnn_conv2d/conv_tbc, reflection/replication_pad3d, upsample_bicubic2d,
/// fractional_max_pool2d/3d (nn_legacy_ops.cpp).
void registerNnLegacyOps(Registry& r);
/// The margin/embedding/Poisson losses as aten operators (nn_loss_extra_ops.cpp).
void registerNnLossExtraOps(Registry& r);
/// Tensor operators composed of others: addcmul, addr, trapezoid, block_diag, cov, isin, *_scatter
/// (tensor_compose_ops.cpp).
void registerTensorComposeOps(Registry& r);
/// Tensor predicates, lift/to, dsplit, pad_sequence, ... (tensor_info_ops.cpp).
void registerTensorInfoOps(Registry& r);
/// native_layer_norm/batch_norm/group_norm/dropout, *_forward losses, channel_shuffle, pdist (nn_forward_ops.cpp).
void registerNnForwardOps(Registry& r);
/// put, masked_scatter, index_reduce, fill_diagonal_, Scalar searches (tensor_index_extra_ops.cpp).
void registerTensorIndexExtraOps(Registry& r);
/// gradient, logcumsumexp, nanmedian, mode, legacy norms, matrix_exp (tensor_reduce_extra_ops.cpp).
void registerTensorReduceExtraOps(Registry& r);
/// Aliases, in-place forms and *_copy forms defined by other operators
/// (derived_ops.cpp); attachDerivedGradRules gives aliases their target's rule.
void registerDerivedOps(Registry& r);
void attachDerivedGradRules(Registry& r);
void registerOutVariants(Registry& r);
/// torch.linalg through LAPACK (linalg_ops.cpp, linalg_spectral_ops.cpp).
void registerLinalgOps(Registry& r);
/// geqrf, linalg.householder_product (orgqr), ormqr (linalg_householder_ops.cpp).
void registerLinalgHouseholderOps(Registry& r);
/// linalg.ldl_factor(_ex), linalg.ldl_solve (linalg_ldl_ops.cpp).
void registerLinalgLdlOps(Registry& r);
/// torch.fft through FFTW (fft_ops.cpp).
void registerFftOps(Registry& r);
/// torch.stft / torch.istft (stft_ops.cpp).
void registerStftOps(Registry& r);
/// torch.histogramdd (histogramdd_ops.cpp).
void registerHistogramddOps(Registry& r);
/// Complex tensor views and constructors: real, imag, view_as_real,
/// view_as_complex, conj, angle, complex, polar (complex_ops.cpp).
void registerComplexOps(Registry& r);

}  // namespace ts
