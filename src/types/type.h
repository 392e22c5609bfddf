// ===--- type.h - the TorchScript type lattice ----------------------------=== //
// Types are immutable and hash-consed: structurally equal types are the same
// object, so equality is pointer equality and TypePtr is a plain pointer.
// Nominal types (classes, enums, interfaces, NamedTuples) are unique per
// declaration and are created through their own factories.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace ts {

class Type;
/// Types live for the whole process (see Note [Type interning]).
using TypePtr = const Type*;

/// Every kind of type in the language reference.
enum class TypeKind : uint8_t {
  Any,
  None,
  Int,
  Float,
  Complex,
  Bool,
  Str,
  Number,     ///< `number` / Scalar: int, float or complex
  Tensor,
  Device,
  Layout,     ///< a layout is an int at run time, kept distinct for printing
  Generator,
  Stream,
  Tuple,      ///< also NamedTuple when it has a name
  List,
  Dict,
  Optional,
  Union,
  Future,
  Await,
  RRef,
  Class,
  Enum,
  Interface,
  Function,   ///< a first-class script function value
  AnyList,    ///< any List[T]; only in builtin schemas
  AnyTuple,   ///< any tuple; only in builtin schemas
  AnyClass,   ///< any class instance; only in builtin schemas
  AnyEnum,    ///< any enum value; only in builtin schemas
  Var,        ///< a type variable `t` in a builtin schema
  Capsule,
};

/// A field of a class, NamedTuple or enum.
struct TypeField {
  std::string name;
  TypePtr type;
};

class Type {
 public:
  TypeKind kind() const { return kind_; }
  /// Element types: List[T] -> {T}; Dict[K, V] -> {K, V}; Tuple -> items;
  /// Optional[T] -> {T}; Union -> members (flattened, sorted, no None
  /// duplicates); Future/Await/RRef -> {T}.
  const std::vector<TypePtr>& contained() const { return contained_; }
  TypePtr elem() const { return contained_.at(0); }
  /// Qualified name of nominal types and NamedTuples; type variable name.
  const std::string& name() const { return name_; }

  /// Python annotation spelling used in error messages: `List[int]`,
  /// `Optional[int]`, `Dict[str, Tensor]`, `Tuple[int, str]`.
  std::string str() const;
  /// Schema spelling: `int[]`, `int?`, `Dict(str, Tensor)`, `(int, str)`.
  std::string schemaStr() const;

  bool isSubtypeOf(TypePtr other) const;
  bool is(TypeKind k) const { return kind_ == k; }
  /// True for Optional and for Unions that contain None.
  bool canHoldNone() const;

  // Singletons.
  static TypePtr any();
  static TypePtr none();
  static TypePtr int_();
  static TypePtr float_();
  static TypePtr complex();
  static TypePtr bool_();
  static TypePtr str_();
  static TypePtr number();
  static TypePtr tensor();
  static TypePtr device();
  static TypePtr layout();
  static TypePtr generator();
  static TypePtr stream();
  static TypePtr capsule();
  static TypePtr anyList();
  static TypePtr anyTuple();
  static TypePtr anyClass();
  static TypePtr anyEnum();

  // Interned structural types.
  static TypePtr list(TypePtr elem);
  static TypePtr dict(TypePtr key, TypePtr value);
  static TypePtr tuple(std::vector<TypePtr> items);
  static TypePtr optional(TypePtr elem);
  /// Builds a Union, flattening nested unions; a single member collapses to
  /// itself, and {T, None} becomes Optional[T].
  static TypePtr union_(std::vector<TypePtr> members);
  static TypePtr future(TypePtr elem);
  static TypePtr await(TypePtr elem);
  static TypePtr rref(TypePtr elem);
  static TypePtr var(const std::string& name);
  /// A tensor type refined by what a trace saw, printed in graphs as
  /// `Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu)` (the
  /// spelling); a subtype of Tensor that prints as `Tensor` everywhere else.
  static TypePtr refinedTensor(const std::string& spelling);
  /// Type::tensor() for a refined tensor type, `this` otherwise.
  TypePtr unrefined() const;

  virtual ~Type() = default;

 protected:
  Type(TypeKind kind, std::vector<TypePtr> contained, std::string name = "")
      : kind_(kind), contained_(std::move(contained)), name_(std::move(name)) {}

 private:
  friend class TypeContext;
  TypeKind kind_;
  std::vector<TypePtr> contained_;
  std::string name_;
};

/// A NamedTuple: a tuple type with a name and field names.
class NamedTupleType : public Type {
 public:
  static const NamedTupleType* create(std::string qualified_name,
                                      std::vector<TypeField> fields);
  const std::vector<TypeField>& fields() const { return fields_; }
  /// Index of a field by name, or -1.
  int fieldIndex(const std::string& name) const;

