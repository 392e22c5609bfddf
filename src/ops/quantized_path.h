// ===--- quantized_path.h - quantized paths of aten operators -------------=== //
// PyTorch dispatches an aten operator to its QuantizedCPU kernel when the
// input is a quantized tensor; here the registered operator's kernel gets a
// second path. Internal to src/ops/quantized_*.cpp.
#pragma once

#include <string>

#include "ops/tensor_arg_helpers.h"
#include "tensor/quantized_tensor.h"

namespace ts::detail {

inline bool quantizedArg(const IValue& v) { return v.isTensor() && quant::isQuantized(v.toTensor()); }

/// Gives the registered aten operator `name` a path for quantized tensors:
/// `q` runs when argument `arg` (of the N) satisfies `isQuantized`.
template <size_t N, class F, class P>
void addQuantizedPathIf(Registry& r, const char* name, P isQuantized, F q) {
  auto* op = const_cast<Operator*>(r.find(name));
  TS_CHECK(op, std::string("internal: no operator ") + name);
  OpKernel plain = op->kernel, quantized = kern<N>(q);
  op->kernel = [plain, quantized, isQuantized](Stack& s) {
    if (s.size() >= N && isQuantized(s[s.size() - N])) return quantized(s);
    plain(s);
  };
}

/// Shape and copy operators (clone, repeat, reshape, index_select ...) on a
/// quantized tensor: the registered kernel runs on its integers and the
/// result (the first of its results: topk's values) gets its quantizer back
/// (quant::rewrapInts). The integers order as the values do, so sorting and
/// max/min work on them too.
inline void addQuantizedIntegerPath(Registry& r, const char* name) {
  auto* op = const_cast<Operator*>(r.find(name));
  TS_CHECK(op, std::string("internal: no operator ") + name);
  const size_t n = op->schema.arguments.size(), results = op->schema.returns.size();
  OpKernel plain = op->kernel;
  op->kernel = [plain, n, results](Stack& s) {
    if (s.size() < n || !quantizedArg(s[s.size() - n])) return plain(s);
    const Tensor x = s[s.size() - n].toTensor();
    s[s.size() - n] = IValue(quant::intView(x));
    plain(s);
    IValue& first = s[s.size() - results];
    first = IValue(quant::rewrapInts(first.toTensor(), x));
  };
}

/// `x` through a LinearPackedParamsBase object as quantized::linear_dynamic
/// (an int8 packing) or linear_dynamic_fp16 (a float packing) computes it
/// (quantized_ops.cpp).
Tensor applyLinearDynamic(const IValue& packed, const Tensor& x, bool reduce_range);

/// The common case: argument 0 is a quantized tensor.
template <size_t N, class F>
void addQuantizedPath(Registry& r, const char* name, F q) {
  addQuantizedPathIf<N>(r, name, quantizedArg, q);
}

}  // namespace ts::detail
