// ===--- python_signatures.h - PyTorch's Python signatures of an op -------=== //
// The signatures python_arg_parser lists in "received an invalid combination
// of arguments" messages, rebuilt from the registry's schemas.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace ts::py {

/// One argument of a schema's text, its alias annotation removed
/// (`Tensor(a!)?` is type `Tensor?`, written).
struct DeclArg {
  std::string type, name, default_text;
  bool has_default = false, kw_only = false, written = false;
};

/// The arguments of a declared schema "aten::f.o(T a, T b=1, *, T(a!) c) -> R".
std::vector<DeclArg> declaredArgs(const std::string& schema);

struct PySigParam {
  std::string type;  ///< the parser's type name: `Tensor`, `tuple of ints`, `Number`
  std::string name;
  bool kw_only = false;
  bool optional = false;  ///< has a default
};

struct PySignature {
  std::vector<PySigParam> params;
  std::string schema_name;  ///< `aten::flatten.using_ints`: the schema it binds
  /// `(Tensor input, int dim, *, Tensor out)`, as FunctionSignature::toString.
  std::string str() const;
  size_t minArgs() const;
  size_t maxArgs() const { return params.size(); }
};

/// The Python signatures of `torch.<fn>` (method: `Tensor.<fn>`, without
/// self), in PyTorch's order; empty when the registry has no such op.
std::vector<PySignature> pythonSignatures(const std::string& fn, bool method);

/// Signatures PyTorch binds besides those, hidden from messages: the
/// deprecated ones (deprecated.yaml: `add(Tensor input, Number alpha,
/// Tensor other)`). With them an op has several signatures even when one
/// is listed, so the parser formats the listing instead of one
/// signature's error.
int hiddenSignatureCount(const std::string& fn);

/// Ops Python binds by hand (torch.tensor, Tensor.to): their signatures are
/// not the schemas'.
bool manuallyBound(const std::string& fn);

/// The arguments of a failed call as python_arg_parser names their types
/// (`int`, `Tensor`, `torch.dtype`); a method's self is not among them.
struct CallArgTypes {
  std::vector<std::string> pos;
  std::vector<std::pair<std::string, std::string>> kw;  ///< (name, type)
};

/// `zeros(2, 'a')`: the parser takes all positional arguments as the one
/// int-list parameter of a signature (varargs sizes) and fails unpacking
/// it: "zeros(): argument 'size' must be tuple of SymInts, but found element
/// of type str at pos 2". "" when the call is not of that form.
std::string varargsIntListError(const std::string& fn, const std::vector<PySignature>& sigs, const CallArgTypes& a);

/// "<fn>() takes 3 positional arguments but 4 were given" when a call gives
/// signature `s` too many positional arguments, else "".
std::string extraPositionalError(const std::string& fn, const PySignature& s, size_t npos);

/// "<fn>() received an invalid combination of arguments - got (...), but
/// expected one of: ..." (invalid_arguments.cpp's format_invalid_args).
std::string formatInvalidArgs(const std::string& fn, const std::vector<PySignature>& sigs, const CallArgTypes& a);

}  // namespace ts::py
