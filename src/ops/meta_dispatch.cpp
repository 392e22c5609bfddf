// ===--- meta_dispatch.cpp - running operators on meta tensors ------------=== //
#include "ops/meta_dispatch.h"

#include <unordered_set>

#include "ops/generator_arg.h"
#include "tensor/meta_device.h"

namespace ts {

namespace {

enum class DeviceArg { Absent, Cpu, Meta, Other };

DeviceArg classifyDevice(const IValue& v) {
  if (v.isNone()) return DeviceArg::Absent;
  if (v.isDevice()) {
    Device::Type t = v.toDevice().type;
    return t == Device::Type::Meta ? DeviceArg::Meta : t == Device::Type::CPU ? DeviceArg::Cpu : DeviceArg::Other;
  }
  if (v.isStr()) {
    const std::string& s = v.toStr();
    if (s == "meta") return DeviceArg::Meta;
    if (s == "cpu" || s.rfind("cpu:", 0) == 0) return DeviceArg::Cpu;
  }
  return DeviceArg::Other;
}

void collectTensors(const IValue& v, std::vector<Tensor>& out) {
  if (v.isTensor()) {
    out.push_back(v.toTensor());
  } else if (v.isList()) {
    for (const IValue& e : v.toList()->items) {
      if (e.isTensor()) out.push_back(e.toTensor());
    }
  }
}

/// Ops whose result depends on the data, which a meta tensor does not have.
bool readsData(const std::string& name) {
  static const std::unordered_set<std::string> kOps = {
      "aten::item", "aten::_local_scalar_dense", "aten::Bool", "aten::Int", "aten::Float",
      "aten::is_nonzero", "aten::nonzero", "aten::equal", "aten::tolist", "prim::tolist",
      "aten::masked_select", "aten::allclose", "aten::unique", "aten::_unique2",
      "aten::unique_consecutive", "aten::unique_dim", "aten::bincount", "aten::ScalarImplicit",
      "aten::__contains__", "aten::nonzero_numpy", "aten::argwhere"};
  return kOps.count(name) > 0;
}

/// Note [Meta device checks]: PyTorch's TensorIterator ops (elementwise
/// arithmetic and comparisons) reject a meta tensor next to a CPU one, while
/// the meta kernels of other ops (addmm, conv, ...) do not look at devices.
bool checksDevices(const std::string& name) {
  static const std::unordered_set<std::string> kOps = {
      "aten::add", "aten::add_", "aten::sub", "aten::sub_", "aten::mul", "aten::mul_", "aten::div", "aten::div_",
      "aten::pow", "aten::pow_", "aten::eq", "aten::ne", "aten::lt", "aten::le", "aten::gt", "aten::ge",
      "aten::where", "aten::maximum", "aten::minimum", "aten::rsub", "aten::remainder", "aten::fmod",
      "aten::atan2", "aten::floor_divide", "aten::true_divide", "aten::logical_and", "aten::logical_or",
      "aten::logical_xor", "aten::bitwise_and", "aten::bitwise_or", "aten::bitwise_xor", "aten::__and__",
      "aten::__or__", "aten::__xor__", "aten::lerp", "aten::clamp", "aten::hypot", "aten::copysign"};
  return kOps.count(name) > 0;
}

/// Copies between devices: the only ops that may mix meta and CPU tensors.
bool copiesAcrossDevices(const std::string& name) {
  return name == "aten::to" || name == "aten::_to_copy" || name == "aten::copy_" || name == "aten::copy" ||
         name == "aten::type_as" || name == "aten::set_";
}

[[noreturn]] void throwNoData(const std::string& op) {
  std::string kernel = op == "aten::item" || op == "aten::Bool" || op == "aten::Int" || op == "aten::Float" ||
                               op == "aten::ScalarImplicit"
                           ? std::string("aten::_local_scalar_dense")
                           : op;
  throw Error("Could not run '" + kernel + "' with arguments from the 'Meta' backend. This could be because "
              "the operator doesn't exist for this backend, or was omitted during the selective/custom build "
              "process (if using custom build).",
              ErrorKind::NotImplementedError);
}

/// Turns the op's tensor results into meta tensors; a result that is one of
/// the (CPU) inputs themselves becomes a new meta tensor instead.
void metaResult(IValue& v, const std::vector<Tensor>& inputs) {
  auto convert = [&](IValue& e) {
    if (!e.isTensor()) return;
    Tensor t = e.toTensor();
    if (!t.defined() || isMeta(t)) return;
    for (const Tensor& in : inputs) {
      if (in.is_same(t)) {
        e = IValue(toMeta(t));
        return;
      }
    }
    makeMetaInPlace(t);
  };
  if (v.isTensor()) {
    convert(v);
  } else if (v.isList()) {
    for (IValue& e : v.toList()->items) convert(e);
  } else if (v.isTuple()) {
    for (IValue& e : v.toTuple()->items) convert(e);
  }
}

/// Note [Meta randomness]: sampling into a meta tensor draws nothing, so
/// building a model on the meta device leaves the generators as they were.
class GeneratorSnapshot {
 public:
  explicit GeneratorSnapshot(Generator& g)
      : gen_(g), engine_(g.engine()), dnormal_(g.next_double_normal), fnormal_(g.next_float_normal) {}
  ~GeneratorSnapshot() {
    gen_.engine() = engine_;
    gen_.next_double_normal = dnormal_;
    gen_.next_float_normal = fnormal_;
  }
  GeneratorSnapshot(const GeneratorSnapshot&) = delete;
  GeneratorSnapshot& operator=(const GeneratorSnapshot&) = delete;

