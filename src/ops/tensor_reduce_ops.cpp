// ===--- tensor_reduce_ops.cpp - reductions, scans, softmax, sorting ------=== //
// sum/mean/prod, max/min (all overloads), arg reductions, all/any, var/std,
// norm, cumulative ops, softmax/log_softmax, logsumexp and sort/topk.
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"

namespace ts::detail {
namespace {

/// `int[1]? dim`: None (or a missing list) reduces every dim.
std::vector<int64_t> dimsOrAll(const IValue& v) { return toOptIntVector(v).value_or(std::vector<int64_t>{}); }

void addSumKernels(KernelTable& k) {
  k["aten::sum"] = kern<2>([](const IValue* a) { return sum(toTensor(a[0]), toOptScalarType(a[1])); });
  k["aten::sum.dim_IntList"] = kern<4>([](const IValue* a) {
    return sum(toTensor(a[0]), dimsOrAll(a[1]), toBool(a[2]), toOptScalarType(a[3]));
  });
  k["aten::nansum"] = kern<4>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    Tensor clean = s.is_floating_point() ? where(isnan(s), scalarTensor(Scalar(0), s.dtype()), s) : s;
    return sum(clean, dimsOrAll(a[1]), toBool(a[2]), toOptScalarType(a[3]));
  });
  k["aten::mean"] = kern<2>([](const IValue* a) { return mean(toTensor(a[0]), toOptScalarType(a[1])); });
  k["aten::mean.dim"] = kern<4>([](const IValue* a) {
    return mean(toTensor(a[0]), dimsOrAll(a[1]), toBool(a[2]), toOptScalarType(a[3]));
  });
  k["aten::prod"] = kern<2>([](const IValue* a) { return prod(toTensor(a[0]), toOptScalarType(a[1])); });
  k["aten::prod.dim_int"] = kern<4>([](const IValue* a) {
    return prod(toTensor(a[0]), toInt(a[1]), toBool(a[2]), toOptScalarType(a[3]));
  });
  k["aten::count_nonzero"] = kern<2>([](const IValue* a) {
    Tensor nz = ne(toTensor(a[0]), Scalar(0));
    auto d = toOptInt(a[1]);
    return d ? sum(nz, {*d}, false) : sum(nz);
  });
  k["aten::count_nonzero.dim_IntList"] = kern<2>([](const IValue* a) {
    return sum(ne(toTensor(a[0]), Scalar(0)), toIntVector(a[1]), false);
  });
}

void addExtremeKernels(KernelTable& k) {
  k["aten::max"] = kern<1>([](const IValue* a) { return max(toTensor(a[0])); });
  k["aten::min"] = kern<1>([](const IValue* a) { return min(toTensor(a[0])); });
  k["aten::max.dim"] = kern<3>([](const IValue* a) { return max(toTensor(a[0]), toInt(a[1]), toBool(a[2])); });
  k["aten::min.dim"] = kern<3>([](const IValue* a) { return min(toTensor(a[0]), toInt(a[1]), toBool(a[2])); });
  k["aten::amax"] = kern<3>([](const IValue* a) { return amax(toTensor(a[0]), toIntVector(a[1]), toBool(a[2])); });
  k["aten::amin"] = kern<3>([](const IValue* a) { return amin(toTensor(a[0]), toIntVector(a[1]), toBool(a[2])); });
  k["aten::aminmax"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto d = toOptInt(a[1]);
    bool keep = toBool(a[2]);
    if (!d) return std::make_tuple(amin(s, {}, keep), amax(s, {}, keep));
    return std::make_tuple(amin(s, {*d}, keep), amax(s, {*d}, keep));
  });
  k["aten::argmax"] = kern<3>([](const IValue* a) { return argmax(toTensor(a[0]), toOptInt(a[1]), toBool(a[2])); });
  k["aten::argmin"] = kern<3>([](const IValue* a) { return argmin(toTensor(a[0]), toOptInt(a[1]), toBool(a[2])); });
  k["aten::all"] = kern<1>([](const IValue* a) { return all(toTensor(a[0])); });
  k["aten::any"] = kern<1>([](const IValue* a) { return any(toTensor(a[0])); });
  k["aten::all.dim"] = kern<3>([](const IValue* a) { return all(toTensor(a[0]), toInt(a[1]), toBool(a[2])); });
  k["aten::any.dim"] = kern<3>([](const IValue* a) { return any(toTensor(a[0]), toInt(a[1]), toBool(a[2])); });
}

