// ===--- python_signatures.cpp - PyTorch's Python signatures of an op -----=== //
// PyTorch binds each aten operator to Python through signatures generated
// from its schemas (tools/autograd/gen_python_functions.py): the Tensor
// `self` of a function is `input` (a method drops it), `out=` overloads fold
// into their functional overload as `*, Tensor out`, factory options become
// `torch.dtype dtype, torch.layout layout, torch.device device, bool
// pin_memory, bool requires_grad`, and overloads are ordered by a partial
// order that puts Tensor before Scalar, int before int[], names last. A call
// that no signature accepts fails with python_arg_parser's message, which
// lists those signatures; this file rebuilds them from the registry's
// schemas and formats that message (torch/csrc/utils/invalid_arguments.cpp).
#include "python_torch/python_signatures.h"

#include <algorithm>
#include <map>
#include <set>

#include "ops/registry.h"

namespace ts::py {

namespace {

bool startsWith(const std::string& s, const char* p) { return s.rfind(p, 0) == 0; }

/// A schema's overload name says its `str` arguments are dimension names
/// (TorchScript spells Dimname as str): `transpose.Dimname`, `empty.names`.
bool isNameOverload(const std::string& overload) {
  std::string lower = overload;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  return lower.find("name") != std::string::npos;
}

/// The parser's name of a declared schema type (`SymInt[]` -> `tuple of SymInts`).
std::string parserType(const std::string& decl, bool name_arg) {
  std::string t = decl;
  if (!t.empty() && t.back() == '?') t.pop_back();
  size_t bracket = t.find('[');
  if (bracket != std::string::npos) {
    std::string elem = t.substr(0, bracket);
    if (!elem.empty() && elem.back() == '?') elem.pop_back();
    if (elem == "SymInt") return "tuple of SymInts";
    if (elem == "int") return "tuple of ints";
    if (elem == "float") return "tuple of floats";
    if (elem == "Tensor") return "tuple of Tensors";
    if (elem == "Scalar") return "tuple of Scalars";
    if (elem == "str" && name_arg) return "tuple of names";
    return "tuple of " + elem + "s";
  }
  static const std::map<std::string, std::string> kNames = {
      {"Tensor", "Tensor"}, {"Scalar", "Number"}, {"int", "int"}, {"SymInt", "int"}, {"float", "float"},
      {"complex", "complex"}, {"bool", "bool"}, {"ScalarType", "torch.dtype"}, {"Layout", "torch.layout"},
      {"Device", "torch.device"}, {"MemoryFormat", "torch.memory_format"}, {"Generator", "torch.Generator"},
      {"QScheme", "torch.qscheme"}, {"Storage", "torch.Storage"}, {"Stream", "torch.Stream"}};
  if (t == "str") return name_arg ? "name" : "str";
  auto it = kNames.find(t);
  return it == kNames.end() ? "object" : it->second;
}

/// torchgen's argument_type_str(symint=False): the C++-flavoured spelling
/// the generator sorts signatures by.
std::string sortType(const std::string& decl, bool name_arg) {
  std::string t = decl;
  bool opt = !t.empty() && t.back() == '?';
  if (opt) t.pop_back();
  std::string out;
  size_t bracket = t.find('[');
  if (bracket != std::string::npos) {
    std::string elem = t.substr(0, bracket), size = t.substr(bracket + 1, t.size() - bracket - 2);
    std::string sz = size.empty() ? "" : "[" + size + "]";
    if (elem == "int" || elem == "SymInt") out = "IntArrayRef" + sz;
    else if (elem == "Tensor") out = "TensorList" + sz;
    else if (elem == "Tensor?") out = "c10::List<c10::optional<Tensor>>";
    else if (elem == "float") out = "ArrayRef<double>";
    else if (elem == "bool") out = "::std::array<bool," + size + ">";
    else if (elem == "str" && name_arg) out = "DimnameList" + sz;
    else out = "ArrayRef<" + elem + ">";
  } else if (t == "int" || t == "SymInt") {
    out = "int64_t";
  } else if (t == "float") {
    out = "double";
  } else if (t == "str") {
    out = name_arg ? "Dimname" : "c10::string_view";
  } else {
    out = t;
  }
  return opt ? out + "?" : out;
}

/// torchgen's str(arg.type), with Dimname restored: what the partial order compares.
std::string schemaType(const std::string& decl, bool name_arg) {
  if (!name_arg || !startsWith(decl, "str")) return decl;
  return "Dimname" + decl.substr(3);
}


bool returnsTensors(const std::string& schema) {
  size_t arrow = schema.rfind("->");
  return arrow != std::string::npos && schema.find("Tensor", arrow) != std::string::npos;
}

/// Python does not bind these overloads (gen_python_functions.py's
/// SKIP_PYTHON_BINDINGS_SIGNATURES): `x + 1` goes through add.Tensor.
bool skippedOverload(const std::string& name, const std::string& overload) {
  static const std::set<std::string> kSkipped = {"add", "add_", "sub", "sub_", "mul", "mul_", "div", "div_"};
  return overload == "Scalar" && kSkipped.count(name);
}

bool isOutVariant(const std::vector<DeclArg>& args) {
  return std::any_of(args.begin(), args.end(), [](const DeclArg& a) { return a.kw_only && a.written; });
}

std::vector<DeclArg> withoutOut(const std::vector<DeclArg>& args) {
  std::vector<DeclArg> r;
  for (const auto& a : args)
    if (!(a.kw_only && a.written)) r.push_back(a);
  return r;
}

bool sameInputs(const std::vector<DeclArg>& a, const std::vector<DeclArg>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].type != b[i].type || a[i].name != b[i].name || a[i].kw_only != b[i].kw_only) return false;
  return true;
}

