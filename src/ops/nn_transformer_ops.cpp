// ===--- nn_transformer_ops.cpp - the Transformer fast-path operators -----=== //
// PyTorch 1.13's nn.TransformerEncoderLayer and nn.MultiheadAttention call
// fused operators in eval mode without grad; every scripted or saved
// Transformer references them, so a loaded .pt compiles only if they exist.
// They are composed here from the ordinary kernels in PyTorch's order of
// operations (aten/src/ATen/native/transformers/), so results agree to
// float rounding.
//
// Note [Emulated nested tensors]: nn.TransformerEncoder's fast path turns a
// padded batch into a nested tensor (_nested_tensor_from_mask), runs its
// layers on it (_transformer_encoder_layer_fwd, no mask) and pads it back
// (to_padded_tensor). There are no nested tensors here; that nested value
// is a dense [B, T, D + 1] tensor whose extra channel is 1 for real tokens
// and 0 for padding. The layer op sees the extra channel, attends with the
// matching key padding mask and keeps the channel; to_padded_tensor drops
// it, fills padding and cuts T to the longest sequence, as PyTorch's does.
// Nothing else receives the value: the encoder's code only passes it on.
#include <cmath>

#include "ops/nn_ops.h"
#include "tensor/nn_activation.h"
#include "tensor/nn_norm.h"
#include "tensor/ops_binary.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_creation.h"
#include "tensor/ops_shape.h"
#include "tensor/ops_linalg.h"
#include "tensor/ops_reduce.h"
#include "tensor/ops_unary.h"
#include "tensor/ops_view.h"

