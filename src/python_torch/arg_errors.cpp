// ===--- arg_errors.cpp - Python argument-parser messages for bad calls ---=== //
// A torch function called with arguments no schema accepts fails in the
// schema matcher with TorchScript's message. When the function has a single
// schema, PyTorch's python_arg_parser reports the one argument that is wrong
// ("zeros(): argument 'size' (position 1) must be tuple of SymInts, not
// str"), a missing argument or an unknown keyword; this file rewrites the
// matcher's message into that form, naming types as the parser does. When
// no single signature is plausible for the argument count, the parser lists
// every signature ("received an invalid combination of arguments",
// python_signatures.h).
#include <string>
#include <utility>
#include <vector>

#include "python_torch/bridge_state.h"
#include "python_torch/python_signatures.h"

namespace ts::py {

namespace {

/// The parser's name of a schema type ("SymInt[]" -> "tuple of SymInts").
std::string parserTypeName(std::string decl) {
  if (!decl.empty() && decl.back() == '?') decl.pop_back();
  size_t bracket = decl.find('[');
  if (bracket != std::string::npos) {
    std::string elem = decl.substr(0, bracket);
    if (elem == "SymInt") return "tuple of SymInts";
    if (elem == "int") return "tuple of ints";
    if (elem == "float") return "tuple of floats";
    if (elem == "bool") return "tuple of bools";
    if (elem == "Tensor" || elem.rfind("Tensor(", 0) == 0) return "tuple of Tensors";
    return "";
  }
  if (decl.rfind("Tensor", 0) == 0) return "Tensor";
  static const std::pair<const char*, const char*> kNames[] = {
      {"Scalar", "Number"}, {"ScalarType", "torch.dtype"}, {"Layout", "torch.layout"}, {"Device", "torch.device"},
      {"Generator", "torch.Generator"}, {"MemoryFormat", "torch.memory_format"}, {"int", "int"}, {"SymInt", "int"},
      {"float", "float"}, {"bool", "bool"}, {"str", "str"}};
  for (auto& [from, to] : kNames)
    if (decl == from) return to;
  return "";
}

/// The Python type name of a TorchScript type in a matcher message.
std::string pythonTypeName(const std::string& t) {
  if (t.rfind("List[", 0) == 0) return "list";
  if (t.rfind("Tuple[", 0) == 0) return "tuple";
  if (t.rfind("Dict[", 0) == 0) return "dict";
  if (t == "number") return "float";
  return t;
}

std::string quoted(const std::string& msg, const std::string& prefix, size_t from = 0) {
  size_t at = msg.find(prefix, from);
  if (at == std::string::npos) return "";
  size_t start = at + prefix.size(), end = msg.find('\'', start);
  return end == std::string::npos ? "" : msg.substr(start, end - start);
}

/// A keyword-only parameter without a default (zeros.names' `names`): the
/// parser does not count such a signature as plausible for a call that
/// fails before reaching it, so it does not hide the other signature's error.
bool requiresKeyword(const std::string& schema) {
  size_t star = schema.find(", *,");
  if (star == std::string::npos) return false;
  size_t end = schema.find(") ->", star);
  std::string kw = schema.substr(star + 4, end == std::string::npos ? std::string::npos : end - star - 4);
  int depth = 0;
  std::string cur;
  for (size_t i = 0; i <= kw.size(); ++i) {
    char ch = i < kw.size() ? kw[i] : ',';
    if (ch == '(' || ch == '[') ++depth;
    if (ch == ')' || ch == ']') --depth;
    if (ch == ',' && depth == 0) {
      if (cur.find_first_not_of(' ') != std::string::npos && cur.find('=') == std::string::npos) return true;
      cur.clear();
      continue;
    }
    cur += ch;
  }
  return false;
}

}  // namespace

/// The schema the parser would see among the matcher's variants: Python
/// binds only overloads that return tensors and folds `out=` overloads into
/// them. "" when not exactly one remains. `only` (`aten::cat.names`):
/// that variant, the one signature the parser found plausible.
std::string pythonVisibleVariant(const std::string& msg, std::string& reason, const std::string& only) {
  const std::string header = "The following variants are available:\n";
  size_t at = msg.find(header);
  if (at == std::string::npos) return "";
  std::string body = msg.substr(at + header.size());
  size_t tail = body.rfind("\nThe original call is");
  if (tail != std::string::npos) body = body.substr(0, tail);
  std::string found;
  int count = 0;
  size_t pos = 0;
  while (pos < body.size()) {
    size_t start = body.find("  aten::", pos);
    if (start == std::string::npos) break;
    size_t colon = body.find(":\n", start);
    if (colon == std::string::npos) break;
    std::string schema = body.substr(start + 2, colon - start - 2);
    size_t reason_end = body.find('\n', colon + 2);
    std::string why = body.substr(colon + 2, reason_end == std::string::npos ? std::string::npos : reason_end - colon - 2);
    pos = reason_end == std::string::npos ? body.size() : reason_end;
    size_t open = schema.find('(');
    std::string name = schema.substr(0, open);
    bool out_variant = name.size() >= 3 && name.compare(name.size() - 3, 3, "out") == 0;
    bool returns_tensor = schema.find("-> Tensor", open) != std::string::npos;
    if (!only.empty() ? name != only : (out_variant || !returns_tensor || requiresKeyword(schema))) continue;
    ++count;
    found = schema;
    size_t b = why.find_first_not_of(' ');
    reason = b == std::string::npos ? "" : why.substr(b);
  }
  return count == 1 ? found : "";
}

namespace {

/// The parser's name of a value's type: CPython's tp_name (`torch.dtype`).
std::string parserValueType(Interp& in, const IValue& v) {
  TorchState& st = torchState(in);
  PyType* t = typeOf(in, v);
  if (t == st.dtype_type) return "torch.dtype";
  if (t == st.device_type) return "torch.device";
  if (t == st.layout_type) return "torch.layout";
  if (t == st.memory_format_type) return "torch.memory_format";
  if (t == st.generator_type) return "torch._C.Generator";
  return typeName(in, v);
}

}  // namespace

std::string pythonArgumentError(Interp& in, const Callee& c, const std::string& msg, const Args& args) {
  std::string fn = c.text.substr(c.text.rfind('.') == std::string::npos ? 0 : c.text.rfind('.') + 1);
  bool method = c.kind == CallKind::Method;
  if (c.kind != CallKind::Function && !method) return pythonArgumentError(c, msg);
  std::vector<PySignature> sigs = pythonSignatures(fn, method);
  CallArgTypes types;
  for (size_t i = method ? 1 : 0; i < args.n; ++i) types.pos.push_back(parserValueType(in, args.pos[i]));
  for (size_t i = 0; i < args.nkw; ++i) types.kw.push_back({args.kw[i].name.toStr(), parserValueType(in, args.kw[i].value)});
  size_t given = types.pos.size() + types.kw.size(), plausible = 0;
  for (const auto& s : sigs) plausible += given >= s.minArgs() && given <= s.maxArgs();
  // An op with one signature, or one plausible for the argument count: the
  // parser reports that signature's error (python_arg_parser.cpp's
  // print_error); otherwise it lists them all.
  if (sigs.empty() || manuallyBound(fn)) return pythonArgumentError(c, msg);
  if (std::string r = varargsIntListError(fn, sigs, types); !r.empty()) return r;
  bool single = sigs.size() + hiddenSignatureCount(fn) == 1;
  for (const auto& s : sigs) {
    if (!single && (plausible != 1 || given < s.minArgs() || given > s.maxArgs())) continue;
    if (std::string r = extraPositionalError(fn, s, types.pos.size()); !r.empty()) return r;
    std::string r = pythonArgumentError(c, msg, s.schema_name);
    if (r != msg) return r;
    return single ? pythonArgumentError(c, msg) : formatInvalidArgs(fn, sigs, types);
  }
  return formatInvalidArgs(fn, sigs, types);
}

std::string pythonArgumentError(const Callee& c, const std::string& msg, const std::string& only) {
  std::string schema, reason;
  if (!msg.empty() && msg[0] == '\n') {
    // Single-schema messages are "\n<schema>:\n<reason>\n".
    size_t schema_end = msg.find(":\n", 1);
    if (schema_end == std::string::npos) return msg;
    schema = msg.substr(1, schema_end - 1);
    reason = msg.substr(schema_end + 2);
  } else {
    schema = pythonVisibleVariant(msg, reason, only);
    if (schema.empty()) return msg;
  }
  std::string fn = c.text.substr(c.text.rfind('.') == std::string::npos ? 0 : c.text.rfind('.') + 1);
  std::vector<DeclArg> params = declaredArgs(schema);
  bool method = c.kind == CallKind::Method;
  if (reason.rfind("Expected a value of type '", 0) == 0) {
    std::string want = quoted(reason, "Expected a value of type '");
    std::string name = quoted(reason, "for argument '");
    std::string found = quoted(reason, "but instead found type '");
    // The matcher packs positionals into the last positional list
    // (Note [Varargs as list]) and names an element that does not fit
    // '<varargs>'; the parser names that list, holding the one value given.
    if (name == "<varargs>") {
      for (size_t i = 0; i < params.size(); ++i)
        if (!params[i].kw_only && params[i].type.find('[') != std::string::npos) name = params[i].name;
      want = "List[" + want + "]";
    }
    for (size_t i = 0; i < params.size(); ++i) {
      if (params[i].name != name) continue;
      std::string expected = parserTypeName(params[i].type);
      bool list = params[i].type.find('[') != std::string::npos;
      if (expected.empty() || (list && want.rfind("List[", 0) != 0 && want.rfind("Optional[List", 0) != 0))
        return msg;  // an element of a list: the parser names its position
      if (method && i == 0) return msg;
      std::string shown = name == "self" ? "input" : name;
      std::string pos = params[i].kw_only ? "" : " (position " + std::to_string(i + (method ? 0 : 1)) + ")";
      return fn + "(): argument '" + shown + "'" + pos + " must be " + expected + ", not " + pythonTypeName(found);
    }
    return msg;
  }
  if (reason.rfind("Argument ", 0) == 0 && reason.find(" not provided.") != std::string::npos) {
    std::string name = reason.substr(9, reason.find(" not provided.") - 9);
    return fn + "() missing 1 required positional arguments: \"" + name + "\"";
  }
  return msg;
}

}  // namespace ts::py