/// var/std and their *_mean forms share one argument decoding.
void addMomentKernels(KernelTable& k) {
  for (bool take_sqrt : {false, true}) {
    std::string base = take_sqrt ? "aten::std" : "aten::var";
    k[base] = kern<2>([take_sqrt](const IValue* a) {
      return variance(toTensor(a[0]), std::nullopt, toBool(a[1]) ? 1 : 0, false, take_sqrt);
    });
    k[base + ".dim"] = kern<4>([take_sqrt](const IValue* a) {
      return variance(toTensor(a[0]), toOptIntVector(a[1]), toBool(a[2]) ? 1 : 0, toBool(a[3]), take_sqrt);
    });
    k[base + ".correction"] = kern<4>([take_sqrt](const IValue* a) {
      return variance(toTensor(a[0]), toOptIntVector(a[1]), toOptInt(a[2]).value_or(1), toBool(a[3]), take_sqrt);
    });
    auto with_mean = [take_sqrt](const Tensor& s, const std::optional<std::vector<int64_t>>& dims, int64_t corr, bool keep) {
      Tensor v = variance(s, dims, corr, keep, take_sqrt);
      return std::make_tuple(v, mean(s, dims.value_or(std::vector<int64_t>{}), keep));
    };
    k[base + "_mean"] = kern<2>([with_mean](const IValue* a) {
      return with_mean(toTensor(a[0]), std::nullopt, toBool(a[1]) ? 1 : 0, false);
    });
    k[base + "_mean.dim"] = kern<4>([with_mean](const IValue* a) {
      return with_mean(toTensor(a[0]), toOptIntVector(a[1]), toBool(a[2]) ? 1 : 0, toBool(a[3]));
    });
    k[base + "_mean.correction"] = kern<4>([with_mean](const IValue* a) {
      return with_mean(toTensor(a[0]), toOptIntVector(a[1]), toOptInt(a[2]).value_or(1), toBool(a[3]));
    });
  }
  k["aten::norm.Scalar"] = kern<2>([](const IValue* a) {
    return norm(toTensor(a[0]), toOptScalar(a[1]), {}, false, std::nullopt);
  });
  k["aten::norm.ScalarOpt_dim"] = kern<4>([](const IValue* a) {
    return norm(toTensor(a[0]), toOptScalar(a[1]), toIntVector(a[2]), toBool(a[3]), std::nullopt);
  });
  k["aten::norm.ScalarOpt_dim_dtype"] = kern<5>([](const IValue* a) {
    return norm(toTensor(a[0]), toOptScalar(a[1]), toIntVector(a[2]), toBool(a[3]), toScalarType(a[4]));
  });
  k["aten::norm.ScalarOpt_dtype"] = kern<3>([](const IValue* a) {
    return norm(toTensor(a[0]), toOptScalar(a[1]), {}, false, toScalarType(a[2]));
  });
}

void addScanKernels(KernelTable& k) {
  k["aten::cumsum"] = kern<3>([](const IValue* a) { return cumulative(toTensor(a[0]), toInt(a[1]), toOptScalarType(a[2]), false); });
  k["aten::cumprod"] = kern<3>([](const IValue* a) { return cumulative(toTensor(a[0]), toInt(a[1]), toOptScalarType(a[2]), true); });
  k["aten::cummax"] = kern<2>([](const IValue* a) { return cumExtreme(toTensor(a[0]), toInt(a[1]), true); });
  k["aten::cummin"] = kern<2>([](const IValue* a) { return cumExtreme(toTensor(a[0]), toInt(a[1]), false); });
  k["aten::softmax.int"] = kern<3>([](const IValue* a) { return softmax(toTensor(a[0]), toInt(a[1]), toOptScalarType(a[2]), false); });
  k["aten::log_softmax.int"] = kern<3>([](const IValue* a) { return softmax(toTensor(a[0]), toInt(a[1]), toOptScalarType(a[2]), true); });
  k["aten::logsumexp"] = kern<3>([](const IValue* a) { return logsumexp(toTensor(a[0]), toIntVector(a[1]), toBool(a[2])); });
}

void addSortKernels(KernelTable& k) {
  k["aten::sort"] = kern<3>([](const IValue* a) { return sort(toTensor(a[0]), toInt(a[1]), toBool(a[2])); });
  k["aten::sort.stable"] = kern<4>([](const IValue* a) {
    return sort(toTensor(a[0]), toInt(a[2]), toBool(a[3]), !a[1].isNone() && toBool(a[1]));
  });
  k["aten::argsort"] = kern<3>([](const IValue* a) { return std::get<1>(sort(toTensor(a[0]), toInt(a[1]), toBool(a[2]))); });
  k["aten::argsort.stable"] = kern<4>([](const IValue* a) {
    return std::get<1>(sort(toTensor(a[0]), toInt(a[2]), toBool(a[3]), toBool(a[1])));
  });
  k["aten::topk"] = kern<5>([](const IValue* a) {
    return topk(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toBool(a[3]), toBool(a[4]));
  });
  k["aten::kthvalue"] = kern<4>([](const IValue* a) { return kthvalue(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toBool(a[3])); });
  k["aten::median"] = kern<1>([](const IValue* a) { return median(toTensor(a[0])); });
  k["aten::median.dim"] = kern<3>([](const IValue* a) { return median(toTensor(a[0]), toInt(a[1]), toBool(a[2])); });
}

}  // namespace

void addReduceKernels(KernelTable& k) {
  addSumKernels(k);
  addExtremeKernels(k);
  addMomentKernels(k);
  addScanKernels(k);
  addSortKernels(k);
}

}  // namespace ts::detail
