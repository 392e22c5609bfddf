// ===--- type.cpp - type interning, printing and subtyping ----------------=== //
#include "types/type.h"

#include <algorithm>
#include <map>
#include <mutex>

namespace ts {

// Note [Type interning]
// Structural types are hash-consed in one process-wide table guarded by a
// mutex, so `a == b` decides type equality. The table only grows; it is the
// one piece of global state of this layer and holds as many entries as the
// distinct types the programs of this process mention.
class TypeContext {
 public:
  static TypeContext& get() {
    static TypeContext ctx;
    return ctx;
  }

  TypePtr intern(TypeKind kind, std::vector<TypePtr> contained, std::string name = "") {
    std::lock_guard<std::mutex> lock(mu_);
    Key key{kind, contained, name};
    auto it = table_.find(key);
    if (it != table_.end()) return it->second.get();
    auto* t = new Type(kind, std::move(contained), std::move(name));
    table_.emplace(std::move(key), std::unique_ptr<const Type>(t));
    return t;
  }

  /// Keeps nominal types alive for the life of the process.
  template <typename T>
  T* own(T* t) {
    std::lock_guard<std::mutex> lock(mu_);
    nominal_.emplace_back(t);
    return t;
  }

 private:
  using Key = std::tuple<TypeKind, std::vector<TypePtr>, std::string>;
  std::mutex mu_;
  std::map<Key, std::unique_ptr<const Type>> table_;
  std::vector<std::unique_ptr<const Type>> nominal_;
};

#define TS_SINGLETON(fn, kind) \
  TypePtr Type::fn() {         \
    static TypePtr t = TypeContext::get().intern(TypeKind::kind, {}); \
    return t;                  \
  }
TS_SINGLETON(any, Any)
TS_SINGLETON(none, None)
TS_SINGLETON(int_, Int)
TS_SINGLETON(float_, Float)
TS_SINGLETON(complex, Complex)
TS_SINGLETON(bool_, Bool)
TS_SINGLETON(str_, Str)
TS_SINGLETON(number, Number)
TS_SINGLETON(tensor, Tensor)
TS_SINGLETON(device, Device)
TS_SINGLETON(layout, Layout)
TS_SINGLETON(generator, Generator)
TS_SINGLETON(stream, Stream)
TS_SINGLETON(capsule, Capsule)
TS_SINGLETON(anyList, AnyList)
TS_SINGLETON(anyTuple, AnyTuple)
TS_SINGLETON(anyClass, AnyClass)
TS_SINGLETON(anyEnum, AnyEnum)
#undef TS_SINGLETON

TypePtr Type::list(TypePtr elem) { return TypeContext::get().intern(TypeKind::List, {elem}); }
TypePtr Type::dict(TypePtr key, TypePtr value) {
  return TypeContext::get().intern(TypeKind::Dict, {key, value});
}
TypePtr Type::tuple(std::vector<TypePtr> items) {
  return TypeContext::get().intern(TypeKind::Tuple, std::move(items));
}
TypePtr Type::future(TypePtr elem) { return TypeContext::get().intern(TypeKind::Future, {elem}); }
TypePtr Type::await(TypePtr elem) { return TypeContext::get().intern(TypeKind::Await, {elem}); }
TypePtr Type::rref(TypePtr elem) { return TypeContext::get().intern(TypeKind::RRef, {elem}); }
TypePtr Type::var(const std::string& name) {
  return TypeContext::get().intern(TypeKind::Var, {}, name);
}

TypePtr Type::refinedTensor(const std::string& spelling) {
  return TypeContext::get().intern(TypeKind::Tensor, {}, spelling);
}

TypePtr Type::unrefined() const { return kind_ == TypeKind::Tensor ? tensor() : this; }

TypePtr Type::optional(TypePtr elem) {
  if (elem->kind() == TypeKind::None || elem->kind() == TypeKind::Optional ||
      elem->kind() == TypeKind::Any)
    return elem;
  if (elem->kind() == TypeKind::Union) {
    std::vector<TypePtr> members = elem->contained();
    members.push_back(none());
    return union_(members);
  }
  return TypeContext::get().intern(TypeKind::Optional, {elem});
}

static void flattenUnionMembers(TypePtr t, std::vector<TypePtr>& out) {
  if (t->kind() == TypeKind::Union) {
    for (TypePtr m : t->contained()) flattenUnionMembers(m, out);
  } else if (t->kind() == TypeKind::Optional) {
    flattenUnionMembers(t->elem(), out);
    flattenUnionMembers(Type::none(), out);
  } else if (std::find(out.begin(), out.end(), t) == out.end()) {
    out.push_back(t);
  }
}

/// Position of a kind in c10's TypeKind enumeration (C10_FORALL_TYPES in
/// PyTorch 1.13), the primary key of PyTorch's union member order.
static int c10KindRank(TypeKind k) {
  switch (k) {
    case TypeKind::Any: return 0;
    case TypeKind::Enum: return 1;
    case TypeKind::AnyEnum: return 2;
    case TypeKind::Tensor: return 3;
    case TypeKind::Tuple: return 5;
    case TypeKind::List: return 6;
    case TypeKind::Dict: return 7;
    case TypeKind::Number: return 8;
    case TypeKind::Float: return 9;
    case TypeKind::Complex: return 10;
    case TypeKind::Future: case TypeKind::Await: return 11;
    case TypeKind::RRef: return 12;
    case TypeKind::Int: return 13;
    case TypeKind::None: return 14;
    case TypeKind::Str: return 15;
    case TypeKind::Generator: return 16;
    case TypeKind::Bool: return 18;
    case TypeKind::Optional: return 19;
    case TypeKind::Var: return 20;
    case TypeKind::Device: return 21;
    case TypeKind::Stream: return 22;
    case TypeKind::Function: return 23;
    case TypeKind::Class: return 24;
    case TypeKind::Capsule: return 26;
    case TypeKind::Interface: return 27;
    case TypeKind::Layout: return 30;
    case TypeKind::AnyList: return 32;
    case TypeKind::AnyTuple: return 33;
    case TypeKind::AnyClass: return 34;
    case TypeKind::Union: return 36;
  }
  return 37;
}

TypePtr Type::union_(std::vector<TypePtr> members) {
  std::vector<TypePtr> flat;
  for (TypePtr m : members) {
    // c10 keeps `number` as its parts; printing folds them back.
    if (m->kind() == TypeKind::Number) {
      for (TypePtr part : {int_(), float_(), complex()}) flattenUnionMembers(part, flat);
      continue;
    }
    flattenUnionMembers(m, flat);
  }
  // A member that is a subtype of another member adds nothing.
  std::vector<TypePtr> kept;
  for (size_t i = 0; i < flat.size(); ++i) {
    bool redundant = false;
    for (size_t j = 0; j < flat.size() && !redundant; ++j)
      redundant = i != j && flat[i] != flat[j] && flat[i]->isSubtypeOf(flat[j]);
    if (!redundant) kept.push_back(flat[i]);
  }
  if (kept.size() == 1) return kept[0];
  if (std::find(kept.begin(), kept.end(), any()) != kept.end()) return any();
  if (kept.size() == 2 && (kept[0] == none() || kept[1] == none()))
    return optional(kept[0] == none() ? kept[1] : kept[0]);
  // Note [Union member order]: c10's sortUnion orders members by kind, then
  // by their schema spelling, so Union[str, int] is Union[int, str]
  // wherever a union prints (graphs, code, messages).
  std::stable_sort(kept.begin(), kept.end(), [](const TypePtr& a, const TypePtr& b) {
    int ra = c10KindRank(a->kind()), rb = c10KindRank(b->kind());
    return ra != rb ? ra < rb : a->schemaStr() < b->schemaStr();
  });
  return TypeContext::get().intern(TypeKind::Union, std::move(kept));
}

bool Type::canHoldNone() const {
  if (kind_ == TypeKind::Optional || kind_ == TypeKind::None || kind_ == TypeKind::Any) return true;
  if (kind_ == TypeKind::Union)
    return std::find(contained_.begin(), contained_.end(), none()) != contained_.end();
  return false;
}

// ---- printing ----------------------------------------------------------- //

std::string formatUnion(const Type& u, const char* open, const char* close,
                        const std::function<std::string(const TypePtr&)>& print, const std::string& number) {
  // PyTorch's UnionType::unionStr, quirks included: int, float and complex
  // fold into one trailing `number` when all three are members, and the
  // ", " before member i > 0 is written even when the members before it
  // were folded away (Union[, NoneType, number]).
  const auto& ms = u.contained();
  auto has = [&](TypePtr t) { return std::find(ms.begin(), ms.end(), t) != ms.end(); };
  bool fold = has(Type::int_()) && has(Type::float_()) && has(Type::complex());
  std::string s = std::string("Union") + open;
  bool printed = false;
  for (size_t i = 0; i < ms.size(); ++i) {
    TypeKind k = ms[i]->kind();
    if (fold && (k == TypeKind::Int || k == TypeKind::Float || k == TypeKind::Complex)) continue;
    if (i > 0) {
      s += ", ";
      printed = true;
    }
    s += print(ms[i]);
  }
  if (fold) s += (printed ? ", " : "") + number;
  return s + close;
}

static std::string joinTypes(const std::vector<TypePtr>& ts, bool schema) {
  std::string s;
  for (size_t i = 0; i < ts.size(); ++i) {
    if (i) s += ", ";
    s += schema ? ts[i]->schemaStr() : ts[i]->str();
  }
  return s;
}

static const char* simpleName(TypeKind k) {
  switch (k) {
    case TypeKind::Any: return "Any";
    case TypeKind::None: return "NoneType";
    case TypeKind::Int: return "int";
    case TypeKind::Float: return "float";
    case TypeKind::Complex: return "complex";
    case TypeKind::Bool: return "bool";
    case TypeKind::Str: return "str";
    case TypeKind::Number: return "number";
    case TypeKind::Tensor: return "Tensor";
    case TypeKind::Device: return "Device";
    case TypeKind::Layout: return "Layout";
    case TypeKind::Generator: return "Generator";
    case TypeKind::Stream: return "Stream";
    case TypeKind::Capsule: return "Capsule";
    case TypeKind::AnyList: return "list";
    case TypeKind::AnyTuple: return "tuple";
    case TypeKind::AnyClass: return "AnyClassType";
    case TypeKind::AnyEnum: return "AnyEnumType";
    case TypeKind::Function: return "Function";
    default: return nullptr;
  }
}

std::string Type::str() const {
  if (const char* n = simpleName(kind_)) return n;
  switch (kind_) {
    case TypeKind::List: return "List[" + elem()->str() + "]";
    case TypeKind::Dict: return "Dict[" + joinTypes(contained_, false) + "]";
    case TypeKind::Tuple:
      if (!name_.empty()) return name_;
      return contained_.empty() ? "Tuple[()]" : "Tuple[" + joinTypes(contained_, false) + "]";
    case TypeKind::Optional: return "Optional[" + elem()->str() + "]";
    case TypeKind::Union: return formatUnion(*this, "[", "]", [](const TypePtr& t) { return t->str(); }, "number");
    case TypeKind::Future: return "Future[" + elem()->str() + "]";
    case TypeKind::Await: return "Await[" + elem()->str() + "]";
    case TypeKind::RRef: return "RRef[" + elem()->str() + "]";
    case TypeKind::Enum: return "Enum<" + name_ + ">";
    default: return name_;
  }
}

std::string Type::schemaStr() const {
  if (kind_ == TypeKind::Tensor && !name_.empty()) return name_;
  if (const char* n = simpleName(kind_)) {
    if (kind_ == TypeKind::Number) return "Scalar";
    if (kind_ == TypeKind::Layout) return "Layout";
    return n;
  }
  switch (kind_) {
    case TypeKind::List: return elem()->schemaStr() + "[]";
    case TypeKind::Dict: return "Dict(" + joinTypes(contained_, true) + ")";
    case TypeKind::Tuple:
      if (!name_.empty()) return name_;
      return "(" + joinTypes(contained_, true) + ")";
    case TypeKind::Optional: return elem()->schemaStr() + "?";
    case TypeKind::Union: return formatUnion(*this, "(", ")", [](const TypePtr& t) { return t->schemaStr(); }, "Scalar");
    case TypeKind::Future: return "Future(" + elem()->schemaStr() + ")";
    case TypeKind::Enum: return "Enum<" + name_ + ">";
    case TypeKind::Await: return "Await(" + elem()->schemaStr() + ")";
    case TypeKind::RRef: return "RRef(" + elem()->schemaStr() + ")";
    case TypeKind::Interface: return "InterfaceType<" + name_.substr(name_.rfind('.') + 1) + ">";
    default: return name_;
  }
}

// ---- subtyping ---------------------------------------------------------- //

static const InterfaceMethod* findIn(const std::vector<InterfaceMethod>& methods,
                                     const std::string& name) {
  for (const InterfaceMethod& m : methods)
    if (m.name == name) return &m;
  return nullptr;
}

static bool methodFits(const InterfaceMethod& have, const InterfaceMethod& want);

// A class or interface with `have` methods implements an interface when it has
// each of the interface's methods with a compatible signature (parameters
// contravariant, result covariant).
static bool implementsMethods(const std::vector<InterfaceMethod>& have_methods,
                              const InterfaceType* iface) {
  for (const InterfaceMethod& want : iface->methods) {
    const InterfaceMethod* have = findIn(have_methods, want.name);
    if (!have || !methodFits(*have, want)) return false;
  }
  return true;
}

static bool methodFits(const InterfaceMethod& have, const InterfaceMethod& want) {
  if (have.params.size() != want.params.size() || !have.ret->isSubtypeOf(want.ret)) return false;
  // As PyTorch's FunctionSchema::isSubtypeOf: the parameters' names must match too.
  for (size_t i = 0; i < want.params.size(); ++i)
    if (have.params[i].name != want.params[i].name || !want.params[i].type->isSubtypeOf(have.params[i].type))
      return false;
  return true;
}

static std::string methodSchema(const InterfaceMethod& m, const Type* self) {
  std::string out = m.name + "(" + self->schemaStr() + " self";
  for (const TypeField& p : m.params) out += ", " + p.type->schemaStr() + " " + p.name;
  return out + ") -> " + m.ret->schemaStr();
}

std::string interfaceMismatchReason(TypePtr have, const InterfaceType* want, const std::string& have_repr) {
  bool is_iface = have->is(TypeKind::Interface);
  if (!is_iface && !have->is(TypeKind::Class)) return "";
  const std::vector<InterfaceMethod>& methods = is_iface ? static_cast<const InterfaceType*>(have)->methods
                                                         : static_cast<const ClassType*>(have)->methods;
  std::string what = is_iface ? "Interface '" : "Class '";
  std::string other = (is_iface ? "interface '" : "'") + want->str() + "'";
  if (want->isModule() && !is_iface && !static_cast<const ClassType*>(have)->isModule())
    return "Class '" + have_repr + "' is not a subtype of the module interface '" + want->str() +
           "' , only ScriptModule class can be subtype of module interface.";
  for (const InterfaceMethod& m : want->methods) {
    const InterfaceMethod* own = findIn(methods, m.name);
    if (!own) return what + have_repr + "' does not have method '" + m.name + "' but " + other + " does.";
    if (!methodFits(*own, m))
      return "Method on " + std::string(is_iface ? "interface '" : "class '") + have_repr +
             "' (1) is not compatible with interface '" + want->str() + "' (2)\n  (1) " + methodSchema(*own, have) +
             "\n  (2) " + methodSchema(m, want);
  }
  return "";
}

static bool allSubtypes(const std::vector<TypePtr>& a, const std::vector<TypePtr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (!a[i]->isSubtypeOf(b[i])) return false;
  return true;
}

bool Type::isSubtypeOf(TypePtr other) const {
  if (this == other || other->kind_ == TypeKind::Any) return true;
  // A union (or optional) on the left: every member must fit.
  if (kind_ == TypeKind::Union || kind_ == TypeKind::Optional) {
    std::vector<TypePtr> members;
    flattenUnionMembers(this, members);
    for (TypePtr m : members)
      if (!m->isSubtypeOf(other)) return false;
    return true;
  }
  switch (other->kind_) {
    case TypeKind::Optional:
      return kind_ == TypeKind::None || isSubtypeOf(other->elem());
    case TypeKind::Union:
      for (TypePtr m : other->contained_)
        if (isSubtypeOf(m)) return true;
      return false;
    case TypeKind::Number:
      return kind_ == TypeKind::Int || kind_ == TypeKind::Float || kind_ == TypeKind::Complex;
    case TypeKind::AnyList: return kind_ == TypeKind::List;
    case TypeKind::Tensor: return kind_ == TypeKind::Tensor && other->name_.empty();
    case TypeKind::AnyTuple: return kind_ == TypeKind::Tuple;
    case TypeKind::AnyClass: return kind_ == TypeKind::Class;
    case TypeKind::AnyEnum: return kind_ == TypeKind::Enum;
    case TypeKind::Tuple:
      // A NamedTuple is a subtype of the plain tuple of its fields, not of
      // another NamedTuple.
      if (kind_ != TypeKind::Tuple) return false;
      if (!other->name_.empty()) return false;
      return allSubtypes(contained_, other->contained_);
    case TypeKind::Future:
    case TypeKind::Await:
    case TypeKind::RRef:
      return kind_ == other->kind_ && elem()->isSubtypeOf(other->elem());
    case TypeKind::Interface:
      if (kind_ == TypeKind::Class)
        return implementsMethods(static_cast<const ClassType*>(this)->methods,
                                 static_cast<const InterfaceType*>(other));
      // An interface with more methods is a subtype of one with fewer; a
      // class interface never stands for a module interface.
      if (kind_ == TypeKind::Interface) {
        auto* self = static_cast<const InterfaceType*>(this);
        auto* want = static_cast<const InterfaceType*>(other);
        if (want->isModule() && !self->isModule()) return false;
        return implementsMethods(self->methods, want);
      }
      return false;
    default:
      return false;
  }
}

// ---- unification -------------------------------------------------------- //

std::optional<TypePtr> unifyTypes(TypePtr a, TypePtr b, bool default_to_union) {
  if (a->isSubtypeOf(b)) return b;
  if (b->isSubtypeOf(a)) return a;
  if (a->kind() == TypeKind::None) return Type::optional(b);
  if (b->kind() == TypeKind::None) return Type::optional(a);
  if (a->kind() == TypeKind::Optional && !b->canHoldNone()) {
    if (auto u = unifyTypes(a->elem(), b)) return Type::optional(*u);
  }
  if (b->kind() == TypeKind::Optional && !a->canHoldNone()) {
    if (auto u = unifyTypes(a, b->elem())) return Type::optional(*u);
  }
  if (a->kind() == TypeKind::Tuple && b->kind() == TypeKind::Tuple && a->name().empty() &&
      b->name().empty() && a->contained().size() == b->contained().size()) {
    std::vector<TypePtr> items;
    for (size_t i = 0; i < a->contained().size(); ++i) {
      auto u = unifyTypes(a->contained()[i], b->contained()[i], default_to_union);
      if (!u) return std::nullopt;
      items.push_back(*u);
    }
    return Type::tuple(items);
  }
  if (default_to_union) return Type::union_({a, b});
  return std::nullopt;
}

std::optional<TypePtr> unifyTypeList(const std::vector<TypePtr>& types, bool default_to_union) {
  if (types.empty()) return std::nullopt;
  TypePtr acc = types[0];
  for (size_t i = 1; i < types.size(); ++i) {
    auto u = unifyTypes(acc, types[i], default_to_union);
    if (!u) return std::nullopt;
    acc = *u;
  }
  return acc;
}

bool isValidDictKey(TypePtr t) {
  switch (t->kind()) {
    case TypeKind::Int:
    case TypeKind::Float:
    case TypeKind::Complex:
    case TypeKind::Str:
    case TypeKind::Bool:
    case TypeKind::Tensor:
    case TypeKind::Device:
      return true;
    default:
      return false;
  }
}

// ---- nominal types ------------------------------------------------------ //

static std::vector<TypePtr> fieldTypes(const std::vector<TypeField>& fields) {
  std::vector<TypePtr> items;
  for (const TypeField& f : fields) items.push_back(f.type);
  return items;
}

NamedTupleType::NamedTupleType(std::string name, std::vector<TypeField> fields)
    : Type(TypeKind::Tuple, fieldTypes(fields), std::move(name)), fields_(std::move(fields)) {}

const NamedTupleType* NamedTupleType::create(std::string qualified_name,
                                             std::vector<TypeField> fields) {
  return TypeContext::get().own(new NamedTupleType(std::move(qualified_name), std::move(fields)));
}

int NamedTupleType::fieldIndex(const std::string& name) const {
  for (size_t i = 0; i < fields_.size(); ++i)
    if (fields_[i].name == name) return static_cast<int>(i);
  return -1;
}

ClassType::ClassType(std::string name, bool is_module)
    : Type(TypeKind::Class, {}, std::move(name)), is_module_(is_module) {}

ClassType* ClassType::create(std::string qualified_name, bool is_module) {
  return TypeContext::get().own(new ClassType(std::move(qualified_name), is_module));
}

int ClassType::attributeIndex(const std::string& name) const {
  for (size_t i = 0; i < attributes_.size(); ++i)
    if (attributes_[i].name == name) return static_cast<int>(i);
  return -1;
}

TypePtr ClassType::attributeType(const std::string& name) const {
  int i = attributeIndex(name);
  return i < 0 ? nullptr : attributes_[i].type;
}

int ClassType::addAttribute(const std::string& name, TypePtr type, AttributeKind kind) {
  attributes_.push_back({name, type});
  kinds_.push_back(kind);
  return static_cast<int>(attributes_.size() - 1);
}

const InterfaceMethod* ClassType::findMethod(const std::string& name) const {
  for (const auto& m : methods)
    if (m.name == name) return &m;
  return nullptr;
}

EnumType::EnumType(std::string name, TypePtr value_type)
    : Type(TypeKind::Enum, {}, std::move(name)), value_type_(value_type) {}

EnumType* EnumType::create(std::string qualified_name, TypePtr value_type) {
  return TypeContext::get().own(new EnumType(std::move(qualified_name), value_type));
}

InterfaceType::InterfaceType(std::string name, bool is_module)
    : Type(TypeKind::Interface, {}, std::move(name)), is_module_(is_module) {}

InterfaceType* InterfaceType::create(std::string qualified_name, bool is_module) {
  return TypeContext::get().own(new InterfaceType(std::move(qualified_name), is_module));
}

}  // namespace ts
