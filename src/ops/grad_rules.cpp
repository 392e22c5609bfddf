// ===--- grad_rules.cpp - the backward node table -----------------------=== //
// Static names come from grad_names.def; this file adds what a name alone
// cannot say: Python-level names, views, and the composite operators whose
// last op (hence node) depends on their arguments (matmul, linear, einsum).
#include "ops/grad_rules.h"

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

#include "ops/registry.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

int64_t rank(const IValue& v) { return v.toTensor().dim(); }
int64_t intArg(const IValue& v) { return v.toInt(); }

// ATen 1.13 matmul (LinearAlgebra.cpp) dispatches on the operand ranks; the
// node is that of its last op: dot, mv, squeeze_ after mm, mm, _unsafe_view
// after a folded mm/bmm, or the clone of a transposed result.
const char* matmulNode(int64_t a, int64_t b) {
  if (a == 1 && b == 1) return "DotBackward0";
  if (a == 2 && b == 1) return "MvBackward0";
  if (a == 1 && b == 2) return "SqueezeBackward3";
  if (a == 2 && b == 2) return "MmBackward0";
  if (a == 2 && b >= 3) return "CloneBackward0";
  return "UnsafeViewBackward0";
}

const char* pickMatmul(const IValue* args, size_t) { return matmulNode(rank(args[0]), rank(args[1])); }

// linear(input, weight, bias): addmm for 2-d input with bias, a view of an
// addmm for contiguous 3-d input with bias, else matmul(input, weight.t())
// followed by add when there is a bias.
const char* pickLinear(const IValue* args, size_t) {
  int64_t in = rank(args[0]);
  bool bias = args[2].isTensor();
  if (in == 2 && bias) return "AddmmBackward0";
  if (in == 3 && bias && args[0].toTensor().is_contiguous()) return "ViewBackward0";
  if (bias) return "AddBackward0";
  return matmulNode(in, 2);
}

// adaptive_avg_pool2d to 1x1 is a mean over the spatial dims.
const char* pickAdaptiveAvgPool2d(const IValue* args, size_t) {
  if (args[1].isInt()) return args[1].toInt() == 1 ? "MeanBackward1" : "AdaptiveAvgPool2DBackward0";
  for (const IValue& s : args[1].toList()->items)
    if (s.toInt() != 1) return "AdaptiveAvgPool2DBackward0";
  return "MeanBackward1";
}

// adaptive_avg_pool3d to 1x1x1 is a mean too (its int[3] size is always a list).
const char* pickAdaptiveAvgPool3d(const IValue* args, size_t) {
  for (const IValue& s : args[1].toList()->items)
    if (s.toInt() != 1) return "AdaptiveAvgPool3DBackward0";
  return "MeanBackward1";
}

// apply_loss_reduction: 0 = none (the elementwise node), 1 = mean, 2 = sum.
const char* reductionNode(int64_t reduction, const char* none) {
  if (reduction == 1) return "MeanBackward0";
  if (reduction == 2) return "SumBackward0";
  return none;
}

const char* pickL1Loss(const IValue* args, size_t) { return reductionNode(intArg(args[2]), "AbsBackward0"); }

// kl_div: exp(target) * (target - input) with log_target, else
// xlogy(target, target) - target * input.
const char* pickKlDiv(const IValue* args, size_t) {
  return reductionNode(intArg(args[2]), args[3].toBool() ? "MulBackward0" : "SubBackward0");
}

// nll_loss_nd: nll_loss up to 2-d input, nll_loss2d for 4-d, and 3-d or
// 5+-d input folded to 4-d (viewed back when unreduced).
const char* nllLossNode(int64_t input_rank, int64_t reduction) {
  if (input_rank <= 2) return "NllLossBackward0";
  if (input_rank == 4 || reduction != 0) return "NllLoss2DBackward0";
  return "ViewBackward0";
}
const char* pickNllLossNd(const IValue* args, size_t) { return nllLossNode(rank(args[0]), intArg(args[3])); }

// cross_entropy_loss: probability targets end in a division (mean) or a
// negation; label smoothing adds the smoothed term; else nll_loss_nd.
const char* pickCrossEntropy(const IValue* args, size_t) {
  int64_t reduction = intArg(args[3]);
  if (args[1].toTensor().is_floating_point()) return reduction == 1 ? "DivBackward1" : "NegBackward0";
  if (args[5].toDouble() > 0) return "AddBackward0";
  return nllLossNode(rank(args[0]), reduction);
}

// bilinear: a reshaped bmm, plus the bias when there is one.
const char* pickBilinear(const IValue* args, size_t) {
  return args[3].isTensor() ? "AddBackward0" : "ReshapeAliasBackward0";
}