struct Built {
  PySignature sig;
  std::string key;                        ///< torchgen's signature_str(symint=False)
  std::vector<std::string> schema_types;  ///< inputs' schema types, for the partial order
};

PySigParam param(std::string type, std::string name, bool kw, bool optional) {
  return PySigParam{std::move(type), std::move(name), kw, optional};
}

/// The Python signature of one functional overload (`outs`: its out= arguments).
Built buildSignature(const std::string& fn, const FunctionSchema& s, const std::vector<DeclArg>& args,
                     const std::vector<DeclArg>* outs, bool method) {
  Built b;
  b.sig.schema_name = s.name + (s.overload.empty() ? "" : "." + s.overload);
  bool names = isNameOverload(s.overload);
  static const char* kOptions[] = {"dtype", "layout", "device", "pin_memory"};
  auto isOption = [&](const DeclArg& a) {
    return a.kw_only && std::find_if(std::begin(kOptions), std::end(kOptions), [&](const char* o) { return a.name == o; }) != std::end(kOptions);
  };
  bool factory = std::count_if(args.begin(), args.end(), isOption) == 4;
  std::vector<std::string> key_parts;
  bool star = false;
  auto add = [&](const DeclArg& a, std::string name) {
    bool name_arg = names && (startsWith(a.name, "dim") || a.name.find("name") != std::string::npos);
    b.sig.params.push_back(param(parserType(a.type, name_arg), name, a.kw_only, a.has_default));
    if (a.kw_only && !star) {
      key_parts.push_back("*");
      star = true;
    }
    key_parts.push_back(sortType(a.type, name_arg) + " " + name + (a.has_default ? "=" + a.default_text : ""));
    b.schema_types.push_back(schemaType(a.type, name_arg));
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const DeclArg& a = args[i];
    bool self = i == 0 && a.name == "self";
    if (self && method) continue;
    if (a.kw_only) continue;
    add(a, self && startsWith(a.type, "Tensor") ? "input" : a.name);
  }
  for (const auto& a : args)
    if (a.kw_only && !(factory && isOption(a))) add(a, a.name);
  // Factory functions have out= overloads (zeros.out, randn.generator_out)
  // except their dimension-name forms, whether or not the registry has them.
  std::vector<DeclArg> factory_out(1, DeclArg{"Tensor", "out", "", false, true, true});
  if (factory && !names && !outs) outs = &factory_out;
  if (outs && !method) {
    bool many = outs->size() > 1;
    b.sig.params.push_back(param(many ? "tuple of Tensors" : "Tensor", "out", true, true));
    if (!star) key_parts.push_back("*");
    star = true;
    key_parts.push_back(std::string(many ? "TensorList[" + std::to_string(outs->size()) + "]" : "Tensor") + " out=None");
  }
  if (factory) {
    for (const char* o : kOptions)
      for (const auto& a : args)
        if (a.name == o) add(a, a.name);
    b.sig.params.push_back(param("bool", "requires_grad", true, true));
    key_parts.push_back("bool requires_grad=False");
  }
  b.key = fn + "(";
  for (size_t i = 0; i < key_parts.size(); ++i) b.key += (i ? ", " : "") + key_parts[i];
  b.key += ")";
  return b;
}

