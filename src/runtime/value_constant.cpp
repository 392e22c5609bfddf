// ===--- value_constant.cpp - prim::Constant nodes that hold a runtime value === //
#include "runtime/value_constant.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <sstream>

#include "tensor/ops_copy.h"
#include "tensor/tensor.h"
#include "types/type.h"

namespace ts {

namespace {

/// ` 0.3300 -0.4556 [ CPUFloatType{2} ]`: at::Tensor's operator<< for a
/// small 1-D or 2-D tensor (fixed notation, 4 decimals for floating types,
/// one column wider than the widest magnitude) with newlines as spaces.
std::string smallTensorText(const Tensor& t) {
  Tensor d = contiguous(to(t, ScalarType::Double));
  const double* p = d.data_ptr<double>();
  const char* format = t.is_floating_point() ? "%.4f" : "%.0f";
  std::vector<std::string> items;
  size_t width = 0;
  for (int64_t i = 0; i < d.numel(); ++i) {
    char buf[64];
    std::snprintf(buf, sizeof buf, format, std::fabs(p[i]));
    width = std::max(width, std::strlen(buf) + 1);
    std::snprintf(buf, sizeof buf, format, p[i]);
    items.push_back(buf);
  }
  std::string out;
  for (const std::string& item : items) out += std::string(width - std::min(width, item.size()), ' ') + item + " ";
  std::string dims;
  for (int64_t k = 0; k < t.dim(); ++k) dims += (k ? "," : "") + std::to_string(t.sizes()[k]);
  return out + "[ CPU" + scalarTypeName(t.dtype()) + "Type{" + dims + "} ]";
}

std::string tensorText(const Tensor& t) {
  // PyTorch prints one-element tensors (boxed scalars) as `{2}`, tensors of
  // up to 10 elements as C++ prints them (newlines as spaces).
  if (t.numel() > 10 || t.numel() == 0 || t.dim() > 2) return "<Tensor>";
  if (t.numel() != 1 || t.dim() > 1) return smallTensorText(t);
  Scalar s = t.reshape({}).item();
  std::ostringstream out;
  out << "{";
  if (s.isFloatingPoint()) out << s.toDouble();
  else if (s.isBoolean()) out << (s.toBool() ? 1 : 0);
  else out << s.toLong();
  out << "}";
  return out.str();
}

}  // namespace

std::string ValueConstant::str() const {
  if (value.isTensor()) return tensorText(value.toTensor());
  if (value.isEnum()) return value.toEnum()->type->name() + "." + value.toEnum()->name;
  return "<constant>";
}

void setValueConstant(Node* n, IValue v) { n->setAttribute(attr::value, Ref<OpaqueConstant>(new ValueConstant(std::move(v)))); }

IValue valueConstant(const Node* n) {
  const AttributeValue* a = n->attribute(attr::value);
  if (!a || !std::holds_alternative<Ref<OpaqueConstant>>(*a)) return IValue();
  auto* c = dynamic_cast<const ValueConstant*>(std::get<Ref<OpaqueConstant>>(*a).get());
  return c ? c->value : IValue();
}

IValue scalarConstant(const Node* n) {
  TypePtr t = n->output()->type();
  const AttributeValue* a = n->attribute(attr::value);
  switch (t->kind()) {
    case TypeKind::None: return IValue();
    case TypeKind::Bool: return IValue(std::get<int64_t>(*a) != 0);
    case TypeKind::Int: return IValue(std::get<int64_t>(*a));
    case TypeKind::Float: return IValue(std::get<double>(*a));
    case TypeKind::Str: return IValue(std::get<std::string>(*a));
    case TypeKind::Device: return IValue(Device{});
    default: return IValue();
  }
}

OpaqueDefault makeValueDefault(IValue v, std::string shown) {
  return OpaqueDefault{std::make_shared<const IValue>(std::move(v)), std::move(shown)};
}

const IValue& valueDefault(const OpaqueDefault& d) { return *static_cast<const IValue*>(d.value.get()); }

}  // namespace ts
