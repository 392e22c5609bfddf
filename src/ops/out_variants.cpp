// ===--- out_variants.cpp - the out= overloads of functional operators ----=== //
// Note [out= variants]: PyTorch gives most functional operators an overload
// that writes into a given tensor (`torch.matmul(a, b, out=y)`). They are
// registered from PyTorch's own out= schemas (out_variant_schemas.inc) over
// the functional overload with the same arguments, instead of being written
// one by one: the functional kernel runs, then its result is copied
// into `out` under PyTorch's rules (the result's dtype must be castable to
// out's; an out of another shape is resized, with PyTorch's warning when it
// had elements).
#include "ops/out_variants.h"

#include <cstdio>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/registry.h"
#include "support/error.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"

namespace ts {

namespace {

std::string shapeText(IntArrayRef sizes) {
  std::string s = "[";
  for (size_t i = 0; i < sizes.size(); ++i) s += (i ? ", " : "") + std::to_string(sizes[i]);
  return s + "]";
}

bool sameSizes(IntArrayRef a, IntArrayRef b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i] != b[i]) return false;
  return true;
}

/// at::native::resize_output followed by copy_.
void writeOut(Tensor& out, const Tensor& result) {
  TS_CHECK(canCast(result.dtype(), out.dtype()), std::string("result type ") + scalarTypeName(result.dtype()) +
                                                     " can't be cast to the desired output type " +
                                                     scalarTypeName(out.dtype()));
  if (!sameSizes(out.sizes(), result.sizes())) {
    if (out.numel() != 0) {
      std::string msg = "UserWarning: " + outputResizedWarning(out.sizes(), result.sizes()) + "\n";
      std::fflush(stdout);
      std::fwrite(msg.data(), 1, msg.size(), stderr);
    }
    out.impl()->resizeStorage(result.sizes());
    // A resized out takes the layout the functional gave its result, as
    // ATen's structured kernels restride it (resize_out): a channels-last
    // input makes a channels-last out.
    Tensor like = empty_like(result, out.dtype());
    out.impl()->setGeometry(DimVector(result.sizes().data(), result.sizes().size()),
                            DimVector(like.strides().data(), like.strides().size()), 0);
  }
  copy_(out, result);
}

const char* const kOutSchemas[] = {
#include "ops/out_variant_schemas.inc"
};

/// Whether two arguments print the same in a schema (type, name, default,
/// kwarg-only). Types are hash-consed, so equal types are the same pointer.
bool sameArgument(const SchemaArgument& a, const SchemaArgument& b) {
  if (a.type != b.type || a.name != b.name || a.kwarg_only != b.kwarg_only || a.list_length != b.list_length ||
      a.default_value.has_value() != b.default_value.has_value())
    return false;
  return !a.default_value || schemaDefaultStr(*a.default_value) == schemaDefaultStr(*b.default_value);
}

/// How many trailing arguments are written results (`Tensor(a!) out`, or
/// `Tensor(a!) values, Tensor(b!) indices`).
size_t writtenArgumentCount(const FunctionSchema& s) {
  size_t n = 0;
  while (n < s.arguments.size() && s.arguments[s.arguments.size() - 1 - n].is_write) ++n;
  return n;
}

/// The functional overload among `earlier` (the registered operators of
/// the same name) whose arguments are those of `out_schema` without its
/// `nout` written ones, returning nout results.
const Operator* functionalTwin(const std::vector<const Operator*>& earlier, const FunctionSchema& out_schema,
                               size_t nout) {
  size_t nargs = out_schema.arguments.size() - nout;
  for (const Operator* op : earlier) {
    const FunctionSchema& f = op->schema;
    if (f.returns.size() != nout || f.arguments.size() != nargs) continue;
    bool same = true;
    for (const SchemaArgument& ret : f.returns) same = same && !ret.is_write;
    for (size_t i = 0; i < nargs && same; ++i) same = sameArgument(f.arguments[i], out_schema.arguments[i]);
    if (same) return op;
  }
  return nullptr;
}

/// The out= kernel over `functional`: runs it, then writes its nout results
/// into the given outs.
OpKernel outKernel(OpKernel functional, size_t nout) {
  return [functional, nout](Stack& st) {
    std::vector<Tensor> outs(nout);
    for (size_t i = nout; i-- > 0;) outs[i] = pop(st).toTensor();
    functional(st);
    std::vector<Tensor> results(nout);
    for (size_t i = nout; i-- > 0;) results[i] = pop(st).toTensor();
    for (size_t i = 0; i < nout; ++i) writeOut(outs[i], results[i]);
    for (Tensor& out : outs) push(st, IValue(out));
  };
}

/// The kernel of an out= schema, or none when it has no functional twin.
OpKernel makeOutVariant(const FunctionSchema& s, const std::vector<const Operator*>& earlier) {
  size_t nout = writtenArgumentCount(s);
  const Operator* twin = nout ? functionalTwin(earlier, s, nout) : nullptr;
  return twin ? outKernel(twin->kernel, nout) : OpKernel();
}

}  // namespace

std::string outputResizedWarning(IntArrayRef had, IntArrayRef wanted) {
  return "An output with one or more elements was resized since it had shape " + shapeText(had) +
         ", which does not match the required output shape " + shapeText(wanted) +
         ". This behavior is deprecated, and in a future PyTorch release outputs will not be resized unless they "
         "have zero elements. You can explicitly reuse an out tensor t by resizing it, inplace, to zero elements "
         "with t.resize_(0).";
}

void registerOutVariants(Registry& r) {
  // Schemas with types that are not ours (Storage, quantizer objects) or
  // without a functional twin register nothing; those written by hand are
  // skipped. Parsed at first lookup (Note [Lazy schemas]).
  for (const char* text : kOutSchemas) r.addConditional(text, makeOutVariant);
}

}  // namespace ts
