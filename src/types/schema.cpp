// ===--- schema.cpp - schema string parser and printer -------------------=== //
// A small hand-written scanner: schema strings are short and come from our
// own registry, but a malformed one must still raise a clear ts::Error.
#include "types/schema.h"

#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "support/error.h"

namespace ts {
namespace {

class SchemaParser {
 public:
  explicit SchemaParser(const std::string& text) : s_(text) {}

  // schema -> qualname ['.' overload] '(' args ')' '->' returns
  FunctionSchema parseSchema() {
    FunctionSchema fs;
    parseName(fs);
    expect('(');
    parseArguments(fs);
    expect(')');
    skipSpace();
    if (pos_ < s_.size()) {
      expectWord("->");
      parseReturns(fs);
    }
    skipSpace();
    if (pos_ != s_.size()) fail("trailing characters");
    return fs;
  }

  // qualname ['.' overload]
  void parseName(FunctionSchema& fs) {
    fs.name = parseQualifiedName();
    if (peek() == '.') {
      ++pos_;
      fs.overload = parseIdent();
    }
  }

  // type -> base ('[' [N] ']' | '?')*
  TypePtr parseType(std::optional<int>* list_length = nullptr, bool* is_write = nullptr) {
    TypePtr t = parseBaseType(is_write);
    while (true) {
      char c = peek();
      if (c == '[') {
        ++pos_;
        skipSpace();
        if (std::isdigit(static_cast<unsigned char>(peek()))) {
          int n = static_cast<int>(parseInt());
          if (list_length) *list_length = n;
        }
        expect(']');
        t = Type::list(t);
        parseAliasAnnotation(is_write);  // `Tensor(a)[]` keeps only the type
      } else if (c == '?') {
        ++pos_;
        t = Type::optional(t);
      } else {
        return t;
      }
    }
  }

  bool atEnd() {
    skipSpace();
    return pos_ == s_.size();
  }