/// gen_python_functions.py's is_arg_smaller: t1 has lower priority than t2.
bool argSmaller(const std::string& t1, const std::string& t2) {
  bool t1_int_list = startsWith(t1, "int[") && t1.back() == ']';
  return (t1 == "Scalar" && t2 == "Tensor") || (t1 == "Scalar?" && t2 == "Tensor?") ||
         (t1.find("Dimname") != std::string::npos && t2.find("Dimname") == std::string::npos) ||
         (t1_int_list && (t2 == "int" || t2 == "int?")) ||
         (t1 == "Tensor[]" && t2.find("[]") != std::string::npos) || (t1 == "SymInt[]" && t2 == "int[]");
}

bool sigSmaller(const Built& a, const Built& b) {
  if (a.schema_types.size() != b.schema_types.size()) return false;
  bool equal = true, smaller_or_equal = true;
  for (size_t i = 0; i < a.schema_types.size(); ++i) {
    if (a.schema_types[i] != b.schema_types[i]) equal = false;
    if (a.schema_types[i] != b.schema_types[i] && !argSmaller(a.schema_types[i], b.schema_types[i]))
      smaller_or_equal = false;
  }
  return smaller_or_equal && !equal;
}

/// sort_overloads: by signature string, then a topological order of the
/// partial order (higher-priority overloads first).
std::vector<Built> sortOverloads(std::vector<Built> v) {
  std::stable_sort(v.begin(), v.end(), [](const Built& a, const Built& b) { return a.key < b.key; });
  size_t n = v.size();
  std::map<size_t, std::set<size_t>> larger_than;
  for (size_t i = 0; i < n; ++i)
    for (size_t j = 0; j < n; ++j)
      if (sigSmaller(v[i], v[j])) larger_than[i].insert(j);
  if (larger_than.empty()) return v;
  std::vector<size_t> ids;
  for (size_t i = 0; i < n; ++i)
    if (!larger_than.count(i)) ids.push_back(i);
  for (size_t idx = 0; idx < n && idx < ids.size(); ++idx) {
    size_t i = ids[idx];
    for (auto it = larger_than.begin(); it != larger_than.end();) {
      it->second.erase(i);
      if (it->second.empty()) {
        ids.push_back(it->first);
        it = larger_than.erase(it);
      } else {
        ++it;
      }
    }
  }
  std::vector<Built> out;
  for (size_t i : ids) out.push_back(std::move(v[i]));
  return out;
}

}  // namespace

std::vector<PySignature> pythonSignatures(const std::string& fn, bool method) {
  const auto& ops = Registry::global().lookup(Symbol::fromQualString("aten::" + fn));
  struct Entry {
    const FunctionSchema* schema;
    std::vector<DeclArg> args;
  };
  std::vector<Entry> functional, outs;
  for (const Operator* op : ops) {
    const FunctionSchema& s = op->schema;
    const std::string& text = s.declared.empty() ? s.str() : s.declared;
    if (!returnsTensors(text) || skippedOverload(fn, s.overload) || s.is_vararg) continue;
    std::vector<DeclArg> args = declaredArgs(text);
    if (method && (args.empty() || args[0].name != "self" || !startsWith(args[0].type, "Tensor"))) continue;
    (isOutVariant(args) ? outs : functional).push_back({&s, std::move(args)});
  }
  std::vector<Built> built;
  for (const Entry& e : functional) {
    const std::vector<DeclArg>* out_args = nullptr;
    std::vector<DeclArg> found;
    for (const Entry& o : outs)
      if (sameInputs(withoutOut(o.args), e.args)) {
        for (const auto& a : o.args)
          if (a.kw_only && a.written) found.push_back(a);
        out_args = &found;
        break;
      }
    built.push_back(buildSignature(fn, *e.schema, e.args, out_args, method));
  }
  std::vector<PySignature> out;
  for (auto& b : sortOverloads(std::move(built))) {
    bool dup = std::any_of(out.begin(), out.end(), [&](const PySignature& s) { return s.str() == b.sig.str(); });
    if (!dup) out.push_back(std::move(b.sig));
  }
  return out;
}

int hiddenSignatureCount(const std::string& fn) {
  static const std::set<std::string> kDeprecated = {
      "add", "add_", "sub", "sub_", "addbmm", "addbmm_", "addcdiv", "addcdiv_", "addcmul", "addcmul_",
      "addmm", "addmm_", "addmv", "addmv_", "addr", "addr_", "baddbmm", "baddbmm_"};
  return kDeprecated.count(fn) ? 1 : 0;
}

