// ===--- printing.cpp - script (c10) and Python formats of values ---------=== //
// scriptStr mirrors c10's operator<<(ostream&, IValue); pythonStr/pythonRepr
// mirror CPython's str/repr of the values a script function hands back.
#include "runtime/printing.h"

#include <cstdio>

#include "support/float_format.h"
#include "support/py_format.h"
#include "support/py_string.h"
#include "tensor/tensor.h"
#include "tensor/tensor_print.h"

namespace ts {
namespace {

std::string unqualified(const std::string& name) {
  size_t dot = name.rfind('.');
  return dot == std::string::npos ? name : name.substr(dot + 1);
}

std::string addressOf(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%p", p);
  return buf;
}

// `<prefix.Name object at 0x...>` with the class's qualified name under
// `module` ("__torch__" in script, "__main__" in Python).
std::string objectText(const IValue& v, const char* module) {
  std::string name = v.toObject()->type->name();
  const std::string torch_prefix = "__torch__.";
  if (name.rfind(torch_prefix, 0) == 0) name = name.substr(torch_prefix.size());
  return "<" + std::string(module) + "." + name + " object at " + addressOf(v.toObject()) + ">";
}

template <class ItemFn>
std::string joinItems(const std::vector<IValue>& items, const char* open, const char* close, ItemFn fn) {
  std::string out = open;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out += ", ";
    out += fn(items[i]);
  }
  return out + close;
}

template <class ItemFn>
std::string dictText(const DictObj* d, ItemFn fn) {
  std::string out = "{";
  bool first = true;
  for (const auto& [k, val] : d->entries) {
    if (!first) out += ", ";
    first = false;
    out += fn(k) + ": " + fn(val);
  }
  return out + "}";
}

std::string tupleText(const TupleObj* t, std::string (*fn)(const IValue&)) {
  return joinItems(t->items, "(", t->items.size() == 1 ? ",)" : ")", fn);
}

std::string enumValueRepr(const EnumObj* e) { return pythonRepr(e->value); }

}  // namespace

std::string scriptStr(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return "None";
    case IValue::Tag::Int:
    case IValue::Tag::Dtype: return std::to_string(v.toInt());
    case IValue::Tag::Double: return scriptFloatRepr(v.toDouble());
    case IValue::Tag::Bool: return v.toBool() ? "True" : "False";
    case IValue::Tag::Device: return v.toDevice().str();
    case IValue::Tag::Str: return v.toStr();
    case IValue::Tag::Complex: return scriptComplexRepr(v.toComplex().real(), v.toComplex().imag());
    case IValue::Tag::Tensor: return cppPrint(v.toTensor());
    case IValue::Tag::List: return joinItems(v.toList()->items, "[", "]", scriptStr);
    case IValue::Tag::Dict: return dictText(v.toDict(), scriptStr);
    case IValue::Tag::Tuple: return tupleText(v.toTuple(), scriptStr);
    case IValue::Tag::Object: return objectText(v, "__torch__");
    case IValue::Tag::Enum: {
      const EnumObj* e = v.toEnum();
      return "Enum<" + unqualified(e->type->name()) + "." + e->name + ">";
    }
    case IValue::Tag::Future: return "Future";
    case IValue::Tag::Function: return "Function";
    case IValue::Tag::Generator: return "Generator";
    case IValue::Tag::Capsule: return "Capsule";
  }
  return "<unknown>";
}

std::string pythonStr(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::Str: return isBytes(v) ? pythonBytesRepr(v.toStr()) : v.toStr();
    case IValue::Tag::Device: return v.toDevice().str();
    case IValue::Tag::Enum: {
      const EnumObj* e = v.toEnum();
      return unqualified(e->type->name()) + "." + e->name;
    }
    default: return pythonRepr(v);
  }
}

