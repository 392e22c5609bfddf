// ===--- schema.h - operator schemas --------------------------------------=== //
// A FunctionSchema is the parsed form of a PyTorch schema string such as
// `aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor`.
// The compiler matches call sites against schemas; the registry binds each
// schema to a kernel.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "types/type.h"

namespace ts {

/// `None` as a default value.
struct NoneDefault {};

/// A default no literal spells: a value Python evaluated when the `def` ran
/// (`a=torch.tensor(0.5)`). `value` holds the runtime's IValue
/// (runtime/value_constant.h reads it); `shown` is its schema spelling.
struct OpaqueDefault {
  std::shared_ptr<const void> value;
  std::string shown;
};

/// A default value as written in a schema. Layers above turn it into an
/// IValue; the types layer knows only literals.
using SchemaDefault = std::variant<NoneDefault, int64_t, double, bool, std::string,
                                   std::vector<int64_t>, std::vector<double>,
                                   std::vector<bool>, OpaqueDefault>;

struct SchemaArgument {
  std::string name;
  TypePtr type;
  /// For `int[2] stride=1`: the fixed list length (a scalar broadcasts).
  std::optional<int> list_length;
  std::optional<SchemaDefault> default_value;
  bool kwarg_only = false;
  /// `Tensor(a!)`: the argument is written to.
  bool is_write = false;
  /// An unannotated parameter, typed Tensor by default (PyTorch's
  /// is_inferred_type; messages call its type `Tensor (inferred)`).
  bool inferred = false;
};

struct FunctionSchema {
  std::string name;      ///< `aten::add`
  std::string overload;  ///< `Tensor` (empty when none)
  std::vector<SchemaArgument> arguments;
  std::vector<SchemaArgument> returns;
  bool is_vararg = false;  ///< `...` in the arguments: any extra positionals
  bool is_varret = false;
  /// The string this schema was parsed from (registered operators); empty
  /// for schemas built from code. str() prints it as written, since
  /// PyTorch prints the declared spelling (ScalarType, SymInt, alias
  /// annotations such as `t(c -> *)`, defaults like 1.0000000000000001e-05)
  /// that the parsed form does not keep.
  std::string declared;

  /// `add` from `aten::add`.
  std::string unqualifiedName() const;
  /// Prints in PyTorch's format, as in "Arguments for call are not valid"
  /// candidate lists: `aten::add.Tensor(Tensor self, Tensor other, *,
  /// Scalar alpha=1) -> Tensor`.
  std::string str() const;
};

/// Parses a schema string; throws ts::Error on malformed input.
FunctionSchema parseSchema(const std::string& text);

/// Only the name and overload of a schema string (the rest of the result is
/// empty): what a registry needs to file an operator it parses later.
/// Throws ts::Error on a malformed name.
FunctionSchema parseSchemaName(const std::string& text);

/// Parses a schema type like `int[]?` or `Dict(str, Tensor)`.
TypePtr parseSchemaType(const std::string& text);

/// Prints a default value the way schemas spell it (`None`, `1`, `[]`).
std::string schemaDefaultStr(const SchemaDefault& v);

}  // namespace ts
