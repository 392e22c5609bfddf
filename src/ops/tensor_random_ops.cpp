// ===--- tensor_random_ops.cpp - rand, randn, randint, normal, ... --------=== //
// Random operators draw from their `Generator? generator` argument, or from
// the default generator (torch.default_generator) when it is None or the
// overload has none, holding the generator's lock for the whole draw.
#include "ops/generator_arg.h"
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"

namespace ts {
namespace detail {
namespace {

const IValue kNoGen;

std::optional<ScalarType> factoryDtype(const IValue* args, size_t i) {
  checkCpuDevice(args[i + 2]);
  return toOptScalarType(args[i]);
}

// The factory forms come in pairs, `aten::rand` and `aten::rand.generator`;
// the latter has `Generator? generator` before the dtype, so each kernel
// below takes the generator and the index of the dtype argument.

Tensor randKernel(const IValue* a, const IValue& gen, size_t dtype_at) {
  auto dt = factoryDtype(a, dtype_at);
  return withGenerator(gen, [&](Generator& g) { return rand(toIntVector(a[0]), g, dt); });
}

Tensor randnKernel(const IValue* a, const IValue& gen, size_t dtype_at) {
  auto dt = factoryDtype(a, dtype_at);
  return withGenerator(gen, [&](Generator& g) { return randn(toIntVector(a[0]), g, dt); });
}

Tensor randintKernel(const IValue* a, const IValue& gen, size_t dtype_at) {
  auto dt = factoryDtype(a, dtype_at);
  return withGenerator(gen, [&](Generator& g) { return randint(toInt(a[0]), toIntVector(a[1]), g, dt); });
}

Tensor randintLowKernel(const IValue* a, const IValue& gen, size_t dtype_at) {
  auto dt = factoryDtype(a, dtype_at);
  return withGenerator(gen, [&](Generator& g) { return randint(toInt(a[0]), toInt(a[1]), toIntVector(a[2]), g, dt); });
}

Tensor randpermKernel(const IValue* a, const IValue& gen, size_t dtype_at) {
  auto dt = factoryDtype(a, dtype_at);
  return withGenerator(gen, [&](Generator& g) { return randperm(toInt(a[0]), g, dt); });
}

void addFactoryKernels(KernelTable& k) {
  k["aten::rand"] = kern<5>([](const IValue* a) { return randKernel(a, kNoGen, 1); });
  k["aten::rand.generator"] = kern<6>([](const IValue* a) { return randKernel(a, a[1], 2); });
  k["aten::randn"] = kern<5>([](const IValue* a) { return randnKernel(a, kNoGen, 1); });
  k["aten::randn.generator"] = kern<6>([](const IValue* a) { return randnKernel(a, a[1], 2); });
  k["aten::randint"] = kern<6>([](const IValue* a) { return randintKernel(a, kNoGen, 2); });
  k["aten::randint.generator"] = kern<7>([](const IValue* a) { return randintKernel(a, a[2], 3); });
  k["aten::randint.low"] = kern<7>([](const IValue* a) { return randintLowKernel(a, kNoGen, 3); });
  k["aten::randint.low_generator"] = kern<8>([](const IValue* a) { return randintLowKernel(a, a[3], 4); });
  k["aten::randperm"] = kern<5>([](const IValue* a) { return randpermKernel(a, kNoGen, 1); });
  k["aten::randperm.generator"] = kern<6>([](const IValue* a) { return randpermKernel(a, a[1], 2); });
}

/// The *_like forms have no generator argument in PyTorch 1.13.
void addLikeKernels(KernelTable& k) {
  k["aten::rand_like"] = kern<6>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 1).value_or(s.dtype());
    return withGenerator(kNoGen, [&](Generator& g) { return uniform_(empty_like(s, dt), 0.0, 1.0, g); });
  });
  k["aten::randn_like"] = kern<6>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 1).value_or(s.dtype());
    return withGenerator(kNoGen, [&](Generator& g) { return normal_(empty_like(s, dt), 0.0, 1.0, g); });
  });
  k["aten::randint_like"] = kern<7>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 2).value_or(s.dtype());
    return withGenerator(kNoGen, [&](Generator& g) { return random_(empty_like(s, dt), 0, toInt(a[1]), g); });
  });
  k["aten::randint_like.low_dtype"] = kern<8>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    auto dt = factoryDtype(a, 3).value_or(s.dtype());
    return withGenerator(kNoGen, [&](Generator& g) { return random_(empty_like(s, dt), toInt(a[1]), toInt(a[2]), g); });
  });
}