namespace ts::detail {
namespace {

/// [B, T, D] -> [B, heads, T, D / heads].
Tensor splitHeads(const Tensor& x, int64_t heads) {
  int64_t b = x.size(0), t = x.size(1), d = x.size(2);
  return transpose(reshape(x, {b, t, heads, d / heads}), 1, 2);
}

/// A boolean mask (True = masked) or an additive float mask applied to the
/// attention scores [B, heads, T, S]; mask_type 1 is a [B, S] key padding
/// mask, anything else broadcasts as given.
Tensor applyMask(const Tensor& scores, const Tensor& mask, const IValue& mask_type) {
  if (!mask.defined()) return scores;
  Tensor m = mask;
  if (!mask_type.isNone() && mask_type.toInt() == 1 && m.dim() == 2)
    m = unsqueeze(unsqueeze(m, 1), 1);
  if (m.dtype() == ScalarType::Bool) return maskedFill(scores, m, scalarTensor(Scalar(-INFINITY), scores.dtype()));
  return add(scores, m);
}

/// aten::_native_multi_head_attention: projections with the packed qkv
/// weight, q scaled by 1/sqrt(head_dim), softmax(q k^T) v, output projection.
/// The weights are None unless need_weights (PyTorch's undefined tensor).
std::pair<IValue, IValue> nativeMultiHeadAttention(const IValue* a) {
  Tensor query = toTensor(a[0]), key = toTensor(a[1]), value = toTensor(a[2]);
  int64_t embed_dim = toInt(a[3]), heads = toInt(a[4]);
  TS_CHECK(heads > 0 && embed_dim % heads == 0, "embed_dim must be divisible by num_heads");
  TS_CHECK(query.dim() == 3 && key.dim() == 3 && value.dim() == 3 && query.size(2) == embed_dim,
           "_native_multi_head_attention: expected 3-D query, key and value of width embed_dim");
  Tensor w = toTensor(a[5]), bias = toTensor(a[6]);
  auto part = [&](const Tensor& x, int64_t i) {
    return linear(x, narrow(w, 0, i * embed_dim, embed_dim), narrow(bias, 0, i * embed_dim, embed_dim));
  };
  double inv_sqrt = 1.0 / std::sqrt(static_cast<double>(embed_dim / heads));
  Tensor q = mul(splitHeads(part(query, 0), heads), Scalar(inv_sqrt));
  Tensor k = splitHeads(part(key, 1), heads), v = splitHeads(part(value, 2), heads);
  Tensor scores = applyMask(matmul(q, transpose(k, 2, 3)), toOptTensor(a[9]), a[12]);
  Tensor attn = nn::softmax(scores, 3, false);
  Tensor ctx = reshape(transpose(matmul(attn, v), 1, 2), {query.size(0), query.size(1), embed_dim});
  Tensor proj = linear(ctx, toTensor(a[7]), toTensor(a[8]));
  if (!toBool(a[10])) return {IValue(proj), IValue()};
  if (toBool(a[11])) attn = div(sum(attn, {1}, false), Scalar(static_cast<double>(heads)));
  return {IValue(proj), IValue(attn)};
}

/// Whether every row of a [B, T] mask (True = a real token) is a run of
/// True followed by a run of False, the layout nested tensors need.
bool maskLeftAligned(const Tensor& mask) {
  TS_CHECK(mask.dim() == 2, "_nested_tensor_from_mask_left_aligned: expected a 2-D mask");
  Tensor m = contiguous(mask.to(ScalarType::Bool));
  const bool* p = m.data_ptr<bool>();
  for (int64_t b = 0; b < m.size(0); ++b) {
    bool ended = false;
    for (int64_t t = 0; t < m.size(1); ++t) {
      bool real = p[b * m.size(1) + t];
      if (ended && real) return false;
      ended = ended || !real;
    }
  }
  return true;
}

/// aten::_nested_tensor_from_mask as the emulated layout (Note [Emulated
/// nested tensors]): [B, T, D] and a [B, T] mask (True = real) -> [B, T, D + 1].
Tensor nestedFromMask(const Tensor& t, const Tensor& mask, bool mask_check) {
  TS_CHECK(t.dim() == 3 && mask.dim() == 2 && mask.size(0) == t.size(0) && mask.size(1) == t.size(1),
           "_nested_tensor_from_mask: expected a [B, T, D] tensor and a [B, T] mask");
  TS_CHECK(!mask_check || maskLeftAligned(mask), "Mask Tensor must be padded on the right");
  Tensor flag = unsqueeze(mask.to(t.dtype()), 2);
  return cat({mul(t, flag), flag}, 2);
}

/// The real-token mask of an emulated nested value, or undefined for a
/// plain [B, T, embed_dim] tensor.
Tensor nestedMask(const Tensor& src, int64_t embed_dim) {
  if (src.dim() != 3 || src.size(2) != embed_dim + 1) return Tensor();
  return gt(select(src, 2, embed_dim), Scalar(0.5));
}

/// aten::to_padded_tensor of an emulated nested value: padding filled with
/// `padding`, T cut to the longest sequence or grown to output_size.
Tensor toPaddedTensor(const Tensor& nested, double padding, const std::optional<std::vector<int64_t>>& size) {
  TS_CHECK(nested.dim() == 3 && nested.size(2) > 0, "to_padded_tensor: expected a nested tensor");
  const int64_t d = nested.size(2) - 1;
  Tensor real = nestedMask(nested, d);
  int64_t longest = 0;
  Tensor lengths = contiguous(sum(real.to(ScalarType::Long), {1}, false));
  for (int64_t b = 0; b < lengths.size(0); ++b) longest = std::max(longest, lengths.data_ptr<int64_t>()[b]);
  Tensor values = maskedFill(narrow(nested, 2, 0, d), logical_not(unsqueeze(real, 2)),
                             scalarTensor(Scalar(padding), nested.dtype()));
  values = narrow(values, 1, 0, longest);
  if (!size) return contiguous(values);
  TS_CHECK(size->size() == 3 && (*size)[0] >= values.size(0) && (*size)[1] >= longest && (*size)[2] >= d,
           "to_padded_tensor: output_size must be at least the padded size of the nested tensor");
  Tensor out = full(*size, Scalar(padding), nested.dtype());
  Tensor view = narrow(narrow(narrow(out, 0, 0, values.size(0)), 1, 0, longest), 2, 0, d);
  copy_(view, values);
  return out;
}

/// aten::_transformer_encoder_layer_fwd: self-attention and feed-forward
/// blocks with residuals, layer norm before (norm_first) or after each.
Tensor transformerEncoderLayer(const IValue* a) {
  Tensor src = toTensor(a[0]);
  if (Tensor real = nestedMask(src, toInt(a[1])); real.defined()) {
    // An emulated nested value: the layer on its tokens, keys masked by padding.
    IValue args[20];
    for (int i = 0; i < 20; ++i) args[i] = a[i];
    args[0] = IValue(narrow(src, 2, 0, toInt(a[1])));
    args[18] = IValue(logical_not(real));
    args[19] = IValue(int64_t{1});
    Tensor flag = narrow(src, 2, toInt(a[1]), 1);
    return cat({mul(transformerEncoderLayer(args), flag), flag}, 2);
  }
  bool use_gelu = toBool(a[7]), norm_first = toBool(a[8]);
  double eps = toDouble(a[9]);
  int64_t d = toInt(a[1]);
  auto norm = [&](const Tensor& x, int i) { return nn::layerNorm(x, {d}, toTensor(a[10 + 2 * i]), toTensor(a[11 + 2 * i]), eps); };
  IValue attn_args[13] = {IValue(), IValue(), IValue(), a[1], a[2], a[3], a[4], a[5], a[6], a[18],
                          IValue(false), IValue(true), a[19]};
  Tensor x = norm_first ? norm(src, 0) : src;
  attn_args[0] = attn_args[1] = attn_args[2] = IValue(x);
  x = add(nativeMultiHeadAttention(attn_args).first.toTensor(), src);
  if (!norm_first) x = norm(x, 0);
  Tensor residual = x;
  if (norm_first) x = norm(x, 1);
  Tensor hidden = linear(x, toTensor(a[14]), toTensor(a[15]));
  hidden = use_gelu ? nn::gelu(hidden) : relu(hidden);
  x = add(linear(hidden, toTensor(a[16]), toTensor(a[17])), residual);
  return norm_first ? x : norm(x, 1);
}

}  // namespace

void addNnTransformerOps(Registry& r) {
  r.add("aten::_native_multi_head_attention(Tensor query, Tensor key, Tensor value, int embed_dim, int num_head, "
        "Tensor qkv_weight, Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, Tensor? mask=None, "
        "bool need_weights=True, bool average_attn_weights=True, int? mask_type=None) -> (Tensor, Tensor)",
        kern<13>([](const IValue* a) { return nativeMultiHeadAttention(a); }));
  r.add("aten::_transformer_encoder_layer_fwd(Tensor src, int embed_dim, int num_heads, Tensor qkv_weight, "
        "Tensor qkv_bias, Tensor proj_weight, Tensor proj_bias, bool use_gelu, bool norm_first, float eps, "
        "Tensor norm_weight_1, Tensor norm_bias_1, Tensor norm_weight_2, Tensor norm_bias_2, "
        "Tensor ffn_weight_1, Tensor ffn_bias_1, Tensor ffn_weight_2, Tensor ffn_bias_2, Tensor? mask=None, "
        "int? mask_type=None) -> Tensor",
        kern<20>([](const IValue* a) { return transformerEncoderLayer(a); }));
  r.add("aten::_nested_tensor_from_mask_left_aligned(Tensor t, Tensor mask) -> bool",
        kern<2>([](const IValue* a) { return maskLeftAligned(toTensor(a[1])); }));
  r.add("aten::_nested_tensor_from_mask(Tensor t, Tensor mask, bool mask_check=True) -> Tensor",
        kern<3>([](const IValue* a) { return nestedFromMask(toTensor(a[0]), toTensor(a[1]), toBool(a[2])); }));
  r.add("aten::to_padded_tensor(Tensor self, float padding, int[]? output_size=None) -> Tensor",
        kern<3>([](const IValue* a) {
          return toPaddedTensor(toTensor(a[0]), toDouble(a[1]), toOptIntVector(a[2]));
        }));
  r.add("prim::is_nested(Tensor a) -> bool", kern<1>([](const IValue* a) { return (void)toTensor(a[0]), false; }));
}

}  // namespace ts::detail