 private:
  NamedTupleType(std::string name, std::vector<TypeField> fields);
  std::vector<TypeField> fields_;
};

/// A method signature of an interface, in schema-like form.
struct InterfaceMethod {
  std::string name;
  std::vector<TypeField> params;  ///< excluding self
  TypePtr ret;
};

/// What a module attribute is to nn.Module's reflection (named_parameters,
/// named_buffers, state_dict); submodules are attributes of module type.
enum class AttributeKind : uint8_t { Plain, Parameter, Buffer };

/// The builtin module containers, whose submodules (ParameterList/Dict:
/// parameters) are indexed and iterated.
enum class ModuleContainer : uint8_t { None, List, Sequential, Dict, ParamList, ParamDict };

/// Compiled behaviour attached to a class type lives in the compiler; the
/// type only knows the names, so the types layer stays below the compiler.
class ClassType : public Type {
 public:
  /// Creates a class (or module) type. Attributes are added while the class
  /// body or `__init__` is compiled.
  static ClassType* create(std::string qualified_name, bool is_module);

  bool isModule() const { return is_module_; }
  const std::vector<TypeField>& attributes() const { return attributes_; }
  int attributeIndex(const std::string& name) const;
  TypePtr attributeType(const std::string& name) const;
  /// Adds an attribute and returns its slot index.
  int addAttribute(const std::string& name, TypePtr type, AttributeKind kind = AttributeKind::Plain);
  void setAttributeType(int slot, TypePtr type) { attributes_.at(slot).type = type; }
  AttributeKind attributeKind(int slot) const { return kinds_.at(slot); }
  void setAttributeKind(int slot, AttributeKind kind) { kinds_.at(slot) = kind; }

  /// ModuleList/Sequential/ModuleDict types: one attribute per submodule,
  /// named "0", "1", ... (or by key).
  ModuleContainer container = ModuleContainer::None;
  /// A type inferred by torch.jit.script from an instance (Note [Module types]).
  bool scripted = false;
  /// The Python class name (`Linear`), for messages and reprs.
  std::string python_name;
  /// Module attributes whose Python value has no TorchScript type (an
  /// unannotated empty list): name -> the hint script code reports on use
  /// after "Module 'M' has no attribute 'a' " (Note [Failed attributes]).
  std::vector<std::pair<std::string, std::string>> unconvertible;

  /// Method signatures, filled by the compiler; interfaces check these.
  std::vector<InterfaceMethod> methods;
  const InterfaceMethod* findMethod(const std::string& name) const;

 private:
  ClassType(std::string name, bool is_module);
  bool is_module_;
  std::vector<TypeField> attributes_;
  std::vector<AttributeKind> kinds_;
};

/// An Enum class: a value type plus named members.
class EnumType : public Type {
 public:
  struct Member {
    std::string name;
    // The member's value, as one of int / float / str.
    int64_t int_value = 0;
    double float_value = 0;
    std::string str_value;
  };
  static EnumType* create(std::string qualified_name, TypePtr value_type);
  TypePtr valueType() const { return value_type_; }
  std::vector<Member> members;

 private:
  EnumType(std::string name, TypePtr value_type);
  TypePtr value_type_;
};

/// A structural interface (`@torch.jit.interface`).
class InterfaceType : public Type {
 public:
  static InterfaceType* create(std::string qualified_name, bool is_module);
  std::vector<InterfaceMethod> methods;
  bool isModule() const { return is_module_; }

 private:
  InterfaceType(std::string name, bool is_module);
  bool is_module_;
};

/// Why `have` (a class or interface type) is not a subtype of `want`, as
/// PyTorch words it (ClassType/InterfaceType::isSubTypeImpl's why_not);
/// empty when there is no such reason. `have_repr` names `have`.
std::string interfaceMismatchReason(TypePtr have, const InterfaceType* want, const std::string& have_repr);

/// Result of unifying two types at a control-flow join or in a literal.
/// Returns nullopt when no common supertype exists (without Union).
std::optional<TypePtr> unifyTypes(TypePtr a, TypePtr b,
                                  bool default_to_union = false);

/// Unifies a list of element types (list literals); nullopt on failure.
std::optional<TypePtr> unifyTypeList(const std::vector<TypePtr>& types,
                                     bool default_to_union = false);

/// Types usable as Dict keys (the key-type rule of the reference).
bool isValidDictKey(TypePtr t);

/// A union as PyTorch prints it (Note [Union member order]): `open`
/// members `close`, each through `print`, int/float/complex folded into
/// `number` when all three are members.
std::string formatUnion(const Type& u, const char* open, const char* close,
                        const std::function<std::string(const TypePtr&)>& print, const std::string& number);

}  // namespace ts