std::string pythonFormat(const IValue& v, const std::string& spec) {
  switch (v.tag()) {
    case IValue::Tag::Str: return pyFormatStr(v.toStr(), spec);
    case IValue::Tag::Int: return pyFormatInt(v.toInt(), spec);
    case IValue::Tag::Bool: return spec.empty() ? pythonStr(v) : pyFormatInt(v.toBool() ? 1 : 0, spec);
    case IValue::Tag::Double: return pyFormatFloat(v.toDouble(), spec);
    case IValue::Tag::Tensor: {
      const Tensor& t = v.toTensor();
      if (t.dim() == 0) {
        Scalar s = t.item();
        if (s.isFloatingPoint()) return pyFormatFloat(s.toDouble(), spec);
        if (s.isBoolean()) return pythonFormat(IValue(s.toBool()), spec);
        if (s.isIntegral(false)) return pyFormatInt(s.toLong(), spec);
      }
      if (spec.empty()) return pythonStr(v);
      throw Error("unsupported format string passed to Tensor.__format__", ErrorKind::TypeError);
    }
    default:
      if (spec.empty()) return pythonStr(v);
      throw Error(std::string("unsupported format string passed to ") + pythonTypeName(v) + ".__format__",
                  ErrorKind::TypeError);
  }
}

std::string pythonRepr(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return "None";
    case IValue::Tag::Int: return std::to_string(v.toInt());
    case IValue::Tag::Dtype: return dtypeName(static_cast<ScalarType>(v.toInt()));
    case IValue::Tag::Double: return pythonFloatRepr(v.toDouble());
    case IValue::Tag::Bool: return v.toBool() ? "True" : "False";
    case IValue::Tag::Device: return "device(type='" + v.toDevice().str() + "')";
    case IValue::Tag::Str: return isBytes(v) ? pythonBytesRepr(v.toStr()) : pythonStrRepr(v.toStr());
    case IValue::Tag::Complex: return pythonComplexRepr(v.toComplex().real(), v.toComplex().imag());
    case IValue::Tag::Tensor: return pythonRepr(v.toTensor());
    case IValue::Tag::List: {
      const ListObj* l = v.toList();
      if (l->python_tuple) {
        std::string items = joinItems(l->items, "(", ")", [](const IValue& x) { return pythonRepr(x); });
        return l->items.size() == 1 ? items.substr(0, items.size() - 1) + ",)" : items;
      }
      std::string items = joinItems(l->items, "[", "]", [](const IValue& x) { return pythonRepr(x); });
      return l->python_size ? "torch.Size(" + items + ")" : items;
    }
    case IValue::Tag::Dict: return dictText(v.toDict(), [](const IValue& x) { return pythonRepr(x); });
    case IValue::Tag::Tuple: {
      const TupleObj* t = v.toTuple();
      const auto* named = static_cast<const NamedTupleType*>(t->named_type);
      if (!named || named->fields().size() != t->items.size()) {
        return tupleText(t, [](const IValue& x) { return pythonRepr(x); });
      }
      // Operator results (torch.return_types.max) print as Python's structseq:
      // the full name and one field per line.
      bool structseq = named->name().rfind("torch.return_types.", 0) == 0;
      std::string out = (structseq ? named->name() + "(\n" : unqualified(named->name()) + "(");
      for (size_t i = 0; i < t->items.size(); ++i) {
        if (i) out += structseq ? ",\n" : ", ";
        out += named->fields()[i].name + "=" + pythonRepr(t->items[i]);
      }
      return out + ")";
    }
    case IValue::Tag::Object: return objectText(v, "__main__");
    case IValue::Tag::Enum: {
      const EnumObj* e = v.toEnum();
      return "<" + unqualified(e->type->name()) + "." + e->name + ": " + enumValueRepr(e) + ">";
    }
    case IValue::Tag::Future: return "<torch._C.Future object at " + addressOf(v.toRefCounted()) + ">";
    case IValue::Tag::Function:
      return "<torch.jit.ScriptFunction object at " + addressOf(v.toRefCounted()) + ">";
    case IValue::Tag::Generator: return "<torch._C.Generator object at " + addressOf(v.toRefCounted()) + ">";
    case IValue::Tag::Capsule:
      return "<" + v.toCapsule()->className() + " object at " + addressOf(v.toRefCounted()) + ">";
  }
  return "<unknown>";
}

}  // namespace ts