// Dropout returns its input unchanged in eval mode or for p == 0 (the hook
// sees that); p == 1 multiplies by zero; alpha dropout ends in an add.
const char* pickDropout(const IValue* args, size_t) {
  if (!args[2].toBool() || args[1].toDouble() == 0) return nullptr;
  return "MulBackward0";
}
const char* pickAlphaDropout(const IValue* args, size_t) {
  if (!args[2].toBool() || args[1].toDouble() == 0) return nullptr;
  return args[1].toDouble() == 1 ? "MulBackward0" : "AddBackward0";
}

// atleast_Nd reshapes a 0-d tensor and unsqueezes others.
const char* pickAtLeast(const IValue* args, size_t) {
  return rank(args[0]) == 0 ? "ReshapeAliasBackward0" : "UnsqueezeBackward0";
}

// ATen's frobenius_norm is at::norm(self, 2, dim) over at most one dim, and
// sqrt(sum(self * self)) over two.
const char* pickFrobeniusNorm(const IValue* args, size_t) {
  return args[1].isList() && args[1].toList()->items.size() == 2 ? "SqrtBackward0" : "NormBackward1";
}

// RNNs (ATen's CPU path): the output stacks the time steps, or cats the two
// directions, then transposes back for batch_first (in place for GRU/RNN);
// the final states stack the layers.
template <bool kLstm>
const char* pickRnn(const IValue* args, size_t output) {
  if (output > 0) return "StackBackward0";
  if (args[8].toBool()) return kLstm ? "TransposeBackward0" : "TransposeBackward1";
  return args[7].toBool() ? "CatBackward0" : "StackBackward0";
}

// Packed RNNs (the `.data` overloads) cat the steps' outputs and stack the
// final states; packing is one node, unpacking copies into slices of the
// padded result (then transposes it for batch_first). The int64 results
// (batch sizes, lengths) take no part.
const char* pickPackedRnn(const IValue*, size_t output) { return output > 0 ? "StackBackward0" : "CatBackward0"; }
const char* pickPackPadded(const IValue*, size_t output) {
  return output == 0 ? "PackPaddedSequenceBackward0" : nullptr;
}
const char* pickPadPacked(const IValue* args, size_t output) {
  if (output > 0) return nullptr;
  return args[2].toBool() ? "TransposeBackward0" : "torch::autograd::CopySlices";
}

// einsum (Linear.cpp): one operand is summed or permuted; otherwise the last
// pairwise product is a bmm viewed back when it contracts labels of the last
// operand, and a plain mul when it does not.
const char* pickEinsum(const IValue* args, size_t) {
  std::string eq = args[0].toStr();
  size_t operands = args[1].toList()->items.size();
  size_t arrow = eq.find("->");
  std::string lhs = eq.substr(0, arrow);
  std::string out;
  auto isLabel = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  if (arrow != std::string::npos) {
    out = eq.substr(arrow + 2);
  } else {
    // Implicit output: the labels that appear exactly once.
    for (char c : lhs)
      if (isLabel(c) && std::count(lhs.begin(), lhs.end(), c) == 1) out += c;
  }
  std::string last = lhs.substr(lhs.rfind(',') == std::string::npos ? 0 : lhs.rfind(',') + 1);
  bool contracts = false;
  for (char c : last)
    if (isLabel(c) && out.find(c) == std::string::npos) contracts = true;
  if (operands == 1) return contracts ? "SumBackward1" : "PermuteBackward0";
  return contracts ? "ViewBackward0" : "MulBackward0";
}

// torch.fft's complex transforms: a real input takes ATen's one-sided=False
// real-to-complex path.
const char* pickFftC2C(const IValue* args, size_t) {
  return args[0].toTensor().is_complex() ? "FftC2CBackward0" : "FftR2CBackward0";
}

struct Table {
  std::unordered_map<std::string, GradRule> rules;

  GradRule& at(const char* op) { return rules[op]; }
  void view(std::initializer_list<const char*> ops) {
    for (const char* op : ops) at(op).view = true;
  }
  void pick(std::initializer_list<const char*> ops, GradNamePicker p) {
    for (const char* op : ops) at(op).pick = p;
  }
};

void addStaticNames(Table& t) {
#define TS_GRAD_NAME(op, node) t.at(op).name = node;
#include "ops/grad_names.def"
#undef TS_GRAD_NAME
}

// SKIP_PYTHON_BINDINGS_SIGNATURES hides the Scalar overloads of add, sub,
// mul and div from Python, which wraps the number in a tensor instead; and
// Python's `n ** t` is `tensor(n) ** t`, its Tensor.norm() always passes dims.
void addPythonNames(Table& t) {
  const std::pair<const char*, const char*> names[] = {
      {"aten::add.Scalar", "AddBackward0"}, {"aten::add_.Scalar", "AddBackward0"},
      {"aten::sub.Scalar", "SubBackward0"}, {"aten::sub_.Scalar", "SubBackward0"},
      {"aten::mul.Scalar", "MulBackward0"}, {"aten::mul_.Scalar", "MulBackward0"},
      {"aten::div.Scalar", "DivBackward0"}, {"aten::div_.Scalar", "DivBackward0"},
      {"aten::pow.Scalar", "PowBackward1"}, {"aten::norm.Scalar", "NormBackward1"},
  };
  for (auto& [op, node] : names) t.at(op).python_name = node;
}

