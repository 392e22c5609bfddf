// ===--- tensor_random_ops.cpp - rand, randn, randint, normal, ... --------=== //
// Random operators draw from the process-wide default generator (PyTorch's
// torch.default_generator), locked per call so forked tasks stay safe.
// Explicit `Generator` arguments must be None: no Generator values exist yet.
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"

namespace ts {

Generator& defaultGenerator() {
  // The one piece of global mutable state PyTorch's semantics require:
  // torch.manual_seed reseeds the generator every later random op uses.
  static Generator gen;
  return gen;
}

std::mutex& defaultGeneratorMutex() {
  static std::mutex m;
  return m;
}

namespace detail {
namespace {

/// Runs f(generator) under the default generator's lock; `gen_arg` is the
/// schema's `Generator? generator` argument.
template <class F>
auto withGen(const IValue& gen_arg, F f) {
  TS_CHECK(gen_arg.isNone(), "explicit Generator arguments are not supported; use torch.manual_seed");
  std::lock_guard<std::mutex> lock(defaultGeneratorMutex());
  return f(defaultGenerator());
}
const IValue kNoGen;

std::optional<ScalarType> factoryDtype(const IValue* args, size_t i) {
  checkCpuDevice(args[i + 2]);
  return toOptScalarType(args[i]);
}

void addSamplerKernels(KernelTable& k) {
  k["aten::rand"] = kern<5>([](const IValue* a) {
    auto dt = factoryDtype(a, 1);
    return withGen(kNoGen, [&](Generator& g) { return rand(toIntVector(a[0]), g, dt); });
  });
  k["aten::randn"] = kern<5>([](const IValue* a) {
    auto dt = factoryDtype(a, 1);
    return withGen(kNoGen, [&](Generator& g) { return randn(toIntVector(a[0]), g, dt); });
  });
  k["aten::randint"] = kern<6>([](const IValue* a) {
    auto dt = factoryDtype(a, 2);
    return withGen(kNoGen, [&](Generator& g) { return randint(toInt(a[0]), toIntVector(a[1]), g, dt); });
  });
  k["aten::randint.low"] = kern<7>([](const IValue* a) {
    auto dt = factoryDtype(a, 3);
    return withGen(kNoGen, [&](Generator& g) { return randint(toInt(a[0]), toInt(a[1]), toIntVector(a[2]), g, dt); });
  });
  k["aten::randperm"] = kern<5>([](const IValue* a) {
    auto dt = factoryDtype(a, 1);
    return withGen(kNoGen, [&](Generator& g) { return randperm(toInt(a[0]), g, dt); });
  });
  k["aten::rand_like"] = kern<6>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 1).value_or(s.dtype());
    return withGen(kNoGen, [&](Generator& g) { return uniform_(empty_like(s, dt), 0.0, 1.0, g); });
  });
  k["aten::randn_like"] = kern<6>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 1).value_or(s.dtype());
    return withGen(kNoGen, [&](Generator& g) { return normal_(empty_like(s, dt), 0.0, 1.0, g); });
  });
  k["aten::randint_like"] = kern<7>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 2).value_or(s.dtype());
    return withGen(kNoGen, [&](Generator& g) { return random_(empty_like(s, dt), 0, toInt(a[1]), g); });
  });
  k["aten::randint_like.low_dtype"] = kern<8>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 3).value_or(s.dtype());
    return withGen(kNoGen, [&](Generator& g) { return random_(empty_like(s, dt), toInt(a[1]), toInt(a[2]), g); });
  });
}