 private:
  [[noreturn]] void fail(const std::string& why) {
    throw Error("malformed schema '" + s_ + "' at " + std::to_string(pos_) + ": " + why);
  }
  void skipSpace() {
    while (pos_ < s_.size() && s_[pos_] == ' ') ++pos_;
  }
  char peek() {
    skipSpace();
    return pos_ < s_.size() ? s_[pos_] : '\0';
  }
  void expect(char c) {
    if (peek() != c) fail(std::string("expected '") + c + "'");
    ++pos_;
  }
  void expectWord(const std::string& w) {
    skipSpace();
    if (s_.compare(pos_, w.size(), w) != 0) fail("expected '" + w + "'");
    pos_ += w.size();
  }
  bool tryWord(const std::string& w) {
    skipSpace();
    if (s_.compare(pos_, w.size(), w) != 0) return false;
    pos_ += w.size();
    return true;
  }
  std::string parseIdent() {
    skipSpace();
    size_t start = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) || s_[pos_] == '_'))
      ++pos_;
    if (start == pos_) fail("expected a name");
    return s_.substr(start, pos_ - start);
  }
  std::string parseQualifiedName() {
    std::string ns = parseIdent();
    expectWord("::");
    return ns + "::" + parseIdent();
  }
  int64_t parseInt() {
    skipSpace();
    size_t start = pos_;
    if (s_[pos_] == '-') ++pos_;
    while (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) ++pos_;
    if (start == pos_) fail("expected an integer");
    return std::strtoll(s_.c_str() + start, nullptr, 10);
  }

  // alias -> '(' name ['!'] ['->' '*'] ')'
  void parseAliasAnnotation(bool* is_write) {
    if (peek() != '(') return;
    size_t close = s_.find(')', pos_);
    if (close == std::string::npos) fail("unclosed alias annotation");
    if (is_write && s_.substr(pos_, close - pos_).find('!') != std::string::npos) *is_write = true;
    pos_ = close + 1;
  }

  TypePtr parseBaseType(bool* is_write) {
    char c = peek();
    if (c == '(') {  // tuple type
      ++pos_;
      std::vector<TypePtr> items;
      while (peek() != ')') {
        items.push_back(parseType());
        if (peek() == ',') ++pos_;
      }
      ++pos_;
      return Type::tuple(items);
    }
    std::string name = parseIdent();
    if (name == "Dict") {
      expect('(');
      TypePtr k = parseType();
      expect(',');
      TypePtr v = parseType();
      expect(')');
      parseAliasAnnotation(is_write);
      return Type::dict(k, v);
    }
    if (name == "Future" || name == "RRef" || name == "Await" || name == "Union") {
      expect('(');
      std::vector<TypePtr> items{parseType()};
      while (peek() == ',') {
        ++pos_;
        items.push_back(parseType());
      }
      expect(')');
      if (name == "Union") return Type::union_(items);
      if (name == "Future") return Type::future(items[0]);
      if (name == "Await") return Type::await(items[0]);
      return Type::rref(items[0]);
    }
    TypePtr t = simpleType(name);
    parseAliasAnnotation(is_write);
    return t;
  }

  TypePtr simpleType(const std::string& name) {
    if (name == "Tensor") return Type::tensor();
    if (name == "int" || name == "ScalarType" || name == "MemoryFormat" || name == "SymInt" ||
        name == "QScheme")
      return Type::int_();
    if (name == "Layout") return Type::int_();
    if (name == "float") return Type::float_();
    if (name == "complex") return Type::complex();
    if (name == "bool") return Type::bool_();
    if (name == "str" || name == "Dimname") return Type::str_();
    if (name == "Scalar" || name == "number") return Type::number();
    if (name == "Device") return Type::device();
    if (name == "Generator") return Type::generator();
    if (name == "Stream") return Type::stream();
    if (name == "Any") return Type::any();
    if (name == "NoneType") return Type::none();
    if (name == "AnyClassType") return Type::anyClass();
    if (name == "AnyEnumType") return Type::anyEnum();
    if (name == "Capsule") return Type::capsule();
    if (name.size() <= 4 && std::islower(static_cast<unsigned char>(name[0])))
      return Type::var(name);  // `t`, `t1`, `k`, `v`
    fail("unknown type '" + name + "'");
  }

  // arg -> type name ['=' default] | '*' | '...'
  void parseArguments(FunctionSchema& fs) {
    bool kwarg_only = false;
    while (peek() != ')') {
      if (tryWord("...")) {
        fs.is_vararg = true;
      } else if (peek() == '*') {
        ++pos_;
        kwarg_only = true;
      } else {
        fs.arguments.push_back(parseArgument(kwarg_only));
      }
      if (peek() == ',') ++pos_;
    }
  }

  SchemaArgument parseArgument(bool kwarg_only) {
    SchemaArgument arg;
    arg.kwarg_only = kwarg_only;
    arg.type = parseType(&arg.list_length, &arg.is_write);
    arg.name = parseIdent();
    if (peek() == '=') {
      ++pos_;
      arg.default_value = parseDefault(arg.type);
    }
    return arg;
  }

  // returns -> type | '(' [type [name] {',' type [name]}] ')' | '...'
  void parseReturns(FunctionSchema& fs) {
    if (tryWord("...")) {
      fs.is_varret = true;
      return;
    }
    if (peek() == '(') {
      // Either a tuple of returns or a tuple type `(int, int)[]`; schemas in
      // our registry use the former.
      ++pos_;
      while (peek() != ')') {
        SchemaArgument r;
        r.type = parseType(nullptr, &r.is_write);
        char c = peek();
        if (c != ',' && c != ')') r.name = parseIdent();
        fs.returns.push_back(r);
        if (peek() == ',') ++pos_;
      }
      ++pos_;
      return;
    }
    SchemaArgument r;
    r.type = parseType(nullptr, &r.is_write);
    // A single return may be named (`-> Tensor qc`, quantized::add).
    skipSpace();
    if (pos_ < s_.size() && (std::isalpha(static_cast<unsigned char>(peek())) || peek() == '_')) r.name = parseIdent();
    fs.returns.push_back(r);
  }

  SchemaDefault parseDefault(TypePtr type) {
    skipSpace();
    if (tryWord("None")) return NoneDefault{};
    if (tryWord("True")) return true;
    if (tryWord("False")) return false;
    if (tryWord("Mean")) return int64_t{1};
    if (tryWord("Sum")) return int64_t{2};
    if (tryWord("contiguous_format")) return int64_t{0};
    if (tryWord("long")) return int64_t{4};
    char c = peek();
    if (c == '"' || c == '\'') return parseString();
    if (c == '[') return parseListDefault(type);
    return parseNumber(type);
  }

  std::string parseString() {
    char q = s_[pos_++];
    std::string out;
    while (pos_ < s_.size() && s_[pos_] != q) {
      char c = s_[pos_++];
      if (c == '\\' && pos_ < s_.size()) {
        char esc = s_[pos_++];
        switch (esc) {
          case 'n': c = '\n'; break;
          case 't': c = '\t'; break;
          case 'r': c = '\r'; break;
          case 'f': c = '\f'; break;
          case 'v': c = '\v'; break;
          default: c = esc;
        }
      }
      out += c;
    }
    if (pos_ >= s_.size()) fail("unterminated string default");
    ++pos_;
    return out;
  }

  SchemaDefault parseNumber(TypePtr type) {
    size_t start = pos_;
    while (pos_ < s_.size() && (std::isalnum(static_cast<unsigned char>(s_[pos_])) ||
                                s_[pos_] == '.' || s_[pos_] == '-' || s_[pos_] == '+'))
      ++pos_;
    std::string text = s_.substr(start, pos_ - start);
    if (text.empty()) fail("expected a default value");
    bool is_float = text.find_first_of(".en") != std::string::npos && text != "-inf";
    if (text == "inf" || text == "-inf" || is_float || type->kind() == TypeKind::Float)
      return std::strtod(text.c_str(), nullptr);
    return static_cast<int64_t>(std::strtoll(text.c_str(), nullptr, 10));
  }

  SchemaDefault parseListDefault(TypePtr type) {
    expect('[');
    std::vector<int64_t> ints;
    std::vector<double> floats;
    std::vector<bool> bools;
    bool saw_float = false, saw_bool = false;
    while (peek() != ']') {
      if (tryWord("True") || tryWord("False")) {
        saw_bool = true;
        bools.push_back(s_[pos_ - 1] == 'e' && s_[pos_ - 4] == 'T');
      } else {
        SchemaDefault v = parseNumber(Type::int_());
        if (auto* d = std::get_if<double>(&v)) {
          saw_float = true;
          floats.push_back(*d);
        } else {
          ints.push_back(std::get<int64_t>(v));
          floats.push_back(static_cast<double>(std::get<int64_t>(v)));
        }
      }
      if (peek() == ',') ++pos_;
    }
    ++pos_;
    bool want_float = type->kind() == TypeKind::List && type->elem()->kind() == TypeKind::Float;
    if (saw_bool) return bools;
    if (saw_float || want_float) return floats;
    return ints;
  }

  const std::string& s_;
  size_t pos_ = 0;
};