/// ATen's normal(mean, std) forms: fill N(0, 1) (or N(0, std)), then scale
/// and shift, in that order, so the random stream matches.
void addNormalKernels(KernelTable& k) {
  k["aten::normal.Tensor_float"] = kern<3>([](const IValue* a) {
    Tensor mean = toTensor(a[0]);
    double std = toDouble(a[1]);
    TS_CHECK(std >= 0.0, "normal expects std >= 0.0, but found std " + Scalar(std).str());
    Tensor out = withGenerator(a[2], [&](Generator& g) { return normal_(empty_like(mean), 0.0, std, g); });
    return add_(out, mean);
  });
  k["aten::normal.float_Tensor"] = kern<3>([](const IValue* a) {
    Tensor std = toTensor(a[1]);
    Tensor out = withGenerator(a[2], [&](Generator& g) { return normal_(empty_like(std), 0.0, 1.0, g); });
    return add_(mul_(out, std), toScalar(a[0]));
  });
  k["aten::normal.Tensor_Tensor"] = kern<3>([](const IValue* a) {
    Tensor mean = toTensor(a[0]);
    Tensor std = toTensor(a[1]);
    Tensor out = withGenerator(a[2], [&](Generator& g) { return normal_(empty_like(mean), 0.0, 1.0, g); });
    return add_(mul_(out, std), mean);
  });
  k["aten::normal.float_float"] = kern<8>([](const IValue* a) {
    auto dt = factoryDtype(a, 4);
    double mean = toDouble(a[0]), std = toDouble(a[1]);
    TS_CHECK(std >= 0.0, "normal expects std >= 0.0, but found std " + Scalar(std).str());
    return withGenerator(a[3], [&](Generator& g) { return normal_(emptyTensor(toIntVector(a[2]), dt.value_or(defaultFloatType())), mean, std, g); });
  });
}

void addInPlaceRandomKernels(KernelTable& k) {
  k["aten::uniform_"] = kern<4>([](const IValue* a) {
    return withGenerator(a[3], [&](Generator& g) { return uniform_(toTensor(a[0]), toDouble(a[1]), toDouble(a[2]), g); });
  });
  k["aten::normal_"] = kern<4>([](const IValue* a) {
    double std = toDouble(a[2]);
    TS_CHECK(std >= 0.0, "normal expects std >= 0.0, but found std " + Scalar(std).str());
    return withGenerator(a[3], [&](Generator& g) { return normal_(toTensor(a[0]), toDouble(a[1]), std, g); });
  });
  k["aten::bernoulli"] = kern<2>([](const IValue* a) {
    return withGenerator(a[1], [&](Generator& g) { return bernoulli(toTensor(a[0]), g); });
  });
  k["aten::bernoulli.p"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    // ATen allocates LEGACY_CONTIGUOUS here, as for bernoulli(p).
    return withGenerator(a[2], [&](Generator& g) { return bernoulli_(emptyTensor(s.sizes(), s.dtype()), toDouble(a[1]), g); });
  });
  k["aten::bernoulli.Tensor"] = kern<3>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return withGenerator(a[2], [&](Generator& g) { return bernoulli_(empty_like(s), toTensor(a[1]), g); });
  });
  k["aten::bernoulli_.float"] = kern<3>([](const IValue* a) {
    return withGenerator(a[2], [&](Generator& g) { return bernoulli_(toTensor(a[0]), toDouble(a[1]), g); });
  });
  k["aten::bernoulli_.Tensor"] = kern<3>([](const IValue* a) {
    return withGenerator(a[2], [&](Generator& g) { return bernoulli_(toTensor(a[0]), toTensor(a[1]), g); });
  });
  k["aten::random_.from"] = kern<4>([](const IValue* a) {
    auto to = toOptInt(a[2]);
    TS_CHECK(to.has_value(), "random_ from=... to=None is not supported");
    return withGenerator(a[3], [&](Generator& g) { return random_(toTensor(a[0]), toInt(a[1]), *to, g); });
  });
  k["aten::random_.to"] = kern<3>([](const IValue* a) {
    return withGenerator(a[2], [&](Generator& g) { return random_(toTensor(a[0]), 0, toInt(a[1]), g); });
  });
  k["aten::manual_seed"] = kern<1>([](const IValue* a) {
    // A negative seed wraps modulo 2^64, as THPGenerator_manualSeed does.
    std::lock_guard<std::mutex> lock(defaultGenerator().mutex());
    defaultGenerator().manualSeed(static_cast<uint64_t>(toInt(a[0])));
  });
}

}  // namespace

void addRandomKernels(KernelTable& k) {
  addFactoryKernels(k);
  addLikeKernels(k);
  addNormalKernels(k);
  addInPlaceRandomKernels(k);
}

}  // namespace detail
}  // namespace ts
