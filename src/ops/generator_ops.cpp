// ===--- generator_ops.cpp - torch.Generator and the RNG state API ---------=== //
// The Python-level RNG API: torch.manual_seed (returning the generator),
// initial_seed, seed, get_rng_state/set_rng_state, torch.Generator() and its
// methods. TorchScript 1.13 has none of these (only aten::manual_seed), so
// they are prim::Python* operators that only the Python level calls.
#include <cmath>

#include "ops/families.h"
#include "ops/generator_arg.h"
#include "ops/registry.h"
#include "tensor/generator_state.h"

namespace ts {

Ref<Generator> defaultGeneratorRef() {
  // The one piece of global mutable state PyTorch's semantics require:
  // torch.manual_seed reseeds the generator every later random op uses.
  static const Ref<Generator> gen = makeRef<Generator>(nondeterministicSeed());
  return gen;
}

Generator& defaultGenerator() {
  static Generator& gen = *defaultGeneratorRef();
  return gen;
}

namespace {

/// torch.manual_seed(seed): Python's int(seed), then the uint64 that
/// THPGenerator_manualSeed makes of it (negative seeds wrap modulo 2^64).
uint64_t pythonSeed(const IValue& v) {
  if (v.isInt()) return static_cast<uint64_t>(v.toInt());
  if (v.isBool()) return v.toBool() ? 1 : 0;
  if (v.isDouble()) {
    double d = v.toDouble();
    TS_CHECK(!std::isnan(d), "cannot convert float NaN to integer", ErrorKind::ValueError);
    TS_CHECK(!std::isinf(d), "cannot convert float infinity to integer", ErrorKind::OverflowError);
    double t = std::trunc(d);
    // PyTorch unpacks a uint64, or failing that an int64: [-2^63, 2^64).
    TS_CHECK(t >= -0x1p63 && t < 0x1p64, "Overflow when unpacking long");
    return t >= 0 ? static_cast<uint64_t>(t) : static_cast<uint64_t>(static_cast<int64_t>(t));
  }
  throw Error(std::string("int() argument must be a string, a bytes-like object or a real number, not '") +
                  pythonTypeName(v) + "'",
              ErrorKind::TypeError);
}

/// Generator.manual_seed(seed) takes only a Python int (not bool or float).
uint64_t generatorSeed(const IValue& v) {
  TS_CHECK(v.isInt(), std::string("manual_seed expected a long, but got ") + pythonTypeName(v));
  return static_cast<uint64_t>(v.toInt());
}

/// A seed as a Python int. Python-level ints are int64 here, so a seed of
/// 2^63 or more (only a negative torch.manual_seed gives one: our own
/// non-deterministic seeds have 63 bits) cannot be returned faithfully.
IValue seedValue(uint64_t seed) {
  TS_CHECK(seed <= static_cast<uint64_t>(INT64_MAX),
           "the seed is " + std::to_string(seed) +
               " (negative seeds wrap modulo 2**64), which does not fit in a 64-bit int",
           ErrorKind::OverflowError);
  return IValue(static_cast<int64_t>(seed));
}

/// Generator.set_state / torch.set_rng_state: the argument must be a tensor.
void setState(Generator& gen, const IValue& v) {
  TS_CHECK(v.isTensor(), std::string("expected a torch.ByteTensor, but got ") + pythonTypeName(v),
           ErrorKind::TypeError);
  std::lock_guard<std::mutex> lock(gen.mutex());
  setRngState(gen, v.toTensor());
}

/// torch.Generator(device): only CPU generators exist.
Ref<Generator> newGenerator(const IValue& device) {
  Device d = device.isNone() ? Device{} : device.toDevice();
  const char* kind = d.type == Device::Type::CUDA ? "CUDA" : d.type == Device::Type::Meta ? "META" : nullptr;
  TS_CHECK(kind == nullptr, std::string("Device type ") + (kind ? kind : "") +
                                " is not supported for torch.Generator() api.");
  return makeRef<Generator>();
}

Generator& self(const Stack& s, size_t n_args) { return *s[s.size() - n_args].toGenerator(); }

void registerModuleFunctions(Registry& r) {
  r.add("prim::PythonDefaultGenerator() -> Generator", [](Stack& s) { s.emplace_back(defaultGeneratorRef()); });
  r.add("prim::PythonManualSeed(Any seed) -> Generator", [](Stack& s) {
    uint64_t seed = pythonSeed(s.back());
    {
      std::lock_guard<std::mutex> lock(defaultGenerator().mutex());
      defaultGenerator().manualSeed(seed);
    }
    s.back() = IValue(defaultGeneratorRef());
  });
  r.add("prim::PythonInitialSeed() -> int", [](Stack& s) {
    std::lock_guard<std::mutex> lock(defaultGenerator().mutex());
    s.push_back(seedValue(defaultGenerator().initialSeed()));
  });
  r.add("prim::PythonSeed() -> int", [](Stack& s) {
    std::lock_guard<std::mutex> lock(defaultGenerator().mutex());
    s.push_back(seedValue(defaultGenerator().seed()));
  });
  r.add("prim::PythonGetRngState() -> Tensor", [](Stack& s) {
    std::lock_guard<std::mutex> lock(defaultGenerator().mutex());
    s.emplace_back(getRngState(defaultGenerator()));
  });
  r.add("prim::PythonSetRngState(Any new_state) -> ()", [](Stack& s) {
    setState(defaultGenerator(), s.back());
    s.pop_back();
  });
}

void registerGeneratorMethods(Registry& r) {
  r.add("prim::PythonGenerator(Device? device=None) -> Generator",
        [](Stack& s) { s.back() = IValue(newGenerator(s.back())); });
  r.add("prim::PythonGeneratorManualSeed(Generator(a!) self, Any seed) -> Generator(a!)", [](Stack& s) {
    uint64_t seed = generatorSeed(s.back());
    s.pop_back();
    Generator& gen = self(s, 1);
    std::lock_guard<std::mutex> lock(gen.mutex());
    gen.manualSeed(seed);
  });
  r.add("prim::PythonGeneratorInitialSeed(Generator self) -> int", [](Stack& s) {
    Generator& gen = self(s, 1);
    std::lock_guard<std::mutex> lock(gen.mutex());
    s.back() = seedValue(gen.initialSeed());
  });
  r.add("prim::PythonGeneratorSeed(Generator(a!) self) -> int", [](Stack& s) {
    Generator& gen = self(s, 1);
    std::lock_guard<std::mutex> lock(gen.mutex());
    s.back() = seedValue(gen.seed());
  });
  r.add("prim::PythonGeneratorGetState(Generator self) -> Tensor", [](Stack& s) {
    Generator& gen = self(s, 1);
    std::lock_guard<std::mutex> lock(gen.mutex());
    s.back() = IValue(getRngState(gen));
  });
  r.add("prim::PythonGeneratorSetState(Generator(a!) self, Any new_state) -> Generator(a!)", [](Stack& s) {
    setState(self(s, 2), s.back());
    s.pop_back();
  });
  r.add("prim::PythonGeneratorDevice(Generator self) -> Device", [](Stack& s) { s.back() = IValue(Device{}); });
}

}  // namespace

void registerGeneratorOps(Registry& r) {
  registerModuleFunctions(r);
  registerGeneratorMethods(r);
}

}  // namespace ts
