// ===--- custom_classes.cpp - torch.classes objects in .pt files ----------=== //
// Layouts of the torch.classes states we read (Note [Custom classes]).
#include "ops/custom_classes.h"

#include <map>
#include <vector>

#include "support/error.h"

namespace ts {
namespace {

/// QTensor: a quantized tensor as the unpickler keeps it (Note [Quantized
/// tensors], serialization/unpickler.cpp).
enum class Field { Tensor, OptTensor, IntList, Int, OptScalar, QTensor, Str, TensorList, OptTensorList, FloatList, LinearParamsList };

struct CustomClassLayout {
  const char* name;
  std::vector<std::pair<const char*, Field>> fields;
};

/// State tuples of PyTorch 1.13's aten/src/ATen/native/xnnpack/OpContext.h
/// (SerializationType*PrePack), item by item.
const std::vector<CustomClassLayout>& layouts() {
  static const std::vector<CustomClassLayout> kLayouts = {
      {"__torch__.torch.classes.xnnpack.LinearOpContext",
       {{"weight", Field::Tensor}, {"bias", Field::OptTensor}, {"output_min", Field::OptScalar},
        {"output_max", Field::OptScalar}}},
      {"__torch__.torch.classes.xnnpack.Conv2dOpContext",
       {{"weight", Field::Tensor}, {"bias", Field::OptTensor}, {"stride", Field::IntList},
        {"padding", Field::IntList}, {"dilation", Field::IntList}, {"groups", Field::Int},
        {"output_min", Field::OptScalar}, {"output_max", Field::OptScalar}}},
      {"__torch__.torch.classes.xnnpack.TransposeConv2dOpContext",
       {{"weight", Field::Tensor}, {"bias", Field::OptTensor}, {"stride", Field::IntList},
        {"padding", Field::IntList}, {"output_padding", Field::IntList}, {"dilation", Field::IntList},
        {"groups", Field::Int}, {"output_min", Field::OptScalar}, {"output_max", Field::OptScalar}}},
      // aten/src/ATen/native/quantized/cpu/LinearPackedParamsBase's state
      // (fbgemm_utils.cpp register_linear_params): the quantized weight and the bias.
      {"__torch__.torch.classes.quantized.LinearPackedParamsBase",
       {{"weight", Field::QTensor}, {"bias", Field::OptTensor}}},
      // conv_serialization.h's version "2" state (what 1.13 writes):
      // [params (int16: spatial dims, stride, padding, dilation,
      // output_padding, groups, transpose), weight] and [bias].
      {"__torch__.torch.classes.quantized.Conv2dPackedParamsBase",
       {{"version", Field::Str}, {"non_optional", Field::TensorList}, {"optional", Field::OptTensorList}}},
      {"__torch__.torch.classes.quantized.Conv3dPackedParamsBase",
       {{"version", Field::Str}, {"non_optional", Field::TensorList}, {"optional", Field::OptTensorList}}},
      // embedding_packed_params.h's EmbeddingParamsSerializationType: the
      // version, [weight] (per-row quantized), no doubles, [bit_rate].
      {"__torch__.torch.classes.quantized.EmbeddingPackedParamsBase",
       {{"version", Field::Int}, {"tensors", Field::TensorList}, {"doubles", Field::FloatList},
        {"longs", Field::IntList}}},
      // aten/src/ATen/native/RNN.cpp's CellParamsSerializationType: the cell
      // kind ("quantized_dynamic", "quantized_fp16", "quantized"), its
      // tensors (biases), doubles, ints (reduce_range) and packed weights.
      {"__torch__.torch.classes.rnn.CellParamsBase",
       {{"type", Field::Str}, {"tensors", Field::TensorList}, {"doubles", Field::FloatList},
        {"longs", Field::IntList}, {"packed", Field::LinearParamsList}}},
  };
  return kLayouts;
}

const CustomClassLayout* findLayout(const std::string& name) {
  for (const CustomClassLayout& l : layouts())
    if (name == l.name) return &l;
  return nullptr;
}

TypePtr fieldType(Field f) {
  switch (f) {
    case Field::Tensor: return Type::tensor();
    case Field::OptTensor: return Type::optional(Type::tensor());
    case Field::IntList: return Type::list(Type::int_());
    case Field::Int: return Type::int_();
    case Field::OptScalar: return Type::optional(Type::float_());
    case Field::QTensor: return Type::tensor();  // a quantized weight, or an fp16 packing's float weight
    case Field::Str: return Type::str_();
    case Field::TensorList: return Type::list(Type::tensor());
    case Field::OptTensorList: return Type::list(Type::optional(Type::tensor()));
    case Field::FloatList: return Type::list(Type::float_());
    case Field::LinearParamsList: return Type::list(Type::any());
  }
  return Type::any();
}

/// `v` as field `f` holds it; nullopt-like false when it does not fit.
bool fitField(IValue& v, Field f) {
  switch (f) {
    case Field::Tensor: return v.isTensor();
    case Field::OptTensor: return v.isNone() || v.isTensor();
    case Field::Int: return v.isInt();
    case Field::OptScalar:
      // A Scalar pickles as the Python number it was.
      if (v.isInt()) v = IValue(static_cast<double>(v.toInt()));
      return v.isNone() || v.isDouble();
    case Field::QTensor: return v.isTensor();
    case Field::Str: return v.isStr();
    case Field::TensorList:
    case Field::OptTensorList: {
      if (!v.isList()) return false;
      ListObj* l = v.toList();
      for (const IValue& item : l->items)
        if (!item.isTensor() && !(f == Field::OptTensorList && item.isNone())) return false;
      l->elem_type = f == Field::TensorList ? Type::tensor() : Type::optional(Type::tensor());
      return true;
    }
    case Field::FloatList: {
      if (!v.isList()) return false;
      ListObj* l = v.toList();
      for (IValue& item : l->items) {
        if (item.isInt()) item = IValue(static_cast<double>(item.toInt()));
        if (!item.isDouble()) return false;
      }
      l->elem_type = Type::float_();
      return true;
    }
    case Field::LinearParamsList: {
      if (!v.isList()) return false;
      for (const IValue& item : v.toList()->items)
        if (!item.isObject() || item.toObject()->type->name() != "__torch__.torch.classes.quantized.LinearPackedParamsBase")
          return false;
      v.toList()->elem_type = Type::any();
      return true;
    }
    case Field::IntList: {
      if (!v.isList()) return false;
      ListObj* l = v.toList();
      for (const IValue& item : l->items)
        if (!item.isInt()) return false;
      l->elem_type = Type::int_();
      return true;
    }
  }
  return false;
}

ClassType* makeClass(const CustomClassLayout& l) {
  const std::string qualified_name = l.name;
  ClassType* t = ClassType::create(qualified_name, false);
  t->scripted = true;
  t->python_name = qualified_name.substr(qualified_name.rfind('.') + 1);
  for (const auto& [name, field] : l.fields) t->addAttribute(name, fieldType(field));
  return t;
}

const std::map<std::string, ClassType*>& classes() {
  static const std::map<std::string, ClassType*> kClasses = [] {
    std::map<std::string, ClassType*> out;
    for (const CustomClassLayout& l : layouts()) out.emplace(l.name, makeClass(l));
    return out;
  }();
  return kClasses;
}

}  // namespace

ClassType* customClass(const std::string& qualified_name) {
  auto it = classes().find(qualified_name);
  return it == classes().end() ? nullptr : it->second;
}

bool isCustomClass(const ClassType* t) { return t && customClass(t->name()) == t; }

void setCustomClassState(Object& object, const IValue& state) {
  const CustomClassLayout* l = findLayout(object.type->name());
  TS_CHECK(l && isCustomClass(object.type), "Unpickler: " + object.type->name() + " is no custom class");
  const std::string what = "Unpickler: state of " + object.type->name();
  if (!state.isTuple() || state.toTuple()->items.size() != l->fields.size())
    throw Error(what + " must be a tuple of " + std::to_string(l->fields.size()) + " items");
  for (size_t i = 0; i < l->fields.size(); ++i) {
    IValue v = state.toTuple()->items[i];
    if (!fitField(v, l->fields[i].second))
      throw Error(what + ": item " + std::to_string(i) + " ('" + l->fields[i].first + "') expects " +
                  fieldType(l->fields[i].second)->str() + " but holds " + runtimeType(v)->str());
    object.slot(i) = std::move(v);
  }
}

std::string customClassMethodOp(const ClassType* t, const std::string& method) {
  if (!isCustomClass(t) || method != "unpack") return "";
  if (t->name() == "__torch__.torch.classes.quantized.Conv2dPackedParamsBase") return "quantized::conv2d_unpack";
  if (t->name() == "__torch__.torch.classes.quantized.Conv3dPackedParamsBase") return "quantized::conv3d_unpack";
  if (t->name() == "__torch__.torch.classes.quantized.LinearPackedParamsBase") return "quantized::linear_unpack";
  return "";
}

}  // namespace ts