bool manuallyBound(const std::string& fn) {
  static const std::set<std::string> kManual = {"tensor", "as_tensor", "to", "size", "stride", "item",
                                                "contiguous", "copy_", "index", "slice", "numpy", "tolist",
                                                "new_tensor", "sparse_coo_tensor", "range"};
  return kManual.count(fn) > 0;
}

std::string PySignature::str() const {
  std::string s = "(";
  bool kw = false;
  for (size_t i = 0; i < params.size(); ++i) {
    if (i) s += ", ";
    if (params[i].kw_only && !kw) {
      s += "*, ";
      kw = true;
    }
    s += params[i].type + " " + params[i].name;
  }
  return s + ")";
}

size_t PySignature::minArgs() const {
  return static_cast<size_t>(std::count_if(params.begin(), params.end(), [](const PySigParam& p) { return !p.optional; }));
}

namespace {

/// invalid_arguments.cpp's Type::is_matching on a signature's type name.
bool typeMatches(const std::string& type, const std::string& py) {
  if (type == "float") return py == "float" || py == "int";
  if (type == "int") return py == "int";
  return type == py;
}

/// `(int, str)`: argument type names, as _argDesc prints them (the last
/// ", " is erased only when there are positional arguments).
std::string argDesc(const CallArgTypes& a) {
  std::string r = "(";
  for (const auto& t : a.pos) r += t + ", ";
  for (auto it = a.kw.rbegin(); it != a.kw.rend(); ++it) r += it->first + "=" + it->second + ", ";
  if (!a.pos.empty()) r.erase(r.size() - 2);
  return r + ")";
}

/// An option as _parseOption splits it: ", "-separated entries, so the
/// `*` marker counts as an argument (PyTorch's quirk, kept).
struct Option {
  std::vector<std::pair<std::string, std::string>> args;  ///< (type, name)
};

Option parseOption(const std::string& s) {
  Option o;
  std::string body = s.substr(1, s.size() - 2);
  size_t start = 0;
  while (true) {
    size_t end = body.find(", ", start);
    std::string arg = body.substr(start, end == std::string::npos ? std::string::npos : end - start);
    size_t sp = arg.rfind(' ');
    if (sp == std::string::npos) o.args.push_back({arg, arg});
    else o.args.push_back({arg.substr(0, sp), arg.substr(sp + 1)});
    if (end == std::string::npos) break;
    start = end + 2;
  }
  return o;
}

bool argcountMatch(const Option& o, const CallArgTypes& a) { return a.pos.size() + a.kw.size() == o.args.size(); }

std::vector<std::string> unmatchedKwargs(const Option& o, const CallArgTypes& a) {
  std::vector<std::string> r;
  int64_t start = static_cast<int64_t>(o.args.size()) - static_cast<int64_t>(a.kw.size());
  if (start < 0) start = 0;
  for (auto it = a.kw.rbegin(); it != a.kw.rend(); ++it) {
    const std::string& k = it->first;
    bool found = false;
    for (size_t i = static_cast<size_t>(start); i < o.args.size(); ++i) found |= o.args[i].second == k;
    if (!found) r.push_back(k);
  }
  return r;
}

std::string formattedArgDesc(const Option& o, const CallArgTypes& a) {
  std::string r = "(";
  size_t n = a.pos.size() + a.kw.size();
  for (size_t i = 0; i < n; ++i) {
    bool is_kw = i >= a.pos.size();
    std::string type;
    if (is_kw) {
      for (const auto& [k, t] : a.kw)
        if (k == o.args[i].second) type = t;
      if (type.empty()) type = a.kw[i - a.pos.size()].second;
    } else {
      type = a.pos[i];
    }
    bool ok = i < o.args.size() && typeMatches(o.args[i].first, type);
    std::string shown = (is_kw ? o.args[i].second + "=" : "") + type;
    r += (ok ? shown : "!" + shown + "!") + ", ";
  }
  if (!a.pos.empty()) r.erase(r.size() - 2);
  return r + ")";
}

std::string didntMatch(const Option& o, const CallArgTypes& a) {
  if (!argcountMatch(o, a)) return "";
  std::vector<std::string> bad = a.kw.empty() ? std::vector<std::string>{} : unmatchedKwargs(o, a);
  if (bad.empty())
    return "      didn't match because some of the arguments have invalid types: " + formattedArgDesc(o, a) + "\n";
  std::string r = "      didn't match because some of the keywords were incorrect: ";
  for (size_t i = 0; i < bad.size(); ++i) r += (i ? ", " : "") + bad[i];
  return r + "\n";
}

}  // namespace

