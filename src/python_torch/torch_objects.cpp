// ===--- torch_objects.cpp - torch.dtype, device, Size, finfo, layout -----=== //
// The small value objects of the torch API. dtype/layout/memory_format are
// singletons (compared by identity, as in PyTorch) carrying their int code;
// torch.Size is a runtime tuple tagged as a tuple subclass (Interp::size_tag).
#include <cmath>
#include <limits>
#include <sstream>

#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "python_torch/native_slots.h"
#include "tensor/scalar_type.h"
#include "types/type.h"

namespace ts::py {

namespace {

/// The first argument (self) of a slot method, or TypeError.
const IValue& selfArg(Interp& in, Args& a, const char* type) {
  if (a.n == 0) in.raise(in.e.TypeError, std::string("descriptor requires a '") + type + "' object but received none");
  return a[0];
}

ScalarType stOf(Interp& in, Args& a) {
  int64_t code = dtypeCode(in, selfArg(in, a, "torch.dtype"));
  if (code < 0) in.raise(in.e.TypeError, "descriptor requires a 'torch.dtype' object but received '" + typeName(in, a[0]) + "'");
  return static_cast<ScalarType>(code);
}

Device devOf(Interp& in, Args& a) {
  Device d;
  if (!deviceValue(in, selfArg(in, a, "torch.device"), d))
    in.raise(in.e.TypeError, "descriptor requires a 'torch.device' object but received '" + typeName(in, a[0]) + "'");
  return d;
}

const std::vector<IValue>& sizeOf(Interp& in, Args& a) {
  if (!selfArg(in, a, "torch.Size").isTuple())
    in.raise(in.e.TypeError, "descriptor requires a 'torch.Size' object but received '" + typeName(in, a[0]) + "'");
  return a[0].toTuple()->items;
}

IValue dtypeRepr(Interp& in, Args& a, PyObject*) { return IValue(dtypeName(stOf(in, a))); }
IValue dtypeIsFloat(Interp& in, Args& a, PyObject*) { return IValue(isFloatingType(stOf(in, a))); }
IValue dtypeIsComplex(Interp& in, Args& a, PyObject*) { return IValue(isComplexType(stOf(in, a))); }
IValue dtypeIsSigned(Interp& in, Args& a, PyObject*) { return IValue(isSignedType(stOf(in, a))); }
IValue dtypeReduce(Interp& in, Args& a, PyObject*) {
  std::string n = dtypeName(stOf(in, a));
  return IValue(n.substr(n.find('.') + 1));
}

IValue namedRepr(Interp& in, Args& a, PyObject*) {
  auto* p = asPyT<PyInstance>(selfArg(in, a, "object"));
  IValue name;
  if (p && p->dict) {
    if (IValue* n = p->dict->findStr(in, in.intern("_name"), hashStr("_name"))) name = *n;
  }
  return name.isStr() ? name : IValue("?");
}

IValue deviceRepr(Interp& in, Args& a, PyObject*) {
  Device d = devOf(in, a);
  std::string s = d.str();
  size_t colon = s.find(':');
  if (colon == std::string::npos) return IValue("device(type='" + s + "')");
  return IValue("device(type='" + s.substr(0, colon) + "', index=" + s.substr(colon + 1) + ")");
}
IValue deviceStr(Interp& in, Args& a, PyObject*) { return IValue(devOf(in, a).str()); }
IValue deviceType(Interp& in, Args& a, PyObject*) {
  std::string s = devOf(in, a).str();
  return IValue(s.substr(0, s.find(':')));
}
IValue deviceIndex(Interp& in, Args& a, PyObject*) {
  Device d = devOf(in, a);
  return d.index < 0 ? IValue() : IValue(static_cast<int64_t>(d.index));
}
IValue deviceEq(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__eq__", 2, 2);
  Device x, y;
  if (!deviceValue(in, a[0], x) || !deviceValue(in, a[1], y)) return in.not_implemented;
  return IValue(x == y);
}
IValue deviceHash(Interp& in, Args& a, PyObject*) {
  Device d = devOf(in, a);
  return IValue(static_cast<int64_t>(d.type) * 131 + d.index);
}

/// torch.device("cpu"), torch.device("cuda", 0), torch.device("cuda:1").
IValue deviceNew(Interp& in, PyType*, Args& a) {
  if (a.n < 1) in.raise(in.e.TypeError, "device() received an invalid combination of arguments");
  Device d;
  if (deviceValue(in, a[0], d)) return deviceObject(in, d);
  if (!isStrValue(a[0])) in.raise(in.e.TypeError, "device(): argument 'type' must be str, not " + typeName(in, a[0]));
  std::string s = a[0].toStr();
  std::string type = s.substr(0, s.find(':'));
  if (type == "cpu") d.type = Device::Type::CPU;
  else if (type == "cuda") d.type = Device::Type::CUDA;
  else if (type == "meta") d.type = Device::Type::Meta;
  else
    in.raise(in.e.RuntimeError,
             "Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, ort, mps, xla, lazy, vulkan, "
             "meta, hpu device type at start of device string: " + s);
  auto setIndex = [&](int64_t i) {
    if (i < 0 || i > 127) in.raise(in.e.RuntimeError, "Device index must not be negative");
    d.index = static_cast<int8_t>(i);
  };
  if (size_t colon = s.find(':'); colon != std::string::npos) {
    std::string digits = s.substr(colon + 1);
    if (digits.empty() || digits.size() > 3 || digits.find_first_not_of("0123456789") != std::string::npos)
      in.raise(in.e.RuntimeError, "Invalid device string: '" + s + "'");
    setIndex(std::stoll(digits));
  }
  if (a.n > 1 && a[1].isInt()) setIndex(a[1].toInt());
  return deviceObject(in, d);
}

IValue sizeRepr(Interp& in, Args& a, PyObject*) {
  std::string s = "torch.Size([";
  const auto& items = sizeOf(in, a);
  // A traced size is a 0-dim tensor (dispatch.h sizeValue); it shows as its number.
  for (size_t i = 0; i < items.size(); ++i) {
    bool traced = items[i].isTensor() && items[i].toTensor().dim() == 0;
    s += (i ? ", " : "") + (traced ? std::to_string(items[i].toTensor().item().toLong()) : repr(in, items[i]));
  }
  return IValue(s + "])");
}
IValue sizeNumel(Interp& in, Args& a, PyObject*) {
  int64_t n = 1;
  for (const IValue& x : sizeOf(in, a)) n *= x.isInt() ? x.toInt() : 1;
  return IValue(n);
}
IValue sizeNew(Interp& in, PyType*, Args& a) {
  std::vector<IValue> items = a.n ? toVector(in, a[0]) : std::vector<IValue>{};
  for (const IValue& x : items)
    if (!x.isInt()) in.raise(in.e.TypeError, "torch.Size() takes an iterable of 'int' (item 0 is '" + typeName(in, x) + "')");
  return makeSize(in, std::move(items));
}

/// torch.finfo(dtype) / torch.iinfo(dtype) as instances with attributes.
IValue finfoNew(Interp& in, PyType* cls, Args& a) {
  TorchState& st = torchState(in);
  int64_t code = a.n ? dtypeCode(in, a[0]) : static_cast<int64_t>(ScalarType::Float);
  if (code < 0) in.raise(in.e.TypeError, "finfo(): argument 'type' must be torch.dtype");
  auto* o = new PyInstance(cls);
  IValue ov = box(o);
  o->dict = in.newDict();
  auto set = [&](const char* k, IValue v) { o->dict->set(in, in.intern(k), std::move(v)); };
  ScalarType t = static_cast<ScalarType>(code);
  if (cls == st.finfo_type) {
    if (!isFloatingType(t)) in.raise(in.e.TypeError, "torch.finfo() requires a floating point input type. Use torch.iinfo to handle 'torch.finfo'");
    bool dbl = t == ScalarType::Double, half = t == ScalarType::Half, bf = t == ScalarType::BFloat16;
    double eps = dbl ? std::numeric_limits<double>::epsilon() : half ? 0.0009765625 : bf ? 0.0078125 : std::numeric_limits<float>::epsilon();
    double mx = dbl ? std::numeric_limits<double>::max() : half ? 65504.0 : bf ? 3.3895313892515355e+38 : std::numeric_limits<float>::max();
    double tiny = dbl ? std::numeric_limits<double>::min() : half ? 6.103515625e-05 : bf ? 1.1754943508222875e-38 : std::numeric_limits<float>::min();
    set("bits", IValue(static_cast<int64_t>(elementSize(t) * 8)));
    set("eps", IValue(eps));
    set("max", IValue(mx));
    set("min", IValue(-mx));
    set("tiny", IValue(tiny));
    set("smallest_normal", IValue(tiny));
    set("resolution", IValue(dbl ? 1e-15 : half ? 0.001 : bf ? 0.01 : 1e-06));
    set("dtype", IValue(dtypeName(t).substr(6)));
  } else {
    if (isFloatingType(t) || isComplexType(t)) in.raise(in.e.TypeError, "torch.iinfo() requires an integer input type. Use torch.finfo to handle 'torch.iinfo'");
    int bits = static_cast<int>(elementSize(t) * 8);
    bool sgn = isSignedType(t);
    int64_t mx = t == ScalarType::Bool ? 1 : sgn ? static_cast<int64_t>((~uint64_t{0}) >> (65 - bits)) : static_cast<int64_t>((uint64_t{1} << bits) - 1);
    set("bits", IValue(static_cast<int64_t>(bits)));
    set("max", IValue(mx));
    set("min", IValue(sgn ? -mx - 1 : int64_t{0}));
    set("dtype", IValue(dtypeName(t).substr(6)));
  }
  return ov;
}

/// repr(torch.finfo(...)) / repr(torch.iinfo(...)): the fields as C++'s
/// ostream prints doubles (6 significant digits), as PyTorch's C++ does.
IValue infoRepr(Interp& in, Args& a, PyObject*) {
  auto* p = asPyT<PyInstance>(selfArg(in, a, "object"));
  bool fin = p->type == torchState(in).finfo_type;
  std::ostringstream os;
  os << (fin ? "finfo(" : "iinfo(");
  const char* finFields[] = {"resolution", "min", "max", "eps", "smallest_normal", "tiny"};
  const char* intFields[] = {"min", "max"};
  size_t n = fin ? 6 : 2;
  for (size_t i = 0; i < n; ++i) {
    const char* k = fin ? finFields[i] : intFields[i];
    IValue v = getAttr(in, a[0], k);
    os << k << "=" << (v.isInt() ? static_cast<double>(v.toInt()) : v.toDouble()) << ", ";
  }
  os << "dtype=" << getAttr(in, a[0], "dtype").toStr() << ")";
  return IValue(os.str());
}

/// The constructor did the work (the type is not builtin, so a call would
/// otherwise reach object.__init__'s argument check).
IValue initNoop(Interp&, Args&, PyObject*) { return IValue(); }

PyType* objectType(Interp& in, PyModule& torch, const char* name) {
  PyType* t = in.newType(name, in.t.object, Layout::Instance);
  t->module = "torch";
  t->native = false;
  addSlot(in, t, "__init__", initNoop);
  torch.dict->set(in, in.intern(name), box(t));
  return t;
}

IValue namedObject(Interp& in, PyType* t, const std::string& name, IValue payload) {
  auto* o = new PyInstance(t);
  IValue v = box(o);
  o->native_value = std::move(payload);
  o->dict = in.newDict();
  o->dict->set(in, in.intern("_name"), IValue(name));
  return v;
}

void initDtypes(Interp& in, PyModule& torch, TorchState& st) {
  st.dtype_type = objectType(in, torch, "dtype");
  addSlot(in, st.dtype_type, "__repr__", dtypeRepr);
  addSlot(in, st.dtype_type, "__reduce__", dtypeReduce);
  addProperty(in, st.dtype_type, "is_floating_point", dtypeIsFloat);
  addProperty(in, st.dtype_type, "is_complex", dtypeIsComplex);
  addProperty(in, st.dtype_type, "is_signed", dtypeIsSigned);
  st.dtypes.assign(static_cast<size_t>(ScalarType::Undefined), IValue());
  struct Alias { const char* name; ScalarType t; };
  static const Alias kAliases[] = {
      {"uint8", ScalarType::Byte}, {"int8", ScalarType::Char}, {"int16", ScalarType::Short}, {"short", ScalarType::Short},
      {"int32", ScalarType::Int}, {"int", ScalarType::Int}, {"int64", ScalarType::Long}, {"long", ScalarType::Long},
      {"float16", ScalarType::Half}, {"half", ScalarType::Half}, {"float32", ScalarType::Float}, {"float", ScalarType::Float},
      {"float64", ScalarType::Double}, {"double", ScalarType::Double}, {"complex32", ScalarType::ComplexHalf},
      {"chalf", ScalarType::ComplexHalf}, {"complex64", ScalarType::ComplexFloat}, {"cfloat", ScalarType::ComplexFloat},
      {"complex128", ScalarType::ComplexDouble}, {"cdouble", ScalarType::ComplexDouble}, {"bool", ScalarType::Bool},
      {"qint8", ScalarType::QInt8}, {"quint8", ScalarType::QUInt8}, {"qint32", ScalarType::QInt32},
      {"bfloat16", ScalarType::BFloat16}, {"quint4x2", ScalarType::QUInt4x2}, {"quint2x4", ScalarType::QUInt2x4},
  };
  for (const Alias& al : kAliases) {
    size_t code = static_cast<size_t>(al.t);
    if (st.dtypes[code].isNone()) st.dtypes[code] = namedObject(in, st.dtype_type, dtypeName(al.t), IValue(static_cast<int64_t>(code)));
    torch.dict->set(in, in.intern(al.name), st.dtypes[code]);
  }
}

}  // namespace

IValue dtypeObject(Interp& in, int64_t code) {
  TorchState& st = torchState(in);
  if (code < 0 || code >= static_cast<int64_t>(st.dtypes.size()) || st.dtypes[static_cast<size_t>(code)].isNone())
    return IValue(code);
  return st.dtypes[static_cast<size_t>(code)];
}

int64_t dtypeCode(Interp& in, const IValue& v) {
  auto* p = asPyT<PyInstance>(v);
  if (!p || p->type != torchState(in).dtype_type) return -1;
  return p->native_value.toInt();
}

IValue makeSize(Interp& in, std::vector<IValue> dims) {
  return IValue(Ref<TupleObj>(new TupleObj(std::move(dims), static_cast<TypePtr>(in.size_tag))));
}

IValue deviceObject(Interp& in, Device d) {
  TorchState& st = torchState(in);
  auto* o = new PyInstance(st.device_type);
  IValue v = box(o);
  o->native_value = IValue(d);
  return v;
}

bool deviceValue(Interp& in, const IValue& v, Device& out) {
  if (v.isDevice()) { out = v.toDevice(); return true; }
  auto* p = asPyT<PyInstance>(v);
  if (!p || p->type != torchState(in).device_type) return false;
  out = p->native_value.toDevice();
  return true;
}

void initTorchObjects(Interp& in, PyModule& torch) {
  TorchState& st = torchState(in);
  initDtypes(in, torch, st);
  st.device_type = objectType(in, torch, "device");
  st.device_type->ctor = deviceNew;
  addSlot(in, st.device_type, "__repr__", deviceRepr);
  addSlot(in, st.device_type, "__str__", deviceStr);
  addSlot(in, st.device_type, "__eq__", deviceEq);
  addSlot(in, st.device_type, "__hash__", deviceHash);
  addProperty(in, st.device_type, "type", deviceType);
  addProperty(in, st.device_type, "index", deviceIndex);

  in.size_tag = Type::var("torch.Size");
  in.size_type = in.newType("Size", in.t.tuple, Layout::Tuple);
  in.size_type->module = "torch";
  in.size_type->ctor = sizeNew;
  addSlot(in, in.size_type, "__repr__", sizeRepr);
  addSlot(in, in.size_type, "numel", sizeNumel);
  torch.dict->set(in, in.intern("Size"), box(in.size_type));

  st.layout_type = objectType(in, torch, "layout");
  addSlot(in, st.layout_type, "__repr__", namedRepr);
  st.strided = namedObject(in, st.layout_type, "torch.strided", IValue(int64_t{0}));
  torch.dict->set(in, in.intern("strided"), st.strided);
  torch.dict->set(in, in.intern("sparse_coo"), namedObject(in, st.layout_type, "torch.sparse_coo", IValue(int64_t{1})));
  st.memory_format_type = objectType(in, torch, "memory_format");
  addSlot(in, st.memory_format_type, "__repr__", namedRepr);
  const char* formats[] = {"contiguous_format", "preserve_format", "channels_last", "channels_last_3d"};
  for (int i = 0; i < 4; ++i)
    torch.dict->set(in, in.intern(formats[i]), namedObject(in, st.memory_format_type, std::string("torch.") + formats[i], IValue(static_cast<int64_t>(i))));

  st.finfo_type = objectType(in, torch, "finfo");
  st.finfo_type->ctor = finfoNew;
  st.iinfo_type = objectType(in, torch, "iinfo");
  st.iinfo_type->ctor = finfoNew;
  for (PyType* t : {st.finfo_type, st.iinfo_type}) addSlot(in, t, "__repr__", infoRepr);
}

}  // namespace ts::py