void addViews(Table& t) {
  t.view({"aten::select.int", "aten::slice.Tensor", "aten::narrow", "aten::narrow.Tensor", "aten::view",
          "aten::view_as", "aten::unflatten.int", "aten::ravel", "aten::transpose.int", "aten::t", "aten::permute",
          "aten::movedim.int", "aten::movedim.intlist", "aten::swapaxes", "aten::swapdims", "aten::squeeze",
          "aten::squeeze.dim", "aten::unsqueeze", "aten::expand", "aten::expand_as", "aten::broadcast_to",
          "aten::diagonal", "aten::unfold", "aten::alias", "aten::numpy_T", "aten::numpy_T.a", "aten::mT",
          "aten::mH", "aten::adjoint", "aten::matrix_H", "aten::split", "aten::split.Tensor", "aten::split.sizes",
          "aten::split_with_sizes", "aten::chunk", "aten::unbind.int", "aten::tensor_split.sections",
          "aten::tensor_split.indices", "aten::tensor_split.tensor_indices_or_sections", "aten::hsplit.int",
          "aten::hsplit.array", "aten::vsplit.int", "aten::vsplit.array", "aten::atleast_1d", "aten::atleast_2d",
          "aten::atleast_3d", "aten::real", "aten::imag", "aten::view_as_real", "aten::view_as_complex"});
  // reshape views when it can and copies when it must (_reshape_alias or
  // clone + _unsafe_view in ATen).
  for (const char* op : {"aten::reshape", "aten::reshape_as", "aten::flatten.using_ints"}) {
    GradRule& r = t.at(op);
    r.name = "ReshapeAliasBackward0";
    r.copy_name = "UnsafeViewBackward0";
    r.view = true;
  }
  for (const char* op : {"aten::expand_as", "aten::view_as", "aten::reshape_as", "aten::type_as", "aten::to.other"})
    t.at(op).self_only = true;
}

void addPickers(Table& t) {
  t.pick({"aten::matmul"}, pickMatmul);
  t.pick({"aten::linear"}, pickLinear);
  t.pick({"aten::adaptive_avg_pool2d"}, pickAdaptiveAvgPool2d);
  t.pick({"aten::adaptive_avg_pool3d"}, pickAdaptiveAvgPool3d);
  t.pick({"aten::l1_loss"}, pickL1Loss);
  t.pick({"aten::kl_div"}, pickKlDiv);
  t.pick({"aten::dropout", "aten::dropout_", "aten::feature_dropout", "aten::feature_dropout_"}, pickDropout);
  t.pick({"aten::alpha_dropout", "aten::alpha_dropout_", "aten::feature_alpha_dropout",
          "aten::feature_alpha_dropout_"},
         pickAlphaDropout);
  t.pick({"aten::atleast_1d", "aten::atleast_2d", "aten::atleast_3d"}, pickAtLeast);
  t.pick({"aten::frobenius_norm.dim"}, pickFrobeniusNorm);
  t.pick({"aten::lstm.input"}, pickRnn<true>);
  t.pick({"aten::gru.input", "aten::rnn_tanh.input", "aten::rnn_relu.input"}, pickRnn<false>);
  t.pick({"aten::lstm.data", "aten::gru.data", "aten::rnn_tanh.data", "aten::rnn_relu.data"}, pickPackedRnn);
  t.pick({"aten::_pack_padded_sequence"}, pickPackPadded);
  t.pick({"aten::_pad_packed_sequence"}, pickPadPacked);
  t.pick({"aten::einsum"}, pickEinsum);
  t.pick({"aten::nll_loss_nd"}, pickNllLossNd);
  t.pick({"aten::cross_entropy_loss"}, pickCrossEntropy);
  t.pick({"aten::bilinear"}, pickBilinear);
  t.pick({"aten::fft_fft", "aten::fft_ifft", "aten::fft_fft2", "aten::fft_ifft2", "aten::fft_fftn", "aten::fft_ifftn"},
         pickFftC2C);
  // broadcast_tensors returns inputs of the full shape unchanged (the hook
  // sees that) and expands the others.
  t.at("aten::broadcast_tensors").name = "ExpandBackward0";
}

}  // namespace

void attachGradRules(Registry& r) {
  // Built once; the registry keeps pointers into it for the process lifetime.
  static const std::vector<std::pair<std::string, GradRule>>* rules = [] {
    Table t;
    addStaticNames(t);
    addPythonNames(t);
    addViews(t);
    addPickers(t);
    return new std::vector<std::pair<std::string, GradRule>>(t.rules.begin(), t.rules.end());
  }();
  for (const auto& [op, rule] : *rules) r.setGradRule(op, &rule);
}

}  // namespace ts
