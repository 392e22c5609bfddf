// ===--- prim_ops.cpp - small language-level operators ---------------------=== //
// `is` / `is not` / `not`, Optional unwrapping, enum name/value, devices and
// the range helpers loops compile to.
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "support/py_int.h"

namespace ts {
namespace {

// torch.device("cuda:1") -> Device; the accepted spellings are PyTorch's.
Device parseDevice(const std::string& text) {
  Device d;
  std::string type = text.substr(0, text.find(':'));
  if (type == "cpu") d.type = Device::Type::CPU;
  else if (type == "cuda") d.type = Device::Type::CUDA;
  else if (type == "meta") d.type = Device::Type::Meta;
  else
    throw Error("Expected one of cpu, cuda, meta device type at start of device string: " + text);
  if (type.size() != text.size()) {
    std::string idx = text.substr(type.size() + 1);
    bool digits = !idx.empty() && idx.size() <= 2 && idx.find_first_not_of("0123456789") == std::string::npos;
    TS_CHECK(digits, "Invalid device string: '" + text + "'");
    d.index = static_cast<int8_t>(std::stoi(idx));
  }
  return d;
}

void registerIdentity(Registry& r) {
  r.add("aten::__is__(t1 self, t2 obj) -> bool", [](Stack& s) {
    IValue b = pop(s);
    s.back() = IValue(s.back().isSameIdentity(b));
  });
  r.add("aten::__isnot__(t1 self, t2 obj) -> bool", [](Stack& s) {
    IValue b = pop(s);
    s.back() = IValue(!s.back().isSameIdentity(b));
  });
  // id() of a class instance: its address, 0 for None.
  r.add("prim::id(AnyClassType? x) -> int", [](Stack& s) {
    IValue a = pop(s);
    s.push_back(IValue(a.isNone() ? int64_t{0} : static_cast<int64_t>(reinterpret_cast<intptr_t>(a.toRefCounted()))));
  });
  r.add("aten::__not__(bool self) -> bool", [](Stack& s) { s.back() = IValue(!detail::getAs<bool>(s.back())); });
  r.add("aten::_unwrap_optional(t(a)? optional) -> t(a)",
        [](Stack& s) { TS_CHECK(!s.back().isNone(), "Unwrapping null optional"); });
  OpKernel identity = [](Stack&) {};
  r.add("prim::unchecked_unwrap_optional(t(a)? optional) -> t(a)", identity);
  r.add("prim::unchecked_cast(t x) -> t", identity);
  r.add("aten::Size(int[] sizes) -> int[]", identity);
}

void registerEnumsAndDevices(Registry& r) {
  r.add("prim::EnumName(AnyEnumType enum) -> str", [](Stack& s) { s.back() = IValue(s.back().toEnum()->name); });
  OpKernel value = [](Stack& s) { s.back() = IValue(s.back().toEnum()->value); };
  r.add("prim::EnumValue.int(AnyEnumType enum) -> int", value);
  r.add("prim::EnumValue.float(AnyEnumType enum) -> float", value);
  r.add("prim::EnumValue.str(AnyEnumType enum) -> str", value);
  r.add("aten::device(str a) -> Device", [](Stack& s) { s.back() = IValue(parseDevice(s.back().toStr())); });
  r.add("prim::type(Device self) -> str", [](Stack& s) {
    Device d = s.back().toDevice();
    d.index = -1;
    s.back() = IValue(d.str());
  });
  r.add("prim::index(Device self) -> int?", [](Stack& s) {
    Device d = s.back().toDevice();
    s.back() = d.index < 0 ? IValue() : IValue(static_cast<int64_t>(d.index));
  });
}

void registerRanges(Registry& r) {
  r.add("aten::__range_length(int lo, int hi, int step) -> int", [](Stack& s) {
    int64_t step = s.back().toInt();
    s.pop_back();
    int64_t hi = s.back().toInt();
    s.pop_back();
    s.back() = IValue(rangeLength(s.back().toInt(), hi, step));
  });
  r.add("aten::__derive_index(int index, int start, int step) -> int", [](Stack& s) {
    int64_t step = s.back().toInt();
    s.pop_back();
    int64_t start = s.back().toInt();
    s.pop_back();
    s.back() = IValue(pyAdd(start, pyMul(s.back().toInt(), step)));
  });
  r.add("prim::rangelist(int n) -> int[]", [](Stack& s) {
    int64_t n = s.back().toInt();
    TS_CHECK(n <= (int64_t(1) << 40), "range is too large to materialize");
    std::vector<IValue> items;
    items.reserve(n > 0 ? static_cast<size_t>(n) : 0);
    for (int64_t i = 0; i < n; ++i) items.emplace_back(i);
    s.back() = makeList(Type::int_(), std::move(items));
  });
  r.add("prim::TupleIndex(Any tup, int i) -> Any", [](Stack& s) {
    int64_t i = s.back().toInt();
    s.pop_back();
    const auto& items = s.back().toTuple()->items;
    int64_t n = static_cast<int64_t>(items.size());
    if (i < 0) i += n;
    TS_CHECK(i >= 0 && i < n, "Tuple index out of range");
    s.back() = items[static_cast<size_t>(i)];
  });
  r.add("aten::is_scripting() -> bool", [](Stack& s) { s.emplace_back(true); });
}

}  // namespace

void registerPrimOps(Registry& r) {
  registerIdentity(r);
  registerEnumsAndDevices(r);
  registerRanges(r);
}

}  // namespace ts