 private:
  Generator& gen_;
  Mt19937 engine_;
  std::optional<double> dnormal_;
  std::optional<float> fnormal_;
};

struct MetaKernel {
  OpKernel kernel;
  std::string name;
  size_t nargs;
  size_t nrets;
  int device_arg;

  void operator()(Stack& s) const {
    const size_t base = s.size() - nargs;
    DeviceArg dev = device_arg >= 0 ? classifyDevice(s[base + device_arg]) : DeviceArg::Absent;
    if (dev != DeviceArg::Meta && !metaStoragesAlive()) return kernel(s);
    std::vector<Tensor> inputs;
    for (size_t i = base; i < s.size(); ++i) collectTensors(s[i], inputs);
    const Tensor* meta_in = nullptr;
    const Tensor* cpu_in = nullptr;
    for (const Tensor& t : inputs) {
      if (!t.defined()) continue;
      if (isMeta(t)) {
        if (!meta_in) meta_in = &t;
      } else if (t.dim() > 0 && !cpu_in) {
        cpu_in = &t;  // 0-dim CPU tensors mix with any device, as in PyTorch
      }
    }
    if (dev == DeviceArg::Absent && !meta_in) return kernel(s);
    if (dev == DeviceArg::Cpu || dev == DeviceArg::Other) {
      if (meta_in && dev == DeviceArg::Cpu && copiesAcrossDevices(name))
        throw Error("Cannot copy out of meta tensor; no data!", ErrorKind::NotImplementedError);
      return kernel(s);
    }
    if (meta_in && (name == "aten::cpu" || name == "aten::tolist" || name == "prim::tolist"))
      throw Error("Cannot copy out of meta tensor; no data!", ErrorKind::NotImplementedError);
    if (meta_in && readsData(name)) throwNoData(name);
    if (dev == DeviceArg::Absent && cpu_in && checksDevices(name)) {
      bool meta_first = meta_in < cpu_in;
      throw Error(std::string("Expected all tensors to be on the same device, but found at least two devices, ") +
                  (meta_first ? "meta and cpu!" : "cpu and meta!"));
    }
    if (dev == DeviceArg::Meta) s[base + device_arg] = IValue(Device{Device::Type::CPU, -1});
    Generator* explicit_gen = nullptr;
    for (size_t i = base; i < s.size(); ++i)
      if (s[i].isGenerator()) explicit_gen = s[i].toGenerator();
    {
      GeneratorSnapshot keep(explicit_gen ? *explicit_gen : defaultGenerator());
      kernel(s);
    }
    for (size_t i = s.size() - nrets; i < s.size(); ++i) metaResult(s[i], inputs);
  }
};

}  // namespace

OpKernel withMetaDevice(const FunctionSchema& schema, int device_arg, OpKernel kernel) {
  return MetaKernel{std::move(kernel), schema.name, schema.arguments.size(), schema.returns.size(), device_arg};
}

}  // namespace ts