/// ATen's normal(mean, std) forms: fill N(0, 1) (or N(0, std)), then scale
/// and shift, in that order, so the random stream matches.
void addNormalKernels(KernelTable& k) {
  k["aten::normal.Tensor_float"] = kern<3>([](const IValue* a) {
    Tensor mean = toTensor(a[0]);
    double std = toDouble(a[1]);
    TS_CHECK(std >= 0.0, "normal expects std >= 0.0, but found std " + Scalar(std).str());
    Tensor out = withGen(a[2], [&](Generator& g) { return normal_(empty_like(mean), 0.0, std, g); });
    return add_(out, mean);
  });
  k["aten::normal.float_Tensor"] = kern<3>([](const IValue* a) {
    Tensor std = toTensor(a[1]);
    Tensor out = withGen(a[2], [&](Generator& g) { return normal_(empty_like(std), 0.0, 1.0, g); });
    return add_(mul_(out, std), toScalar(a[0]));
  });
  k["aten::normal.Tensor_Tensor"] = kern<3>([](const IValue* a) {
    Tensor mean = toTensor(a[0]);
    Tensor std = toTensor(a[1]);
    Tensor out = withGen(a[2], [&](Generator& g) { return normal_(empty_like(mean), 0.0, 1.0, g); });
    return add_(mul_(out, std), mean);
  });
  k["aten::normal.float_float"] = kern<8>([](const IValue* a) {
    auto dt = factoryDtype(a, 4);
    double mean = toDouble(a[0]), std = toDouble(a[1]);
    TS_CHECK(std >= 0.0, "normal expects std >= 0.0, but found std " + Scalar(std).str());
    return withGen(a[3], [&](Generator& g) { return normal_(emptyTensor(toIntVector(a[2]), dt.value_or(kDefaultFloat)), mean, std, g); });
  });
}

void addInPlaceRandomKernels(KernelTable& k) {
  k["aten::uniform_"] = kern<4>([](const IValue* a) {
    return withGen(a[3], [&](Generator& g) { return uniform_(toTensor(a[0]), toDouble(a[1]), toDouble(a[2]), g); });
  });
  k["aten::normal_"] = kern<4>([](const IValue* a) {
    double std = toDouble(a[2]);
    TS_CHECK(std >= 0.0, "normal expects std >= 0.0, but found std " + Scalar(std).str());
    return withGen(a[3], [&](Generator& g) { return normal_(toTensor(a[0]), toDouble(a[1]), std, g); });
  });
  k["aten::bernoulli"] = kern<2>([](const IValue* a) {
    return withGen(a[1], [&](Generator& g) { return bernoulli(toTensor(a[0]), g); });
  });
  k["aten::bernoulli.p"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return withGen(a[2], [&](Generator& g) { return bernoulli_(empty_like(s), toDouble(a[1]), g); });
  });
  k["aten::bernoulli.Tensor"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return withGen(a[2], [&](Generator& g) { return bernoulli_(empty_like(s), toTensor(a[1]), g); });
  });
  k["aten::bernoulli_.float"] = kern<3>([](const IValue* a) {
    return withGen(a[2], [&](Generator& g) { return bernoulli_(toTensor(a[0]), toDouble(a[1]), g); });
  });
  k["aten::bernoulli_.Tensor"] = kern<3>([](const IValue* a) {
    return withGen(a[2], [&](Generator& g) { return bernoulli_(toTensor(a[0]), toTensor(a[1]), g); });
  });
  k["aten::random_.from"] = kern<4>([](const IValue* a) {
    auto to = toOptInt(a[2]);
    TS_CHECK(to.has_value(), "random_ from=... to=None is not supported");
    return withGen(a[3], [&](Generator& g) { return random_(toTensor(a[0]), toInt(a[1]), *to, g); });
  });
  k["aten::random_.to"] = kern<3>([](const IValue* a) {
    return withGen(a[2], [&](Generator& g) { return random_(toTensor(a[0]), 0, toInt(a[1]), g); });
  });
  k["aten::manual_seed"] = kern<1>([](const IValue* a) {
    std::lock_guard<std::mutex> lock(defaultGeneratorMutex());
    defaultGenerator().manualSeed(static_cast<uint64_t>(toInt(a[0])));
  });
}

}  // namespace

void addRandomKernels(KernelTable& k) {
  addSamplerKernels(k);
  addNormalKernels(k);
  addInPlaceRandomKernels(k);
}

}  // namespace detail
}  // namespace ts