/// As PyTorch's IValue repr of a double (how schema defaults print):
/// integral values under 1e10 as "2." (-0.0 too, as "0."), the rest with
/// max_digits10 significant digits ("1.0000000000000001e-05").
std::string formatDouble(double d) {
  int c = std::fpclassify(d);
  if ((c == FP_NORMAL || c == FP_ZERO) && std::abs(d) < 1e10) {
    auto i = static_cast<int64_t>(d);
    if (static_cast<double>(i) == d) return std::to_string(i) + ".";
  }
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", d);
  return buf;
}

std::string argumentStr(const SchemaArgument& a, bool is_return) {
  std::string t = a.type->schemaStr();
  if (a.list_length && a.type->kind() == TypeKind::List) {
    t = a.type->elem()->schemaStr() + "[" + std::to_string(*a.list_length) + "]";
  } else if (a.list_length && a.type->kind() == TypeKind::Optional) {
    t = a.type->elem()->elem()->schemaStr() + "[" + std::to_string(*a.list_length) + "]?";
  }
  if (a.is_write && t.rfind("Tensor", 0) == 0) t.insert(6, "(a!)");
  std::string s = t;
  if (!a.name.empty()) s += " " + a.name;
  if (!is_return && a.default_value) s += "=" + schemaDefaultStr(*a.default_value);
  return s;
}

}  // namespace

