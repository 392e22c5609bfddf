// ===--- named_dim_ops.cpp - the Dimname overloads of PyTorch's operators -=== //
// PyTorch gives many operators a form that names a dimension instead of
// indexing it (`x.sum('N')`, `torch.cat(xs, 'C')`, `torch.zeros(2, names=...)`).
//
// Note [Dimname arguments in TorchScript]: TorchScript has no named tensors
// (a named input is rejected: "NYI: Named tensors are currently unsupported
// in TorchScript"), and a `str` it passes where a Dimname is expected is
// converted with Symbol::fromQualString before the kernel runs: a name
// without a namespace fails with "all symbols must have a namespace", one
// in another namespace than `dimname::` fails Dimname's internal assert,
// and a `dimname::N` is a name no (unnamed) tensor has. What does run is
// the forms without names: `names=None` factories, `rename(None)`, and
// reductions over an empty name list, which reduce like an empty int list.
// These overloads do exactly that, so every Dimname schema resolves the way
// PyTorch's does and fails with PyTorch's message.
#include <algorithm>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/op_callee.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_view.h"
#include "types/schema.h"

namespace ts {
namespace {

using detail::Callee;
using detail::kern;
using detail::toTensor;

/// "Tensor[None, None]": how ATen prints the names of an unnamed tensor.
std::string unnamedText(int64_t dims) {
  std::string s = "Tensor[";
  for (int64_t i = 0; i < dims; ++i) s += i ? ", None" : "None";
  return s + "]";
}

/// The conversion of one name (Note [Dimname arguments in TorchScript]).
[[noreturn]] void rejectName(const std::string& name, const IValue* args) {
  const size_t ns = name.find("::");
  TS_CHECK(ns != std::string::npos,
           "all symbols must have a namespace, <namespace>::<string>, but found: " + name);
  TS_CHECK(name.compare(0, ns, "dimname") == 0,
           "name.is_dimname() INTERNAL ASSERT FAILED at \"./aten/src/ATen/core/Dimname.cpp\":47, please report a "
           "bug to PyTorch. ");
  const int64_t dims = args[0].isTensor() ? args[0].toTensor().dim() : 0;
  throw Error("Name '" + name.substr(ns + 2) + "' not found in " + unnamedText(dims) + ".");
}

/// Converts the name arguments as the interpreter does, popping them off
/// the stack (the last argument first; a list's names in order); returns
/// normally only when every name list is empty (there was no name to convert).
void convertNames(const IValue* args, size_t n) {
  for (size_t i = n; i-- > 0;) {
    const IValue& v = args[i];
    if (v.isStr()) rejectName(v.toStr(), args);
    if (v.isList() && !v.toList()->items.empty() && v.toList()->items[0].isStr())
      rejectName(v.toList()->items[0].toStr(), args);
  }
}

/// An operator whose every call names a dimension (a `str`, or a `str[]`
/// with the `str` after it): it always fails.
OpKernel namesOnly(size_t n) {
  return [n](Stack& s) {
    TS_CHECK(s.size() >= n, "internal: operator stack underflow");
    convertNames(s.data() + (s.size() - n), n);
    throw Error("internal: a Dimname overload ran without names");
  };
}

/// A reduction over `str[1] dim`: an empty name list reduces as the int
/// overload `target` does with an empty dim list.
template <size_t N>
OpKernel namesOrEmpty(const Registry& r, const char* target) {
  Callee callee(r, target);
  return [callee](Stack& s) {
    convertNames(s.data() + (s.size() - N), N);
    Stack args(s.end() - N, s.end());
    s.resize(s.size() - N);
    callee.kernel(args);
    for (IValue& v : args) s.push_back(std::move(v));
  };
}

void addNamesOnlyOps(Registry& r) {
  const char* const one_tensor[] = {
      "aten::all.dimname(Tensor self, str dim, bool keepdim=False) -> Tensor",
      "aten::any.dimname(Tensor self, str dim, bool keepdim=False) -> Tensor",
      "aten::argsort.dimname(Tensor self, str dim, bool descending=False) -> Tensor",
      "aten::cummax.dimname(Tensor self, str dim) -> (Tensor values, Tensor indices)",
      "aten::cummin.dimname(Tensor self, str dim) -> (Tensor values, Tensor indices)",
      "aten::cumprod.dimname(Tensor self, str dim, *, ScalarType? dtype=None) -> Tensor",
      "aten::cumprod_.dimname(Tensor(a!) self, str dim, *, ScalarType? dtype=None) -> Tensor(a!)",
      "aten::cumsum.dimname(Tensor self, str dim, *, ScalarType? dtype=None) -> Tensor",
      "aten::cumsum_.dimname(Tensor(a!) self, str dim, *, ScalarType? dtype=None) -> Tensor(a!)",
      "aten::diagonal.Dimname(Tensor(a) self, *, str outdim, str dim1, str dim2, int offset=0) -> Tensor(a)",
      "aten::flatten.DimnameList(Tensor(a) self, str[] dims, str out_dim) -> Tensor(a)",
      "aten::flatten.named_out_dim(Tensor(a) self, int start_dim, int end_dim, str out_dim) -> Tensor(a)",
      "aten::flatten.using_names(Tensor(a) self, str start_dim, str end_dim, str out_dim) -> Tensor(a)",
      "aten::gather.dimname(Tensor self, str dim, Tensor index, *, bool sparse_grad=False) -> Tensor",
      "aten::index_add.dimname(Tensor self, str dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor",
      "aten::index_copy.dimname(Tensor self, str dim, Tensor index, Tensor source) -> Tensor",
      "aten::index_copy_.dimname(Tensor(a!) self, str dim, Tensor index, Tensor source) -> Tensor(a!)",
      "aten::index_fill.Dimname_Scalar(Tensor self, str dim, Tensor index, Scalar value) -> Tensor",
      "aten::index_fill.Dimname_Tensor(Tensor self, str dim, Tensor index, Tensor value) -> Tensor",
      "aten::index_fill_.Dimname_Scalar(Tensor(a!) self, str dim, Tensor index, Scalar value) -> Tensor(a!)",
      "aten::index_fill_.Dimname_Tensor(Tensor(a!) self, str dim, Tensor index, Tensor value) -> Tensor(a!)",
      "aten::index_select.dimname(Tensor self, str dim, Tensor index) -> Tensor",
      "aten::kthvalue.dimname(Tensor self, int k, str dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "aten::log_softmax.Dimname(Tensor self, str dim, *, ScalarType? dtype=None) -> Tensor",
      "aten::logcumsumexp.dimname(Tensor self, str dim) -> Tensor",
      "aten::max.names_dim(Tensor self, str dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "aten::median.names_dim(Tensor self, str dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "aten::min.names_dim(Tensor self, str dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "aten::mode.dimname(Tensor self, str dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "aten::nanmedian.names_dim(Tensor self, str dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
      "aten::prod.dim_Dimname(Tensor self, str dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
      "aten::scatter.dimname_src(Tensor self, str dim, Tensor index, Tensor src) -> Tensor",
      "aten::scatter.dimname_value(Tensor self, str dim, Tensor index, Scalar value) -> Tensor",
      "aten::scatter_add.dimname(Tensor self, str dim, Tensor index, Tensor src) -> Tensor",
      "aten::select.Dimname(Tensor(a) self, str dim, int index) -> Tensor(a)",
      "aten::size.Dimname(Tensor self, str dim) -> int",
      "aten::softmax.Dimname(Tensor self, str dim, *, ScalarType? dtype=None) -> Tensor",
      "aten::sort.dimname(Tensor self, str dim, bool descending=False) -> (Tensor values, Tensor indices)",
      "aten::sort.dimname_stable(Tensor self, *, bool? stable, str dim, bool descending=False) -> "
      "(Tensor values, Tensor indices)",
      "aten::squeeze.dimname(Tensor(a) self, str dim) -> Tensor(a)",
      "aten::squeeze_.dimname(Tensor(a!) self, str dim) -> Tensor(a!)",
      "aten::stride.Dimname(Tensor self, str dim) -> int",
      "aten::transpose.Dimname(Tensor(a) self, str dim0, str dim1) -> Tensor(a)",
      "aten::unbind.Dimname(Tensor(a -> *) self, str dim) -> Tensor(a)[]",
      "aten::unflatten.Dimname(Tensor(a) self, str dim, int[] sizes, str[] names) -> Tensor(a)",
      "aten::cat.names(Tensor[] tensors, str dim) -> Tensor",
      "aten::concat.names(Tensor[] tensors, str dim) -> Tensor",
      "aten::concatenate.names(Tensor[] tensors, str dim) -> Tensor",
  };
  for (const char* schema : one_tensor) r.add(schema, namesOnly(parseSchema(schema).arguments.size()));
}

void addReductionsOverNames(Registry& r) {
  struct Entry {
    const char* schema;
    const char* target;
    size_t args;
  };
  const Entry entries[] = {
      {"aten::logsumexp.names(Tensor self, str[1] dim, bool keepdim=False) -> Tensor", "aten::logsumexp", 3},
      {"aten::mean.names_dim(Tensor self, str[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> Tensor",
       "aten::mean.dim", 4},
      {"aten::norm.names_ScalarOpt_dim(Tensor self, Scalar? p, str[1] dim, bool keepdim=False) -> Tensor",
       "aten::norm.ScalarOpt_dim", 4},
      {"aten::norm.names_ScalarOpt_dim_dtype(Tensor self, Scalar? p, str[1] dim, bool keepdim, *, "
       "ScalarType dtype) -> Tensor",
       "aten::norm.ScalarOpt_dim_dtype", 5},
      {"aten::std.correction_names(Tensor self, str[1] dim, *, int? correction, bool keepdim=False) -> Tensor",
       "aten::std.correction", 4},
      {"aten::std.names_dim(Tensor self, str[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor",
       "aten::std.dim", 4},
      {"aten::std_mean.correction_names(Tensor self, str[1] dim, *, int? correction, bool keepdim=False) -> "
       "(Tensor, Tensor)",
       "aten::std_mean.correction", 4},
      {"aten::std_mean.names_dim(Tensor self, str[1] dim, bool unbiased=True, bool keepdim=False) -> "
       "(Tensor, Tensor)",
       "aten::std_mean.dim", 4},
      {"aten::sum.dim_DimnameList(Tensor self, str[1] dim, bool keepdim=False, *, ScalarType? dtype=None) -> "
       "Tensor",
       "aten::sum.dim_IntList", 4},
      {"aten::var.correction_names(Tensor self, str[1] dim, *, int? correction, bool keepdim=False) -> Tensor",
       "aten::var.correction", 4},
      {"aten::var.names_dim(Tensor self, str[1] dim, bool unbiased=True, bool keepdim=False) -> Tensor",
       "aten::var.dim", 4},
      {"aten::var_mean.correction_names(Tensor self, str[1] dim, *, int? correction, bool keepdim=False) -> "
       "(Tensor, Tensor)",
       "aten::var_mean.correction", 4},
      {"aten::var_mean.names_dim(Tensor self, str[1] dim, bool unbiased=True, bool keepdim=False) -> "
       "(Tensor, Tensor)",
       "aten::var_mean.dim", 4},
  };
  for (const Entry& e : entries) r.add(e.schema, e.args == 3   ? namesOrEmpty<3>(r, e.target)
                                                 : e.args == 4 ? namesOrEmpty<4>(r, e.target)
                                                               : namesOrEmpty<5>(r, e.target));
}

/// A factory's `names`: None builds the unnamed tensor; a list must name
/// every dimension, which only an empty list of a 0-dim size can.
template <size_t N>
OpKernel namedFactory(const Registry& r, const char* target, size_t names_at) {
  Callee callee(r, target);
  return [callee, names_at](Stack& s) {
    const IValue* a = s.data() + (s.size() - N);
    if (!a[names_at].isNone()) {
      convertNames(a + names_at, 1);
      const int64_t dims = static_cast<int64_t>(detail::toIntVector(a[0]).size());
      TS_CHECK(dims == 0, "Number of names (0) and number of dimensions in tensor (" + std::to_string(dims) +
                              ") do not match. Attempted to create a tensor with names []");
    }
    Stack args(s.end() - N, s.end());
    s.resize(s.size() - N);
    args.erase(args.begin() + static_cast<std::ptrdiff_t>(names_at));
    callee.kernel(args);
    for (IValue& v : args) s.push_back(std::move(v));
  };
}

void addNamedFactories(Registry& r) {
  const std::string opts = "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None";
  r.add("aten::empty.names(int[] size, *, str[]? names, " + opts + ", MemoryFormat? memory_format=None) -> Tensor",
        namedFactory<7>(r, "aten::empty.memory_format", 1));
  r.add("aten::full.names(int[] size, Scalar fill_value, *, str[]? names, " + opts + ") -> Tensor",
        namedFactory<7>(r, "aten::full", 2));
  for (const char* name : {"ones", "zeros", "rand", "randn"})
    r.add(std::string("aten::") + name + ".names(int[] size, *, str[]? names, " + opts + ") -> Tensor",
          namedFactory<6>(r, (std::string("aten::") + name).c_str(), 1));
  for (const char* name : {"rand", "randn"})
    r.add(std::string("aten::") + name + ".generator_with_names(int[] size, *, Generator? generator, str[]? names, " +
              opts + ") -> Tensor",
          namedFactory<7>(r, (std::string("aten::") + name + ".generator").c_str(), 2));
}

/// Tensor[None, None] has no name to align by.
[[noreturn]] void alignUnnamed(const Tensor& self) {
  throw Error("align_to: All input dims must be named. Found unnamed dim at index 0 of " + unnamedText(self.dim()));
}

/// The tensor viewed with leading size-1 dims up to `dims` (unnamed tensors align from the right).
Tensor padLeading(const Tensor& t, int64_t dims) {
  std::vector<int64_t> sizes(static_cast<size_t>(dims - t.dim()), 1);
  for (int64_t s : t.sizes()) sizes.push_back(s);
  return t.view(sizes);
}

void addNameManagementOps(Registry& r) {
  r.add("aten::rename(Tensor(a) self, str[]? names) -> Tensor(a)", kern<2>([](const IValue* a) {
          if (!a[1].isNone()) convertNames(a, 2);
          Tensor self = toTensor(a[0]);
          TS_CHECK(a[1].isNone() || self.dim() == 0,
                   "Number of names (0) and number of dimensions in tensor (" + std::to_string(self.dim()) +
                       ") do not match. Attempted to create a tensor with names []");
          return alias(self);
        }));
  r.add("aten::rename_(Tensor(a!) self, str[]? names) -> Tensor(a!)", kern<2>([](const IValue* a) {
          if (!a[1].isNone()) convertNames(a, 2);
          Tensor self = toTensor(a[0]);
          TS_CHECK(a[1].isNone() || self.dim() == 0,
                   "Number of names (0) and number of dimensions in tensor (" + std::to_string(self.dim()) +
                       ") do not match. Attempted to create a tensor with names []");
          return self;
        }));
  r.add("aten::refine_names(Tensor(a) self, str[] names) -> Tensor(a)", kern<2>([](const IValue* a) {
          convertNames(a, 2);
          Tensor self = toTensor(a[0]);
          TS_CHECK(self.dim() == 0, "refine_names: cannot coerce " + unnamedText(self.dim()) +
                                        " to Tensor[] because they have a different number of dims (" +
                                        std::to_string(self.dim()) + " and 0 respectively).");
          return self;
        }));
  r.add("aten::align_to(Tensor(a) self, str[] names) -> Tensor(a)", kern<2>([](const IValue* a) {
          convertNames(a, 2);
          Tensor self = toTensor(a[0]);
          if (self.dim() > 0) alignUnnamed(self);
          return alias(self);
        }));
  r.add("aten::align_to.ellipsis_idx(Tensor(a) self, str[] order, int ellipsis_idx) -> Tensor(a)",
        kern<3>([](const IValue* a) {
          convertNames(a, 3);
          return alias(toTensor(a[0]));  // `...` alone keeps every dim in place
        }));
  r.add("aten::align_as(Tensor self, Tensor other) -> Tensor", kern<2>([](const IValue* a) {
          Tensor self = toTensor(a[0]);
          if (self.dim() > 0) alignUnnamed(self);
          return padLeading(self, toTensor(a[1]).dim());
        }));
  r.add("aten::align_tensors(Tensor[] tensors) -> Tensor[]", kern<1>([](const IValue* a) {
          std::vector<Tensor> ts = detail::toTensorVector(a[0]);
          int64_t dims = 0;
          for (const Tensor& t : ts) dims = std::max(dims, t.dim());
          for (Tensor& t : ts) t = padLeading(t, dims);
          return detail::tensorListValue(ts);
        }));
}

}  // namespace

void registerNamedDimOps(Registry& r) {
  addNamesOnlyOps(r);
  addReductionsOverNames(r);
  addNamedFactories(r);
  addNameManagementOps(r);
}

}  // namespace ts