std::string varargsIntListError(const std::string& fn, const std::vector<PySignature>& sigs, const CallArgTypes& a) {
  if (a.pos.size() < 2 || a.pos[0] != "int") return "";
  for (const auto& s : sigs) {
    size_t positional = 0;
    for (const auto& p : s.params) positional += !p.kw_only;
    const PySigParam& first = s.params.empty() ? PySigParam{} : s.params[0];
    if (positional != 1 || (first.type != "tuple of ints" && first.type != "tuple of SymInts")) continue;
    // The signature must accept the keywords given and need no other.
    bool ok = true;
    for (const auto& kw : a.kw)
      ok &= std::any_of(s.params.begin(), s.params.end(), [&](const PySigParam& p) { return p.name == kw.first; });
    for (size_t i = 1; i < s.params.size(); ++i)
      ok &= s.params[i].optional || std::any_of(a.kw.begin(), a.kw.end(), [&](const auto& kw) { return kw.first == s.params[i].name; });
    if (!ok) continue;
    for (size_t i = 1; i < a.pos.size(); ++i)
      if (a.pos[i] != "int")
        return fn + "(): argument '" + first.name + "' must be " + first.type + ", but found element of type " + a.pos[i] +
               " at pos " + std::to_string(i + 1);
    return "";
  }
  return "";
}

std::string extraPositionalError(const std::string& fn, const PySignature& s, size_t npos) {
  size_t max_pos = 0;
  for (const auto& p : s.params) max_pos += !p.kw_only;
  if (npos <= max_pos) return "";
  size_t min_args = s.minArgs();
  if (min_args != max_pos)
    return fn + "() takes from " + std::to_string(min_args) + " to " + std::to_string(max_pos) +
           " positional arguments but " + std::to_string(npos) + " were given";
  return fn + "() takes " + std::to_string(max_pos) + " positional argument" + (max_pos == 1 ? "" : "s") + " but " +
         std::to_string(npos) + (npos == 1 ? " was" : " were") + " given";
}

std::string formatInvalidArgs(const std::string& fn, const std::vector<PySignature>& sigs, const CallArgTypes& a) {
  std::string msg = fn + "() received an invalid combination of arguments - ";
  if (sigs.size() == 1) {
    std::string text = sigs[0].str();
    Option o = parseOption(text);
    std::vector<std::string> bad = a.kw.empty() ? std::vector<std::string>{} : unmatchedKwargs(o, a);
    if (!bad.empty()) {
      msg += "got unrecognized keyword arguments: ";
      for (size_t i = 0; i < bad.size(); ++i) msg += (i ? ", " : "") + bad[i];
      return msg;
    }
    return msg + "got " + (argcountMatch(o, a) ? formattedArgDesc(o, a) : argDesc(a)) + ", but expected " + text;
  }
  msg += "got " + argDesc(a) + ", but expected one of:\n";
  for (const auto& s : sigs) {
    std::string text = s.str();
    msg += " * " + text + "\n" + didntMatch(parseOption(text), a);
  }
  return msg;
}

std::vector<DeclArg> declaredArgs(const std::string& schema) {
  std::vector<DeclArg> out;
  size_t open = schema.find('(');
  if (open == std::string::npos) return out;
  int depth = 0;
  bool kw_only = false;
  std::string cur;
  for (size_t i = open + 1; i < schema.size(); ++i) {
    char ch = schema[i];
    bool end = depth == 0 && (ch == ',' || ch == ')');
    if (!end) {
      if (ch == '(' || ch == '[') ++depth;
      if (ch == ')' || ch == ']') --depth;
      cur += ch;
      continue;
    }
    size_t b = cur.find_first_not_of(' ');
    std::string decl = b == std::string::npos ? "" : cur.substr(b);
    cur.clear();
    if (decl == "*") {
      kw_only = true;
    } else if (!decl.empty()) {
      DeclArg a;
      size_t eq = decl.find('=');
      if (eq != std::string::npos) {
        a.has_default = true;
        a.default_text = decl.substr(eq + 1);
        decl = decl.substr(0, eq);
      }
      size_t sp = decl.rfind(' ');
      if (sp != std::string::npos) {
        a.type = decl.substr(0, sp);
        a.name = decl.substr(sp + 1);
        if (size_t alias = a.type.find('('); alias != std::string::npos) {
          a.written = a.type.find('!') != std::string::npos;
          size_t close = a.type.find(')', alias);
          a.type = a.type.substr(0, alias) + (close == std::string::npos ? "" : a.type.substr(close + 1));
        }
        a.kw_only = kw_only;
        out.push_back(std::move(a));
      }
    }
    if (ch == ')') break;
  }
  return out;
}

}  // namespace ts::py