std::string schemaDefaultStr(const SchemaDefault& v) {
  struct Printer {
    std::string operator()(NoneDefault) const { return "None"; }
    std::string operator()(const OpaqueDefault& d) const { return d.shown; }
    std::string operator()(int64_t i) const { return std::to_string(i); }
    std::string operator()(double d) const { return formatDouble(d); }
    std::string operator()(bool b) const { return b ? "True" : "False"; }
    std::string operator()(const std::string& s) const {
      std::string out = "\"";
      for (char c : s) {
        switch (c) {
          case '\n': out += "\\n"; break;
          case '\t': out += "\\t"; break;
          case '\r': out += "\\r"; break;
          case '\f': out += "\\f"; break;
          case '\v': out += "\\v"; break;
          case '"': out += "\\\""; break;
          case '\\': out += "\\\\"; break;
          default: out += c;
        }
      }
      return out + "\"";
    }
    std::string operator()(const std::vector<int64_t>& v) const {
      std::string s = "[";
      for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
      return s + "]";
    }
    std::string operator()(const std::vector<double>& v) const {
      std::string s = "[";
      for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + formatDouble(v[i]);
      return s + "]";
    }
    std::string operator()(const std::vector<bool>& v) const {
      std::string s = "[";
      for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::string(v[i] ? "True" : "False");
      return s + "]";
    }
  };
  return std::visit(Printer{}, v);
}

std::string FunctionSchema::unqualifiedName() const {
  size_t p = name.find("::");
  return p == std::string::npos ? name : name.substr(p + 2);
}

std::string FunctionSchema::str() const {
  if (!declared.empty()) return declared;
  std::string s = name;
  if (!overload.empty()) s += "." + overload;
  s += "(";
  bool saw_kwarg_only = false;
  for (size_t i = 0; i < arguments.size(); ++i) {
    if (i) s += ", ";
    if (arguments[i].kwarg_only && !saw_kwarg_only) {
      s += "*, ";
      saw_kwarg_only = true;
    }
    s += argumentStr(arguments[i], false);
  }
  if (is_vararg) s += arguments.empty() ? "..." : ", ...";
  s += ") -> ";
  if (is_varret) return s + "...";
  // A single return that prints starting with '(' (a tuple, a list of
  // tuples) gets its own parentheses, as PyTorch prints it (`-> ((int, str))`,
  // `-> ((str, float)[])`), so it does not read as several returns.
  if (returns.size() == 1) {
    std::string r = argumentStr(returns[0], true);
    if (r.empty() || r.front() != '(') return s + r;
  }
  s += "(";
  for (size_t i = 0; i < returns.size(); ++i) s += (i ? ", " : "") + argumentStr(returns[i], true);
  return s + ")";
}

FunctionSchema parseSchema(const std::string& text) {
  FunctionSchema fs = SchemaParser(text).parseSchema();
  fs.declared = text;
  return fs;
}

FunctionSchema parseSchemaName(const std::string& text) {
  FunctionSchema fs;
  SchemaParser p(text);
  p.parseName(fs);
  return fs;
}

TypePtr parseSchemaType(const std::string& text) {
  SchemaParser p(text);
  TypePtr t = p.parseType();
  if (!p.atEnd()) throw Error("malformed schema type '" + text + "'");
  return t;
}

}  // namespace ts
